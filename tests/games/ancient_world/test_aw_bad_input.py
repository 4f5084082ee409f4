"""Bad input gets a clear message and changes nothing."""

from __future__ import annotations

import pytest
from aw_helpers import e, fresh, give

from agora.core import IllegalAction, OptionsError, State
from agora.games.ancient_world import GAME


def refused(s: State, seat: int, action: str, match: str) -> None:
    before = s.to_data()
    with pytest.raises(IllegalAction, match=match):
        s.apply(seat, action)
    assert s.to_data() == before


def test_citizen_where_its_skill_is_too_low() -> None:
    s = fresh()
    s.apply(0, "place 3 work")
    refused(s, 1, "place 2 work", "skill must be higher than 3")


def test_a_free_citizen_is_refused_for_the_skill_rule_not_as_if_placed_like_the_others() -> None:
    # §5 the skill rule: citizen 1 is free (only citizen 2 is placed), so its refusal is the skill, not "placed"
    s = fresh()
    s.apply(0, "place 2 work")
    s.apply(1, "place 3 work")
    refused(s, 0, "place 1 work", "skill must be higher than 3")


def test_build_without_capacity_or_money() -> None:
    s = fresh(purchase_optional=False)
    s.empire_row = [e(s, "market")]
    s.coins[0] = 2
    refused(s, 0, "place 1 build", "cannot pay")
    give(s, 0, "pottery", "smithy")
    s.coins[0] = 20
    refused(s, 0, "place 1 build", "capacity")


def test_duplicate_card() -> None:
    s = fresh()
    give(s, 0, "pottery")
    s.empire_row = [e(s, "pottery"), e(s, "smithy")]
    s.coins[0] = 9
    s.apply(0, "place 1 build")
    refused(s, 0, "build pottery", "no two copies")


def test_attack_without_an_unused_army_or_below_defense() -> None:
    s = fresh()
    refused(s, 0, "attack 3", "below the titan's defense")
    for a in s.armies[0]:
        a[2] = 1
    refused(s, 0, "attack 1", "no unused military card")


def test_acting_out_of_turn() -> None:
    s = fresh()
    refused(s, 1, "pass", "not seat 1's turn")


def test_unknown_codes_and_other_citizens() -> None:
    s = fresh()
    refused(s, 0, "place 4 work", "no citizen 4")
    refused(s, 0, "place 1 explore", "covered")
    refused(s, 0, "hello", "not possible now")
    s.apply(0, "place 1 work")
    s.apply(1, "pass")
    refused(s, 0, "place 1 draft", "already placed")


def test_bad_options_are_refused() -> None:
    with pytest.raises(OptionsError):
        GAME.new({"players": 5}, 0)
    with pytest.raises(OptionsError):
        GAME.new({"players": 2, "grow_round": 4}, 0)
    with pytest.raises(OptionsError):
        GAME.new({"players": 2, "no_such_option": True}, 0)


def test_errors_do_not_name_hidden_cards() -> None:
    s = fresh()
    s.round = 2
    s.apply(0, "place 1 explore")
    s.apply(0, "draw")
    hidden = {s.tables.e_slug[x] for x in s.pending_data} - {s.tables.e_slug[x] for x in s.empire_row}
    with pytest.raises(IllegalAction) as err:
        s.apply(1, "pass")
    assert not any(h in str(err.value) for h in hidden)


def test_a_one_word_action_on_a_turn_is_refused_not_a_crash() -> None:
    """§4.2: a turn's action is `pass`, `place <skill> <where>` or `attack <deck>`; a bare verb is refused."""
    s = fresh()
    for action in ("place", "attack", "work"):
        refused(s, 0, action, "§4.2")
