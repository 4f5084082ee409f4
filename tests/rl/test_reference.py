"""The side-by-side bench against OpenSpiel's games reports figures (it asserts nothing about time)."""

from __future__ import annotations

import pytest

from agora.rl import reference
from agora.rl.reference import REFERENCES, Tally, side_by_side, spiel_game


def test_each_reference_game_plays_to_its_end_and_is_timed() -> None:
    for name in REFERENCES:
        tally = Tally()
        spiel_game(name, 1, tally)
        assert tally.steps > 10 and tally.clones > 0
        assert tally.step_us > 0 and tally.clone_us > 0


def test_a_game_is_timed_at_its_largest_player_count_on_both_paths() -> None:
    r = side_by_side("relic-runners", games=1, seed=2)
    assert r.players == 5
    assert r.compiled is False  # the test venv holds the pure package (tests/test_compiled.py checks the other)
    # The trusted and the checked loops play the same seeded game: the same number of steps.
    assert r.trusted.steps == r.checked.steps > 0
    assert r.trusted.clones > 0 and r.checked.clones == 0
    assert r.step_vs_hearts == r.trusted.step_us / r.references["hearts"].step_us
    assert r.clone_vs_backgammon == r.trusted.clone_us / r.references["backgammon"].clone_us
    assert r.step_vs_dominoes == r.trusted.step_us / r.references["python_block_dominoes"].step_us
    assert r.checked_vs_dominoes == r.checked.step_us / r.references["python_block_dominoes"].step_us
    assert side_by_side("relic-runners", games=1, seed=2, players=3).players == 3


def test_main_prints_the_aims(capsys: pytest.CaptureFixture[str]) -> None:
    reference.main(["relic-runners", "--games", "1"])
    out = capsys.readouterr().out
    assert "relic-runners 5p (pure)" in out and "step/hearts" in out and "clone/backgammon" in out
