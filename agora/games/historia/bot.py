"""How well a civilization stands in Historia, for the bots.

VP already scored, then the engines of future VP: technology and military
levels (they decide which wonders, cards and territories a civ can take),
territories held and wonders built; for the expert level also the cards a civ
can still play (action cards in hand, advisors), since an empty hand leaves it
only Revolution.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from agora.core import Seat, State, View
from agora.core.heuristic import Heuristic
from agora.games.historia.state import HistoriaState

TECH: Final = 1.5  # a technology level: better wonders, more VP from progress
MILITARY: Final = 1.0  # a military level: territories taken and kept
TERRITORY: Final = 1.0  # a territory held scores again as the eras pass
WONDER: Final = 1.0  # a wonder built, beyond the VP it already gave
# The expert level's: action cards in hand and advisors waiting are choices still open (§4.1: a card
# played lies in the discard row until Revolution, §5). Tuned by self-play: hard judging by them
# against hard without, 2 players, seats rotated (bench/expert-results.md).
HAND: Final = 0.6
ADVISOR: Final = 1.0


# A named tuple, not a frozen dataclass: mypyc compiles this module (setup.py), and a frozen
# dataclass's __init__ stays slow there (each field set through object.__setattr__).
class Civ(NamedTuple):
    """What the heuristic weighs of one civilization: all of it public."""

    vp: int
    tech: int
    military: int
    territories: int
    wonders: int
    hand: int  # action cards in hand
    advisors: int  # advisors in hand


class Weights(NamedTuple):
    """What each part of a civilization is worth, in VP."""

    tech: float = TECH
    military: float = MILITARY
    territory: float = TERRITORY
    wonder: float = WONDER
    hand: float = 0.0
    advisor: float = 0.0


HARD: Final = Weights()
EXPERT: Final = Weights(hand=HAND, advisor=ADVISOR)


def worth(civ: Civ, w: Weights) -> float:
    """The civilization's VP plus the promise of its tech, armies, lands, wonders and cards."""
    return float(civ.vp + w.tech * civ.tech + w.military * civ.military + w.territory * civ.territories
                 + w.wonder * civ.wonders + w.hand * civ.hand + w.advisor * civ.advisors)


def from_view(view: View, seat: Seat) -> Civ:
    """The seat's civilization as its view shows it."""
    civ = next(c for c in view["civs"] if c["seat"] == seat)
    return Civ(civ["vp"], civ["tech"], civ["military"], len(civ["territories"]), len(civ["wonders"]),
               len(civ["hand_actions"]), civ["advisors_in_hand"])


def sample_worth(state: State, seat: Seat, w: Weights) -> float:
    """`worth` of the seat's civilization read straight from a sampled state (search asks ~10 times
    an iteration, so no Civ is built): only public tracks and counts, so it never knows more than
    the view; the same arithmetic in the same order as `worth`, so the same float."""
    assert isinstance(state, HistoriaState)
    s = state
    return float(s.vp[seat] + w.tech * s.tech[seat] + w.military * s.military[seat]
                 + w.territory * s.where[seat].bit_count() + w.wonder * len(s.wonders[seat])
                 + w.hand * s.hand[seat].bit_count() + w.advisor * len(s.advisors[seat]))


def judge(w: Weights, scale: float) -> Heuristic:
    """The heuristic that weighs a civilization by `w`."""
    return Heuristic(
        evaluate=lambda view, seat: worth(from_view(view, seat), w),
        scale=scale,
        evaluate_sample=lambda state, seat: sample_worth(state, seat, w),
        evaluate_samples=lambda state: [sample_worth(state, seat, w) for seat in range(state.players)],
    )


# The medium level (agora.bots.greedy_of): its own next decision and 8 samples, not 2 decisions over 2.
# Nearly every decision here is a secret card selection, judged by playing the rest of the round out at
# random (agora.core.heuristic.settle): over 2 samples that noise drowned a second decision of lookahead
# (medium won 48.5% against easy). Measured, 2 players against easy: bench/arena-results.md.
GREEDY: dict[str, tuple[int, int]] = {"medium": (1, 8)}  # (lookahead, samples)

HEURISTIC = judge(HARD, scale=3.0)  # VP gained: about a territory and a level
EXPERT_HEURISTIC = judge(EXPERT, scale=3.0)
