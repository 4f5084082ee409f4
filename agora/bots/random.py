"""The random bot: a uniform choice among the legal actions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from agora.core import Action, Rng, View

if TYPE_CHECKING:
    from agora.bots.boundary import Determinizer


class RandomBot:
    """Picks uniformly from the legal actions with its own seeded RNG."""

    name = "random"
    reads_view = False  # so a caller may spare building the view (agora.rl.gym's opponents)

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: View, legal: Sequence[Action], determinizer: Determinizer | None = None) -> Action:
        """One of `legal`; neither the view nor samples are needed to choose at random."""
        return self.rng.choice(legal)
