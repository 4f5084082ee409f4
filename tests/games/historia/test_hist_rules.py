"""Every rule of the base game (spec §3–§7), one test each, named after the rule."""

from __future__ import annotations

from typing import Any, cast

import pytest
from hist_helpers import begin, end_round, play, run, where

from agora.core import IllegalAction, i18n
from agora.games.historia import GAME, HistoriaState, actions
from agora.games.historia.state import DRAFT, OVER, PLACE, RESOLVE, SELECT, with_item
from agora.games.historia.tables import (
    ADVISOR0,
    ARMY,
    ARTS,
    EXPANSION,
    EXPLOIT,
    REVOLUTION,
    START_HAND,
    TECHNOLOGY,
    TOURISM,
    TRADE,
    WAR,
)


def snapshot(st: HistoriaState) -> dict[str, Any]:
    return st.to_data()


def refused(st: HistoriaState, seat: int, code: str, match: str) -> None:
    before = snapshot(st)
    with pytest.raises(IllegalAction, match=match):
        st.apply(seat, code)
    assert snapshot(st) == before


# ---------------------------------------------------------------- setup (§3)
def test_setup_wonder_row_is_players_plus_two() -> None:
    for players in (2, 4, 6):
        st = GAME.new({"players": players}, 1)
        assert len(st.view(None)["wonder_row"]) == players + 2


def test_setup_hand_is_eight_actions_without_war_and_tourism_and_one_advisor() -> None:
    st = begin(4)
    for s in range(4):
        assert st.hand[s] == START_HAND and bin(START_HAND).count("1") == 8
        assert not st.hand[s] >> WAR & 1 and not st.hand[s] >> TOURISM & 1
        assert len(st.advisors[s]) == 1 and len(st.advisors_down[s]) == 4


def test_setup_cubes_three_in_front_one_used_then_one_on_the_map() -> None:
    st = begin(3)
    assert st.supply == [2, 2, 2] and st.used_cubes == [1, 1, 1]
    assert [w.bit_count() for w in st.where] == [1, 1, 1]


def test_expert_start_has_three_cubes_and_none_used() -> None:
    st = begin(3, expert=True)
    assert st.supply == [2, 2, 2] and st.used_cubes == [0, 0, 0]


def test_leader_draft_last_player_first_in_reverse_order_players_plus_one() -> None:
    st = GAME.new({"players": 4}, 7)
    assert isinstance(st, HistoriaState)
    assert st.phase == DRAFT and st.current == st.order[-1] and len(st.packet) == 5
    drafted = []
    while st.phase == DRAFT:
        drafted.append(st.current)
        st.apply(st.current, st.legal(st.current)[-1])
    assert drafted == list(st.order[::-1])
    # (the cast: mypy would still hold the len(st.packet) == 5 asserted before the draft)
    assert all(x >= 0 for x in st.leader) and cast(tuple[int, ...], st.packet) == ()


def test_leader_draft_draws_only_six_with_six_players() -> None:
    st = GAME.new({"players": 6}, 7)
    assert isinstance(st, HistoriaState)
    assert len(st.packet) == 6


def test_draft_packet_is_hidden_from_the_other_seats() -> None:
    st = GAME.new({"players": 3}, 7)
    assert isinstance(st, HistoriaState)
    assert "leaders_offered" in st.view(st.current)["you"]
    other = next(s for s in range(3) if s != st.current)
    assert "leaders_offered" not in st.view(other)["you"]


