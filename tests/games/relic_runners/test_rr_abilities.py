"""§B6 the five explorer abilities (two partly public, three designed by the Agora edition)."""

from __future__ import annotations

from rr_helpers import at_main, hold_ivory, loc, new, pathways, place, play, trail

from agora.games.relic_runners.state import BOTTOM, HEAD, SUPPLY


def test_abilities_are_off_by_default() -> None:
    s = new(players=5)
    assert s.abilities == ("", "", "", "", "")


def test_every_seat_has_its_colour_ability_when_on() -> None:
    s = new(players=5, abilities=True)
    assert s.abilities == ("big_pack", "extra_toolbox", "head_start", "scholar", "trailblazer")
    assert s.view(0)["explorers"][3]["ability"]["source"] == "designed"


def test_blue_head_start_may_begin_one_space_outside_base_camp() -> None:
    s = new(players=3, abilities=True)
    assert s.phase == HEAD and s.to_act() == (2,)
    assert sorted(s.legal(2)) == sorted(f"start {x}" for x in ("camp", "ru3", "ru5", "te6", "te8", "te10"))
    play(s, "start te6")
    assert s.explorer_at[2] == loc(s, "te6") and s.to_act() == (0,)


def test_green_outfitter_starts_with_two_toolboxes_at_the_bottom() -> None:
    s = new(players=2, abilities=True)
    assert sorted(s.toolboxes[3:6]) == [SUPPLY, BOTTOM, BOTTOM]
    assert sorted(s.toolboxes[0:3]) == [SUPPLY, SUPPLY, BOTTOM]


def test_red_soldier_may_hold_6_rations() -> None:
    s = new(players=2, abilities=True)
    place(s, 0, "ru3")
    s.rations[0] = 5
    play(s, f"go {trail(s, 'ru3', 'camp')}")
    assert s.rations[0] == 6


def test_yellow_professor_gains_1_vp_per_ruin_explored() -> None:
    s = new(players=4, abilities=True)
    play(s, "start camp")
    s.current = 3
    at_main(s, 3, "ru1")
    play(s, "explore")
    assert s.coins[3] == 1


def test_black_heiress_may_always_take_the_unfamiliar_trail_mid_chain() -> None:
    s = new(players=5, abilities=True)
    play(s, "start camp")
    s.current = 4
    place(s, 4, "te1")
    pathways(s, 4, ("te1", "ru1"), ("te2", "te4"))
    play(s, f"go {trail(s, 'te1', 'ru1')}", f"go {trail(s, 'ru1', 'te2')}", f"go {trail(s, 'te2', 'te4')}", "stop")
    assert s.explorer_at[4] == loc(s, "te4")


def test_ivory_refill_goes_up_to_5_even_for_the_red_soldier() -> None:
    # §B3 ivory L2 #3: "refill your rations up to 5"; the soldier's cap of 6 (designed) is a limit, not the target
    s = new(players=2, abilities=True)
    hold_ivory(s, 0, 2, 3)
    s.rations[0] = 1
    play(s, "refill")
    assert s.rations[0] == 5 and s.ration_cap[0] == 6
