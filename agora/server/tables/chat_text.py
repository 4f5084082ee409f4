"""A chat line's text made plain: what a reader cannot see, or what would reorder or stack over the text
around it, is taken out; whitespace becomes single spaces; then NFC, and its length is counted."""

from __future__ import annotations

import unicodedata

import icu

ZWJ = "\u200d"  # joins emoji sequences (a family, a flag): kept
# Control, format (bidi controls, zero-width spaces, soft hyphens...), surrogate, private-use and unassigned.
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
_SPACES = frozenset({"\t", "\n", "\r", "\u2028", "\u2029"})
# Combining marks in a row beyond this many stack out of the line ("zalgo" text) and are dropped.
MAX_MARKS = 3


def _variation_selector(char: str) -> bool:
    code = ord(char)
    return 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF


def _kept(char: str) -> bool:
    if char == ZWJ or _variation_selector(char):
        return True
    if unicodedata.category(char) in _DROPPED_CATEGORIES:
        return False
    # Default-ignorable letters draw nothing (the Hangul fillers): they would make a blank line look said.
    return not icu.Char.hasBinaryProperty(char, icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT)


def _visible(char: str) -> bool:
    return unicodedata.category(char)[0] not in "ZMC" and not _variation_selector(char)


def clean(text: str) -> str:
    """The plain line: invisible and reordering characters out, marks beyond MAX_MARKS in a row out,
    runs of whitespace one space, trimmed, in NFC. Empty if nothing visible is left."""
    kept: list[str] = []
    marks = 0
    for char in text:
        if char in _SPACES or unicodedata.category(char) == "Zs":
            char = " "
        elif not _kept(char):
            continue
        if unicodedata.category(char) in ("Mn", "Me"):
            marks += 1
            if marks > MAX_MARKS:
                continue
        else:
            marks = 0
        if char == " " and (not kept or kept[-1] == " "):
            continue
        kept.append(char)
    line = unicodedata.normalize("NFC", "".join(kept).rstrip(" "))
    return line if any(_visible(char) for char in line) else ""
