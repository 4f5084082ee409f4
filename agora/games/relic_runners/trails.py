"""The map as Relic Runners' bots read it: which locations and relic runs one legal move can reach
(§A4.1: at least one trail, one unfamiliar trail and one chain of the explorer's own pathways before or
after it, each trail once, never through Base Camp). Pure graph search over trails, with the answers kept on
the map, since search asks the same ones many times over; bot.py values what it finds."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple, TypeVar

from agora.games.relic_runners.tables import Board

K = TypeVar("K")
V = TypeVar("V")

# The most answers a cache on the map holds before it is emptied: a bound, for very long runs.
KEPT = 100_000


@dataclass(frozen=True)
class Trails:
    """The map as the expedition search needs it: trail ends and trails per location, and
    the expeditions already worked out on it (search asks the same ones many times over)."""

    ends: tuple[tuple[int, int], ...]
    incident: tuple[tuple[int, ...], ...]
    camp: int
    known: dict[tuple[int, int, int, Move | None], int] = field(default_factory=dict, compare=False, repr=False)
    reach: dict[tuple[int, int], int] = field(default_factory=dict, compare=False, repr=False)
    runnable: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = field(default_factory=dict, compare=False,
                                                                         repr=False)
    away: dict[tuple[int, int], list[int]] = field(default_factory=dict, compare=False, repr=False)
    short: dict[tuple[int, tuple[int, ...]], tuple[tuple[int, int], ...]] = field(default_factory=dict, compare=False,
                                                                      repr=False)
    lay: dict[tuple[int, tuple[int, ...], int, tuple[bool, ...], float, int, float], tuple[float, ...]] = field(
        default_factory=dict, compare=False, repr=False)
    laid: dict[tuple[int, tuple[int, ...], int], tuple[tuple[tuple[int, int], ...], ...]] = field(
        default_factory=dict, compare=False, repr=False)
    toward: dict[tuple[int, int], list[int]] = field(default_factory=dict, compare=False, repr=False)
    put: dict[tuple[int, int, tuple[int, ...], tuple[bool, ...]], int] = field(default_factory=dict, compare=False,
                                                                             repr=False)

    @staticmethod
    def keep(cache: dict[K, V], key: K, value: V) -> V:
        """`value` stored under `key` in one of the map's caches (emptied first once past KEPT
        entries), and returned."""
        if len(cache) > KEPT:
            cache.clear()
        cache[key] = value
        return value


class Move(NamedTuple):
    """The explorer's move in progress (§A4.1): where it began, the trails
    travelled (a bitmask), whether the unfamiliar one was among them, and
    whether a chain of its pathways came before it."""

    start: int
    used: int
    unfamiliar: bool
    before: bool


@cache
def trails_of_board(board: Board) -> Trails:
    """The board's trails as the move search reads them (§A4.1: a move travels trails between locations)."""
    return Trails(tuple(board.ends), tuple(tuple(ts) for ts in board.incident), board.camp)


@cache
def trails_of_view(locations: tuple[tuple[str, str], ...], ends: tuple[tuple[str, str], ...]) -> Trails:
    """The trails as a view shows them, read as `trails_of_board` reads the board's (§A4.1)."""
    index = {lid: i for i, (lid, _) in enumerate(locations)}
    pairs = tuple((index[a], index[b]) for a, b in ends)
    incident = tuple(tuple(t for t, (a, b) in enumerate(pairs) if i in (a, b)) for i in range(len(locations)))
    camp = next(i for i, (_, kind) in enumerate(locations) if kind == "camp")
    return Trails(pairs, incident, camp)


def longest_expedition(trails: Trails, here: int, mine: int, targets: int, under: Move | None = None) -> int:
    """The most trails of one legal move (§A4.1: one unfamiliar trail, one chain
    of the explorer's pathways before or after it, each trail once, never
    through Base Camp) from `here` to a location in the bitmask `targets`; 0 if none.
    `under` is the move so far when the explorer is already on its way."""
    key = (here, mine, targets, under)
    found = trails.known.get(key)
    if found is not None:
        return found
    best = 0

    def walk(at: int, used: int, unfamiliar: bool, before: bool, length: int) -> None:
        nonlocal best
        if length and targets >> at & 1:
            best = max(best, length)
        for t in trails.incident[at]:
            if used >> t & 1:
                continue
            if mine >> t & 1:
                if unfamiliar and before:
                    continue  # a chain before and after the unfamiliar trail
                b = before or not unfamiliar
                u = unfamiliar
            elif unfamiliar:
                continue  # one unfamiliar trail a move
            else:
                u, b = True, before
            a, z = trails.ends[t]
            there = z if a == at else a
            if there != trails.camp:  # Base Camp stops the move, and holds no relic
                walk(there, used | 1 << t, u, b, length + 1)

    if under is None:
        walk(here, 0, False, False, 0)
    else:
        walk(here, under.used, under.unfamiliar, under.before, under.used.bit_count())
    return trails.keep(trails.known, key, best)


