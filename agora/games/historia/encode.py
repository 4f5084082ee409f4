"""Historia observation encoding for the RL adapters (`agora.rl`).

A seat's view (`view.py`) as a fixed-length float32 vector, every entry in
[0, 1]. It reads the view only, never the state: another seat's hand, its
face-down selection and its advisor deck are not in the view, so not here.
Civilization slots are *relative*: the observing seat first, then the other
seats in seat order after it, then the Civbots in their own order (a
spectator's slots are the seats as numbered). Counts are divided by the bound
named beside them and clipped at 1. Ids index the edition's data lists
(territories, wonders, leaders, advisors, events, governments, cards =
the 10 actions then the advisors).

global
- era: one-hot 1..3 (3); round / 10, action round / 10 (2)
- phase: one-hot leader draft, starting cubes, card selection, resolution, over (5)
- to_act: 1 for each civ slot that must decide now (c)
- turn_order: each civ slot's place in the turn order / (c - 1) (c)
- revolution_played, solo, eliminated (3)
- event, next_event: one-hot event in force / next, or none (2 × (events + 1))
- task: one-hot kind of the pending sub-decision, or none (10 + 1); one-hot
  civ slot it belongs to (c)
- map: per territory, its tile's VP / 4 and 1 for each civ slot with a cube
  there (territories × (1 + c))
- wonder_row: 1 for each wonder on offer (wonders); wonder_decks: cards left
  in each era's deck / 16 (3)
- leaders_drafted: 1 for each leader drafted (leaders)

per civ slot (c times)
- vp / 100, tech / 16, military / 16, max cards / 6 (4)
- government: one-hot (governments)
- cubes: supply, used, on the map, in general supply, each / 9 (4)
- territories: 1 for each territory held (territories)
- wonders: 1 for each wonder built; 1 for each of those turned (2 × wonders)
- for a seat (zeros for a Civbot): discard row, and the action cards in hand
  as the view shows them (2 × 10); advisors in hand / 5; advisor deck face
  down / 5; face-up advisors (advisors); leader one-hot or none (leaders + 1);
  cards selected / 6; ready; revealed cards (cards); revolution allowed (1)

you (zeros for a spectator)
- hand: your action cards (10); advisors: yours (advisors); selected: the
  cards you chose this round (cards); can_select_revolution (1);
  leaders_offered: the leaders you may draft now (leaders)

Not encoded, because it never changes within an edition: the map's
adjacency, the progress matrix, the timeline, card and wonder texts.

`encode_state` writes the same vector straight from the state, without
building the view (the RL adapters' hot path); tests/rl hold it equal to
`encode(view)` for every reader along random games, so it shows no more.
"""

from __future__ import annotations

from array import array
from itertools import pairwise
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from agora.core import Seat, View
from agora.core.features import Layout, changed_groups, vector
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.schema import ACTIONS
from agora.games.historia.state import DRAFT, PHASES, SELECT, TASKS, HistoriaState, bits
from agora.games.historia.tables import ADVISOR0, REVOLUTION, tables

MAX_DECISIONS = 100_000  # no rule bounds the decisions; three eras of rounds end every game


