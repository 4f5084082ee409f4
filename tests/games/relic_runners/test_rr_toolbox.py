"""§A6-A7: toolbox tokens on rivers, climbing, the last-token reset, using a toolbox,
and the nine table actions; the rulebook's toolbox examples are tests here."""

from __future__ import annotations

import pytest
from rr_helpers import (
    at_main,
    box_place,
    boxes,
    go,
    hold_ivory,
    loc,
    new,
    pathways,
    place,
    play,
    set_stack,
    tbit,
    tile,
    trail,
)

from agora.core import IllegalAction
from agora.games.relic_runners import toolboxes
from agora.games.relic_runners.state import BOTTOM, CLIMB, SHIFT, SUPPLY


def test_rulebook_example_blue_explorer_flips_a_river_token_and_climbs_one_space() -> None:
    s = new()
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"), "stop")  # t4 is a river with its token up
    assert not s.tokens_up & tbit(s, "te1", "ru1")
    assert s.pending[-1] == (CLIMB, 1)
    assert s.legal(0) == ["climb machete 0", "climb compass 0", "climb shovel 0"]
    play(s, "climb compass 0")
    assert s.toolboxes[0] == box_place("compass", 1) and not s.pending


def test_rulebook_example_red_explorer_two_open_tokens_one_closed_climbs_two_at_once() -> None:
    s = new()
    place(s, 0, "ru1")
    pathways(s, 0, ("ru1", "te1"), ("te1", "ru2"), ("ru2", "te11"))
    s.tokens_up &= ~tbit(s, "ru1", "te1")  # the closed one
    play(s, go(s, "ru1", "te1"), go(s, "te1", "ru2"), go(s, "ru2", "te11"), go(s, "te11", "ru8"), "stop")
    assert s.pending[-1] == (CLIMB, 2)
    play(s, "climb shovel 0", "climb shovel 1")
    assert s.toolboxes[0] == box_place("shovel", 2)
    assert not s.tokens_up & (tbit(s, "ru2", "te11") | tbit(s, "te11", "ru8") | tbit(s, "ru1", "te1"))


def test_tokens_flip_only_at_the_end_of_the_move() -> None:
    s = new()
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"))
    assert s.tokens_up & tbit(s, "te1", "ru1")


def test_flipping_the_last_token_resets_all_and_gives_one_more_step() -> None:
    s = new()
    place(s, 0, "te1")
    s.tokens_up = tbit(s, "te1", "ru1")
    events = play(s, go(s, "te1", "ru1"), "stop")
    assert s.tokens_up == s.board.river_mask
    assert s.pending[-1] == (CLIMB, 2)  # 1 for the token + 1 for the reset
    assert any(e.kind == "tokens_reset" for e in events)


def test_a_toolbox_stays_on_the_track_it_started_up() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 1))
    s.pending.append((CLIMB, 1))
    assert s.legal(0) == ["climb machete 1"]


def test_toolboxes_in_the_supply_do_not_climb() -> None:
    s = new()
    boxes(s, 0, SUPPLY, SUPPLY, SUPPLY)
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"), "stop")
    assert not s.pending  # the step is lost


def test_toolbox_stops_at_the_top_and_extra_steps_go_to_others() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 3), BOTTOM)
    s.pending.append((CLIMB, 1))
    assert s.legal(0) == ["climb machete 0", "climb compass 0", "climb shovel 0"]


def test_steps_no_toolbox_can_take_are_lost() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 3))
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"), "stop")
    assert not s.pending and s.coins[0] == 0


def test_excess_steps_option_scores_them() -> None:
    s = new(excess_toolbox_steps="score")
    boxes(s, 0, box_place("machete", 3))
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"), "stop")
    assert s.coins[0] == 1


def test_steps_of_one_move_are_all_taken_before_any_toolbox_use() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 2))
    place(s, 0, "ru1")
    pathways(s, 0, ("ru1", "te1"))
    play(s, go(s, "ru1", "te1"), go(s, "te1", "ru2"), "stop")
    # only t4 (ru1-te1) is a river here: one step pending, no toolbox use offered meanwhile
    assert all(c.startswith("climb") for c in s.legal(0))
    with pytest.raises(IllegalAction, match="toolboxes up"):
        play(s, "tool shovel 2")


def test_one_toolbox_use_per_turn() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 1), box_place("shovel", 1))
    at_main(s, 0, "ru1")
    play(s, "tool shovel 1", "shovel vp")
    assert not any(c.startswith("tool") for c in s.legal(0))
    with pytest.raises(IllegalAction, match="one toolbox per turn"):
        play(s, "tool shovel 1")