def reachable(trails: Trails, here: int, mine: int) -> int:
    """The locations (a bitmask) where one legal move from `here` can end (§A4.1: at least one
    trail, one unfamiliar trail and one chain of the explorer's pathways before or after it,
    each trail once, stopping at Base Camp, never back where it began)."""
    found = trails.reach.get((here, mine))
    if found is not None:
        return found
    ends = 0

    def walk(at: int, used: int, unfamiliar: bool, before: bool) -> None:
        nonlocal ends
        if used:
            ends |= 1 << at
            if at == trails.camp:
                return
        for t in trails.incident[at]:
            if used >> t & 1:
                continue
            if mine >> t & 1:
                if unfamiliar and before:
                    continue
                b, u = before or not unfamiliar, unfamiliar
            elif unfamiliar:
                continue
            else:
                u, b = True, before
            a, z = trails.ends[t]
            walk(z if a == at else a, used | 1 << t, u, b)

    walk(here, 0, False, False)
    return trails.keep(trails.reach, (here, mine), ends & ~(1 << here))


def unfamiliar_trails(trails: Trails, start: int, mine: int) -> list[int]:
    """Per location, the fewest trails that are not the explorer's pathways on a way from `start`
    there that never passes through Base Camp (a large number where there is none): a move takes one
    such trail (§A4.1)."""
    far = len(trails.ends) + 1
    dist = [far] * len(trails.incident)
    dist[start] = 0
    spread(trails, mine, dist, [start], start)
    return dist


def spread(trails: Trails, mine: int, dist: list[int], queue: list[int], start: int = -1) -> None:
    """§A4.1 Lower `dist` (the fewest trails not in `mine` to each location) outwards from the queued
    locations, never on through Base Camp unless it is `start` (a move stops there): a Dijkstra on
    0/1 costs, small enough to relax by a queue pass."""
    links, camp = links_of(trails.ends, len(trails.incident)), trails.camp
    for at in queue:
        if at == camp and at != start:
            continue
        here = dist[at]
        for t, there in links[at]:
            d = here + (0 if mine >> t & 1 else 1)
            if d < dist[there]:
                dist[there] = d
                queue.append(there)


