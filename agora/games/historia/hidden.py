"""Hidden information: what a reader cannot know, drawn anew (selections, advisors, deck orders,
drafted leaders, goal tokens)."""

from __future__ import annotations

from agora.core import Rng, Seat
from agora.games.historia.state import DRAFT, GOALS, SELECT, HistoriaState, bits
from agora.games.historia.tables import ADVISOR0, REVOLUTION


def determinize(st: HistoriaState, seat: Seat | None, rng: Rng) -> HistoriaState:
    o = st.clone()
    o.rng = Rng(rng.next_u64())
    if o.goal_pool:  # the face-down goal tokens (the drawn one, being placed, is public)
        rest = list(o.goal_pool[1:] if o.phase == GOALS else o.goal_pool)
        rng.redraw(rest)
        o.goal_pool = o.goal_pool[:1] + tuple(rest) if o.phase == GOALS else tuple(rest)
    if len(o.event_deck) > 2:  # the event deck lies face up: only its top card is known
        rest = list(o.event_deck[1:])
        rng.redraw(rest)
        o.event_deck = o.event_deck[:1] + tuple(rest)
    decks = [list(deck) for deck in o.wonder_decks]
    for era in (1, 2, 3):
        rng.redraw(decks[era])  # nobody knows the order of a deck
    o.wonder_decks = tuple(tuple(deck) for deck in decks)
    _redraw_leaders(o, seat, rng)
    for s in range(st.seats):
        if s == seat:
            down = list(o.advisors_down[s])
            rng.redraw(down)
            o.advisors_down[s] = tuple(down)
        else:
            _redraw_hidden_cards(o, s, rng)
    return o


def _redraw_leaders(st: HistoriaState, reader: int | None, rng: Rng) -> None:
    """The leaders hidden from the reader, redrawn among the places it cannot tell apart.

    A pick stays hidden until its draft ends (GR p.3; §9.3 eras II and III until their era). The reader
    saw the packet at its own turns: a leader drafted between two of its views is one of the cards that
    left the packet meanwhile; one drafted after its last view is among the packet, the leftovers and
    those picks; the decks and the picks before its first view it never saw. A card's back shows its
    era, so cards move only within their era."""
    views = st.packet_seen[reader] if reader is not None else ()
    # the state's tuples are replaced, never changed: the places are lists until the redraw is done
    leader, packet, gone, pick_step = list(st.leader), list(st.packet), list(st.leftover_leaders), list(st.pick_step)
    later = [list(x) for x in st.later_leaders]
    leader_decks = [list(x) for x in st.leader_decks]
    groups: dict[tuple[int, int], list[tuple[list[int], int]]] = {}
    era = st.tables.leader_era

    def add(key: int, where: list[int], i: int) -> None:
        groups.setdefault((key, era[where[i]]), []).append((where, i))

    def picked(where: list[int], i: int) -> None:
        add(sum(1 for v in views if v < pick_step[where[i]]), where, i)

    for s in range(st.seats):
        if s == reader:
            continue
        if st.phase == DRAFT and leader[s] >= 0:
            picked(leader, s)
        for k in (0, 1):
            if later[s][k] >= 0:
                picked(later[s], k)
    for where in (packet, gone):
        for i in range(len(where)):
            add(len(views), where, i)
    for e in (1, 2, 3):
        for i in range(len(leader_decks[e])):
            add(0, leader_decks[e], i)
    for places in groups.values():
        cards = [where[i] for where, i in places]
        steps = [pick_step[x] for x in cards]
        rng.redraw(cards)
        for (where, i), x, step in zip(places, cards, steps, strict=True):
            where[i] = x
            pick_step[x] = step  # when a place was filled stays known
    st.leader, st.packet, st.leftover_leaders = tuple(leader), tuple(packet), tuple(gone)
    st.pick_step = tuple(pick_step)
    st.later_leaders = tuple(tuple(x) for x in later)
    st.leader_decks = tuple(tuple(x) for x in leader_decks)


def _redraw_hidden_cards(st: HistoriaState, s: int, rng: Rng) -> None:
    """Another seat's advisors in hand, its face-down deck and its secret selection, drawn anew."""
    secret = st.phase == SELECT
    picked = st.selected[s] if secret else ()
    unknown = [*st.advisors[s], *(c - ADVISOR0 for c in picked if c >= ADVISOR0), *st.advisors_down[s]]
    rng.redraw(unknown)
    in_hand = len(st.advisors[s]) + sum(1 for c in picked if c >= ADVISOR0)
    advisors, st.advisors_down[s] = tuple(unknown[:in_hand]), tuple(unknown[in_hand:])
    if not secret or not picked:
        st.advisors[s] = advisors
        return
    hand = st.hand[s] | sum(1 << c for c in picked if c < ADVISOR0)
    pool = [a for a in bits(hand) if a != REVOLUTION or len(st.discards[s]) >= 3]
    pool += [ADVISOR0 + x for x in advisors]
    rng.redraw(pool)
    st.selected[s] = tuple(pool[: len(picked)])
    chosen = set(st.selected[s])
    st.hand[s] = hand & ~sum(1 << c for c in chosen if c < ADVISOR0)
    st.advisors[s] = tuple(x for x in advisors if ADVISOR0 + x not in chosen)
