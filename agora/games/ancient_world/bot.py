"""How well an empire stands in The Ancient World, for the bots.

Final VP come from banners (Empire cards, Titans, Districts) at the end; the
view does not count them before then, so the worth of a position is what
builds them: the cards, Titans and Districts held, and the coins and
knowledge that buy more.
"""

from __future__ import annotations

from agora.bots.heuristic import Heuristic
from agora.core import Seat, View

EMPIRE_CARD = 3.0  # a building: banners and an action or income
TITAN = 4.0  # a Titan defeated: banners, and a threat gone
DISTRICT = 2.0  # a District explored: banners and room
COIN = 0.25
KNOWLEDGE = 0.4
HUNGRY = -2.0  # a citizen left unfed costs VP at the end (§12)


def worth(view: View, seat: Seat) -> float:
    """The seat's empire: what it holds towards banners, and the means to get more."""
    me = view["players"][seat]
    return float(EMPIRE_CARD * len(me["empire"]) + TITAN * len(me["titans"]) + DISTRICT * len(me["districts"])
            + COIN * me["coins"] + KNOWLEDGE * me["knowledge"] + HUNGRY * len(me["hungry"]))


HEURISTIC = Heuristic(evaluate=worth, scale=3.0)  # about one card gained
