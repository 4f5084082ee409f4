"""The Relic Runners state: flat fields, setup, cloning, hidden information.

The rules (legal actions and their effects) live in rules.py, the view in
view.py; this module holds what a moment of the game *is*.
"""

from __future__ import annotations

from typing import Any

from agora.core import Action, Event, Outcome, Rng, Seat, State, View
from agora.games.relic_runners.board import BLUE, IVORY, PURPLE, RUIN, RUIN_TILE, TEMPLE, Board
from agora.games.relic_runners.options import RelicOptions

# Phases of a turn.
HEAD, MOVE, MAIN, OVER = 0, 1, 2, 3
PHASES = ("head start", "move", "explore", "over")

# Toolbox places: -1 supply, 0 bottom of the table, 1 + track*3 + level-1 on a track.
SUPPLY, BOTTOM = -1, 0

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

    # -- setup ---------------------------------------------------------------

    @classmethod
    def setup(cls, opts: RelicOptions, board: Board, seed: int) -> RelicState:
        """§A2: the board, tiles, explorers and supplies for a new game."""
        s = cls.__new__(cls)
        n = opts.players
        counts = board.data.counts
        s.rng = Rng(seed)
        s.players_n, s.opts, s.board = n, opts, board
        s.colour = _temple_colours(opts, board, s.rng)
        levels = counts.temple_levels[str(n)]
        drawn = counts.tiles_drawn_per_level
        s.stacks = [()] * len(board.loc_ids)
        s.known = [()] * len(board.loc_ids)
        s.boxed = [()] * 9
        everyone = (1 << n) - 1
        ruin_tiles = counts.ruin_tiles_per_site[str(n)]
        for r in board.ruins:  # §A2.2: 3 ruin tiles a site, 2 with two players
            s.stacks[r] = (RUIN_TILE,) * ruin_tiles
            s.known[r] = (everyone,) * ruin_tiles
        stack_lists: list[list[int]] = [[] for _ in board.loc_ids]
        for colour in (IVORY, BLUE, PURPLE):
            sites = [t for t in board.temples if s.colour[t] == colour]
            for level in (1, 2, 3):
                pool = board.pools[colour * 3 + level - 1]
                # §A2.3: the first game leaves the red-diamond tiles out.
                eligible = [t for t in pool if not (opts.setup == "first" and board.tile_diamond[t])]
                s.rng.shuffle(eligible)
                used = eligible[:drawn] if level <= levels else []
                s.boxed[colour * 3 + level - 1] = tuple(eligible[len(used) :])
                for site, tile in zip(sites, used, strict=False):
                    stack_lists[site].append(tile)
        for t in board.temples:
            s.stacks[t] = tuple(stack_lists[t])
            # §A2.11: the top purple tile lies face up; all else face down.
            top_public = s.colour[t] == PURPLE
            s.known[t] = tuple(everyone if top_public and i == len(stack_lists[t]) - 1 else 0 for i in range(levels))
        s.full_height = [len(st) for st in s.stacks]
        s.relic_on = [-1] * len(board.loc_ids)
        s.tokens = board.river_mask  # §A2.4
        s.loc = [board.camp] * n  # §A2.7
        s.abilities = tuple(board.abilities[board.seat_colours[p]].effect if opts.abilities else "" for p in range(n))
        s.cap = [counts.max_rations + (1 if a == "big_pack" else 0) for a in s.abilities]
        s.rations = [counts.start_rations] * n  # §A2.9
        per_camp = counts.camp_rations_per_player * n
        s.camp_rations = per_camp if opts.ration_supply == "camp" else counts.total_rations - counts.start_rations * n
        s.coins = [0] * n
        s.paths = [0] * n
        nb = counts.toolboxes
        s.boxes = []
        for p in range(n):  # §A2.8 (and the outfitter's extra toolbox, §B6)
            on_table = counts.start_toolboxes_on_table + (1 if s.abilities[p] == "extra_toolbox" else 0)
            s.boxes.extend(BOTTOM if i < on_table else SUPPLY for i in range(nb))
        s.ivory = [-1] * (3 * n)
        s.blue = [()] * n
        s.blue_known = [()] * n
        s.relics = [0] * (4 * n)
        s.collected = 0
        s.turns = [0] * n
        s.todo = []
        s.triggered, s.final, s.extra_used, s.round = False, (), False, 1
        s.head_pending = tuple(p for p in range(n) if s.abilities[p] == "head_start")
        s.current = 0  # §A2.10: seat 0 stands for the player who last saw a relic
        s.begin_turn(0)
        if s.head_pending:
            s.phase, s.current = HEAD, s.head_pending[0]
        return s

    def begin_turn(self, seat: Seat) -> None:
        """Reset the per-turn fields for `seat` (§A4)."""
        self.current = seat
        self.phase = MOVE
        here = self.loc[seat]
        self.start_loc = here
        self.start_relic = self.relic_on[here]  # §A5: an expedition starts on a shrine with a relic
        self.moved = self.steps = 0
        self.unfam = self.before = self.middle = False
        self.explored = self.ended_camp = self.tool_used = self.double = False
        self.turn_vp = 0
        self.turn_blue = ()

    # -- the contract --------------------------------------------------------

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.phase == OVER else (self.current,)

    def legal(self, seat: Seat) -> list[Action]:
        if self.phase == OVER or seat != self.current:
            return []
        return _rules.legal(self)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        return _rules.apply(self, seat, action)

    def view(self, seat: Seat | None) -> View:
        return _view.view(self, seat)

    def outcome(self) -> Outcome | None:
        return _scoring.outcome(self) if self.phase == OVER else None

    def clone(self) -> RelicState:
        c = RelicState.__new__(RelicState)
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

    def determinize(self, seat: Seat | None, rng: Rng) -> RelicState:
        """Redraw what `seat` cannot know: others' coins, every face-down tile it has
        not seen (stacks, the box, others' blue tiles) and the RNG."""
        d = self.clone()
        d.rng = Rng(rng.next_u64())
        bit = 0 if seat is None else 1 << seat
        for p in range(self.players_n):
            if p != seat:  # coins: only the count of turns played bounds them publicly
                base = self.turn_vp if p == self.current else 0
                d.coins[p] = base + rng.below(4 * self.turns[p] + 1)
        everyone = self.all_mask
        board = self.board
        places: list[list[tuple[int, int, int]]] = [[] for _ in range(9)]  # (where, index, position)
        tiles: list[list[int]] = [[] for _ in range(9)]
        for site in board.temples:
            pool_base = self.colour[site] * 3 - 1
            for i, mask in enumerate(self.known[site]):
                if not (mask & bit or mask == everyone):
                    tile = self.stacks[site][i]
                    places[pool_base + board.tile_level[tile]].append((0, site, i))
                    tiles[pool_base + board.tile_level[tile]].append(tile)
        for pool, boxed in enumerate(self.boxed):
            for i, tile in enumerate(boxed):
                places[pool].append((1, pool, i))
                tiles[pool].append(tile)
        for p in range(self.players_n):
            for i, mask in enumerate(self.blue_known[p]):
                if not (mask & bit or mask == everyone):
                    tile = self.blue[p][i]
                    places[BLUE * 3 - 1 + board.tile_level[tile]].append((2, p, i))
                    tiles[BLUE * 3 - 1 + board.tile_level[tile]].append(tile)
        for pool in range(9):
            if len(tiles[pool]) < 2:
                continue
            drawn = tiles[pool]
            rng.shuffle(drawn)
            for (where, a, i), tile in zip(places[pool], drawn, strict=True):
                if where == 0:
                    d.stacks[a] = _put(d.stacks[a], i, tile)
                elif where == 1:
                    d.boxed[a] = _put(d.boxed[a], i, tile)
                else:
                    d.blue[a] = _put(d.blue[a], i, tile)
        return d

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


