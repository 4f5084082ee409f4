"""Account names: the identity a name stands for, its confusable skeleton, and what a name may not hold.

A name is shown as typed (after NFKC, so fullwidth or math-bold letters become plain ones) and
is one account in any letter case: its identity is NFKC case-folded. Two names that look alike
share a confusable skeleton (Unicode UTS #39, computed by ICU's spoof checker, which ships
Unicode's confusables data): a new name whose skeleton is an existing account's is refused.
Characters one cannot see (default-ignorable ones: zero-width joiners and spaces, bidi
controls...) and mixes of scripts that UTS #39 ranks below "highly restrictive" (Latin with
Cyrillic, say) are refused outright.
"""

from __future__ import annotations

import unicodedata
from typing import Literal

import icu

# What a name may be refused for (the key of its message in account_words.MESSAGES).
NameProblem = Literal["name_invisible", "name_mixed_scripts", "name_too_long"]
# What the accounts table holds (db.AccountRow): the name shown, its identity and its skeleton.
SHOWN_CHARS, IDENTITY_CHARS, SKELETON_CHARS = 32, 128, 512

# UTS #39 section 5.2: one script, or Latin with Han and Japanese kana, Bopomofo or Hangul.
_CHECKER = icu.SpoofChecker()
_CHECKER.setRestrictionLevel(icu.URestrictionLevel.HIGHLY_RESTRICTIVE)
_CHECKER.setChecks(icu.USpoofChecks.RESTRICTION_LEVEL | icu.USpoofChecks.INVISIBLE | icu.USpoofChecks.MIXED_NUMBERS)
_UNSEEN = (icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT, icu.UProperty.BIDI_CONTROL, icu.UProperty.JOIN_CONTROL)
# Control, format, separator, unassigned and private-use characters: never part of a name.
_UNSEEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"})


def shown(name: str) -> str:
    """The name as it is stored and shown: NFKC, so compatibility look-alikes become plain letters."""
    return unicodedata.normalize("NFKC", name)


def identity(name: str) -> str:
    """What makes two names one account: NFKC, case-folded (and NFKC again, as folding may undo it)."""
    return unicodedata.normalize("NFKC", shown(name).casefold())


def skeleton(name: str) -> str:
    """The UTS #39 confusable skeleton of the name's identity: look-alike names share it."""
    return str(_CHECKER.getSkeleton(0, identity(name)))


def _unseen(char: str) -> bool:
    return unicodedata.category(char) in _UNSEEN_CATEGORIES or any(
        icu.Char.hasBinaryProperty(char, prop) for prop in _UNSEEN
    )


def _scripts(name: str) -> NameProblem | None:
    """UTS #39's checks of the name's identity: an invisible sequence, or a mix of scripts."""
    checks = _CHECKER.check(identity(name))
    if checks & icu.USpoofChecks.INVISIBLE:
        return "name_invisible"
    return "name_mixed_scripts" if checks else None


def problem(name: str) -> NameProblem | None:
    """Why the name may not be an account's, or None: an invisible character, mixed scripts, or a
    ligature that NFKC spells out longer than a name may be."""
    if any(_unseen(char) for char in name):
        return "name_invisible"
    if len(shown(name)) > SHOWN_CHARS or len(identity(name)) > IDENTITY_CHARS or len(skeleton(name)) > SKELETON_CHARS:
        return "name_too_long"
    return _scripts(name)


def guest_problem(name: str) -> NameProblem | None:
    """Why a guest may not sit under the name, or None: as an account's, but words may be parted by
    single plain spaces (a guest's name is not an account's, so "Ann B." is fine), and the length is the
    API's to bound."""
    words = name.split(" ")
    if not all(words):  # a space leading, trailing or doubled: two names that look the same
        return "name_invisible"
    if any(_unseen(char) for char in "".join(words)):
        return "name_invisible"
    return _scripts("".join(words))
