"""The plain table side (core/table.py) and the text helpers every game's words use (core/i18n.py)."""

from __future__ import annotations

import json

import pytest
from toy import TOY, ToyOptions

from agora.core import Event, Outcome, PlainTable
from agora.core.i18n import (
    LANGS,
    LanguageError,
    OptionWords,
    check_lang,
    fill,
    seat_name,
    words_of_options,
)

PLAIN = PlainTable("Toy bidding", ToyOptions)


def test_a_plain_table_reads_codes_and_data_plainly() -> None:
    for lang in LANGS:
        assert PLAIN.title(lang) == "Toy bidding"
        assert PLAIN.label("bid 3", lang) == "bid 3"
        assert PLAIN.names(lang) == {} and PLAIN.view_keys(lang) == PLAIN.score_labels(lang) == {}
        assert PLAIN.prompt({"seat": 0}, lang) == PLAIN.explain("tap", lang) == PLAIN.how_to_play(lang) == ""
        assert PLAIN.tiebreak(Outcome((1, 1), (1, 1), tiebreak="a shared win"), lang) == "a shared win"
    assert PLAIN.target("bid 3") is None and PLAIN.touches(Event("bid", {"seat": 0})) == ()
    assert PLAIN.narrate(Event("bid_made", {"seat": 1, "card_count": 2}), "en") == "bid made — Seat 2, card count: 2"
    assert PLAIN.narrate(Event("bid_made", {"seat": 1}), "el", ["Ann", "Bob"]) == "bid made — Bob"
    assert PLAIN.narrate(Event("undo", {"seat": 0}), "el") == "Θέση 1: πήρε πίσω μια κίνηση"
    assert json.loads(PLAIN.render({"round": 1}, "el")) == {"round": 1}


def test_a_plain_table_gives_the_options_schema_in_every_language() -> None:
    words = PLAIN.option_words("el")
    assert words == PLAIN.option_words("en") == words_of_options(ToyOptions, {}, "en")
    assert words["players"] == {"label": "Players", "description": "", "values": {}}  # the schema's title
    own = {"el": {"players": OptionWords(label="Παίκτες", description="πόσοι", values={"2": "δύο"})}}
    assert words_of_options(ToyOptions, own, "el")["players"] == own["el"]["players"]
    assert words_of_options(ToyOptions, own, "en")["players"]["label"] == "Players"


def test_a_game_reaches_its_table_side() -> None:
    assert TOY.table.render({"round": 2, "scores": [1, 0]}, "en") == "round 2 scores [1, 0]"
    assert TOY.table.title("el") == TOY.title


def test_every_method_in_a_language_refuses_one_agora_does_not_speak() -> None:
    with pytest.raises(LanguageError, match="use one of en, el"):
        check_lang("fr")
    calls = (lambda: PLAIN.title("fr"), lambda: PLAIN.option_words("fr"), lambda: PLAIN.label("tap", "fr"),
             lambda: PLAIN.narrate(Event("x"), "fr"), lambda: PLAIN.names("fr"), lambda: PLAIN.view_keys("fr"),
             lambda: PLAIN.prompt({}, "fr"), lambda: PLAIN.explain("tap", "fr"), lambda: PLAIN.how_to_play("fr"),
             lambda: PLAIN.score_labels("fr"), lambda: PLAIN.tiebreak(Outcome((0,), (1,)), "fr"))
    for call in calls:
        with pytest.raises(LanguageError):
            call()


def test_the_text_helpers() -> None:
    assert fill("{seat} takes {n}", {"seat": "Ann"}) == "Ann takes ?"  # a missing field does not fail a log
    assert seat_name(2, "en") == "Seat 3" and seat_name(0, "el", [None]) == "Θέση 1"
    assert seat_name(0, "en", ["Ann"]) == "Ann" and seat_name("civbot", "en") == "civbot"
