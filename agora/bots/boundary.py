"""The one door between the true state and a bot.

The platform holds the true state; a bot is handed the seat's view, its legal
actions and a `Determinizer`. The determinizer never holds the true state: it
keeps one determinization drawn when it is built, and every sample redraws
that again for the same seat, so nothing a bot can reach was ever hidden from
its seat.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Protocol

from agora.core import Action, Rng, Seat, State, View


class Determinizer:
    """Full states consistent with all that one seat knows, and nothing more."""

    __slots__ = ("_base", "seat")

    def __init__(self, state: State, seat: Seat, rng: Rng) -> None:
        self.seat = seat
        # Redrawing a determinization for the same seat gives the same
        # distribution as redrawing the truth, so the truth need not be kept.
        self._base = state.determinize(seat, rng)

    def sample(self, rng: Rng) -> State:
        """A fresh full state: the seat's knowledge kept, every hidden thing drawn anew."""
        return self._base.determinize(self.seat, rng)


class Bot(Protocol):
    """Something that picks one of the legal actions of its seat."""

    name: str

    def choose(self, view: View, legal: Sequence[Action], determinizer: Determinizer | None = None) -> Action:
        """One of `legal`, decided from the seat's view (and samples of the
        states consistent with it, for a bot that searches)."""
        ...


def decide(bot: Bot, state: State, seat: Seat, rng: Rng) -> Action:
    """Ask `bot` for `seat`'s action in the true `state`, handing it only a copy
    of the seat's view, its legal actions and a determinizer (drawn from `rng`)."""
    # A view may share lists with the state; a copy keeps a bot from touching it.
    view = json.loads(json.dumps(state.view(seat)))
    return bot.choose(view, tuple(state.legal(seat)), Determinizer(state, seat, rng))
