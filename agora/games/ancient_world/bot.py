"""How well an empire stands in The Ancient World, for the bots.

Final VP come from banners (Empire cards, Titans, Districts), gathered by
tribe, less hunger (§12). The worth of a position is the VP it would score if
the game ended now, which rewards banners of one tribe over scattered ones,
plus what builds more: the cards, Titans and Districts held (their actions,
income and room) and the coins and knowledge that buy more.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from agora.core import Seat, State, View
from agora.core.heuristic import Heuristic
from agora.games.ancient_world.scoring import vp
from agora.games.ancient_world.state import AncientWorldState

EMPIRE_CARD: Final = 3.0  # a building: an action or income, besides its banners
TITAN: Final = 4.0  # a Titan defeated: a threat gone, besides its banners
DISTRICT: Final = 2.0  # a District explored: room, besides its banners
COIN: Final = 0.25
KNOWLEDGE: Final = 0.4


# A named tuple, not a frozen dataclass: mypyc compiles this module (setup.py), and a frozen
# dataclass's __init__ stays slow there (each field set through object.__setattr__).
class Empire(NamedTuple):
    """What the heuristic weighs of one empire: all of it public."""

    vp: int  # §12 scored now: banners, card bonuses, hunger
    cards: int
    titans: int
    districts: int
    coins: int
    knowledge: int


def worth(e: Empire) -> float:
    """The seat's VP so far, and its means to get more."""
    return (e.vp + EMPIRE_CARD * e.cards + TITAN * e.titans + DISTRICT * e.districts + COIN * e.coins
            + KNOWLEDGE * e.knowledge)


def from_view(view: View, seat: Seat) -> Empire:
    """The seat's empire as its view shows it."""
    me = view["players"][seat]
    return Empire(me["vp_now"], len(me["empire"]), len(me["titans"]), len(me["districts"]), me["coins"],
                  me["knowledge"])


# The last worth worked out for each seat, with what it was worked out from: (rules, Empire cards,
# Titans, Districts, hunger, coins, knowledge, worth). Search judges every seat after each of the
# searcher's lookahead steps, which mostly leave the other seats' holdings as they were: the
# card rows are tuples replaced whole when they change (a clone shares them), so the same tuple
# object (kept alive here, so never a recycled id) is the same cards, and the worth is the same float.
Memo = tuple[object, tuple[int, ...], tuple[int, ...], tuple[int, ...], int, int, int, float]
_last: list[Memo] = []


def sample_worth(state: State, seat: Seat) -> float:
    """`view_worth` read straight from a sampled state (search asks it ~40 times an iteration):
    every field read is public, so it never knows more than the view; the same arithmetic in the
    same order as `worth`, so the same float."""
    assert isinstance(state, AncientWorldState)
    s = state
    rules, emp, tit, dist = s.tables, s.empire[seat], s.titans[seat], s.districts[seat]
    hungry, coins, know = s.hungry[seat], s.coins[seat], s.knowledge[seat]
    if seat < len(_last):
        last = _last[seat]
        if (last[1] is emp and last[2] is tit and last[3] is dist and last[4] == hungry and last[5] == coins
                and last[6] == know and last[0] is rules):
            return last[7]
    else:
        _last.extend([(None, (), (), (), -1, -1, -1, 0.0)] * (seat + 1 - len(_last)))
    value = (vp(s, seat) + EMPIRE_CARD * len(emp) + TITAN * len(tit) + DISTRICT * len(dist) + COIN * coins
             + KNOWLEDGE * know)
    _last[seat] = (rules, emp, tit, dist, hungry, coins, know, value)
    return value


def sample_worths(state: State) -> list[float]:
    """`sample_worth` of every seat, in seat order."""
    return [sample_worth(state, seat) for seat in range(state.players)]


def view_worth(view: View, seat: Seat) -> float:
    """`worth` of the seat's empire as its view shows it."""
    return worth(from_view(view, seat))


HEURISTIC = Heuristic(
    evaluate=view_worth,
    scale=3.0,  # about one card gained
    lookahead=2,  # a citizen placed is judged by what it then does: build, or draw and store, or expand and explore
    evaluate_sample=sample_worth,
    evaluate_samples=sample_worths,
)
