"""The map as Relic Runners' bots read it: which locations and relic runs one legal move can reach
(§A4.1: at least one trail, one unfamiliar trail and one chain of the explorer's own pathways before or
after it, each trail once, never through Base Camp). Pure graph search over trails, with the answers kept on
the map, since search asks the same ones many times over; bot.py values what it finds."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from agora.games.relic_runners.tables import Board


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
    if len(trails.known) > 100_000:
        trails.known.clear()  # a bound, for very long runs
    trails.known[key] = best
    return best


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
    ends &= ~(1 << here)
    if len(trails.reach) > 100_000:
        trails.reach.clear()  # a bound, for very long runs
    trails.reach[(here, mine)] = ends
    return ends


def unfamiliar_trails(trails: Trails, start: int, mine: int) -> list[int]:
    """Per location, the fewest trails that are not the explorer's pathways on a way from `start`
    there that never passes through Base Camp (a large number where there is none): a move takes one
    such trail (§A4.1)."""
    far = len(trails.ends) + 1
    dist = [far] * len(trails.incident)
    dist[start] = 0
    queue = [start]
    for at in queue:  # a Dijkstra on 0/1 costs, small enough to relax by a queue pass
        if at == trails.camp and at != start:
            continue
        for t in trails.incident[at]:
            a, z = trails.ends[t]
            there = z if a == at else a
            d = dist[at] + (0 if mine >> t & 1 else 1)
            if d < dist[there]:
                dist[there] = d
                queue.append(there)
    return dist


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
    if len(trails.runnable) > 100_000:
        trails.runnable.clear()  # a bound, for very long runs
    found = tuple(shrines)
    trails.runnable[(mine, relic_on)] = found
    return found


def away_from(trails: Trails, here: int, mine: int) -> list[int]:
    """`unfamiliar_trails` from `here` (§A4.1), kept on the map (search asks the same ones many times over)."""
    away = trails.away.get((here, mine))
    if away is None:
        if len(trails.away) > 100_000:
            trails.away.clear()  # a bound, for very long runs
        away = trails.away[(here, mine)] = unfamiliar_trails(trails, here, mine)
    return away
