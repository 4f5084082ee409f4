"""Relic Runners: explore the jungle, dig up temples, run relic expeditions.

`GAME` is what the `agora.games` entry point loads.
"""

from agora.games.relic_runners.game import RelicRunners
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.state import RelicState

GAME = RelicRunners()

__all__ = ["GAME", "RelicOptions", "RelicRunners", "RelicState"]
