"""The Relic Runners state: its flat fields and their copying.

This module holds what a moment of the game *is* (and the kinds of sub-decision it can wait on):
setup.py makes the first one,
rules.py the rest, hidden.py redraws what a reader cannot know, view.py shows it;
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

# The kinds of pending sub-decision a turn can wait on (the first item of an entry of `todo`).
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
    "rng", "players_n", "opts", "board", "phase", "current", "loc", "rations", "camp_rations", "coins",
    "paths", "tokens", "boxes", "ivory", "blue", "blue_known", "relics", "stacks", "known", "boxed",
    "colour", "relic_on", "collected", "turns", "todo", "start_loc", "start_relic", "moved", "steps",
    "unfam", "before", "middle", "explored", "ended_camp", "tool_used", "double", "turn_vp",
    "turn_blue", "triggered", "final", "extra_used", "round", "abilities", "head_pending", "cap",
    "full_height",
)  # fmt: skip


class RelicState(State):
    """One moment of a Relic Runners game."""

    __slots__ = _FIELDS

    # Every field is set by setup() or clone(); these annotations are the whole state.
    players_n: int
    opts: RelicOptions
    board: Board
    phase: int
    current: int
    loc: list[int]  # per seat
    rations: list[int]
    camp_rations: int
    coins: list[int]  # hidden from the other seats (§A1)
    paths: list[int]  # bitmask of trails holding the seat's pathways
    tokens: int  # bitmask of river trails whose toolbox token is face up
    boxes: list[int]  # seat*n_boxes + i -> toolbox place
    ivory: list[int]  # seat*3 + level-1 -> held ivory tile id or -1
    blue: list[tuple[int, ...]]  # per seat, held blue tile ids (face down)
    blue_known: list[tuple[int, ...]]  # per seat, who knows each held blue tile (bit per seat)
    relics: list[int]  # seat*4 + relic colour -> count
    stacks: list[tuple[int, ...]]  # per location, tile ids bottom..top
    known: list[tuple[int, ...]]  # per location, who knows each stacked tile
    boxed: list[tuple[int, ...]]  # per (colour, level) pool, tiles left in the box unseen
    colour: list[int]  # temple colour per location, -1 elsewhere
    relic_on: list[int]  # relic colour lying on a shrine, -1 none
    collected: int
    turns: list[int]  # turns played per seat
    todo: list[tuple[int, ...]]  # pending sub-decisions, last is first
    start_loc: int
    start_relic: int
    moved: int  # trails travelled this turn
    steps: int
    unfam: bool
    before: bool  # pathway steps before the unfamiliar trail
    middle: bool  # the unfamiliar trail was taken inside the chain
    explored: bool
    ended_camp: bool
    tool_used: bool
    double: bool
    turn_vp: int
    turn_blue: tuple[int, ...]  # blue tiles taken this turn (for the double)
    triggered: bool
    final: tuple[int, ...]  # seats still to play the last round
    extra_used: bool
    round: int
    abilities: tuple[str, ...]  # ability effect per seat, "" without
    head_pending: tuple[int, ...]  # seats still to choose a head start
    cap: list[int]  # ration cap per seat
    full_height: list[int]  # stack height per location at setup

    @property
    def players(self) -> int:
        return self.players_n

    @property
    def all_mask(self) -> int:
        return (1 << self.players_n) - 1

    # -- the contract --------------------------------------------------------

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.phase == OVER else (self.current,)

    def clone(self) -> RelicState:
        c = RelicState()
        c.rng = self.rng.clone()
        c.players_n, c.opts, c.board = self.players_n, self.opts, self.board
        c.phase, c.current = self.phase, self.current
        c.loc, c.rations, c.coins, c.paths = self.loc[:], self.rations[:], self.coins[:], self.paths[:]
        c.camp_rations, c.tokens = self.camp_rations, self.tokens
        c.boxes, c.ivory, c.blue, c.blue_known = self.boxes[:], self.ivory[:], self.blue[:], self.blue_known[:]
        c.relics, c.stacks, c.known, c.boxed = self.relics[:], self.stacks[:], self.known[:], self.boxed[:]
        c.colour, c.full_height = self.colour, self.full_height  # fixed after setup: shared
        c.relic_on, c.collected, c.turns, c.todo = self.relic_on[:], self.collected, self.turns[:], self.todo[:]
        c.start_loc, c.start_relic, c.moved, c.steps = self.start_loc, self.start_relic, self.moved, self.steps
        c.unfam, c.before, c.middle = self.unfam, self.before, self.middle
        c.explored, c.ended_camp, c.tool_used, c.double = self.explored, self.ended_camp, self.tool_used, self.double
        c.turn_vp, c.turn_blue = self.turn_vp, self.turn_blue
        c.triggered, c.final, c.extra_used, c.round = self.triggered, self.final, self.extra_used, self.round
        c.abilities, c.head_pending, c.cap = self.abilities, self.head_pending, self.cap
        return c

    def to_data(self) -> dict[str, Any]:
        # Lists are copied (their tuples are immutable), so the snapshot never aliases the state.
        out: dict[str, Any] = {name: getattr(self, name) for name in _FIELDS}
        for name, value in out.items():
            if isinstance(value, list):
                out[name] = value[:]
        out["rng"] = self.rng.to_data()
        out["opts"] = self.opts.model_dump()
        out["board"] = self.board.data.edition
        return out

    # -- small helpers shared by the rules -------------------------------------

    def box_slots(self, seat: Seat) -> range:
        nb = self.board.n_boxes
        return range(seat * nb, seat * nb + nb)

    def box_places(self, seat: Seat) -> list[int]:
        nb = self.board.n_boxes
        return self.boxes[seat * nb : seat * nb + nb]

    def pathways_left(self, seat: Seat) -> int:
        return self.board.n_pathways - self.paths[seat].bit_count()

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
