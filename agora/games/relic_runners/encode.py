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
        self._seen: dict[Seat | None, _Seen] = {}  # per reader: its last vector and what it was made from
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
        self._zeros_global = array("f", bytes(4 * self.global_size))
        self._zeros_turn = array("f", bytes(4 * (self.size - self.turn_at)))
        self._zeros_locations = array("f", bytes(4 * L))
        self._zeros_ivory = array("f", bytes(4 * 3 * (1 + EFFECTS)))
        self._rel = [[(p - me) % n for p in range(n)] for me in range(n)]  # per reader: each seat's slot

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
        Written into `into` (every entry; a new array if None).

        Each reader keeps the vector it was last shown and copies of what each
        section was made from: a section is rewritten only when those changed
        (a step changes one explorer, a site now and then), and the vector is
        then copied out whole. Every comparison is by value, so a state of
        another game, or one further back, gets its own vector all the same."""
        n = self.n
        me = 0 if seat is None else seat
        rel = self._rel[me]
        seen = self._seen.get(seat)
        if seen is None:
            seen = self._seen[seat] = _Seen(self.size, n, self.n_boxes)
        v = seen.view

        # global, and this turn: a few entries that change at every step, rewritten whole
        g = self.global_size
        v[0:g] = self._zeros_global
        v[s.phase] = 1.0
        i = len(PHASES)
        v[i + (s.pending[-1][0] if s.pending else len(TASK_NAMES))] = 1.0
        i += len(TASK_NAMES) + 1
        v[i] = _unit(s.round / 100)
        v[i + 1] = _unit(s.camp_rations / self.total_rations)
        v[i + 2] = _unit(s.relics_collected / self.end_at)
        v[i + 3] = _unit(self.end_at / 20)
        if s.last_round:
            v[i + 4] = 1.0
        i += 5
        if s.phase != OVER:
            v[i + rel[s.current]] = 1.0
        v[i + n + rel[s.current]] = 1.0
        b0 = self.turn_at
        v[b0 : self.size] = self._zeros_turn
        v[b0 + s.start_location] = 1.0
        b0 += len(self.loc_index)
        for t in bits(s.trails_travelled):
            v[b0 + t] = 1.0
        b0 += len(self.trail_index)
        for k, flag in enumerate((s.unfamiliar_used, s.toolbox_used, s.double_vp, s.explored)):
            if flag:
                v[b0 + k] = 1.0

        # locations: the section changes only when a stack, what is known of it
        # or a relic does (rarely); the explorers standing there when one moves
        size = self.loc_size
        markers = self.locs_at + 5 + STACK * 14 + 2 + len(RELICS)
        at = s.explorer_at
        if not (
            seen.stacks == s.stacks and seen.stack_seen_by == s.stack_seen_by and seen.relic_on == s.relic_on
            and seen.temple_colour == s.temple_colour
        ):  # fmt: skip
            v[self.locs_at : self.trails_at] = self._locations(s, 0 if seat is None else 1 << seat)
            seen.stacks, seen.stack_seen_by = s.stacks[:], s.stack_seen_by[:]
            seen.relic_on, seen.temple_colour = s.relic_on[:], s.temple_colour[:]
            for p in range(n):
                v[markers + at[p] * size + rel[p]] = 1.0
        elif seen.explorer_at != at:
            was = seen.explorer_at
            for p in range(n):
                v[markers + was[p] * size + rel[p]] = 0.0
            for p in range(n):
                v[markers + at[p] * size + rel[p]] = 1.0

        # trails: an entry changes when a pathway or a token does
        size = self.trail_size
        b = self.trails_at
        up = s.tokens_up
        if seen.tokens_up != up:
            for t in self.board.rivers:
                v[b + t * size] = 1.0 if up >> t & 1 else 0.0
                v[b + t * size + 1] = 0.0 if up >> t & 1 else 1.0
            seen.tokens_up = up
        paths, drawn = s.pathways, seen.trail_paths
        if drawn != paths:
            for p in range(n):
                mask = paths[p]
                for t in bits(mask ^ drawn[p]):
                    v[b + t * size + 2 + rel[p]] = 1.0 if mask >> t & 1 else 0.0
            seen.trail_paths = paths[:]

        # explorers: each field of an explorer's board rewrites its own entries
        # when it changed (a step changes the acting explorer's, a few fields)
        L = len(self.loc_index)
        size = self.explorer_size
        base = [self.explorers_at + rel[p] * size for p in range(n)]
        if seen.explorer_at != at:
            was = seen.explorer_at
            zeros = self._zeros_locations
            for p in range(n):
                if at[p] != was[p]:
                    v[base[p] : base[p] + L] = zeros
                    v[base[p] + at[p]] = 1.0
            seen.explorer_at = at[:]
        new, old = s.rations, seen.rations
        if new != old:
            for p in range(n):
                if new[p] != old[p]:
                    v[base[p] + L] = _unit(new[p] / self.max_rations)
            seen.rations = new[:]
        new, old = s.ration_cap, seen.ration_cap
        if new != old:
            for p in range(n):
                if new[p] != old[p]:
                    v[base[p] + L + 1] = _unit(new[p] / (self.max_rations + 2))
            seen.ration_cap = new[:]
        new, old = s.pathways, seen.pathways
        if new != old:
            for p in range(n):
                if new[p] != old[p]:
                    v[base[p] + L + 2] = _unit((self.n_pathways - new[p].bit_count()) / self.n_pathways)
            seen.pathways = new[:]
        new, old = s.toolboxes, seen.toolboxes
        if new != old:
            nb = self.n_boxes
            for p in range(n):
                if new[p * nb : p * nb + nb] != old[p * nb : p * nb + nb]:
                    counts = [0] * 11  # supply, bottom, then each track's levels 1-3
                    for place in new[p * nb : p * nb + nb]:
                        counts[place + 1] += 1  # SUPPLY -1, BOTTOM 0, then 1 + track*3 + level-1
                    for k, c in enumerate(counts, base[p] + L + 3):
                        v[k] = _unit(c * (1 / nb))  # as `encode` computes it, to the last bit
            seen.toolboxes = new[:]
        new, old = s.ivory_tiles, seen.ivory_tiles
        if new != old:
            levels, effects = self.board.tile_level, self.board.tile_effect
            for p in range(n):
                if new[p * 3 : p * 3 + 3] != old[p * 3 : p * 3 + 3]:
                    e = base[p] + L + 14
                    v[e : e + 3 * (1 + EFFECTS)] = self._zeros_ivory
                    for tile in new[p * 3 : p * 3 + 3]:
                        if tile >= 0:
                            o = e + (levels[tile] - 1) * (1 + EFFECTS)
                            v[o] = 1.0
                            v[o + 1 + effects[tile]] = 1.0
            seen.ivory_tiles = new[:]
        blue, known = s.blue_tiles, s.blue_seen_by
        if seen.blue_tiles != blue or seen.blue_seen_by != known:
            self._write_blue(s, seat, base, seen, v)
            seen.blue_tiles, seen.blue_seen_by = blue[:], known[:]
        new, old = s.relics, seen.relics
        if new != old:
            for p in range(n):
                if new[p * 4 : p * 4 + 4] != old[p * 4 : p * 4 + 4]:
                    for k, r in enumerate(new[p * 4 : p * 4 + 4], base[p] + self.blue_at + 5):
                        v[k] = _unit(r / 10)
            seen.relics = new[:]
        e = self.blue_at + 5 + len(RELICS)  # within a block: coins, coins known, ability
        if seen.abilities != s.abilities:
            for p in range(n):
                v[base[p] + e + 2] = 1.0 if s.abilities[p] else 0.0
            seen.abilities = s.abilities
        if seat is not None and seen.coins != s.coins[seat]:
            seen.coins = s.coins[seat]  # only the reader's own
            v[base[seat] + e] = _unit(seen.coins / 150)
            v[base[seat] + e + 1] = 1.0

        vector = np.empty(self.size, np.float32) if into is None else into
        cast("memoryview[float]", vector.data)[:] = v
        return vector

    def _write_blue(self, s: RelicState, seat: Seat | None, base: list[int], seen: _Seen, v: memoryview[float]) -> None:
        """The blue tiles' entries of each explorer whose tiles, or who knows them, changed."""
        b = self.board
        bit = 0 if seat is None else 1 << seat
        everyone = (1 << self.n) - 1
        for p, (tiles, known) in enumerate(zip(s.blue_tiles, s.blue_seen_by, strict=True)):
            if tiles == seen.blue_tiles[p] and known == seen.blue_seen_by[p]:
                continue
            per_level = [0, 0, 0]
            known_vp = unknown = 0
            for tile, mask in zip(tiles, known, strict=True):
                per_level[b.tile_level[tile] - 1] += 1
                if mask & bit or mask == everyone:
                    known_vp += b.tile_value[tile]
                else:
                    unknown += 1
            e = base[p] + self.blue_at
            v[e] = _unit(per_level[0] / 4)
            v[e + 1] = _unit(per_level[1] / 4)
            v[e + 2] = _unit(per_level[2] / 4)
            v[e + 3] = _unit(known_vp / 30)
            v[e + 4] = _unit(unknown / 8)

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


