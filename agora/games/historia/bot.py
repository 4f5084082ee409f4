"""How well a civilization stands in Historia, for the bots.

VP already scored, then the engines of future VP: technology and military
levels (they decide which wonders, cards and territories a civ can take),
territories held and wonders built.
"""

from __future__ import annotations

from dataclasses import dataclass

from agora.bots.heuristic import Heuristic
from agora.core import Seat, State, View
from agora.games.historia.state import HistoriaState

TECH = 1.5  # a technology level: better wonders, more VP from progress
MILITARY = 1.0  # a military level: territories taken and kept
TERRITORY = 1.0  # a territory held scores again as the eras pass
WONDER = 1.0  # a wonder built, beyond the VP it already gave


@dataclass(frozen=True)
class Civ:
    """What the heuristic weighs of one civilization: all of it public."""

    vp: int
    tech: int
    military: int
    territories: int
    wonders: int


def worth(civ: Civ) -> float:
    """The civilization's VP plus the promise of its tech, armies, lands and wonders."""
    return float(civ.vp + TECH * civ.tech + MILITARY * civ.military + TERRITORY * civ.territories
                 + WONDER * civ.wonders)


def from_view(view: View, seat: Seat) -> Civ:
    """The seat's civilization as its view shows it."""
    civ = next(c for c in view["civs"] if c["seat"] == seat)
    return Civ(civ["vp"], civ["tech"], civ["military"], len(civ["territories"]), len(civ["wonders"]))


def from_sample(state: State, seat: Seat) -> Civ:
    """The same, read straight from a sampled state: only public tracks are read,
    so this never knows more than the view (a player's civ has its seat's index)."""
    assert isinstance(state, HistoriaState)
    s = state
    return Civ(s.vp[seat], s.tech[seat], s.mil[seat], s.where[seat].bit_count(), len(s.wonders[seat]))


HEURISTIC = Heuristic(
    evaluate=lambda view, seat: worth(from_view(view, seat)),
    scale=3.0,  # VP gained: about a territory and a level
    evaluate_sample=lambda state, seat: worth(from_sample(state, seat)),
)
