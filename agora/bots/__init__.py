"""Bots: they decide from a seat's view and its legal actions, never the true state."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agora.bots.boundary import Bot, Determinizer, decide
from agora.bots.heuristic import GreedyBot, bot_module, heuristic_of
from agora.bots.ismcts import Budget, IsmctsBot
from agora.bots.random import RandomBot
from agora.core import AnyGame, Options, Seat, registry
from agora.core.heuristic import Heuristic

LEVELS = ("random", "easy", "medium", "hard", "expert", "learned")
SEARCH_LEVELS = ("easy", "medium", "hard", "expert")  # those with a search budget (ITERATIONS)

# The greedy levels' lookahead through the seat's own next decisions, and the
# search levels' iterations per decision (a game's bot.py may give its expert
# more: `iterations_of`); the arena measures what they buy.
LOOKAHEAD = {"easy": 1, "medium": 2}
# The samples of what a greedy level cannot see that it judges each action over.
SAMPLES = {"easy": 2, "medium": 2}
ITERATIONS = {"easy": 30, "medium": 150, "hard": 300, "expert": 1500}

__all__ = [
    "ITERATIONS",
    "LEVELS",
    "LOOKAHEAD",
    "SAMPLES",
    "SEARCH_LEVELS",
    "Bot",
    "Budget",
    "Determinizer",
    "GreedyBot",
    "IsmctsBot",
    "RandomBot",
    "decide",
    "greedy_of",
    "heuristic_of",
    "iterations_of",
    "make_bot",
]


def iterations_of(game: AnyGame, level: str) -> int:
    """A search level's iterations a decision: `ITERATIONS`, or for the expert its game's
    `EXPERT_ITERATIONS` where the game's bot.py sets one (a budget the arena measured:
    bench/expert-results.md)."""
    module = bot_module(game) if level == "expert" else None
    if module is None or not hasattr(module, "EXPERT_ITERATIONS"):
        return ITERATIONS[level]
    found: int = module.EXPERT_ITERATIONS
    return found


def greedy_of(game: AnyGame, level: str) -> tuple[int, int]:
    """A greedy level's lookahead and samples: `LOOKAHEAD` and `SAMPLES`, or its game's where the
    game's bot.py sets `GREEDY` for that level (a setting the arena measured: bench/arena-results.md)."""
    module = bot_module(game)
    own: dict[str, tuple[int, int]] = getattr(module, "GREEDY", {}) if module is not None else {}
    return own.get(level, (LOOKAHEAD[level], SAMPLES[level]))


def make_bot(
    level: str,
    game: AnyGame | str,
    seat: Seat,
    seed: int,
    *,
    seconds: float | None = None,
    heuristic: Heuristic | None = None,
    workers: int = 1,
    options: Mapping[str, Any] | Options | None = None,
) -> Bot:
    """A bot of a named level for `seat` of `game`.

    easy and medium play the game's heuristic greedily, looking one and two
    of their own decisions ahead over two samples of what they cannot see, unless the game's
    bot.py sets its own (`greedy_of`); hard and expert search (ISMCTS) with growing
    budgets, expert judging with the game's tuned heuristic where it has one
    (`heuristic_of`) and searching with the game's own budget where it sets one
    (`iterations_of`). Where a game has no heuristic, every level but random and learned searches.
    learned plays the policy the package ships for the game and player count (`agora.bots.learned`,
    trained by `agora train`; NumPy is loaded only then), and says so when there is none.
    `seconds` caps a search's time per move (then results depend on the
    machine's speed); `heuristic` replaces the game's own; `workers` > 1 spreads
    a search level's iterations over that many processes (root parallelism). `options` are the
    game's (the learned level's policy is for one player count: 2 seats when not given).
    """
    if level not in LEVELS:
        raise ValueError(f"no bot level {level!r}; the levels are: {', '.join(LEVELS)}")
    if level == "random":
        return RandomBot(seed)
    if isinstance(game, str):
        game = registry.get(game)
    if level == "learned":
        from agora.bots.learned import LearnedBot  # NumPy: `agora play` with other levels loads none

        return LearnedBot(game, game.options(options), seat, seed)
    judge = heuristic or heuristic_of(game, level)
    if level in LOOKAHEAD and judge is not None:
        depth, samples = greedy_of(game, level)
        return GreedyBot(seat, judge, seed, samples=samples, depth=depth)
    budget = Budget(iterations_of(game, level), seconds)
    return IsmctsBot(seat, budget, seed, judge, name=level, workers=workers)
