"""Agora's languages and the helpers every game's words use: the gettext catalogue of a language
(`words(lang)`), a language checked, a refusal read in a language, a seat named, a template filled,
a plain log line, an option's words.

Every word is a message of one gettext domain, "agora": its message id is the English text, and each
other language is one catalogue, agora/locale/<lang>/LC_MESSAGES/agora.po (docs/translating.md)."""

from __future__ import annotations

import functools
import gettext
import json
from collections.abc import Iterator, Mapping, Sequence
from io import BytesIO
from pathlib import Path
from typing import IO, Any, NotRequired, TypedDict

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from agora.core.errors import AgoraError
from agora.core.options import Options
from agora.core.terms import Event

# The catalogues: one folder per language beside the package; the message ids are English.
LOCALE = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "agora"
SOURCE = "en"


def _languages() -> tuple[str, ...]:
    """English, then every language with a catalogue, in the order of their codes."""
    found = sorted(po.parent.parent.name for po in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return (SOURCE, *(lang for lang in found if lang != SOURCE))


# The languages of every player-facing word (labels, log lines, component names): adding a .po adds one.
LANGS: tuple[str, ...] = _languages()
SeatNames = Sequence[str | None] | None


class OptionWords(TypedDict):
    """An option as a player reads it: its label, what it does, and labels of the
    values it may take (by the value as text; a value without one reads as itself)."""

    label: str
    description: str
    values: NotRequired[dict[str, str]]


class LanguageError(AgoraError, ValueError):
    """A language Agora has no words for (bad input: the server answers 422)."""


def N_(message_id: str) -> str:
    """`message_id` itself, marked for `pybabel extract`: a message translated where it is read."""
    return message_id


# A message as a refusal carries it: its English text, or a plural one's English singular and plural.
Message = str | tuple[str, str]


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """A plural message, marked for `pybabel extract` (babel.cfg): its English singular and plural, translated
    where it is read, in the form its count `n` (a parameter of the refusal) asks for."""
    return singular, plural


def check_lang(lang: str) -> str:
    """`lang` itself if Agora speaks it; else LanguageError naming the ones it does."""
    if lang not in LANGS:
        raise LanguageError(words(SOURCE).gettext("unknown language {lang}: use one of {langs}").format(
            lang=repr(lang), langs=", ".join(LANGS)))
    return lang


def catalogue_path(lang: str) -> Path:
    """Where the catalogue of `lang` lives (English, the source, has none)."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@functools.cache
def words(lang: str) -> gettext.NullTranslations:
    """The words of `lang`, read once from its catalogue: gettext, ngettext, pgettext and npgettext give
    a message in `lang` (its English where the catalogue lacks it; fuzzy entries are not used). English,
    the source, answers every message id with itself and plurals by the English rule. Raises
    LanguageError for a language not in LANGS."""
    if lang == SOURCE:
        return gettext.NullTranslations()
    with catalogue_path(check_lang(lang)).open("rb") as po:
        catalogue = read_po(po, locale=lang, domain=DOMAIN)
    compiled = BytesIO()
    write_mo(compiled, catalogue)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def refusal(message_id: Message, params: Mapping[str, object], lang: str) -> str:
    """A refusal (IllegalAction's message_id and params) as a reader of `lang` reads it; a plural message
    (Nn_) in the form of its count, the parameter `n`. A parameter that is a function of the language (a
    game's title, a fault's own words) is its value in `lang`."""
    said = words(lang)
    params = {key: value(lang) if callable(value) else value for key, value in params.items()}
    if isinstance(message_id, tuple):
        count = params["n"]
        if not isinstance(count, int):
            raise TypeError(f"a plural message's n is a count, not {count!r}")
        return said.ngettext(*message_id, count).format(**params)
    text = said.gettext(message_id)
    return text.format(**params) if params else text


def seat_name(seat: Any, lang: str, names: SeatNames = None) -> str:
    """A seat as a log line names it: its player's name if known, else "Seat 2" (seats count from 1)."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return str(seat)
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return words(lang).gettext("Seat {n}").format(n=seat + 1)


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
        return fill(words(lang).gettext("{seat} took back an action"),
                    {"seat": seat_name(event.data.get("seat"), lang, names)})
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


def extract_names(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                  options: Mapping[str, str]) -> Iterator[tuple[int, str, tuple[str, str], list[str]]]:
    """pybabel's extractor for a game's component data (babel.cfg): the "name" of each entry of the JSON
    file's `groups` (the section's option, names spaced) as a message of the section's `context`, with the
    line it is on. Where a game's entries carry texts rather than names, the section's `fields` say which
    (each taken where an entry has it); a group with none of them fails the extraction."""
    text = fileobj.read().decode()
    data = json.loads(text)
    fields = options.get("fields", "name").split()
    for group in options["groups"].split():
        found = 0
        for entry in data[group]:
            for field in fields:
                said = entry.get(field)
                if said is None:
                    continue
                found += 1
                at = text.find(f'"{field}": {json.dumps(said, ensure_ascii=False)}')
                yield text.count("\n", 0, max(at, 0)) + 1, "pgettext", (options["context"], said), []
        if not found:
            raise ValueError(f"no entry of {group!r} has any of the fields {fields}")
