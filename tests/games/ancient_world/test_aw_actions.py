"""§5 the placement rules and §6 the nine board actions."""

from __future__ import annotations

import pytest
from aw_helpers import e, fresh, give, m, run

from agora.core import IllegalAction, Rng
from agora.games.ancient_world import GAME, city
from agora.games.ancient_world.state import ACT, P_BUILD, P_RETIRE, P_STORE, AncientWorldState
from agora.games.ancient_world.tables import DRAFT, EDUCATE, EXPAND, EXPLORE, GROW, WORK


def test_normal_action_needs_a_skill_higher_than_every_citizen_there_own_included() -> None:
    s = fresh()
    run(s, 0, "place 2 work")
    assert "place 1 work" not in s.legal(1) and "place 2 work" not in s.legal(1)
    assert "place 3 work" in s.legal(1)
    run(s, 1, "place 3 educate" if s.coins[1] >= 3 else "place 3 draft")
    assert "place 1 work" not in s.legal(0)  # own earlier citizen counts too
    assert "place 3 work" in s.legal(0)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_on_an_action_with_the_skill_rule_each_citizen_sits_above_the_one_before(players: int) -> None:
    # §5 what legal() relies on to read an action's highest skill from its last token: along random games, the
    # tokens on every action but Build, Recruit and Rebuild rise in skill in the order they were placed
    ruled = [WORK, DRAFT, EXPAND, EDUCATE, EXPLORE, GROW]
    seen = set()
    for seed in range(6):
        s = GAME.new({"players": players}, seed)
        assert isinstance(s, AncientWorldState)
        rng = Rng(seed)
        while acting := s.to_act():
            legal = s.legal(acting[0])
            s.advance(acting[0], legal[rng.below(len(legal))])
            for a in ruled:
                skills = [tok >> 3 for tok in s.board[a]]
                assert skills == sorted(set(skills)), (a, s.board[a])
                if len(skills) > 1:
                    seen.add(a)
    assert seen  # some action held more than one citizen


def test_citizens_stay_on_the_action_all_round() -> None:
    s = fresh()
    run(s, 0, "place 1 work", )
    run(s, 1, "place 2 work")
    assert [c["skill"] for c in s.view(None)["actions"][0]["citizens"]] == [1, 2]


def test_work_gains_2_coins() -> None:
    s = fresh()
    before = s.coins[0]
    run(s, 0, "place 1 work")
    assert s.coins[0] == before + 2


def test_build_lower_skill_may_place_but_pays_1_coin_and_empty_is_free() -> None:
    s = fresh()
    s.empire_row = [e(s, "pottery"), e(s, "watchtower")]
    s.coins = [10, 10]
    run(s, 0, "place 3 build")
    assert s.coins[0] == 10 and s.pending == P_BUILD
    run(s, 0, "build pottery")
    assert s.coins[0] == 8 and e(s, "pottery") in s.empire[0]
    run(s, 1, "place 1 build")  # lower than 3: allowed, 1 coin fee
    assert s.coins[1] == 9
    run(s, 1, "build watchtower")
    assert s.coins[1] == 7


def test_build_equal_skill_pays_only_with_the_option() -> None:
    for option, fee in ((False, 0), (True, 1)):
        s = fresh(equal_skill_pays_fee=option)
        s.empire_row = [e(s, "pottery"), e(s, "watchtower")]
        s.coins = [10, 10]
        run(s, 0, "place 2 build", "build pottery")
        run(s, 1, "place 2 build")
        assert s.coins[1] == 10 - fee


def test_build_pays_coins_and_knowledge_to_the_supply_and_takes_capacity() -> None:
    s = fresh()
    s.empire_row = [e(s, "scriptorium")]  # 3 coins + 1 knowledge
    s.coins[0], s.knowledge[0] = 5, 1
    run(s, 0, "place 1 build", "build scriptorium")
    assert (s.coins[0], s.knowledge[0]) == (2, 0)
    assert s.view(0)["players"][0]["capacity_used"] == 3
    assert s.empire_row == []  # §6 the row is not refilled until next round


