"""Engine speed through the generic contract: what `agora bench` prints."""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from time import perf_counter_ns

from agora.core import AnyGame, Rng


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
