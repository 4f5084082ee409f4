"""§8 attacking titans, §9 armies, retiring and legacy, and the attack example of p.7."""

from __future__ import annotations

import pytest
from aw_helpers import dice, e, fresh, give, m, run, t, top_titan

from agora.core import IllegalAction, Rng
from agora.games.ancient_world import attack, city
from agora.games.ancient_world.state import ACT, P_DAMAGE, P_DISCARD, P_MREPAIR, P_PAY
from agora.games.ancient_world.tables import ARROW, SWORD


def test_stone_being_attack_example_of_page_7() -> None:
    """Timos pays 2 for Merkian Troops (1 coin on its picture), with a retired card's legacy sword:
    temporary attack 5, plus 3 swords from Empire cards, beats defense 8; he rolls 2 dice."""
    s = fresh()
    top_titan(s, 1, "stone-being")
    s.armies[0] = [[m(s, "merkian-troops"), 1, 0, m(s, "city-guard")]]  # City Guard's legacy: 1 sword
    give(s, 0, "smithy", "war-camp")  # 1 + 2 swords
    assert city.army_value(s, s.armies[0][0], True) == 5
    assert city.permanent_attack(s, 0, True) == 3
    s.coins[0] = 6
    run(s, 0, "attack 2")
    assert s.pending == P_PAY and s.legal(0) == ["pay a0"]
    run(s, 0, "pay a0")
    assert s.coins[0] == 4 and s.armies[0][0][1:3] == [1, 2]  # 3 coins on the card now
    events = run(s, 0, "fight")
    rolled = [ev for ev in events if ev.kind == "damage_dice"]
    assert len(rolled[0].data["faces"]) == 2  # one die a banner
    assert s.tables.t_index["stone-being"] in s.titans[0]
    lost = rolled[0].data["coins_lost"]
    assert lost == min(4, sum(f["coin"] for f in rolled[0].data["faces"]))
    assert s.titan_decks[1][0] != s.tables.t_index["stone-being"]  # the next titan is face up


def test_attack_costs_1_plus_the_coins_on_the_card_example_of_page_6() -> None:
    s = fresh()
    dice(s, 0, 0)
    top_titan(s, 0, "mud-crawler")  # defense 3, swords and arrows
    s.armies[0] = [[m(s, "spearmen"), 3, 0]]
    s.coins[0] = 4
    s.draft_bonus[0] = 1
    run(s, 0, "attack 1", "pay a0")
    assert s.coins[0] == 0 and s.armies[0][0][2] == 4


def test_an_attack_is_offered_exactly_when_some_affordable_armies_together_beat_the_titan() -> None:
    # feasible_decks (on every turn's legal actions) against every set of unused armies, by brute force.
    s, rng = fresh(), Rng(3)
    R = s.tables
    for trial in range(300):
        s.armies[0] = [[rng.below(len(R.m_slug)), rng.below(4), int(rng.below(4) == 0),
                        *(rng.below(len(R.m_slug)) for _ in range(rng.below(3)))] for _ in range(rng.below(6))]
        s.coins[0], s.draft_bonus[0] = rng.below(14), rng.below(4)
        for k in range(3):
            s.titan_decks[k] = [rng.below(len(R.t_slug))] if rng.below(5) else []
        unused = [a for a in s.armies[0] if not a[2]]
        wanted = []
        for k in range(3):
            if not s.titan_decks[k]:
                continue
            titan = s.titan_decks[k][0]
            arrows = R.t_arrows_count[titan]
            icons, draft = s.icons[0], s.draft_bonus[0]
            base = icons[SWORD] + (icons[ARROW] + draft if arrows else draft if s.options.draft_vs_swords_only else 0)
            if any(sum(1 + a[1] for i, a in enumerate(unused) if pick >> i & 1) <= s.coins[0]
                   and base + sum(city.army_value(s, a, arrows) for i, a in enumerate(unused) if pick >> i & 1)
                   >= R.t_defense[titan] for pick in range(1, 1 << len(unused))):
                wanted.append(k)
        assert attack.feasible_decks(s, 0) == wanted, trial


def test_attack_needs_an_unused_military_card() -> None:
    s = fresh()
    for a in s.armies[0]:
        a[2] = 1
    s.draft_bonus[0] = 9
    assert not any(x.startswith("attack") for x in s.legal(0))
    with pytest.raises(IllegalAction, match="no unused military card"):
        s.apply(0, "attack 1")


def test_attack_below_the_titans_defense_is_refused() -> None:
    s = fresh()
    top_titan(s, 2, "eldest-titan")
    before = s.to_data()
    with pytest.raises(IllegalAction, match="below the titan's defense 13"):
        s.apply(0, "attack 3")
    assert s.to_data() == before


