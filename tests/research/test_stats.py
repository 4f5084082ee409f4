"""The arena's figures from known results."""

from __future__ import annotations

import pytest

from agora.research.stats import elo_ratings, rate, summarize
from agora.research.tournament import GameResult


def result(index: int, seating: tuple[int, ...], ranks: tuple[int, ...],
           scores: tuple[int, ...] = (0, 0)) -> GameResult:
    return GameResult(index, seating, scores, ranks, decisions=1)


def test_wilson_interval_of_seven_in_ten() -> None:
    r = rate(7, 10)
    assert (r.low, r.high) == pytest.approx((0.3968, 0.8922), abs=1e-4)
    assert r.rate == 0.7


def test_a_perfect_record_keeps_an_interval_below_one() -> None:
    r = rate(20, 20)
    assert r.high == pytest.approx(1.0) and 0.8 < r.low < 0.85


def test_the_stronger_entrant_has_the_higher_elo_and_the_mean_is_1500() -> None:
    # Entrant 0 finishes first in 3 of 4 games, in either seat.
    results = [result(0, (0, 1), (1, 2)), result(1, (1, 0), (2, 1)), result(2, (0, 1), (1, 2)),
               result(3, (1, 0), (1, 2))]
    low, high = sorted(elo_ratings(2, results))
    assert elo_ratings(2, results)[0] == high
    assert (low + high) / 2 == pytest.approx(1500)
    assert 100 < high - low < 400  # 3:1 odds are about 190 Elo, shrunk a little by the prior


def test_even_results_give_even_ratings() -> None:
    results = [result(0, (0, 1), (1, 2)), result(1, (1, 0), (1, 2))]
    assert elo_ratings(2, results) == pytest.approx([1500, 1500])


def test_wins_ties_scores_and_first_seat_advantage() -> None:
    # Seat 0 wins both decided games, one with each entrant there; game 2 is a tie.
    results = [result(0, (0, 1), (1, 2), (10, 4)), result(1, (1, 0), (1, 2), (8, 6)),
               result(2, (0, 1), (1, 1), (5, 5))]
    s = summarize(["a", "b"], results)
    a, b = s.entrants
    assert (a.win.wins, a.ties, b.win.wins, b.ties) == (1, 1, 1, 1)
    assert a.mean_score == pytest.approx((10 + 6 + 5) / 3)
    assert [r.wins for r in a.by_seat] == [1, 0] and [r.games for r in a.by_seat] == [2, 1]
    assert [r.wins for r in s.seat_wins] == [2, 0]
    assert s.first_seat_advantage == pytest.approx(2 / 3 - 1 / 3)
