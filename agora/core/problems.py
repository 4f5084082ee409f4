"""What input that does not fit its shape is told (a request, a socket message, a game's options): where the
fault is, and what that place wants, in the reader's language. pydantic's own messages are English and speak
to developers ("String should match pattern '^[\\w.-]+$'"): a player who signs up with a two-letter name or a
space in it reads the catalogue's words instead. A kind of fault the catalogue does not know keeps pydantic's
English; the input itself is never repeated."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial
from typing import Any

from babel.lists import format_list
from pydantic_core import ErrorDetails

from agora.core.errors import OptionProblem, Problem
from agora.core.i18n import N_, Message, Nn_, refusal, words

# pydantic's error types, by what the field wants; {n} and {limit} come from the error's context.
WANTS: dict[str, Message] = {
    "missing": N_("is missing"),
    "extra_forbidden": N_("is not a field of this request"),
    "string_type": N_("should be a text"),
    "int_type": N_("should be a whole number"),
    "int_parsing": N_("should be a whole number"),
    "int_from_float": N_("should be a whole number"),
    "float_type": N_("should be a number"),
    "float_parsing": N_("should be a number"),
    "bool_type": N_("should be true or false"),
    "bool_parsing": N_("should be true or false"),
    "list_type": N_("should be a list"),
    "dict_type": N_("should be an object"),
    "model_type": N_("should be an object"),
    "model_attributes_type": N_("should be an object"),
    "json_invalid": N_("is not JSON"),
    "string_too_short": Nn_("should have at least {n} character", "should have at least {n} characters"),
    "string_too_long": Nn_("should have at most {n} character", "should have at most {n} characters"),
    "too_short": Nn_("should have at least {n} item", "should have at least {n} items"),
    "too_long": Nn_("should have at most {n} item", "should have at most {n} items"),
    "greater_than_equal": N_("should be at least {limit}"),
    "less_than_equal": N_("should be at most {limit}"),
    "greater_than": N_("should be more than {limit}"),
    "less_than": N_("should be less than {limit}"),
    "literal_error": N_("should be one of {expected}"),
    "enum": N_("should be one of {expected}"),
    "union_tag_invalid": N_("is not a kind this accepts: one of {expected}"),
    "union_tag_not_found": N_("is needed to tell what this is"),
    "string_pattern_mismatch": N_("is not in the form this field takes"),
}
# The patterns of the API's fields (agora/server/routes), in words.
PATTERNS: dict[str, Message] = {
    r"^[\w.-]+$": N_("may hold only letters, digits and the signs . - _ (no spaces)"),
    r"^[^\x00-\x1f\x7f]+$": N_("may not hold control characters"),
}
# Where a context's number is: the message's {n} (a count, for its plural) or {limit}.
COUNTS = ("min_length", "max_length")
LIMITS = ("ge", "le", "gt", "lt")
# One choice of pydantic's list of them ("'red', 'blue' or 'green'", "2, 3 or 4"): a quoted value or a bare word.
CHOICE = re.compile(r"'[^']*'|[^\s,']+")


def choices(expected: str) -> list[str] | None:
    """pydantic's English list of the values a field takes, as its values; None if it is not in the form
    pydantic writes (its English then stays)."""
    found = [item for item in CHOICE.findall(expected) if item != "or"]
    if not found:
        return None
    english = found[0] if len(found) == 1 else ", ".join(found[:-1]) + " or " + found[-1]
    return found if english == expected else None


def listed(values: list[str], lang: str) -> str:
    """Values joined as `lang` joins alternatives ("a, b or c", "a, b ή c")."""
    return format_list(values, style="or", locale=lang)


def problem(error: ErrorDetails, whole: str) -> Problem:
    """One of pydantic's validation errors as a Problem: where (the field's path, as the API names it; `whole`
    names the input itself, "message" say) and what it wants. A validator's OptionProblem is its own catalogue
    message, about its field or about the input as a whole ("")."""
    where = ".".join(str(part) for part in error["loc"])
    context: dict[str, Any] = dict(error.get("ctx") or {})
    cause = context.get("error")
    if isinstance(cause, OptionProblem):
        return where, cause.message_id, cause.params, True
    # A kind of message its tag does not name: the tag is the field at fault.
    where = where or str(context.get("discriminator", "")).strip("'") or whole
    kind = error["type"]
    wanted = WANTS.get(kind)
    if kind == "string_pattern_mismatch":
        wanted = PATTERNS.get(str(context.get("pattern")), wanted)
    if wanted is None:
        return where, error["msg"], {}, False  # a kind the catalogue does not know: pydantic's English
    params: dict[str, object] = {}
    for key in COUNTS:
        if key in context:
            params["n"] = int(context[key])
    for key in LIMITS:
        if key in context:
            params["limit"] = context[key]
    for key in ("expected", "expected_tags"):
        if key in context:
            values = choices(str(context[key]))
            params["expected"] = context[key] if values is None else partial(listed, values)
    return where, wanted, params, True


def said(found: Problem, lang: str) -> str:
    """A Problem as a reader of `lang` reads it: "where: what"."""
    where, message, params, catalogued = found
    text = refusal(message, params, lang) if catalogued else str(message)
    return f"{where}: {text}" if where else text


def options_refusal(game: str, problems: Sequence[Problem], lang: str) -> str:
    """Why a game refuses options (OptionsError's game and problems) as a reader of `lang` reads it."""
    listed = "; ".join(said(found, lang) for found in problems)
    return words(lang).gettext("bad options for {game}: {problems}").format(game=game, problems=listed)
