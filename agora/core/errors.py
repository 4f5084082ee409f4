"""Errors a player or a caller can understand."""

from __future__ import annotations


class AgoraError(Exception):
    """Base of every error Agora raises on bad input."""


class IllegalAction(AgoraError):
    """An action the rules forbid now; the state is left exactly as it was.

    `message_id` is the refusal's message in the catalogue (its English text, with `{name}` fields
    filled from `params`: agora.core.i18n.refusal gives it in any language); `section` names the
    rulebook section the action breaks (e.g. "A4.1"). `message` is the English text.
    """

    def __init__(self, message_id: str, section: str | None = None, **params: object) -> None:
        self.message_id = message_id
        self.params = params
        # Without parameters the id is the text as it stands (it may hold braces of its own).
        self.message = message_id.format(**params) if params else message_id
        self.section = section
        super().__init__(f"{self.message} (rulebook {section})" if section else self.message)


class BadInput(IllegalAction, ValueError):
    """A seat, an action or a seed of the wrong type or out of range, refused before
    any rule is asked (so the state is untouched): the caller's mistake, not a move
    the rules forbid. A ValueError too, for callers that catch those."""


class UnknownGame(AgoraError):
    """No game of that name is installed."""


class OptionProblem(ValueError):
    """Why a game's Options model refuses a value, raised by its validators: a catalogue message with `{name}`
    fields filled from `params`, as IllegalAction's, so OptionsError can say it in each reader's language."""

    def __init__(self, message_id: str, **params: object) -> None:
        self.message_id = message_id
        self.params = params
        super().__init__(message_id.format(**params) if params else message_id)


# One reason input is refused (agora.core.problems): the field it is about ("" for the input as a whole), its
# message (a catalogue message id or a plural one's two, or English the catalogue does not hold, such as
# pydantic's own for a kind of fault the catalogue does not name), its fields, and whether the catalogue holds it.
Problem = tuple[str, str | tuple[str, str], dict[str, object], bool]


class OptionsError(AgoraError):
    """Options that a game does not accept. Refused by a game (`game` set), it keeps its `problems`, so
    agora.core.problems.options_refusal says it in any language; str() is the English."""

    def __init__(self, message: str, game: str | None = None, problems: tuple[Problem, ...] = ()) -> None:
        super().__init__(message)
        self.game = game
        self.problems = problems


class MatchFileError(AgoraError):
    """A match record that cannot be read or does not replay."""


class DataError(AgoraError):
    """A component data file that breaks its schema."""
