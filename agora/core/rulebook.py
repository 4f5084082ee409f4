"""The rulebook's own words, behind a tooltip's "rulebook text" toggle.

A table explains a rule in the reader's language and names its section ("… (§6, p. 10)"); the Greek original
is there on request, never inline. A game lists its quotes in its rulebook.py as `QUOTES`, keyed by a section
as its texts cite it ("§A4.2"), or by a section and the id of what a tooltip explains ("§6:work") where one
section covers many things. A client gets them as the names group "rulebook" (`names_group`); its tooltip
shows the quotes of the keys an element names (data-tip-rule) or else of the sections its text cites.
A section our edition designed, or a reading of our own, has no quote: there is no original to show."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

# A section as the texts cite it: "§6", "§4.3.5", "§A4.2", "§B3".
SECTION = re.compile(r"§[A-Z]?\d+(?:\.\d+)*")
KEY = re.compile(rf"{SECTION.pattern}(?::[a-z0-9_-]+)?")


@dataclass(frozen=True)
class Quote:
    """The rulebook's sentences for one rule, verbatim (a cut marked "…"), and the page(s) they are on."""

    page: str
    words: str


def names_group(quotes: Mapping[str, Quote]) -> dict[str, dict[str, str]]:
    """The quotes as a client reads them, the same in every language: the original is Greek."""
    return {"rulebook": {key: f"«{q.words}» (σελ. {q.page})" for key, q in quotes.items()}}


def cited(texts: Iterable[str]) -> set[str]:
    """The sections the texts cite."""
    return {section for text in texts for section in SECTION.findall(text)}
