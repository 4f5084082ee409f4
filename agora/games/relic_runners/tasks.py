"""The kinds of pending sub-decision a turn can wait on, and a bitmask helper."""

from __future__ import annotations

CLIMB, PLACE, SHIFT, KEEP, PEEK, SHOVEL, FLIP, ADJ = range(8)
# §A5 a shrine shown once the last tile's action is over: no decision, carried out by itself when on top
SHRINE = 8
TASK_NAMES = (
    "move your toolboxes up",
    "place a pathway",
    "move a pathway",
    "choose which ivory tile to keep",
    "take one of the tiles you looked at",
    "take a toolbox or 2 VP",
    "flip toolbox tokens",
    "choose the adjacent site to resolve",
)
TASK_SECTIONS = ("A7.2", "A4.2", "A6", "A4.2", "B3", "A6", "B4", "B4")


def bits(mask: int) -> list[int]:
    """The set bit positions of `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
