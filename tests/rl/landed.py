"""The real games the RL adapters can serve now: installed, with an encoding."""

from __future__ import annotations

from typing import Any

from agora.core import Game, registry
from agora.rl.encoding import has_encoder

# Options that cut a game short, for the tests whose cost grows with its
# length (OpenSpiel's random simulation replays and re-serializes the history
# as it goes; MCTS rolls out to the end at every simulation). Each is the
# game's own research option; the other tests play whole games.
SHORT: dict[str, dict[str, Any]] = {"relic-runners": {"round_limit": 4}}


def player_counts(game: Game[Any]) -> range:
    spec = game.Options.model_json_schema()["properties"]["players"]
    return range(spec.get("minimum", 2), spec.get("maximum", 2) + 1)


def games() -> list[Game[Any]]:
    """Installed games with an encode.py; games still being written are left out."""
    try:
        installed = registry.games()
    except (ImportError, AttributeError):
        return []  # a game package is mid-way to landing: its entry point does not load yet
    return [g for g in installed.values() if has_encoder(g.name)]


def seatings() -> list[tuple[str, int]]:
    """(game name, players) for every landed game and player count."""
    return [(g.name, n) for g in games() for n in player_counts(g)]
