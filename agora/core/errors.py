"""Errors a player or a caller can understand."""

from __future__ import annotations


class AgoraError(Exception):
    """Base of every error Agora raises on bad input."""


class IllegalAction(AgoraError):
    """An action the rules forbid now; the state is left exactly as it was.

    `section` names the rulebook section the action breaks (e.g. "A4.1").
    """

    def __init__(self, message: str, section: str | None = None) -> None:
        self.message = message
        self.section = section
        super().__init__(f"{message} (rulebook {section})" if section else message)


class BadInput(IllegalAction, ValueError):
    """A seat, an action or a seed of the wrong type or out of range, refused before
    any rule is asked (so the state is untouched): the caller's mistake, not a move
    the rules forbid. A ValueError too, for callers that catch those."""


class UnknownGame(AgoraError):
    """No game of that name is installed."""


class OptionsError(AgoraError):
    """Options that a game does not accept."""


class MatchFileError(AgoraError):
    """A match record that cannot be read or does not replay."""


class DataError(AgoraError):
    """A component data file that breaks its schema."""