def test_swords_only_titan_counts_only_swords() -> None:
    s = fresh()
    top_titan(s, 0, "cave-howler")  # defense 3, swords only
    s.armies[0] = [[m(s, "archers"), 0, 0], [m(s, "militia"), 0, 0]]  # arrows only
    give(s, 0, "watchtower")
    assert "attack 1" not in s.legal(0)
    s.armies[0].append([m(s, "spearmen"), 0, 0])
    s.draft_bonus[0] = 1
    assert "attack 1" in s.legal(0)


def test_draft_against_swords_only_follows_the_option() -> None:
    for option, can in ((True, True), (False, False)):
        s = fresh(draft_vs_swords_only=option)
        top_titan(s, 0, "cave-howler")
        s.draft_bonus[0] = 2  # City Guard 1 sword + 2 draft = 3
        assert ("attack 1" in s.legal(0)) is can


def test_draft_counts_in_every_attack_of_the_round() -> None:
    s = fresh()
    dice(s, 0, 0)
    top_titan(s, 0, "mud-crawler")  # defense 3
    run(s, 0, "place 1 draft")
    run(s, 1, "place 2 draft")
    run(s, 0, "place 3 draft")
    assert s.draft_bonus[0] == 1 + 3
    run(s, 1, "pass")
    run(s, 0, "attack 1", "pay a0", "fight")  # City Guard 1 sword + 4
    top_titan(s, 0, "ash-hound")  # defense 4
    run(s, 0, "attack 1", "pay a1", "fight")  # Militia 1 arrow + 4 again
    assert len(s.titans[0]) == 2


