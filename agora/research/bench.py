"""What `agora bench` measures: the engine's speed through the generic contract, and the
search's (ISMCTS) from a mid-game position."""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from time import perf_counter, perf_counter_ns

from agora.bots.boundary import Determinizer
from agora.bots.heuristic import heuristic_of
from agora.bots.ismcts import Budget, IsmctsBot
from agora.core import AnyGame, Rng, State
from agora.core.heuristic import Heuristic


@dataclass(frozen=True)
class Speed:
    """Figures of random playouts at one player count."""

    games: int
    steps_per_game: float
    step_us: float
    games_per_second: float
    clone_us: float


def player_counts(game: AnyGame) -> range:
    """The player counts a game's options allow."""
    spec = game.Options.model_json_schema()["properties"]["players"]
    return range(spec.get("minimum", 2), spec.get("maximum", 2) + 1)


def measure(game: AnyGame, players: int, games: int, seed: int) -> Speed:
    """Play `games` random games; time each decision step (legal + apply) and a
    clone() at every tenth step."""
    steps: list[int] = []
    clones: list[int] = []
    playing = 0
    clock = perf_counter_ns
    for g in range(games):
        rng = Rng(seed + g)
        state = game.new({"players": players}, seed + g)
        start = clock()
        n = 0
        while acting := state.to_act():
            t0 = clock()
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            state.apply(seat, rng.choice(state.legal(seat)))
            steps.append(clock() - t0)
            n += 1
            if n % 10 == 0:
                t1 = clock()
                state.clone()
                clones.append(clock() - t1)
                start += clock() - t1  # clone timing is not part of the game
        playing += clock() - start
    return Speed(
        games=games,
        steps_per_game=len(steps) / games,
        step_us=statistics.median(steps) / 1000,
        games_per_second=games / (playing / 1e9),
        clone_us=statistics.median(clones) / 1000 if clones else 0.0,
    )


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
