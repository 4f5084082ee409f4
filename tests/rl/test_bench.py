"""The env-versus-engine and OpenSpiel simulation benchmarks report figures (they assert nothing about time)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from toy import TOY

from agora.core import registry
from agora.rl.bench import main, measure_env, measure_vector


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


def test_the_openspiel_simulation_benchmark_prints_a_line_per_player_count(tmp_path: Path) -> None:
    """bench/openspiel_sim.py, run as a user runs it, from outside the checkout."""
    root = Path(__file__).parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, str(root / "bench" / "openspiel_sim.py"), "1", "relic-runners"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300, check=True)
    lines = done.stdout.splitlines()
    assert lines[0] == "pure build, Relic Runners round_limit 1", done.stdout
    for n, line in zip(range(2, 6), lines[1:5], strict=True):
        assert re.fullmatch(rf"relic-runners {n}p: [1-9]\d* actions applied, [\d.]+ s wall, [\d.]+ s CPU", line), line
    assert len(lines) == 6 and re.fullmatch(r"in all: [\d.]+ s wall, [\d.]+ s CPU", lines[5]), done.stdout


def test_the_vector_figures_time_both_vector_envs_over_the_same_steps() -> None:
    speed = measure_vector(TOY, 3, envs=4, steps=30, seed=2, rounds=2)
    assert (speed.game, speed.players, speed.envs, speed.steps) == ("toy", 3, 4, 2 * 30 * 4)
    assert speed.vector_steps_per_second > 0 and speed.sync_steps_per_second > 0


def test_main_prints_the_vector_figures_when_asked(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(registry, "get", lambda name: TOY)
    main(["toy", "--players", "2", "--games", "1", "--envs", "3", "--vector-steps", "10"])
    out = capsys.readouterr().out
    assert "3 games batched" in out and "VectorEnv" in out and "SyncVectorEnv" in out
