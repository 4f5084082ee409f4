"""Two-seat games of a bot level against the random bot, seats alternating."""

from __future__ import annotations

from typing import Any

from agora.bots import Bot, RandomBot, decide, make_bot
from agora.core import Game, Rng


def level_wins_against_random(game: Game[Any], level: str, games: int, first_seed: int) -> int:
    """How many of `games` the `level` bot wins outright (seat 0 in even games, 1 in odd)."""
    wins = 0
    for g in range(games):
        me = g % 2
        bots: list[Bot] = [RandomBot(g), RandomBot(g + 50)]
        bots[me] = make_bot(level, game, me, g)
        state, rng = game.new({"players": 2}, first_seed + g), Rng(g)
        while acting := state.to_act():
            state.apply(acting[0], decide(bots[acting[0]], state, acting[0], rng.fork()))
        outcome = state.outcome()
        assert outcome is not None
        wins += outcome.ranks[me] < outcome.ranks[1 - me]
    return wins
