"""The component data file: provenance tags, schema checks with clear messages, an owner's own file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from agora.core import DataError
from agora.games.relic_runners import GAME, RelicState
from agora.games.relic_runners.schema import DEFAULT_DATA, load_components


def raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DEFAULT_DATA.read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_agora_edition_loads_and_has_the_map_the_rules_need() -> None:
    d = load_components()
    kinds = [loc.kind for loc in d.locations]
    assert len(d.locations) == 21 and kinds.count("ruin") == 8 and kinds.count("temple") == 12
    assert sum(t.river for t in d.trails) == 10
    camp = next(loc for loc in d.locations if loc.kind == "camp")
    assert (camp.x, camp.y) == (50, 50)  # Base Camp at the centre


def test_every_value_carries_its_provenance_and_designed_groups_are_named() -> None:
    d = load_components()
    assert {loc.source for loc in d.locations} == {"designed"}
    assert d.counts.source == "rulebook"
    designed = GAME.edition()
    for group in ("map locations and positions", "trails and rivers", "blue tile values", "progression table grid"):
        assert group in designed
    assert "component counts" not in designed
    view = GAME.new({"players": 2}, 1).view(None)
    assert view["designed"] == designed
    assert "Designed values" in GAME.table.render(view, "en")


def test_quadrants_are_not_symmetric() -> None:
    d = load_components()
    ruins = sorted(
        sum(1 for loc in d.locations if loc.kind == "ruin" and loc.quadrant == q) for q in ["nw", "ne", "se", "sw"]
    )
    assert len(set(ruins)) > 1


def _drop_location(d: dict[str, Any]) -> None:
    d["locations"] = [x for x in d["locations"] if x["id"] != "ru8"]
    d["trails"] = [t for t in d["trails"] if "ru8" not in (t["a"], t["b"])]


def _unknown_end(d: dict[str, Any]) -> None:
    d["trails"][0]["b"] = "atlantis"


def _nine_rivers(d: dict[str, Any]) -> None:
    next(t for t in d["trails"] if t["river"])["river"] = False


def _disconnected(d: dict[str, Any]) -> None:
    d["trails"] = [t for t in d["trails"] if "ru4" not in (t["a"], t["b"])]


def _bad_blue(d: dict[str, Any]) -> None:
    d["blue_values"]["levels"]["1"][0] = 9


def _bad_source(d: dict[str, Any]) -> None:
    d["locations"][0]["source"] = "guessed"


def _bad_layout(d: dict[str, Any]) -> None:
    d["first_game_layout"]["temples"]["te1"] = "blue"


def _missing_ivory(d: dict[str, Any]) -> None:
    d["ivory_tiles"] = d["ivory_tiles"][1:]


def _bad_grid(d: dict[str, Any]) -> None:
    d["progression"][1]["level"] = 1


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (_drop_location, "8 ruin"),
        (_unknown_end, "unknown location 'atlantis'"),
        (_nine_rivers, "10 river trails"),
        (_disconnected, "not connected"),
        (_bad_blue, "+2..+5"),
        (_bad_source, "source"),
        (_bad_layout, "4 temples of each colour"),
        (_missing_ivory, "ivory level 1"),
        (_bad_grid, "3 tracks x 3 levels"),
    ],
)
def test_a_broken_data_file_is_refused_with_a_clear_message(
    tmp_path: Path, breakage: Callable[[dict[str, Any]], None], message: str
) -> None:
    d = raw()
    breakage(d)
    with pytest.raises(DataError, match="breaks the schema") as err:
        load_components(write(tmp_path, d))
    assert message in str(err.value)


def test_a_file_that_does_not_parse_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(DataError, match="does not parse"):
        load_components(path)


def test_an_owner_may_play_with_their_own_data_file(tmp_path: Path) -> None:
    d = raw()
    d["blue_values"] = {"source": "rulebook", "levels": {"1": [5] * 6, "2": [4] * 6, "3": [3] * 6}}
    path = write(tmp_path, d)
    s = GAME.new({"players": 3, "data": str(path)}, 1)
    assert isinstance(s, RelicState)
    blue_site = next(t for t in s.board.temples if s.temple_colour[t] == 1)
    values = [s.board.tile_value[x] for x in s.stacks[blue_site]]
    assert values == [5, 4, 3]
    assert "blue tile values" not in s.view(0)["designed"]


def test_a_missing_data_file_is_a_data_error(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read"):
        GAME.new({"players": 2, "data": str(tmp_path / "none.json")}, 1)
