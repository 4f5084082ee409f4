"""The state of The Ancient World: the board, the decks and rows, and every
player's city-state as flat fields, and their copying.

setup.py makes the first state and the rule modules the rest (rules.py
dispatches); hidden.py redraws what a reader cannot know; view.py shows it. The
game object wires them in: this module imports none of them.
"""

from __future__ import annotations

from typing import Any

from agora.core import Event, Rng, State
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.tables import Tables

KNOWN = 128  # flag on a stored card every seat saw being stored (it came from the face-up row)

# Army layout: [active card, coins on the picture, coins on the name, *retired cards]
ACTIVE, PICTURE, NAME = 0, 1, 2

# What the state waits for (the pending decision of a composite action).
(ACT, P_BUILD, P_RECRUIT, P_RETIRE, P_EXPLORE, P_STORE, P_EXPAND_PAY, P_DISTRICT, P_REPAIR, P_PAY, P_MREPAIR,
 P_DAMAGE, P_DISCARD, P_USE, P_SCOUT, P_ORDER, P_FOREST_ATTACK, P_OUTPOST, P_SCRIBE, P_ZORI, OVER,
 P_HUNGER, P_EXPAND_PLUS) = range(23)  # later kinds after OVER, so saved states keep their numbers
PENDING_NAMES = ("turn", "build", "recruit", "retire", "explore", "store", "expand pay", "district", "repair",
                 "pay armies", "military repair", "damage", "discard army", "use card", "scout", "order titans",
                 "forest attack", "distant outpost", "scribe guild", "zori dramatists", "game over", "hunger",
                 "expand plus")

# What an action made, for logs: None on the trusted path (State.advance), which builds no event.
Events = list[Event] | None


_FIELDS = (
    "R", "opts", "n", "rng", "round", "pend", "pseat", "pd", "turn", "lead", "first", "hand_up",
    "passed", "anyone_passed", "board", "coins", "know", "ncit", "placed", "hungry", "emp", "dmg", "busy",
    "stored", "dist", "tit", "armies", "draft", "icons", "abil", "row", "deck_a", "deck_b", "disc_a", "disc_b",
    "mrow", "mdeck", "mdisc", "tdeck", "ddeck", "seen_t", "seen_d", "near_t", "queue", "_outcome",
)


class AncientWorldState(State):
    """One moment of a game of The Ancient World: every field. Lists are flat and
    per seat, so a clone copies them shallowly (inner lists of mutable rows too)."""

    __slots__ = _FIELDS

    R: Tables
    opts: AncientWorldOptions
    n: int
    rng: Rng
    round: int
    pend: int
    pseat: int
    pd: list[int]
    turn: int
    lead: int
    first: int
    hand_up: bool
    passed: list[bool]
    anyone_passed: bool
    # Rows that change seldom are tuples, replaced whole when they change: a clone shares them.
    board: list[tuple[int, ...]]  # tokens skill * 8 + seat on each board action
    coins: list[int]
    know: list[int]
    ncit: list[int]
    placed: list[int]  # bitmask of skills on the board or on cards this round
    hungry: list[int]  # bitmask of skills in the Hunger box
    emp: list[tuple[int, ...]]  # Empire cards in play (type numbers)
    dmg: list[int]  # bitmask of damaged Empire card types
    busy: list[int]  # bitmask of Empire card types with a citizen this round
    stored: list[list[int]]
    dist: list[tuple[int, ...]]
    tit: list[tuple[int, ...]]
    # per seat, its armies: [active card, picture coins, name coins, *retired cards]; an army's list
    # is shared between clones, so a rule that changes an army puts a changed copy in its place
    armies: list[list[list[int]]]
    draft: list[int]
    icons: list[tuple[int, ...]]  # per seat: the 8 permanent icon sums, then capacity (kept by recount)
    abil: list[frozenset[str]]  # per seat: §11 abilities of its undamaged Empire cards
    row: list[int]
    deck_a: list[int]
    deck_b: list[int]
    disc_a: list[int]
    disc_b: list[int]
    mrow: list[int]
    mdeck: list[int]
    mdisc: list[int]
    tdeck: list[list[int]]  # index 0 is the face-up top
    ddeck: list[int]  # index 0 is the face-up top
    seen_t: list[frozenset[int]]  # per reader (seats, then the spectator): titans whose deck place it knows
    seen_d: list[frozenset[int]]
    # per reader, per titan deck: (n, cards) = these cards are somewhere in the deck's top n places
    # (a block another seat reordered with Forest Hideout: the reader saw the old top, or saw them earlier)
    near_t: list[tuple[tuple[int, frozenset[int]], ...]]
    queue: list[tuple[int, int]]  # (pending kind, seat) of triggered abilities still to offer
    _outcome: Any

    @property
    def players(self) -> int:
        return self.n

    def to_act(self) -> tuple[int, ...]:
        return () if self.pend == OVER else (self.pseat,)

    # --- copying ---------------------------------------------------------------------------------------------

    def clone(self) -> AncientWorldState:
        o = AncientWorldState()
        o.R, o.opts, o.n, o.rng = self.R, self.opts, self.n, self.rng.clone()
        o.round, o.pend, o.pseat, o.pd = self.round, self.pend, self.pseat, self.pd[:]
        o.turn, o.lead, o.first, o.hand_up = self.turn, self.lead, self.first, self.hand_up
        o.passed, o.anyone_passed = self.passed[:], self.anyone_passed
        o.board = self.board[:]
        o.coins, o.know, o.ncit = self.coins[:], self.know[:], self.ncit[:]
        o.placed, o.hungry = self.placed[:], self.hungry[:]
        o.emp = self.emp[:]
        o.dmg, o.busy = self.dmg[:], self.busy[:]
        o.stored = [s[:] for s in self.stored]
        o.dist, o.tit = self.dist[:], self.tit[:]
        o.armies = [arm[:] for arm in self.armies]  # each army's own list is shared: replaced, never changed
        o.draft = self.draft[:]
        o.icons, o.abil = self.icons[:], self.abil[:]
        o.row, o.deck_a, o.deck_b = self.row[:], self.deck_a[:], self.deck_b[:]
        o.disc_a, o.disc_b = self.disc_a[:], self.disc_b[:]
        o.mrow, o.mdeck, o.mdisc = self.mrow[:], self.mdeck[:], self.mdisc[:]
        o.tdeck = [t[:] for t in self.tdeck]
        o.ddeck = self.ddeck[:]
        o.seen_t, o.seen_d, o.near_t = self.seen_t[:], self.seen_d[:], self.near_t[:]
        o.queue = self.queue[:]
        o._outcome = self._outcome
        return o

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in _FIELDS:
            if name in ("R", "opts", "_outcome", "icons", "abil"):
                continue
            value = getattr(self, name)
            if name == "rng":
                value = value.to_data()
            elif name in ("board", "emp", "dist", "tit"):
                value = [list(row) for row in value]
            elif name in ("seen_t", "seen_d"):
                value = [sorted(s) for s in value]
            elif name == "near_t":
                value = [[[size, sorted(cards)] for size, cards in decks] for decks in value]
            out[name] = value
        out["options"] = self.opts.model_dump()
        return out