def test_a_used_toolbox_goes_back_to_the_bottom() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 2))
    at_main(s, 0, "ru1")
    play(s, "tool machete 2")
    assert s.toolboxes[0] == BOTTOM


def test_a_toolbox_may_be_used_before_moving() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 2))
    s.rations[0] = 1
    play(s, "tool machete 2")
    assert s.rations[0] == 3 and any(c.startswith("go") for c in s.legal(0))


def test_machete_1_does_the_temple_action_without_a_ration() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 1))
    at_main(s, 0, "te3")
    play(s, "tool machete 1")
    assert s.rations[0] == 3 and len(s.blue_tiles[0]) == 1
    assert "explore" in s.legal(0)  # the normal exploration is still there


def test_machete_1_is_not_for_ruins_or_shrines() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 1))
    at_main(s, 0, "ru1")
    assert "tool machete 1" not in s.legal(0)
    at_main(s, 0, "te3")
    s.stacks[loc(s, "te3")] = ()
    assert "tool machete 1" not in s.legal(0)


def test_machete_2_takes_2_rations() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 2))
    at_main(s, 0, "ru1")
    s.rations[0] = 2
    play(s, "tool machete 2")
    assert s.rations[0] == 4


def test_machete_3_scores_4_vp_per_relic_duplicates_included() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 3))
    s.relics[0:4] = [2, 1, 0, 0]
    at_main(s, 0, "ru1")
    play(s, "tool machete 3")
    assert s.coins[0] == 12


def test_compass_1_moves_one_pathway_to_any_trail_without_one_of_yours() -> None:
    s = new()
    boxes(s, 0, box_place("compass", 1))
    pathways(s, 0, ("te1", "ru1"), ("te9", "ru6"))
    at_main(s, 0, "ru1")
    play(s, "tool compass 1")
    assert s.pending[-1][0] == SHIFT
    play(s, f"lift {trail(s, 'te1', 'ru1')}")
    assert f"path {trail(s, 'te9', 'ru6')}" not in s.legal(0)
    assert f"path {trail(s, 'te1', 'ru1')}" not in s.legal(0)
    play(s, f"path {trail(s, 'camp', 'te8')}")
    assert s.pathways[0] == tbit(s, "camp", "te8") | tbit(s, "te9", "ru6")


def test_rulebook_example_blue_explorer_moves_two_pathways_anywhere() -> None:
    s = new()
    boxes(s, 0, box_place("compass", 2))
    pathways(s, 0, ("te1", "ru1"), ("te9", "ru6"))
    at_main(s, 0, "ru1")
    play(s, "tool compass 2", f"lift {trail(s, 'te1', 'ru1')}", f"path {trail(s, 'camp', 'te8')}")
    assert s.pending  # the second must move too
    assert f"lift {trail(s, 'camp', 'te8')}" not in s.legal(0)  # not the one just moved
    play(s, f"lift {trail(s, 'te9', 'ru6')}")
    assert f"path {trail(s, 'te1', 'ru1')}" not in s.legal(0)  # not where the first one was
    play(s, f"path {trail(s, 'te5', 'te6')}")
    assert s.pathways[0] == tbit(s, "camp", "te8") | tbit(s, "te5", "te6")
    assert s.toolboxes[0] == BOTTOM and not s.pending


def test_compass_2_needs_two_pathways_on_the_board() -> None:
    s = new()
    boxes(s, 0, box_place("compass", 2))
    pathways(s, 0, ("te1", "ru1"))
    at_main(s, 0, "ru1")
    assert "tool compass 2" not in s.legal(0)


def test_compass_2_with_exactly_two_pathways_moves_both_each_to_a_trail_without_one_of_yours() -> None:
    # §A6 compass L2: move 2 of your pathways anywhere; with one pathway it is not offered (test above)
    s = new()
    boxes(s, 0, box_place("compass", 2))
    pathways(s, 0, ("te1", "ru1"), ("te9", "ru6"))
    at_main(s, 0, "ru1")
    assert "tool compass 2" in s.legal(0)
    play(s, "tool compass 2")
    assert {a for a in s.legal(0) if a.startswith("lift")} == {f"lift {trail(s, 'te1', 'ru1')}",
                                                              f"lift {trail(s, 'te9', 'ru6')}"}
    play(s, f"lift {trail(s, 'te9', 'ru6')}")
    assert f"path {trail(s, 'te1', 'ru1')}" not in s.legal(0)  # a trail with a pathway of yours already
    play(s, f"path {trail(s, 'camp', 'te8')}")
    assert s.pending and s.legal(0) == [f"lift {trail(s, 'te1', 'ru1')}"]  # the other one must move too
    play(s, f"lift {trail(s, 'te1', 'ru1')}", f"path {trail(s, 'te5', 'te6')}")
    assert s.pathways[0] == tbit(s, "camp", "te8") | tbit(s, "te5", "te6") and not s.pending


