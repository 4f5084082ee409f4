"""ISMCTS speed mid-game: what `agora bench` prints for the bots."""

from __future__ import annotations

from dataclasses import dataclass
from time import perf_counter

from agora.bots.boundary import Determinizer
from agora.bots.heuristic import Heuristic, heuristic_of
from agora.bots.ismcts import Budget, IsmctsBot
from agora.core import AnyGame, Rng, State


@dataclass(frozen=True)
class SearchSpeed:
    """One timed search from a position halfway through a random game."""

    game: str
    players: int
    step: int  # decisions played before the timed one
    iterations: int
    seconds: float  # wall clock
    cpu_seconds: float  # the search's CPU time (its workers' summed): the per-core figure on a busy machine
    workers: int = 1

    @property
    def per_second(self) -> float:
        return self.iterations / self.seconds

    @property
    def per_cpu_second(self) -> float:
        return self.iterations / self.cpu_seconds


def midgame(game: AnyGame, players: int, seed: int) -> tuple[State, int]:
    """The state halfway through a random game with this seed (at a real choice), and its step."""
    def fresh() -> tuple[State, Rng]:
        return game.new({"players": players}, seed), Rng(seed)

    state, rng = fresh()
    length = 0
    while acting := state.to_act():
        state.advance(acting[0], rng.choice(state.legal(acting[0])))
        length += 1
    state, rng = fresh()
    step = 0
    while (acting := state.to_act()) and (step < length // 2 or len(state.legal(acting[0])) < 2):
        state.advance(acting[0], rng.choice(state.legal(acting[0])))
        step += 1
    return state, step


def search_speed(
    game: AnyGame,
    players: int = 2,
    iterations: int = 1000,
    seed: int = 0,
    heuristic: Heuristic | None = None,
    workers: int = 1,
) -> SearchSpeed:
    """Time `iterations` ISMCTS iterations (with the game's heuristic, as the
    levels search) for the seat to act halfway through a random game, in `workers`
    processes (root parallelism); CPU time is the workers' own, summed."""
    state, step = midgame(game, players, seed)
    seat = state.to_act()[0]
    bot = IsmctsBot(seat, Budget(iterations), seed, heuristic or heuristic_of(game), workers=workers)
    determinizer = Determinizer(state, seat, Rng(seed))
    view, legal = state.view(seat), state.legal(seat)
    start = perf_counter()
    _, done = bot.search(view, legal, determinizer)
    return SearchSpeed(game.name, players, step, done, perf_counter() - start, bot.cpu_seconds, workers)
