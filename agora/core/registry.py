"""The installed games, found through the `agora.games` entry points, so a new
game needs no change anywhere else to appear."""

from __future__ import annotations

from functools import cache
from importlib.metadata import entry_points

from agora.core.errors import UnknownGame
from agora.core.game import AnyGame


@cache
def games() -> dict[str, AnyGame]:
    """Every installed game by name, sorted."""
    found = {}
    for ep in entry_points(group="agora.games"):
        game = ep.load()
        found[game.name] = game
    return dict(sorted(found.items()))


def get(name: str) -> AnyGame:
    """The game called `name`; UnknownGame lists the names there are."""
    try:
        return games()[name]
    except KeyError:
        known = ", ".join(games()) or "none"
        raise UnknownGame(f"no game called {name!r}; the games are: {known}") from None
