"""The greedy bot, and where a game's heuristic (agora.core.heuristic) is found.

Search uses a game's heuristic to cut rollouts short; the greedy bot plays the
action whose results it rates best.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Sequence
from types import ModuleType

from agora.bots.boundary import Determinizer
from agora.core import Action, AnyGame, Rng, Seat, State, View
from agora.core.heuristic import Heuristic


def bot_module(game: AnyGame) -> ModuleType | None:
    """`agora/games/<g>/bot.py` for an installed game, if it has one."""
    parts = type(game).__module__.split(".")
    if parts[:2] != ["agora", "games"] or len(parts) < 3:
        return None
    try:
        return importlib.import_module(".".join([*parts[:3], "bot"]))
    except ModuleNotFoundError as err:
        if err.name != ".".join([*parts[:3], "bot"]):
            raise  # a bot module that is there but broken must not pass unnoticed
        return None


def heuristic_of(game: AnyGame, level: str | None = None) -> Heuristic | None:
    """The `HEURISTIC` of `agora/games/<g>/bot.py` for an installed game, if it has one; for the
    expert level its `EXPERT_HEURISTIC` where the game has one (a judgement tuned by self-play:
    bench/judge_duels.py)."""
    module = bot_module(game)
    if module is None:
        return None
    found: Heuristic = getattr(module, "EXPERT_HEURISTIC", module.HEURISTIC) if level == "expert" else module.HEURISTIC
    return found


class GreedyBot:
    """Plays the action whose results the heuristic rates best, averaged over a
    few samples of what the seat cannot see. Where the action leaves the seat
    to decide again (a move trail by trail, a choice that follows an
    exploration), it looks on through its own next decisions."""

    name = "greedy"

    def __init__(self, seat: Seat, heuristic: Heuristic, seed: int, samples: int = 2, depth: int = 1) -> None:
        self.seat = seat
        self.heuristic = heuristic
        self.samples = samples
        self.depth = depth
        self.rng = Rng(seed)

    def choose(self, view: View, legal: Sequence[Action], determinizer: Determinizer | None = None) -> Action:
        """The best-rated legal action; ties go to a seeded random pick. In overtime
        (see `Heuristic.overtime`) actions are rated by the seat's own gain alone."""
        if len(legal) == 1:
            return legal[0]
        if determinizer is None:
            raise ValueError("the greedy bot needs a determinizer to look ahead")
        selfish = in_overtime(self.heuristic, view)
        worlds = [determinizer.sample(self.rng.fork()) for _ in range(self.samples)]
        baselines = [self.heuristic.values(world) for world in worlds]
        best: list[Action] = []
        top = -math.inf
        for action in legal:
            value = sum(self.after(w, b, action, selfish) for w, b in zip(worlds, baselines, strict=True))
            if value > top + 1e-12:
                best, top = [action], value
            elif value > top - 1e-12:
                best.append(action)
        return self.rng.choice(best)

    def after(self, world: State, baseline: Sequence[float], action: Action, selfish: bool = False) -> float:
        """The seat's standing (or, `selfish`, its own gain) after `action`, and after its best own follow-ups."""
        world = world.clone()
        world.advance(self.seat, action)  # one of the legal actions it was handed
        return self.heuristic.looking_on(world, self.seat, baseline, self.depth, selfish)


def in_overtime(heuristic: Heuristic | None, view: View) -> bool:
    """Whether the game `view` shows has run past any usual length, by the game's own measure."""
    return heuristic is not None and heuristic.overtime is not None and heuristic.overtime(view)
