"""The game-agnostic kernel. Imports nothing else of agora."""

from agora.core.catalogue import Catalogue
from agora.core.errors import AgoraError, BadInput, DataError, IllegalAction, MatchFileError, OptionsError, UnknownGame
from agora.core.game import Action, Event, Events, Game, Options, Outcome, Rulebook, Seat, State, View, rank_by
from agora.core.match import Match, MatchRecord
from agora.core.rng import Rng

__all__ = [
    "Action",
    "AgoraError",
    "BadInput",
    "Catalogue",
    "DataError",
    "Event",
    "Events",
    "Game",
    "IllegalAction",
    "Match",
    "MatchFileError",
    "MatchRecord",
    "Options",
    "OptionsError",
    "Outcome",
    "Rng",
    "Rulebook",
    "Seat",
    "State",
    "UnknownGame",
    "View",
    "rank_by",
]
