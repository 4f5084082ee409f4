"""§B3 the 18 ivory tiles: level 1 end bonuses, level 2 single uses, level 3 permanent triggers."""

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
from agora.games.relic_runners import RelicState
from agora.games.relic_runners.state import BOTTOM, CLIMB, FLIP, OVER, PEEK


def final(s: RelicState, seat: int = 0) -> dict[str, int]:
    s.phase = OVER
    outcome = s.outcome()
    assert outcome is not None
    return dict(outcome.details[seat])


# -- level 1: end-of-game bonuses --


def test_ivory_1_1_scores_3_per_ivory_tile_held_including_itself() -> None:
    s = new()
    hold_ivory(s, 0, 1, 1)
    hold_ivory(s, 0, 3, 5)
    assert final(s)["ivory_bonus"] == 6


def test_ivory_1_2_scores_2_per_unused_ration() -> None:
    s = new()
    hold_ivory(s, 0, 1, 2)
    s.rations[0] = 4
    assert final(s)["ivory_bonus"] == 8


def test_ivory_1_3_scores_5_per_additional_relic_of_a_colour() -> None:
    s = new()
    hold_ivory(s, 0, 1, 3)
    s.relics[0:4] = [3, 2, 1, 0]
    assert final(s)["ivory_bonus"] == 15


def test_ivory_1_4_scores_1_per_pathway_on_the_board() -> None:
    s = new()
    hold_ivory(s, 0, 1, 4)
    pathways(s, 0, ("te1", "ru1"), ("te1", "ru2"), ("camp", "te8"))
    assert final(s)["ivory_bonus"] == 3


def test_ivory_1_5_scores_4_per_toolbox_on_the_table_bottom_included() -> None:
    s = new()
    hold_ivory(s, 0, 1, 5)
    boxes(s, 0, BOTTOM, box_place("compass", 2))
    assert final(s)["ivory_bonus"] == 8


def test_ivory_1_6_is_discarded_for_one_extra_turn_at_the_end() -> None:
    s = new(end_relics=1)
    hold_ivory(s, 1, 1, 6)
    s.relics_collected = 1
    at_main(s, 0, "ru5")
    play(s, "done")  # trigger by seat 0: seat 1 plays its last turn, then its extra turn
    at_main(s, 1, "ru5")
    play(s, "done")
    assert s.current == 1 and s.phase != OVER and s.ivory_tiles[3] == -1


# -- level 2: single use --


def test_ivory_2_1_lets_the_unfamiliar_trail_sit_in_the_middle_of_the_chain_once() -> None:
    s = new()
    hold_ivory(s, 0, 2, 1)
    place(s, 0, "te1")
    pathways(s, 0, ("te1", "ru1"), ("te2", "te4"))
    play(s, go(s, "te1", "ru1"), go(s, "ru1", "te2"), go(s, "te2", "te4"))
    assert s.ivory_tiles[1] >= 0  # used only when the move ends
    events = play(s, "stop")
    assert s.ivory_tiles[1] == -1 and any(e.kind == "ivory_used" for e in events)


def test_ivory_2_1_is_kept_when_the_move_did_not_need_it() -> None:
    s = new()
    hold_ivory(s, 0, 2, 1)
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"), "stop")
    assert s.ivory_tiles[1] >= 0


def test_ivory_2_2_looks_at_the_remaining_tiles_and_takes_the_one_wanted() -> None:
    s = new(players=3)
    hold_ivory(s, 0, 2, 2)
    at_main(s, 0, "te3")
    low, mid, top = tile(s, "blue", 1, value=5), tile(s, "blue", 2, value=2), tile(s, "blue", 3, value=2)
    set_stack(s, "te3", [low, mid, top])
    events = play(s, "explore peek")
    peek = next(e for e in events if e.kind == "peek")
    assert peek.to == frozenset({0}) and peek.reveal and len(peek.data["tiles"]) == 3
    assert s.pending[-1] == (PEEK, loc(s, "te3")) and sorted(s.legal(0)) == ["take 1", "take 2", "take 3"]
    play(s, "take 1")
    assert s.blue_tiles[0] == (low,) and s.stacks[loc(s, "te3")] == (mid, top)
    assert s.ivory_tiles[1] == -1
    # seat 0 still knows the tiles left there; seat 1 does not
    assert all(v["face"] for v in s.view(0)["locations"][loc(s, "te3")]["stack"])
    assert not any(v["face"] for v in s.view(1)["locations"][loc(s, "te3")]["stack"])


