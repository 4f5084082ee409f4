"""Stable integer ids for action codes, for RL masks and bots."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import SupportsIndex

from agora.core.errors import BadInput, IllegalAction
from agora.core.i18n import N_
from agora.core.terms import Action


class Catalogue:
    """The fixed, ordered list of a game's action codes for one set of options."""

    __slots__ = ("codes", "_ids")

    def __init__(self, codes: Sequence[Action]) -> None:
        self.codes: tuple[Action, ...] = tuple(codes)
        self._ids = {code: i for i, code in enumerate(self.codes)}
        if len(self._ids) != len(self.codes):
            raise ValueError("an action catalogue lists a code twice")

    def __len__(self) -> int:
        return len(self.codes)

    def __contains__(self, code: object) -> bool:
        return code in self._ids

    def id(self, code: Action) -> int:
        """The integer id of a code."""
        if not isinstance(code, str):
            raise BadInput(N_("an action is a text code (a str), not {code} ({kind})"), code=repr(code),
                           kind=type(code).__name__)
        try:
            return self._ids[code]
        except KeyError:
            raise IllegalAction("{code} is not an action of this game", code=repr(code)) from None

    def code(self, action_id: SupportsIndex) -> Action:
        """The code of an integer id (numpy integers too); BadInput for anything else."""
        if isinstance(action_id, bool) or not hasattr(action_id, "__index__"):
            raise BadInput(N_("an action id is an int from 0 to {last}, not {id} ({kind})"),
                           last=len(self.codes) - 1, id=repr(action_id), kind=type(action_id).__name__)
        index = action_id.__index__()
        if not 0 <= index < len(self.codes):
            raise BadInput(N_("action id {id} is outside 0..{last}"), id=index, last=len(self.codes) - 1)
        return self.codes[index]

    def mask(self, legal: Iterable[Action]) -> list[int]:
        """1 for each id whose code is in `legal`, else 0."""
        mask = [0] * len(self.codes)
        for code in legal:
            mask[self._ids[code]] = 1
        return mask
