"""How well a civilization stands in Historia, for the bots.

VP already scored, then the engines of future VP: technology and military
levels (they decide which wonders, cards and territories a civ can take),
territories held and wonders built.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from agora.bots.heuristic import Heuristic
from agora.core import Seat, State, View
from agora.games.historia.state import HistoriaState

TECH: Final = 1.5  # a technology level: better wonders, more VP from progress
MILITARY: Final = 1.0  # a military level: territories taken and kept
TERRITORY: Final = 1.0  # a territory held scores again as the eras pass
WONDER: Final = 1.0  # a wonder built, beyond the VP it already gave


# A named tuple, not a frozen dataclass: mypyc compiles this module (setup.py), and a frozen
# dataclass's __init__ stays slow there (each field set through object.__setattr__).
class Civ(NamedTuple):
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


def sample_worth(state: State, seat: Seat) -> float:
    """`view_worth` read straight from a sampled state (search asks it ~10 times an iteration):
    only public tracks are read, so it never knows more than the view; the same arithmetic in the
    same order as `worth`, so the same float (a player's civ has its seat's index)."""
    assert isinstance(state, HistoriaState)
    s = state
    return float(s.vp[seat] + TECH * s.tech[seat] + MILITARY * s.mil[seat] + TERRITORY * s.where[seat].bit_count()
                 + WONDER * len(s.wonders[seat]))


def sample_worths(state: State) -> list[float]:
    """`sample_worth` of every seat, in seat order."""
    return [sample_worth(state, seat) for seat in range(state.players)]


def view_worth(view: View, seat: Seat) -> float:
    """`worth` of the seat's civilization as its view shows it."""
    return worth(from_view(view, seat))


HEURISTIC = Heuristic(
    evaluate=view_worth,
    scale=3.0,  # VP gained: about a territory and a level
    evaluate_sample=sample_worth,
    evaluate_samples=sample_worths,
)