def test_ivory_2_3_refills_rations_up_to_5_at_the_start_of_the_turn() -> None:
    s = new(players=3)
    hold_ivory(s, 0, 2, 3)
    s.rations[0] = 1
    assert "refill" in s.legal(0)
    play(s, "refill")
    assert s.rations[0] == 5 and s.ivory_tiles[1] == -1


def test_ivory_2_3_only_before_moving() -> None:
    s = new()
    hold_ivory(s, 0, 2, 3)
    play(s, s.legal(0)[0])
    assert "refill" not in s.legal(0)


def test_ivory_2_4_places_two_pathways_both_adjacent() -> None:
    s = new()
    hold_ivory(s, 0, 2, 4)
    at_main(s, 0, "ru1")
    play(s, "explore", "path twice", f"path {trail(s, 'ru1', 'te1')}", f"path {trail(s, 'ru1', 'te2')}")
    assert s.pathways[0] == tbit(s, "ru1", "te1") | tbit(s, "ru1", "te2") and s.ivory_tiles[1] == -1


def test_ivory_2_5_places_a_pathway_anywhere() -> None:
    s = new()
    hold_ivory(s, 0, 2, 5)
    at_main(s, 0, "ru1")
    play(s, "explore", "path anywhere")
    assert f"path {trail(s, 'te9', 'ru6')}" in s.legal(0)
    play(s, f"path {trail(s, 'te9', 'ru6')}")
    assert s.pathways[0] == tbit(s, "te9", "ru6") and s.ivory_tiles[1] == -1


def test_ivory_2_6_teleports_to_a_temple_of_the_same_colour_without_a_relic() -> None:
    s = new()
    hold_ivory(s, 0, 2, 6)
    place(s, 0, "te1")  # purple: te5, te9, te10 are purple too
    s.stacks[loc(s, "te9")] = ()
    s.relic_on[loc(s, "te9")] = 3
    teleports = sorted(c for c in s.legal(0) if c.startswith("teleport"))
    assert teleports == ["teleport te10", "teleport te5"]
    play(s, "teleport te5")
    assert s.explorer_at[0] == loc(s, "te5") and s.ivory_tiles[1] == -1 and "explore" in s.legal(0)


# -- level 3: permanent --


def test_ivory_3_1_gains_1_vp_per_pathway_placed() -> None:
    s = new()
    hold_ivory(s, 0, 3, 1)
    at_main(s, 0, "ru1")
    play(s, "explore", f"path {trail(s, 'ru1', 'te1')}")
    assert s.coins[0] == 1


def test_ivory_3_2_gains_1_vp_for_the_first_exploration_of_a_site() -> None:
    s = new()
    hold_ivory(s, 0, 3, 2)
    at_main(s, 0, "ru1")
    play(s, "explore", f"path {trail(s, 'ru1', 'te1')}", "done")
    assert s.coins[0] == 1
    at_main(s, 1, "ru5")
    play(s, "done")
    at_main(s, 0, "ru1")
    play(s, "explore", f"path {trail(s, 'ru1', 'te2')}")
    assert s.coins[0] == 1  # not the first any more


def test_ivory_3_2_every_exploration_option() -> None:
    s = new(first_explorer_bonus="every_exploration")
    hold_ivory(s, 0, 3, 2)
    at_main(s, 0, "ru1")
    s.stacks[loc(s, "ru1")] = s.stacks[loc(s, "ru1")][:1]
    s.stack_seen_by[loc(s, "ru1")] = s.stack_seen_by[loc(s, "ru1")][:1]
    play(s, "explore")
    assert s.coins[0] == 1


def test_ivory_3_3_adds_1_vp_to_vp_gained_at_a_temple() -> None:
    s = new()
    hold_ivory(s, 0, 3, 3)
    at_main(s, 0, "te1")
    set_stack(s, "te1", [tile(s, "purple", 1, 1)], public_top=True)
    play(s, "explore")
    assert s.coins[0] == 4