def test_build_no_two_copies_of_the_same_empire_card() -> None:
    s = fresh()
    give(s, 0, "pottery")
    s.empire_row = [e(s, "pottery"), e(s, "watchtower")]
    s.coins[0] = 10
    run(s, 0, "place 1 build")
    assert "build pottery" not in s.legal(0) and "build watchtower" in s.legal(0)
    with pytest.raises(IllegalAction, match="no two copies"):
        s.apply(0, "build pottery")


def test_build_needs_free_capacity() -> None:
    s = fresh(purchase_optional=False)
    give(s, 0, "pottery", "watchtower")  # 4 of 4 used
    s.empire_row = [e(s, "smithy")]
    s.coins[0] = 10
    assert "place 1 build" not in s.legal(0)
    with pytest.raises(IllegalAction, match="capacity"):
        s.apply(0, "place 1 build")


def test_starting_cards_take_capacity_unless_the_option_says_not() -> None:
    s = fresh(starting_cards_use_capacity=False)
    assert s.view(0)["players"][0]["capacity_used"] == 0


def test_build_a_stored_card() -> None:
    s = fresh()
    s.stored[0] = [e(s, "market")]
    s.coins[0] = 10
    run(s, 0, "place 1 build")
    assert "build stored market" in s.legal(0)
    events = run(s, 0, "build stored market")
    assert e(s, "market") in s.empire[0] and s.stored[0] == []
    assert any(ev.kind == "build" and ev.reveal for ev in events)


def test_draft_adds_one_attack_per_citizen_on_the_action_for_the_round() -> None:
    s = fresh(3)
    run(s, 0, "place 1 draft")
    assert s.draft_bonus[0] == 1  # A7: its own citizen counts
    run(s, 1, "place 2 draft")
    run(s, 2, "place 3 draft")
    assert s.draft_bonus[1:] == [2, 3]
    s2 = fresh(draft_counts_own_citizen=False)
    run(s2, 0, "place 1 draft")
    assert s2.draft_bonus[0] == 0


def test_expand_pays_1_knowledge_or_3_coins_and_turns_up_the_next_district() -> None:
    s = fresh()
    top, nxt = s.district_deck[0], s.district_deck[1]
    s.knowledge[0], s.coins[0] = 1, 5
    run(s, 0, "place 1 expand")
    assert set(s.legal(0)) == {"expand knowledge", "expand coins"}
    run(s, 0, "expand knowledge")
    assert s.districts[0] == (top,) and s.district_deck[0] == nxt and s.knowledge[0] == 0
    assert city.capacity(s, 0) == 4 + s.tables.d_capacity[top]
    s.coins[1], s.knowledge[1] = 3, 0
    run(s, 1, "place 2 expand")  # only coins possible: paid at once
    assert s.coins[1] == 0 and len(s.districts[1]) == 1


def test_educate_costs_3_coins_for_1_knowledge() -> None:
    s = fresh()
    s.coins[0] = 3
    run(s, 0, "place 1 educate")
    assert (s.coins[0], s.knowledge[0]) == (0, 1)


def test_rebuild_repairs_up_to_2_takes_the_token_hand_up_and_1_coin() -> None:
    s = fresh()
    s.first_player = 1
    give(s, 0, "pottery")
    for slug in ("fishing-dock", "wheat-fields", "pottery"):
        s.damaged[0] |= 1 << e(s, slug)
    before = s.coins[0]
    run(s, 0, "place 1 rebuild", "repair fishing-dock", "repair pottery")
    assert s.pending == ACT and s.damaged[0] == 1 << e(s, "wheat-fields")
    assert s.first_player == 0 and s.first_player_hand_up and s.coins[0] == before + 1