def test_compass_3_scores_2_per_pathway_of_the_longest_chain_not_through_base_camp() -> None:
    s = new()
    boxes(s, 0, box_place("compass", 3))
    # ru3-camp-ru5 would be 2 through Base Camp: it only counts as 1 + 1; te2-ru5-te4 is 2
    pathways(s, 0, ("ru3", "camp"), ("camp", "ru5"), ("ru5", "te4"), ("te4", "te2"))
    at_main(s, 0, "ru1")
    play(s, "tool compass 3")
    assert s.coins[0] == 2 * 3  # camp-ru5-te4-te2


def test_shovel_1_takes_a_toolbox_from_supply_or_2_vp() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 1), SUPPLY)
    at_main(s, 0, "ru1")
    play(s, "tool shovel 1")
    assert s.legal(0) == ["shovel toolbox", "shovel vp"]
    play(s, "shovel toolbox")
    assert sorted(s.toolboxes[0:3]) == [SUPPLY, BOTTOM, BOTTOM]


def test_shovel_1_gives_2_vp_when_asked() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 1))
    at_main(s, 0, "ru1")
    play(s, "tool shovel 1", "shovel vp")
    assert s.coins[0] == 2


def test_shovel_2_places_a_pathway_next_to_the_explorer() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 2))
    at_main(s, 0, "ru1")
    play(s, "tool shovel 2")
    assert set(s.legal(0)) == {f"path {trail(s, 'ru1', x)}" for x in ("te1", "te2", "ru2")}


def test_shovel_2_is_not_offered_when_every_trail_next_to_the_explorer_has_a_pathway_of_yours() -> None:
    # §A7.4 every part of a table action is mandatory: shovel L2 needs a free trail next to the explorer
    s = new()
    boxes(s, 0, box_place("shovel", 2))
    pathways(s, 0, ("ru1", "te1"), ("ru1", "te2"))
    at_main(s, 0, "ru1")
    assert "tool shovel 2" in s.legal(0)
    pathways(s, 0, ("ru1", "ru2"))
    assert "tool shovel 2" not in s.legal(0)


def test_shovel_3_doubles_all_vp_of_the_turn() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 3))
    at_main(s, 0, "te1")
    set_stack(s, "te1", [tile(s, "purple", 1, 1)], public_top=True)
    play(s, "tool shovel 3", "explore")
    assert s.coins[0] == 3
    play(s, "done")
    assert s.coins[0] == 6


def test_shovel_3_at_a_blue_temple_reveals_the_tile_and_pays_its_value() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 3))
    at_main(s, 0, "te3")
    set_stack(s, "te3", [tile(s, "blue", 1, value=4)])
    play(s, "explore", "tool shovel 3")
    assert "reveal 4" in s.legal(0)
    events = play(s, "reveal 4")
    assert s.coins[0] == 4 and s.current == 1
    assert s.view(1)["explorers"][0]["blue"][0]["value"] == 4
    assert any(e.kind == "blue_shown" and e.reveal and e.to is None for e in events)


def test_shovel_3_reveal_the_blue_tile_you_want_doubled() -> None:
    # §A6 shovel L3: "reveal to all the tile you want doubled": one tile, the player's choice
    s = new(players=3)
    boxes(s, 0, box_place("machete", 1), box_place("shovel", 3))
    at_main(s, 0, "te3")
    set_stack(s, "te3", [tile(s, "blue", 1, value=5), tile(s, "blue", 2, value=2)])
    play(s, "explore")  # the top tile, worth 2
    s.toolbox_used = False  # as if the machete had taken the other tile in the same turn
    play(s, "tool machete 1")
    s.toolbox_used = False
    play(s, "tool shovel 3")
    assert sorted(c for c in s.legal(0) if c.startswith("reveal")) == ["reveal 2", "reveal 5"]
    before = s.coins[0]
    events = play(s, "reveal 5")
    assert s.coins[0] == before + 5
    shown = [e for e in events if e.kind == "blue_shown"]
    assert len(shown) == 1 and shown[0].to is None and shown[0].data["value"] == 5
    others = s.view(1)["explorers"][0]["blue"]
    assert sorted((b["level"], b["value"]) for b in others) == [(1, 5), (2, None)]  # the other stays hidden