def _put(items: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return (*items[:i], value, *items[i + 1 :])


def _temple_colours(opts: RelicOptions, board: Board, rng: Rng) -> list[int]:
    """§A2.3: the colour of each temple site for the chosen setup mode."""
    colours = [-1] * len(board.loc_ids)
    if opts.setup == "first":
        return board.first_layout[:]
    if opts.setup == "random":  # anywhere, 4 of each colour
        bag = [c for c in (IVORY, BLUE, PURPLE) for _ in range(4)]
        rng.shuffle(bag)
        for site, c in zip(board.temples, bag, strict=True):
            colours[site] = c
        return colours
    # basic: one temple of each colour in every quadrant (the schema gives each quadrant 3 sites)
    for quadrant in ("nw", "ne", "se", "sw"):
        trio = [IVORY, BLUE, PURPLE]
        rng.shuffle(trio)
        sites = [t for t in board.temples if board.quadrant[t] == quadrant]
        for site, c in zip(sites, trio, strict=True):
            colours[site] = c
    return colours


# The rule modules import this one; bound last so either import order works.
import agora.games.relic_runners.rules as _rules  # noqa: E402
import agora.games.relic_runners.scoring as _scoring  # noqa: E402
import agora.games.relic_runners.view as _view  # noqa: E402
