"""The Relic Runners state: its flat fields and their copying.

This module holds what a moment of the game *is* (and the kinds of sub-decision it can wait on):
setup.py makes the first one, the rules the rest, hidden.py redraws what a reader cannot know, view.py shows it;
the game object wires them in (this module imports none of them).
"""

from __future__ import annotations

from typing import Any

from agora.core import Seat, State
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.tables import RUIN, TEMPLE, Board

# Phases of a turn.
HEAD, MOVE, MAIN, OVER = 0, 1, 2, 3
PHASES = ("head start", "move", "explore", "over")

# Toolbox places: -1 supply, 0 bottom of the table, 1 + track*3 + level-1 on a track.
SUPPLY, BOTTOM = -1, 0

# The kinds of pending sub-decision a turn can wait on (the first item of an entry of `pending`).
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

_FIELDS = (
    "rng", "player_count", "options", "board", "phase", "current", "explorer_at", "rations", "camp_rations",
    "coins", "pathways", "tokens_up", "toolboxes", "ivory_tiles", "blue_tiles", "blue_seen_by", "relics", "stacks",
    "stack_seen_by", "left_in_box", "temple_colour", "relic_on", "relics_collected", "turns_played", "pending",
    "start_location", "start_relic", "trails_travelled", "move_length", "unfamiliar_used", "pathways_before",
    "unfamiliar_mid_chain", "explored", "ended_at_camp", "toolbox_used", "double_vp", "turn_vp", "turn_blue_tiles",
    "last_round", "last_round_seats", "extra_turn_used", "round", "abilities", "head_start_seats", "ration_cap",
    "full_height",
)  # fmt: skip