class HistoriaEncoder:
    """The encoding above for one set of options."""

    low = 0.0
    high = 1.0
    max_decisions = MAX_DECISIONS

    def __init__(self, options: HistoriaOptions) -> None:
        t = tables(options.data)
        self.n = n = options.players
        self.c = c = n + options.civbots
        self.territory = {x: i for i, x in enumerate(t.territory_ids)}
        self.wonder = {x: i for i, x in enumerate(t.wonder_ids)}
        self.leader = {x: i for i, x in enumerate(t.leader_ids)}
        self.advisor = {x: i for i, x in enumerate(t.advisor_ids)}
        self.event = {x: i for i, x in enumerate(t.event_ids)}
        self.government = {x: i for i, x in enumerate(t.government_names)}
        self.card = {x: i for i, x in enumerate(t.card_ids)}
        self.action = {x: i for i, x in enumerate(ACTIONS)}
        T, W, Le, A, E, G, C = (len(d) for d in (self.territory, self.wonder, self.leader, self.advisor,
                                                  self.event, self.government, self.card))
        g = Layout()
        self.era = g.block("era", 3)
        self.rounds = g.block("rounds", 2)
        self.phase = g.block("phase", len(PHASES))
        self.to_act = g.block("to_act", c)
        self.order = g.block("turn_order", c)
        self.flags = g.block("flags", 3)
        self.events = g.block("event", 2 * (E + 1))
        self.task = g.block("task", len(TASKS) + 1 + c)
        self.map = g.block("map", T * (1 + c))
        self.wonder_row = g.block("wonder_row", W + 3)
        self.drafted = g.block("leaders_drafted", Le)
        self.civ_size = 4 + G + 4 + T + 2 * W + 2 * len(ACTIONS) + 2 + A + Le + 1 + 2 + C + 1
        self.civs = g.block("civs", c * self.civ_size)
        self.you = g.block("you", len(ACTIONS) + A + C + 1 + Le)
        self.size = g.size
        self.sizes = (T, W, Le, A, E, G, C)
        # The state's numbers to their slots, for `encode_state`.
        self.tables = t
        self.territory_at = [self.territory[x] for x in t.territory_ids]
        self.wonder_at = [self.wonder[x] for x in t.wonder_ids]
        self.leader_at = [self.leader[x] for x in t.leader_ids]
        self.advisor_at = [self.advisor[x] for x in t.advisor_ids]
        self.event_at = [self.event[x] for x in t.event_ids]
        self.government_at = [self.government[x] for x in t.government_names]
        self.card_at = [self.card[x] for x in t.card_ids]
        self.action_at = [self.action[x] for x in ACTIONS]
        self.task_at = [TASKS.index(x) for x in TASKS]
        self._zeros = array("f", bytes(4 * self.size))
        self._slots = [[self._slot(x, me) for x in range(c)] for me in range(max(n, 1))]
        self._places = [_unit(place / max(c - 1, 1)) for place in range(c)]  # a place in the turn order
        # Each civ's block for each way of seeing it (by the phase: what it hides; and whether the reader
        # is its seat): the block and the fields it was written from.
        self._made: dict[tuple[bool, bool], tuple[list[list[Any] | None], list[list[Any] | None]]] = {}
        b = 4 + G + 4 + T + 2 * W
        h = b + 2 * len(ACTIONS)
        self._ends = (0, 4 + G, 4 + G + 4 + T, b, h, h + 2, h + 2 + A, h + 3 + A + Le, h + 5 + A + Le,
                      h + 5 + A + Le + C, h + 6 + A + Le + C)  # the parts of a civ's block (_GROUPS)
        self._parts = [array("f", bytes(4 * (e - b))) for b, e in pairwise(self._ends)]  # zeros
        # Each reader's map section with the tiles and occupants it was written from.
        self._maps: dict[int, tuple[list[int], list[int], array[float]]] = {}

    def _slot(self, civ: int, me: int) -> int:
        return (civ - me) % self.n if civ < self.n else civ

    def encode(self, view: View, seat: Seat | None) -> NDArray[np.float32]:
        """The vector of `view` as seen by `seat`."""
        T, W, Le, A, E, G, C = self.sizes
        c = self.c
        me = 0 if seat is None else seat
        slot = [self._slot(x, me) for x in range(c)]
        ones: list[int] = []
        at: list[int] = []
        val: list[float] = []
        one, put, value = ones.append, at.append, val.append

        one(self.era + view["era"] - 1)
        at += (self.rounds, self.rounds + 1)
        val += (view["round"] / 10, view["action_round"] / 10)
        one(self.phase + PHASES.index(view["phase"]))
        ones += [self.to_act + slot[s] for s in view["to_act"]]
        for place, civ in enumerate(view["turn_order"]):
            put(self.order + slot[civ])
            value(place / max(c - 1, 1))
        for k, flag in enumerate(("revolution_played", "solo", "eliminated")):
            if view[flag]:
                one(self.flags + k)
        for k, key in enumerate(("event", "next_event")):
            event = view[key]
            one(self.events + k * (E + 1) + (self.event[event["id"]] if event else E))
        task = view["task"]
        if task is None:
            one(self.task + len(TASKS))
        else:
            one(self.task + TASKS.index(task["kind"]))
            one(self.task + len(TASKS) + 1 + slot[task["seat"]])
        for x, territory in enumerate(view["map"]):
            b = self.map + x * (1 + c)
            put(b)
            value(territory["tile_vp"] / 4)
            ones += [b + 1 + slot[civ] for civ in territory["civs"]]
        ones += [self.wonder_row + self.wonder[w] for w in view["wonder_row"]]
        at += range(self.wonder_row + W, self.wonder_row + W + 3)
        val += [left / 16 for left in view["wonder_decks"]]
        ones += [self.drafted + self.leader[x] for x in view["leaders_drafted"]]

        for civ in view["civs"]:
            b = self.civs + slot[civ["civ"]] * self.civ_size
            at += range(b, b + 4)
            val += (civ["vp"] / 100, civ["tech"] / 16, civ["military"] / 16, civ["max_cards"] / 6)
            b += 4
            one(b + self.government[civ["government"]])
            b += G
            cubes = civ["cubes"]
            at += range(b, b + 4)
            val += (cubes["supply"] / 9, cubes["used"] / 9, cubes["map"] / 9, cubes["general"] / 9)
            b += 4
            ones += [b + self.territory[x] for x in civ["territories"]]
            b += T
            for w in civ["wonders"]:
                one(b + self.wonder[w["id"]])
                if w["turned"]:
                    one(b + W + self.wonder[w["id"]])
            b += 2 * W
            if civ["seat"] is None:
                continue  # a Civbot has no hand, row or advisors
            ones += [b + self.action[a] for a in civ["discard_row"]]
            ones += [b + len(ACTIONS) + self.action[a] for a in civ["hand_actions"]]
            b += 2 * len(ACTIONS)
            deck = civ["advisor_deck"]
            at += (b, b + 1)
            val += (civ["advisors_in_hand"] / 5, deck["face_down"] / 5)
            b += 2
            ones += [b + self.advisor[x] for x in deck["face_up"]]
            b += A
            leader = civ["leader"]
            one(b + (self.leader[leader] if leader is not None else Le))
            b += Le + 1
            put(b)
            value(civ["selected"] / 6)
            if civ["ready"]:
                one(b + 1)
            b += 2
            ones += [b + self.card[x] for x in civ["revealed"]]
            b += C
            if civ["revolution_allowed"]:
                one(b)

        you = view.get("you")
        if you is not None:
            b = self.you
            ones += [b + self.action[a] for a in you["hand"]]
            b += len(ACTIONS)
            ones += [b + self.advisor[x["id"]] for x in you["advisors"]]
            b += A
            ones += [b + self.card[x] for x in you["selected"]]
            b += C
            if you["can_select_revolution"]:
                one(b)
            b += 1
            ones += [b + self.leader[x["id"]] for x in you.get("leaders_offered", [])]
        return vector(self.size, ones, at, val)


    def encode_state(
        self, st: HistoriaState, seat: Seat | None, into: NDArray[np.float32] | None = None
    ) -> NDArray[np.float32]:
        """The vector `encode` makes of `seat`'s view, read from the state: the
        same entries, each hidden part behind the same test as in view.py.
        Written into `into` (every entry; a new array if None) through a memoryview."""
        T, W, _, A, E, _, C = self.sizes
        t = self.tables
        c, n = self.c, self.n
        me = 0 if seat is None else seat
        slot = self._slots[me]
        vector = np.empty(self.size, np.float32) if into is None else into
        out = cast("memoryview[float]", vector.data)  # float32 entries: typeshed says int
        out[:] = self._zeros
        secret = st.phase == SELECT
        draft = st.phase == DRAFT
        wonder_at, leader_at, advisor_at, action_at, card_at = (
            self.wonder_at, self.leader_at, self.advisor_at, self.action_at, self.card_at)

        out[self.era + st.era - 1] = 1
        out[self.rounds] = _unit(st.round / 10)
        out[self.rounds + 1] = _unit(st.action_round / 10)
        out[self.phase + st.phase] = 1
        for x in st.to_act():
            out[self.to_act + slot[x]] = 1
        places = self._places
        for place, civ in enumerate(st.order):
            out[self.order + slot[civ]] = places[place]
        if st.revolution:
            out[self.flags] = 1
        if st.opts.solo:
            out[self.flags + 1] = 1
        if st.eliminated:
            out[self.flags + 2] = 1
        out[self.events + (self.event_at[st.event] if st.event >= 0 else E)] = 1
        deck = st.event_deck
        out[self.events + E + 1 + (self.event_at[deck[0]] if deck and deck[0] >= 0 else E)] = 1
        if secret or not st.task:
            out[self.task + len(TASKS)] = 1
        else:
            out[self.task + self.task_at[st.task[0]]] = 1
            out[self.task + len(TASKS) + 1 + slot[st.current]] = 1
        # The map changes when a tile or a cube does: each reader's section is kept with the tiles and
        # occupants it was written from, and only the territories that differ are written again.
        seen = self._maps.get(me)
        if seen is None:
            seen = self._maps[me] = ([-1] * T, [-1] * T, array("f", bytes(4 * T * (1 + c))))
        tiles, occupants, section = seen
        if st.occupants != occupants or st.tile != tiles:
            for x, (tile, civs) in enumerate(zip(st.tile, st.occupants, strict=True)):
                if tile != tiles[x] or civs != occupants[x]:
                    tiles[x], occupants[x] = tile, civs
                    b = self.territory_at[x] * (1 + c)
                    section[b : b + 1 + c] = self._zeros[: 1 + c]
                    section[b] = _unit(t.tile_vp[tile] / 4)
                    for civ in bits(civs):
                        section[b + 1 + slot[civ]] = 1
        out[self.map : self.map + T * (1 + c)] = section
        for w in st.wonder_row:
            out[self.wonder_row + wonder_at[w]] = 1
        for k, e in enumerate((1, 2, 3), self.wonder_row + W):
            out[k] = _unit(len(st.wonder_decks[e]) / 16)
        for s, x in enumerate(st.leader):
            if x >= 0 and (not draft or s == seat):
                out[self.drafted + leader_at[x]] = 1

        # A civ's block changes only when its own fields do (and, for hidden parts, with the phase and
        # whether the reader is its seat): one block per civ and way of seeing it, the same for every
        # reader (its slot only places it), kept with the fields it was written from; when they differ,
        # only the parts written from the fields that changed are written again.
        size = self.civ_size
        hiding = secret or draft
        made = self._made.get((secret, draft))
        if made is None:
            made = self._made[secret, draft] = ([None] * c, [None] * c)
        others, own = made
        for s in range(c):
            entries = own if hiding and s == seat else others
            entry = entries[s]
            values = _values(st, s)
            if entry is None:
                block = array("f", bytes(4 * size))
                self._civ(st, s, seat, block, -1)
                entries[s] = [block, values]
            else:
                block = entry[0]
                if values != entry[1]:  # rewrite the parts of the fields that changed since it was written
                    self._civ(st, s, seat, block, changed_groups(values, entry[1], _FIELD_GROUPS))
                    entry[1] = values
            b = self.civs + slot[s] * size
            out[b : b + size] = block

        if seat is not None and 0 <= seat < n:
            b = self.you
            for a in bits(st.hand[seat]):
                out[b + action_at[a]] = 1
            b += len(ACTIONS)
            for x in st.advisors[seat]:
                out[b + advisor_at[x]] = 1
            b += A
            for x in st.selected[seat]:
                out[b + card_at[x]] = 1
            b += C
            if len(st.discards[seat]) >= 3 and st.hand[seat] >> REVOLUTION & 1:
                out[b] = 1
            b += 1
            if draft and st.current == seat:
                for x in st.packet:
                    out[b + leader_at[x]] = 1
        return vector


    def _civ(self, st: HistoriaState, s: int, seat: Seat | None, out: array[float],
             groups: int) -> None:
        """Civ `s`'s block as `seat` sees it (see `encode`): every part into zeros (`groups` -1), or
        only the parts whose bits are set in `groups` (see _GROUPS), each cleared first, into a block
        made before."""
        W, Le = self.sizes[1], self.sizes[2]
        t = self.tables
        n = self.n
        secret = st.phase == SELECT
        draft = st.phase == DRAFT
        wonder_at, leader_at, advisor_at, action_at, card_at = (
            self.wonder_at, self.leader_at, self.advisor_at, self.action_at, self.card_at)
        ends = self._ends
        if groups != -1:
            parts = self._parts
            for g in _SET[groups]:
                out[ends[g] : ends[g + 1]] = parts[g]
        if groups >> 0 & 1:
            tech, mil = st.tech[s], st.military[s]
            out[0] = _unit(st.vp[s] / 100)
            out[1] = _unit(tech / 16)
            out[2] = _unit(mil / 16)
            out[3] = _unit(t.max_cards[tech] / 6)
            out[4 + self.government_at[t.zone[tech * 17 + mil]]] = 1
        b = ends[1]
        if groups >> 1 & 1:
            where = st.where[s]
            on_map = where.bit_count()
            token = st.governance_token[s] if s < n else 9 - t.edition.civbot.cubes
            general = 9 - st.supply[s] - st.used_cubes[s] - on_map - token
            for k, v in enumerate((st.supply[s], st.used_cubes[s], on_map, general), b):
                out[k] = _unit(v / 9)
            b += 4
            for x in bits(where):
                out[b + self.territory_at[x]] = 1
        b = ends[2]
        if groups >> 2 & 1:
            for w in st.wonders[s]:
                out[b + wonder_at[w]] = 1
                if st.turned >> w & 1:
                    out[b + W + wonder_at[w]] = 1
        if s >= n:
            return  # a Civbot has no hand, row or advisors
        hidden = secret and s != seat  # a face-down selection hides which cards left the hand
        b = ends[3]
        if groups >> 3 & 1:
            hand = st.hand[s]
            if hidden:
                hand |= sum(1 << x for x in st.selected[s] if x < ADVISOR0)
            for a in st.discards[s]:
                out[b + action_at[a]] = 1
            for a in bits(hand):
                out[b + len(ACTIONS) + action_at[a]] = 1
        b = ends[4]
        if groups >> 4 & 1:
            advisors = len(st.advisors[s])
            if hidden:
                advisors += sum(1 for x in st.selected[s] if x >= ADVISOR0)
            out[b] = _unit(advisors / 5)
            out[b + 1] = _unit(len(st.advisors_down[s]) / 5)
        b = ends[5]
        if groups >> 5 & 1:
            for x in st.advisors_up[s]:
                out[b + advisor_at[x]] = 1
        b = ends[6]
        if groups >> 6 & 1:
            leader = st.leader[s] if not draft or s == seat else -1
            out[b + (leader_at[leader] if leader >= 0 else Le)] = 1
        b = ends[7]
        if groups >> 7 & 1:
            out[b] = _unit(len(st.selected[s]) / 6)
            if secret and st.done[s]:
                out[b + 1] = 1
        b = ends[8]
        if groups >> 8 & 1:
            for x in st.revealed[s]:
                out[b + card_at[x]] = 1
        b = ends[9]
        if groups >> 9 & 1 and len(st.discards[s]) >= 3:
            out[b] = 1


