"""The turns of a round (§4.2, GR p.5–7): who decides now, the next seat, and the abilities
an action triggers for other seats (§11 Distant Outpost, Scribe Guild)."""

from __future__ import annotations

from agora.core import Events
from agora.games.ancient_world import city, end_of_round
from agora.games.ancient_world.state import ACT, NAME, P_OUTPOST, P_SCRIBE, PICTURE, AncientWorldState


def wait(s: AncientWorldState, kind: int, seat: int, data: list[int]) -> None:
    """§4.2 the decision the game waits for now: its kind, the seat, and what it is about."""
    s.pending, s.pending_seat, s.pending_data = kind, seat, data


def finish(s: AncientWorldState, events: Events) -> None:
    """The acting seat's action is over: offer triggered abilities, then the next seat (§4.2)."""
    if s.queue:
        kind, seat = s.queue.pop(0)
        wait(s, kind, seat, [])
        return
    n, passed = s.player_count, s.passed
    for i in range(1, n + 1):
        p = (s.turn_seat + i) % n
        if not passed[p]:
            s.turn_seat = p
            s.pending, s.pending_seat, s.pending_data = ACT, p, []  # wait(), written out: most steps end here
            return
    s.pending_data = []
    end_of_round.end_round(s, events)


def educate_triggers(s: AncientWorldState, seat: int) -> None:
    """§11 Distant Outpost (player on the right educates) and Scribe Guild (on the left)."""
    n = s.player_count
    right_of = (seat + 1) % n  # the educating seat sits on this owner's right
    left_of = (seat - 1) % n
    if right_of != seat and city.has(s, right_of, "distant_outpost") and any(
            a[NAME] or a[PICTURE] for a in s.armies[right_of]):
        s.queue.append((P_OUTPOST, right_of))
    if left_of != seat and city.has(s, left_of, "scribe_guild") and s.coins[left_of] >= 1:
        s.queue.append((P_SCRIBE, left_of))

