"""A game's options and seed are checked at the boundary, strictly, with the project's own errors: a
count is an int and a switch a bool (never "2" or True for a count), options are a mapping, a seed
is an int."""

from __future__ import annotations

from typing import Any

import pytest

from agora.core import BadInput, OptionsError, registry

GAMES = sorted(registry.games().items())
IDS = [name for name, _ in GAMES]


@pytest.mark.parametrize("name", IDS)
@pytest.mark.parametrize("players", ["2", True, 2.0, None, [2]])
def test_a_player_count_of_another_type_is_refused(name: str, players: Any) -> None:
    game = registry.get(name)
    with pytest.raises(OptionsError, match="players"):
        game.new({"players": players}, 1)


def test_a_switch_takes_a_bool_and_a_choice_one_of_its_values() -> None:
    game = registry.get("relic-runners")
    for bad in ({"abilities": 1}, {"abilities": "true"}, {"setup": "BASIC"}, {"end_relics": "3"}):
        with pytest.raises(OptionsError, match=next(iter(bad))):
            game.options(bad)
    assert game.options({"abilities": True, "setup": "basic", "end_relics": 3}).end_relics == 3


@pytest.mark.parametrize("name", IDS)
@pytest.mark.parametrize("given", ["players=2", 2, [("players", 2)], b"{}"])
def test_options_that_are_not_a_mapping_are_refused(name: str, given: Any) -> None:
    with pytest.raises(OptionsError, match="mapping"):
        registry.get(name).new(given, 1)


@pytest.mark.parametrize("name", IDS)
@pytest.mark.parametrize("seed", [None, "1", 1.5, True, [1]])
def test_a_seed_that_is_not_an_int_is_refused(name: str, seed: Any) -> None:
    with pytest.raises(BadInput, match="seed"):
        registry.get(name).new({}, seed)


@pytest.mark.parametrize("name", IDS)
def test_typed_options_and_any_int_seed_still_start_the_same_game(name: str) -> None:
    game = registry.get(name)
    assert game.new({"players": 2}, 7).to_data() == game.new(game.options({"players": 2}), 7).to_data()
    assert game.new({}, -3).to_data() == game.new({}, -3).to_data()
