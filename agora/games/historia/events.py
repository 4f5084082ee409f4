"""The Events variant (§9, GR p.11): the event in force, resolved before an action."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import progress
from agora.games.historia.state import HistoriaState


def event_allows(st: HistoriaState, c: int, a: int, events: Events) -> bool:
    """Resolve the event in force before civ c's action a (§9); False if its requirement is not met."""
    t = st.tables
    x = st.event
    on = t.event_on[x]
    if on != -1 and on != a:
        return True
    effect = t.event_effect[x]
    if effect.pay_cubes:  # e.g. Little Ice Age: pay before the action, else it has no effect
        if st.supply[c] < effect.pay_cubes:
            return False
        progress.pay(st, c, effect.pay_cubes)
    if effect.vp:
        st.vp[c] += effect.vp  # negative VP are allowed (GR p.11)
    if events is not None:
        events.append(Event("event applies", {"civ": c, "event": t.event_ids[x]}))
    return True
