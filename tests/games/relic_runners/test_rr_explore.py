"""§A4.2 Explore (ruins, ivory, blue, purple), §A4.3 Base Camp, §A5 shrines appearing."""

from __future__ import annotations

import pytest
from rr_helpers import at_main, hold_ivory, loc, new, pathways, place, play, set_stack, tbit, tile, trail

from agora.core import IllegalAction
from agora.games.relic_runners.state import KEEP, PLACE


def test_explore_costs_one_ration_returned_to_base_camp() -> None:
    s = new()
    at_main(s, 0, "ru1")
    camp = s.camp_rations
    play(s, "explore")
    assert s.rations[0] == 2 and s.camp_rations == camp + 1


def test_no_ration_no_exploration() -> None:
    s = new()
    at_main(s, 0, "ru1")
    s.rations[0] = 0
    assert "explore" not in s.legal(0)
    with pytest.raises(IllegalAction, match="Ration"):
        play(s, "explore")


def test_explore_at_most_once_per_turn() -> None:
    s = new()
    at_main(s, 0, "te2")
    play(s, "explore")
    while s.pending:
        play(s, s.legal(0)[0])
    assert "explore" not in s.legal(0)


def test_exploring_is_optional() -> None:
    s = new()
    at_main(s, 0, "ru1")
    play(s, "done")
    assert s.current == 1 and len(s.stacks[loc(s, "ru1")]) == 2


def test_ruin_exploration_discards_a_tile_and_places_an_adjacent_pathway() -> None:
    s = new()
    at_main(s, 0, "ru1")
    play(s, "explore")
    assert len(s.stacks[loc(s, "ru1")]) == 1
    assert s.pending[-1][0] == PLACE
    adjacent = {f"path {trail(s, 'ru1', x)}" for x in ("te1", "te2", "ru2")}
    assert set(s.legal(0)) == adjacent
    play(s, f"path {trail(s, 'ru1', 'te2')}")
    assert s.pathways[0] == tbit(s, "ru1", "te2") and s.pathways_left(0) == 9


def test_no_two_pathways_of_one_player_on_a_trail() -> None:
    s = new()
    at_main(s, 0, "ru1")
    pathways(s, 0, ("ru1", "te2"))
    play(s, "explore")
    assert f"path {trail(s, 'ru1', 'te2')}" not in s.legal(0)


def test_pathways_of_different_players_may_share_a_trail() -> None:
    s = new()
    at_main(s, 0, "ru1")
    pathways(s, 1, ("ru1", "te2"))
    play(s, "explore")
    assert f"path {trail(s, 'ru1', 'te2')}" in s.legal(0)


def test_ruin_with_no_pathways_left_may_still_be_explored_by_default() -> None:
    s = new()
    at_main(s, 0, "ru1")
    s.pathways[0] = sum(1 << t for t in range(10, 20))
    assert s.pathways_left(0) == 0
    play(s, "explore")
    assert not s.pending and len(s.stacks[loc(s, "ru1")]) == 1


def test_ruin_without_pathways_option_off_forbids_it() -> None:
    s = new(ruin_without_pathways=False)
    at_main(s, 0, "ru1")
    s.pathways[0] = sum(1 << t for t in range(10, 20))
    assert "explore" not in s.legal(0)


def test_ivory_tile_is_revealed_and_kept_face_up() -> None:
    s = new()
    at_main(s, 0, "te2")
    set_stack(s, "te2", [tile(s, "ivory", 1, 2), tile(s, "ivory", 2, 3)])
    events = play(s, "explore")
    shown = [e for e in events if e.kind == "ivory"]
    assert shown and shown[0].to is None and shown[0].reveal
    assert s.ivory_tiles[1] == tile(s, "ivory", 2, 3)
    assert s.view(1)["explorers"][0]["ivory"][0]["effect"] == 3


def test_same_level_ivory_choose_one_to_keep_and_gain_2_vp() -> None:
    s = new()
    at_main(s, 0, "te2")
    hold_ivory(s, 0, 1, 2)
    set_stack(s, "te2", [tile(s, "ivory", 1, 4)])
    play(s, "explore")
    assert s.pending[-1][0] == KEEP
    assert s.legal(0) == ["keep new", "keep old"]  # level-1 effects wait for the end: none usable now
    play(s, "keep new")
    assert s.ivory_tiles[0] == tile(s, "ivory", 1, 4) and s.coins[0] == 2


