"""Tournaments: seats rotate, and every backend plays the very same games."""

from __future__ import annotations

import pytest
import toy
from toy import TOY

from agora.research.tournament import Tournament, batches, run


def small(games: int = 6) -> Tournament:
    return Tournament(TOY, {}, ("easy", "random"), games, seed=21)


def test_every_entrant_sits_in_every_seat_equally() -> None:
    tournament = Tournament(TOY, {}, ("hard", "medium", "random"), 6, seed=0)
    for entrant in range(3):
        seats = [tournament.seating(i).index(entrant) for i in range(6)]
        assert sorted(seats) == [0, 0, 1, 1, 2, 2]


def test_batches_cover_every_game_once() -> None:
    for games, parts in [(1, 8), (10, 3), (200, 8), (7, 7)]:
        cut = batches(games, parts)
        assert len(cut) <= parts
        assert [i for b in cut for i in b] == list(range(games))


def test_a_tournament_replays_identically_and_a_new_seed_changes_it() -> None:
    assert run(small()) == run(small())
    other = Tournament(TOY, {}, ("easy", "random"), 6, seed=22)
    assert run(other) != run(small())


def test_a_process_pool_gives_the_in_process_results() -> None:
    ticks: list[int] = []
    assert run(small(), workers=2, progress=ticks.append) == run(small())
    assert sum(ticks) == 6


def test_ray_gives_the_process_pool_results() -> None:
    ray = pytest.importorskip("ray")
    # Ray's workers cannot import the toy game from the tests: ship it by value.
    ray.cloudpickle.register_pickle_by_value(toy)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        ticks: list[int] = []
        assert run(small(), ray="local", progress=ticks.append) == run(small(), workers=2)
        assert sum(ticks) == 6
    finally:
        ray.shutdown()