def test_one_titan_a_turn_and_several_a_round_with_unused_cards() -> None:
    s = fresh()
    dice(s, 0, 0)
    top_titan(s, 0, "mud-crawler")
    s.draft_bonus[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.to_act() == (1,)  # the attack was the turn
    run(s, 1, "pass")
    assert s.pending == ACT and s.armies[0][1][2] == 0


def test_a_titan_taken_shortens_what_the_other_readers_know_of_the_deck_top() -> None:
    # §8.4 the titan taken, the next turned up: a block known to be in the top places moves one place up,
    # and one of two places is just the public top
    s = fresh(3)
    dice(s, 0, 0)
    top_titan(s, 0, "mud-crawler")
    deck = s.titan_decks[0][:]
    near = list(s.near_titans)  # per reader (the spectator last), per titan deck
    near[1] = ((4, frozenset(deck[:4])), *near[1][1:])
    near[2] = ((2, frozenset(deck[:2])), *near[2][1:])
    s.near_titans = near
    s.draft_bonus[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.titan_decks[0] == deck[1:]
    assert s.near_titans[1][0] == (3, frozenset(deck[1:4])) and s.near_titans[2][0] == (0, frozenset())


def test_a_second_titan_in_the_same_round_takes_an_army_not_yet_used_this_round() -> None:
    # §8 (GR p.7) one titan a turn, several a round: a later turn's attack pays another unused army, never
    # the one that fought already; with none left, no attack is offered
    s = fresh()
    dice(s, 0, 0)
    s.coins[0], s.draft_bonus[0] = 6, 2
    top_titan(s, 0, "mud-crawler")
    run(s, 0, "attack 1", "pay a0", "fight")
    run(s, 1, "pass")
    top_titan(s, 0, "ash-hound")  # defense 4: draft 3 (another Draft this round) and one army of 1
    s.draft_bonus[0] = 3
    assert s.to_act() == (0,) and "attack 1" in s.legal(0)
    run(s, 0, "attack 1")
    assert s.legal(0) == ["pay a1"]  # a0 fought this round
    run(s, 0, "pay a1", "fight")
    assert {t(s, "mud-crawler"), t(s, "ash-hound")} <= set(s.titans[0])
    top_titan(s, 0, "marsh-wyrm")
    s.draft_bonus[0] = 9
    assert s.to_act() == (0,) and not [a for a in s.legal(0) if a.startswith("attack")]  # no army left unused


def test_titan_symbol_damages_an_empire_card_of_your_choice() -> None:
    s = fresh()
    dice(s, 1, 0)
    top_titan(s, 0, "mud-crawler")
    s.draft_bonus[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.pending == P_DAMAGE and set(s.legal(0)) == {"damage fishing-dock", "damage wheat-fields"}
    run(s, 0, "damage wheat-fields")
    assert s.damaged[0] == 1 << e(s, "wheat-fields") and s.pending == ACT
    assert s.view(1)["players"][0]["empire"][1]["damaged"]


def test_titan_symbol_offers_each_card_still_face_up_whichever_is_damaged_already() -> None:
    # §8.5 a titan symbol damages an Empire card of your choice: any card not damaged yet, lower or higher
    s = fresh()
    dice(s, 1, 0)
    top_titan(s, 0, "mud-crawler")
    s.draft_bonus[0] = 2
    low, high = sorted(s.empire[0])
    s.damaged[0] = 1 << high
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.pending == P_DAMAGE and s.legal(0) == [f"damage {s.tables.e_slug[low]}"]


def test_titan_symbol_with_no_empire_card_left_does_nothing() -> None:
    s = fresh()
    dice(s, 1, 0)
    top_titan(s, 0, "mud-crawler")
    s.damaged[0] = (1 << e(s, "wheat-fields")) | (1 << e(s, "fishing-dock"))
    city.recount(s, 0)
    s.draft_bonus[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.pending == ACT


def test_coin_symbol_loses_a_coin_and_none_when_broke() -> None:
    s = fresh()
    dice(s, 0, 1)
    top_titan(s, 0, "mud-crawler")
    s.draft_bonus[0] = 2
    s.coins[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.coins[0] == 0  # 1 paid, 1 lost
    s2 = fresh()
    dice(s2, 0, 1)
    top_titan(s2, 0, "mud-crawler")
    s2.draft_bonus[0] = 2
    s2.coins[0] = 1
    run(s2, 0, "attack 1", "pay a0", "fight")
    assert s2.coins[0] == 0


def test_lost_army_limit_discards_armies_above_the_limit_retired_cards_included() -> None:
    s = fresh()
    dice(s, 1, 0)
    give(s, 0, "barracks")
    s.empire[0] = (e(s, "barracks"),)  # the only card: the titan face must hit it
    city.recount(s, 0)
    s.armies[0].append([m(s, "spearmen"), 0, 0, m(s, "archers")])
    top_titan(s, 0, "mud-crawler")
    s.draft_bonus[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight", "damage barracks")
    assert s.pending == P_DISCARD and city.army_limit(s, 0) == 2
    run(s, 0, "discard a2")
    assert len(s.armies[0]) == 2 and m(s, "archers") in s.military_discard and m(s, "spearmen") in s.military_discard


def test_military_repair_happens_before_the_damage_dice() -> None:
    s = fresh()
    dice(s, 1, 0)
    s.damaged[0] = 1 << e(s, "wheat-fields")
    city.recount(s, 0)
    s.armies[0] = [[m(s, "engineers"), 0, 0]]  # 1 sword, repair
    top_titan(s, 0, "cave-howler")
    s.draft_bonus[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.pending == P_MREPAIR and s.legal(0) == ["repair wheat-fields"]
    run(s, 0, "repair wheat-fields")
    assert s.pending == P_DAMAGE  # then the dice


def test_loot_and_spy_after_the_dice() -> None:
    s = fresh()
    dice(s, 0, 1)
    s.armies[0] = [[m(s, "slingers"), 0, 0, m(s, "militia")], [m(s, "scouts"), 0, 0]]
    top_titan(s, 0, "mud-crawler")
    s.coins[0] = 2
    s.draft_bonus[0] = 0
    run(s, 0, "attack 1", "pay a0", "pay a1")
    assert s.coins[0] == 0
    run(s, 0, "fight")
    # coin face loses nothing (no coins), then loot 2 (card + Militia's legacy), spy 1
    assert s.coins[0] == 2 and s.knowledge[0] == 1


def test_legacy_works_only_once_retired() -> None:
    s = fresh()
    army = [m(s, "spearmen"), 0, 0]
    assert city.army_value(s, army, True) == 2
    army.append(m(s, "veteran-guard"))  # legacy 2 swords
    assert city.army_value(s, army, True) == 4


def test_paid_armies_are_used_for_the_round_only_until_the_coins_move() -> None:
    s = fresh()
    dice(s, 0, 0)
    top_titan(s, 0, "mud-crawler")
    s.draft_bonus[0] = 2
    run(s, 0, "attack 1", "pay a0", "fight")
    assert s.armies[0][0][2] == 1
    assert "pay a0" not in s.legal(0)


def test_a_titan_gives_its_capacity_banners_and_icons() -> None:
    s = fresh()
    dice(s, 0, 0)
    top_titan(s, 0, "ash-hound")  # capacity 1, food 1, yellow banner
    s.draft_bonus[0] = 3
    run(s, 0, "attack 1", "pay a0", "fight")
    assert city.capacity(s, 0) == 5 and city.food(s, 0) == 4


def test_an_attack_too_weak_is_refused_with_the_best_attack_the_coins_buy() -> None:
    """§8.2–§8.3 (GR p.6–7): an unused military card costs 1 coin plus the coins on its picture and adds its
    value; an attack that cannot reach the titan's defense is refused with the best value the coins can pay for."""
    s = fresh()
    top_titan(s, 1, "stone-being")  # defense 8
    s.armies[0] = [[m(s, "merkian-troops"), 0, 0]]  # no coin on its picture: costs 1
    s.coins[0] = 1
    value = city.army_value(s, s.armies[0][0], True)
    base = city.permanent_attack(s, 0, True)
    assert value >= 2 and base + value < 8  # its value is more than its cost, and still too little
    with pytest.raises(IllegalAction, match=rf"your best attack \({base + value}\) is below the titan's defense 8"):
        s.apply(0, "attack 2")
