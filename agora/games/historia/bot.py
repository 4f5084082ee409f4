"""How well a civilization stands in Historia, for the bots.

VP already scored, then the engines of future VP: technology and military
levels (they decide which wonders, cards and territories a civ can take),
territories held and wonders built.
"""

from __future__ import annotations

from agora.bots.heuristic import Heuristic
from agora.core import Seat, View

TECH = 1.5  # a technology level: better wonders, more VP from progress
MILITARY = 1.0  # a military level: territories taken and kept
TERRITORY = 1.0  # a territory held scores again as the eras pass
WONDER = 1.0  # a wonder built, beyond the VP it already gave


def worth(view: View, seat: Seat) -> float:
    """The seat's civilization: VP plus the promise of its tech, armies, lands and wonders."""
    civ = next(c for c in view["civs"] if c["seat"] == seat)
    return float(civ["vp"] + TECH * civ["tech"] + MILITARY * civ["military"] + TERRITORY * len(civ["territories"])
            + WONDER * len(civ["wonders"]))


HEURISTIC = Heuristic(evaluate=worth, scale=3.0)  # VP gained: about a territory and a level
