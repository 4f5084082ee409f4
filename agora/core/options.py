"""The base of every game's options (a pydantic model: validated at the boundary), and
options written as command words.

Apart from game.py so that module stays plain typed Python that mypyc can compile."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from agora.core.errors import OptionsError


class Options(BaseModel):
    """Base of every game's options: frozen, unknown names refused, and strict: a count is an int
    and a switch a bool, never "2" or True for a count (options come typed from code and JSON;
    command words are typed by `parse_game_options` first)."""

    model_config = ConfigDict(frozen=True, extra="forbid", strict=True)

    players: int = Field(2, description="number of seats")


_WHOLE_NUMBER = re.compile(r"-?[0-9]+")


def _kinds(prop: dict[str, Any]) -> set[str]:
    """The JSON types an option's schema admits, its enumerated values' included."""
    kinds: set[str] = set()
    for variant in prop.get("anyOf", [prop]):
        if "type" in variant:
            kinds.add(variant["type"])
        for value in [*variant.get("enum", []), *(("const" in variant) * [variant.get("const")])]:
            kinds.add({bool: "boolean", int: "integer"}.get(type(value), "string"))
    return kinds


def parse_game_options(args: list[str], model: type[Options]) -> dict[str, Any]:
    """`--key value`, `--flag` and `--no-flag` words as an options mapping, each value typed as
    the option's schema in `model` says (a whole number for an integer option, true or false for
    a switch; the model then validates them strictly); other words are an OptionsError."""
    props: dict[str, Any] = model.model_json_schema().get("properties", {})
    options: dict[str, Any] = {}
    i = 0
    while i < len(args):
        word = args[i]
        if not word.startswith("--") or len(word) == 2:
            raise OptionsError(f"unexpected argument {word!r}: game options are written --name value")
        key = word[2:].replace("-", "_")
        if i + 1 < len(args) and not args[i + 1].startswith("--"):
            options[key] = _typed(args[i + 1], _kinds(props.get(key, {})))
            i += 2
        elif key.startswith("no_"):
            options[key[3:]] = False
            i += 1
        else:
            options[key] = True
            i += 1
    return options


def _typed(word: str, kinds: set[str]) -> Any:
    """A command word as the value an option of these JSON kinds takes (else the word itself, which
    the model then refuses with its own message)."""
    if "integer" in kinds and _WHOLE_NUMBER.fullmatch(word):
        return int(word)
    if "boolean" in kinds and word.lower() in ("true", "false"):
        return word.lower() == "true"
    return word


def advanced(rulebook: str | None = None) -> dict[str, Any]:
    """The schema extras of an "advanced rule reading": an option that settles a point the rulebook leaves
    open (or a research switch), folded away in the lobby, unlike a variant a player knows from the box.
    `rulebook`: the rulebook's own words it reads (its Greek original), shown only on request."""
    return {"advanced": True} | ({"rulebook": rulebook} if rulebook else {})
