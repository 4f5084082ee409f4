"""Historia in English and Greek: every action code has a Greek label, and every
kind of event a game produces has a Greek log line."""

from __future__ import annotations

import re

import pytest
from words_check import (
    GREEK,
    check_event_lines,
    check_names,
    check_view_keys,
    random_events,
    random_view_keys,
)

from agora.core import Event, Rng
from agora.core.i18n import LANGS, LanguageError
from agora.games.historia import GAME, words
from agora.games.historia.state import POWERS


def test_every_event_kind_of_random_games_has_a_line_in_both_languages() -> None:
    variants = {"civbots": 2, "events": True, "governance": True, "goals": True}
    seen = random_events(GAME, [(s, {"players": 3}) for s in range(2)], 4000)
    seen |= random_events(GAME, [(s, {"players": 2, **variants}) for s in range(2, 4)], 4000)
    seen |= random_events(GAME, [(4, {"players": 1, "advanced_draft": True})], 4000)
    assert len(seen) > 35  # the games reached far enough to mean something
    check_event_lines(GAME, {lang: {**words.lines(lang), **words.counted_lines(2, lang)} for lang in LANGS}, seen)


def test_components_take_their_greek_names() -> None:
    assert GAME.table.label("take colossus", "el") == "Πάρτε το Θαύμα: Κολοσσός της Ρόδου"
    assert GAME.table.label("take colossus", "en") == "Take the wonder Colossus of Rhodes"
    line = GAME.table.narrate(Event("leader drafted", {"seat": 0, "leader": "caesar"}), "el", ["Άννα"])
    assert line == "Άννα: επιλέγει τον Ηγέτη Καίσαρας"


def test_a_count_of_cards_takes_its_plural_form() -> None:
    one, two = (Event("selects", {"seat": 0, "count": n, "ready": False}) for n in (1, 2))
    assert GAME.table.narrate(one, "en", ["Ann"]) == "Ann selects 1 card"
    assert GAME.table.narrate(two, "en", ["Ann"]) == "Ann selects 2 cards"
    assert GAME.table.narrate(one, "el", ["Άννα"]) == "Άννα: επιλέγει 1 κάρτα"
    assert GAME.table.narrate(two, "el", ["Άννα"]) == "Άννα: επιλέγει 2 κάρτες"


def test_a_civilization_past_the_seats_is_a_civbot() -> None:
    event = Event("level", {"civ": 2, "tech": 5})
    assert GAME.table.narrate(event, "el", ["Άννα", None]) == "Ρομπότ 3: φτάνει στο επίπεδο 5 Τεχνολογίας"
    army = Event("level", {"civ": 1, "military": 3})
    assert GAME.table.narrate(army, "en", ["Ann", None]) == "Seat 2 reaches army level 3"


def test_the_log_names_a_civbot_by_its_civilization_as_the_board_does() -> None:
    """§8 a Civbot's log lines name it as the board and the players panel do (by its civilization, in the
    reader's language), never "Civbot 3"; a player's lines still name the player."""
    rng = Rng(7)
    state = GAME.new({"players": 2, "civbots": 2, "level": "king"}, 7)
    seats = ["Ann", "Bob"]
    lines: dict[str, list[str]] = {"en": [], "el": []}
    for _ in range(600):
        if state.outcome() is not None:
            break
        seat = rng.choice(state.to_act())
        events = state.apply(seat, rng.choice(state.legal(seat)))
        for event in events:
            received = event.to_data()  # as the server narrates: from what the reader is sent
            kind = received.pop("kind")
            for lang in LANGS:
                lines[lang].append(GAME.table.narrate(Event(kind, received), lang, seats))
    view = state.view(0)
    for lang in LANGS:
        names = GAME.table.names(lang)["civilization"]
        bots = [names[c["civilization_id"]] for c in view["civs"] if c["seat"] is None]
        assert len(bots) == 2
        numbered = GAME.table.narrate(Event("level", {"civ": 2, "tech": 5}), lang, seats).split(" ")[0]
        assert not [line for line in lines[lang] if re.search(rf"{numbered} \d", line)], lang  # "Civbot 3"
        for bot in bots:
            assert sum(line.startswith(bot) for line in lines[lang]) > 5, (lang, bot)
        assert any(line.startswith("Ann") for line in lines[lang])


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(LanguageError, match="'fr'"):
        GAME.table.label("done", "fr")
    with pytest.raises(LanguageError):
        GAME.table.narrate(Event("game over", {"vp": [1, 2]}), "")
    for words_of in (GAME.table.title, GAME.table.option_words, GAME.table.names):
        with pytest.raises(LanguageError):
            words_of("fr")


def test_the_civbot_levels_read_as_the_greek_rulebook_names_them() -> None:
    levels = GAME.table.option_words("el")["level"]["values"]
    assert levels == {"chieftain": "Φύλαρχος", "noble": "Ευγενής", "king": "Βασιλιάς"}  # GR p.10


def test_every_component_of_the_edition_has_a_greek_name() -> None:
    names = check_names(GAME, {"territory", "wonder", "leader", "advisor", "civilization", "event", "government",
                               "action", "tech", "level", "power"})
    for group, greek in names["el"].items():
        assert all(GREEK.search(text) for text in greek.values()), group
    assert names["el"]["wonder"]["colossus"] == "Κολοσσός της Ρόδου"
    assert names["en"]["tech"]["3"] == "Animal husbandry" and names["el"]["tech"]["3"] == "Κτηνοτροφία"
    # The Civbot levels as the lobby's options and the Greek rulebook name them (GR p.10).
    assert names["el"]["level"] == GAME.table.option_words("el")["level"]["values"]
    assert names["en"]["level"]["king"] == "King"


def test_the_view_names_each_civilization_and_government_by_id() -> None:
    view = GAME.new({"players": 2, "civbots": 1, "level": "king", "governance": True}, 1).view(0)
    civ = view["civs"][0]
    assert view["civs"][2]["civbot"] in GAME.table.names("el")["level"]  # the Civbot's level, named in the civ header
    assert GAME.table.names("el")["civilization"][civ["civilization_id"]]
    assert GAME.table.names("en")["government"][civ["government_id"]] == civ["government"]
    # A Governance token's state names its power by the id the rules give it (§9.2).
    assert set(GAME.table.names("el")["power"]) == set(POWERS) and civ["governance"]["state"] == "available"


def test_every_key_of_random_views_heads_its_panel_in_greek() -> None:
    # Views of solo, Civbot and multiplayer games with every variant on, through to the end.
    variants = {"civbots": 2, "events": True, "governance": True, "goals": True}
    games = [(s, {"players": 3}) for s in range(2)] + [(s, {"players": 2, **variants}) for s in range(2, 4)]
    games.append((4, {"players": 1, "advanced_draft": True}))
    keys = random_view_keys(GAME, games, 4000)
    assert {"civs", "wonder_row", "leaders_offered", "goals", "cubes"} <= keys
    check_view_keys(GAME, keys, {"wonder"})
    assert GAME.table.view_keys("el")["wonders"] == "Θαύματα"
