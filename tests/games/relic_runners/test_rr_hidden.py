"""Hidden information: VP coins, face-down temple tiles, blue values, the box, the RNG."""

from __future__ import annotations

import json

from rr_helpers import at_main, hold_ivory, loc, new, play, set_stack, tile

from agora.core import Rng
from agora.games.relic_runners import RelicState


def test_others_see_no_coin_total() -> None:
    s = new(players=3)
    s.coins = [11, 4, 9]
    assert s.view(0)["explorers"][0]["coins"] == 11
    assert [e["coins"] for e in s.view(1)["explorers"]] == [None, 4, None]
    assert all(e["coins"] is None for e in s.view(None)["explorers"])
    assert "11" not in json.dumps(s.view(1)["explorers"][0])


def test_vp_gains_are_told_only_to_the_gainer() -> None:
    s = new()
    at_main(s, 0, "te1")
    set_stack(s, "te1", [tile(s, "purple", 1, 1)], public_top=True)
    events = play(s, "explore")
    vp = [e for e in events if e.kind == "vp"]
    assert vp and all(e.to == frozenset({0}) for e in vp)


def test_face_down_temple_tiles_are_not_in_any_view() -> None:
    s = new(players=3)
    te2 = s.view(0)["locations"][loc(s, "te2")]  # ivory: all face down
    assert [t["face"] for t in te2["stack"]] == [None, None, None]
    assert [t["level"] for t in te2["stack"]] == [1, 2, 3]  # sizes are visible


def test_determinize_redraws_face_down_tiles_box_and_others_coins() -> None:
    s = new(players=3, setup="random")
    s.coins[1] = 7
    s.turns_played = [3, 3, 3]
    changed_tiles = changed_coins = 0
    for k in range(20):
        d = s.determinize(0, Rng(k))
        assert isinstance(d, RelicState)
        assert d.view(0) == s.view(0) and d.legal(0) == s.legal(0)
        changed_tiles += d.stacks != s.stacks or d.left_in_box != s.left_in_box
        changed_coins += d.coins[1] != 7
        assert d.coins[0] == s.coins[0]
        # what is public stays: purple tops
        for t in s.board.temples:
            if s.stack_seen_by[t] and s.stack_seen_by[t][-1] == s.all_mask:
                assert d.stacks[t][-1] == s.stacks[t][-1]
        assert [[d.board.tile_level[x] for x in st] for st in d.stacks] == [
            [s.board.tile_level[x] for x in st] for st in s.stacks
        ]
    assert changed_tiles > 10 and changed_coins > 10


def test_determinize_keeps_the_readers_own_blue_tiles_and_redraws_others() -> None:
    s = new(players=3)
    mine, theirs = tile(s, "blue", 1, value=5), tile(s, "blue", 1, value=3)
    s.blue_tiles[0], s.blue_seen_by[0] = (mine,), (1,)
    s.blue_tiles[1], s.blue_seen_by[1] = (theirs,), (2,)
    redrawn = 0
    for k in range(30):
        d = s.determinize(0, Rng(k))
        assert isinstance(d, RelicState)
        assert d.blue_tiles[0] == (mine,)
        assert s.board.tile_level[d.blue_tiles[1][0]] == 1
        redrawn += d.blue_tiles[1] != (theirs,)
    assert redrawn > 0


def test_determinize_keeps_tiles_the_reader_peeked_at() -> None:
    s = new(players=3)
    hold_ivory(s, 0, 2, 2)
    at_main(s, 0, "te2")
    play(s, "explore peek", "take 3")
    left = s.stacks[loc(s, "te2")]
    for k in range(10):
        d = s.determinize(0, Rng(k))
        assert isinstance(d, RelicState)
        assert d.stacks[loc(s, "te2")] == left


def test_a_revealed_blue_tile_is_kept_in_every_redraw() -> None:
    s = new(players=3)
    shown = tile(s, "blue", 2, value=4)
    s.blue_tiles[1], s.blue_seen_by[1] = (shown,), (s.all_mask,)
    for k in range(10):
        d = s.determinize(2, Rng(k))
        assert isinstance(d, RelicState)
        assert d.blue_tiles[1] == (shown,)


def test_taking_a_peeked_purple_tile_from_below_reveals_the_whole_action() -> None:
    s = new(players=3)
    hold_ivory(s, 0, 2, 2)
    at_main(s, 0, "te1")
    set_stack(s, "te1", [tile(s, "purple", 1, 3), tile(s, "purple", 2, 1)], public_top=True)
    play(s, "explore peek")
    events = play(s, "take 1")  # the face-down tile: its effect was hidden from the others
    public = [e for e in events if e.to is None]
    assert public and all(e.reveal for e in public)
    assert s.stack_seen_by[loc(s, "te1")] == (s.all_mask,)  # the face-up tile stays on top


def test_the_blue_tile_shown_for_the_shovel_stays_known_in_every_redraw() -> None:
    # §A6 shovel L3: the reveal is public; the tile not shown stays redrawable
    s = new(players=3)
    s.toolboxes[0] = 1 + 2 * 3 + 2  # shovel level 3
    at_main(s, 0, "te3")
    shown, kept = tile(s, "blue", 1, value=5), tile(s, "blue", 2, value=2)
    s.blue_tiles[0], s.blue_seen_by[0] = (kept,), (1,)  # an earlier tile, known to its owner only
    set_stack(s, "te3", [shown])
    play(s, "tool shovel 3", "explore", "reveal 5")
    for k in range(10):
        d = s.determinize(1, Rng(k))
        assert isinstance(d, RelicState)
        assert d.blue_tiles[0][1] == shown and s.board.tile_level[d.blue_tiles[0][0]] == 2
    assert s.view(2)["explorers"][0]["blue"] == [{"level": 2, "value": None}, {"level": 1, "value": 5}]


def test_others_coins_are_drawn_near_what_explorers_gather_within_the_public_bound() -> None:
    # 30 turns each: coins up to 4 a turn are possible (the public bound), but explorers gather
    # about 1 a turn at most (bots' games: bench/calibration-results.md). A draw centred on
    # 2 a turn put the other explorer some 40 VP ahead of what it likely held.
    s = new(players=2)
    s.turns_played = [30, 30]
    samples = [s.determinize(0, Rng(k)) for k in range(400)]
    drawn = [d.coins[1] for d in samples if isinstance(d, RelicState)]
    assert len(drawn) == len(samples)
    assert all(0 <= c <= 4 * 30 for c in drawn) and max(drawn) > 60
    assert 15 <= sum(drawn) / len(drawn) <= 25
