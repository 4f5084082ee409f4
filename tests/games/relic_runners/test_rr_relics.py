"""§A5 relic expeditions, §A8 end trigger, last round, final scoring and tie-breaks."""

from __future__ import annotations

from rr_helpers import at_main, box_place, boxes, go, hold_ivory, loc, new, pathways, place, play

from agora.games.relic_runners import RelicState
from agora.games.relic_runners.state import OVER


def shrine(s: RelicState, site: str, relic: int) -> None:
    s.stacks[loc(s, site)] = ()
    s.stack_seen_by[loc(s, site)] = ()
    s.relic_on[loc(s, site)] = relic


def test_rulebook_example_expedition_one_unfamiliar_trail_and_3_pathways_scores_8() -> None:
    s = new()
    shrine(s, "te3", 2)  # blue birds of paradise
    shrine(s, "te4", 2)
    pathways(s, 0, ("te3", "ru3"), ("ru3", "te2"), ("te2", "ru5"))
    place(s, 0, "te3")
    events = play(s, go(s, "te3", "ru3"), go(s, "ru3", "te2"), go(s, "te2", "ru5"), go(s, "ru5", "te4"))
    play(s, "stop")
    assert s.coins[0] == 8  # 4 trails x 2 VP
    assert s.relics[0 * 4 + 2] == 1 and s.relics_collected == 1
    assert s.relic_on[loc(s, "te4")] == -1  # taken from where the move ended
    assert s.relic_on[loc(s, "te3")] == 2  # the starting relic stays
    assert s.rations[0] == 3  # no ration spent
    assert all(e.kind != "relic" for e in events)
    s.phase = OVER
    outcome = s.outcome()
    assert outcome is not None and outcome.details[0]["relic_colours"] == 5  # "worth 5 more at the end"


def test_relic_expedition_scores_2_per_trail() -> None:
    s = new()
    shrine(s, "ru1", 0)
    shrine(s, "ru2", 0)
    place(s, 0, "ru1")
    play(s, go(s, "ru1", "ru2"), "stop")
    assert s.coins[0] == 2


def test_relic_expedition_needs_a_relic_of_the_same_colour() -> None:
    s = new()
    shrine(s, "ru1", 0)
    shrine(s, "te2", 1)
    place(s, 0, "ru1")
    play(s, go(s, "ru1", "te2"), "stop")
    assert s.coins[0] == 0 and s.relic_on[loc(s, "te2")] == 1


def test_relic_expedition_must_start_the_turn_on_a_shrine_with_a_relic() -> None:
    s = new()
    shrine(s, "ru2", 0)
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru2"), "stop")
    assert s.relic_on[loc(s, "ru2")] == 0 and s.relics_collected == 0


def test_a_shrine_is_passed_through_normally() -> None:
    s = new()
    shrine(s, "ru1", 0)
    pathways(s, 0, ("te1", "ru1"))
    place(s, 0, "te1")
    play(s, go(s, "te1", "ru1"), go(s, "ru1", "te2"), "stop")
    assert s.explorer_at[0] == loc(s, "te2") and s.relic_on[loc(s, "ru1")] == 0


def test_relic_ends_turn_option_blocks_the_toolbox_after_a_relic() -> None:
    s = new(relic_ends_turn=True)
    shrine(s, "ru1", 0)
    shrine(s, "ru2", 0)
    boxes(s, 0, box_place("shovel", 1))
    place(s, 0, "ru1")
    play(s, go(s, "ru1", "ru2"), "stop")
    assert s.legal(0) == ["done"]


def test_the_toolbox_may_still_be_used_after_a_relic_by_default() -> None:
    s = new()
    shrine(s, "ru1", 0)
    shrine(s, "ru2", 0)
    boxes(s, 0, box_place("shovel", 1))
    place(s, 0, "ru1")
    play(s, go(s, "ru1", "ru2"), "stop")
    assert "tool shovel 1" in s.legal(0)


def test_collecting_the_trigger_relic_starts_the_last_round_without_the_trigger_player() -> None:
    s = new(players=3, end_relics=1)
    shrine(s, "ru1", 0)
    shrine(s, "ru2", 0)
    place(s, 0, "ru1")
    events = play(s, go(s, "ru1", "ru2"), "stop", "done")
    assert any(e.kind == "last_round" for e in events)
    assert s.current == 1 and s.last_round_seats == (2,)
    at_main(s, 1, "ru5")
    play(s, "done")
    assert s.current == 2
    at_main(s, 2, "ru5")
    play(s, "done")
    assert s.phase == OVER and s.outcome() is not None and s.to_act() == ()


