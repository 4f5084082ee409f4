"""The explorers' pathways on the trails: placing one (§A4.2, ivory L2 #4 and #5 of §B3), moving them
(§A6 compass, §B4 purple #6) and a seat's longest chain (§A6 compass L3)."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.gains import gain, take_rations
from agora.games.relic_runners.ivory import discard_ivory, holds
from agora.games.relic_runners.state import PLACE, SHIFT, RelicState, bits


def place_mask(s: RelicState, seat: Seat, anchor: int) -> int:
    """§A4.2 the trails a new pathway may go on: next to `anchor` (-1: anywhere), none of the seat's there."""
    near = s.board.adj_mask[anchor] if anchor >= 0 else s.board.all_trails
    return near & ~s.pathways[seat]  # §A4.2: never two of your pathways on one trail


def place(s: RelicState, seat: Seat, task: tuple[int, ...], arg: str, events: Events) -> None:
    """§A4.2 a pathway placed on trail `arg`, or ivory L2 #4 / #5 used to place two, or anywhere (§B3)."""
    _, count, anchor, _ = task
    if arg == "twice":
        discard_ivory(s, seat, 2, events)
        s.pending.append((PLACE, 2, anchor, 1))
    elif arg == "anywhere":
        discard_ivory(s, seat, 2, events)
        s.pending.append((PLACE, 1, -1, 1))
    else:
        t = s.board.trail_index[arg]
        s.pathways[seat] |= 1 << t
        if events is not None:
            events.append(Event("pathway", {"seat": seat, "trail": arg}))
        if holds(s, seat, 3, 1):
            gain(s, seat, 1, events, "ivory L3: a pathway placed")
        if count > 1:
            s.pending.append((PLACE, count - 1, anchor, 1))


def shift(s: RelicState, seat: Seat, task: tuple[int, ...], arg: str, events: Events) -> None:
    """§A6 a pathway lifted from trail `arg`, or the lifted one put down there (ivory L3 #4 pays the others)."""
    board = s.board
    _, remaining, lifted, no_lift, no_dest = task
    t = board.trail_index[arg]
    if lifted < 0:
        s.pathways[seat] &= ~(1 << t)
        s.pending.append((SHIFT, remaining, t, no_lift, no_dest))
        return
    s.pathways[seat] |= 1 << t
    if events is not None:
        events.append(Event("pathway_moved", {"seat": seat, "from": board.trail_ids[lifted], "to": arg}))
    for other in range(s.player_count):  # §B3 ivory L3 #4
        if other != seat and holds(s, other, 3, 4):
            take_rations(s, other, 1, events)
    if remaining > 1:  # §A6: the second may not be the first, nor go where the first was
        s.pending.append((SHIFT, remaining - 1, -1, 1 << t, 1 << lifted))


def longest_chain(s: RelicState, seat: Seat) -> int:
    """§A6: pathways in the seat's longest continuous chain, never through Base Camp."""
    board = s.board
    mine = s.pathways[seat]
    best = 0

    def walk(here: int, used: int, length: int) -> None:
        nonlocal best
        best = max(best, length)
        if here == board.camp and length:
            return
        for t in board.incident[here]:
            if mine >> t & 1 and not used >> t & 1:
                walk(board.other(t, here), used | 1 << t, length + 1)

    for start in {e for t in bits(mine) for e in board.ends[t]}:
        walk(start, 0, 0)
    return best
