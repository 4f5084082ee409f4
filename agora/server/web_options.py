"""Which of a game's options a web client may set.

An option of free text could name a file on the server (Relic Runners'
`data` does), so the web offers and accepts only options whose values are
from a closed set: numbers, booleans and enumerations.
"""

from __future__ import annotations

from typing import Any

from agora.core import AnyGame
from agora.server.refusals import Refusal


def _free_text(prop: dict[str, Any]) -> bool:
    variants = prop.get("anyOf", [prop])
    return any(v.get("type") == "string" and "enum" not in v and "const" not in v for v in variants)


def web_options(game: AnyGame) -> dict[str, Any]:
    """The option schemas (JSON schema properties) a web client may set."""
    props: dict[str, Any] = game.describe()["options"]
    return {name: prop for name, prop in props.items() if not _free_text(prop)}


def check_web_options(game: AnyGame, options: dict[str, Any]) -> None:
    """Refuse options the web may not set (a Refusal, 422, names them)."""
    allowed = web_options(game)
    refused = sorted(name for name in options if name not in allowed and name in game.describe()["options"])
    if refused:
        raise Refusal(422, "bad options for {game}: {names} cannot be set from the web", game=game.name,
                      names=", ".join(refused))
