"""The Events variant (GR p.11): one event in force each round, resolved before the action."""

from __future__ import annotations

from hist_helpers import begin, end_round, play, put

from agora.games.historia import GAME, HistoriaState, events
from agora.games.historia.tables import ARMY, TECHNOLOGY, TRADE


def with_event(st: HistoriaState, event: str) -> None:
    st.event = st.tables.event_ids.index(event)


def test_events_are_off_by_default() -> None:
    st = begin(2)
    assert st.event == -1 and st.view(0)["event"] is None


def test_event_deck_lies_face_up_one_event_in_force_per_round() -> None:
    st = begin(2, events=True)
    first, nxt = st.event, st.event_deck[0]
    view = st.view(1)
    assert view["event"]["id"] == st.tables.event_ids[first] and view["next_event"]["id"] == st.tables.event_ids[nxt]
    end_round(st)
    assert st.event == nxt and st.round == 2


def test_vesuvius_of_page_11_costs_every_action_two_vp_players_and_civbots() -> None:
    """GR p.11: every player (and Civbot) that uses any action loses 2 VP; negative VP are allowed."""
    st = begin(2, civbots=1, events=True)
    with_event(st, "vesuvius")
    play(st, {0: ["technology"], 1: ["army"]})
    assert st.vp[0] == -2 and st.vp[1] == -2
    assert events.event_allows(st, 2, 2, None)
    assert st.vp[2] == -2


def test_little_ice_age_of_page_11_trade_needs_a_cube_first() -> None:
    """GR p.11: under the Little Ice Age Vaso has no cube, so her Trade has no effect."""
    st = begin(2, events=True)
    with_event(st, "little_ice_age")
    put(st, 0, "china")
    put(st, 1, "india")
    st.tech[1], st.military[1] = 3, 3
    st.supply[0] = 0
    play(st, {0: ["trade"]})
    assert st.tech[0] == 1 and st.vp[1] == 0 and st.discards[0] == (TRADE,)
    st.supply[0] = 1
    play(st, {0: ["trade"]})
    assert st.tech[0] == 2 and st.vp[1] == 2 and st.supply[0] == 0


def test_an_event_on_another_action_does_nothing() -> None:
    st = begin(2, events=True)
    with_event(st, "little_ice_age")
    play(st, {0: ["technology"]})
    assert st.tech[0] == 2 and st.supply[0] == 1


def test_events_affect_civbot_actions() -> None:
    st = begin(2, civbots=1, events=True)
    with_event(st, "cold_war")  # pay 1 cube before Army
    st.supply[2] = 0
    assert not events.event_allows(st, 2, ARMY, None)  # the Civbot cannot pay: its Army has no effect
    assert events.event_allows(st, 2, TECHNOLOGY, None)
    st.supply[2] = 2
    assert events.event_allows(st, 2, ARMY, None) and st.supply[2] == 1


def test_event_order_beyond_the_top_card_is_hidden() -> None:
    from agora.core import Rng

    st = GAME.new({"players": 3, "events": True}, 9)
    assert isinstance(st, HistoriaState)
    other = st.determinize(0, Rng(1))
    assert isinstance(other, HistoriaState)
    assert other.event == st.event and other.event_deck[0] == st.event_deck[0]
    assert sorted(other.event_deck) == sorted(st.event_deck) and other.event_deck != st.event_deck


def test_an_advisor_triggers_an_event_only_with_an_action_symbol() -> None:
    """GR p.11: most advisors trigger no event, having no action symbol; Schliemann's solid Tourism hex is
    a whole Tourism action (FAQ-BGG), so Vesuvius costs him 2 VP and Cleopatra nothing."""
    st = begin(2, events=True)
    with_event(st, "vesuvius")
    schliemann, cleopatra = (st.tables.advisor_ids.index(a) for a in ("schliemann", "cleopatra"))
    st.advisors[0], st.advisors[1] = (schliemann,), (cleopatra,)
    # basic Tourism: 1 VP for 4 wonders (wonders of other actions, so none asks to be activated)
    ids = st.tables.wonder_ids
    st.wonders[0] = tuple(ids.index(w) for w in ("great_wall", "statue_of_zeus", "stonehenge", "colossus"))
    play(st, {0: ["schliemann"], 1: ["cleopatra"]})
    assert st.vp == [1 - 2, 0]
    with_event(st, "great_depression")  # -1 VP before each Tourism action
    st.advisors[0] = (schliemann,)
    play(st, {0: ["schliemann"]})
    assert st.vp[0] == -1 + 1 - 1
