"""What an explorer gains from the supplies: VP coins, kept face down (§A1), and ration packs from
Base Camp (§A4.3). Every rule that pays or feeds an explorer goes through these two."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.state import RelicState


def gain(s: RelicState, seat: Seat, vp: int, events: Events, why: str) -> None:
    """VP coins, kept face down (§A1): only the owner is told the amount's total."""
    if vp <= 0:
        return
    s.coins[seat] += vp
    if seat == s.current:
        s.turn_vp += vp
    if events is not None:
        info = {"seat": seat, "vp": vp, "why": why, "coins": s.coins[seat]}
        events.append(Event("vp", info, to=frozenset({seat})))


def take_rations(s: RelicState, seat: Seat, n: int, events: Events) -> None:
    """Rations from Base Camp, never above the cap (§A4.3) nor more than Base Camp holds (§A9.3)."""
    got = max(0, min(n, s.ration_cap[seat] - s.rations[seat], s.camp_rations))
    if got:
        s.rations[seat] += got
        s.camp_rations -= got
        if events is not None:
            events.append(Event("rations", {"seat": seat, "took": got, "now": s.rations[seat]}))