def test_rebuild_ignores_citizens_there_but_the_token_moves_once_a_round() -> None:
    s = fresh()
    run(s, 0, "place 3 rebuild")
    assert "place 1 rebuild" in s.legal(1)
    run(s, 1, "place 1 rebuild")
    assert s.first_player == 0  # the hand is up: the token stays


def test_recruit_into_an_open_army() -> None:
    s = fresh(3)
    s.military_row = [m(s, "spearmen")]
    give(s, 0, "barracks")  # army limit 3
    run(s, 0, "place 1 recruit", "recruit spearmen")
    assert [a[0] for a in s.armies[0]][-1] == m(s, "spearmen") and len(s.armies[0]) == 3
    assert s.military_row == []


def test_recruit_without_open_army_must_retire_an_unused_card() -> None:
    s = fresh()
    s.military_row = [m(s, "spearmen")]
    s.armies[0][0][1:3] = [2, 0]
    s.armies[0][1][2] = 1  # Militia attacked this round
    run(s, 0, "place 1 recruit", "recruit spearmen")
    assert s.pending == P_RETIRE and s.legal(0) == ["retire a0"]
    coins = s.coins[0]
    run(s, 0, "retire a0")
    # §9 the new card on top, the retired one beneath with its legacy; its 2 coins return to the player
    # (GR p.11 «αφαιρεί όλα τα νομίσματα της κάρτας, επιστρέφοντάς τα στο απόθεμά του»)
    assert s.armies[0][0] == [m(s, "spearmen"), 0, 0, m(s, "city-guard")]
    assert s.coins[0] == coins + 2


def test_recruit_pays_the_printed_cost() -> None:
    s = fresh()
    s.military_row = [m(s, "heavy-infantry")]  # cost 2
    s.coins[0] = 2
    s.armies[0].pop()
    run(s, 0, "place 1 recruit", "recruit heavy-infantry")
    assert s.coins[0] == 0


def test_recruit_is_offered_only_with_the_coins_for_a_card_of_the_military_row() -> None:
    # §6 Recruit at the printed cost: with the purchase compulsory (purchase_optional off), none affordable, no Recruit
    s = fresh(purchase_optional=False)
    s.military_row = [m(s, "heavy-infantry")]  # cost 2
    s.armies[0].pop()
    s.coins[0] = 1
    assert "place 1 recruit" not in s.legal(0)
    s.coins[0] = 2
    assert "place 1 recruit" in s.legal(0)


def test_voluntary_retire_option_lets_recruit_retire_with_an_army_open() -> None:
    s = fresh(voluntary_retire=True)
    s.armies[0].pop()
    s.military_row = [m(s, "spearmen")]
    run(s, 0, "place 1 recruit", "recruit spearmen")
    assert set(s.legal(0)) == {"retire a0", "new army"}


def test_explore_draws_5_stores_1_and_discards_the_rest() -> None:
    s = fresh()
    s.round = 2
    deck_before = len(s.empire_deck_a)
    events = run(s, 0, "place 1 explore", "draw")
    assert s.pending == P_STORE and len(s.pending_data) == 5 and len(s.empire_deck_a) == deck_before - 5
    private = [ev for ev in events if ev.kind == "drawn"]
    assert private and private[0].to == frozenset({0})
    choice = s.legal(0)[0]
    run(s, 0, choice)
    assert len(s.stored[0]) == 1 and len(s.empire_discard_a) == 4
    assert s.view(1)["players"][0]["stored"] is None and s.view(1)["players"][0]["stored_count"] == 1
    assert s.view(0)["players"][0]["stored"] == [choice.split()[1]]


def test_explore_can_store_from_the_row_instead() -> None:
    s = fresh()
    s.round = 2
    card = s.empire_row[0]
    run(s, 0, "place 1 explore", f"store row {s.tables.e_slug[card]}")
    assert s.stored[0] == [card | 128] and card not in s.empire_row


