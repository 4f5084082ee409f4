"""§B4 the eight purple temple effects."""

from __future__ import annotations

import pytest
from rr_helpers import at_main, box_place, boxes, loc, new, pathways, play, set_stack, tbit, tile, trail

from agora.core import Event, IllegalAction
from agora.games.relic_runners import RelicState
from agora.games.relic_runners.state import ADJ, BOTTOM, CLIMB, FLIP, SHIFT, SUPPLY


def explore_purple(s: RelicState, effect: int, site: str = "te1") -> list[Event]:
    at_main(s, 0, site)
    set_stack(s, site, [tile(s, "purple", 1, 1), tile(s, "purple", 2, effect)], public_top=True)
    return play(s, "explore")


def test_purple_1_gains_3_vp() -> None:
    s = new()
    explore_purple(s, 1)
    assert s.coins[0] == 3


def test_purple_2_moves_a_toolbox_one_extra_space_up() -> None:
    s = new()
    boxes(s, 0, box_place("compass", 1))
    explore_purple(s, 2)
    assert s.pending[-1] == (CLIMB, 1)
    play(s, "climb compass 1")
    assert s.toolboxes[0] == box_place("compass", 2)


def test_purple_2_climb_tells_everyone_the_level_the_toolbox_reaches() -> None:
    # §B4 purple #2, §A7.1 one space up the track: the event names the level reached
    s = new()
    boxes(s, 0, box_place("compass", 1))
    explore_purple(s, 2)
    assert [e.data for e in play(s, "climb compass 1") if e.kind == "climb"] == [
        {"seat": 0, "track": "compass", "to": 2}]


def test_purple_2_does_nothing_without_a_toolbox_to_move() -> None:
    s = new()
    boxes(s, 0, SUPPLY, SUPPLY, SUPPLY)
    explore_purple(s, 2)
    assert not s.pending


def test_purple_3_takes_2_rations_up_to_5() -> None:
    s = new()
    s.rations[0] = 4
    explore_purple(s, 3)  # 4 - 1 ration + 2
    assert s.rations[0] == 5


def test_purple_4_puts_a_new_toolbox_at_the_bottom() -> None:
    s = new()
    explore_purple(s, 4)
    assert sorted(s.toolboxes[0:3]) == [SUPPLY, BOTTOM, BOTTOM]


def test_purple_5_goes_to_base_camp_and_takes_3_rations() -> None:
    s = new(players=3)
    s.rations[0] = 1
    explore_purple(s, 5)
    assert s.explorer_at[0] == loc(s, "camp") and s.rations[0] == 3


def test_purple_6_moves_one_pathway_already_on_the_board() -> None:
    s = new()
    pathways(s, 0, ("ru1", "te2"))
    explore_purple(s, 6)
    assert s.pending[-1][0] == SHIFT
    play(s, f"lift {trail(s, 'ru1', 'te2')}", f"path {trail(s, 'te9', 'ru6')}")
    assert s.pathways[0] == tbit(s, "te9", "ru6")


def test_purple_6_does_nothing_without_a_pathway_on_the_board() -> None:
    s = new()
    explore_purple(s, 6)
    assert not s.pending


def test_purple_7_resolves_an_adjacent_site_and_removes_both_tiles() -> None:
    s = new()
    explore_purple(s, 7)  # te1 is next to ru1, ru2, te3
    assert s.pending[-1] == (ADJ, loc(s, "te1"))
    assert sorted(s.legal(0)) == ["adjacent ru1", "adjacent ru2", "adjacent te3"]
    ru1 = len(s.stacks[loc(s, "ru1")])
    play(s, "adjacent ru1")
    assert len(s.stacks[loc(s, "ru1")]) == ru1 - 1 and len(s.stacks[loc(s, "te1")]) == 1
    # the pathway goes next to the purple temple, not the ruin
    assert set(s.legal(0)) == {f"path {trail(s, 'te1', x)}" for x in ("ru1", "ru2", "te3")}


def test_purple_7_with_no_adjacent_site_left_just_costs_the_ration() -> None:
    s = new()
    for x in ("ru1", "ru2", "te3"):
        s.stacks[loc(s, x)] = ()
    explore_purple(s, 7)
    assert not s.pending and s.rations[0] == 2 and len(s.stacks[loc(s, "te1")]) == 1


def test_purple_8_flips_up_to_2_tokens_either_way_without_moving_toolboxes() -> None:
    s = new()
    explore_purple(s, 8)
    assert s.pending[-1] == (FLIP, 2, 0, 1)
    play(s, f"flip {trail(s, 'te9', 'ru6')}")
    assert f"flip {trail(s, 'te9', 'ru6')}" not in s.legal(0)
    play(s, f"flip {trail(s, 'te7', 'ru7')}")
    assert not s.pending and s.toolboxes[0] == BOTTOM
    assert not s.tokens_up & (tbit(s, "te9", "ru6") | tbit(s, "te7", "ru7"))


def test_purple_8_tells_everyone_which_way_each_token_now_faces() -> None:
    # §B4 purple #8 flips a token either way: the event says face up or down, as the board now shows it
    s = new()
    s.tokens_up &= ~tbit(s, "te9", "ru6")
    explore_purple(s, 8)
    flips = [e.data for e in play(s, f"flip {trail(s, 'te9', 'ru6')}", f"flip {trail(s, 'te7', 'ru7')}")
             if e.kind == "token_flip"]
    assert flips == [{"seat": 0, "trail": trail(s, "te9", "ru6"), "up": True},
                     {"seat": 0, "trail": trail(s, "te7", "ru7"), "up": False}]


def test_purple_8_refusals_while_flipping_name_its_own_section_not_the_compulsory_ivory_flip() -> None:
    # §B4 purple #8 (up to 2 flips, may stop early), not §B3 ivory L3 #6 (one compulsory flip)
    s = new()
    explore_purple(s, 8)

    def section() -> str | None:
        with pytest.raises(IllegalAction) as err:
            s.apply(0, f"go {trail(s, 'te1', 'ru1')}")  # a move while the flips are pending
        return err.value.section

    assert section() == "B4"  # before the first flip
    play(s, f"flip {trail(s, 'te9', 'ru6')}")
    assert section() == "B4"  # and before the second


def test_purple_8_may_flip_a_token_face_up_or_stop_early() -> None:
    s = new()
    s.tokens_up &= ~tbit(s, "te9", "ru6")
    explore_purple(s, 8)
    play(s, f"flip {trail(s, 'te9', 'ru6')}", "enough")
    assert s.tokens_up == s.board.river_mask and not s.pending


def test_purple_8_flipping_the_last_active_token_resets_and_gives_a_step() -> None:
    s = new()
    s.tokens_up = tbit(s, "te9", "ru6")
    explore_purple(s, 8)
    play(s, f"flip {trail(s, 'te9', 'ru6')}")
    assert s.tokens_up == s.board.river_mask
    assert s.pending[-1] == (CLIMB, 1)