@cache
def links_of(ends: tuple[tuple[int, int], ...], locations: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per location, each trail from it and the location at its other end (§A4.1: a move travels trails
    between locations; the ways' searches read these)."""
    out: list[list[tuple[int, int]]] = [[] for _ in range(locations)]
    for t, (a, z) in enumerate(ends):
        out[a].append((t, z))
        out[z].append((t, a))
    return tuple(tuple(links) for links in out)


def runnable(trails: Trails, mine: int, relic_on: tuple[int, ...]) -> tuple[int, ...]:
    """The shrines whose relic has a partner of its colour that one legal move from there could
    reach over the explorer's pathways (§A5, §A4.1: one unfamiliar trail, one chain before or after
    it; counting the fewest unfamiliar trails alone let a chain on both sides count, and bots
    hovered for hundreds of rounds by a run no move could make)."""
    found = trails.runnable.get((mine, relic_on))
    if found is not None:
        return found
    shrines = []
    for x, colour in enumerate(relic_on):
        partners = sum(1 << y for y, c in enumerate(relic_on) if c == colour and y != x) if colour >= 0 else 0
        if partners and longest_expedition(trails, x, mine, partners):
            shrines.append(x)
    return trails.keep(trails.runnable, (mine, relic_on), tuple(shrines))


# `pathways_short` where no relic run can start: more pathways than any explorer has.
FAR = 99


def pathways_short(trails: Trails, mine: int, relic_on: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Per shrine whose relic has a partner, its location and the fewest pathways the explorer would
    still have to lay for a relic run from it (§A5): 0 where one legal move already reaches a partner
    (`runnable`), else at least 1: the trails not its own on a way to a partner, all but one unfamiliar
    trail at either end of the way (§A4.1: one chain of pathways, before or after it), never through
    Base Camp; left out where no way joins them. (The way is not checked for a trail used twice: a
    bound, cheap enough for search.)"""
    key = (mine, relic_on)
    found = trails.short.get(key)
    if found is not None:
        return found
    ready = runnable(trails, mine, relic_on)
    short = [FAR] * len(trails.incident)
    for x, colour in enumerate(relic_on):
        if colour < 0:
            continue
        if x in ready:
            short[x] = 0
            continue
        from_x = away_from(trails, x, mine)
        for y, c in enumerate(relic_on):
            if c != colour or y == x:
                continue
            from_y = away_from(trails, y, mine)
            for at, way in ((y, from_x), (x, from_y)):  # the unfamiliar trail last, or first
                for t in trails.incident[at]:
                    a, z = trails.ends[t]
                    near = z if a == at else a
                    if near != trails.camp and way[near] < short[x]:
                        short[x] = max(1, way[near])
    return trails.keep(trails.short, key, tuple((x, need) for x, need in enumerate(short) if need < FAR))


def laid_short(trails: Trails, mine: int, relic_on: tuple[int, ...], sites: int) -> tuple[tuple[tuple[int, int], ...],
                                                                                         ...]:
    """Per location in the bitmask `sites` (the ruins with tiles left), `short_through` the trails beside
    it: what a run would lack once the explorer explores there and lays its pathway on the trail beside it
    that suits that run best (§A4.2). Kept on the map (search asks the same ones many times over)."""
    key = (mine, relic_on, sites)
    found = trails.laid.get(key)
    if found is not None:
        return found
    camp, ends = trails.camp, trails.ends
    beside: dict[int, list[int]] = {}
    while sites:
        r = (sites & -sites).bit_length() - 1
        sites &= sites - 1
        # §A4.2 beside the ruin, never on a trail of one's own; one to Base Camp joins no shrines (§A4.1)
        trail_set = [t for t in trails.incident[r] if not mine >> t & 1 and camp not in ends[t]]
        if trail_set:
            beside[r] = trail_set
    out: list[tuple[tuple[int, int], ...]] = [()] * len(trails.incident)
    for r, runs in short_through(trails, mine, relic_on, beside).items():
        out[r] = runs
    return trails.keep(trails.laid, key, tuple(out))


def short_through(trails: Trails, mine: int, relic_on: tuple[int, ...],
                  choices: dict[int, list[int]]) -> dict[int, tuple[tuple[int, int], ...]]:
    """Per choice (a key and the trails one more pathway could go on), each shrine with a partner of its
    relic and the fewest pathways a run from it would still lack with that pathway on the trail that
    suits that run best, counted as `pathways_short` counts them (0: one move would reach the partner).
    A pathway on trail (u, v) makes a way through it cost the way to u and on from v (or the reverse),
    worked out from the ways without it: no search a trail (trails to Base Camp left out, §A4.1)."""
    camp, ends = trails.camp, trails.ends
    partners = {x: [y for y, c in enumerate(relic_on) if c == colour and y != x]
                for x, colour in enumerate(relic_on) if colour >= 0}
    shrines = [x for x, ys in partners.items() if ys]
    if not shrines or not choices:
        return {}
    dist = {x: away_from(trails, x, mine) for x in shrines}
    # to_near[q][p]: the fewest trails not the explorer's from p to a location next to shrine q
    to_near = {x: toward(trails, x, mine) for x in shrines}
    pairs = [(x, [(p, q) for y in partners[x] for p, q in ((x, y), (y, x))]) for x in shrines]
    out = {}
    for key, trail_set in choices.items():
        found = []
        for x, ways in pairs:
            need = FAR
            for p, q in ways:  # from x or to it: the unfamiliar trail last, or first
                last = to_near[q]
                best = last[p]
                d = dist[p]
                for t in trail_set:
                    u, v = ends[t]
                    if camp != u and camp != v:
                        best = min(best, d[u] + last[v], d[v] + last[u])
                if best < need:
                    need = best
            found.append((x, need))
        out[key] = tuple(found)
    return out


def toward(trails: Trails, shrine: int, mine: int) -> list[int]:
    """Per location, the fewest trails not the explorer's on a way from there to a location next to
    `shrine` (one trail from it: the unfamiliar one, §A4.1), never through Base Camp; a large number
    where there is none. Kept on the map (search asks the same ones many times over)."""
    key = (shrine, mine)
    found = trails.toward.get(key)
    if found is not None:
        return found
    far = len(trails.ends) + 1
    dist = [far] * len(trails.incident)
    links, camp = links_of(trails.ends, len(trails.incident)), trails.camp
    queue = []
    for _, there in links[shrine]:
        if there != camp:
            dist[there] = 0
            queue.append(there)
    spread(trails, mine, dist, queue)  # from every location next to the shrine at once
    return trails.keep(trails.toward, key, dist)


def away_from(trails: Trails, here: int, mine: int) -> list[int]:
    """`unfamiliar_trails` from `here` (§A4.1), kept on the map (search asks the same ones many times over)."""
    away = trails.away.get((here, mine))
    if away is None:
        away = trails.keep(trails.away, (here, mine), unfamiliar_trails(trails, here, mine))
    return away