def test_same_level_ivory_keep_old_discards_the_new_tile() -> None:
    s = new()
    at_main(s, 0, "te2")
    hold_ivory(s, 0, 1, 2)
    set_stack(s, "te2", [tile(s, "ivory", 1, 4)])
    play(s, "explore", "keep old")
    assert s.ivory_tiles[0] == tile(s, "ivory", 1, 2) and s.coins[0] == 2


def test_ivory_tiles_of_different_levels_are_all_kept() -> None:
    s = new()
    at_main(s, 0, "te2")
    hold_ivory(s, 0, 1, 2)
    set_stack(s, "te2", [tile(s, "ivory", 3, 1)])
    play(s, "explore")
    assert not s.pending and s.ivory_tiles[0] >= 0 and s.ivory_tiles[2] >= 0 and s.coins[0] == 0


def test_blue_tile_is_kept_face_down_with_its_value_known_only_to_its_owner() -> None:
    s = new()
    at_main(s, 0, "te3")
    blue = tile(s, "blue", 1, value=5)
    set_stack(s, "te3", [blue, tile(s, "blue", 2, value=2)])
    events = play(s, "explore")
    private = [e for e in events if e.kind == "blue_value"]
    assert private[0].to == frozenset({0}) and private[0].data["value"] == 2
    assert s.view(0)["explorers"][0]["blue"] == [{"level": 2, "value": 2}]
    assert s.view(1)["explorers"][0]["blue"] == [{"level": 2, "value": None}]
    assert s.view(None)["explorers"][0]["blue"][0]["value"] is None


def test_purple_tile_is_applied_discarded_and_the_next_flipped_face_up() -> None:
    s = new(players=3)
    at_main(s, 0, "te1")
    set_stack(s, "te1", [tile(s, "purple", 1, 3), tile(s, "purple", 2, 1)], public_top=True)
    events = play(s, "explore")
    assert s.coins[0] == 3  # effect 1: 3 VP
    assert s.stacks[loc(s, "te1")] == (tile(s, "purple", 1, 3),)
    assert s.stack_seen_by[loc(s, "te1")] == (s.all_mask,)
    assert any(e.kind == "purple_top" and e.reveal for e in events)
    assert s.view(2)["locations"][loc(s, "te1")]["stack"][0]["face"]["effect"] == 3


def test_last_tile_reveals_a_shrine_with_a_relic_of_the_matching_colour() -> None:
    s = new()
    for site, relic in (("ru1", 0), ("te2", 1), ("te3", 2), ("te1", 3)):
        at_main(s, 0, site)
        s.stacks[loc(s, site)] = s.stacks[loc(s, site)][-1:]
        s.stack_seen_by[loc(s, site)] = s.stack_seen_by[loc(s, site)][-1:]
        s.rations[0] = 3
        events = play(s, "explore")
        while s.pending:  # §A5 the last tile's action first (a ruin's pathway, a purple effect), then the shrine
            assert s.relic_on[loc(s, site)] == -1
            events += play(s, s.legal(0)[0])
        assert s.relic_on[loc(s, site)] == relic
        assert [e.kind for e in events].count("shrine") == 1
        s.explored = False


def test_shrine_offers_no_exploration() -> None:
    s = new()
    at_main(s, 0, "ru1")
    s.stacks[loc(s, "ru1")] = ()
    s.relic_on[loc(s, "ru1")] = 0
    assert "explore" not in s.legal(0)


def test_ending_a_move_at_base_camp_takes_3_rations_and_allows_no_exploration() -> None:
    s = new()
    place(s, 0, "ru3")
    s.rations[0] = 1
    play(s, f"go {trail(s, 'ru3', 'camp')}")
    assert s.rations[0] == 4 and s.camp_rations == 1
    assert "explore" not in s.legal(0) and "done" in s.legal(0)


def test_never_more_than_5_rations() -> None:
    s = new(players=4)
    place(s, 0, "ru3")
    s.rations[0] = 4
    play(s, f"go {trail(s, 'ru3', 'camp')}")
    assert s.rations[0] == 5


def test_base_camp_gives_only_the_rations_it_holds() -> None:
    s = new()
    place(s, 0, "ru3")
    s.rations[0] = 0
    s.camp_rations = 1
    play(s, f"go {trail(s, 'ru3', 'camp')}")
    assert s.rations[0] == 1 and s.camp_rations == 0