def test_shovel_3_the_blue_tile_may_stay_secret_and_undoubled() -> None:
    # §A6 shovel L3: only "the tile you want doubled" is shown; the coins are doubled anyway
    s = new()
    boxes(s, 0, box_place("shovel", 3))
    at_main(s, 0, "te3")
    set_stack(s, "te3", [tile(s, "blue", 1, value=4)])
    hold_ivory(s, 0, 3, 3)  # +1 coin at a blue temple, doubled to 2
    play(s, "explore", "tool shovel 3")
    events = play(s, "done")
    assert s.coins[0] == 2 and s.view(1)["explorers"][0]["blue"][0]["value"] is None
    assert not any(e.kind == "blue_shown" for e in events)


def test_shovel_3_without_a_blue_tile_this_turn_just_ends_with_done() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 3))
    s.blue_tiles[0], s.blue_seen_by[0] = (tile(s, "blue", 1, value=5),), (1,)  # taken in an earlier turn
    at_main(s, 0, "ru1")
    play(s, "tool shovel 3")
    assert "done" in s.legal(0) and not any(c.startswith("reveal") for c in s.legal(0))


def test_a_toolbox_does_the_action_of_its_own_level_by_default() -> None:
    s = new()
    boxes(s, 0, box_place("machete", 3))
    at_main(s, 0, "te3")
    assert [c for c in s.legal(0) if c.startswith("tool")] == ["tool machete 3"]


def test_toolbox_use_option_at_or_below_also_allows_lower_levels() -> None:
    s = new(toolbox_use="at_or_below")
    boxes(s, 0, box_place("machete", 3))
    at_main(s, 0, "te3")
    assert [c for c in s.legal(0) if c.startswith("tool")] == ["tool machete 1", "tool machete 2", "tool machete 3"]
    play(s, "tool machete 1")
    assert s.toolboxes[0] == BOTTOM


def test_toolbox_use_option_at_or_below_spends_the_toolbox_above_never_one_below() -> None:
    # §A9.4 option: a toolbox may do the action of its space or of one below it on its track, never above
    s = new(toolbox_use="at_or_below")
    boxes(s, 0, box_place("machete", 1), box_place("machete", 3))
    at_main(s, 0, "ru1")
    play(s, "tool machete 2")
    assert s.toolboxes[:3] == [box_place("machete", 1), BOTTOM, -1]


def test_no_toolbox_use_after_the_move_ends_at_base_camp() -> None:
    # §A4.3: "and there your turn ends": the resupply replaces the rest of the turn
    s = new()
    boxes(s, 0, box_place("machete", 2))
    place(s, 0, "ru3")
    s.rations[0] = 0
    play(s, go(s, "ru3", "camp"))
    assert s.legal(0) == ["done"]
    with pytest.raises(IllegalAction, match="Base Camp") as err:
        play(s, "tool machete 2")
    assert err.value.section == "A4.3"


def test_shovel_3_doubles_the_vp_gained_before_its_use_in_the_turn() -> None:
    # «Διπλασιάστε όλους τους Πόντους Νίκης που κερδίζετε στον γύρο αυτό»: the whole turn's VP, those before the use
    # too (the VP after it: test_shovel_3_doubles_all_vp_of_the_turn)
    s = new()
    boxes(s, 0, box_place("shovel", 3))
    at_main(s, 0, "te1")
    set_stack(s, "te1", [tile(s, "purple", 2, 1), tile(s, "purple", 1, 1)], public_top=True)
    play(s, "explore", "tool shovel 3")  # 3 VP, then the shovel
    assert s.coins[0] == 3
    play(s, "done")
    assert s.coins[0] == 6


def test_a_toolbox_added_comes_from_the_supply_even_the_seats_first() -> None:
    """§A6 shovel L1 / §B4 purple #4: a toolbox from the supply goes to the bottom of the table; seat 0's
    first toolbox (slot 0 of the flat list) is a toolbox like any other."""
    s = new()
    boxes(s, 0)  # every toolbox of seat 0 in the supply
    toolboxes.toolbox_to_bottom(s, 0, None)
    assert s.toolbox_places(0) == [BOTTOM] + [SUPPLY] * (s.board.n_boxes - 1)
    toolboxes.toolbox_to_bottom(s, 0, None)
    assert s.toolbox_places(0)[:2] == [BOTTOM, BOTTOM]

