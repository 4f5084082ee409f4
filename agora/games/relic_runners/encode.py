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

`encode_state` writes the same vector straight from the state, without
building the view (the RL adapters' hot path); tests/rl hold it equal to
`encode(view)` for every reader along random games, so it shows no more.
"""

from __future__ import annotations

from array import array
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from agora.core import Seat, View
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.state import OVER, PHASES, TASK_NAMES, RelicState, bits
from agora.games.relic_runners.tables import CAMP, COLOURS, RELICS, TRACKS, board_for

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
        self.board = board
        self._blocks: dict[tuple[Any, ...], array[float]] = {}
        self._explorers: dict[tuple[Any, ...], array[float]] = {}
        self._trails: dict[tuple[int, ...], array[float]] = {}
        self._last: dict[int, tuple[Any, ...]] = {}  # per reader: the sites' section last made, and its inputs
        self.end_at = options.end_relics or board.data.end_trigger.relics[str(options.players)]
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
        self.blue_at = L + 14 + 3 * (1 + EFFECTS)  # within an explorer's block
        self._zeros = array("f", bytes(4 * self.size))

    def encode(self, view: View, seat: Seat | None) -> NDArray[np.float32]:
        """The vector of `view` as seen by `seat`."""
        n = self.n
        me = 0 if seat is None else seat
        rel = [(p - me) % n for p in range(n)]
        hot: list[int] = []  # indices set to 1
        at: list[int] = []  # indices of scaled values (clipped at 1 at the end) ...
        val: list[float] = []  # ... and the values
        one, scaled, value = hot.append, at.append, val.append

        # global
        one(PHASES.index(view["phase"]))
        i = len(PHASES)
        pending = view["pending"]
        one(i + (TASK_NAMES.index(pending) if pending is not None else len(TASK_NAMES)))
        i += len(TASK_NAMES) + 1
        at += (i, i + 1, i + 2, i + 3)
        val += (
            view["round"] / 100,
            view["camp_rations"] / self.total_rations,
            view["relics_collected"] / view["end_at"],
            view["end_at"] / 20,
        )
        if view["last_round"]:
            one(i + 4)
        i += 5
        hot += [i + rel[p] for p in view["to_act"]]
        one(i + n + rel[view["turn"]])

        # locations
        b = self.locs_at
        size = self.loc_size
        relic_at = 5 + STACK * 14
        for loc in view["locations"]:
            colour = loc["colour"]
            one(b + (COLOURS.index(colour) if colour is not None else 3))
            scaled(b + 4)
            value(loc["height"] / STACK)
            t = b + 5
            for tile in loc["stack"]:
                one(t)
                if "ruin" in tile:
                    one(t + 1)
                else:
                    scaled(t + 2)
                    value(tile["level"] / 3)
                    face = tile["face"]
                    if face is not None:
                        one(t + 3)
                        if "effect" in face:
                            one(t + 4 + face["effect"])
                        else:
                            scaled(t + 4 + EFFECTS)
                            value(face["value"] / 5)
                t += 14
            r = b + relic_at
            if loc["shrine"]:
                one(r)
            relic = loc["relic"]
            one(r + 1 + (RELICS.index(relic) if relic is not None else len(RELICS)))
            r += 2 + len(RELICS)
            for p in loc["explorers"]:
                one(r + rel[p])
            b += size

        # trails
        b = self.trails_at
        size = self.trail_size
        for trail in view["trails"]:
            token = trail["token"]
            if token == "active":
                one(b)
            elif token == "used":
                one(b + 1)
            for p in trail["pathways"]:
                one(b + 2 + rel[p])
            b += size

        # explorers
        L = len(self.loc_index)
        boxes_scale = 1 / self.n_boxes
        for ex in view["explorers"]:
            b = self.explorers_at + rel[ex["seat"]] * self.explorer_size
            one(b + self.loc_index[ex["location"]])
            e = b + L
            boxes = ex["toolboxes"]
            at += range(e, e + 5)
            val += (
                ex["rations"] / self.max_rations,
                ex["ration_cap"] / (self.max_rations + 2),
                ex["pathways_left"] / self.n_pathways,
                boxes["supply"] * boxes_scale,
                boxes["bottom"] * boxes_scale,
            )
            at += range(e + 5, e + 14)
            val += [count * boxes_scale for track in TRACKS for count in boxes[track]]
            e += 14
            for tile in ex["ivory"]:
                s = e + (tile["level"] - 1) * (1 + EFFECTS)
                one(s)
                one(s + 1 + tile["effect"])
            e += 3 * (1 + EFFECTS)
            per_level = [0, 0, 0]
            known_vp = unknown = 0
            for tile in ex["blue"]:
                per_level[tile["level"] - 1] += 1
                if tile["value"] is None:
                    unknown += 1
                else:
                    known_vp += tile["value"]
            relics = ex["relics"]
            at += range(e, e + 9)
            val += (per_level[0] / 4, per_level[1] / 4, per_level[2] / 4, known_vp / 30, unknown / 8)
            val += [relics[colour] / 10 for colour in RELICS]
            e += 5 + len(RELICS)
            if ex["coins"] is not None:
                scaled(e)
                value(ex["coins"] / 150)
                one(e + 1)
            if ex["ability"] is not None:
                one(e + 2)

        # this turn
        turn = view["this_turn"]
        b = self.turn_at
        one(b + self.loc_index[turn["start"]])
        b += L
        hot += [b + self.trail_index[t] for t in turn["trails"]]
        b += len(self.trail_index)
        for k, flag in enumerate(("unfamiliar_used", "toolbox_used", "double", "explored")):
            if turn[flag]:
                one(b + k)

        out = np.zeros(self.size, np.float32)
        out[hot] = 1.0
        out[at] = np.minimum(val, 1.0)
        return out


    def encode_state(
        self, s: RelicState, seat: Seat | None, into: NDArray[np.float32] | None = None
    ) -> NDArray[np.float32]:
        """The vector `encode` makes of `seat`'s view, read from the state: the
        same entries, each hidden value behind the same test as in view.py.
        Written into `into` (every entry; a new array if None) entry by entry
        through a memoryview (numpy's per-call costs would dominate at this
        size), each site's block made once and looked up."""
        n = self.n
        me = 0 if seat is None else seat
        rel = [(p - me) % n for p in range(n)]
        bit = 0 if seat is None else 1 << seat
        everyone = (1 << n) - 1
        vector = np.empty(self.size, np.float32) if into is None else into
        out = cast("memoryview[float]", vector.data)  # float32 entries: typeshed says int
        out[:] = self._zeros

        # global
        out[s.phase] = 1
        i = len(PHASES)
        out[i + (s.pending[-1][0] if s.pending else len(TASK_NAMES))] = 1
        i += len(TASK_NAMES) + 1
        out[i] = _unit(s.round / 100)
        out[i + 1] = _unit(s.camp_rations / self.total_rations)
        out[i + 2] = _unit(s.relics_collected / self.end_at)
        out[i + 3] = _unit(self.end_at / 20)
        if s.last_round:
            out[i + 4] = 1
        i += 5
        if s.phase != OVER:
            out[i + rel[s.current]] = 1
        out[i + n + rel[s.current]] = 1

        # locations: the section changes only when a stack, what is known of it
        # or a relic does (rarely), and clones share the stacks' tuples
        size = self.loc_size
        last = self._last.get(bit)
        if last is None or not (
            last[0] == s.stacks and last[1] == s.stack_seen_by and last[2] == s.relic_on and last[3] == s.temple_colour
        ):
            sites = self._locations(s, bit)
            last = self._last[bit] = (s.stacks[:], s.stack_seen_by[:], s.relic_on[:], s.temple_colour[:], sites)
        out[self.locs_at : self.trails_at] = last[4]
        explorers_block = self.locs_at + 5 + STACK * 14 + 2 + len(RELICS)
        for p in range(n):
            out[explorers_block + s.explorer_at[p] * size + rel[p]] = 1

        # trails: they change when a pathway or a token does
        key = (me, s.tokens_up, *s.pathways)
        trails = self._trails.get(key)
        if trails is None:
            if len(self._trails) > 20_000:
                self._trails.clear()  # a bound, for very long runs of varied games
            trails = self._trails[key] = self._trail_section(s.tokens_up, s.pathways, rel)
        out[self.trails_at : self.explorers_at] = trails

        # explorers: an explorer's block changes only when its own board does;
        # what depends on the reader (blue values, coins) is written after it
        cache = self._explorers
        if len(cache) > 20_000:
            cache.clear()  # a bound, for very long runs of varied games
        nb = self.n_boxes
        size = self.explorer_size
        tile_value = self.board.tile_value
        boxes, ivory, relics = tuple(s.toolboxes), tuple(s.ivory_tiles), tuple(s.relics)  # sliced per explorer
        for p in range(n):
            blue = s.blue_tiles[p]
            explorer = (
                s.explorer_at[p], s.rations[p], s.ration_cap[p], s.pathways[p], boxes[p * nb : p * nb + nb],
                ivory[p * 3 : p * 3 + 3], blue, relics[p * 4 : p * 4 + 4], bool(s.abilities[p]),
            )  # fmt: skip
            block = cache.get(explorer)
            if block is None:
                block = cache[explorer] = self._explorer(explorer)
            b0 = self.explorers_at + rel[p] * size
            out[b0 : b0 + size] = block
            e = b0 + self.blue_at
            if blue:
                known_vp = unknown = 0
                for tile, mask in zip(blue, s.blue_seen_by[p], strict=True):
                    if mask & bit or mask == everyone:
                        known_vp += tile_value[tile]
                    else:
                        unknown += 1
                out[e + 3] = _unit(known_vp / 30)
                out[e + 4] = _unit(unknown / 8)
            if seat == p:
                out[e + 5 + len(RELICS)] = _unit(s.coins[p] / 150)
                out[e + 6 + len(RELICS)] = 1

        # this turn
        b0 = self.turn_at
        out[b0 + s.start_location] = 1
        b0 += len(self.loc_index)
        for t in bits(s.trails_travelled):
            out[b0 + t] = 1
        b0 += len(self.trail_index)
        for k, flag in enumerate((s.unfamiliar_used, s.toolbox_used, s.double_vp, s.explored)):
            if flag:
                out[b0 + k] = 1
        return vector

    def _trail_section(self, tokens: int, paths: list[int], rel: list[int]) -> array[float]:
        """The trails' section (see `encode`)."""
        size = self.trail_size
        out = array("f", bytes(4 * (self.explorers_at - self.trails_at)))
        for t in self.board.rivers:
            out[t * size + (0 if tokens >> t & 1 else 1)] = 1
        for p, mask in enumerate(paths):
            for t in bits(mask):
                out[t * size + 2 + rel[p]] = 1
        return out

    def _explorer(self, key: tuple[Any, ...]) -> array[float]:
        """One explorer's block as anyone sees it (see `encode`): no blue value, no coins."""
        loc, rations, cap, paths, boxes, ivory, blue, relics, ability = key
        b = self.board
        out = array("f", bytes(4 * self.explorer_size))
        out[loc] = 1
        e = len(self.loc_index)
        out[e] = min(rations / self.max_rations, 1.0)
        out[e + 1] = min(cap / (self.max_rations + 2), 1.0)
        out[e + 2] = min((self.n_pathways - paths.bit_count()) / self.n_pathways, 1.0)
        counts = [0] * 11  # supply, bottom, then each track's levels 1-3
        for place in boxes:
            counts[place + 1] += 1  # SUPPLY -1, BOTTOM 0, then 1 + track*3 + level-1
        for k, c in enumerate(counts, e + 3):
            out[k] = min(c * (1 / self.n_boxes), 1.0)  # as `encode` computes it, to the last bit
        e += 14
        for tile in ivory:
            if tile >= 0:
                o = e + (b.tile_level[tile] - 1) * (1 + EFFECTS)
                out[o] = 1
                out[o + 1 + b.tile_effect[tile]] = 1
        e += 3 * (1 + EFFECTS)
        per_level = [0, 0, 0]
        for tile in blue:
            per_level[b.tile_level[tile] - 1] += 1
        for k, v in enumerate((per_level[0] / 4, per_level[1] / 4, per_level[2] / 4), e):
            out[k] = min(v, 1.0)
        for k, r in enumerate(relics, e + 5):
            out[k] = min(r / 10, 1.0)
        e += 5 + len(RELICS)
        if ability:
            out[e + 2] = 1
        return out

    def _locations(self, s: RelicState, bit: int) -> array[float]:
        """The sites' section for the reader of `bit`, explorers left out: each
        site's block made once and looked up."""
        blocks = self._blocks
        if len(blocks) > 100_000:
            blocks.clear()  # a bound, for very long runs of varied games
        everyone = (1 << self.n) - 1
        out = array("f")
        for loc, stack in enumerate(s.stacks):
            key = (loc, bit, s.temple_colour[loc], s.relic_on[loc], stack, s.stack_seen_by[loc])
            block = blocks.get(key)
            if block is None:
                block = blocks[key] = self._location(key, everyone)
            out += block
        return out

    def _location(self, key: tuple[Any, ...], everyone: int) -> array[float]:
        """One site's block, explorers left out (see `encode`)."""
        loc, bit, colour, relic, stack, known = key
        b = self.board
        out = array("f", bytes(4 * self.loc_size))
        out[colour if colour >= 0 else 3] = 1
        out[4] = len(stack) / STACK
        t = 5
        for j, tile in enumerate(stack):
            out[t] = 1
            if tile < 0:
                out[t + 1] = 1
            else:
                out[t + 2] = b.tile_level[tile] / 3
                if known[j] & bit or known[j] == everyone:
                    out[t + 3] = 1
                    if b.tile_colour[tile] == 1:
                        out[t + 4 + EFFECTS] = min(b.tile_value[tile] / 5, 1.0)
                    else:
                        out[t + 4 + b.tile_effect[tile]] = 1
            t += 14
        r = 5 + STACK * 14
        if not stack and b.kind[loc] != CAMP:
            out[r] = 1
        out[r + 1 + (relic if relic >= 0 else len(RELICS))] = 1
        return out


def _unit(v: float) -> float:
    """`v` clipped at 1, as `encode` clips (min(v, 1.0) costs a call; values here are never negative)."""
    return v if v < 1.0 else 1.0


def encoder(options: RelicOptions) -> RelicEncoder:
    """The encoder the RL adapters find by convention."""
    return RelicEncoder(options)
