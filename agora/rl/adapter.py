"""One game with fixed options, as every RL wrapper sees it: the catalogue of
action ids, the observation encoder, the seat that decides next and the
end-of-game rewards."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any, Literal

import numpy as np
from numpy.typing import NDArray

from agora.core import AnyGame, Catalogue, Outcome, Rng, Seat, State, registry
from agora.rl.encoding import Encoder, StateEncoder, encoder_for

RewardMode = Literal["rank", "win"]
REWARD_MODES: tuple[RewardMode, ...] = ("rank", "win")


def rewards(outcome: Outcome, mode: RewardMode) -> tuple[float, ...]:
    """Each seat's final reward, in [-1, 1].

    `rank`: +1 for first place down to -1 for last, linear in the rank (tied
    seats share their competition rank). `win`: +1 for a sole winner, 0 for a
    first place shared with others, -1 for everyone else.
    """
    n = len(outcome.ranks)
    if mode == "rank":
        return tuple(max(-1.0, 1.0 - 2.0 * (r - 1) / max(n - 1, 1)) for r in outcome.ranks)
    if mode == "win":
        first = outcome.ranks.count(1)
        return tuple((1.0 if first == 1 else 0.0) if r == 1 else -1.0 for r in outcome.ranks)
    raise ValueError(f"reward must be one of {', '.join(REWARD_MODES)}, not {mode!r}")


class Seeds:
    """The engine seeds of successive resets: `reset(seed=s)` plays game `s` and
    starts a sequence that later unseeded resets follow (seeded at random if none)."""

    def __init__(self) -> None:
        self._rng: Rng | None = None

    def next(self, seed: int | None) -> int:
        """The engine seed of this reset."""
        if seed is not None:
            self._rng = Rng(seed)
            return seed
        if self._rng is None:
            self._rng = Rng(secrets.randbits(63))
        return self._rng.next_u64() >> 1


class Adapter:
    """A game, its validated options, its catalogue, its encoder and its reset seeds."""

    def __init__(self, game: str | AnyGame, players: int, options: Mapping[str, Any]) -> None:
        self.game: AnyGame = registry.get(game) if isinstance(game, str) else game
        self.options = self.game.options({**options, "players": players})
        self.players = players
        self.catalogue = Catalogue(self.game.catalogue(self.options))
        self.encoder: Encoder = encoder_for(self.game, self.options)
        self.encode_state: StateEncoder | None = getattr(self.encoder, "encode_state", None)
        self.seeds = Seeds()
        # The catalogue's ids by code and its codes by id, read straight: a step looks up each legal
        # action, and Catalogue.id's checks (a str, a known code) hold for what the engine offers.
        self._ids = {code: i for i, code in enumerate(self.catalogue.codes)}
        self._codes = self.catalogue.codes

    def new(self, seed: int) -> State:
        """A new game."""
        return self.game.new(self.options, seed)

    def observation(
        self, state: State, seat: Seat | None, out: NDArray[np.float32] | None = None
    ) -> NDArray[np.float32]:
        """The encoding of `seat`'s view: straight from the state where the encoder
        can (held equal to the view's by tests/rl), else from the view itself.
        Written into `out` (a float32 vector of the encoder's size, e.g. a row of a
        batch) when given, else into a new array; the array written is returned."""
        if self.encode_state is not None:
            return self.encode_state(state, seat, out)
        vector = self.encoder.encode(state.view(seat), seat)
        if out is None:
            return vector
        out[:] = vector
        return out

    def mask(self, state: State, seat: Seat, out: NDArray[np.int8] | None = None) -> NDArray[np.int8]:
        """1 at the id of each legal action of `seat`, 0 elsewhere: into `out` (int8, the
        catalogue's length) when given, else into a new array; the array written is returned."""
        mask = bytearray(len(self._codes))  # set byte by byte: numpy's fancy indexing costs more here
        ids = self._ids
        for code in state.legal(seat):
            mask[ids[code]] = 1
        if out is None:
            return np.frombuffer(mask, np.int8)  # writable: a bytearray's
        out.data[:] = memoryview(mask).cast("b")
        return out

    def play(self, state: State, seat: Seat, action: int, mask: bytes | None = None) -> None:
        """Carry out catalogue id `action` for `seat`: by the trusted fast path (`advance`) when
        it is legal (by `mask`, a copy of this very position's mask, else by `legal()`), else
        through the checked `apply`, which refuses it as it always has (IllegalAction, the state
        unchanged)."""
        if mask is not None and type(action) is int and 0 <= action < len(mask) and mask[action]:
            state.advance(seat, self._codes[action])
            return
        code = self.catalogue.code(action)  # checks what the fast test above did not take
        if mask is None and code in state.legal(seat):
            state.advance(seat, code)
        else:
            state.apply(seat, code)

    def ids(self, state: State, seat: Seat) -> list[int]:
        """The sorted ids of `seat`'s legal actions."""
        ids = self._ids
        return sorted(ids[code] for code in state.legal(seat))


def next_seat(state: State) -> Seat | None:
    """The seat that decides next, None at the end.

    Where several seats choose at once, the lowest decides first; the engine
    holds its choice secretly until all have chosen, so the order reveals
    nothing the views do not.
    """
    acting = state.to_act()
    return min(acting) if acting else None