@pytest.mark.parametrize("advanced", [False, True])
def test_leader_picks_stay_face_down_until_the_draft_ends(advanced: bool) -> None:
    """GR p.3 step 10: each drafter passes the rest on; "then" (once all have one) the leaders are placed face
    up (§9.3: the era I leaders; later eras stay hidden). A later drafter cannot tell what was taken."""
    from agora.core import Rng

    st = GAME.new({"players": 3, "advanced_draft": advanced}, 7)
    assert isinstance(st, HistoriaState)
    first = st.current
    offered = set(st.legal(first))
    events = st.apply(first, st.legal(first)[0])
    second = st.current
    assert all(e.to == frozenset((first,)) for e in events if e.kind == "leader drafted")
    assert all("leader" not in e.data for e in events if e.to is None)
    mine = st.view(first)["civs"][first]
    theirs = st.view(second)["civs"][first]
    assert mine["leader"] is not None and theirs["leader"] is None and theirs["hidden_leaders"] == 1
    assert st.view(second)["leaders_drafted"] == []
    # the second drafter knows only that the pick is not in the packet it holds
    held = set(st.packet)
    guesses = {other.leader[first] for k in range(20) if isinstance(other := st.determinize(second, Rng(k)),
                                                                     HistoriaState)}
    assert len(guesses) > 1 and not guesses & held
    # the first drafter knows the second pick is among the cards it passed on, not which one
    st.apply(second, st.legal(second)[0])
    ids = st.tables.leader_ids
    passed = {x for x in range(len(ids)) if f"leader {ids[x]}" in offered} - {st.leader[first]}
    guesses = {other.leader[second] for k in range(20) if isinstance(other := st.determinize(first, Rng(k)),
                                                                     HistoriaState)}
    assert len(guesses) > 1 and guesses <= passed
    while st.phase == DRAFT:
        events = st.apply(st.current, st.legal(st.current)[0])
    assert [e.kind for e in events].count("leaders revealed") == 1
    assert all(c["leader"] is not None for c in st.view(None)["civs"])


def test_start_cube_goes_to_an_empty_territory_without_territory_vp() -> None:
    st = GAME.new({"players": 2}, 3)
    assert isinstance(st, HistoriaState)
    while st.phase == DRAFT:
        st.apply(st.current, st.legal(st.current)[0])
    assert st.phase == PLACE
    first = st.current
    st.apply(first, st.legal(first)[0])
    taken = st.tables.territory_ids[st.where[first].bit_length() - 1]
    assert f"start {taken}" not in st.legal(st.current)
    refused(st, st.current, f"start {taken}", "not possible")
    assert st.vp == [0, 0]


# ---------------------------------------------------------------- selection (§4.1)
def test_selection_is_simultaneous_and_held_secretly() -> None:
    st = begin(3)
    assert st.to_act() == (0, 1, 2)
    events = st.apply(1, "select technology")
    assert st.to_act() == (0, 2)
    public = [e.to_data() for e in events if e.visible_to(0)]
    assert all("technology" not in str(d) for d in public)
    assert st.view(0)["civs"][1]["selected"] == 1 and "technology" in st.view(0)["civs"][1]["hand_actions"]
    assert st.view(1)["you"]["selected"] == ["technology"]


def test_a_sample_takes_the_others_face_down_cards_back_to_their_hands_and_advisors() -> None:
    # §4.1 (GR p.3) selected cards stay face down until the reveal: a sample takes back what another seat chose
    st = begin(3)
    hands, advisors = list(st.hand), list(st.advisors)
    st.apply(0, "select technology")
    st.apply(1, f"select {st.legal(1)[-1].split()[1]}")  # seat 1's advisor (advisors come last)
    assert st.selected[0] and st.selected[1] and st.advisors[1] == ()
    st.reopen(2)
    assert (st.hand, st.advisors) == (hands, advisors)
    assert st.selected[:2] == [(), ()] and st.to_act() == (0, 1, 2)


def test_at_most_one_card_before_the_wheel() -> None:
    st = begin(2)
    st.apply(0, "select technology")
    assert 0 not in st.to_act()
    refused(st, 0, "select army", "not to act")


