"""Prints Relic Runners speed figures (a benchmark: it asserts nothing).

    python -m agora.games.relic_runners.bench [games per player count]

Median µs of one decision step (legal() + apply()) over random playouts,
median µs of clone(), and random games per second, for 2..5 players.
"""

from __future__ import annotations

import statistics
import sys
import time

from agora.core import Rng
from agora.games.relic_runners import GAME


def measure(players: int, games: int) -> tuple[float, float, float, float]:
    """(step µs median, clone µs median, steps per game, games per second)."""
    step_ns: list[int] = []
    clone_ns: list[int] = []
    total_steps = 0
    started = time.perf_counter()
    for seed in range(games):
        state = GAME.new({"players": players, "setup": "basic"}, seed)
        chooser = Rng(seed)
        clock = time.perf_counter_ns
        while state.outcome() is None:
            seat = state.to_act()[0]
            t0 = clock()
            legal = state.legal(seat)
            action = legal[chooser.below(len(legal))]
            state.apply(seat, action)
            step_ns.append(clock() - t0)
            total_steps += 1
            if total_steps % 50 == 0:
                t3 = clock()
                state.clone()
                clone_ns.append(clock() - t3)
    elapsed = time.perf_counter() - started
    return (
        statistics.median(step_ns) / 1000,
        statistics.median(clone_ns) / 1000,
        total_steps / games,
        games / elapsed,
    )


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print("players  step µs (median)  clone µs (median)  steps/game  games/s")
    for players in (2, 3, 4, 5):
        step, clone, steps, rate = measure(players, games)
        print(f"{players:>7}  {step:>16.1f}  {clone:>17.1f}  {steps:>10.0f}  {rate:>7.2f}")


if __name__ == "__main__":
    main()
