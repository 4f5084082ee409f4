"""Every installed Agora game offers its bots a heuristic that judges from views."""

from __future__ import annotations

import importlib
import math

import pytest
from duels import level_wins_against_random

from agora.bots import heuristic_of
from agora.bots.ismcts import Node
from agora.core import Rng, registry
from agora.research.bench import player_counts

GAMES = {"relic-runners": "relic_runners", "historia": "historia", "ancient-world": "ancient_world"}
INSTALLED = [name for name in GAMES if name in registry.games()]


@pytest.mark.parametrize("name", INSTALLED)
def test_the_heuristic_judges_every_seat_through_a_game(name: str) -> None:
    game = registry.get(name)
    module = importlib.import_module(f"agora.games.{GAMES[name]}.bot")
    heuristic = heuristic_of(game)
    assert heuristic is module.HEURISTIC
    state, rng = game.new({"players": 2}, 5), Rng(5)
    step = 0
    while acting := state.to_act():
        if step % 11 == 0:
            for seat in range(2):
                assert math.isfinite(heuristic.evaluate(state.view(seat), seat))
        state.apply(acting[0], rng.choice(state.legal(acting[0])))
        step += 1


@pytest.mark.parametrize("name", INSTALLED)
def test_one_seats_standing_is_its_share_of_every_seats(name: str) -> None:
    # Search asks only the deciding seat's standing (standing_of): it must be that seat's share of the whole.
    game = registry.get(name)
    heuristic = heuristic_of(game)
    assert heuristic is not None
    players = player_counts(game)[-1]
    state, rng = game.new({"players": players}, 7), Rng(7)
    baseline = heuristic.values(state)
    step = 0
    while acting := state.to_act():
        if step % 7 == 0:
            whole = heuristic.standing(state, baseline)
            assert [heuristic.standing_of(state, baseline, seat) for seat in range(players)] == whole
        state.advance(acting[0], rng.choice(state.legal(acting[0])))
        step += 1
    assert heuristic.standing_of(state, baseline, 0) == heuristic.standing(state, baseline)[0]  # the end


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("name", INSTALLED)
def test_the_quick_judgement_of_a_sample_agrees_with_its_views(name: str, level: str) -> None:
    # Search judges samples directly, for speed; it must judge exactly as each seat's view would.
    game = registry.get(name)
    heuristic = heuristic_of(game, level)
    assert heuristic is not None and heuristic.evaluate_sample is not None
    state, rng = game.new({"players": 2}, 7), Rng(7)
    step = 0
    while acting := state.to_act():
        if step % 5 == 0:
            sample = state.determinize(acting[0], rng.fork())
            assert heuristic.values(sample) == [heuristic.evaluate_sample(sample, seat) for seat in range(2)]
            for seat in range(2):
                assert heuristic.evaluate_sample(sample, seat) == pytest.approx(
                    heuristic.evaluate(sample.view(seat), seat))
        state.apply(acting[0], rng.choice(state.legal(acting[0])))
        step += 1


@pytest.mark.parametrize("name", [n for n in INSTALLED if n != "relic-runners"])  # its own, longer test
def test_the_heuristic_bot_beats_random_play(name: str) -> None:
    assert level_wins_against_random(registry.get(name), "medium", games=4, first_seed=400) >= 3


def test_search_judges_a_placed_citizen_by_the_card_it_then_builds() -> None:
    # The Ancient World's move is a citizen placed, then what it does: the heuristic's lookahead
    # has search judge the placing by the best card built after it, not by the bare placing.
    game = registry.get("ancient-world")
    heuristic = heuristic_of(game)
    assert heuristic is not None and heuristic.lookahead == 2
    state = game.new({"players": 2}, 3)
    seat = state.to_act()[0]
    sample = state.determinize(seat, Rng(3))
    baseline = heuristic.values(sample)
    legal = sample.legal(seat)
    place = next(a for a in legal if a.startswith("place") and a.endswith("build"))
    placed = sample.clone()
    placed.apply(seat, place)
    assert placed.to_act() == (seat,)
    built = []
    for follow in placed.legal(seat):
        world = placed.clone()
        world.apply(seat, follow)
        built.append(heuristic.standing(world, baseline)[seat])
    bare = heuristic.standing(placed, baseline)[seat]
    assert heuristic.looking_on(placed, seat, baseline, 0) == bare
    assert heuristic.looking_on(placed, seat, baseline, 1) == max(built) > bare
    node = Node(legal)
    node.prime(sample, seat, heuristic, baseline, 3, 1)
    i = legal.index(place)
    assert node.visits[i] == 3 and node.wins[i] / 3 == pytest.approx(max(built))
