"""The env-versus-engine benchmark reports figures (it asserts nothing about time)."""

from __future__ import annotations

import pytest
from toy import TOY

from agora.core import registry
from agora.rl.bench import main, measure_env


def test_both_loops_play_whole_games_and_the_figures_are_positive() -> None:
    speed = measure_env(TOY, 3, games=3, seed=1)
    # A toy round is 3 bids, then each seat taps 0-2 times and says done: 6-12 steps, 3 rounds a game.
    for steps in (speed.raw_steps, speed.env_steps):
        assert 3 * 3 * 6 <= steps <= 3 * 3 * 12
    assert min(speed.raw_steps_per_second, speed.env_steps_per_second, speed.observation_us, speed.mask_us) > 0
    assert speed.env_step_us == 1e6 / speed.env_steps_per_second
    assert speed.overhead == speed.raw_steps_per_second / speed.env_steps_per_second


def test_main_prints_both_figures(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(registry, "get", lambda name: TOY)  # the toy game is not an installed game
    main(["toy", "--players", "2", "--games", "2"])
    out = capsys.readouterr().out
    assert "raw engine" in out and "PettingZoo" in out and "x the raw engine" in out
