"""Historia (Marco Pranzo), with every rule enforced: the Agora edition."""

from agora.games.historia.game import GAME, HistoriaGame
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.state import HistoriaState

__all__ = ["GAME", "HistoriaGame", "HistoriaOptions", "HistoriaState"]
