"""Steps per second through the PettingZoo env next to the raw engine's (what
`agora bench` prints beside the engine figures).

    python -m agora.rl.bench relic-runners --players 3 --games 20

Both loops play uniformly random legal actions from the same seeds. The raw
loop asks the engine only for `legal` and `apply`; the env loop does what a
learner's loop does: `last()` (the view, its encoding and the action mask),
then `step(id)`. A third pass times those parts one by one, to show where the
env's time goes.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from time import perf_counter

import numpy as np

from agora.core import Game, Rng, registry
from agora.rl.adapter import Adapter, next_seat
from agora.rl.pettingzoo import AgoraEnv


@dataclass(frozen=True)
class EnvSpeed:
    """Decision steps per second, raw and through the env."""

    game: str
    players: int
    games: int
    raw_steps: int
    raw_steps_per_second: float
    env_steps: int
    env_steps_per_second: float
    view_us: float  # State.view of the acting seat, per step
    encode_us: float  # the game's encoder on that view
    mask_us: float  # the action mask (legal actions to catalogue ids)

    @property
    def overhead(self) -> float:
        """How many times slower a step is through the env."""
        return self.raw_steps_per_second / self.env_steps_per_second


def _raw(game: Game, players: int, games: int, seed: int) -> tuple[int, float]:  # type: ignore[type-arg]
    steps, elapsed = 0, 0.0
    options = game.options({"players": players})
    for g in range(games):
        rng = Rng(seed + g)
        state = game.new(options, seed + g)
        start = perf_counter()
        while (seat := next_seat(state)) is not None:
            state.apply(seat, rng.choice(state.legal(seat)))
            steps += 1
        elapsed += perf_counter() - start
    return steps, elapsed


def _env(game: Game, players: int, games: int, seed: int) -> tuple[int, float]:  # type: ignore[type-arg]
    steps, elapsed = 0, 0.0
    env = AgoraEnv(game, players)
    for g in range(games):
        rng = Rng(seed + g)
        start = perf_counter()
        env.reset(seed=seed + g)
        for _agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(legal[rng.below(len(legal))]))
            steps += 1
        elapsed += perf_counter() - start
    return steps, elapsed


def _parts(game: Game, players: int, games: int, seed: int) -> tuple[float, float, float]:  # type: ignore[type-arg]
    adapter = Adapter(game, players, {})
    view = encode = mask = 0.0
    steps = 0
    for g in range(games):
        rng = Rng(seed + g)
        state = adapter.new(seed + g)
        while (seat := next_seat(state)) is not None:
            t0 = perf_counter()
            shown = state.view(seat)
            t1 = perf_counter()
            adapter.encoder.encode(shown, seat)
            t2 = perf_counter()
            adapter.mask(state, seat)
            t3 = perf_counter()
            view, encode, mask = view + t1 - t0, encode + t2 - t1, mask + t3 - t2
            state.apply(seat, rng.choice(state.legal(seat)))
            steps += 1
    return view / steps * 1e6, encode / steps * 1e6, mask / steps * 1e6


def measure_env(game: str | Game, players: int, games: int = 10, seed: int = 0) -> EnvSpeed:  # type: ignore[type-arg]
    """Play `games` random games raw and as many through the env; their speeds."""
    game = registry.get(game) if isinstance(game, str) else game
    raw_steps, raw_time = _raw(game, players, games, seed)
    env_steps, env_time = _env(game, players, games, seed)
    parts = _parts(game, players, games, seed)
    return EnvSpeed(game.name, players, games, raw_steps, raw_steps / raw_time, env_steps, env_steps / env_time, *parts)


def main(argv: list[str] | None = None) -> None:
    """Print the figures of one game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    speed = measure_env(args.game, args.players, args.games, args.seed)
    print(f"{speed.game} ({speed.players} players, {speed.games} random games)")
    print(f"  raw engine  {speed.raw_steps_per_second:>10,.0f} steps/s  ({speed.raw_steps} steps)")
    print(f"  PettingZoo  {speed.env_steps_per_second:>10,.0f} steps/s  ({speed.env_steps} steps)")
    print(f"  the env costs {speed.overhead:.2f}x the raw engine; raw step {1e6 / speed.raw_steps_per_second:.0f} us,")
    print(f"  view {speed.view_us:.0f} us + encoding {speed.encode_us:.0f} us + mask {speed.mask_us:.0f} us a step")


if __name__ == "__main__":
    main()
