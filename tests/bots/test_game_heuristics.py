"""Every installed Agora game offers its bots a heuristic that judges from views."""

from __future__ import annotations

import importlib
import math

import pytest

from agora.bots import RandomBot, decide, heuristic_of, make_bot
from agora.core import Rng, registry

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


@pytest.mark.parametrize("name", [n for n in INSTALLED if n != "relic-runners"])  # its own, longer test
def test_the_heuristic_bot_beats_random_play(name: str) -> None:
    game = registry.get(name)
    wins = 0
    for g in range(4):
        me = g % 2
        bots: list[object] = [RandomBot(g), RandomBot(g + 50)]
        bots[me] = make_bot("medium", game, me, g)
        state, rng = game.new({"players": 2}, 400 + g), Rng(g)
        while acting := state.to_act():
            state.apply(acting[0], decide(bots[acting[0]], state, acting[0], rng.fork()))  # type: ignore[arg-type]
        outcome = state.outcome()
        assert outcome is not None
        wins += outcome.ranks[me] < outcome.ranks[1 - me]
    assert wins >= 3
