"""The base of every game's options (a pydantic model: validated at the boundary), and
options written as command words.

Apart from game.py so that module stays plain typed Python that mypyc can compile."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from agora.core.errors import OptionsError


class Options(BaseModel):
    """Base of every game's options: frozen, and unknown names are refused."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(2, description="number of seats")


def parse_game_options(args: list[str]) -> dict[str, Any]:
    """`--key value`, `--flag` and `--no-flag` words as an options mapping (the
    game's own model validates them); other words are an OptionsError."""
    options: dict[str, Any] = {}
    i = 0
    while i < len(args):
        word = args[i]
        if not word.startswith("--") or len(word) == 2:
            raise OptionsError(f"unexpected argument {word!r}: game options are written --name value")
        key = word[2:].replace("-", "_")
        if i + 1 < len(args) and not args[i + 1].startswith("--"):
            options[key] = args[i + 1]
            i += 2
        elif key.startswith("no_"):
            options[key[3:]] = False
            i += 1
        else:
            options[key] = True
            i += 1
    return options
