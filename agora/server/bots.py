"""Bots that sit at a table. A bot decides from its seat's view and legal
actions only, never from the full state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from agora.core import Action, Rng, View

_GOLDEN = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1


class Bot(Protocol):
    """Something that picks one of the legal actions."""

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        """One of `legal`."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        """A uniformly random legal action."""
        return rng.choice(legal)


BOTS: dict[str, Bot] = {"random": RandomBot()}


def decision_rng(seed: int, seat: int, index: int) -> Rng:
    """The generator for one decision, derived from the match's secret seed so
    nobody can foresee a bot's secret choices, and replayable."""
    return Rng(Rng((seed ^ (seat * _GOLDEN)) & _MASK).next_u64() ^ index)
