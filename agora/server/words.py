"""The browser's words: the messages of the catalogue that the web client uses (those the template
places in agora/server/static), in one language as JSON, and the pages' marked words for `pybabel
extract` (data-t="msgid" and data-t-title="msgid" in the HTML pages)."""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterator
from typing import IO, Any

import orjson
from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from agora.core.i18n import DOMAIN, LANGS, LOCALE, SOURCE, check_lang, words

# The template `pybabel extract` writes: every message id, with the files that use it.
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
CLIENT = "agora/server/static/"
# gettext numbers plural forms in the order of CLDR's categories that the language has.
CLDR_ORDER = ("zero", "one", "two", "few", "many", "other")
MARKED = re.compile(rb'data-t(?:-title)?="([^"]+)"')


def _read(path: Any, lang: str | None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=lang, domain=DOMAIN)


def client_ids() -> list[tuple[str | None, str | tuple[str, ...]]]:
    """Every message the web client uses, as (context, id); a plural's id is (singular, plural)."""
    template = _read(TEMPLATE, None)
    return [(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in template
            if m.id and any(f.startswith(CLIENT) for f, _ in m.locations)]


def reader_language(accept_language: str | None) -> str:
    """The language of a request's reader: the first of its Accept-Language (by weight) that Agora
    speaks, else English."""
    ranked: list[tuple[float, int, str]] = []
    for order, part in enumerate((accept_language or "").split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        ranked.append((-quality, order, tag.split("-")[0].strip().lower()))
    return next((lang for _, _, lang in sorted(ranked) if lang in LANGS), SOURCE)


def plural_tags(lang: str) -> list[str]:
    """The CLDR plural categories of `lang` that a whole count can fall in (Agora counts whole things),
    in the order of its gettext plural forms."""
    tags = Locale.parse(lang).plural_form.tags | {"other"}  # "other" is every rule's last, unnamed in it
    return [tag for tag in CLDR_ORDER if tag in tags and _sample(lang, tag) is not None]


@functools.cache
def client_words(lang: str) -> tuple[bytes, str]:
    """The web client's words in `lang` as JSON, and its ETag: {lang, languages (each language's name
    in itself), plural {tags, rule}, messages}. A message is keyed by its id ("context\\x04id" where it
    has a context); a plural one by its singular id, as its forms by CLDR category. A message the
    catalogue lacks (or keeps fuzzy) reads as its English. Raises LanguageError for an unknown language."""
    check_lang(lang)
    tr = words(lang)
    tags = plural_tags(lang)
    messages: dict[str, str | dict[str, str]] = {}
    for context, msgid in client_ids():
        if isinstance(msgid, tuple):
            singular, plural = msgid[0], msgid[1]
            key = f"{context}\x04{singular}" if context else singular
            counts = {tag: _sample(lang, tag) or 0 for tag in tags}
            messages[key] = {tag: (tr.npgettext(context, singular, plural, n) if context
                                   else tr.ngettext(singular, plural, n)) for tag, n in counts.items()}
        else:
            key = f"{context}\x04{msgid}" if context else msgid
            messages[key] = tr.pgettext(context, msgid) if context else tr.gettext(msgid)
    body = orjson.dumps({
        "lang": lang,
        "languages": {code: words(code).pgettext("language name", "English") for code in LANGS},
        "plural": {"tags": tags, "rule": get_plural(lang).plural_expr},
        "messages": messages,
    }, option=orjson.OPT_SORT_KEYS)
    return body, f'"{hashlib.sha256(body).hexdigest()[:32]}"'


def _sample(lang: str, tag: str) -> int | None:
    """A whole count that falls in the plural category `tag` of `lang` (to ask gettext for that form)."""
    rule = Locale.parse(lang).plural_form
    return next((n for n in range(1000) if rule(n) == tag), None)


def extract_html(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                 options: Any) -> Iterator[tuple[int, str | None, str, list[str]]]:
    """pybabel's extractor for the HTML pages (babel.cfg): the message id of every data-t and
    data-t-title attribute, with its line."""
    for number, line in enumerate(fileobj, start=1):
        for found in MARKED.finditer(line):
            yield number, None, found.group(1).decode(), []


