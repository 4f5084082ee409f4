"""A game's heuristic: a readable judgement, in the game's own terms, of how well a
seat stands from that seat's view, and how a position is rated by it.

A game gives its heuristic in `agora/games/<g>/bot.py` as `HEURISTIC`; the bots
(agora.bots) search and play greedily by it. It lives in the kernel so that games
may build one without importing the bots.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from agora.core.game import State
from agora.core.rng import Rng
from agora.core.standing import estimated_standing, estimated_standing_of, final_standing
from agora.core.terms import Seat, View


class Evaluate(Protocol):
    def __call__(self, view: View, seat: Seat) -> float:
        """How well `seat` stands, judged from its own view, in the game's units (about a VP)."""
        ...


class EvaluateSample(Protocol):
    def __call__(self, state: State, seat: Seat) -> float:
        """The same judgement read straight from a sampled state, for speed."""
        ...


class EvaluateSamples(Protocol):
    def __call__(self, state: State, /) -> list[float]:
        """`evaluate_sample` of every seat, in seat order, in one call."""
        ...


@dataclass(frozen=True)
class Heuristic:
    """A game's evaluation of a position and the size of a gap that matters.

    `evaluate_sample`, where a game gives it, must agree with `evaluate` on the
    seat's view; search calls it on samples (never the truth) to skip building views.
    `evaluate_samples`, where given, must return exactly every seat's `evaluate_sample`.
    """

    evaluate: Evaluate
    scale: float  # a lead of this many units is worth odds of e to 1
    evaluate_sample: EvaluateSample | None = None
    # Where one move of the game spans several decisions (place a citizen, then
    # choose what to build), search judges an action after up to this many of
    # the seat's own next decisions, played at their best, not half-made.
    lookahead: int = 0
    # Optional, with evaluate_sample: every seat's evaluate_sample at once (search asks for all of
    # them after every lookahead step; one call instead of one a seat).
    evaluate_samples: EvaluateSamples | None = None
    # Optional, for a game with no turn limit: whether the view shows a game run far past any
    # usual length. Bots that weigh gains against each other can hold a standoff forever (each
    # waits for the other to open what it would take); past that point every level plays for
    # its own gain alone, as the greedy bot, so the game moves on to its end.
    overtime: Callable[[View], bool] | None = None
    # Optional: the most options a decision may offer for lookahead to play each of them out with more
    # decisions after it; a wider one is judged as it stands, unless it is the last the lookahead plays
    # (each option judged once, a cost that only adds up). Where one choice spans the whole map (Relic
    # Runners: where to put a lifted pathway down, any of ~40 trails), the options of the decisions
    # after it multiply that, and a few decisions deep cost seconds, while the heuristic can judge the
    # decision half-made (it puts the pathway where it serves best).
    widest: int | None = None

    def values(self, state: State) -> list[float]:
        """Every seat's value in `state` (a sample, never the truth), each seat
        judged on what it would know there."""
        if self.evaluate_samples is not None:
            return self.evaluate_samples(state)
        if self.evaluate_sample is not None:
            return [self.evaluate_sample(state, s) for s in range(state.players)]
        return [self.evaluate(state.view(s), s) for s in range(state.players)]

    def standing(self, state: State, baseline: Sequence[float]) -> list[float]:
        """Every seat's estimated share of opponents beaten: at the end by the
        ranks, before it by who gained most since `baseline` (the values where
        the search began, in the same sample). Gains, not totals, are compared
        because a sample's totals carry its redrawn hidden points (others' coins),
        whose noise would drown the difference one decision makes."""
        outcome = state.outcome()
        if outcome is not None:
            return final_standing(outcome)
        return estimated_standing(gains(self.values(state), baseline), self.scale)

    def standing_of(self, state: State, baseline: Sequence[float], seat: Seat) -> float:
        """`standing(state, baseline)[seat]`, without working out the other seats' standings."""
        outcome = state.outcome()
        if outcome is not None:
            return final_standing(outcome)[seat]
        return estimated_standing_of(gains(self.values(state), baseline), self.scale, seat)

    def looking_on(self, state: State, seat: Seat, baseline: Sequence[float], depth: int,
                   selfish: bool = False) -> float:
        """`seat`'s standing in `state` (a sample, which it may play on), after its
        best own next decisions, up to `depth` of them, while it keeps the turn;
        `selfish`: its own gain since `baseline` instead, whatever the others gain. A decision wider
        than `widest` with more to look at after it ends the lookahead there."""
        if (depth > 1 and self.widest is not None and seat in state.to_act() and state.outcome() is None
                and len(state.legal(seat)) > self.widest):
            depth = 0
        if state.unsettled() and (depth == 0 or seat not in state.to_act()):
            settle(state, state.rng)  # a secret choice is judged once all are carried out
        if depth == 0 or state.outcome() is not None or seat not in state.to_act():
            if selfish:
                return self.values(state)[seat] - baseline[seat]
            return self.standing_of(state, baseline, seat)
        best = -math.inf
        for follow in state.legal(seat):
            after = state.clone()
            after.advance(seat, follow)  # from legal(): the trusted fast path
            best = max(best, self.looking_on(after, seat, baseline, depth - 1, selfish))
        return best


def settle(state: State, rng: Rng) -> None:
    """Play `state` (a sample) on at random while it is unsettled: until the secret choices
    are carried out nothing they do shows, so a position judged inside would rate every choice
    alike. A seat that chooses after others meets their secret choices drawn at random by its
    sample; one that chooses first meets random choices too, here."""
    while state.unsettled():
        seat = state.to_act()[0]
        state.advance(seat, rng.choice(state.legal(seat)))


def gains(values: list[float], baseline: Sequence[float]) -> list[float]:
    """Each seat's value less its baseline. (An index loop: compiled, zip(..., strict=True) is a
    generic call that cost as much as a game's whole evaluation.)"""
    n = len(values)
    if len(baseline) != n:
        raise ValueError(f"{n} values against a baseline of {len(baseline)}")
    return [values[i] - baseline[i] for i in range(n)]


