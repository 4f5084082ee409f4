"""The Ancient World (Red Raven Games, 2014), first edition, with the Agora edition's component data."""

from agora.games.ancient_world.game import AncientWorld

GAME = AncientWorld()

__all__ = ["GAME", "AncientWorld"]
