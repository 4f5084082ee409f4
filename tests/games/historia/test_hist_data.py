"""The Agora edition's component data: schema, stated facts kept, provenance, owner's files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from agora.core import DataError, OptionsError
from agora.core.data import load_data
from agora.games.historia import GAME, HistoriaState
from agora.games.historia.schema import Edition
from agora.games.historia.tables import DEFAULT_DATA, tables


def edition() -> Edition:
    return load_data(DEFAULT_DATA, Edition)


def raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DEFAULT_DATA.read_text(encoding="utf-8"))
    return data


def test_component_counts_match_the_box() -> None:
    e = edition()
    assert len(e.territories) == 13 and len(e.tiles) == 16
    assert len(e.wonders) == 48 and len(e.leaders) == 18 and len(e.advisors) == 35 and len(e.events) == 12
    assert sorted(t.number for t in e.tiles) == list(range(1, 17))


def test_stated_adjacency_facts_are_kept() -> None:
    t = tables()
    idx = t.territory_ids.index

    def adjacent(a: str, b: str) -> bool:
        return bool(t.near[idx(a)] >> idx(b) & 1)

    assert adjacent("north_america", "central_america")  # GR p.5 via Panama
    assert adjacent("oceania", "indochina")  # GR p.5
    assert adjacent("middle_east", "china")  # GR p.6 example
    assert not adjacent("north_america", "russia")  # GR p.5
    assert not adjacent("africa", "south_america")  # GR p.5 Navigation example


def test_named_cards_keep_their_published_effects() -> None:
    e = edition()
    wonders = {w.id: w for w in e.wonders}
    assert (wonders["sphinx"].kind, wonders["sphinx"].on, wonders["sphinx"].bonus.vp) == ("majority", "wonders", 1)
    assert (wonders["angkor_wat"].kind, wonders["angkor_wat"].on) == ("action", "expansion")
    assert (wonders["ishtar_gate"].kind, wonders["ishtar_gate"].on) == ("majority", "military")
    leaders = {x.id: x for x in e.leaders}
    lorenzo = leaders["lorenzo"]
    assert lorenzo.era == 2
    assert [(c.what, c.at_least, c.vp) for c in lorenzo.conditions] == [("tech", 11, 4), ("wonders", 7, 7)]
    assert [(c.what, c.at_least, c.vp) for c in leaders["caesar"].conditions] == [("wonders", 3, 3),
                                                                                   ("military", 7, 6)]
    advisors = {a.id: a for a in e.advisors}
    assert advisors["cleopatra"].civ == "egypt"
    assert (advisors["cleopatra"].effect.cards, advisors["cleopatra"].effect.cubes) == (1, 2)
    assert (advisors["schliemann"].effect.tourism, advisors["schliemann"].effect.cards) == (1, 2)


def test_known_tech_levels_and_their_bonuses() -> None:
    t = tables()
    assert [t.tech_names[lv] for lv in (1, 2, 4, 5, 7, 10, 12, 13, 15, 16)] == [
        "Fire", "Agriculture", "Metallurgy", "Wheel", "Philosophy", "Gunpowder", "Industry", "Medicine",
        "Internet", "Singularity"]
    assert t.tech_bonus[2].card == "war" and t.tech_bonus[12].card == "tourism"
    assert [lv for lv in range(1, 17) if t.tech_bonus[lv].advisor] == [4, 7, 13]
    assert t.max_cards[4] == 1 and t.max_cards[5] == 2 and t.max_cards[13] == 3
    assert t.tech_bonus[16].vp == 6


def test_government_bonuses_follow_the_printed_order() -> None:
    t = tables()
    vps = [b.vp for b in t.government_bonus]
    assert vps[:6] == [0, 1, 2, 3, 4, 5] and t.government_bonus[0].cubes == 1
    assert t.government_colours[vps.index(3)] == "green"  # GR p.8: the green zone gives 3 VP


def test_every_value_carries_its_provenance_and_views_list_the_designed() -> None:
    data = raw()
    del data["wonders"][0]["tags"]["bonus"]
    with pytest.raises(ValueError, match="missing \\['bonus'\\]"):
        Edition.model_validate(data)
    designed = tables().designed
    assert designed["leaders"]["era"] == {"all_but": ["lorenzo"]}
    assert set(designed["wonders"]["kind"]["all_but"]) == {"sphinx", "angkor_wat", "ishtar_gate"}
    assert designed["tiles"] == {"vp": "all"}
    view = GAME.new({"players": 2}, 0).view(None)
    assert view["board"]["designed"] == designed


def write(tmp_path: Path, data: object, name: str = "box.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_data_file_that_breaks_the_schema_is_refused(tmp_path: Path) -> None:
    data = raw()
    data["tiles"] = data["tiles"][:15]
    with pytest.raises(DataError, match="tiles"):
        GAME.new({"players": 2, "data": write(tmp_path, data)}, 0)


def test_a_data_file_contradicting_the_rulebook_is_refused(tmp_path: Path) -> None:
    data = raw()
    data["adjacency"].append({"a": "north_america", "b": "russia", "note": "", "tags": {"a": "designed",
                              "b": "designed", "note": "designed"}})
    with pytest.raises(DataError, match="must not be adjacent"):
        GAME.new({"players": 2, "data": write(tmp_path, data)}, 0)


def test_an_unreadable_or_unparsable_data_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="cannot read"):
        GAME.new({"players": 2, "data": str(tmp_path / "missing.json")}, 0)
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(DataError, match="does not parse"):
        GAME.new({"players": 2, "data": str(bad)}, 0)


def test_an_owners_data_file_with_printed_values_is_used(tmp_path: Path) -> None:
    data = raw()
    for tile in data["tiles"]:
        tile["vp"] = 7
        tile["tags"]["vp"] = "rulebook"
    st = GAME.new({"players": 2, "data": write(tmp_path, data)}, 0)
    view = st.view(None)
    assert {x["tile_vp"] for x in view["map"]} == {7}
    assert "tiles" not in view["board"]["designed"]


def test_bad_options_are_refused() -> None:
    with pytest.raises(OptionsError):
        GAME.new({"players": 7})
    with pytest.raises(OptionsError):
        GAME.new({"players": 3, "civbots": "many"})


def test_the_rules_tables_hold_every_bonus_of_the_data_unchanged() -> None:
    # the engine reads plain Gain objects, copied from the validated pydantic bonuses at load time
    e, t = edition(), tables()
    pairs = [(w.bonus, t.wonder_bonus[i]) for i, w in enumerate(e.wonders)]
    pairs += [(a.effect, t.advisor_effect[i]) for i, a in enumerate(e.advisors)]
    pairs += [(ev.effect, t.event_effect[i]) for i, ev in enumerate(e.events)]
    pairs += [(g.bonus, t.goal_bonus[i]) for i, g in enumerate(e.goals)]
    pairs += [(g.bonus, t.government_bonus[i]) for i, g in enumerate(e.governments)]
    pairs += [(lv.bonus, t.tech_bonus[lv.level]) for lv in e.tech_levels]
    pairs += [(lv.bonus, t.military_bonus[lv.level]) for lv in e.military_levels]
    assert pairs and all(b.model_dump() == g.to_data() for b, g in pairs)
    schliemann = next(g for g in t.advisor_effect if g.tourism)
    assert schliemann.without_tourism().to_data() == {**schliemann.to_data(), "tourism": 0}


def test_the_engine_reads_the_options_it_was_given() -> None:
    options = {"players": 2, "civbots": 2, "level": "king,chieftain", "events": True, "governance": True,
               "goals": True, "expert": True, "green_advisors": "indians", "civbot_takes_last_cube": True,
               "edge_costs_cube": True, "advanced_draft": True}
    given = GAME.options(options)
    st = GAME.new(options, 3)
    assert isinstance(st, HistoriaState)
    for name in ("players", "civbots", "levels", "solo", "events", "advanced_draft", "governance", "goals",
                 "expert", "green_advisors", "civbot_takes_last_cube", "edge_costs_cube"):
        assert getattr(st.opts, name) == getattr(given, name), name
