"""The toy game's observation encoding, registered the way a game outside
`agora.games` would be."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray
from toy import ROUNDS, ToyOptions

from agora.core import Seat, View
from agora.rl import encoding

PHASES = ("bid", "tap", "over")


class ToyEncoder:
    """round one-hot, phase one-hot, scores / max, own hand multi-hot, every
    hand's size / 3, who has bid, own pending bid one-hot (0 = none)."""

    low = 0.0
    high = 1.0

    def __init__(self, options: ToyOptions) -> None:
        self.players = options.players
        self.cards = 4 * options.players
        self.max_score = ROUNDS * (self.cards + 2)
        self.max_decisions = ROUNDS * 4 * options.players
        self.size = (ROUNDS + 1) + len(PHASES) + 2 * self.players + self.cards + self.players + self.cards + 1

    def encode(self, view: View, seat: Seat | None) -> NDArray[np.float32]:
        out = np.zeros(self.size, np.float32)
        out[view["round"]] = 1
        at = ROUNDS + 1
        out[at + PHASES.index(view["phase"])] = 1
        at += len(PHASES)
        out[at : at + self.players] = np.asarray(view["scores"]) / self.max_score
        at += self.players
        for s, hand in enumerate(view["hands"]):
            if isinstance(hand, list):
                if s == seat:
                    for card in hand:
                        out[at + self.players + card - 1] = 1
                out[at + s] = len(hand) / 3
            else:
                out[at + s] = hand / 3
        at += self.players + self.cards
        out[at : at + self.players] = view["chosen"]
        at += self.players
        out[at + (view["my_bid"] or 0)] = 1
        return out


def install() -> None:
    encoding.register("toy", ToyEncoder)
