"""Leaders (§3.9, §6.2; GR p.3, p.7, p.9): the drafts, and the measures a leader's conditions count
(wonders and Governance count them too)."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia.state import DRAFT, HistoriaState, bits, with_item, without


def open_draft(st: HistoriaState, era: int, drafters: tuple[int, ...], events: Events) -> None:
    """§3.9 / §7 New leaders (GR p.3, p.7): players + 1 leaders of the era (6 at 6 players), passed on."""
    st.packet_seen = ((),) * st.seats  # what a seat saw in an earlier draft is all revealed now
    deck = st.leader_decks[era]
    size = min(st.seats + 1, 6)  # §3.9 players + 1, only 6 with 6 players
    st.packet = deck[:size]
    st.leader_decks = with_item(st.leader_decks, era, deck[size:])
    st.drafters = drafters
    st.phase = DRAFT
    _show_packet(st, events)


def _show_packet(st: HistoriaState, events: Events) -> None:
    """§3.9 (GR p.3) the packet goes to the next drafter, who alone sees it."""
    s = st.current = st.drafters[0]
    st.packet_seen = with_item(st.packet_seen, s, (*st.packet_seen[s], st.draft_step))
    offered = [st.tables.leader_ids[x] for x in sorted(st.packet)]
    if events is not None:
        events.append(Event("leaders offered", {"seat": s, "leaders": offered}, frozenset((s,)), reveal=True))


def draft(st: HistoriaState, s: int, x: int, events: Events) -> bool:
    """§3.9 (GR p.3) a leader kept from the packet, the rest passed on; True when the draft is over."""
    if st.opts.advanced_draft:
        return _snake_pick(st, s, x, events)
    st.leader = with_item(st.leader, s, x)
    st.packet = without(st.packet, x)
    _hidden_pick(st, s, x, events)
    st.drafters = st.drafters[1:]
    if st.drafters:
        _show_packet(st, events)
        return False
    st.packet = ()  # §3.9 leftovers are removed from the game
    reveal_leaders(st, events)
    return True


def _snake_pick(st: HistoriaState, s: int, x: int, events: Events) -> bool:
    """§9.3 (GR p.12) advanced rules: a snake draft of one leader per era; True when it is over."""
    t = st.tables
    era = t.leader_era[x]
    st.packet = without(st.packet, x)
    if era == 1:
        st.leader = with_item(st.leader, s, x)
    else:  # the later leaders stay hidden until their era
        st.later_leaders = with_item(st.later_leaders, s, with_item(st.later_leaders[s], era - 2, x))
    _hidden_pick(st, s, x, events)
    st.drafters = st.drafters[1:]
    if st.drafters:
        _show_packet(st, events)
        return False
    st.leftover_leaders, st.packet = st.packet, ()  # the leftovers leave the game face down
    reveal_leaders(st, events)  # §9.3 the era I leaders are placed face up
    return True


def _hidden_pick(st: HistoriaState, s: int, x: int, events: Events) -> None:
    """§3.9 (GR p.3) a pick stays face down until the draft ends."""
    st.pick_step = with_item(st.pick_step, x, st.draft_step)
    st.draft_step += 1
    if events is not None:
        events.append(Event("leader drafted", {"seat": s, "leader": st.tables.leader_ids[x]}, frozenset((s,))))
    if events is not None:
        events.append(Event("hidden leader drafted", {"seat": s, "era": st.tables.leader_era[x]}))


def reveal_leaders(st: HistoriaState, events: Events) -> None:
    """§3.9 (GR p.3) once every player has a leader, the leaders are placed face up."""
    # GR p.3 step 10: once everyone has a leader, "then" the leaders are placed face up
    if events is not None:
        events.append(Event("leaders revealed", {"leaders": [st.tables.leader_ids[x] for x in st.leader]}, reveal=True))


def measure(st: HistoriaState, c: int, m: int) -> int:
    """§6.2, §6.1, §9.2 a civ's count in a category: tech, military, wonders, territories, alone."""
    if m == 0:
        return st.tech[c]
    if m == 1:
        return st.military[c]
    if m == 2:
        return len(st.wonders[c])
    return on_map(st, c, m, st.where[c])


def on_map(st: HistoriaState, c: int, m: int, where: int) -> int:
    """§6.2 (GR p.9) territories held, or held alone, among `where`."""
    if m == 3:
        return where.bit_count()
    return sum(1 for x in bits(where) if st.occupants[x] == 1 << c)
