"""Agora's languages and the helpers every game's words use: a language checked, a column of a
table by language, a seat named, a template filled, a plain log line, an option's words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NotRequired, TypedDict

from agora.core.errors import AgoraError
from agora.core.options import Options
from agora.core.terms import Event

# The languages of every player-facing word (labels, log lines, component names).
LANGS: tuple[str, ...] = ("en", "el")
SeatNames = Sequence[str | None] | None
_SEAT = {"en": "Seat {}", "el": "Θέση {}"}
_UNDO = {"en": "{seat} took back an action", "el": "{seat}: πήρε πίσω μια κίνηση"}


class OptionWords(TypedDict):
    """An option as a player reads it: its label, what it does, and labels of the
    values it may take (by the value as text; a value without one reads as itself)."""

    label: str
    description: str
    values: NotRequired[dict[str, str]]


class LanguageError(AgoraError, ValueError):
    """A language Agora has no words for (bad input: the server answers 422)."""


def check_lang(lang: str) -> str:
    """`lang` itself if Agora speaks it; else LanguageError naming the ones it does."""
    if lang not in LANGS:
        raise LanguageError(f"unknown language {lang!r}: use one of {', '.join(LANGS)}")
    return lang


def in_language(table: Mapping[str, Sequence[str]], lang: str) -> dict[str, str]:
    """One language's column of a table whose entries give a text in each of LANGS, in order."""
    column = LANGS.index(check_lang(lang))
    return {key: texts[column] for key, texts in table.items()}


def seat_name(seat: Any, lang: str, names: SeatNames = None) -> str:
    """A seat as a log line names it: its player's name if known, else "Seat 2" (seats count from 1)."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return str(seat)
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return _SEAT[lang].format(seat + 1)


class Fields(dict[str, Any]):
    """Template fields where a missing one reads "?" rather than failing a whole log."""

    def __missing__(self, key: str) -> str:
        return "?"


def fill(template: str, fields: Mapping[str, Any]) -> str:
    """`template` with `{name}` fields filled from `fields` (a missing field reads "?")."""
    return template.format_map(Fields(fields))


def generic_line(event: Event, lang: str, names: SeatNames = None) -> str:
    """A plain log line for an event no game words describe: its kind, then its data."""
    if event.kind == "undo":
        return fill(_UNDO[lang], {"seat": seat_name(event.data.get("seat"), lang, names)})
    parts = []
    for key, value in event.data.items():
        if key == "seat":
            parts.append(seat_name(value, lang, names))
        else:
            parts.append(f"{key.replace('_', ' ')}: {value}")
    head = event.kind.replace("_", " ")
    return f"{head} — {', '.join(parts)}" if parts else head


def words_of_options(options: type[Options], own: Mapping[str, Mapping[str, OptionWords]],
                 lang: str) -> dict[str, OptionWords]:
    """Every option of the model `options` in `lang`, by option name: a game's own words (`own`, by
    language), else the English of the options' schema (its title and description). Raises
    LanguageError for a language not in LANGS."""
    mine = own.get(check_lang(lang), {})
    props: dict[str, Any] = options.model_json_schema().get("properties", {})
    words: dict[str, OptionWords] = {}
    for name, prop in props.items():
        given = mine.get(name)
        if given is None:
            words[name] = OptionWords(label=prop.get("title", name), description=prop.get("description", ""),
                                      values={})
        else:
            words[name] = OptionWords(label=given["label"], description=given["description"],
                                      values=dict(given.get("values", {})))
    return words