class _Seen:
    """One reader's last vector (`view` onto `vector`, zeros at first) and copies
    of the state's fields it was written from. The first copies match no state
    (every field is written on the first call), but for the pathways drawn on
    the trails, which start with none, as the zeros do."""

    def __init__(self, size: int, n: int, boxes: int) -> None:
        self.vector = array("f", bytes(4 * size))
        self.view = cast("memoryview[float]", memoryview(self.vector))
        self.stacks: list[tuple[int, ...]] = []
        self.stack_seen_by: list[tuple[int, ...]] = []
        self.relic_on: list[int] = []
        self.temple_colour: list[int] = []
        self.tokens_up = -1
        self.trail_paths = [0] * n
        self.explorer_at = [-1] * n
        self.rations = [-1] * n
        self.ration_cap = [-1] * n
        self.pathways = [-1] * n
        self.toolboxes = [-2] * (n * boxes)
        self.ivory_tiles = [-2] * (n * 3)
        self.blue_tiles: list[tuple[int, ...]] = [(-1,)] * n
        self.blue_seen_by: list[tuple[int, ...]] = [(-1,)] * n
        self.relics = [-1] * (n * 4)
        self.abilities: tuple[str, ...] = ()
        self.coins = -1


def _unit(v: float) -> float:
    """`v` clipped at 1, as `encode` clips (min(v, 1.0) costs a call; values here are never negative)."""
    return v if v < 1.0 else 1.0


def encoder(options: RelicOptions) -> RelicEncoder:
    """The encoder the RL adapters find by convention."""
    return RelicEncoder(options)
