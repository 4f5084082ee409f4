"""The random bot: a uniform choice among the legal actions."""

from __future__ import annotations

from collections.abc import Sequence

from agora.core import Action, Rng, View


class RandomBot:
    """Picks uniformly from the legal actions with its own seeded RNG."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """One of `legal`; the view is not needed to choose at random."""
        return self.rng.choice(legal)
