"""§11 every card clarification of the rulebook (p14)."""

from __future__ import annotations

from aw_helpers import e, fresh, give, m, run, top_titan

from agora.games.ancient_world import city
from agora.games.ancient_world.state import (
    ACT,
    P_EXPLORE,
    P_FOREST_ATTACK,
    P_ORDER,
    P_OUTPOST,
    P_SCOUT,
    P_SCRIBE,
    P_ZORI,
)


def test_aqueduct_new_citizen_gains_a_coin_per_food() -> None:
    s = fresh()
    s.round = 3
    give(s, 0, "aqueduct")  # food 1: 4 food in all
    s.coins[0] = 3
    run(s, 0, "place 1 grow")
    assert s.coins[0] == 4


def test_archivists_of_bol_income_and_two_extra_explore_cards() -> None:
    s = fresh()
    s.round = 2
    give(s, 0, "archivists-of-bol")
    assert city.income(s, 0) == (6, 0)
    run(s, 0, "place 1 explore", "draw")
    assert len(s.pending_data) == 7


def test_bridge_uses_an_opponents_card_action_even_if_occupied() -> None:
    s = fresh()
    give(s, 1, "workshop")
    give(s, 0, "bridge")
    s.used_cards[1] |= 1 << e(s, "workshop")  # the owner already placed a citizen there
    before = s.coins[0]
    run(s, 0, "place 1 card bridge")
    assert s.legal(0) == ["use 1 workshop"]
    run(s, 0, "use 1 workshop")
    assert s.coins[0] == before + 3 and s.pending == ACT


def test_trade_city_uses_an_opponents_card_action() -> None:
    s = fresh()
    give(s, 1, "shrine")
    give(s, 0, "trade-city")
    run(s, 0, "place 2 card trade-city", "use 1 shrine")
    assert s.knowledge[0] == 1


def test_crane_discards_itself_to_build_without_the_coin_cost() -> None:
    s = fresh()
    give(s, 0, "crane", "pottery")  # capacity full: 4 of 4
    s.empire_row = [e(s, "scriptorium")]  # 3 coins + 1 knowledge
    s.coins[0], s.knowledge[0] = 0, 1
    run(s, 0, "place 1 build")
    assert s.legal(0) == ["build scriptorium crane", "buy nothing"]
    run(s, 0, "build scriptorium crane")
    assert e(s, "crane") not in s.empire[0] and e(s, "scriptorium") in s.empire[0]
    assert (s.coins[0], s.knowledge[0]) == (0, 0) and e(s, "crane") in s.empire_discard_a


def test_crypta_ship_explores_and_gains_2_coins() -> None:
    s = fresh()
    give(s, 0, "crypta-ship")
    before = s.coins[0]
    run(s, 0, "place 1 card crypta-ship")
    assert s.coins[0] == before + 2 and s.pending == P_EXPLORE
    run(s, 0, "draw")
    run(s, 0, s.legal(0)[0])
    assert len(s.stored[0]) == 1


def test_desert_caravan_gains_a_coin_per_food() -> None:
    s = fresh()
    give(s, 0, "desert-caravan", "granary")  # 1 + 1 + 1 + 2 food
    before = s.coins[0]
    run(s, 0, "place 1 card desert-caravan")
    assert s.coins[0] == before + 5


def test_distant_outpost_when_the_player_on_your_right_educates() -> None:
    s = fresh(3)
    give(s, 1, "distant-outpost")  # seat 0 sits on seat 1's right: it plays just before
    s.armies[1][0][2] = 1  # City Guard attacked this round
    s.coins[0] = 3
    run(s, 0, "place 1 educate")
    assert s.pending == P_OUTPOST and s.to_act() == (1,)
    assert "outpost a0 name" in s.legal(1) and "decline" in s.legal(1)
    run(s, 1, "outpost a0 name")
    assert s.armies[1][0][2] == 0  # usable again this round
    assert s.pending == ACT and s.to_act() == (1,)
    s2 = fresh(3)
    give(s2, 2, "distant-outpost")
    s2.armies[2][0][2] = 1
    s2.coins[0] = 3
    run(s2, 0, "place 1 educate")
    assert s2.pending == ACT  # seat 0 is on seat 2's left: no trigger


def test_scribe_guild_when_the_player_on_your_left_educates() -> None:
    s = fresh(3)
    give(s, 2, "scribe-guild")  # seat 0 sits on seat 2's left: it plays just after
    s.coins[0] = 3
    run(s, 0, "place 1 educate")
    assert s.pending == P_SCRIBE and s.to_act() == (2,)
    before = s.coins[2]
    run(s, 2, "scribe")
    assert (s.coins[2], s.knowledge[2]) == (before - 1, 1) and s.to_act() == (1,)


def test_forest_hideout_reorders_4_titans_and_may_attack_the_top() -> None:
    s = fresh()
    give(s, 0, "forest-hideout")
    run(s, 0, "place 1 card forest-hideout", "scout 1")
    assert s.pending == P_ORDER and s.view(1)["titans"][0]["top"] is None
    cards = s.view(0)["pending"]["cards"]
    assert len(cards) == 4 and "cards" not in s.view(1)["pending"]
    run(s, 0, f"top {cards[3]}", f"top {cards[2]}", f"top {cards[1]}")
    assert [s.tables.t_slug[x] for x in s.titan_decks[0][:4]] == [cards[3], cards[2], cards[1], cards[0]]
    assert s.view(1)["titans"][0]["top"] == cards[3]
    assert s.pending in (P_FOREST_ATTACK, ACT)
    assert set(s.seen_titans[0]) == {s.tables.t_index[c] for c in cards} and not s.seen_titans[1]


