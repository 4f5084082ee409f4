"""The state of The Ancient World: the board, the decks and rows, and every
player's city-state as flat fields, and their copying.

setup.py makes the first state and the rule modules the rest (rules.py
dispatches); hidden.py redraws what a reader cannot know; view.py shows it. The
game object wires them in: this module imports none of them.
"""

from __future__ import annotations

from typing import Any, Final

from agora.core import Rng, State
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.tables import Tables

# The numbers are Final, one a line: compiled, the rule modules read them as constants (tables.py).
KNOWN: Final = 128  # flag on a stored card every seat saw being stored (it came from the face-up row)

# Army layout: [active card, coins on the picture, coins on the name, *retired cards]
ACTIVE: Final = 0
PICTURE: Final = 1
NAME: Final = 2

# What the state waits for (the pending decision of a composite action); later kinds after OVER, so saved
# states keep their numbers.
ACT: Final = 0
P_BUILD: Final = 1
P_RECRUIT: Final = 2
P_RETIRE: Final = 3
P_EXPLORE: Final = 4
P_STORE: Final = 5
P_EXPAND_PAY: Final = 6
P_DISTRICT: Final = 7
P_REPAIR: Final = 8
P_PAY: Final = 9
P_MREPAIR: Final = 10
P_DAMAGE: Final = 11
P_DISCARD: Final = 12
P_USE: Final = 13
P_SCOUT: Final = 14
P_ORDER: Final = 15
P_FOREST_ATTACK: Final = 16
P_OUTPOST: Final = 17
P_SCRIBE: Final = 18
P_ZORI: Final = 19
OVER: Final = 20
P_HUNGER: Final = 21
P_EXPAND_PLUS: Final = 22
PENDING_NAMES = ("turn", "build", "recruit", "retire", "explore", "store", "expand pay", "district", "repair",
                 "pay armies", "military repair", "damage", "discard army", "use card", "scout", "order titans",
                 "forest attack", "distant outpost", "scribe guild", "zori dramatists", "game over", "hunger",
                 "expand plus")

_FIELDS = (
    "tables", "options", "player_count", "rng", "round", "pending", "pending_seat", "pending_data", "turn_seat",
    "turn_order_from", "first_player", "first_player_hand_up", "passed", "anyone_passed", "board", "coins",
    "knowledge", "citizens", "placed", "hungry", "empire", "damaged", "used_cards", "stored", "districts", "titans",
    "armies", "draft_bonus", "icons", "abilities", "empire_row", "empire_deck_a", "empire_deck_b",
    "empire_discard_a", "empire_discard_b", "military_row", "military_deck", "military_discard", "titan_decks",
    "district_deck", "seen_titans", "seen_districts", "near_titans", "queue", "_outcome",
)


