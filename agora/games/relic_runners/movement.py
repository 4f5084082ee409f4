"""§A4.1 the move: one trail at a time, one unfamiliar trail and one chain of the explorer's pathways
before or after it, each trail once, never ending where it began; and the move's end: tokens
flipped (§A7.2), a relic expedition (§A5), the free resupply at Base Camp that ends the turn (§A4.3)."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.expeditions import finish_expedition
from agora.games.relic_runners.gains import take_rations
from agora.games.relic_runners.ivory import discard_ivory, holds
from agora.games.relic_runners.state import CLIMB, FLIP, MAIN, RelicState
from agora.games.relic_runners.toolboxes import flip_travelled


def middle_ok(s: RelicState, seat: Seat) -> bool:
    # §B3 ivory L2 #1 (single use) or the heiress's permanent version (§B6, designed)
    return s.abilities[seat] == "trailblazer" or holds(s, seat, 2, 1)


def step(
    s: RelicState, seat: Seat, t: int, here: int, moved: int, unfam: bool, before: bool, middle: bool
) -> tuple[int, bool, bool, bool] | None:
    """§A4.1: travelling trail `t` from `here`; the new (place, unfam, before, middle) or None."""
    if moved >> t & 1:
        return None  # each trail once per turn
    if s.paths[seat] >> t & 1:
        if unfam:
            if before and not middle_ok(s, seat):
                return None  # a chain before AND after the unfamiliar trail
            middle = middle or before
        else:
            before = True
    elif unfam:
        return None  # one unfamiliar trail per turn
    else:
        unfam = True
    a, b = s.board.ends[t]
    return (b if a == here else a), unfam, before, middle


def may_stop(s: RelicState, here: int, unfam: bool) -> bool:
    # §A4.1: never end where you started; §A9.2 option for pathway-only moves
    return here != s.start_loc and (unfam or s.opts.pathway_only_move)


def finishable(s: RelicState, seat: Seat, here: int, moved: int, unfam: bool, before: bool, middle: bool) -> bool:
    """§A4.1 whether a legal end of move is still reachable (so no move can get stuck)."""
    if may_stop(s, here, unfam):
        return True
    for t in s.board.incident[here]:
        r = step(s, seat, t, here, moved, unfam, before, middle)
        if r is None:
            continue
        there, u, b, m = r
        if there == s.board.camp:
            if may_stop(s, there, u):
                return True
        elif finishable(s, seat, there, moved | 1 << t, u, b, m):
            return True
    return False


def go_ok(s: RelicState, seat: Seat, t: int) -> bool:
    """§A4.1 whether trail `t` may be travelled now, the move still able to end legally."""
    here = s.loc[seat]
    r = step(s, seat, t, here, s.moved, s.unfam, s.before, s.middle)
    if r is None:
        return False
    there, u, b, m = r
    if there == s.board.camp:  # §A4.1: Base Camp stops the move
        return may_stop(s, there, u)
    return finishable(s, seat, there, s.moved | 1 << t, u, b, m)


def go(s: RelicState, seat: Seat, t: int, events: Events) -> None:
    """§A4.1 one trail travelled; Base Camp stops the move."""
    here = s.loc[seat]
    r = step(s, seat, t, here, s.moved, s.unfam, s.before, s.middle)
    assert r is not None
    there, s.unfam, s.before, s.middle = r
    s.moved |= 1 << t
    s.steps += 1
    s.loc[seat] = there
    if events is not None:
        events.append(Event("go", {"seat": seat, "trail": s.board.trail_ids[t], "to": s.board.loc_ids[there]}))
    if here == s.board.camp and holds(s, seat, 3, 6):
        s.todo.append((FLIP, 1, 0, 0))  # §B3 ivory L3 #6: leaving Base Camp flips a token (must)
    if there == s.board.camp:
        end_move(s, seat, events)  # §A4.1: Base Camp stops the move


def end_move(s: RelicState, seat: Seat, events: Events) -> None:
    """§A4.1 the move's end: tokens flipped (§A7.2), an expedition (§A5), Base Camp (§A4.3)."""
    board = s.board
    if s.middle and s.abilities[seat] != "trailblazer":
        discard_ivory(s, seat, 2, events)  # ivory L2 #1 was needed for this move
    steps = flip_travelled(s, seat, events)  # §A7.2: one step a token flipped
    s.phase = MAIN
    here = s.loc[seat]
    finish_expedition(s, seat, here, events)  # §A5
    if here == board.camp:  # §A4.3: free resupply, and the turn ends
        bonus = 1 if holds(s, seat, 3, 5) else 0  # ivory L3 #5
        take_rations(s, seat, board.data.counts.camp_resupply + bonus, events)
        s.ended_camp = True
    if steps:
        s.todo.append((CLIMB, steps))
