"""The action codes of Relic Runners: every code of a board, built once, and the fixed catalogue.

A code is a verb and its argument ("go t12", "tool shovel 3", "done"); rules.py splits it where it
carries it out, and legal() only picks codes from these lists, so no string is built while playing.
"""

from __future__ import annotations

from functools import cache

from agora.games.relic_runners.tables import CAMP, TRACKS, Board


class Codes:
    """Every action code of one board, built once (legal() only picks from these)."""

    def __init__(self, board: Board) -> None:
        self.go = [f"go {t}" for t in board.trail_ids]
        self.path = [f"path {t}" for t in board.trail_ids]
        self.lift = [f"lift {t}" for t in board.trail_ids]
        self.flip = [f"flip {t}" for t in board.trail_ids]
        self.teleport = [f"teleport {x}" for x in board.loc_ids]
        self.adjacent = [f"adjacent {x}" for x in board.loc_ids]
        self.start = [f"start {x}" for x in board.loc_ids]
        self.tool = [[f"tool {tr} {lv}" for lv in range(4)] for tr in TRACKS]
        self.climb = [[f"climb {tr} {lv}" for lv in range(3)] for tr in TRACKS]
        self.take = [f"take {lv}" for lv in range(4)]
        # §A6 shovel L3: the blue tile to show is named by its value (one code per value in the data)
        blue_values = sorted({board.tile_value[t] for pool in board.pools[3:6] for t in pool})
        self.reveal = {v: f"reveal {v}" for v in blue_values}

    def catalogue(self, board: Board) -> list[str]:
        """§A1 every code of the board, in a fixed order (the same for every player count and option)."""
        out = ["stop", "refill", "explore", "explore peek", "done", "keep new", "keep old"]
        out += ["path twice", "path anywhere", "shovel toolbox", "shovel vp", "enough"]
        out += self.take[1:] + list(self.reveal.values())
        for tr in range(3):
            out += self.tool[tr][1:] + self.climb[tr]
        out += self.go + self.path + self.lift + [self.flip[t] for t in board.rivers]
        out += [self.teleport[x] for x in board.temples]
        out += [self.adjacent[x] for x in range(len(board.loc_ids)) if board.kind[x] != CAMP]
        out += [self.start[x] for x in [board.camp, *board.neighbours[board.camp]]]
        return out


@cache
def codes_for(board: Board) -> Codes:
    """§A1 the action codes of a board (built once)."""
    return Codes(board)


@cache
def catalogue_set(board: Board) -> frozenset[str]:
    """§A1 every action code of a board, as a set."""
    return frozenset(codes_for(board).catalogue(board))