def test_the_wheel_allows_two_cards_and_medicine_three() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 5, 5
    st.tech[1], st.military[1] = 13, 12
    run(st, (0, "select technology"), (0, "select army"))
    assert 0 not in st.to_act()
    run(st, (1, "select technology"), (1, "select army"))
    assert 1 in st.to_act()
    st.apply(1, "select arts")
    assert st.phase != SELECT


def test_at_least_one_card_must_be_played() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 5, 5
    assert "done" not in st.legal(0)
    refused(st, 0, "done", "not possible")


def test_revolution_needs_three_cards_in_the_discard_row_example_of_page_5() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 5, 5
    st.discards[0] = (TECHNOLOGY, ARMY)  # GR p.5: Kostas has 2 cards in his row and may play 2 cards
    st.hand[0] &= ~(1 << TECHNOLOGY | 1 << ARMY)
    assert "select revolution" not in st.legal(0)
    refused(st, 0, "select revolution", "3 cards")


def test_acting_for_another_seat_is_refused() -> None:
    st = begin(2)
    st.apply(0, "select technology")
    refused(st, 0, "select army", "not to act")
    refused(st, 5, "select army", "no seat 5")


def test_garbage_codes_are_refused_with_a_clear_message() -> None:
    st = begin(2)
    refused(st, 0, "fly to the moon", "not a Historia action")


def test_a_refusal_reads_in_the_readers_language() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 5, 5
    st.discards[0] = (TECHNOLOGY, ARMY)
    with pytest.raises(IllegalAction) as refusal:
        st.apply(0, "select revolution")
    error = refusal.value
    assert i18n.refusal(error.message_id, error.params, "el") == (
        "η Επανάσταση θέλει τουλάχιστον 3 κάρτες στη σειρά απόρριψής σας")
    with pytest.raises(IllegalAction) as refusal:
        st.apply(0, "fly to the moon")
    error = refusal.value
    assert error.message == "'fly to the moon' is not a Historia action"
    assert i18n.refusal(error.message_id, error.params, "el") == "το 'fly to the moon' δεν είναι κίνηση της Historia"


# ---------------------------------------------------------------- resolution (§4.1)
def test_cards_resolve_in_turn_order() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    st.order = (1, 0)
    st.tech = [3, 2]
    st.military = [2, 2]
    st.supply = [2, 2]
    # seat 1 trades with seat 0 first (2 VP to seat 0), then seat 0 develops
    events = []
    for seat, card in ((0, "technology"), (1, "trade")):
        events += st.apply(seat, f"select {card}")
    acted = [e.data["seat"] for e in events if e.kind == "action"]
    assert acted == [1, 0]


def test_each_seat_orders_its_own_cards_revolution_last() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 5, 5
    st.discards[0] = (ARTS, EXPLOIT, EXPANSION)
    st.hand[0] &= ~(1 << ARTS | 1 << EXPLOIT | 1 << EXPANSION)
    st.tech[1], st.military[1] = 5, 5
    st.order = (0, 1)
    play(st, {0: ["revolution", "technology"], 1: ["army", "trade"]})
    assert st.phase == RESOLVE and st.current == 0
    assert st.legal(0) == ["play technology"] or st.task[0] != 0


def test_revolution_takes_back_itself_and_one_card_of_choice() -> None:
    st = begin(2)
    st.discards[0] = (ARTS, EXPLOIT, EXPANSION)
    st.hand[0] &= ~(1 << ARTS | 1 << EXPLOIT | 1 << EXPANSION)
    play(st, {0: ["revolution"]})
    assert st.legal(0) == ["back arts", "back exploit", "back expansion"]
    st.apply(0, "back exploit")
    assert st.hand[0] >> REVOLUTION & 1 and st.hand[0] >> EXPLOIT & 1


