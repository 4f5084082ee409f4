"""Relic Runners in English and Greek: every action code has a Greek label, and
every kind of event a game produces has a Greek log line."""

from __future__ import annotations

import re

import pytest

from agora.core import Event, Rng
from agora.core.game import LanguageError
from agora.games.relic_runners import GAME, words

GREEK = re.compile("[\u0370-\u03ff]")


def random_events(seeds: range, **options: object) -> dict[str, Event]:
    """One event of every kind that random games with these options produce."""
    seen: dict[str, Event] = {}
    for seed in seeds:
        rng = Rng(seed)
        state = GAME.new({"players": 2 + seed % 4, **options}, seed)
        for _ in range(3000):
            if state.outcome() is not None:
                break
            seat = rng.choice(state.to_act())
            for event in state.apply(seat, rng.choice(state.legal(seat))):
                seen.setdefault(event.kind, event)
    return seen


def test_every_catalogue_code_has_a_greek_label_unlike_its_code() -> None:
    for code in GAME.catalogue(GAME.options({"players": 5})):
        greek = GAME.label(code, "el")
        assert greek and greek != code and GREEK.search(greek), code
        assert greek != GAME.label(code, "en"), code


def test_every_event_kind_of_random_games_has_a_line_in_both_languages() -> None:
    seen = random_events(range(6)) | random_events(range(6, 9), abilities=True, setup="random")
    assert len(seen) > 15  # the games reached far enough to mean something
    for kind, event in seen.items():
        assert kind in words.LINES["el"] and kind in words.LINES["en"], kind
        greek, english = GAME.narrate(event, "el"), GAME.narrate(event, "en")
        assert GREEK.search(greek), (kind, greek)
        assert not GREEK.search(english), (kind, english)
        # "?" is what a template field the event lacks reads as.
        assert "?" not in greek and "?" not in english, (kind, greek, english)


def test_a_line_names_seats_by_their_players_else_by_number() -> None:
    event = Event("go", {"seat": 1, "trail": "t4", "to": "te2"})
    assert GAME.narrate(event, "el", ["Άννα", "Βασίλης"]) == "Βασίλης: ταξιδεύει στη Διαδρομή t4 προς: Ναός te2"
    assert GAME.narrate(event, "en") == "Seat 2 travels trail t4 to temple te2"


def test_tile_effects_read_in_greek_from_the_data_texts() -> None:
    event = Event("peek", {"seat": 0, "at": "te1", "tiles": [{"level": 1, "text": "+5 VP at the end"},
                                                             {"level": 2, "text": "Gain 3 VP."}]})
    line = GAME.narrate(event, "el")
    assert "+5 ΠΝ στο τέλος" in line and "Κερδίστε 3 ΠΝ." in line and "VP" not in line


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(LanguageError, match="'fr'"):
        GAME.label("stop", "fr")
    with pytest.raises(LanguageError, match="en, el"):
        GAME.narrate(Event("game_over"), "de")
