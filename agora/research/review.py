"""Post-game review: the hard bot's judgement of every decision one seat made.

At each of the seat's decisions the bot searches from what that seat knew then:
its view, its legal actions and a `Determinizer` (the same door a playing bot
goes through, so the true hidden state never reaches the search). The root's
statistics rate both the move played and the move the bot prefers, as the
seat's expected standing (in a two-seat game, its chance to win).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Container, Sequence
from dataclasses import asdict, dataclass

from agora.bots import ITERATIONS
from agora.bots.boundary import Determinizer
from agora.bots.heuristic import heuristic_of
from agora.bots.ismcts import Budget, IsmctsBot
from agora.core import Action, AnyGame, MatchRecord, Rng, Seat, State, registry

SPARKS = "▁▂▃▄▅▆▇█"
# The least a move must give away to be called a mistake: one point of the chance. The review page shows chances in
# whole points, so a smaller gap reads as the same number twice for the move played and the bot's (or as "gave
# away 0%"), and it lies well inside the search's own margin: no player would call it a mistake.
MISTAKE = 0.01


def shown(value: float) -> int:
    """A chance in whole points as the review page rounds it (half up, as JavaScript's Math.round)."""
    return math.floor(value * 100 + 0.5)


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat and the bot's judgement of it."""

    step: int  # the action's index in the match record (as `agora replay` numbers it)
    move: int  # the seat's own decisions, counted from 1 (forced moves are none)
    played: Action
    played_value: float
    best: Action
    best_value: float
    # How often the search tried the move played: the more, the surer its value (the page's 95% band).
    # A review stored before it was kept reads 0: no band.
    played_visits: int = 0

    @property
    def loss(self) -> float:
        """What the played move gave away against the bot's choice (never below 0)."""
        return max(0.0, self.best_value - self.played_value)

    @property
    def mistaken(self) -> bool:
        """Whether the move played gave away a point of the chance or more (give or take the floats' rounding:
        0.29 - 0.28 is 0.00999…), so that the two chances a player reads differ (the second test, which the first
        implies but at the very edge of that rounding)."""
        return self.loss > MISTAKE - 1e-9 and shown(self.best_value) > shown(self.played_value)


@dataclass(frozen=True)
class Review:
    """The decisions of one seat, judged by one search budget and seed."""

    game: str
    seat: Seat
    iterations: int
    seed: int
    decisions: tuple[Decision, ...]

    def series(self) -> list[float]:
        """The seat's expected standing after each of its moves, as the bot rated them."""
        return [d.played_value for d in self.decisions]

    def mistakes(self, count: int = 3) -> list[Decision]:
        """The `count` decisions that gave away most, the biggest first (earlier first on ties); only mistakes
        (`Decision.mistaken`) are among them."""
        costly = [d for d in self.decisions if d.mistaken]
        return sorted(costly, key=lambda d: (-d.loss, d.step))[:count]

    def to_data(self) -> dict[str, object]:
        """JSON-ready, for a file now and the match's store later."""
        return {**asdict(self), "decisions": [asdict(d) for d in self.decisions]}

    @classmethod
    def from_data(cls, data: dict[str, object]) -> Review:
        """The review `to_data` gave (as stored with a match)."""
        decisions = tuple(Decision(**d) for d in data["decisions"])  # type: ignore[attr-defined]
        return cls(data["game"], data["seat"], data["iterations"], data["seed"], decisions)  # type: ignore[arg-type]

    def sparkline(self) -> str:
        """The series as one line of block characters, 0 to 1."""
        return "".join(SPARKS[min(len(SPARKS) - 1, int(v * len(SPARKS)))] for v in self.series())


def review(
    game: AnyGame,
    start: State,
    actions: Sequence[tuple[Seat, Action]],
    seat: Seat,
    *,
    iterations: int = ITERATIONS["hard"],
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    steps: Container[int] | None = None,
) -> Review:
    """Review `seat`'s decisions in the match that plays `actions` from `start`
    (which is left unchanged). `progress(done, total)` is told after each step. `steps`, if
    given, judges only the decisions at those log indices (a sample: bench/calibration.py);
    the others keep their move numbers."""
    if not 0 <= seat < start.players:
        raise ValueError(f"seat {seat} is not in this {start.players}-seat match")
    if iterations < 1:
        raise ValueError("a review needs at least one search iteration per decision")
    # Absolute: the values shown are the seat's chances (its standing), so an unfinished position
    # is judged by the seats' whole values; a playing bot compares gains, which rate a move well
    # but sit near one half whoever leads (bench/calibration-results.md).
    bot = IsmctsBot(seat, Budget(iterations), seed, heuristic_of(game), name="review", absolute=True)
    thinking = Rng(seed ^ 0x5E71E)  # the determinizations, apart from the search's own draws
    state = start.clone()
    decisions: list[Decision] = []
    move = 0
    for step, (actor, action) in enumerate(actions):
        legal = tuple(state.legal(actor))
        if actor == seat and len(legal) > 1:
            move += 1
            if steps is None or step in steps:
                decisions.append(judge(bot, state, seat, legal, action, step, move, thinking.fork()))
        state.apply(actor, action)
        if progress is not None:
            progress(step + 1, len(actions))
    return Review(game.name, seat, iterations, seed, tuple(decisions))


def judge(bot: IsmctsBot, state: State, seat: Seat, legal: tuple[Action, ...], played: Action, step: int,
          move: int, rng: Rng) -> Decision:
    """One decision: the bot searches from the seat's knowledge only, never `state` itself."""
    if played not in legal:
        raise ValueError(f"action {step} ({seat}: {played!r}) is not one of the seat's legal actions")
    view = json.loads(json.dumps(state.view(seat)))  # a copy, as `decide` hands a bot
    root, _ = bot.search(view, legal, Determinizer(state, seat, rng))
    # The bot's choice rule: most visited, then most won.
    best = max(range(len(root.legal)), key=lambda i: (root.visits[i], root.wins[i]))
    mine = root.legal.index(played)

    def value(i: int) -> float:
        return root.wins[i] / root.visits[i] if root.visits[i] else 0.0

    return Decision(step, move, played, value(mine), root.legal[best], value(best), root.visits[mine])


def review_record(record: MatchRecord, seat: Seat, *, iterations: int = ITERATIONS["hard"], seed: int = 0,
                  progress: Callable[[int, int], None] | None = None) -> Review:
    """Review a saved match (finished or not) for `seat`."""
    game = registry.get(record.game)
    start = game.new(record.options, record.seed)
    return review(game, start, record.actions, seat, iterations=iterations, seed=seed, progress=progress)
