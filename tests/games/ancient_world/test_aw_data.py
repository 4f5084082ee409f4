"""The Agora edition's component data: counts, the published facts, provenance tags, the loader's errors."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from agora.core import DataError
from agora.core.data import load_data
from agora.games.ancient_world.schema import DEFAULT_DATA, Edition, EmpireCard, MilitaryCard
from agora.games.ancient_world.state import AncientWorldState
from agora.games.ancient_world.tables import compile_tables, tables_for

# §11 the card clarifications of p14 (and Citadel of p9), word for word as the Agora edition prints them.
PUBLISHED = {
    "Aqueduct": "When you gain a new citizen, gain 1 coin for each food you have.",
    "Archivists of Bol": "Gain 1 coin at the end of each round. When you use the Explore action, draw 2 extra "
                         "cards to choose from.",
    "Bridge": "Place a citizen here: you may use an opponent's Empire card action, whether or not they have "
              "already placed a citizen there.",
    "Crane": "When you take the Build action, you may discard this card to build an Empire card without paying "
             "its coin cost.",
    "Crypta Ship": "Place a citizen here: take the Explore action and gain 2 coins.",
    "Desert Caravan": "Place a citizen here: gain 1 coin per food you have.",
    "Distant Outpost": "When the player on your right uses the Educate action, you may discard 1 coin from one of "
                       "your military cards (from the name or picture area); a military card may thus be used "
                       "twice in one round.",
    "Forest Hideout": "Place a citizen here: draw the top 4 cards of the Titan deck and return them in any order; "
                      "you may immediately attack the top card.",
    "Moon Festival": "End of game: gain 1 extra VP for each set of five different banners.",
    "Scribe Guild": "When the player on your left uses the Educate action, you may gain 1 knowledge by paying 1 "
                    "coin to the supply.",
    "Trade City": "Place a citizen here: you may use an opponent's Empire card action even if they have already "
                  "placed their own citizen there.",
    "Town Hall": "Place a citizen here: gain 1 knowledge and also the 1st-player token (if its hand side is face "
                 "down).",
    "Zori Dramatists": "If you are the first player to pass, you may store an Empire card, either from the face-up "
                       "row or by drawing the top card of the deck.",
}


def raw() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DEFAULT_DATA.read_text(encoding="utf-8"))
    return data


def test_box_counts_match_the_rulebook_contents() -> None:
    ed = tables_for(None).edition

    def copies(cards: Sequence[EmpireCard] | Sequence[MilitaryCard], deck: str) -> int:
        return sum(c.copies for c in cards if c.deck == deck)

    assert copies(ed.empire, "A") == 45 and copies(ed.empire, "B") == 47
    assert copies(ed.empire, "start") == 8 and copies(ed.military, "start") == 8
    assert copies(ed.military, "military") == 25
    assert len(ed.titans) == 20 and len(ed.districts) == 10 and len(ed.damage_dice) == 3
    assert {t.stars for t in ed.titans} == {1, 2, 3}


def test_named_cards_carry_the_published_texts_tagged_rulebook() -> None:
    cards = {c.name: c for c in tables_for(None).edition.empire}
    for name, text in PUBLISHED.items():
        assert cards[name].text == text
        assert cards[name].prov["text"] == "rulebook" and cards[name].prov["name"] == "rulebook"
    assert "Citadel" in cards and "red" in cards["Citadel"].banners


def test_published_numbers_are_kept_exactly() -> None:
    R = tables_for(None)
    ed = R.edition
    assert (ed.capital.food, ed.capital.capacity, ed.capital.income_coins, ed.capital.army_limit) == (1, 4, 5, 2)
    start = {c.name: c for c in ed.empire if c.deck == "start"}
    assert set(start) == {"Fishing Dock", "Wheat Fields"} and all(c.icons.food == 1 for c in start.values())
    assert {c.name for c in ed.military if c.deck == "start"} == {"City Guard", "Militia"}
    stone = next(t for t in ed.titans if t.name == "Stone Being")
    assert (stone.defense, stone.allows, len(stone.banners)) == (8, "swords_and_arrows", 2)
    merkian = next(m for m in ed.military if m.name == "Merkian Troops")
    assert merkian.icons.arrows == 3
    archivists = next(c for c in ed.empire if c.name == "Archivists of Bol")
    assert archivists.icons.income_coins == 1 and archivists.icons.explore_bonus == 2
    assert R.banner_vp[5] == 11  # §12 11 VP for 6 banners
    assert {"green", "red"} <= set(R.tribes) and len(R.tribes) == 5


def test_every_value_has_a_provenance_and_designed_values_are_listed() -> None:
    R = tables_for(None)
    designed = R.cards["stone-being"]["designed"]
    assert isinstance(designed, list)
    assert "defense" not in designed and "stars" in designed
    designed = R.info["designed"]
    assert isinstance(designed, list)
    assert any("damage dice" in line for line in designed)


def test_a_value_without_a_tag_breaks_the_schema(tmp_path: Path) -> None:
    data = raw()
    card = next(c for c in data["empire"] if c["name"] == "Granary")
    card["prov"] = {"name": "designed"}  # cost, banners... now untagged
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(DataError, match="without a provenance tag"):
        load_data(bad, Edition)


def test_a_data_file_that_breaks_the_schema_is_refused_clearly(tmp_path: Path) -> None:
    data = raw()
    data["titans"][0]["defense"] = "strong"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(DataError, match=r"titans\.0\.defense"):
        tables_for(str(bad))
    data = raw()
    data["empire"][3]["banners"] = ["orange"]
    bad.write_text(json.dumps(data))
    with pytest.raises(DataError, match="unknown tribes"):
        tables_for(str(bad))
    with pytest.raises(DataError, match="cannot read"):
        tables_for(str(tmp_path / "missing.json"))
    (tmp_path / "broken.json").write_text("{ nope")
    with pytest.raises(DataError, match="does not parse"):
        tables_for(str(tmp_path / "broken.json"))


def test_an_owner_data_file_replaces_the_designed_values(tmp_path: Path) -> None:
    from agora.games.ancient_world import GAME

    data = raw()
    stone = next(t for t in data["titans"] if t["name"] == "Stone Being")
    stone["capacity"] = 5
    stone["prov"] = {"*": "public"}
    mine = tmp_path / "printed.json"
    mine.write_text(json.dumps(data))
    state = GAME.new({"players": 2, "data": str(mine)}, 1)
    assert isinstance(state, AncientWorldState)
    assert state.tables.t_capacity[state.tables.t_index["stone-being"]] == 5
    assert state.tables.cards["stone-being"]["designed"] == []


def test_compiled_tables_follow_the_file() -> None:
    ed = load_data(DEFAULT_DATA, Edition)
    R = compile_tables(ed)
    assert len(R.e_slug) == len(ed.empire) and R.e_index["citadel"] == R.e_slug.index("citadel")
    assert R.max_armies >= R.capital_army_limit
