"""Relic Runners observation encoding for the RL adapters (`agora.rl`).

A seat's view (`view.py`) as a fixed-length float32 vector, every entry in
[0, 1]. It reads the view only, never the state, so it can hold nothing the
seat may not know. Seats are *relative*: slot 0 is the observing seat, slot 1
the next seat in turn order, and so on (a spectator's slots are the seats).
Counts are divided by their printed maximum and clipped at 1.

Blocks, in order (n = players, L = locations, T = trails of the data file):

global
- phase: one-hot over head start, move, explore, over (4)
- pending: one-hot over the sub-decision the turn waits on, or none (8 + 1)
- round: round / 100, clipped (1)
- camp_rations: ration packs at Base Camp / total packs (1)
- relics_collected: relics taken / the count that starts the last round (1)
- end_at: that count / 20 (1)
- last_round: 1 once the last round has started (1)
- to_act: 1 for each relative seat that must decide now (n)
- turn: one-hot relative seat whose turn it is (n)

per location, in data-file order (L times)
- colour: one-hot ivory, blue, purple temple; or none (not a temple) (4)
- height: tiles left in its stack / 3 (1)
- stack: per stack position, bottom first (3 times): present, ruin tile,
  level / 3, face known to this seat, effect one-hot (ivory/purple effect id
  0..8; blue tiles leave it empty), blue VP value / 5 (3 × 14)
- shrine: 1 when the site is dug out (1)
- relic: one-hot green, white, blue, purple relic lying there, or none (5)
- explorers: 1 for each relative seat standing there (n)

per trail, in data-file order (T times)
- token: river toolbox token face up, token used (both 0: no river) (2)
- pathways: 1 for each relative seat with a pathway on it (n)

per explorer, relative seat order (n times)
- location: one-hot location (L)
- rations: packs / max packs; cap / (max packs + 2) (2)
- pathways_left: pathways still in hand / pathways (1)
- toolboxes: in supply, at the bottom, then machete, compass, shovel levels
  1-3, each count / toolboxes (11)
- ivory: per level 1-3: held, effect one-hot 0..8 (3 × 10)
- blue: per level 1-3 tiles held / 4; known VP sum / 30; tiles of unknown
  value / 8 (5)
- relics: per colour green, white, blue, purple, count / 10 (4)
- coins: VP coins / 150 — only the observing seat's own; others' are hidden
  and read 0 (1)
- coins_known: 1 for the observing seat's own slot (1)
- ability: 1 when playing the special-ability side (1)

this turn
- start: one-hot location the turn started at (L)
- trails: 1 for each trail travelled this turn (T)
- unfamiliar_used, toolbox_used, double, explored (4)

Not encoded, because it never changes within a data file: the map geometry
and kinds, the progression table, explorer colours, tile texts.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from agora.core import Seat, View
from agora.games.relic_runners.board import COLOURS, RELICS, TRACKS, board_for
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.state import PHASES
from agora.games.relic_runners.tasks import TASK_NAMES

STACK = 3  # tiles a site holds at most (temple levels, ruin tiles)
EFFECTS = 9  # ivory and purple effect ids 0..8
MAX_DECISIONS = 200_000  # no rule bounds a game; random 5-seat play takes about 12,000 decisions


class RelicEncoder:
    """The encoding above for one set of options."""

    low = 0.0
    high = 1.0
    max_decisions = MAX_DECISIONS

    def __init__(self, options: RelicOptions) -> None:
        board = board_for(options.data)
        counts = board.data.counts
        self.n = n = options.players
        self.loc_index = board.loc_index
        self.trail_index = board.trail_index
        self.max_rations = counts.max_rations
        self.total_rations = counts.total_rations
        self.n_pathways = counts.pathways
        self.n_boxes = counts.toolboxes
        L, T = len(board.loc_ids), board.n_trails
        self.global_size = len(PHASES) + len(TASK_NAMES) + 1 + 5 + 2 * n
        self.loc_size = 4 + 1 + STACK * 14 + 1 + len(RELICS) + 1 + n
        self.trail_size = 2 + n
        self.explorer_size = L + 2 + 1 + 11 + 3 * (1 + EFFECTS) + 5 + 4 + 1 + 1 + 1
        self.locs_at = self.global_size
        self.trails_at = self.locs_at + L * self.loc_size
        self.explorers_at = self.trails_at + T * self.trail_size
        self.turn_at = self.explorers_at + n * self.explorer_size
        self.size = self.turn_at + L + T + 4

    def encode(self, view: View, seat: Seat | None) -> NDArray[np.float32]:
        """The vector of `view` as seen by `seat`."""
        n = self.n
        me = 0 if seat is None else seat

        def rel(p: int) -> int:
            return (p - me) % n

        hot: list[int] = []  # indices set to 1
        at: list[int] = []  # indices of scaled values ...
        val: list[float] = []  # ... and the values

        def put(i: int, x: float) -> None:
            at.append(i)
            val.append(min(x, 1.0))

        # global
        hot.append(PHASES.index(view["phase"]))
        i = len(PHASES)
        pending = view["pending"]
        hot.append(i + (TASK_NAMES.index(pending) if pending is not None else len(TASK_NAMES)))
        i += len(TASK_NAMES) + 1
        put(i, view["round"] / 100)
        put(i + 1, view["camp_rations"] / self.total_rations)
        put(i + 2, view["relics_collected"] / view["end_at"])
        put(i + 3, view["end_at"] / 20)
        if view["last_round"]:
            hot.append(i + 4)
        i += 5
        hot.extend(i + rel(p) for p in view["to_act"])
        i += n
        hot.append(i + rel(view["turn"]))

        # locations
        for li, loc in enumerate(view["locations"]):
            b = self.locs_at + li * self.loc_size
            colour = loc["colour"]
            hot.append(b + (COLOURS.index(colour) if colour is not None else 3))
            put(b + 4, loc["height"] / STACK)
            for j, tile in enumerate(loc["stack"][:STACK]):
                t = b + 5 + j * 14
                hot.append(t)
                if tile.get("ruin"):
                    hot.append(t + 1)
                    continue
                put(t + 2, tile["level"] / 3)
                face = tile["face"]
                if face is not None:
                    hot.append(t + 3)
                    if "effect" in face:
                        hot.append(t + 4 + face["effect"])
                    else:
                        put(t + 4 + EFFECTS, face["value"] / 5)
            r = b + 5 + STACK * 14
            if loc["shrine"]:
                hot.append(r)
            relic = loc["relic"]
            hot.append(r + 1 + (RELICS.index(relic) if relic is not None else len(RELICS)))
            hot.extend(r + 2 + len(RELICS) + rel(p) for p in loc["explorers"])

        # trails
        for ti, trail in enumerate(view["trails"]):
            b = self.trails_at + ti * self.trail_size
            token = trail["token"]
            if token == "active":
                hot.append(b)
            elif token == "used":
                hot.append(b + 1)
            hot.extend(b + 2 + rel(p) for p in trail["pathways"])

        # explorers
        L = len(self.loc_index)
        for ex in view["explorers"]:
            p = ex["seat"]
            b = self.explorers_at + rel(p) * self.explorer_size
            hot.append(b + self.loc_index[ex["location"]])
            e = b + L
            put(e, ex["rations"] / self.max_rations)
            put(e + 1, ex["ration_cap"] / (self.max_rations + 2))
            put(e + 2, ex["pathways_left"] / self.n_pathways)
            boxes = ex["toolboxes"]
            put(e + 3, boxes["supply"] / self.n_boxes)
            put(e + 4, boxes["bottom"] / self.n_boxes)
            for k, track in enumerate(TRACKS):
                for lv, count in enumerate(boxes[track]):
                    put(e + 5 + 3 * k + lv, count / self.n_boxes)
            e += 14
            for tile in ex["ivory"]:
                s = e + (tile["level"] - 1) * (1 + EFFECTS)
                hot.append(s)
                hot.append(s + 1 + tile["effect"])
            e += 3 * (1 + EFFECTS)
            per_level = [0, 0, 0]
            known_vp = unknown = 0
            for tile in ex["blue"]:
                per_level[tile["level"] - 1] += 1
                if tile["value"] is None:
                    unknown += 1
                else:
                    known_vp += tile["value"]
            for lv in range(3):
                put(e + lv, per_level[lv] / 4)
            put(e + 3, known_vp / 30)
            put(e + 4, unknown / 8)
            e += 5
            for c, colour in enumerate(RELICS):
                put(e + c, ex["relics"][colour] / 10)
            e += len(RELICS)
            if ex["coins"] is not None:
                put(e, ex["coins"] / 150)
                hot.append(e + 1)
            if ex["ability"] is not None:
                hot.append(e + 2)

        # this turn
        turn = view["this_turn"]
        b = self.turn_at
        hot.append(b + self.loc_index[turn["start"]])
        b += L
        hot.extend(b + self.trail_index[t] for t in turn["trails"])
        b += len(self.trail_index)
        for k, flag in enumerate(("unfamiliar_used", "toolbox_used", "double", "explored")):
            if turn[flag]:
                hot.append(b + k)

        out = np.zeros(self.size, np.float32)
        out[hot] = 1.0
        out[at] = val
        return out


def encoder(options: RelicOptions) -> RelicEncoder:
    """The encoder the RL adapters find by convention."""
    return RelicEncoder(options)
