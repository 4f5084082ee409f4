"""Historia in English and Greek: every action code has a Greek label, and every
kind of event a game produces has a Greek log line."""

from __future__ import annotations

import re

import pytest

from agora.core import Event, Rng
from agora.core.game import LanguageError
from agora.games.historia import GAME, words

GREEK = re.compile("[\u0370-\u03ff]")


def random_events(seeds: range, **options: object) -> dict[str, Event]:
    """One event of every kind that random games with these options produce."""
    seen: dict[str, Event] = {}
    for seed in seeds:
        rng = Rng(seed)
        state = GAME.new(options, seed)
        for _ in range(4000):
            if state.outcome() is not None:
                break
            seat = rng.choice(state.to_act())
            for event in state.apply(seat, rng.choice(state.legal(seat))):
                seen.setdefault(event.kind, event)
    return seen


def test_every_catalogue_code_has_a_greek_label_unlike_its_code() -> None:
    for code in GAME.catalogue(GAME.options({"players": 6})):
        greek = GAME.label(code, "el")
        assert greek and greek != code and GREEK.search(greek), code
        assert greek != GAME.label(code, "en"), code


def test_every_event_kind_of_random_games_has_a_line_in_both_languages() -> None:
    seen = random_events(range(2), players=3)
    seen |= random_events(range(2, 4), players=2, civbots=2, events=True, governance=True, goals=True)
    seen |= random_events(range(4, 5), players=1, advanced_draft=True)
    assert len(seen) > 35  # the games reached far enough to mean something
    for kind, event in seen.items():
        assert kind in words.LINES["el"] and kind in words.LINES["en"], kind
        greek, english = GAME.narrate(event, "el"), GAME.narrate(event, "en")
        assert GREEK.search(greek), (kind, greek)
        assert not GREEK.search(english), (kind, english)
        # "?" is what a template field the event lacks reads as.
        assert "?" not in greek and "?" not in english, (kind, greek, english)


def test_components_take_their_greek_names() -> None:
    assert GAME.label("take colossus", "el") == "Πάρτε το Θαύμα: Κολοσσός της Ρόδου"
    assert GAME.label("take colossus", "en") == "Take the wonder Colossus of Rhodes"
    line = GAME.narrate(Event("leader drafted", {"seat": 0, "leader": "caesar"}), "el", ["Άννα"])
    assert line == "Άννα: επιλέγει τον Ηγέτη Καίσαρας"


def test_a_civilization_past_the_seats_is_a_civbot() -> None:
    event = Event("level", {"civ": 2, "tech": 5})
    assert GAME.narrate(event, "el", ["Άννα", None]) == "Ρομπότ 3: φτάνει στο επίπεδο 5 Τεχνολογίας"
    assert GAME.narrate(Event("level", {"civ": 1, "military": 3}), "en", ["Ann", None]) == "Seat 2 reaches army level 3"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(LanguageError, match="'fr'"):
        GAME.label("done", "fr")
    with pytest.raises(LanguageError):
        GAME.narrate(Event("game over", {"vp": [1, 2]}), "")
