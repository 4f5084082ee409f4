"""§A4.1 Move: one unfamiliar trail plus one chain of your own pathways, before or after."""

from __future__ import annotations

import pytest
from rr_helpers import go, loc, new, pathways, place, play

from agora.core import IllegalAction
from agora.games.relic_runners.state import MAIN


def test_move_is_mandatory() -> None:
    s = new()
    assert "done" not in s.legal(0)
    assert "stop" not in s.legal(0)
    with pytest.raises(IllegalAction, match="must move"):
        s.apply(0, "done")


def test_only_one_unfamiliar_trail_per_turn() -> None:
    s = new()
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"))
    assert go(s, "ru1", "te2") not in s.legal(0)
    with pytest.raises(IllegalAction, match="one unfamiliar trail"):
        play(s, go(s, "ru1", "te2"))
    assert "stop" in s.legal(0)


def test_pathway_chain_before_the_unfamiliar_trail() -> None:
    s = new()
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"), ("ru1", "te2"))
    play(s, go(s, "te1", "ru1"), go(s, "ru1", "te2"), go(s, "te2", "te4"))
    assert s.explorer_at[0] == loc(s, "te4")
    assert all(not c.startswith("go") for c in s.legal(0))  # unfamiliar used, chain done


def test_pathway_chain_after_the_unfamiliar_trail() -> None:
    s = new()
    place(s, 0, "te1")
    pathways(s, 0, ("ru1", "te2"), ("te2", "te4"))
    play(s, go(s, "te1", "ru1"), go(s, "ru1", "te2"), go(s, "te2", "te4"), "stop")
    assert s.explorer_at[0] == loc(s, "te4")
    assert s.move_length == 3


def test_pathway_chain_not_both_before_and_after() -> None:
    s = new()
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"), ("te2", "te4"))
    play(s, go(s, "te1", "ru1"), go(s, "ru1", "te2"))
    with pytest.raises(IllegalAction, match="before or after"):
        play(s, go(s, "te2", "te4"))


def test_each_trail_only_once_per_turn() -> None:
    s = new()
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"))
    play(s, go(s, "te1", "ru1"))
    assert go(s, "ru1", "te1") not in s.legal(0)


def test_move_may_not_end_where_it_started() -> None:
    s = new()
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"), ("ru1", "ru2"))
    play(s, go(s, "te1", "ru1"), go(s, "ru1", "ru2"))
    # ru2 -> te1 (unfamiliar) would end on the start, and no chain may follow it: refused.
    assert go(s, "ru2", "te1") not in s.legal(0)
    with pytest.raises(IllegalAction):
        play(s, go(s, "ru2", "te1"))


def test_a_loop_back_to_the_start_may_continue_beyond_it() -> None:
    s = new()
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"), ("ru1", "ru2"), ("ru2", "te1"))
    play(s, go(s, "te1", "ru1"), go(s, "ru1", "ru2"), go(s, "ru2", "te1"))
    assert "stop" not in s.legal(0)  # standing on the start
    play(s, go(s, "te1", "te3"), "stop")
    assert s.explorer_at[0] == loc(s, "te3")


def test_base_camp_stops_movement() -> None:
    s = new()
    place(s, 0, "ru3")
    pathways(s, 0, ("camp", "ru5"))
    play(s, go(s, "ru3", "camp"))
    assert s.phase == MAIN and s.explorer_at[0] == loc(s, "camp")
    assert all(not c.startswith("go") for c in s.legal(0))


def test_may_not_move_through_base_camp_even_along_pathways() -> None:
    s = new()
    place(s, 0, "ru3")
    pathways(s, 0, ("ru3", "camp"), ("camp", "ru5"))
    play(s, go(s, "ru3", "camp"))
    assert s.explorer_at[0] == loc(s, "camp") and s.phase == MAIN


def test_returning_to_base_camp_from_it_is_not_a_move() -> None:
    s = new()  # starting at Base Camp, its trails only lead away
    for code in s.legal(0):
        play_state = s.clone()
        play_state.apply(0, code)
        assert play_state.explorer_at[0] != loc(s, "camp")


def test_a_site_may_be_passed_twice_by_different_trails() -> None:
    s = new()
    place(s, 0, "ru1")
    pathways(s, 0, ("ru1", "te1"), ("te1", "ru2"), ("ru2", "te3"), ("te3", "te1"))
    play(s, go(s, "ru1", "te1"), go(s, "te1", "ru2"), go(s, "ru2", "te3"), go(s, "te3", "te1"))
    assert s.explorer_at[0] == loc(s, "te1")
    assert "stop" in s.legal(0)


def test_pathway_only_move_is_legal_by_default() -> None:
    s = new()
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"))
    play(s, go(s, "te1", "ru1"))
    assert "stop" in s.legal(0)


def test_pathway_only_move_option_off_needs_the_unfamiliar_trail() -> None:
    s = new(pathway_only_move=False)
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"))
    play(s, go(s, "te1", "ru1"))
    assert "stop" not in s.legal(0)
    with pytest.raises(IllegalAction, match="unfamiliar"):
        play(s, "stop")


def test_toolbox_may_not_be_used_in_the_middle_of_a_move() -> None:
    s = new()
    s.toolboxes[0] = 1  # machete level 1
    place(s, 0, "te1")
    assert "tool machete 1" in s.legal(0)
    play(s, go(s, "te1", "ru1"))
    assert "tool machete 1" not in s.legal(0)