def test_ivory_3_3_at_a_blue_temple_gives_a_1_vp_coin_without_revealing() -> None:
    s = new()
    hold_ivory(s, 0, 3, 3)
    at_main(s, 0, "te3")
    play(s, "explore")
    assert s.coins[0] == 1 and s.view(1)["explorers"][0]["blue"][0]["value"] is None


def test_ivory_3_3_not_at_a_ruin() -> None:
    s = new()
    hold_ivory(s, 0, 3, 3)
    at_main(s, 0, "ru1")
    play(s, "explore")
    assert s.coins[0] == 0


def test_ivory_3_4_takes_a_ration_when_an_opponent_moves_a_pathway() -> None:
    s = new()
    hold_ivory(s, 1, 3, 4)
    s.rations[1] = 2
    boxes(s, 0, box_place("compass", 1))
    pathways(s, 0, ("te1", "ru1"))
    at_main(s, 0, "ru1")
    play(s, "tool compass 1", f"lift {trail(s, 'te1', 'ru1')}", f"path {trail(s, 'camp', 'te8')}")
    assert s.rations[1] == 3


def test_ivory_3_4_pays_every_opponent_holding_it_whatever_its_seat_never_the_mover() -> None:
    # §B3 ivory L3 #4: a ration when another player moves a pathway (seat 0 before the mover, not the mover)
    s = new(3)
    s.current = 1
    for seat in (0, 1):
        hold_ivory(s, seat, 3, 4)
        s.rations[seat] = 2
    boxes(s, 1, box_place("compass", 1))
    pathways(s, 1, ("te1", "ru1"))
    at_main(s, 1, "ru1")
    play(s, "tool compass 1", f"lift {trail(s, 'te1', 'ru1')}", f"path {trail(s, 'camp', 'te8')}")
    assert s.rations[:2] == [3, 2]


def test_ivory_3_5_takes_one_more_ration_on_returning_to_base_camp() -> None:
    s = new()
    hold_ivory(s, 0, 3, 5)
    place(s, 0, "ru3")
    s.rations[0] = 0
    play(s, go(s, "ru3", "camp"))
    assert s.rations[0] == 4


def test_ivory_3_6_flips_a_token_when_leaving_base_camp() -> None:
    s = new()
    hold_ivory(s, 0, 3, 6)
    play(s, go(s, "camp", "ru3"))
    assert s.pending[-1] == (FLIP, 1, 0, 0) and "enough" not in s.legal(0)  # the flip is not optional
    with pytest.raises(IllegalAction) as err:
        play(s, "enough")
    assert err.value.section == "B3" and "not optional" in err.value.message
    river = trail(s, "te9", "ru6")
    play(s, f"flip {river}")
    assert not s.tokens_up & tbit(s, "te9", "ru6") and not s.pending
    assert "stop" in s.legal(0) and not any(c.startswith("climb") for c in s.legal(0))


@pytest.mark.parametrize("level", [1, 2, 3])
def test_ivory_tiles_in_view_are_public(level: int) -> None:
    s = new()
    hold_ivory(s, 0, level, 1)
    assert s.view(None)["explorers"][0]["ivory"][0]["level"] == level


# -- §A4.2 two tiles of one level: use the discarded tile's effect first, where possible --


def _second_level_2(s: RelicState, held: int, new_effect: int) -> None:
    """Seat 0, before moving, at ivory temple te2, takes a level-2 tile with the machete (§A6)."""
    hold_ivory(s, 0, 2, held)
    boxes(s, 0, box_place("machete", 1))
    place(s, 0, "te2")
    set_stack(s, "te2", [tile(s, "ivory", 1, 1), tile(s, "ivory", 2, new_effect)])
    play(s, "tool machete 1")


def test_discarded_ivory_refill_is_not_usable_after_a_toolbox_use() -> None:
    # §A4.2 "where possible you may use the discarded tile's effect"; but §B3 L2 #3 refills «Στην αρχή του γύρου
    # σας» (at the start of your turn), and a choice before moving follows the machete's toolbox use
    s = new(players=3)
    s.rations[0] = 1
    _second_level_2(s, held=3, new_effect=4)
    assert sorted(s.legal(0)) == ["keep new", "keep old"]