def test_revolution_ends_the_round_after_every_seat_resolved() -> None:
    st = begin(2)
    st.order = (0, 1)
    st.discards[0] = (ARTS, EXPLOIT, EXPANSION)
    st.hand[0] &= ~(1 << ARTS | 1 << EXPLOIT | 1 << EXPANSION)
    st.supply[1] = 1
    play(st, {0: ["revolution"], 1: ["technology"]}, (0, "back arts"))
    assert st.tech[1] == 2  # the later seat still resolved its card (FAQ-BGG)
    assert (st.era, st.round, st.phase) == (1, 2, SELECT)


def test_a_round_goes_on_until_a_revolution() -> None:
    st = begin(2)
    play(st, {0: ["technology"], 1: ["army"]})
    assert (st.round, st.action_round, st.phase) == (1, 2, SELECT)


def test_a_resolved_card_goes_to_the_discard_row_newest_last() -> None:
    st = begin(2)
    play(st, {0: ["technology"]})
    play(st, {0: ["army"]})
    assert st.discards[0] == (TECHNOLOGY, ARMY)


def test_a_used_advisor_goes_face_up_to_the_bottom_of_its_deck() -> None:
    st = begin(2)
    x = st.advisors[0][0]
    play(st, {0: [st.tables.advisor_ids[x]]})
    if st.phase == RESOLVE:
        run(st, (0, "pass"))
    assert st.advisors[0] == () and st.advisors_up[0] == (x,) and st.discards[0] == ()
    assert st.view(1)["civs"][0]["advisor_deck"]["face_up"] == [st.tables.advisor_ids[x]]


# ---------------------------------------------------------------- the ten actions (§5)
def test_technology_pays_a_cube_for_a_level() -> None:
    st = begin(2)
    play(st, {0: ["technology"]})
    assert st.tech[0] == 2 and st.supply[0] == 1 and st.used_cubes[0] == 2


def test_technology_without_a_cube_has_no_effect() -> None:
    st = begin(2)
    st.supply[0] = 0
    play(st, {0: ["technology"]})
    assert st.tech[0] == 1 and st.discards[0] == (TECHNOLOGY,)


def test_army_at_the_matrix_edge_has_no_effect() -> None:
    st = begin(2)
    st.military[0] = 2  # (1, 3) is off the funnel: first increase the technology
    assert not st.tables.cell(1, 3)
    play(st, {0: ["army"]})
    assert st.military[0] == 2 and st.supply[0] == 2


def test_edge_costs_cube_option_spends_the_cube_anyway() -> None:
    st = begin(2, edge_costs_cube=True)
    st.military[0] = 2
    play(st, {0: ["army"]})
    assert st.military[0] == 2 and st.supply[0] == 1


def test_advanced_technology_needs_sciences_and_three_cubes() -> None:
    st = begin(2)
    sciences = st.tables.advanced_tech[TECHNOLOGY]
    st.tech[0], st.military[0], st.supply[0] = sciences - 1, sciences - 1, 3
    play(st, {0: ["technology"]})
    assert st.tech[0] == sciences  # basic only: no choice was offered
    st.supply[0] = 3
    play(st, {0: ["technology"]})
    assert st.legal(0) == ["basic", "advanced"]
    st.apply(0, "advanced")
    assert st.tech[0] == sciences + 2 and st.supply[0] == 0


def test_advanced_army_needs_metallurgy() -> None:
    st = begin(2)
    st.tech[0], st.military[0], st.supply[0] = 3, 3, 3
    play(st, {0: ["army"]})
    assert st.military[0] == 4 and st.supply[0] == 2


def test_a_level_bonus_takes_effect_at_once() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 1, 2
    play(st, {0: ["technology"]})
    assert st.hand[0] >> WAR & 1  # Agriculture: the War card is in hand for the next action round
    assert "select war" in st.legal(0)


def test_industry_gives_the_tourism_card() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 11, 11
    play(st, {0: ["technology"]})
    assert st.tech[0] == 12 and st.hand[0] >> TOURISM & 1


