"""The Ancient World observation encoding for the RL adapters (`agora.rl`).

A seat's view (`view.py`) as a fixed-length float32 vector, every entry in
[0, 1]. It reads the view only, never the state: another seat's stored cards
and the cards it is looking at are not in the view, so not here. Seats are
*relative*: slot 0 is the observing seat, then the others in seat order after
it (a spectator's slots are the seats as numbered). Cards are counted per
card name (the edition holds several copies of some); counts are divided by
the bound named beside them and clipped at 1. E, M, Ti, D are the numbers of
distinct Empire, Military, Titan and District cards of the data file.

global
- round: one-hot 0..6 (7); expand_plus (1)
- phase: one-hot the decision the game waits on (23, board.PENDING_NAMES)
- to_act: 1 for each seat slot that must decide now (n)
- pending: the seat slot it belongs to, one-hot (n); count / 5, left / 5,
  armies paid / 5 (3); titan or army deck 1..3 one-hot (3); the cards it shows
  this reader, per name (E + M + Ti + D)
- first_player, turn_order_from: one-hot seat slots (2 × n); first player's
  hand face up (1); passed: 1 per seat slot that passed (n)
- actions: per action space (9): open (1), and for each seat slot and skill
  1..5 a citizen of that seat and skill there (n × 5)
- empire_row: copies per name / 2 (E); empire deck: deck B in use, cards left
  / 60, deck A left / 60 (3); empire discard per name / 3 (E)
- military_row per name / 2 (M); military deck / 20 (1); discard per name / 3 (M)
- titans: per stars 1..3, cards left / 10 and the top card one-hot or none
  (3 × (1 + Ti + 1)); districts: left / 10, top one-hot or none (1 + D + 1)

per seat slot (n times)
- coins / 30, knowledge / 20, citizens / 5, food / 10, capacity / 20,
  capacity used / 20, army limit / 5, income coins / 10, income knowledge
  / 10, draft / 5, stored count / 10, stored from deck A / 10, from deck B /
  10 (13); passed (1); placed and hungry citizens 1..5 (10)
- empire: cards per name / 2, damaged per name, used per name (3 × E)
- stored: per name / 2 — the observing seat's own only, others' are hidden
  and read 0 (E); stored_known: cards of it everyone has seen, per name (E)
- districts per name (D); titans per name / 2 (Ti)
- armies: per name, active / 2, picture coins / 5, name coins / 5, used; and
  retired cards per name / 3 (5 × M)

Not encoded, because it never changes within an edition: card texts and costs
(the `cards` part of the view), the designed list.

`encode_state` writes the same vector straight from the state, without
building the view (the RL adapters' hot path); tests/rl hold it equal to
`encode(view)` for every reader along random games, so it shows no more.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from itertools import pairwise
from typing import Any, cast

import numpy as np
from numpy.typing import NDArray

from agora.core import Seat, View
from agora.core.features import Layout, changed_groups, vector
from agora.games.ancient_world.actions import action_open
from agora.games.ancient_world.city import army_limit, capacity, food, income, used_capacity
from agora.games.ancient_world.decks import empire_deck
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.state import (
    KNOWN,
    NAME,
    P_DISTRICT,
    P_HUNGER,
    P_ORDER,
    P_PAY,
    PENDING_NAMES,
    PICTURE,
    AncientWorldState,
)
from agora.games.ancient_world.tables import BOARD, ROUNDS, tables_for
from agora.games.ancient_world.view import _pending as pending_view

SKILLS = 5
MAX_DECISIONS = 20_000  # six rounds of a few citizens each; a random 4-seat game takes a few hundred


def _index(slugs: Sequence[str]) -> dict[str, int]:
    return {slug: i for i, slug in enumerate(sorted(set(slugs)))}


class AncientWorldEncoder:
    """The encoding above for one set of options."""

    low = 0.0
    high = 1.0
    max_decisions = MAX_DECISIONS

    def __init__(self, options: AncientWorldOptions) -> None:
        R = tables_for(options.data)
        self.n = n = options.players
        self.empire, self.military = _index(R.e_slug), _index(R.m_slug)
        self.titan, self.district = _index(R.t_slug), _index(R.d_slug)
        E, M, Ti, D = (len(d) for d in (self.empire, self.military, self.titan, self.district))
        self.sizes = (E, M, Ti, D)
        shown = dict(self.empire)
        for block, offset in ((self.military, E), (self.titan, E + M), (self.district, E + M + Ti)):
            shown |= {s: offset + i for s, i in block.items()}
        self.shown = shown  # every card name, for the cards a pending decision shows
        g = Layout()
        self.round = g.block("round", ROUNDS + 2)
        self.phase = g.block("phase", len(PENDING_NAMES))
        self.to_act = g.block("to_act", n)
        self.pending = g.block("pending", n + 3 + 3 + len(shown))
        self.order = g.block("order", 3 * n + 1)
        self.actions = g.block("actions", len(BOARD) * (1 + n * SKILLS))
        self.empire_cards = g.block("empire", 2 * E + 3)
        self.military_cards = g.block("military", 2 * M + 1)
        self.titans = g.block("titans", 3 * (Ti + 2))
        self.districts = g.block("districts", D + 2)
        self.player_size = 14 + 2 * SKILLS + 5 * E + D + Ti + 5 * M
        self.stored_at = 14 + 2 * SKILLS + 3 * E  # within a seat's block: its stored cards, per name
        self.players = g.block("players", n * self.player_size)
        self.size = g.size
        # Card type numbers (the state's) to their slots (per name), for `encode_state`.
        self.e_at = [self.empire[x] for x in R.e_slug]
        self.m_at = [self.military[x] for x in R.m_slug]
        self.t_at = [self.titan[x] for x in R.t_slug]
        self.d_at = [self.district[x] for x in R.d_slug]
        self.e_deck = R.e_deck
        self._zeros = array("f", bytes(4 * self.size))
        # Each seat's block (the same for every reader) and the fields it was written from.
        self._made: list[list[Any] | None] = [None] * n
        E, M, Ti, D = self.sizes
        b = 14 + 2 * SKILLS
        self._ends = (0, 14, b, b + 3 * E, b + 5 * E, b + 5 * E + D, b + 5 * E + D + Ti,
                      b + 5 * E + D + Ti + 5 * M)  # the parts of a seat's block (_GROUPS)
        self._parts = [array("f", bytes(4 * (e - b))) for b, e in pairwise(self._ends)]  # zeros
        self._rows: dict[tuple[object, ...], array[float]] = {}  # card rows, decks, discards (encode_state)
        self._pendings: dict[tuple[object, ...], array[float]] = {}  # pending blocks (encode_state)

    def encode(self, view: View, seat: Seat | None) -> NDArray[np.float32]:
        """The vector of `view` as seen by `seat`."""
        E, M, Ti, D = self.sizes
        n = self.n
        me = 0 if seat is None else seat
        slot = [(p - me) % n for p in range(n)]
        ones: list[int] = []
        at: list[int] = []
        val: list[float] = []
        one, put, value = ones.append, at.append, val.append

        one(self.round + view["round"])
        if view["expand_plus"]:
            one(self.round + ROUNDS + 1)
        one(self.phase + PENDING_NAMES.index(view["phase"]))
        ones += [self.to_act + slot[p] for p in view["to_act"]]
        self._pending_entries(view["pending"], slot, ones, at, val)

        b = self.order
        one(b + slot[view["first_player"]])
        one(b + n + slot[view["turn_order_from"]])
        if view["first_player_hand_up"]:
            one(b + 2 * n)
        ones += [b + 2 * n + 1 + slot[p] for p, passed in enumerate(view["passed"]) if passed]

        size = 1 + n * SKILLS
        for a, space in enumerate(view["actions"]):
            b = self.actions + a * size
            if space["open"]:
                one(b)
            ones += [b + 1 + slot[c["seat"]] * SKILLS + c["skill"] - 1 for c in space["citizens"]]

        b = self.empire_cards
        self._count(b, self.empire, view["empire_row"], 2, at, val)
        deck = view["empire_deck"]
        if deck["deck"] == "B":
            one(b + E)
        at += (b + E + 1, b + E + 2)
        val += (deck["count"] / 60, view["empire_a_left"] / 60)
        self._count(b + E + 3, self.empire, deck["discard"], 3, at, val)
        b = self.military_cards
        self._count(b, self.military, view["military_row"], 2, at, val)
        put(b + M)
        value(view["military_deck"] / 20)
        self._count(b + M + 1, self.military, view["military_discard"], 3, at, val)
        for k, titans in enumerate(view["titans"]):
            b = self.titans + k * (Ti + 2)
            put(b)
            value(titans["count"] / 10)
            one(b + 1 + (self.titan[titans["top"]] if titans["top"] else Ti))
        districts = view["districts"]
        put(self.districts)
        value(districts["count"] / 10)
        one(self.districts + 1 + (self.district[districts["top"]] if districts["top"] else D))

        for player in view["players"]:
            self._player(player, self.players + slot[player["seat"]] * self.player_size, ones, at, val)
        return vector(self.size, ones, at, val)

    @staticmethod
    def _count(b: int, index: dict[str, int], cards: list[str], bound: int, at: list[int], val: list[float]) -> None:
        """Copies per card name, divided by `bound`."""
        counts: dict[int, int] = {}
        for card in cards:
            i = index[card]
            counts[i] = counts.get(i, 0) + 1
        at += [b + i for i in counts]
        val += [k / bound for k in counts.values()]

    def _player(self, p: View, b: int, ones: list[int], at: list[int], val: list[float]) -> None:
        E, M, Ti, D = self.sizes
        income, decks = p["income"], p["stored_decks"]
        at += range(b, b + 13)
        val += (
            p["coins"] / 30, p["knowledge"] / 20, len(p["citizens"]) / 5, p["food"] / 10, p["capacity"] / 20,
            p["capacity_used"] / 20, p["army_limit"] / 5, income["coins"] / 10, income["knowledge"] / 10,
            p["draft"] / 5, p["stored_count"] / 10, decks["A"] / 10, decks["B"] / 10,
        )  # fmt: skip
        if p["passed"]:
            ones.append(b + 13)
        b += 14
        ones += [b + c - 1 for c in p["placed"]]
        ones += [b + SKILLS + c - 1 for c in p["hungry"]]
        b += 2 * SKILLS
        empire = self.empire
        self._count(b, empire, [c["card"] for c in p["empire"]], 2, at, val)
        self._count(b + E, empire, [c["card"] for c in p["empire"] if c["damaged"]], 2, at, val)
        self._count(b + 2 * E, empire, [c["card"] for c in p["empire"] if c["used"]], 2, at, val)
        b += 3 * E
        if p["stored"] is not None:
            self._count(b, empire, p["stored"], 2, at, val)
        self._count(b + E, empire, p["stored_known"], 2, at, val)
        b += 2 * E
        ones += [b + self.district[x] for x in p["districts"]]
        b += D
        self._count(b, self.titan, p["titans"], 2, at, val)
        b += Ti
        military = self.military
        armies: dict[int, list[float]] = {}  # per name: active, picture coins, name coins (a name may repeat)
        for army in p["armies"]:
            i = military[army["card"]]
            sums = armies.setdefault(i, [0.0, 0.0, 0.0])
            sums[0] += 1 / 2
            sums[1] += army["picture_coins"] / 5
            sums[2] += army["name_coins"] / 5
            if army["used"]:
                ones.append(b + 3 * M + i)
        for i, (active, picture, name) in armies.items():
            at += (b + i, b + M + i, b + 2 * M + i)
            val += (active, picture, name)
        self._count(b + 4 * M, military, [x for a in p["armies"] for x in a["retired"]], 3, at, val)


    def encode_state(
        self, s: AncientWorldState, seat: Seat | None, into: NDArray[np.float32] | None = None
    ) -> NDArray[np.float32]:
        """The vector `encode` makes of `seat`'s view, read from the state: the
        same entries, each hidden part behind the same test as in view.py.
        Written into `into` (every entry; a new array if None) through a memoryview."""
        _, _, Ti, D = self.sizes
        n = self.n
        me = 0 if seat is None else seat
        slot = [(p - me) % n for p in range(n)]
        vector = np.empty(self.size, np.float32) if into is None else into
        out = cast("memoryview[float]", vector.data)  # float32 entries: typeshed says int
        out[:] = self._zeros
        e_at, t_at, d_at = self.e_at, self.t_at, self.d_at

        out[self.round + s.round] = 1
        if s.options.expand_plus:
            out[self.round + ROUNDS + 1] = 1
        out[self.phase + s.pending] = 1
        for p in s.to_act():
            out[self.to_act + slot[p]] = 1
        # The view's own small pending part (not the whole view): a new kind of
        # decision in the rules reaches the encoding with no change here. Written once per decision
        # and reader, looked up, where the view's part reads only the decision (not an attack's
        # payment, nor the citizens still to put in the Hunger box, which read the city: a new kind
        # that reads more than the decision joins them; tests/rl's equality with the view finds one).
        if s.pending in (P_PAY, P_HUNGER):
            self._pending_part(s, seat, slot, out)
        else:
            key = (s.pending, s.pending_seat, tuple(s.pending_data), seat)
            part = self._pendings.get(key)
            if part is None:
                if len(self._pendings) > 5_000:
                    self._pendings.clear()  # a bound, for very long runs of varied games
                part = self._pendings[key] = array("f", bytes(4 * (self.order - self.pending)))
                self._pending_part(s, seat, slot, part, self.pending)
            out[self.pending : self.order] = part

        b = self.order
        out[b + slot[s.first_player]] = 1
        out[b + n + slot[s.turn_order_from]] = 1
        if s.first_player_hand_up:
            out[b + 2 * n] = 1
        for p, passed in enumerate(s.passed):
            if passed:
                out[b + 2 * n + 1 + slot[p]] = 1

        size = 1 + n * SKILLS
        for a, tokens in enumerate(s.board):
            b = self.actions + a * size
            if action_open(s, a):
                out[b] = 1
            for tok in tokens:
                out[b + 1 + slot[tok & 7] * SKILLS + (tok >> 3) - 1] = 1

        # The rows, decks and discards change a few times a round: counted once, looked up.
        deck, disc = empire_deck(s)
        rows = (
            tuple(s.empire_row), len(deck), tuple(disc), s.round >= 4, len(s.empire_deck_a),
            tuple(s.military_row), len(s.military_deck), tuple(s.military_discard),
        )  # fmt: skip
        section = self._rows.get(rows)
        if section is None:
            if len(self._rows) > 20_000:
                self._rows.clear()  # a bound, for very long runs of varied games
            section = self._rows[rows] = self._row_section(s)
        out[self.empire_cards : self.titans] = section
        ordering = s.pending_data[0] if s.pending == P_ORDER else -1
        for k, td in enumerate(s.titan_decks):
            b = self.titans + k * (Ti + 2)
            out[b] = min(len(td) / 10, 1.0)
            out[b + 1 + (t_at[td[0]] if td and k != ordering else Ti)] = 1
        out[self.districts] = min(len(s.district_deck) / 10, 1.0)
        top = d_at[s.district_deck[0]] if s.district_deck and s.pending != P_DISTRICT else D
        out[self.districts + 1 + top] = 1

        # A seat's block changes only when its own city does: the same for every reader, kept with the
        # fields it was written from; when they differ, only the parts written from the fields that
        # changed are written again. Only the owner's own stored cards (hidden from the others) are
        # written after it.
        size = self.player_size
        made = self._made
        for p in range(n):
            entry = made[p]
            values = _values(s, p)
            if entry is None:
                block = array("f", bytes(4 * size))
                self._seat(s, p, 0, block)
                made[p] = [block, values]
            else:
                block = entry[0]
                if values != entry[1]:  # rewrite the parts of the fields that changed since it was written
                    self._seat(s, p, 0, block, changed_groups(values, entry[1], _FIELD_GROUPS))
                    entry[1] = values
            b = self.players + slot[p] * size
            out[b : b + size] = block
            if seat == p:
                _count(out, b + self.stored_at, [e_at[x & ~KNOWN] for x in s.stored[p]], 2)
        return vector

    def _row_section(self, s: AncientWorldState) -> array[float]:
        """The Empire and Military rows, decks and discards (see `encode`)."""
        E, M, _, _ = self.sizes
        e_at, m_at = self.e_at, self.m_at
        out = array("f", bytes(4 * (self.titans - self.empire_cards)))
        _count(out, 0, [e_at[x] for x in s.empire_row], 2)
        deck, disc = empire_deck(s)
        if s.round >= 4:
            out[E] = 1
        out[E + 1] = min(len(deck) / 60, 1.0)
        out[E + 2] = min(len(s.empire_deck_a) / 60, 1.0)
        _count(out, E + 3, [e_at[x] for x in disc], 3)
        b = self.military_cards - self.empire_cards
        _count(out, b, [m_at[x] for x in s.military_row], 2)
        out[b + M] = min(len(s.military_deck) / 20, 1.0)
        _count(out, b + M + 1, [m_at[x] for x in s.military_discard], 3)
        return out

    def _pending_part(
        self, s: AncientWorldState, seat: Seat | None, slot: list[int], out: array[float] | memoryview[float],
        b: int = 0,
    ) -> None:
        """The pending block of the view's pending part, into `out` (from `b` below its place)."""
        ones: list[int] = []
        at: list[int] = []
        val: list[float] = []
        self._pending_entries(pending_view(s, seat), slot, ones, at, val)
        for i in ones:
            out[i - b] = 1
        for i, v in zip(at, val, strict=True):
            out[i - b] = min(v, 1.0)

    def _pending_entries(
        self, pending: View, slot: list[int], ones: list[int], at: list[int], val: list[float]
    ) -> None:
        """The pending block of the view's `pending` part."""
        n = self.n
        b = self.pending
        owner = pending.get("seat")
        if isinstance(owner, int) and 0 <= owner < n:
            ones.append(b + slot[owner])
        b += n
        at += (b, b + 1, b + 2)
        val += (pending.get("count", 0) / 5, pending.get("left", 0) / 5, len(pending.get("paid", ())) / 5)
        b += 3
        if "deck" in pending:
            ones.append(b + pending["deck"] - 1)
        b += 3
        for key in ("drawn", "cards", "chosen", "card", "face_up", "old_top"):
            cards = pending.get(key)
            if isinstance(cards, str):
                ones.append(b + self.shown[cards])
            elif cards:
                ones += [b + self.shown[c] for c in cards]

    def _seat(self, s: AncientWorldState, p: int, b: int, out: array[float], groups: int = -1) -> None:
        """One seat's block, as view.py's `_player` shows it to the other seats: without its stored cards.
        Every part into zeros (`groups` -1), or only the parts whose bits are set in `groups` (see
        _GROUPS), each cleared first (the figures of parts 0, 7, 8, 9 are all written), into a block made
        before (at `b` 0)."""
        E, M, Ti, D = self.sizes
        e_at, m_at = self.e_at, self.m_at
        ends = self._ends
        if groups != -1:
            for g in range(1, len(ends) - 1):  # the first part's entries are all written again, none cleared
                if groups >> g & 1:
                    out[ends[g] : ends[g + 1]] = self._parts[g]
        stored = s.stored[p]
        if groups & 1:
            out[b] = min(s.coins[p] / 30, 1.0)
            out[b + 1] = min(s.knowledge[p] / 20, 1.0)
            out[b + 2] = min(s.citizens[p] / 5, 1.0)
            out[b + 9] = min(s.draft_bonus[p] / 5, 1.0)
            out[b + 13] = 1.0 if s.passed[p] else 0.0
        if groups >> 7 & 1:  # from the city's icon sums
            coins_in, know_in = income(s, p)
            out[b + 3] = min(food(s, p) / 10, 1.0)
            out[b + 4] = min(capacity(s, p) / 20, 1.0)
            out[b + 6] = min(army_limit(s, p) / 5, 1.0)
            out[b + 7] = min(coins_in / 10, 1.0)
            out[b + 8] = min(know_in / 10, 1.0)
        if groups >> 8 & 1:
            out[b + 5] = min(used_capacity(s, p) / 20, 1.0)
        if groups >> 9 & 1:
            out[b + 10] = min(len(stored) / 10, 1.0)
            out[b + 11] = min(sum(1 for x in stored if self.e_deck[x & ~KNOWN] == "A") / 10, 1.0)
            out[b + 12] = min(sum(1 for x in stored if self.e_deck[x & ~KNOWN] == "B") / 10, 1.0)
        b += 14
        if groups >> 1 & 1:
            placed, hungry = s.placed[p], s.hungry[p]
            for c in range(1, SKILLS + 1):
                if placed >> c & 1:
                    out[b + c - 1] = 1
                if hungry >> c & 1:
                    out[b + SKILLS + c - 1] = 1
        b += 2 * SKILLS
        if groups >> 2 & 1:
            emp, dmg, busy = s.empire[p], s.damaged[p], s.used_cards[p]
            _count(out, b, [e_at[x] for x in emp], 2)
            _count(out, b + E, [e_at[x] for x in emp if dmg >> x & 1], 2)
            _count(out, b + 2 * E, [e_at[x] for x in emp if busy >> x & 1], 2)
        b += 3 * E
        if groups >> 3 & 1:
            _count(out, b + E, [e_at[x & ~KNOWN] for x in stored if x & KNOWN], 2)
        b += 2 * E
        if groups >> 4 & 1:
            for x in s.districts[p]:
                out[b + self.d_at[x]] = 1
        b += D
        if groups >> 5 & 1:
            _count(out, b, [self.t_at[x] for x in s.titans[p]], 2)
        b += Ti
        if not groups >> 6 & 1:
            return
        armies: dict[int, list[float]] = {}  # per name: active, picture coins, name coins (a name may repeat)
        retired: list[int] = []
        for army in s.armies[p]:
            i = m_at[army[0]]
            sums = armies.setdefault(i, [0.0, 0.0, 0.0])
            sums[0] += 1 / 2
            sums[1] += army[PICTURE] / 5
            sums[2] += army[NAME] / 5
            if army[NAME] > 0:
                out[b + 3 * M + i] = 1
            retired += [m_at[x] for x in army[3:]]
        for i, (active, picture, name) in armies.items():
            out[b + i] = min(active, 1.0)
            out[b + M + i] = min(picture, 1.0)
            out[b + 2 * M + i] = min(name, 1.0)
        _count(out, b + 4 * M, retired, 3)


