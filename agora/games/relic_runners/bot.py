"""How well an explorer stands in Relic Runners, for the bots.

The worth of a position is the VP the explorer would score if the game ended
now (coins, blue tiles, +5 a relic colour, its ivory level-1 bonus, §A8) plus
what its means promise: rations to explore with, toolboxes climbing the
progression table, and pathways laid for long cheap moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from agora.bots.heuristic import Heuristic
from agora.core import Seat, State, View
from agora.games.relic_runners.board import RELICS, TRACKS
from agora.games.relic_runners.state import SUPPLY, RelicState

RELIC_COLOUR_VP = 5  # §A5: +5 for each relic colour held at the end
UNSEEN_BLUE_VP = 3.5  # §A4.2: a blue tile is worth 2 to 5
RATION = 1.0  # one more exploration
PATHWAY = 0.6  # a trail travelled for free, and a link of a longer chain
TOOLBOX_LEVEL = (0.5, 1.5, 3.0, 5.0)  # at the bottom, then on level 1, 2, 3 of a track


@dataclass(frozen=True)
class Holdings:
    """What one explorer has, as the bots weigh it."""

    coins: int
    blue: float
    relics: tuple[int, ...]  # per relic colour
    rations: int
    pathways: int
    toolboxes: tuple[int, ...]  # per toolbox on the table: 0 bottom, else its level
    ivory_held: int
    ivory_bonus: int  # the effect number of its ivory level-1 tile, 0 without


def worth(h: Holdings) -> float:
    """Final VP if the game ended now, plus the promise of the explorer's means."""
    distinct = sum(1 for r in h.relics if r)
    bonus = {
        1: 3 * h.ivory_held,
        2: 2 * h.rations,
        3: 5 * sum(max(0, r - 1) for r in h.relics),
        4: h.pathways,
        5: 4 * len(h.toolboxes),
    }.get(h.ivory_bonus, 0)
    now = h.coins + h.blue + RELIC_COLOUR_VP * distinct + bonus
    promise = RATION * h.rations + PATHWAY * h.pathways + sum(TOOLBOX_LEVEL[lv] for lv in h.toolboxes)
    return now + promise


def from_view(view: View, seat: Seat) -> Holdings:
    """The explorer's holdings as its own view shows them."""
    me = view["explorers"][seat]
    boxes = me["toolboxes"]
    levels = [0] * boxes["bottom"] + [lv + 1 for tr in TRACKS for lv, n in enumerate(boxes[tr]) for _ in range(n)]
    ivory = {t["level"]: t["effect"] for t in me["ivory"]}
    return Holdings(
        coins=me["coins"],
        blue=sum(UNSEEN_BLUE_VP if b["value"] is None else b["value"] for b in me["blue"]),
        relics=tuple(me["relics"][c] for c in RELICS),
        rations=me["rations"],
        pathways=len(me["pathways"]),
        toolboxes=tuple(sorted(levels)),
        ivory_held=len(ivory),
        ivory_bonus=ivory.get(1, 0),
    )


def from_sample(state: State, seat: Seat) -> Holdings:
    """The same holdings read from a sampled state (the explorer knows its own blue tiles)."""
    assert isinstance(state, RelicState)
    s, b = state, state.board
    places = [p for p in s.box_places(seat) if p != SUPPLY]
    ivory = [t for t in s.ivory[seat * 3 : seat * 3 + 3] if t >= 0]
    first = s.ivory[seat * 3]
    return Holdings(
        coins=s.coins[seat],
        blue=sum(b.tile_value[t] for t in s.blue[seat]),
        relics=tuple(s.relics[seat * 4 : seat * 4 + 4]),
        rations=s.rations[seat],
        pathways=s.paths[seat].bit_count(),
        toolboxes=tuple(sorted(0 if p == 0 else (p - 1) % 3 + 1 for p in places)),
        ivory_held=len(ivory),
        ivory_bonus=b.tile_effect[first] if first >= 0 else 0,
    )


HEURISTIC = Heuristic(
    evaluate=lambda view, seat: worth(from_view(view, seat)),
    scale=4.0,  # VP gained: about what one good exploration brings
    evaluate_sample=lambda state, seat: worth(from_sample(state, seat)),
)
