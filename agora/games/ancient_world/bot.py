"""How well an empire stands in The Ancient World, for the bots.

Final VP come from banners (Empire cards, Titans, Districts) at the end; the
view does not count them before then, so the worth of a position is what
builds them: the cards, Titans and Districts held, and the coins and
knowledge that buy more.
"""

from __future__ import annotations

from dataclasses import dataclass

from agora.bots.heuristic import Heuristic
from agora.core import Seat, State, View
from agora.games.ancient_world.state import AncientWorldState

EMPIRE_CARD = 3.0  # a building: banners and an action or income
TITAN = 4.0  # a Titan defeated: banners, and a threat gone
DISTRICT = 2.0  # a District explored: banners and room
COIN = 0.25
KNOWLEDGE = 0.4
HUNGRY = -2.0  # a citizen left unfed costs VP at the end (§12)


@dataclass(frozen=True)
class Empire:
    """What the heuristic weighs of one empire: all of it public."""

    cards: int
    titans: int
    districts: int
    coins: int
    knowledge: int
    hungry: int


def worth(e: Empire) -> float:
    """The seat's empire: what it holds towards banners, and the means to get more."""
    return (EMPIRE_CARD * e.cards + TITAN * e.titans + DISTRICT * e.districts + COIN * e.coins
            + KNOWLEDGE * e.knowledge + HUNGRY * e.hungry)


def from_view(view: View, seat: Seat) -> Empire:
    """The seat's empire as its view shows it."""
    me = view["players"][seat]
    return Empire(len(me["empire"]), len(me["titans"]), len(me["districts"]), me["coins"], me["knowledge"],
                  len(me["hungry"]))


def from_sample(state: State, seat: Seat) -> Empire:
    """The same, read straight from a sampled state; every field read is public,
    so this never knows more than the view (citizens are bits 1 to 5)."""
    assert isinstance(state, AncientWorldState)
    s = state
    return Empire(len(s.emp[seat]), len(s.tit[seat]), len(s.dist[seat]), s.coins[seat], s.know[seat],
                  (s.hungry[seat] & 0b111110).bit_count())


HEURISTIC = Heuristic(
    evaluate=lambda view, seat: worth(from_view(view, seat)),
    scale=3.0,  # about one card gained
    evaluate_sample=lambda state, seat: worth(from_sample(state, seat)),
)
