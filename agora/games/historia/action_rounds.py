"""Action rounds (§4.1, GR p.3–4): the secret selection, the reveal, the resolution in turn order
and what follows each card; rounds and eras (§3, GR p.3)."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import actions, advisors, end_of_round, governance, progress, wonders
from agora.games.historia.events import event_allows
from agora.games.historia.state import (
    CHOOSE_ADVISOR,
    GOVERN,
    MODE,
    PICK,
    RESOLVE,
    SELECT,
    WONDER,
    HistoriaState,
    without,
)
from agora.games.historia.tables import ADVISOR0, REVOLUTION, TOURISM


def begin(st: HistoriaState, events: Events) -> None:
    """§4.1 (GR p.3) a new action round: every seat selects its cards at once, in secret."""
    st.phase = SELECT
    st.action_round += 1
    st.governance_asked = 0
    st.revolution = False
    for s in range(st.seats):
        st.selected[s] = ()
        st.done[s] = not select_options(st, s)
    if events is not None:
        events.append(Event("action round", {"era": st.era, "round": st.round, "action_round": st.action_round}))
    if all(st.done):
        _reveal(st, events)


def select_options(st: HistoriaState, s: int) -> list[str]:
    """§4.1 (GR p.3) the cards a seat may still select: up to its card limit, Revolution with 3 cards
    in its row (§5)."""
    chosen = st.selected[s]
    out = []
    if len(chosen) < st.tables.max_cards[st.tech[s]]:
        hand = st.hand[s]
        if len(st.discards[s]) < 3:  # §5 Revolution needs 3 cards in the discard row
            hand &= ~(1 << REVOLUTION)
        out = st.codes.select_hand[hand][:]
        if st.advisors[s]:
            sel = st.codes.select
            out += [sel[ADVISOR0 + x] for x in st.advisors[s]]
    if chosen:
        out.append("done")
    return out


def select(st: HistoriaState, s: int, card: int, events: Events) -> None:
    """§4.1 (GR p.3) a card selected face down; at the card limit the selection is done."""
    if card >= ADVISOR0:
        st.advisors[s] = without(st.advisors[s], card - ADVISOR0)
    else:
        st.hand[s] &= ~(1 << card)
    st.selected[s] += (card,)
    if len(st.selected[s]) >= st.tables.max_cards[st.tech[s]]:
        finish_selection(st, s, events)
    elif events is not None:
        events.append(Event("selects", {"seat": s, "count": len(st.selected[s]), "ready": False}))


def reopen(st: HistoriaState, seat: int) -> None:
    """§4.1 (GR p.3) the cards the other seats selected face down, unseen until the reveal, taken
    back into their hands in a sample (State.reopen): they select again."""
    if st.phase != SELECT:
        return
    for s in range(st.seats):
        if s == seat or not st.selected[s]:
            continue
        for card in st.selected[s]:
            if card >= ADVISOR0:
                st.advisors[s] += (card - ADVISOR0,)
            else:
                st.hand[s] |= 1 << card
        st.selected[s] = ()
        st.done[s] = False  # it had cards to select: it has them again


def finish_selection(st: HistoriaState, s: int, events: Events) -> None:
    """§4.1 (GR p.3) a seat's selection is done; when all are, the cards are revealed."""
    st.done[s] = True
    if events is not None:
        events.append(Event("selects", {"seat": s, "count": len(st.selected[s]), "ready": True}))
    if all(st.done):
        _reveal(st, events)


def _reveal(st: HistoriaState, events: Events) -> None:
    """§4.1 (GR p.3) every seat's cards revealed at once; resolution begins."""
    ids = st.tables.card_ids
    if events is not None:
        cards = [[ids[c] for c in st.selected[s]] for s in range(st.seats)]
        events.append(Event("reveal", {"cards": cards}, reveal=True))
    for s in range(st.seats):
        st.revealed[s] = st.selected[s]
        st.selected[s] = ()
    st.phase, st.order_index = RESOLVE, 0
    next_card(st, events)


