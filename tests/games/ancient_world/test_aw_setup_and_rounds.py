"""§3 setup and §4 the round: preparation, turn order, end of round."""

from __future__ import annotations

import pytest
from aw_helpers import e, fresh, give, run

from agora.games.ancient_world import GAME, actions, city, end_of_round
from agora.games.ancient_world.state import AncientWorldState
from agora.games.ancient_world.tables import EXPLORE, GROW


@pytest.mark.parametrize(("players", "row"), [(2, 4), (3, 5), (4, 6)])
def test_setup_empire_row_is_4_5_6_and_military_row_one_a_player(players: int, row: int) -> None:
    s = GAME.new({"players": players}, 7)
    v = s.view(None)
    assert len(v["empire_row"]) == row
    assert len(v["military_row"]) == players
    assert all(t["top"] for t in v["titans"]) and v["districts"]["top"]


@pytest.mark.parametrize("seed", range(4))
def test_setup_coins_6_and_second_plus_1_third_fourth_plus_2(seed: int) -> None:
    s = GAME.new({"players": 4}, seed)
    first = s.view(None)["first_player"]
    coins = [s.view(None)["players"][(first + i) % 4]["coins"] for i in range(4)]
    assert coins == [6, 7, 8, 8]


def test_setup_each_player_has_capital_starting_cards_and_citizens_1_2_3() -> None:
    s = GAME.new({"players": 3}, 1)
    for p in s.view(None)["players"]:
        assert [c["card"] for c in p["empire"]] == ["fishing-dock", "wheat-fields"]
        assert [a["card"] for a in p["armies"]] == ["city-guard", "militia"]
        assert p["citizens"] == [1, 2, 3]
        assert (p["capacity"], p["capacity_used"], p["army_limit"], p["food"]) == (4, 2, 2, 3)
        assert p["income"] == {"coins": 5, "knowledge": 0}


def test_first_player_acts_first_and_turns_go_clockwise_until_all_pass() -> None:
    s = fresh(3)
    assert s.to_act() == (0,)
    run(s, 0, "place 1 work")
    assert s.to_act() == (1,)
    run(s, 1, "pass")
    run(s, 2, "place 2 work")
    assert s.to_act() == (0,)
    run(s, 0, "pass")
    assert s.to_act() == (2,)  # seat 1 passed: it takes no more turns
    assert s.legal(1) == []
    run(s, 2, "pass")
    assert s.round == 2


def _end_round(s: AncientWorldState) -> None:
    """Everyone passes."""
    for _ in range(s.player_count):
        run(s, s.pending_seat, "pass")


def test_round_track_explore_opens_in_round_2_and_grow_in_grow_round() -> None:
    s = fresh()
    assert not actions.action_open(s, EXPLORE) and not actions.action_open(s, GROW)
    assert "place 1 explore" not in s.legal(s.pending_seat)
    _end_round(s)
    assert actions.action_open(s, EXPLORE) and not actions.action_open(s, GROW)
    assert "place 1 explore" in s.legal(s.pending_seat)  # §4.1 offered from round 2 on
    _end_round(s)
    assert actions.action_open(s, GROW)
    s2 = fresh(grow_round=2)
    _end_round(s2)
    assert actions.action_open(s2, GROW)


def test_empire_b_deck_is_used_from_round_4() -> None:
    s = fresh()
    for _ in range(3):
        assert all(s.tables.e_deck[x] == "A" for x in s.empire_row)
        _end_round(s)
    assert s.round == 4
    assert all(s.tables.e_deck[x] == "B" for x in s.empire_row) and len(s.empire_row) == 4


def test_preparation_discards_the_rows_and_deals_new_ones() -> None:
    s = fresh()
    old_row, old_mrow = s.empire_row[:], s.military_row[:]
    _end_round(s)
    assert sorted(s.empire_discard_a) == sorted(old_row)
    assert sorted(s.military_discard) == sorted(old_mrow)
    assert len(s.empire_row) == 4 and len(s.military_row) == 2


def test_income_at_end_of_round_but_not_after_round_6() -> None:
    s = fresh()
    give(s, 0, "market")  # 2 coin income
    s.knowledge[0] = 0
    give(s, 0, "library")  # 1 knowledge income
    before = s.coins[0]
    _end_round(s)
    assert s.coins[0] == before + 5 + 2 and s.knowledge[0] == 1
    s.round = 6
    before = s.coins[0]
    _end_round(s)
    assert s.coins[0] == before and s.outcome() is not None


def test_end_of_round_moves_military_coins_to_the_picture_and_returns_citizens() -> None:
    s = fresh()
    s.armies[0][0][2] = 2
    run(s, 0, "place 3 work")
    _end_round(s)
    assert s.armies[0][0][1:3] == [2, 0]
    assert s.placed[0] == 0 and all(not a["citizens"] for a in s.view(None)["actions"])


def test_feeding_unfed_citizens_go_to_the_hunger_box_and_cannot_be_placed() -> None:
    s = fresh(hungry_citizens="lowest")
    s.citizens[0] = 5  # 5 citizens, 3 food
    _end_round(s)
    assert s.view(0)["players"][0]["hungry"] == [1, 2]  # the lowest go unfed with that option
    assert not any(a.startswith("place 1 ") or a.startswith("place 2 ") for a in s.legal(0))
    assert "place 3 work" in s.legal(0)


def test_feeding_option_highest_citizens_go_hungry() -> None:
    s = fresh(hungry_citizens="highest")
    s.citizens[0] = 4
    _end_round(s)
    assert s.view(0)["players"][0]["hungry"] == [4]


def test_damaged_food_card_causes_hunger_only_at_the_end_of_round() -> None:
    s = fresh(hungry_citizens="lowest")
    s.damaged[0] |= 1 << e(s, "wheat-fields")
    city.recount(s, 0)
    assert s.hungry[0] == 0  # no hunger at once
    _end_round(s)
    assert s.view(0)["players"][0]["hungry"] == [1]


def test_feeding_in_round_6_follows_the_option() -> None:
    for feed, hungry in ((True, 2), (False, 0)):
        s = fresh(feed_in_last_round=feed)
        s.round = 6
        s.citizens[0] = 5
        _end_round(s)
        outcome = s.outcome()
        assert outcome is not None and outcome.details[0]["hunger"] == -2 * hungry


def test_first_player_token_flips_hand_down_at_end_of_round_and_leads_next_round() -> None:
    s = fresh()
    run(s, 0, "pass")
    run(s, 1, "place 1 rebuild")
    assert s.first_player == 1 and s.first_player_hand_up
    run(s, 1, "pass")
    assert s.round == 2 and not s.first_player_hand_up and s.to_act() == (1,)


def test_hunger_choice_offers_each_citizen_not_yet_picked_and_no_other() -> None:
    """§4.3.5 (GR p.8): the player picks which of their citizens go to the Hunger box, one at a time:
    every citizen they have (skills 1..n) not picked yet, and none they do not have."""
    s = fresh()
    s.citizens[0], s.hungry[0] = 4, 1 << 2
    assert end_of_round.hunger_options(s, 0) == ["hungry 1", "hungry 3", "hungry 4"]