class RelicState(State):
    """One moment of a Relic Runners game."""

    __slots__ = _FIELDS

    # Every field is set by setup() or clone(); these annotations are the whole state.
    player_count: int
    options: RelicOptions
    board: Board
    phase: int
    current: int  # the seat to act
    explorer_at: list[int]  # per seat, the location of its explorer
    rations: list[int]  # per seat
    camp_rations: int  # ration packs at Base Camp
    coins: list[int]  # per seat, VP coins: hidden from the other seats (§A1)
    pathways: list[int]  # per seat, bitmask of the trails holding its pathways
    tokens_up: int  # bitmask of river trails whose toolbox token is face up
    toolboxes: list[int]  # seat*n_boxes + i -> toolbox place
    ivory_tiles: list[int]  # seat*3 + level-1 -> held ivory tile id or -1
    blue_tiles: list[tuple[int, ...]]  # per seat, held blue tile ids (face down)
    blue_seen_by: list[tuple[int, ...]]  # per seat, who knows each held blue tile (bit per seat)
    relics: list[int]  # seat*4 + relic colour -> count
    stacks: list[tuple[int, ...]]  # per location, tile ids bottom..top
    stack_seen_by: list[tuple[int, ...]]  # per location, who knows each stacked tile (bit per seat)
    left_in_box: list[tuple[int, ...]]  # per (colour, level) pool, tiles left in the box unseen
    temple_colour: list[int]  # temple colour per location, -1 elsewhere
    relic_on: list[int]  # relic colour lying on a shrine, -1 none
    relics_collected: int  # by all seats, for the end of the game (§A8)
    turns_played: list[int]  # per seat
    pending: list[tuple[int, ...]]  # pending sub-decisions (kind first, see above), the last is the first to settle
    start_location: int  # where the turn's move began
    start_relic: int  # the relic lying there when the turn began, -1 none (§A5)
    trails_travelled: int  # bitmask of the trails travelled this turn
    move_length: int  # trails travelled this turn
    unfamiliar_used: bool  # the move took its one unfamiliar trail
    pathways_before: bool  # pathway steps before the unfamiliar trail
    unfamiliar_mid_chain: bool  # the unfamiliar trail was taken inside the chain
    explored: bool
    ended_at_camp: bool  # the move ended at Base Camp, which ends the turn (§A4.3)
    toolbox_used: bool
    double_vp: bool  # shovel L3: this turn's VP are doubled at its end (§A6)
    turn_vp: int  # VP gained this turn
    turn_blue_tiles: tuple[int, ...]  # blue tiles taken this turn (for the double)
    last_round: bool  # the end is triggered (§A8)
    last_round_seats: tuple[int, ...]  # seats still to play the last round
    extra_turn_used: bool  # ivory L1 #6's extra turn was played
    round: int
    abilities: tuple[str, ...]  # ability effect per seat, "" without
    head_start_seats: tuple[int, ...]  # seats still to choose a head start
    ration_cap: list[int]  # per seat
    full_height: list[int]  # stack height per location at setup

    @property
    def players(self) -> int:
        return self.player_count

    @property
    def all_mask(self) -> int:
        return (1 << self.player_count) - 1

    # -- the contract --------------------------------------------------------

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.phase == OVER else (self.current,)

    def clone(self) -> RelicState:
        c = RelicState()
        c.rng = self.rng.clone()
        c.player_count, c.options, c.board = self.player_count, self.options, self.board
        c.phase, c.current = self.phase, self.current
        c.explorer_at, c.rations, c.coins = self.explorer_at[:], self.rations[:], self.coins[:]
        c.pathways, c.camp_rations, c.tokens_up = self.pathways[:], self.camp_rations, self.tokens_up
        c.toolboxes, c.ivory_tiles = self.toolboxes[:], self.ivory_tiles[:]
        c.blue_tiles, c.blue_seen_by = self.blue_tiles[:], self.blue_seen_by[:]
        c.relics, c.stacks, c.stack_seen_by = self.relics[:], self.stacks[:], self.stack_seen_by[:]
        c.left_in_box = self.left_in_box[:]
        c.temple_colour, c.full_height = self.temple_colour, self.full_height  # fixed after setup: shared
        c.relic_on, c.relics_collected = self.relic_on[:], self.relics_collected
        c.turns_played, c.pending = self.turns_played[:], self.pending[:]
        c.start_location, c.start_relic = self.start_location, self.start_relic
        c.trails_travelled, c.move_length = self.trails_travelled, self.move_length
        c.unfamiliar_used, c.pathways_before = self.unfamiliar_used, self.pathways_before
        c.unfamiliar_mid_chain, c.explored = self.unfamiliar_mid_chain, self.explored
        c.ended_at_camp = self.ended_at_camp
        c.toolbox_used, c.double_vp = self.toolbox_used, self.double_vp
        c.turn_vp, c.turn_blue_tiles = self.turn_vp, self.turn_blue_tiles
        c.last_round, c.last_round_seats = self.last_round, self.last_round_seats
        c.extra_turn_used, c.round = self.extra_turn_used, self.round
        c.abilities, c.head_start_seats, c.ration_cap = self.abilities, self.head_start_seats, self.ration_cap
        return c

    def to_data(self) -> dict[str, Any]:
        # Lists are copied (their tuples are immutable), so the snapshot never aliases the state.
        out: dict[str, Any] = {name: getattr(self, name) for name in _FIELDS}
        for name, value in out.items():
            if isinstance(value, list):
                out[name] = value[:]
        out["rng"] = self.rng.to_data()
        out["options"] = self.options.model_dump()
        out["board"] = self.board.data.edition
        return out

    # -- small helpers shared by the rules -------------------------------------

    def toolbox_slots(self, seat: Seat) -> range:
        nb = self.board.n_boxes
        return range(seat * nb, seat * nb + nb)

    def toolbox_places(self, seat: Seat) -> list[int]:
        nb = self.board.n_boxes
        return self.toolboxes[seat * nb : seat * nb + nb]

    def pathways_left(self, seat: Seat) -> int:
        return self.board.n_pathways - self.pathways[seat].bit_count()

    def explorable(self, where: int) -> bool:
        """A ruin or temple that still has tiles (a shrine gives no action, §A5)."""
        return self.board.kind[where] in (RUIN, TEMPLE) and bool(self.stacks[where])


def bits(mask: int) -> list[int]:
    """The set bit positions of `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
