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
    s: RelicState, seat: Seat, t: int, here: int, travelled: int, unfamiliar: bool, chain_before: bool,
    mid_chain: bool,
) -> tuple[int, bool, bool, bool] | None:
    """§A4.1: travelling trail `t` from `here`; the new (place, unfamiliar, chain_before, mid_chain) or None."""
    if travelled >> t & 1:
        return None  # each trail once per turn
    if s.pathways[seat] >> t & 1:
        if unfamiliar:
            if chain_before and not middle_ok(s, seat):
                return None  # a chain before AND after the unfamiliar trail
            mid_chain = mid_chain or chain_before
        else:
            chain_before = True
    elif unfamiliar:
        return None  # one unfamiliar trail per turn
    else:
        unfamiliar = True
    a, b = s.board.ends[t]
    return (b if a == here else a), unfamiliar, chain_before, mid_chain


def may_stop(s: RelicState, here: int, unfamiliar: bool) -> bool:
    # §A4.1: never end where you started; §A9.2 option for pathway-only moves
    return here != s.start_location and (unfamiliar or s.options.pathway_only_move)


def finishable(
    s: RelicState, seat: Seat, here: int, travelled: int, unfamiliar: bool, chain_before: bool, mid_chain: bool
) -> bool:
    """§A4.1 whether a legal end of move is still reachable (so no move can get stuck)."""
    if may_stop(s, here, unfamiliar):
        return True
    for t in s.board.incident[here]:
        r = step(s, seat, t, here, travelled, unfamiliar, chain_before, mid_chain)
        if r is None:
            continue
        there, u, b, m = r
        if there == s.board.camp:
            if may_stop(s, there, u):
                return True
        elif finishable(s, seat, there, travelled | 1 << t, u, b, m):
            return True
    return False


def go_ok(s: RelicState, seat: Seat, t: int) -> bool:
    """§A4.1 whether trail `t` may be travelled now, the move still able to end legally."""
    here = s.explorer_at[seat]
    r = step(s, seat, t, here, s.trails_travelled, s.unfamiliar_used, s.pathways_before, s.unfamiliar_mid_chain)
    if r is None:
        return False
    there, u, b, m = r
    if there == s.board.camp:  # §A4.1: Base Camp stops the move
        return may_stop(s, there, u)
    return finishable(s, seat, there, s.trails_travelled | 1 << t, u, b, m)


def go(s: RelicState, seat: Seat, t: int, events: Events) -> None:
    """§A4.1 one trail travelled; Base Camp stops the move."""
    here = s.explorer_at[seat]
    r = step(s, seat, t, here, s.trails_travelled, s.unfamiliar_used, s.pathways_before, s.unfamiliar_mid_chain)
    assert r is not None
    there, s.unfamiliar_used, s.pathways_before, s.unfamiliar_mid_chain = r
    s.trails_travelled |= 1 << t
    s.move_length += 1
    s.explorer_at[seat] = there
    if events is not None:
        events.append(Event("go", {"seat": seat, "trail": s.board.trail_ids[t], "to": s.board.loc_ids[there]}))
    if here == s.board.camp and holds(s, seat, 3, 6):
        s.pending.append((FLIP, 1, 0, 0))  # §B3 ivory L3 #6: leaving Base Camp flips a token (must)
    if there == s.board.camp:
        end_move(s, seat, events)  # §A4.1: Base Camp stops the move


def end_move(s: RelicState, seat: Seat, events: Events) -> None:
    """§A4.1 the move's end: tokens flipped (§A7.2), an expedition (§A5), Base Camp (§A4.3)."""
    board = s.board
    if s.unfamiliar_mid_chain and s.abilities[seat] != "trailblazer":
        discard_ivory(s, seat, 2, events)  # ivory L2 #1 was needed for this move
    steps = flip_travelled(s, seat, events)  # §A7.2: one step a token flipped
    s.phase = MAIN
    here = s.explorer_at[seat]
    finish_expedition(s, seat, here, events)  # §A5
    if here == board.camp:  # §A4.3: free resupply, and the turn ends
        bonus = 1 if holds(s, seat, 3, 5) else 0  # ivory L3 #5
        take_rations(s, seat, board.data.counts.camp_resupply + bonus, events)
        s.ended_at_camp = True
    if steps:
        s.pending.append((CLIMB, steps))
