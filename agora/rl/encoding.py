"""Observation encodings: a seat's view as a fixed-length numeric vector.

Each game keeps its encoding beside its rules, in `agora/games/<pkg>/encode.py`
(`pkg` is the game's name with `-` as `_`), exposing
`encoder(options) -> Encoder`. The adapters find it by that convention, so a
new game joins PettingZoo, Gymnasium and OpenSpiel by adding that one file.
`register()` covers games that live elsewhere (tests, plugins).

An encoder reads the *view* only (`State.view(seat)`), never the state: that is
what keeps hidden information out of every observation. Building a view costs
several engine steps, so an encoder may also offer `encode_state(state, seat, out=None)`:
the same vector written straight from the state (into `out` when given, e.g. a
row of a vector env's batch), which the adapters then use.
tests/rl/test_encoding.py holds the two equal for every reader along random
games of every game and player count, so `encode_state` shows no more than the
view does (and tests/rl/test_hidden.py checks the adapters' observations).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from importlib.util import find_spec
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from agora.core import AgoraError, AnyGame, Options, Seat, View


class Encoder(Protocol):
    """Turns one seat's view into a vector of `size` float32 values, each
    within [`low`, `high`]. `max_decisions` bounds the decisions of one game
    (OpenSpiel's max_game_length)."""

    size: int
    low: float
    high: float
    max_decisions: int

    def encode(self, view: View, seat: Seat | None) -> NDArray[np.float32]:
        """The vector of `view`, as seen by `seat` (None: a spectator)."""
        ...


# encode_state(state, seat, out), if offered: the vector written into `out` (a float32 array of the
# encoder's size, every entry overwritten) or, for None, into a new array; the array written is returned.
StateEncoder = Callable[[Any, Seat | None, NDArray[np.float32] | None], NDArray[np.float32]]
EncoderFactory = Callable[[Any], Encoder]

_registered: dict[str, EncoderFactory] = {}


class NoEncoder(AgoraError):
    """A game without an observation encoding."""


def register(game_name: str, factory: EncoderFactory) -> None:
    """Use `factory(options)` as the encoder of `game_name`, before the convention."""
    _registered[game_name] = factory


def module_name(game_name: str) -> str:
    """The module where a game's encoding lives by convention."""
    return f"agora.games.{game_name.replace('-', '_')}.encode"


def encoder_for(game: AnyGame, options: Options) -> Encoder:
    """The encoder of `game` for validated `options`."""
    factory = _registered.get(game.name)
    if factory is None:
        name = module_name(game.name)
        try:
            module = import_module(name)
        except ModuleNotFoundError as err:
            if err.name is None or not (name == err.name or name.startswith(err.name + ".")):
                raise  # the encoding exists but imports something missing
            raise NoEncoder(f"{game.name} has no observation encoding yet (expected {name})") from None
        factory = module.encoder
    return factory(options)


def has_encoder(game_name: str) -> bool:
    """Whether a game has an encoding (registered, or in its folder by convention)."""
    if game_name in _registered:
        return True
    try:
        return find_spec(module_name(game_name)) is not None
    except ModuleNotFoundError:
        return False  # not even the game's package exists