def test_advisors_are_drawn_at_metallurgy_philosophy_and_medicine() -> None:
    st = begin(2)
    for level in (4, 7, 13):
        st.tech[0], st.military[0], st.supply[0] = level - 1, level - 1, 1
        st.hand[0] |= 1 << TECHNOLOGY
        before = len(st.advisors[0])
        play(st, {0: ["technology"]})
        assert st.tech[0] == level and len(st.advisors[0]) == before + 1


def test_advisor_deck_is_reshuffled_when_its_top_is_face_up() -> None:
    st = begin(2)
    st.advisors_up[0], st.advisors_down[0] = st.advisors_down[0][1:], st.advisors_down[0][:1]
    st.tech[0], st.military[0], st.supply[0] = 3, 3, 1
    play(st, {0: ["technology"]})
    assert len(st.advisors[0]) == 2 and st.advisors_up[0] == () and len(st.advisors_down[0]) == 3


def test_levels_beyond_sixteen_score_two_vp_each() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 16, 14
    play(st, {0: ["technology"]})
    assert st.tech[0] == 16 and st.vp[0] == 2


def test_reaching_singularity_scores_six_vp() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 15, 14
    play(st, {0: ["technology"]})
    assert st.tech[0] == 16 and st.vp[0] == 6


def test_arts_takes_a_wonder_and_the_row_is_not_refilled() -> None:
    st = begin(3)
    row = st.wonder_row[:]
    play(st, {0: ["arts"]}, (0, f"take {st.tables.wonder_ids[row[2]]}"))
    assert st.wonders[0] == (row[2],) and st.wonder_row == row[:2] + row[3:] and st.supply[0] == 1


def test_exploit_takes_up_to_two_cubes_and_abandoning_loses_tile_vp() -> None:
    st = begin(2, starts={0: "china", 1: "oceania"})
    india = where(st, "india")
    st.occupants[india] |= 1
    st.where[0] |= 1 << india
    st.vp[0] = 5
    tile_vp = st.tables.tile_vp[st.tile[india]]
    play(st, {0: ["exploit"]}, (0, "from pool"), (0, "from india"))
    assert st.used_cubes[0] == 0 and st.supply[0] == 4 and st.vp[0] == 5 - tile_vp
    assert not st.where[0] >> india & 1


def test_exploit_may_take_the_last_map_cube() -> None:
    # GR p.4 «παίρνει πίσω μέχρι και 2 κύβους Δύναμης … από τα Αποθέματα Χρησιμοποιημένων Κύβων του ταμπλό
    # και/ή του χάρτη»: the text sets no limit, so the last map cube may come back too (and its tile's VP go)
    st = begin(2, starts={0: "china", 1: "oceania"})
    st.vp[0] = 9
    play(st, {0: ["exploit"]})
    assert st.legal(0) == ["from pool", "from china", "stop"]
    st.apply(0, "from china")
    assert st.where[0] == 0 and st.vp[0] == 9 - st.tables.tile_vp[st.tile[where(st, "china")]]
    assert st.legal(0) == ["from pool", "stop"]


def test_expansion_goes_to_an_adjacent_territory() -> None:
    st = begin(2, starts={0: "oceania", 1: "europe"})
    play(st, {0: ["expansion"]})  # Oceania's only neighbour is Indochina
    assert st.where[0] >> where(st, "indochina") & 1 and st.supply[0] == 1


def test_navigation_makes_every_territory_adjacent_for_its_owner_only_example_of_page_8() -> None:
    st = begin(2, starts={0: "oceania", 1: "north_america"})
    nav = st.tables.navigation
    st.tech[0], st.military[0] = nav, nav
    assert len(actions.expansion_targets(st, 0).bit_count() * [0]) == 12
    assert actions.neighbours(st, 0) == [1] and actions.neighbours(st, 1) == []