def test_discarded_ivory_teleport_may_be_used_before_discarding_it() -> None:
    s = new()
    _second_level_2(s, held=1, new_effect=6)  # te2 is ivory, as are te6, te7, te12
    uses = sorted(c for c in s.legal(0) if c.startswith("teleport"))
    assert uses == ["teleport te12", "teleport te6", "teleport te7"]
    play(s, "teleport te7")
    assert s.explorer_at[0] == loc(s, "te7") and s.coins[0] == 0
    assert s.ivory_tiles[1] == tile(s, "ivory", 2, 1)  # the old tile is kept, the new one used
    assert not any(c.startswith("go") for c in s.legal(0)) and "explore" in s.legal(0)  # it replaced the move


def test_discarded_ivory_effect_is_not_usable_once_the_move_has_begun() -> None:
    s = new()
    hold_ivory(s, 0, 2, 3)
    at_main(s, 0, "te2")
    set_stack(s, "te2", [tile(s, "ivory", 2, 6)])
    play(s, "explore")
    assert s.legal(0) == ["keep new", "keep old"]
    play(s, "keep old")
    assert s.coins[0] == 2


def test_discarded_ivory_l3_3_adds_its_vp_to_the_compensation() -> None:
    # §A4.2 + §B3 L3 #3: the discarded tile's effect (VP gained at a temple) is used before it goes
    s = new(players=3)
    hold_ivory(s, 0, 3, 3)
    at_main(s, 0, "te2")
    set_stack(s, "te2", [tile(s, "ivory", 3, 1)])
    play(s, "explore", "keep new")
    assert s.coins[0] == 3 and s.ivory_tiles[2] == tile(s, "ivory", 3, 1)
    s2 = new(players=3)
    hold_ivory(s2, 0, 3, 1)
    at_main(s2, 0, "te2")
    set_stack(s2, "te2", [tile(s2, "ivory", 3, 3)])
    play(s2, "explore", "keep old")  # the new L3 #3 is discarded, its effect used first
    assert s2.coins[0] == 3


def test_ivory_3_6_flipping_the_last_face_up_token_resets_them_all_and_gives_a_step() -> None:
    # §B3 ivory L3 #6 flips a token on leaving Base Camp; §A7.3 the last token closed resets all and gives one step
    s = new()
    hold_ivory(s, 0, 3, 6)
    river = trail(s, "te9", "ru6")
    s.tokens_up = tbit(s, "te9", "ru6")  # the only face-up token left
    play(s, go(s, "camp", "ru3"), f"flip {river}")
    assert s.tokens_up == s.board.river_mask and s.pending[-1] == (CLIMB, 1)


def test_ivory_2_4_is_offered_with_exactly_two_free_trails_next_to_the_location() -> None:
    """§B3 ivory L2 #4: place 2 pathways instead of 1, both next to your location: offered while two such
    trails are free (and two pathways are left), not with one."""
    s = new()
    hold_ivory(s, 0, 2, 4)
    here = loc(s, "ru1")
    near = [s.board.loc_ids[x] for x in s.board.neighbours[here]]
    assert len(near) >= 3
    pathways(s, 0, *(("ru1", x) for x in near[2:]))  # every trail from ru1 but two already has seat 0's pathway
    at_main(s, 0, "ru1")
    play(s, "explore")
    assert "path twice" in s.legal(0)
    s = new()
    hold_ivory(s, 0, 2, 4)
    pathways(s, 0, *(("ru1", x) for x in near[1:]))  # only one free
    at_main(s, 0, "ru1")
    play(s, "explore")
    assert "path twice" not in s.legal(0)


def test_ivory_2_4_needs_two_pathways_left_in_the_supply() -> None:
    """§B3 ivory L2 #4: placing 2 pathways needs 2 in the supply: offered with exactly 2 left, not with 1."""
    for left, offered in ((2, True), (1, False)):
        s = new()
        hold_ivory(s, 0, 2, 4)
        here = loc(s, "ru1")
        away = [t for t, ends in enumerate(s.board.ends) if here not in ends]
        for t in away[: s.board.n_pathways - left]:  # the others on trails away from ru1
            s.pathways[0] |= 1 << t
        assert s.pathways_left(0) == left
        at_main(s, 0, "ru1")
        play(s, "explore")
        assert ("path twice" in s.legal(0)) == offered
