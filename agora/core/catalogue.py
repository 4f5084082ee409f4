"""Stable integer ids for action codes, for RL masks and bots."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from agora.core.errors import IllegalAction
from agora.core.game import Action


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
        try:
            return self._ids[code]
        except KeyError:
            raise IllegalAction(f"{code!r} is not an action of this game") from None

    def code(self, action_id: int) -> Action:
        """The code of an integer id."""
        if not 0 <= action_id < len(self.codes):
            raise IllegalAction(f"action id {action_id} is outside 0..{len(self.codes) - 1}")
        return self.codes[action_id]

    def mask(self, legal: Iterable[Action]) -> list[int]:
        """1 for each id whose code is in `legal`, else 0."""
        mask = [0] * len(self.codes)
        for code in legal:
            mask[self._ids[code]] = 1
        return mask