# The parts of a civ's block (see `_civ`) and the fields of `_values` each is written from.
_GROUPS = (
    (0, 1, 2),  # vp, tech, military (and the government they make)
    (3, 4, 5, 6),  # cubes, territories
    (7, 8),  # wonders, turned
    (9, 13, 14),  # discard row, hand (with the cards selected face down)
    (10, 11, 14),  # advisors in hand, advisor deck
    (12,),  # face-up advisors
    (16,),  # leader
    (14, 15),  # cards selected, ready
    (17,),  # revealed
    (13,),  # revolution allowed
)
_FIELD_GROUPS = tuple(sum(1 << g for g, fields in enumerate(_GROUPS) if k in fields) for k in range(18))  # bits
_SET = tuple(tuple(g for g in range(len(_GROUPS)) if bits >> g & 1) for bits in range(1 << len(_GROUPS)))  # by bits

def _values(st: HistoriaState, s: int) -> tuple[object, ...]:
    """The fields civ `s`'s block is written from, in _GROUPS' numbering (a Civbot's first nine)."""
    if s >= st.seats:
        return (st.vp[s], st.tech[s], st.military[s], st.where[s], st.supply[s], st.used_cubes[s], 0,
                st.wonders[s], st.turned)
    return (
        st.vp[s], st.tech[s], st.military[s], st.where[s], st.supply[s], st.used_cubes[s], st.governance_token[s],
        st.wonders[s], st.turned, st.hand[s], st.advisors[s], len(st.advisors_down[s]), st.advisors_up[s],
        st.discards[s], st.selected[s], st.done[s], st.leader[s], st.revealed[s],
    )  # fmt: skip


def _unit(v: float) -> float:
    """`v` clipped to [0, 1], as `vector` clips (a score can go below 0)."""
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


def encoder(options: HistoriaOptions) -> HistoriaEncoder:
    """The encoder the RL adapters find by convention."""
    return HistoriaEncoder(options)
