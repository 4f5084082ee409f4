"""§A2 setup: the board, the tiles, the explorers and their supplies for a new game."""

from __future__ import annotations

from agora.core import Rng
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.state import BOTTOM, HEAD, SUPPLY, RelicState
from agora.games.relic_runners.tables import BLUE, IVORY, PURPLE, RUIN_TILE, Board
from agora.games.relic_runners.turn import begin_turn


def setup(opts: RelicOptions, board: Board, seed: int) -> RelicState:
    """§A2: the board, tiles, explorers and supplies for a new game."""
    s = RelicState()
    n = opts.players
    counts = board.data.counts
    s.rng = Rng(seed)
    s.player_count, s.options, s.board = n, opts, board
    s.temple_colour = _temple_colours(opts, board, s.rng)
    levels = counts.temple_levels[str(n)]
    drawn = counts.tiles_drawn_per_level
    s.stacks = [()] * len(board.loc_ids)
    s.stack_seen_by = [()] * len(board.loc_ids)
    s.left_in_box = [()] * 9
    everyone = (1 << n) - 1
    ruin_tiles = counts.ruin_tiles_per_site[str(n)]
    for r in board.ruins:  # §A2.2: 3 ruin tiles a site, 2 with two players
        s.stacks[r] = (RUIN_TILE,) * ruin_tiles
        s.stack_seen_by[r] = (everyone,) * ruin_tiles
    stack_lists: list[list[int]] = [[] for _ in board.loc_ids]
    for colour in (IVORY, BLUE, PURPLE):
        sites = [t for t in board.temples if s.temple_colour[t] == colour]
        for level in (1, 2, 3):
            pool = board.pools[colour * 3 + level - 1]
            # §A2.3: the first game leaves the red-diamond tiles out.
            eligible = [t for t in pool if not (opts.setup == "first" and board.tile_diamond[t])]
            s.rng.shuffle(eligible)
            used = eligible[:drawn] if level <= levels else []
            s.left_in_box[colour * 3 + level - 1] = tuple(eligible[len(used) :])
            for site, tile in zip(sites, used, strict=False):
                stack_lists[site].append(tile)
    for t in board.temples:
        s.stacks[t] = tuple(stack_lists[t])
        # §A2.11: the top purple tile lies face up; all else face down.
        top_public = s.temple_colour[t] == PURPLE
        top = len(stack_lists[t]) - 1
        s.stack_seen_by[t] = tuple(everyone if top_public and i == top else 0 for i in range(levels))
    s.full_height = [len(st) for st in s.stacks]
    s.relic_on = [-1] * len(board.loc_ids)
    s.tokens_up = board.river_mask  # §A2.4
    s.explorer_at = [board.camp] * n  # §A2.7
    s.abilities = tuple(board.abilities[board.seat_colours[p]].effect if opts.abilities else "" for p in range(n))
    s.ration_cap = [counts.max_rations + (1 if a == "big_pack" else 0) for a in s.abilities]
    s.rations = [counts.start_rations] * n  # §A2.9
    per_camp = counts.camp_rations_per_player * n
    s.camp_rations = per_camp if opts.ration_supply == "camp" else counts.total_rations - counts.start_rations * n
    s.coins = [0] * n
    s.pathways = [0] * n
    nb = counts.toolboxes
    s.toolboxes = []
    for p in range(n):  # §A2.8 (and the outfitter's extra toolbox, §B6)
        on_table = counts.start_toolboxes_on_table + (1 if s.abilities[p] == "extra_toolbox" else 0)
        s.toolboxes.extend(BOTTOM if i < on_table else SUPPLY for i in range(nb))
    s.ivory_tiles = [-1] * (3 * n)
    s.blue_tiles = [()] * n
    s.blue_seen_by = [()] * n
    s.relics = [0] * (4 * n)
    s.relics_collected = 0
    s.turns_played = [0] * n
    s.pending = []
    s.last_round, s.last_round_seats, s.extra_turn_used, s.round = False, (), False, 1
    s.head_start_seats = tuple(p for p in range(n) if s.abilities[p] == "head_start")
    s.current = 0  # §A2.10: seat 0 stands for the player who last saw a relic
    begin_turn(s, 0)
    if s.head_start_seats:
        s.phase, s.current = HEAD, s.head_start_seats[0]
    return s


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

