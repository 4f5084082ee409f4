"""Wonders (§6.1, GR p.9): the row, which wonders may be activated, activation and destruction."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import leaders, progress
from agora.games.historia.state import DESTROY, HistoriaState, with_item, without
from agora.games.historia.tables import ON_ACTION, ON_DESTROY


def draw_wonders(st: HistoriaState, era: int) -> list[int]:
    """§3.2 / §7 New wonders (GR p.3, p.7): players + 2 wonders off the era's deck."""
    deck = st.wonder_decks[era]
    st.wonder_decks = with_item(st.wonder_decks, era, deck[st.seats + 2:])
    return list(deck[: st.seats + 2])


def eligible(st: HistoriaState, s: int, trigger: int) -> list[int]:
    """§6.1 (GR p.9) the wonders of s that may be activated after a card with this trigger (an action or -1)."""
    t = st.tables
    blocked = st.turned | st.fresh_wonders
    out = []
    for w in st.wonders[s]:
        if blocked >> w & 1:
            continue
        kind, on = t.wonder_kind[w], t.wonder_on[w]
        if kind == ON_ACTION:
            ok = on == trigger  # §6.1 triggered by the action even if it had no effect
        elif kind == ON_DESTROY:
            ok = len(st.wonders[s]) > on  # §6.1 a wonder cannot destroy itself
        else:
            ok = _majority(st, s, on)
        if ok:
            out.append(w)
    return out


def _majority(st: HistoriaState, s: int, m: int) -> bool:
    """§6.1 (GR p.9, p.11) a strict majority among the players (Civbots ignored); a tie fails."""
    mine = leaders.measure(st, s, m)
    return all(leaders.measure(st, c, m) < mine for c in range(st.seats) if c != s)


def activate(st: HistoriaState, s: int, w: int, events: Events) -> int | None:
    """§6.1 (GR p.9) a wonder turned 90° gives its bonus (not again until Recover wonders); a destroy wonder
    first asks which wonders to destroy. The trigger of the card it followed once done, else None."""
    st.turned |= 1 << w
    if events is not None:
        events.append(Event("activate", {"seat": s, "wonder": st.tables.wonder_ids[w]}))
    if st.tables.wonder_kind[w] == ON_DESTROY:
        st.task = (DESTROY, w, st.tables.wonder_on[w], st.task[1])
        return None
    progress.gain(st, s, st.tables.wonder_bonus[w], events)
    trigger: int = st.task[1]
    return trigger


def destroy(st: HistoriaState, s: int, x: int, events: Events) -> int | None:
    """§6.1 (GR p.9) one of the own wonders a destroy wonder asks for leaves the game; after the last, its bonus.
    The trigger of the card it followed once done, else None."""
    _, w, left, trigger = st.task
    st.wonders[s] = without(st.wonders[s], x)
    st.turned &= ~(1 << x)
    if events is not None:
        events.append(Event("destroy", {"seat": s, "wonder": st.tables.wonder_ids[x]}))
    if left > 1:
        st.task = (DESTROY, w, left - 1, trigger)
        return None
    progress.gain(st, s, st.tables.wonder_bonus[w], events)
    return trigger