def test_advanced_expansion_recovers_a_cube_first() -> None:
    st = begin(2, starts={0: "oceania", 1: "europe"})
    st.tech[0], st.military[0], st.supply[0] = 5, 5, 0
    play(st, {0: ["expansion"]}, (0, "advanced"))
    assert st.where[0] >> where(st, "indochina") & 1 and st.used_cubes[0] == 0 and st.supply[0] == 0


def test_trade_needs_an_adjacent_partner_with_higher_tech_who_gains_two_vp() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    st.tech[1], st.military[1] = 3, 3
    play(st, {0: ["trade"]})
    assert st.tech[0] == 2 and st.vp[1] == 2


def test_trade_without_a_partner_has_no_effect() -> None:
    st = begin(2, starts={0: "oceania", 1: "europe"})
    st.tech[1], st.military[1] = 3, 3
    play(st, {0: ["trade"]})
    assert st.tech[0] == 1 and st.vp[1] == 0 and st.discards[0] == (TRADE,)


def test_advanced_trade_gives_the_partner_one_vp() -> None:
    st = begin(2, starts={0: "oceania", 1: "europe"})
    nav = st.tables.navigation
    st.tech, st.military = [nav, nav + 2], [nav, nav + 2]
    play(st, {0: ["trade"]}, (0, "advanced"))
    assert st.vp[1] == 1 and st.tech[0] == nav + 1


def test_raid_needs_lower_army_level() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    play(st, {0: ["raid"]})
    assert st.vp[0] == 0
    st.military[0] = 2
    play(st, {0: ["raid"]})
    assert st.vp[0] == 1 and st.used_cubes[0] == 0


def test_raid_scores_even_without_cubes_to_take_back() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    st.military[0], st.used_cubes[0] = 2, 0
    play(st, {0: ["raid"]})
    assert st.vp[0] == 1


def test_war_higher_military_wins_two_vp_and_the_loser_moves_its_cube() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    china = where(st, "china")
    st.occupants[china] |= 2
    st.where[1] |= 1 << china
    st.military = [3, 2]
    st.tech = [3, 3]
    st.hand[0] |= 1 << WAR
    play(st, {0: ["war"]})  # a single target: resolved at once
    assert st.vp[0] == 2 and not st.where[1] >> china & 1 and st.used_cubes[1] == 2


def test_war_with_equal_armies_has_no_effect() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    china = where(st, "china")
    st.occupants[china] |= 2
    st.where[1] |= 1 << china
    st.hand[0] |= 1 << WAR
    play(st, {0: ["war"]})  # a single target: resolved at once
    assert st.vp == [0, 0] and st.where[1] >> china & 1


def test_war_never_removes_a_players_last_map_cube() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    china = where(st, "china")
    st.occupants[china] |= 2
    st.where[1] = 1 << china
    st.occupants[where(st, "india")] = 0
    st.military = [3, 2]
    st.tech = [3, 3]
    st.hand[0] |= 1 << WAR
    play(st, {0: ["war"]})
    assert st.vp[0] == 2 and st.where[1] == 1 << china


def test_war_lost_by_the_attacker_scores_the_defender() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    china = where(st, "china")
    st.occupants[china] |= 2
    st.where[1] |= 1 << china
    st.military, st.tech = [2, 3], [3, 3]
    st.hand[0] |= 1 << WAR
    play(st, {0: ["war"]})  # a single target: resolved at once
    assert st.vp == [0, 2] and st.where[0] == 1 << china  # the attacker's last cube stays


def test_tourism_scores_one_vp_per_four_wonders() -> None:
    st = begin(2)
    st.hand[0] |= 1 << TOURISM
    st.wonders[0] = tuple(range(9))
    st.turned = (1 << 48) - 1  # no wonder activation in the way
    play(st, {0: ["tourism"]})
    assert st.vp[0] == 2