# The parts of a seat's block (see `_seat`) and the fields of `_values` each is written from: the first
# part's entries are split between parts 0, 7, 8 and 9 (food, capacity, army limit and income are worked
# out from the icon sums, the capacity used from the Empire cards: city.py).
_GROUPS = (
    (0, 1, 2, 4, 6),  # coins, knowledge, citizens, draft, passed
    (7, 8),  # placed and hungry citizens
    (9, 10, 11),  # empire: cards, damaged, used
    (5,),  # stored cards everyone has seen
    (12,),  # districts
    (13,),  # titans
    (14,),  # armies, retired cards
    (3,),  # food, capacity, army limit, income (the icon sums)
    (9,),  # capacity used
    (5,),  # stored: how many, how many from each deck
)
_FIELD_GROUPS = tuple(sum(1 << g for g, fields in enumerate(_GROUPS) if k in fields) for k in range(15))  # bits


def _values(s: AncientWorldState, p: int) -> tuple[object, ...]:
    """The fields seat `p`'s block is written from, in _GROUPS' numbering (its lists copied)."""
    return (
        s.coins[p], s.knowledge[p], s.citizens[p], s.icons[p], s.draft_bonus[p], s.stored[p][:], s.passed[p],
        s.placed[p], s.hungry[p], s.empire[p], s.damaged[p], s.used_cards[p], s.districts[p], s.titans[p],
        s.armies[p][:],
    )  # fmt: skip


def _count(out: array[float] | memoryview[float], b: int, slots: list[int], bound: int) -> None:
    """Copies per card name at `b` + its slot, divided by `bound` (as `encode`'s `_count`)."""
    counts: dict[int, int] = {}
    for i in slots:
        counts[i] = counts.get(i, 0) + 1
    for i, k in counts.items():
        out[b + i] = min(k / bound, 1.0)


def encoder(options: AncientWorldOptions) -> AncientWorldEncoder:
    """The encoder the RL adapters find by convention."""
    return AncientWorldEncoder(options)
