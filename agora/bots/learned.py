"""The learned level: a small policy network trained by self-play (`agora train`).

A policy is a multilayer perceptron over the game's observation encoding of the seat's view
(`agora/games/<pkg>/encode.py`, the RL environments' own) with one output per id of the game's action
catalogue. It is kept as a NumPy `.npz` file (float16 weights and a JSON header naming the game, the
player count, the encoding's size and a digest of the catalogue), so playing needs NumPy alone, not
the [train] extra's PyTorch. Each game's shipped policy lies in `agora/bots/data/learned/`, one per
player count it was trained for: `<game>-<players>p.npz`.

The bot reads only what every bot reads, its seat's view and legal actions: it encodes the view as
the environments do and draws a legal action from the policy's softmax over the legal ones with its
own seeded RNG, so the same seed plays the same moves.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from agora.bots.shipped import has_policy, shipped_path
from agora.core import Action, AgoraError, AnyGame, Catalogue, Options, Rng, Seat, View

if TYPE_CHECKING:
    from agora.bots.boundary import Determinizer

FORMAT = 1  # the header's "format": a file of another format is refused, not misread


class NoPolicy(AgoraError):
    """No usable policy: none shipped for this game and player count, or a file that is not one for it."""


def catalogue_digest(catalogue: Catalogue) -> str:
    """What identifies a game's action ids: a policy's outputs mean nothing for another catalogue."""
    return hashlib.sha256("\n".join(catalogue.codes).encode()).hexdigest()[:16]


def observation_encoder(game: AnyGame, options: Options) -> Any:
    """The game's observation encoder (`agora/games/<pkg>/encode.py`), as the RL environments find it."""
    name = f"agora.games.{game.name.replace('-', '_')}.encode"
    try:
        module = import_module(name)
    except ModuleNotFoundError as err:
        if err.name is None or not name.startswith(err.name):
            raise
        raise NoPolicy(f"{game.name} has no observation encoding ({name}), so no learned bot") from None
    return module.encoder(options)


class Policy:
    """A trained policy's layers, played in NumPy: ReLU hidden layers, then one score per catalogue id."""

    def __init__(self, layers: list[tuple[NDArray[np.float32], NDArray[np.float32]]], header: dict[str, Any]) -> None:
        self.layers = layers
        self.header = header

    @classmethod
    def load(cls, path: Path) -> Policy:
        """Read a policy file; a missing or malformed one is a NoPolicy naming the path."""
        try:
            with np.load(path, allow_pickle=False) as data:
                header = json.loads(bytes(data["header"]).decode())
                count = int(header["layers"])
                layers = [(data[f"w{i}"].astype(np.float32), data[f"b{i}"].astype(np.float32)) for i in range(count)]
        except FileNotFoundError:
            raise NoPolicy(f"no policy file at {path}") from None
        except (OSError, ValueError, KeyError, json.JSONDecodeError) as err:
            raise NoPolicy(f"{path} is not a policy file ({err})") from None
        if header.get("format") != FORMAT:
            raise NoPolicy(f"{path} is a policy of format {header.get('format')!r}, not {FORMAT}")
        temperature = header.get("temperature", 1.0)
        if not (isinstance(temperature, int | float) and 0 < temperature < float("inf")):
            raise NoPolicy(f"{path} has a temperature of {temperature!r}: a policy's is a number above 0")
        return cls(layers, header)

    def save(self, path: Path) -> None:
        """Write the policy (float16 weights: half the size, and the games' choices are not that close)."""
        arrays: dict[str, Any] = {"header": np.frombuffer(json.dumps(self.header).encode(), np.uint8)}
        for i, (w, b) in enumerate(self.layers):
            arrays[f"w{i}"], arrays[f"b{i}"] = w.astype(np.float16), b.astype(np.float16)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            np.savez_compressed(f, **arrays)

    def check(self, game: str, players: int, size: int, digest: str, where: str) -> None:
        """Refuse a policy made for another game, player count, encoding or catalogue."""
        h = self.header
        if h.get("game") != game or h.get("players") != players:
            raise NoPolicy(f"{where} is a policy for {h.get('game')} with {h.get('players')} players, "
                           f"not {game} with {players}")
        if h.get("size") != size or h.get("catalogue") != digest:
            raise NoPolicy(f"{where} was trained on another version of the encoding or actions of {game}: "
                           "train it again")

    def scores(self, observations: NDArray[np.float32]) -> NDArray[np.float32]:
        """One row of scores per row of observations (or a vector for a vector)."""
        x = observations
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            x = x @ w + b
            if i < last:
                x = np.maximum(x, 0.0)
        return x

    def sample(self, observation: NDArray[np.float32], mask: NDArray[Any], rng: Rng) -> int:
        """A legal id drawn from the policy's softmax over the legal ids, by `rng`, its scores divided by
        the header's temperature (1 as trained; below 1 its preferred moves more often, while a greedy
        argmax can walk in circles where the rules set no turn limit, as in Relic Runners)."""
        legal = np.flatnonzero(mask)
        scores = self.scores(observation)[legal].astype(np.float64) / self.header.get("temperature", 1.0)
        weights = np.exp(scores - scores.max())
        cumulative = np.cumsum(weights)
        u = (rng.next_u64() >> 11) / float(1 << 53) * cumulative[-1]
        return int(legal[min(int(np.searchsorted(cumulative, u, side="right")), len(legal) - 1)])


class LearnedBot:
    """Plays a policy from its seat's view (see the module docstring)."""

    name = "learned"

    def __init__(self, game: AnyGame, options: Options, seat: Seat, seed: int, policy: Policy | None = None,
                 path: Path | None = None) -> None:
        players = options.players
        self.seat = seat
        self.rng = Rng(seed)
        self.encoder = observation_encoder(game, options)
        self.catalogue = Catalogue(game.catalogue(options))
        self._ids = {code: i for i, code in enumerate(self.catalogue.codes)}
        where = str(path) if path is not None else f"the shipped policy of {game.name}"
        if policy is None:
            path = path or shipped_path(game.name, players)
            if path == shipped_path(game.name, players) and not has_policy(game.name, players):
                raise NoPolicy(f"no learned bot for {game.name} with {players} players yet "
                               f"(train one: agora train {game.name} --players {players})")
            policy = Policy.load(path)
        policy.check(game.name, players, self.encoder.size, catalogue_digest(self.catalogue), where)
        self.policy = policy

    def choose(self, view: View, legal: Sequence[Action], determinizer: Determinizer | None = None) -> Action:
        """The legal action the policy scores highest, from the seat's view alone."""
        observation = self.encoder.encode(view, self.seat)
        mask = np.zeros(len(self.catalogue), np.int8)
        for action in legal:
            mask[self._ids[action]] = 1
        return self.catalogue.codes[self.policy.sample(observation, mask, self.rng)]