def test_end_trigger_counts_follow_the_player_count_by_default() -> None:
    for players, relics in ((2, 7), (3, 8), (4, 9), (5, 10)):
        assert new(players=players).view(0)["end_at"] == relics


def test_ivory_extra_turn_is_played_after_the_last_player() -> None:
    s = new(players=2, end_relics=1)
    hold_ivory(s, 0, 1, 6)
    s.relics_collected = 1
    at_main(s, 0, "ru5")
    play(s, "done")  # seat 0 triggers; seat 1 plays the last round
    assert s.current == 1
    at_main(s, 1, "ru5")
    events = play(s, "done")
    assert any(e.kind == "extra_turn" for e in events)
    assert s.current == 0 and s.ivory_tiles[0] == -1
    at_main(s, 0, "ru5")
    play(s, "done")
    assert s.phase == OVER


def test_final_score_adds_coins_blue_tiles_relic_colours_and_ivory_level_1() -> None:
    s = new()
    s.coins[0] = 10
    s.blue_tiles[0] = (s.board.pools[3][0], s.board.pools[4][0])  # blue L1 and L2 tiles
    s.relics[0:4] = [2, 1, 0, 1]
    hold_ivory(s, 0, 1, 3)  # 5 VP per extra relic of a colour
    d = s.clone()
    d.phase = OVER
    outcome = d.outcome()
    assert outcome is not None
    detail = outcome.details[0]
    blue = s.board.tile_value[s.blue_tiles[0][0]] + s.board.tile_value[s.blue_tiles[0][1]]
    assert detail["blue"] == blue and detail["relic_colours"] == 15 and detail["ivory_bonus"] == 5
    assert detail["total"] == 10 + blue + 15 + 5


def test_each_distinct_relic_colour_scores_5() -> None:
    s = new()
    s.relics[0:4] = [3, 0, 0, 0]
    s.relics[4:8] = [1, 1, 1, 1]
    s.phase = OVER
    o = s.outcome()
    assert o is not None and o.details[0]["relic_colours"] == 5 and o.details[1]["relic_colours"] == 20


def test_tie_goes_to_most_relics() -> None:
    s = new()
    s.coins = [20, 25]
    s.relics[0:4] = [2, 0, 0, 0]  # 20 + 5 = 25, 2 relics
    s.phase = OVER
    o = s.outcome()
    assert o is not None and o.scores == (25, 25) and o.ranks == (1, 2)


def test_second_tie_break_is_most_distinct_relics() -> None:
    s = new()
    s.coins = [25, 20]
    s.relics[0:4] = [2, 0, 0, 0]  # 25 + 5 = 30, 2 relics, 1 colour
    s.relics[4:8] = [1, 1, 0, 0]  # 20 + 10 = 30, 2 relics, 2 colours
    s.phase = OVER
    o = s.outcome()
    assert o is not None and o.scores == (30, 30) and o.ranks == (2, 1)


def test_a_full_tie_stands() -> None:
    s = new()
    s.coins = [7, 7]
    s.phase = OVER
    o = s.outcome()
    assert o is not None and o.ranks == (1, 1)


def test_round_limit_option_ends_the_game_after_that_round() -> None:
    s = new(players=2, round_limit=1)
    at_main(s, 0, "ru5")
    play(s, "done")
    at_main(s, 1, "ru5")
    play(s, "done")
    assert s.phase == OVER


def test_relics_may_still_be_taken_in_the_last_round() -> None:
    s = new(players=2, end_relics=1)
    s.relics_collected = 1
    at_main(s, 0, "ru5")
    play(s, "done")
    assert s.last_round and s.current == 1
    shrine(s, "ru1", 0)
    shrine(s, "ru2", 0)
    place(s, 1, "ru1")
    play(s, go(s, "ru1", "ru2"), "stop")
    assert s.relics[4] == 1 and s.relics_collected == 2
    play(s, "done")
    assert s.phase == OVER


def test_the_last_round_wraps_around_past_the_last_seat() -> None:
    # §A8 «the others play one more turn»: seat 2 of 4 triggers it; seats 3, 0 and 1 play, in that order, then the end
    s = new(players=4, end_relics=1)
    s.current = 2
    shrine(s, "ru1", 0)
    shrine(s, "ru2", 0)
    place(s, 2, "ru1")
    rnd = s.round
    events = play(s, go(s, "ru1", "ru2"), "stop", "done")
    assert any(e.kind == "last_round" for e in events) and s.last_round_seats == (0, 1)
    played = []
    while s.phase != OVER:
        played.append(s.current)
        at_main(s, s.current, "ru5")
        play(s, "done")
    assert played == [3, 0, 1] and s.round == rnd  # no new round is counted in the last one