def next_card(st: HistoriaState, events: Events) -> None:
    """§4.1 step 3 (GR p.4) the revealed cards are resolved in turn order, each seat ordering its own;
    when all are, a new action round, or the end of the round after a Revolution (§5)."""
    st.fresh_wonders = 0
    while st.order_index < st.seats:
        s = st.order[st.order_index]
        cards = st.revealed[s]
        if cards:
            st.current = s
            if st.opts.governance and not st.governance_asked >> s & 1:
                st.governance_asked |= 1 << s
                if governance.may_govern(st, s):  # Agora ruling: offered at the start of the seat's resolution
                    st.task = (GOVERN,)
                    return
            playable = [c for c in cards if c != REVOLUTION] or list(cards)
            if len(playable) == 1:
                start_card(st, s, playable[0], events)
            else:
                st.task = (PICK,)
            return
        st.order_index += 1
    st.task = ()
    if not st.revolution:
        begin(st, events)
    elif end_of_round.end_of_round(st, events):  # §5 Revolution: this was the last action round of the round
        next_round(st, events)


def start_card(st: HistoriaState, s: int, card: int, events: Events) -> None:
    """§4.1 (GR p.4) one revealed card: an advisor's effect, Revolution, or an action, basic or advanced."""
    st.revealed[s] = without(st.revealed[s], card)
    st.fresh_wonders = 0
    t = st.tables
    if card >= ADVISOR0:
        x = card - ADVISOR0
        effect = t.advisor_effect[x]
        if events is not None:
            events.append(Event("advisor", {"seat": s, "advisor": t.advisor_ids[x]}))
        # GR p.11 an advisor triggers events only with an action symbol: Schliemann's solid Tourism hex
        if effect.tourism and st.event >= 0 and not event_allows(st, s, TOURISM, events):
            if events is not None:
                why = "the event's requirement was not met"
                events.append(Event("no effect", {"seat": s, "action": "tourism", "why": why}))
            effect = effect.without_tourism()
        progress.gain(st, s, effect, events)
        st.advisors_up[s] += (x,)  # §4.1 step 4 a used advisor goes face up to the bottom of the deck
        advisors.face_down_again(st, s, events)
        # Schliemann's solid Tourism hex is a whole Tourism action (FAQ-BGG), so it triggers Tourism wonders
        after_card(st, s, TOURISM if effect.tourism else -1, events)
        return
    if card == REVOLUTION:
        if actions.revolution(st, s, events):
            after_card(st, s, REVOLUTION, events)
        return
    if st.tech[s] >= t.advanced_tech[card] and actions.can_afford_advanced(st, s, card):
        st.task = (MODE, card)  # §4.1 the player chooses the basic or the advanced action
        return
    perform(st, s, card, False, events)


def perform(st: HistoriaState, s: int, a: int, adv: bool, events: Events) -> None:
    """§4.1 (GR p.4) the card's action; once it is over, the card goes to the discard row."""
    if actions.perform(st, s, a, adv, events):
        finish_action(st, s, a, events)


def finish_action(st: HistoriaState, s: int, a: int, events: Events) -> None:
    """§4.1 step 4 (GR p.4) the card goes face up to the discard row, newest last; then what follows it."""
    st.discards[s] += (a,)
    after_card(st, s, a, events)


def after_card(st: HistoriaState, s: int, trigger: int, events: Events) -> None:
    """After a card: an advisor owed (§9.3), wonders that may be activated (§6.1), else the next card."""
    if st.eliminated:
        end_of_round.game_over(st, events)
    elif st.advisors_owed[s] and st.advisors_down[s]:
        st.current, st.task = s, (CHOOSE_ADVISOR, trigger)
    elif st.wonders[s] and wonders.eligible(st, s, trigger):
        st.current, st.task = s, (WONDER, trigger)
    else:
        next_card(st, events)


def next_round(st: HistoriaState, events: Events) -> None:
    """§3 (GR p.3) the round marker moves on, after 4 rounds the era; the game ends after the 12th round."""
    if st.opts.governance and st.round == 4:
        governance.end_governance(st, False, events)
    if st.era == 3 and st.round == 4:
        end_of_round.game_over(st, events)
        return
    if st.round == 4:
        st.era, st.round = st.era + 1, 1
    else:
        st.round += 1
    st.action_round = 0
    if st.opts.events:  # §9 the next event comes into force; the one after it shows on the deck
        st.event, st.event_deck = (st.event_deck[0], st.event_deck[1:]) if st.event_deck else (-1, ())
        if events is not None:
            event = st.tables.event_ids[st.event] if st.event >= 0 else None
            events.append(Event("event", {"event": event}, reveal=True))
    begin(st, events)