class AncientWorldState(State):
    """One moment of a game of The Ancient World: every field. Lists are flat and
    per seat, so a clone copies them shallowly (inner lists of mutable rows too)."""

    # _legal: (seat, its legal actions) as rules.legal last listed them for this very state, for apply's check
    # (a copy: the caller may change the list it got). Every change goes through rules.carry_out, which drops
    # it first; a clone starts without it (determinize redraws a clone in place). Not a field of the game:
    # to_data leaves it out.
    __slots__ = (*_FIELDS, "_legal")

    tables: Tables  # the component data's lookup tables, shared by every state of the game
    options: AncientWorldOptions
    player_count: int
    rng: Rng
    round: int
    pending: int  # the kind of decision the state waits for (ACT: a turn)
    pending_seat: int  # the seat that decides it
    pending_data: list[int]  # what the decision is about (cards drawn, an army's payments, ...), by kind
    turn_seat: int  # the seat that took the latest turn: the next turn goes round from it
    turn_order_from: int  # the seat that took this round's first turn
    first_player: int  # the seat holding the first-player token
    first_player_hand_up: bool  # §6 Rebuild turned the token hand up: it changes hands no more this round (A9)
    passed: list[bool]
    anyone_passed: bool
    # Rows that change seldom are tuples, replaced whole when they change: a clone shares them.
    board: list[tuple[int, ...]]  # tokens skill * 8 + seat on each board action
    coins: list[int]
    knowledge: list[int]
    citizens: list[int]  # how many citizens each seat has (skills 1 to citizens)
    placed: list[int]  # bitmask of skills on the board or on cards this round
    hungry: list[int]  # bitmask of skills in the Hunger box
    empire: list[tuple[int, ...]]  # Empire cards in play (type numbers)
    damaged: list[int]  # bitmask of damaged Empire card types
    used_cards: list[int]  # bitmask of Empire card types with a citizen this round
    stored: list[list[int]]  # Empire cards stored face down (KNOWN flag: stored from the face-up row)
    districts: list[tuple[int, ...]]
    titans: list[tuple[int, ...]]
    # per seat, its armies: [active card, picture coins, name coins, *retired cards]; an army's list
    # is shared between clones, so a rule that changes an army puts a changed copy in its place
    armies: list[list[list[int]]]
    draft_bonus: list[int]  # §6 Draft: attack added to every attack this round
    icons: list[tuple[int, ...]]  # per seat: the 8 permanent icon sums, then capacity (kept by recount)
    abilities: list[frozenset[str]]  # per seat: §11 abilities of its undamaged Empire cards
    empire_row: list[int]
    empire_deck_a: list[int]
    empire_deck_b: list[int]
    empire_discard_a: list[int]
    empire_discard_b: list[int]
    military_row: list[int]
    military_deck: list[int]
    military_discard: list[int]
    titan_decks: list[list[int]]  # by stars (1, 2, 3); index 0 is the face-up top
    district_deck: list[int]  # index 0 is the face-up top
    # per reader (seats, then the spectator): titans whose deck place it knows
    seen_titans: list[frozenset[int]]
    seen_districts: list[frozenset[int]]
    # per reader, per titan deck: (n, cards) = these cards are somewhere in the deck's top n places
    # (a block another seat reordered with Forest Hideout: the reader saw the old top, or saw them earlier)
    near_titans: list[tuple[tuple[int, frozenset[int]], ...]]
    queue: list[tuple[int, int]]  # (pending kind, seat) of triggered abilities still to offer
    _outcome: Any
    _legal: tuple[int, tuple[str, ...]] | None

    @property
    def players(self) -> int:
        return self.player_count

    def to_act(self) -> tuple[int, ...]:
        return () if self.pending == OVER else (self.pending_seat,)

    # --- copying ---------------------------------------------------------------------------------------------

    def clone(self) -> AncientWorldState:
        o = AncientWorldState()
        o.tables, o.options, o.player_count, o.rng = self.tables, self.options, self.player_count, self.rng.clone()
        o.round, o.pending, o.pending_seat = self.round, self.pending, self.pending_seat
        o.pending_data = self.pending_data[:]
        o.turn_seat, o.turn_order_from = self.turn_seat, self.turn_order_from
        o.first_player, o.first_player_hand_up = self.first_player, self.first_player_hand_up
        o.passed, o.anyone_passed = self.passed[:], self.anyone_passed
        o.board = self.board[:]
        o.coins, o.knowledge, o.citizens = self.coins[:], self.knowledge[:], self.citizens[:]
        o.placed, o.hungry = self.placed[:], self.hungry[:]
        o.empire = self.empire[:]
        o.damaged, o.used_cards = self.damaged[:], self.used_cards[:]
        o.stored = [s[:] for s in self.stored]
        o.districts, o.titans = self.districts[:], self.titans[:]
        o.armies = [arm[:] for arm in self.armies]  # each army's own list is shared: replaced, never changed
        o.draft_bonus = self.draft_bonus[:]
        o.icons, o.abilities = self.icons[:], self.abilities[:]
        o.empire_row = self.empire_row[:]
        o.empire_deck_a, o.empire_deck_b = self.empire_deck_a[:], self.empire_deck_b[:]
        o.empire_discard_a, o.empire_discard_b = self.empire_discard_a[:], self.empire_discard_b[:]
        o.military_row, o.military_deck = self.military_row[:], self.military_deck[:]
        o.military_discard = self.military_discard[:]
        o.titan_decks = [t[:] for t in self.titan_decks]
        o.district_deck = self.district_deck[:]
        o.seen_titans, o.seen_districts = self.seen_titans[:], self.seen_districts[:]
        o.near_titans = self.near_titans[:]
        o.queue = self.queue[:]
        o._outcome = self._outcome
        o._legal = None
        return o

    def to_data(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in _FIELDS:
            if name in ("tables", "options", "_outcome", "icons", "abilities"):
                continue
            value = getattr(self, name)
            if name == "rng":
                value = value.to_data()
            elif name in ("board", "empire", "districts", "titans"):
                value = [list(row) for row in value]
            elif name in ("seen_titans", "seen_districts"):
                value = [sorted(s) for s in value]
            elif name == "near_titans":
                value = [[[size, sorted(cards)] for size, cards in decks] for decks in value]
            out[name] = value
        out["options"] = self.options.model_dump()
        return out
