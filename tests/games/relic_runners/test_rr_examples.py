"""The examples printed in the rulebook (Greek text), one test each."""

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
from agora.games.relic_runners.state import CLIMB, KEEP, OVER


def test_example_red_explorer_explores_a_ruin_and_places_an_adjacent_pathway() -> None:
    s = new()
    at_main(s, 0, "ru2")
    play(s, "explore")
    assert s.rations[0] == 2 and len(s.stacks[loc(s, "ru2")]) == 1
    play(s, f"path {trail(s, 'ru2', 'te11')}")
    assert s.pathways[0] == tbit(s, "ru2", "te11")


def test_example_green_explorer_takes_the_last_large_ivory_tile_keeps_one_gains_2_vp() -> None:
    s = new()
    hold_ivory(s, 0, 1, 4)
    at_main(s, 0, "te2")
    set_stack(s, "te2", [tile(s, "ivory", 1, 2)])  # the last (large) tile
    events = play(s, "explore")
    assert s.pending[-1][0] == KEEP
    # §A5 the last tile's action first, «και ΕΠΕΙΤΑ» the shrine and its skull: the choice of tile is that action
    assert s.relic_on[loc(s, "te2")] == -1 and not any(e.kind == "shrine" for e in events)
    events = play(s, "keep old")
    assert s.board.tile_effect[s.ivory_tiles[0]] == 4 and s.coins[0] == 2  # 2 VP for the discarded tile
    assert s.relic_on[loc(s, "te2")] == 1 and [e.kind for e in events][-1] == "shrine"


def test_example_black_explorer_takes_a_blue_tile_worth_3_at_the_end() -> None:
    s = new()
    at_main(s, 0, "te3")
    set_stack(s, "te3", [tile(s, "blue", 1, value=3)])
    play(s, "explore", "done")
    s.phase = OVER
    o = s.outcome()
    assert o is not None and o.details[0]["blue"] == 3 and s.view(1)["explorers"][0]["blue"][0]["value"] is None


def test_example_yellow_explorer_explores_purple_and_turns_up_the_middle_tile() -> None:
    s = new(players=3)
    at_main(s, 0, "te1")
    large, medium, small = tile(s, "purple", 1, 5), tile(s, "purple", 2, 2), tile(s, "purple", 3, 1)
    set_stack(s, "te1", [large, medium, small], public_top=True)
    play(s, "explore")
    assert s.coins[0] == 3
    assert s.view(2)["locations"][loc(s, "te1")]["stack"][-1]["face"]["effect"] == 2
    assert s.view(2)["locations"][loc(s, "te1")]["stack"][0]["face"] is None


def test_example_last_token_during_a_move_gives_one_toolbox_2_steps_or_two_toolboxes_1() -> None:
    for split in (False, True):
        s = new()
        boxes(s, 0, 0, 0)
        place(s, 0, "te1")
        s.tokens_up = tbit(s, "te1", "ru1")
        play(s, go(s, "te1", "ru1"), "stop")
        assert s.pending[-1] == (CLIMB, 2)
        if split:
            play(s, "climb machete 0", "climb compass 0")
            assert sorted(s.toolboxes[0:2]) == [box_place("machete", 1), box_place("compass", 1)]
        else:
            play(s, "climb shovel 0", "climb shovel 1")
            assert s.toolboxes[0] == box_place("shovel", 2)


def test_example_two_flips_cannot_climb_use_and_climb_again() -> None:
    s = new()
    boxes(s, 0, box_place("shovel", 1))
    place(s, 0, "ru2")
    pathways(s, 0, ("ru2", "te3"))
    play(s, go(s, "ru2", "te3"), go(s, "te3", "ru3"), "stop")
    assert s.pending[-1] == (CLIMB, 1)  # only ru2-te3 is a river on this path
    s.pending[-1] = (CLIMB, 2)  # as if two tokens were flipped
    play(s, "climb shovel 1")
    with pytest.raises(IllegalAction, match="toolboxes up"):
        play(s, "tool shovel 2")
    play(s, "climb shovel 2")
    assert s.toolboxes[0] == box_place("shovel", 3) and "tool shovel 3" in s.legal(0)