def test_forest_hideout_attack_is_part_of_the_card_action() -> None:
    s = fresh()
    give(s, 0, "forest-hideout")
    s.draft_bonus[0] = 9
    run(s, 0, "place 1 card forest-hideout", "scout 1")
    for c in s.view(0)["pending"]["cards"][:3]:
        run(s, 0, f"top {c}")
    assert s.pending == P_FOREST_ATTACK and set(s.legal(0)) == {"attack 1", "skip"}
    s.tables = __import__("dataclasses").replace(s.tables, dice=(((0, 0),),) * 3)
    run(s, 0, "attack 1", "pay a0", "fight")
    assert len(s.titans[0]) == 1 and s.to_act() == (1,)


def test_moon_festival_scores_a_vp_per_set_of_five_different_banners() -> None:
    s = fresh()
    give(s, 0, "moon-festival", "stockade", "harbor")  # + purple, red+green, blue; start: blue, yellow
    from agora.games.ancient_world.scoring import score
    assert score(s, 0)["card_bonus"] == 1


def test_town_hall_gains_knowledge_and_the_token_if_its_hand_is_down() -> None:
    # GR p.14 Town Hall: «κερδίζετε 1 γνώση και επίσης τον δείκτη πρώτου παίκτη (αν το χέρι είναι κλειστό)»:
    # it takes the token and does not turn it (only Rebuild's text turns it, GR p.11)
    s = fresh()
    s.first_player = 1
    give(s, 0, "town-hall")
    run(s, 0, "place 1 card town-hall")
    assert s.knowledge[0] == 1 and s.first_player == 0 and not s.first_player_hand_up
    s2 = fresh()
    s2.first_player, s2.first_player_hand_up = 1, True
    give(s2, 0, "town-hall")
    run(s2, 0, "place 1 card town-hall")
    assert s2.first_player == 1


def test_zori_dramatists_first_to_pass_may_store_from_row_or_deck() -> None:
    s = fresh()
    give(s, 0, "zori-dramatists")
    run(s, 0, "pass")
    assert s.pending == P_ZORI and "zori deck" in s.legal(0) and "decline" in s.legal(0)
    run(s, 0, "zori deck")
    assert len(s.stored[0]) == 1 and s.view(1)["players"][0]["stored"] is None
    s2 = fresh()
    give(s2, 1, "zori-dramatists")
    run(s2, 0, "pass")
    run(s2, 1, "pass")
    assert s2.pending == ACT and s2.round == 2  # seat 1 was not the first to pass


def test_zori_dramatists_from_the_row_is_seen_by_everyone() -> None:
    s = fresh()
    give(s, 0, "zori-dramatists")
    card = s.tables.e_slug[s.empire_row[0]]
    run(s, 0, "pass", f"zori row {card}")
    assert s.view(1)["players"][0]["stored_known"] == [card]


def test_citadel_scoring_example_of_page_9() -> None:
    """Christos has Citadel; with 5 red banners, Citadel's own included, it gives 3 extra VP."""
    s = fresh()
    give(s, 0, "citadel", "war-camp", "lookout-post")  # red x2, red x2, red + yellow
    from agora.games.ancient_world.scoring import banner_counts, score
    assert banner_counts(s, 0)[s.tables.tribes.index("red")] == 5
    assert score(s, 0)["card_bonus"] == 3


def test_merkian_troops_card_is_the_example_army() -> None:
    s = fresh()
    assert city.army_value(s, [m(s, "merkian-troops"), 0, 0], True) == 4
    assert city.army_value(s, [m(s, "merkian-troops"), 0, 0], False) == 1
    top_titan(s, 1, "stone-being")
    assert s.tables.t_defense[s.titan_decks[1][0]] == 8


def test_distant_outpost_can_take_a_coin_off_the_picture_or_be_declined() -> None:
    s = fresh()
    give(s, 1, "distant-outpost")
    s.armies[1][1][1] = 3  # Militia: 3 coins on its picture, cost 4
    s.coins[0] = 3
    run(s, 0, "place 1 educate")
    assert s.legal(1) == ["outpost a1 picture", "decline"]
    run(s, 1, "outpost a1 picture")
    assert s.armies[1][1][1] == 2  # now costs 3
    s.coins[0] = 3
    run(s, 1, "pass")
    run(s, 0, "place 2 educate")
    run(s, 1, "decline")
    assert s.armies[1][1][1] == 2


def test_bridge_can_use_an_opponents_forest_hideout() -> None:
    s = fresh()
    give(s, 1, "forest-hideout")
    give(s, 0, "bridge")
    run(s, 0, "place 1 card bridge", "use 1 forest-hideout")
    assert s.pending == P_SCOUT and s.legal(0) == ["scout 1", "scout 2", "scout 3"]


def test_damaged_bridge_owner_card_cannot_be_used() -> None:
    s = fresh()
    give(s, 1, "workshop")
    give(s, 0, "bridge")
    s.damaged[1] = 1 << e(s, "workshop")
    city.recount(s, 1)
    assert not any(a.endswith("card bridge") for a in s.legal(0))


def test_forest_hideout_new_top_titan_is_told_to_everyone() -> None:
    """§11 Forest Hideout (GR p.14): the four go back in the chosen order and the top one lies face up:
    the order's last step tells every reader which titan is on top."""
    s = fresh()
    give(s, 0, "forest-hideout")
    run(s, 0, "place 1 card forest-hideout", "scout 1")
    cards = s.view(0)["pending"]["cards"]
    events = run(s, 0, f"top {cards[3]}", f"top {cards[2]}", f"top {cards[1]}")
    told = [x for x in events if x.kind == "titan_top"]
    assert len(told) == 1 and told[0].data == {"deck": 1, "card": cards[3]} and told[0].reveal
