"""The checks every game's words share: a Greek label for each code of the
catalogue, and a log line in both languages for each kind of event that random
games produce."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from agora.core import Event, Game, Rng

GREEK = re.compile("[\u0370-\u03ff]")


def random_events(game: Game[Any], games: Iterable[tuple[int, Mapping[str, object]]], steps: int) -> dict[str, Event]:
    """One event of every kind that random games (seed, options) produce within `steps` decisions each."""
    seen: dict[str, Event] = {}
    for seed, options in games:
        rng = Rng(seed)
        state = game.new(dict(options), seed)
        for _ in range(steps):
            if state.outcome() is not None:
                break
            seat = rng.choice(state.to_act())
            for event in state.apply(seat, rng.choice(state.legal(seat))):
                seen.setdefault(event.kind, event)
    return seen


def check_catalogue_labels(game: Game[Any], players: int) -> None:
    """Every code a game of `players` may offer has a Greek label, unlike both its code and its English label."""
    for code in game.catalogue(game.options({"players": players})):
        greek = game.table.label(code, "el")
        assert greek and greek != code and GREEK.search(greek), code
        assert greek != game.table.label(code, "en"), code


def check_event_lines(game: Game[Any], lines: Mapping[str, Mapping[str, str]], seen: Mapping[str, Event]) -> None:
    """Each event kind in `seen` has a template in `lines` (by language) and reads as
    Greek in Greek, not in English, with no template field left empty."""
    for kind, event in seen.items():
        assert kind in lines["el"] and kind in lines["en"], kind
        greek, english = game.table.narrate(event, "el"), game.table.narrate(event, "en")
        assert GREEK.search(greek), (kind, greek)
        assert not GREEK.search(english), (kind, english)
        # "?" is what a template field the event lacks reads as.
        assert "?" not in greek and "?" not in english, (kind, greek, english)


def _enumerations(schema: object) -> list[object]:
    """Every enumeration value an option's JSON schema allows, however nested (anyOf, arrays)."""
    if isinstance(schema, dict):
        return list(schema.get("enum", [])) + [v for sub in schema.values() for v in _enumerations(sub)]
    if isinstance(schema, list):
        return [v for sub in schema for v in _enumerations(sub)]
    return []


def check_game_words(game: Game[Any]) -> None:
    """The game names its Greek title, and every option has plain English and Greek labels and descriptions
    (the Greek unlike the English), with a label in both for each text value it may take."""
    assert game.table.title("el")  # the game's own Greek title: a game's table falls back on no English
    assert game.table.title("en") == game.title
    options = game.describe()["options"]
    english, greek = game.table.option_words("en"), game.table.option_words("el")
    assert greek.keys() == english.keys() == options.keys()
    for name, words in greek.items():
        assert GREEK.search(words["label"]) and GREEK.search(words["description"]), name
        assert words["label"] != english[name]["label"], name
        # A player's English is the game's own plain words (the lobby's), not the schema's reference text.
        assert english[name]["label"] and english[name]["description"], name
        for value in _enumerations(options[name]):
            if isinstance(value, str):
                assert english[name].get("values", {}).get(value), (name, value)  # never a raw value
        assert words["description"] != english[name]["description"], name
        for value in _enumerations(options[name]):
            if isinstance(value, str):
                assert GREEK.search(words.get("values", {}).get(value, "")), (name, value)


def check_names(game: Game[Any], groups: set[str]) -> dict[str, dict[str, dict[str, str]]]:
    """The component names come in both languages over the same ids, in at least `groups`; returns them by language."""
    names = {lang: game.table.names(lang) for lang in ("en", "el")}
    assert names["en"].keys() == names["el"].keys() and groups <= names["el"].keys()
    for group, english in names["en"].items():
        assert english and english.keys() == names["el"][group].keys(), group
        # The rulebook's quotes are its Greek original in every language (test_rulebook_quotes).
        assert group == "rulebook" or not any(GREEK.search(text) for text in english.values()), group
    return names


def _dict_keys(value: object, into: set[str]) -> set[str]:
    """Every key of every dict within `value`, however nested."""
    if isinstance(value, dict):
        for key, inner in value.items():
            into.add(str(key))
            _dict_keys(inner, into)
    elif isinstance(value, list):
        for inner in value:
            _dict_keys(inner, into)
    return into


def random_view_keys(game: Game[Any], games: Iterable[tuple[int, Mapping[str, object]]], steps: int) -> set[str]:
    """Every dict key of the views (each seat's and a spectator's) of random games
    (seed, options), looked at every few decisions within `steps` and at the end."""
    keys: set[str] = set()
    for seed, options in games:
        rng = Rng(seed)
        state = game.new(dict(options), seed)
        for step in range(steps + 1):
            over = state.outcome() is not None or step == steps
            if over or step % 15 == 0:
                for seat in (None, *range(state.players)):
                    _dict_keys(state.view(seat), keys)
            if over:
                break
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal(seat)))
    return keys


def check_view_keys(game: Game[Any], keys: set[str], id_groups: set[str]) -> None:
    """Each view key in `keys` heads its panel in Greek: the game labels it in both
    languages (Greek in Greek, none in English), else it is the id of a component of
    one of `id_groups` (a dict by card, say), which its name heads."""
    english, greek = game.table.view_keys("en"), game.table.view_keys("el")
    assert english.keys() == greek.keys()
    assert not any(GREEK.search(text) for text in english.values())
    names = game.table.names("el")
    ids = {i for group in id_groups for i in names[group]}
    missing = sorted(k for k in keys if not (k in greek and GREEK.search(greek[k])) and k not in ids)
    assert not missing, missing
