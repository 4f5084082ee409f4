"""Relic Runners in English and Greek: every action code has a Greek label, and
every kind of event a game produces has a Greek log line."""

from __future__ import annotations

import pytest
from words_check import (
    check_event_lines,
    check_names,
    check_view_keys,
    random_events,
    random_view_keys,
)

from agora.core import Event
from agora.core.i18n import LANGS, LanguageError
from agora.games.relic_runners import GAME, words
from agora.games.relic_runners.state import PHASES


def test_every_event_kind_of_random_games_has_a_line_in_both_languages() -> None:
    seen = random_events(GAME, [(s, {"players": 2 + s % 4}) for s in range(6)], 3000)
    random_setup = {"abilities": True, "setup": "random"}
    seen |= random_events(GAME, [(s, {"players": 2 + s % 4, **random_setup}) for s in range(6, 9)], 3000)
    assert len(seen) > 15  # the games reached far enough to mean something
    check_event_lines(GAME, {lang: words.lines(lang) | words.counted(lang, 1) for lang in LANGS}, seen)


def test_a_line_names_seats_by_their_players_else_by_number() -> None:
    event = Event("go", {"seat": 1, "trail": "t4", "to": "te2"})
    assert GAME.table.narrate(event, "el", ["Άννα", "Βασίλης"]) == "Βασίλης: ταξιδεύει προς: Ναός του Ήλιου"
    assert GAME.table.narrate(event, "en") == "Seat 2 travels to Sun Temple"


def test_tile_effects_read_in_greek_from_the_data_texts() -> None:
    event = Event("peek", {"seat": 0, "at": "te1", "tiles": [{"level": 1, "text": "+5 VP at the end"},
                                                             {"level": 2, "text": "Gain 3 VP."}]})
    line = GAME.table.narrate(event, "el")
    assert "+5 ΠΝ στο τέλος" in line and "Κερδίστε 3 ΠΝ." in line and "VP" not in line


@pytest.mark.parametrize(("event", "english", "greek"), [
    (Event("rations", {"seat": 0, "took": 1, "now": 4}), "Seat 1 takes 1 ration, now has 4",
     "Θέση 1: παίρνει 1 Πακέτο Τροφίμων, τώρα έχει 4"),
    (Event("rations", {"seat": 0, "took": 3, "now": 5}), "Seat 1 takes 3 rations, now has 5",
     "Θέση 1: παίρνει 3 Πακέτα Τροφίμων, τώρα έχει 5"),
    (Event("relic", {"seat": 1, "colour": 1, "at": "te2", "trails": 1}),
     "Seat 2 brings the relic White Crystal Skull back from Sun Temple (1 trail)",
     "Θέση 2: φέρνει Λευκό Κρυστάλλινο Κρανίο από: Ναός του Ήλιου (1 Διαδρομή)"),
    (Event("relic", {"seat": 1, "colour": 0, "at": "ru3", "trails": 4}),
     "Seat 2 brings the relic Emerald Sacred Toad back from Bat Ruins (4 trails)",
     "Θέση 2: φέρνει Σμαραγδένιος Ιερός Βάτραχος από: Ερείπια της Νυχτερίδας (4 Διαδρομές)"),
])
def test_a_count_in_a_line_takes_the_plural_form_its_number_needs(event: Event, english: str, greek: str) -> None:
    assert GAME.table.narrate(event, "en") == english
    assert GAME.table.narrate(event, "el") == greek


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(LanguageError, match="'fr'"):
        GAME.table.label("stop", "fr")
    with pytest.raises(LanguageError, match="en, el"):
        GAME.table.narrate(Event("game_over"), "de")


def test_sites_temple_colours_and_relics_are_named_by_what_the_view_says() -> None:
    names = check_names(GAME, {"kind", "colour", "relic", "phase", "track", "table_action", "place", "place_short"})
    view = GAME.new({"players": 2}, 0).view(None)
    assert {loc["kind"] for loc in view["locations"]} <= names["el"]["kind"].keys()
    assert {loc["colour"] for loc in view["locations"] if loc["colour"]} <= names["el"]["colour"].keys()
    assert set(view["explorers"][0]["relics"]) == names["el"]["relic"].keys()
    assert names["el"]["kind"]["temple"] == "Ναός" and names["el"]["relic"]["white"] == "Λευκό Κρυστάλλινο Κρανίο"
    # The panels' raw values read as names: the phase, the toolbox tracks and the progression table's actions.
    assert set(PHASES) == names["el"]["phase"].keys() and names["el"]["phase"][view["phase"]] == "Μετακίνηση"
    assert set(view["tracks"]) == names["el"]["track"].keys()
    assert {a for row in view["progression"] for a in row} <= names["el"]["table_action"].keys()


def test_every_key_of_random_views_heads_its_panel_in_greek() -> None:
    # Views of every player count, with abilities and a random setup too, through to the outcome's keys.
    games: list[tuple[int, dict[str, object]]] = [(s, {"players": 2 + s % 4}) for s in range(4)]
    games += [(s, {"players": 2 + s % 4, "abilities": True, "setup": "random"}) for s in range(4, 6)]
    keys = random_view_keys(GAME, games, 3000)
    assert {"camp_rations", "explorers", "toolboxes", "scores", "ability"} <= keys  # the games reached the end
    check_view_keys(GAME, keys, {"relic", "track", "colour", "kind"})
    assert GAME.table.view_keys("el")["camp_rations"] == "Πακέτα Τροφίμων στην Κατασκήνωση Βάσης"
