"""§A2 setup: ruins, temples in three modes, the 2-player changes, explorers and supplies."""

from __future__ import annotations

from collections import Counter

import pytest
from rr_helpers import loc, new

from agora.games.relic_runners.state import BOTTOM, SUPPLY
from agora.games.relic_runners.tables import PURPLE, RUIN_TILE


def test_two_players_stack_two_ruin_tiles_and_two_temple_levels() -> None:
    s = new(players=2)
    for r in s.board.ruins:
        assert s.stacks[r] == (RUIN_TILE, RUIN_TILE)
    for t in s.board.temples:
        assert [s.board.tile_level[x] for x in s.stacks[t]] == [1, 2]
    for colour in range(3):  # the small tiles all go back to the box
        assert len(s.left_in_box[colour * 3 + 2]) >= 4


@pytest.mark.parametrize("players", [3, 4, 5])
def test_three_to_five_players_stack_three_of_everything(players: int) -> None:
    s = new(players=players, setup="random")
    assert all(len(s.stacks[r]) == 3 for r in s.board.ruins)
    for t in s.board.temples:
        assert [s.board.tile_level[x] for x in s.stacks[t]] == [1, 2, 3]  # large at the bottom


@pytest.mark.parametrize("setup", ["first", "basic", "random"])
def test_four_temples_of_each_colour_in_every_setup_mode(setup: str) -> None:
    for seed in range(5):
        s = new(players=3, seed=seed, setup=setup)
        assert Counter(s.temple_colour[t] for t in s.board.temples) == {0: 4, 1: 4, 2: 4}
        for t in s.board.temples:  # each stack is of its temple's colour
            assert {s.board.tile_colour[x] for x in s.stacks[t]} == {s.temple_colour[t]}


def test_basic_setup_puts_one_temple_of_each_colour_in_every_quadrant() -> None:
    layouts = set()
    for seed in range(10):
        s = new(seed=seed, setup="basic")
        for q in ("nw", "ne", "se", "sw"):
            assert sorted(s.temple_colour[t] for t in s.board.temples if s.board.quadrant[t] == q) == [0, 1, 2]
        layouts.add(tuple(s.temple_colour))
    assert len(layouts) > 1  # semi-random


def test_random_setup_may_put_two_temples_of_a_colour_in_one_quadrant() -> None:
    crowded = 0
    for seed in range(30):
        s = new(seed=seed, setup="random")
        for q in ("nw", "ne", "se", "sw"):
            crowded += len({s.temple_colour[t] for t in s.board.temples if s.board.quadrant[t] == q}) < 3
    assert crowded > 0


def test_first_game_uses_the_printed_layout_and_no_red_diamond_tiles() -> None:
    for seed in range(5):
        s = new(players=4, seed=seed, setup="first")
        assert s.temple_colour == s.board.first_layout
        for t in s.board.temples:
            assert not any(s.board.tile_diamond[x] for x in s.stacks[t])


def test_four_tiles_of_each_colour_and_level_are_drawn_and_the_rest_boxed() -> None:
    s = new(players=3, setup="basic")
    for pool in range(9):
        in_play = [x for t in s.board.temples for x in s.stacks[t] if x in s.board.pools[pool]]
        assert len(in_play) == 4
        assert sorted(in_play + list(s.left_in_box[pool])) == sorted(s.board.pools[pool])


def test_top_purple_tile_is_face_up_and_the_rest_face_down() -> None:
    s = new(players=3)
    for t in s.board.temples:
        expected_top = s.all_mask if s.temple_colour[t] == PURPLE else 0
        assert s.stack_seen_by[t][-1] == expected_top
        assert all(m == 0 for m in s.stack_seen_by[t][:-1])


def test_every_river_toolbox_token_starts_face_up() -> None:
    s = new()
    assert s.tokens_up == s.board.river_mask
    assert len(s.board.rivers) == 10


def test_explorers_start_at_base_camp_with_3_rations_and_one_toolbox_at_the_bottom() -> None:
    s = new(players=4)
    for p in range(4):
        assert s.explorer_at[p] == loc(s, "camp")
        assert s.rations[p] == 3
        assert sorted(s.toolboxes[i] for i in s.toolbox_slots(p)) == [SUPPLY, SUPPLY, BOTTOM]
        assert s.pathways_left(p) == 10


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_base_camp_holds_2_rations_per_player(players: int) -> None:
    assert new(players=players).camp_rations == 2 * players


def test_ration_supply_all_puts_every_spare_pack_at_base_camp() -> None:
    assert new(players=2, ration_supply="all").camp_rations == 25 - 6


def test_the_first_player_is_seat_0_and_play_goes_clockwise() -> None:
    s = new(players=3)
    assert s.to_act() == (0,)


def test_same_options_and_seed_give_the_same_game() -> None:
    a, b, c = new(players=3, seed=7, setup="random"), new(players=3, seed=7, setup="random"), new(3, 8, setup="random")
    assert a.to_data() == b.to_data()
    assert a.to_data() != c.to_data()
