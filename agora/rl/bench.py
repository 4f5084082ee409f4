"""Steps per second through the PettingZoo env next to the raw engine's (what
`agora bench` prints beside the engine figures).

    python -m agora.rl.bench relic-runners --players 3 --games 20

Both loops play uniformly random legal actions from the same seeds. The raw
loop asks the engine only for `legal` and `advance` (the trusted fast path); the
env loop does what a learner's loop does: `last()` (the observation and the
action mask), then `step(id)`. A third pass times those two parts one by one, to show where the
env's time goes. Times are this process's CPU time, so other work on a busy
machine slows both loops alike rather than whichever ran at the wrong moment.

With `--envs N` it also times the Gymnasium side, one seat learning against
random bots: N games batched by `agora.rl.vector.VectorEnv` against Gymnasium's
own `SyncVectorEnv` over N `SingleAgentEnv`s, alternating, the same learner
steps each, with a batched random policy on the masks (one numpy draw for all N).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from time import process_time as clock

import gymnasium
import numpy as np

from agora.core import AnyGame, Rng, registry
from agora.rl.adapter import Adapter, next_seat
from agora.rl.gym import SingleAgentEnv
from agora.rl.pettingzoo import AgoraEnv
from agora.rl.vector import VectorEnv


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
    observation_us: float  # the acting seat's observation vector, per step
    mask_us: float  # the action mask (legal actions to catalogue ids)

    @property
    def overhead(self) -> float:
        """How many times slower a step is through the env."""
        return self.raw_steps_per_second / self.env_steps_per_second

    @property
    def raw_step_us(self) -> float:
        return 1e6 / self.raw_steps_per_second

    @property
    def env_step_us(self) -> float:
        return 1e6 / self.env_steps_per_second


def _raw(game: AnyGame, players: int, games: int, seed: int) -> tuple[int, float]:
    steps, elapsed = 0, 0.0
    options = game.options({"players": players})
    for g in range(games):
        rng = Rng(seed + g)
        state = game.new(options, seed + g)
        start = clock()
        while (seat := next_seat(state)) is not None:
            state.advance(seat, rng.choice(state.legal(seat)))
            steps += 1
        elapsed += clock() - start
    return steps, elapsed


def _env(env: AgoraEnv, games: int, seed: int) -> tuple[int, float]:
    steps, elapsed = 0, 0.0
    for g in range(games):
        rng = Rng(seed + g)
        start = clock()
        env.reset(seed=seed + g)
        for _agent in env.agent_iter():
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(legal[rng.below(len(legal))]))
            steps += 1
        elapsed += clock() - start
    return steps, elapsed


def _parts(game: AnyGame, players: int, games: int, seed: int) -> tuple[float, float]:
    adapter = Adapter(game, players, {})
    observe = mask = 0.0
    steps = 0
    for g in range(games):
        rng = Rng(seed + g)
        state = adapter.new(seed + g)
        while (seat := next_seat(state)) is not None:
            t0 = clock()
            adapter.observation(state, seat)
            t1 = clock()
            adapter.mask(state, seat)
            t2 = clock()
            observe, mask = observe + t1 - t0, mask + t2 - t1
            state.advance(seat, rng.choice(state.legal(seat)))
            steps += 1
    return observe / steps * 1e6, mask / steps * 1e6


def measure_env(game: str | AnyGame, players: int, games: int = 10, seed: int = 0) -> EnvSpeed:
    """Play `games` random games raw and as many through the env; their speeds."""
    game = registry.get(game) if isinstance(game, str) else game
    env = AgoraEnv(game, players)
    raw_steps = env_steps = 0
    raw_time = env_time = 0.0
    for g in range(games):  # game by game, in turn: a busy machine's changing load falls on both loops alike
        steps, elapsed = _raw(game, players, 1, seed + g)
        raw_steps, raw_time = raw_steps + steps, raw_time + elapsed
        steps, elapsed = _env(env, 1, seed + g)
        env_steps, env_time = env_steps + steps, env_time + elapsed
    parts = _parts(game, players, games, seed)
    return EnvSpeed(game.name, players, games, raw_steps, raw_steps / raw_time, env_steps, env_steps / env_time, *parts)


@dataclass(frozen=True)
class VectorSpeed:
    """Learner steps per second of N games batched, by our vector env and by SyncVectorEnv."""

    game: str
    players: int
    envs: int
    steps: int  # learner steps of each, in all
    vector_steps_per_second: float
    sync_steps_per_second: float


def _vector_steps(envs: VectorEnv | gymnasium.vector.SyncVectorEnv, steps: int, seed: int) -> float:
    """The CPU seconds of `steps` batched steps with a uniformly random legal id per game."""
    rng = np.random.default_rng(seed)
    start = clock()
    obs, _ = envs.reset(seed=seed)
    for _ in range(steps):
        # The argmax of random weights on the legal ids is a uniform legal id; 0 where a game just
        # ended (no legal id; the next step restarts it whatever it is sent).
        actions = np.argmax(obs["action_mask"] * rng.random(obs["action_mask"].shape), axis=1)
        obs, *_ = envs.step(actions)
    return clock() - start


def measure_vector(game: str | AnyGame, players: int, envs: int = 8, steps: int = 200, seed: int = 0,
                   rounds: int = 3) -> VectorSpeed:
    """`rounds` times, `steps` batched steps through each vector env in turn (seat 0 learns)."""
    game = registry.get(game) if isinstance(game, str) else game
    ours = VectorEnv(game, envs, players)
    sync = gymnasium.vector.SyncVectorEnv([lambda: SingleAgentEnv(game, players) for _ in range(envs)])
    ours_time = sync_time = 0.0
    for r in range(rounds):  # in turn, so a busy machine's changing load falls on both alike
        ours_time += _vector_steps(ours, steps, seed + r)
        sync_time += _vector_steps(sync, steps, seed + r)
    done = rounds * steps * envs
    return VectorSpeed(game.name, players, envs, done, done / ours_time, done / sync_time)


def main(argv: list[str] | None = None) -> None:
    """Print the figures of one game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--envs", type=int, default=0, help="also time N games batched (Gymnasium's vector API)")
    parser.add_argument("--vector-steps", type=int, default=200, help="batched steps a round (3 rounds)")
    args = parser.parse_args(argv)
    speed = measure_env(args.game, args.players, args.games, args.seed)
    print(f"{speed.game} ({speed.players} players, {speed.games} random games)")
    print(f"  raw engine  {speed.raw_steps_per_second:>10,.0f} steps/s  ({speed.raw_steps} steps)")
    print(f"  PettingZoo  {speed.env_steps_per_second:>10,.0f} steps/s  ({speed.env_steps} steps)")
    print(f"  the env costs {speed.overhead:.2f}x the raw engine: a step {speed.env_step_us:.0f} us against "
          f"{speed.raw_step_us:.0f} us;")
    print(f"  a step's observation {speed.observation_us:.0f} us, mask {speed.mask_us:.0f} us")
    if args.envs > 0:
        v = measure_vector(args.game, args.players, args.envs, args.vector_steps, args.seed)
        print(f"  {v.envs} games batched, seat 0 learning against random bots ({v.steps} learner steps each):")
        print(f"    VectorEnv      {v.vector_steps_per_second:>10,.0f} learner steps/s")
        print(f"    SyncVectorEnv  {v.sync_steps_per_second:>10,.0f} learner steps/s")


if __name__ == "__main__":
    main()
