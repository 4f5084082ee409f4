"""The game-agnostic kernel. Imports nothing else of agora."""

from agora.core.catalogue import Catalogue
from agora.core.errors import (
    AgoraError,
    BadInput,
    DataError,
    IllegalAction,
    MatchFileError,
    OptionProblem,
    OptionsError,
    UnknownGame,
)
from agora.core.game import AnyGame, Game, Options, Rulebook, State
from agora.core.match import Match, MatchRecord
from agora.core.rng import Rng
from agora.core.table import PlainTable, TableSide
from agora.core.terms import Action, Event, Events, Outcome, Seat, View, rank_by

__all__ = [
    "Action",
    "AgoraError",
    "AnyGame",
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
    "OptionProblem",
    "Options",
    "OptionsError",
    "Outcome",
    "PlainTable",
    "Rng",
    "Rulebook",
    "Seat",
    "State",
    "TableSide",
    "UnknownGame",
    "View",
    "rank_by",
]