def test_explore_bonus_draws_extra_cards() -> None:
    s = fresh()
    s.round = 2
    give(s, 0, "scout-camp")  # eye 2
    run(s, 0, "place 1 explore", "draw")
    assert len(s.pending_data) == 7


def test_grow_takes_the_lowest_unused_citizen_into_the_hunger_box_for_3_coins_example_of_page_12() -> None:
    s = fresh()
    s.round = 3
    s.coins[0] = 3
    run(s, 0, "place 1 grow")
    assert s.citizens[0] == 4 and s.coins[0] == 0
    assert s.view(0)["players"][0]["hungry"] == [4]
    assert 4 not in city.citizens_free(s, 0)  # usable only next round


def test_empire_card_action_once_a_round_owner_only() -> None:
    s = fresh()
    give(s, 0, "workshop")  # action: 3 coins
    before = s.coins[0]
    run(s, 0, "place 1 card workshop")
    assert s.coins[0] == before + 3
    assert "place 1 card workshop" not in s.legal(1)
    run(s, 1, "pass")
    assert not any(a.endswith("card workshop") for a in s.legal(0))


def test_damaged_card_gives_no_action_or_icons() -> None:
    s = fresh()
    give(s, 0, "workshop", "granary")
    s.damaged[0] |= 1 << e(s, "workshop") | 1 << e(s, "granary")
    city.recount(s, 0)
    assert not any(a.endswith("card workshop") for a in s.legal(0))
    assert city.food(s, 0) == 3


def test_citizen_icon_gains_the_next_citizen_once_when_the_card_is_gained() -> None:
    for to_hunger in (True, False):
        s = fresh(citizen_icon_to_hunger=to_hunger)
        s.empire_row = [e(s, "village")]
        s.coins[0] = 5
        run(s, 0, "place 1 build", "build village")
        assert s.citizens[0] == 4
        assert (4 not in city.citizens_free(s, 0)) is to_hunger


def test_repair_card_action_turns_damaged_cards_face_up() -> None:
    s = fresh()
    give(s, 0, "mason-s-yard")
    s.damaged[0] = (1 << e(s, "fishing-dock")) | (1 << e(s, "wheat-fields"))
    city.recount(s, 0)
    run(s, 0, "place 1 card mason-s-yard", "repair fishing-dock", "repair wheat-fields")
    assert s.damaged[0] == 0 and city.food(s, 0) == 3 and s.pending == ACT


def test_empire_deck_reshuffles_its_discard_pile_when_it_runs_out() -> None:
    s = fresh()
    s.round = 2
    s.empire_discard_a, s.empire_deck_a = s.empire_deck_a[:], s.empire_deck_a[:2]
    del s.empire_discard_a[:2]
    run(s, 0, "place 1 explore", "draw")
    assert len(s.pending_data) == 5


def test_recruit_lower_skill_may_place_but_pays_1_coin_and_empty_is_free() -> None:
    # GR p.11 Recruit «αν ο παίκτης τοποθετήσει Πολίτη με βαθμό ικανότητας που δεν ταιριάζει … πρέπει να πληρώσει
    # ένα νόμισμα. Αν δεν υπάρχουν ήδη τοποθετημένοι δείκτες Πολιτών, … δεν χρειάζεται να πληρώσει»
    s = fresh()
    s.military_row = [m(s, "spearmen"), m(s, "spearmen")]
    coins = s.coins[0]
    run(s, 0, "place 2 recruit", "buy nothing")
    assert s.coins[0] == coins  # an empty action: no fee
    coins = s.coins[1]
    run(s, 1, "place 1 recruit")
    assert s.coins[1] == coins - 1  # lower than the 2 there: 1 coin
    run(s, 1, "buy nothing")
    coins = s.coins[0]
    run(s, 0, "place 3 recruit")  # higher than every citizen there: the plain placement rule, no fee
    assert s.coins[0] == coins