def test_advanced_tourism_scores_one_vp_per_three_wonders() -> None:
    st = begin(2)
    st.tech[0], st.military[0] = 15, 14
    st.hand[0] |= 1 << TOURISM
    st.wonders[0] = tuple(range(9))
    st.turned = (1 << 48) - 1
    play(st, {0: ["tourism"]}, (0, "advanced"))
    assert st.vp[0] == 3


# ---------------------------------------------------------------- wonders (§6.1)
def wonder(st: HistoriaState, wid: str) -> int:
    return st.tables.wonder_ids.index(wid)


def test_wonder_activates_on_its_action_even_without_effect() -> None:
    st = begin(2, starts={0: "oceania", 1: "europe"})
    angkor = wonder(st, "angkor_wat")
    st.wonders[0] = (angkor,)
    st.supply[0] = 0  # the Expansion has no effect
    play(st, {0: ["expansion"]})
    assert st.legal(0) == ["activate angkor_wat", "pass"]
    st.apply(0, "activate angkor_wat")
    assert st.vp[0] == 1 and st.turned >> angkor & 1


def test_turned_wonder_waits_for_recover_wonders() -> None:
    st = begin(2, starts={0: "oceania", 1: "europe"})
    angkor = wonder(st, "angkor_wat")
    st.wonders[0] = (angkor,)
    st.turned = 1 << angkor
    st.supply[0] = 0
    play(st, {0: ["expansion"]})
    assert st.phase == SELECT and st.vp[0] == 0


def test_wonder_not_activated_by_the_action_that_acquired_it() -> None:
    st = begin(2)
    pyramid = wonder(st, "great_pyramid")  # activated by Arts
    st.wonder_row = [pyramid]
    play(st, {0: ["arts"]})
    assert st.wonders[0] == (pyramid,) and st.phase == SELECT and st.vp[0] == 0


def test_majority_wonder_tie_means_no_activation() -> None:
    st = begin(3)
    sphinx = wonder(st, "sphinx")
    st.wonders[0] = (sphinx,)
    st.wonders[1] = (wonder(st, "stonehenge"),)
    st.supply[0] = 0
    play(st, {0: ["technology"]})
    assert st.phase == SELECT  # 1 wonder each: a tie
    st.wonders[0] += (wonder(st, "knossos"),)
    st.turned = 1 << wonder(st, "knossos")
    play(st, {0: ["technology"]})
    assert st.legal(0) == ["activate sphinx", "pass"]


def test_destroy_wonder_needs_another_own_wonder() -> None:
    st = begin(2)
    knossos, zeus = wonder(st, "knossos"), wonder(st, "statue_of_zeus")
    st.wonders[0] = (knossos,)
    st.supply[0] = 0
    play(st, {0: ["technology"]})
    assert st.phase == SELECT
    st.wonders[0] = (knossos, zeus)
    play(st, {0: ["technology"]}, (0, "activate knossos"))
    assert st.wonders[0] == (knossos,) and st.vp[0] == 2


# ---------------------------------------------------------------- end of round (§7)
def test_end_of_round_recovers_the_two_oldest_cards() -> None:
    st = begin(2)
    st.discards[1] = (ARMY, TECHNOLOGY, TRADE)
    st.hand[1] &= ~(1 << ARMY | 1 << TECHNOLOGY | 1 << TRADE)
    end_round(st)
    assert st.discards[1] == (TRADE, EXPLOIT)[: len(st.discards[1])]
    assert st.hand[1] >> ARMY & 1 and st.hand[1] >> TECHNOLOGY & 1


def test_government_bonus_at_end_of_round_example_of_page_8() -> None:
    st = begin(2)
    st.tech[1], st.military[1] = 8, 8  # Empire, the green zone: 3 VP (GR p.8)
    assert st.tables.government_names[st.tables.zone[8 * 17 + 8]] == "Empire"
    end_round(st)
    assert st.vp[1] == 3


