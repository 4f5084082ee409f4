"""§13 the Expand+ variant, and what each seat's view may hold."""

from __future__ import annotations

from aw_helpers import fresh, run

from agora.core import Rng
from agora.games.ancient_world.state import P_DISTRICT, P_ORDER, AncientWorldState


def test_expand_plus_takes_the_top_3_keeps_1_and_returns_2_to_the_bottom() -> None:
    s = fresh(expand_plus=True)
    top3 = s.district_deck[:3]
    rest = s.district_deck[3:]
    s.knowledge[0] = 1
    run(s, 0, "place 1 expand")
    run(s, 0, "expand knowledge")
    assert s.legal(0) == ["take district", "draw districts"]  # GR p.14 «μπορεί να τραβήξει»: may draw three
    run(s, 0, "draw districts")
    assert s.pending == P_DISTRICT and s.pending_data == top3
    assert "drawn" in s.view(0)["pending"] and "drawn" not in s.view(1)["pending"]
    keep = top3[1]
    run(s, 0, f"district {s.tables.d_slug[keep]}")
    assert s.districts[0] == (keep,)
    assert s.district_deck == [*rest, top3[0], top3[2]]
    assert s.seen_districts[0] >= {top3[0], top3[2]}
    assert top3[0] in s.seen_districts[1] and top3[2] not in s.seen_districts[1]  # the face-up one was seen by all


def test_without_expand_plus_expand_takes_only_the_face_up_district() -> None:
    s = fresh()
    top = s.district_deck[0]
    s.knowledge[0] = 1
    run(s, 0, "place 1 expand", "expand knowledge")
    assert s.districts[0] == (top,)


def test_stored_cards_are_seen_only_by_their_owner_and_redrawn_for_others() -> None:
    s = fresh()
    s.stored[0] = [s.empire_deck_a.pop(), s.empire_deck_a.pop()]
    assert s.view(1)["players"][0]["stored"] is None
    assert s.view(None)["players"][0]["stored"] is None
    assert len(s.view(0)["players"][0]["stored"]) == 2
    differs = 0
    for i in range(10):
        other = s.determinize(1, Rng(i))
        assert isinstance(other, AncientWorldState)
        assert other.view(1) == s.view(1)
        assert other.stored[1] == s.stored[1]
        differs += other.stored[0] != s.stored[0]
    assert differs > 0
    mine = s.determinize(0, Rng(3))
    assert isinstance(mine, AncientWorldState)
    assert mine.stored[0] == s.stored[0] and mine.empire_deck_a != s.empire_deck_a


def test_deck_orders_are_redrawn_but_face_up_tops_are_kept() -> None:
    s = fresh()
    other = s.determinize(None, Rng(5))
    assert isinstance(other, AncientWorldState)
    assert [d[0] for d in other.titan_decks] == [d[0] for d in s.titan_decks]
    assert other.district_deck[0] == s.district_deck[0]
    assert sorted(other.military_deck) == sorted(s.military_deck) and other.to_data() != s.to_data()


def test_forest_hideout_knowledge_survives_determinization() -> None:
    s = fresh()
    s.seen_titans = [frozenset(s.titan_decks[1][1:3]), frozenset(), frozenset()]
    for i in range(5):
        other = s.determinize(0, Rng(i))
        assert isinstance(other, AncientWorldState)
        assert other.titan_decks[1][1:3] == s.titan_decks[1][1:3]


def test_same_options_seed_and_actions_give_the_same_state() -> None:
    from agora.games.ancient_world import GAME

    for players in (2, 3, 4):
        a = GAME.new({"players": players, "expand_plus": True}, 42)
        b = GAME.new({"players": players, "expand_plus": True}, 42)
        chooser = Rng(1)
        while a.outcome() is None:
            seat = a.to_act()[0]
            action = chooser.choice(a.legal(seat))
            a.apply(seat, action)
            b.apply(seat, action)
        assert a.to_data() == b.to_data() and a.outcome() == b.outcome()
        assert GAME.new({"players": players}, 43).to_data() != GAME.new({"players": players}, 42).to_data()


def test_after_another_seat_reorders_titans_the_old_top_stays_in_the_top_four() -> None:
    from aw_helpers import give

    s = fresh()
    give(s, 0, "forest-hideout")
    old_top = s.titan_decks[0][0]
    run(s, 0, "place 1 card forest-hideout", "scout 1")
    while s.pending == P_ORDER:  # always put the old top last
        choices = [a for a in s.legal(0) if a != f"top {s.tables.t_slug[old_top]}"]
        run(s, 0, choices[0])
    if s.legal(0) and "skip" in s.legal(0):
        run(s, 0, "skip")
    assert s.titan_decks[0][3] == old_top
    for i in range(12):
        other = s.determinize(1, Rng(i))
        assert isinstance(other, AncientWorldState)
        assert other.titan_decks[0][0] == s.titan_decks[0][0] and old_top in other.titan_decks[0][1:4]
    mine = s.determinize(0, Rng(1))
    assert isinstance(mine, AncientWorldState)
    assert mine.titan_decks[0][:4] == s.titan_decks[0][:4]
