"""Hidden information: what a reader cannot know, drawn anew (§A1 coins, face-down tiles)."""

from __future__ import annotations

from agora.core import Rng, Seat
from agora.games.relic_runners.state import RelicState
from agora.games.relic_runners.tables import BLUE

COIN_BOUND = 4  # VP coins a turn can bring at most: the public bound on another explorer's coins
# Another explorer's coins are drawn as the least of this many uniform draws within that bound:
# anything up to it stays possible, but the mean is 4 / (1 + 5) = 0.67 a turn, about what explorers
# gather (72 seats of bot games, `bench/calibration.py --coins --players 2,3,4 --games 8`: 0.09 a
# turn at random, 0.70 easy, 1.03 medium, at most 2.1). One uniform draw's mean, 2 a turn, made
# every other explorer look far ahead (by hundreds of VP in a long game), so a search judged the
# game's end lost unless far ahead: the review gave the winner of a 6-5 game 2% (issue 33).
COIN_DRAWS = 5


def determinize(s: RelicState, seat: Seat | None, rng: Rng) -> RelicState:
    """Redraw what `seat` cannot know: others' coins, every face-down tile it has
    not seen (stacks, the box, others' blue tiles) and the RNG."""
    d = s.clone()
    d.rng = Rng(rng.next_u64())
    bit = 0 if seat is None else 1 << seat
    for p in range(s.player_count):
        if p != seat:  # coins: only the count of turns played bounds them publicly
            base = s.turn_vp if p == s.current else 0
            bound = COIN_BOUND * s.turns_played[p]
            d.coins[p] = base + min(rng.below(bound + 1) for _ in range(COIN_DRAWS))
    everyone = s.all_mask
    board = s.board
    places: list[list[tuple[int, int, int]]] = [[] for _ in range(9)]  # (where, index, position)
    tiles: list[list[int]] = [[] for _ in range(9)]
    for site in board.temples:
        pool_base = s.temple_colour[site] * 3 - 1
        for i, mask in enumerate(s.stack_seen_by[site]):
            if not (mask & bit or mask == everyone):
                tile = s.stacks[site][i]
                places[pool_base + board.tile_level[tile]].append((0, site, i))
                tiles[pool_base + board.tile_level[tile]].append(tile)
    for pool, boxed in enumerate(s.left_in_box):
        for i, tile in enumerate(boxed):
            places[pool].append((1, pool, i))
            tiles[pool].append(tile)
    for p in range(s.player_count):
        for i, mask in enumerate(s.blue_seen_by[p]):
            if not (mask & bit or mask == everyone):
                tile = s.blue_tiles[p][i]
                places[BLUE * 3 - 1 + board.tile_level[tile]].append((2, p, i))
                tiles[BLUE * 3 - 1 + board.tile_level[tile]].append(tile)
    for pool in range(9):
        if len(tiles[pool]) < 2:
            continue
        drawn = tiles[pool]
        rng.redraw(drawn)
        for (where, a, i), tile in zip(places[pool], drawn, strict=True):
            if where == 0:
                d.stacks[a] = _put(d.stacks[a], i, tile)
            elif where == 1:
                d.left_in_box[a] = _put(d.left_in_box[a], i, tile)
            else:
                d.blue_tiles[a] = _put(d.blue_tiles[a], i, tile)
    return d


def _put(items: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return (*items[:i], value, *items[i + 1 :])
