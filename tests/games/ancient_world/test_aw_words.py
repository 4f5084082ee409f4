"""The Ancient World in English and Greek: every action code has a Greek label,
and every kind of event a game produces has a Greek log line."""

from __future__ import annotations

import re

import pytest

from agora.core import Event, Rng
from agora.core.game import LanguageError
from agora.games.ancient_world import GAME, words

GREEK = re.compile("[\u0370-\u03ff]")


def random_events(seeds: range, **options: object) -> dict[str, Event]:
    """One event of every kind that random games with these options produce."""
    seen: dict[str, Event] = {}
    for seed in seeds:
        rng = Rng(seed)
        state = GAME.new({"players": 2 + seed % 3, **options}, seed)
        for _ in range(3000):
            if state.outcome() is not None:
                break
            seat = rng.choice(state.to_act())
            for event in state.apply(seat, rng.choice(state.legal(seat))):
                seen.setdefault(event.kind, event)
    return seen


def test_every_catalogue_code_has_a_greek_label_unlike_its_code() -> None:
    for code in GAME.catalogue(GAME.options({"players": 4})):
        greek = GAME.label(code, "el")
        assert greek and greek != code and GREEK.search(greek), code
        assert greek != GAME.label(code, "en"), code


def test_every_event_kind_of_random_games_has_a_line_in_both_languages() -> None:
    seen = random_events(range(6)) | random_events(range(6, 8), expand_plus=True)
    assert len(seen) > 20  # the games reached far enough to mean something
    for kind, event in seen.items():
        assert kind in words.LINES["el"] and kind in words.LINES["en"], kind
        greek, english = GAME.narrate(event, "el"), GAME.narrate(event, "en")
        assert GREEK.search(greek), (kind, greek)
        assert not GREEK.search(english), (kind, english)
        # "?" is what a template field the event lacks reads as.
        assert "?" not in greek and "?" not in english, (kind, greek, english)


def test_printed_names_stay_as_the_greek_rulebook_prints_them_and_designed_ones_are_greek() -> None:
    assert words.card("wheat-fields", "el") == "Wheat Fields"  # the Greek rulebook keeps it in English
    assert words.card("fishing-dock", "el") == "Fishing Port"  # the Greek rulebook's own name
    assert words.card("fishing-dock", "en") == "Fishing Dock"
    assert words.card("granary", "el") == "Σιταποθήκη"  # designed by the Agora edition


def test_labels_count_armies_from_one_and_know_the_crane_card_from_the_crane_discount() -> None:
    assert GAME.label("pay a0", "el") == "Πληρωμή του στρατού 1"
    assert GAME.label("build crane", "en") == "Build Crane"
    assert GAME.label("build granary crane", "en") == "Build Granary discarding Crane, no coin cost"


def test_a_card_stored_face_down_is_not_named() -> None:
    line = GAME.narrate(Event("store", {"seat": 0, "card": None}), "el", ["Άννα"])
    assert line == "Άννα: αποθηκεύει μια κλειστή κάρτα"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(LanguageError, match="'EN'"):
        GAME.label("pass", "EN")
    with pytest.raises(LanguageError):
        GAME.narrate(Event("pass", {"seat": 0}), "gr")
