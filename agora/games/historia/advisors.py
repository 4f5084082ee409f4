"""National advisors (§6.3, GR p.8–9): drawn or chosen, and the deck turned face down again."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia.state import HistoriaState, with_item, without


def draw_advisor(st: HistoriaState, s: int, events: Events) -> None:
    """§6.3 (GR p.8–9) a new advisor: the top of the face-down deck (§9.3 advanced rules: chosen after the action)."""
    if st.opts.advanced_draft:  # §9.3 the player chooses among its face-down advisors, after the action
        if st.advisors_down[s]:
            st.advisors_owed = with_item(st.advisors_owed, s, st.advisors_owed[s] + 1)
        return
    if not st.advisors_down[s]:  # every advisor is in hand
        return
    x = st.advisors_down[s][0]  # §6.3 draw the top advisor
    st.advisors_down[s] = st.advisors_down[s][1:]
    st.advisors[s] += (x,)
    if events is not None:
        drawn = {"seat": s, "advisor": st.tables.advisor_ids[x]}
        events.append(Event("advisor drawn", drawn, frozenset((s,)), reveal=True))
    if events is not None:
        events.append(Event("draws advisor", {"seat": s}))
    face_down_again(st, s, events)


def choose_advisor(st: HistoriaState, s: int, x: int, events: Events) -> None:
    """§9.3 (GR p.12) advanced rules: the advisor owed is chosen among the face-down ones."""
    st.advisors_down[s] = without(st.advisors_down[s], x)
    st.advisors[s] += (x,)
    st.advisors_owed = with_item(st.advisors_owed, s, st.advisors_owed[s] - 1)
    if events is not None:
        events.append(Event("advisor drawn", {"seat": s, "advisor": st.tables.advisor_ids[x]}, frozenset((s,))))
    if events is not None:
        events.append(Event("draws advisor", {"seat": s}))
    face_down_again(st, s, events)
    if not st.advisors_down[s]:
        st.advisors_owed = with_item(st.advisors_owed, s, 0)  # nothing left to draw


def face_down_again(st: HistoriaState, s: int, events: Events) -> None:
    """GR p.9 whenever the top of the advisor deck is face up (only face-up advisors left), it is shuffled
    face down again (§9.3: turned face down)."""
    if not st.advisors_down[s] and st.advisors_up[s]:
        _reshuffle(st, s, events)


def _reshuffle(st: HistoriaState, s: int, events: Events) -> None:
    """GR p.9 the face-up advisors shuffled into a face-down deck."""
    deck = list(st.advisors_up[s])
    st.advisors_up[s] = ()
    st.rng.shuffle(deck)
    st.advisors_down[s] = tuple(deck)
    if events is not None:
        events.append(Event("advisors shuffled", {"seat": s}))