def test_territory_bonus_to_the_sole_occupant_mid_era() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    st.round = 2
    china, india = where(st, "china"), where(st, "india")
    st.occupants[india] |= 1
    st.where[0] |= 1 << india
    end_round(st)
    assert st.vp[0] == st.tables.tile_vp[st.tile[china]]  # India is shared: no bonus
    assert st.vp[1] == 0


def test_add_cube_never_exceeds_nine_of_a_colour() -> None:
    st = begin(2)
    st.round = 2
    st.supply[1], st.used_cubes[1] = 8, 0  # 8 + 1 on the map
    end_round(st)
    assert st.supply[1] + st.used_cubes[1] + st.where[1].bit_count() == 9


def test_recover_power_cubes_one_per_territory() -> None:
    st = begin(2, starts={0: "china", 1: "india"})
    st.round = 3
    st.used_cubes[1], st.supply[1] = 3, 0
    end_round(st)
    assert st.used_cubes[1] == 1 and st.supply[1] == 2  # 1 for its territory, 1 for the Tribe government


def test_turn_order_fewest_vp_first() -> None:
    st = begin(3)
    st.order = (0, 1, 2)
    st.vp = [10, 2, 5]
    end_round(st)
    assert st.order[:2] == (1, 2)


def test_new_wonders_mid_era_from_the_same_era_example_of_page_7() -> None:
    st = begin(2)
    st.round = 2
    end_round(st)
    assert len(st.wonder_row) == 4 and all(st.tables.wonder_era[w] == 1 for w in st.wonder_row)


def test_end_of_era_scores_leaders_and_drafts_new_ones_in_turn_order() -> None:
    st = begin(3)
    st.round = 4
    st.leader = with_item(st.leader, 1, st.tables.leader_ids.index("caesar"))
    st.military[1], st.tech[1] = 7, 7
    end_round(st, finish_draft=False)
    assert st.phase == DRAFT and st.current == st.order[0]
    assert all(st.tables.leader_era[x] == 2 for x in st.packet) and len(st.packet) == 4
    assert st.vp[1] >= 6 and st.leader[1] == -1
    assert all(st.tables.wonder_era[w] == 2 for w in st.wonder_row) and st.wonder_decks[1] == ()
    drafted = []
    while st.phase == DRAFT:
        drafted.append(st.current)
        st.apply(st.current, st.legal(st.current)[0])
    assert drafted == list(st.order) and (st.era, st.round) == (2, 1)


def test_game_ends_after_era_three_with_tiebreak_on_tech_plus_military() -> None:
    st = begin(2)
    st.era, st.round = 3, 4
    st.vp = [10, 10]
    st.tech, st.military = [5, 4], [4, 4]
    st.leader = (-1, -1)
    end_round(st)
    assert st.phase == OVER and st.to_act() == ()
    out = st.outcome()
    assert out is not None and out.ranks == ((1, 2) if st.vp[0] == st.vp[1] else out.ranks)
    refused(st, 0, "select army", "over")


def test_advisor_in_hand_is_hidden_from_other_seats() -> None:
    st = begin(2)
    mine = st.tables.advisor_ids[st.advisors[0][0]]
    assert mine in str(st.view(0)["you"])
    assert mine not in str(st.view(1)) and mine not in str(st.view(None))
    assert ADVISOR0 + st.advisors[0][0] not in st.selected[0]


def test_advisor_deck_turns_face_down_as_soon_as_only_face_up_advisors_remain() -> None:
    """GR p.9: whenever the top of the advisor deck is face up, it is shuffled face down again at once
    (not at the next draw), so no seat sees which advisor waits there."""
    st = begin(2)
    x = st.advisors[0][0]
    st.advisors[0], st.advisors_down[0], st.advisors_up[0] = (x,), (), ()
    play(st, {0: [st.tables.advisor_ids[x]]})
    assert st.advisors_up[0] == () and st.advisors_down[0] == (x,)
    assert st.view(1)["civs"][0]["advisor_deck"] == {"face_down": 1, "face_up": []}
