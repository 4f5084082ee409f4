"""N games in one process as one Gymnasium vector env (`gymnasium.vector.VectorEnv`).

    from agora.rl.vector import VectorEnv
    envs = VectorEnv("relic-runners", 16, players=3, seat=0)
    obs, infos = envs.reset(seed=0)       # game i plays engine seed 0 + i
    obs, rewards, terminated, truncated, infos = envs.step(actions)  # actions: N catalogue ids

Each game is a `SingleAgentEnv` (one seat learns, bots play the others) and
behaves exactly as one: the same seeds, observations, rewards and ends as
`gymnasium.vector.SyncVectorEnv` over N of them. What differs is the batch:
every game writes its observation and action mask straight into its row of
one `(N, size)` float32 array and one `(N, catalogue)` int8 array, with no
per-game dictionaries to gather and concatenate. Autoreset is Gymnasium's
default, `AutoresetMode.NEXT_STEP`: the step that ends a game returns its last
observation; the next step starts that game anew (its action is ignored,
reward 0, neither terminated nor truncated), from the next seed of its
sequence as an unseeded `reset()` of the single env would.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.typing import NDArray

from agora.core.extras import MissingExtra

try:
    import gymnasium
    from gymnasium.vector import AutoresetMode
    from gymnasium.vector.utils import batch_space
except ModuleNotFoundError as err:
    raise MissingExtra("rl", err) from err

from agora.core import AnyGame
from agora.rl.gym import SingleAgentEnv
from agora.rl.pettingzoo import Observation


class VectorEnv(gymnasium.vector.VectorEnv[Observation, NDArray[np.int64], NDArray[Any]]):
    """`num_envs` games of `game`, each a `SingleAgentEnv(game, players, **kwargs)` (see the module docstring)."""

    metadata: dict[str, Any] = {"autoreset_mode": AutoresetMode.NEXT_STEP}  # noqa: RUF012

    def __init__(self, game: str | AnyGame, num_envs: int, players: int = 2, *, copy: bool = True,
                 **kwargs: Any) -> None:
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, not {num_envs}")
        self.envs = [SingleAgentEnv(game, players, **kwargs) for _ in range(num_envs)]
        first = self.envs[0]
        self.num_envs = num_envs
        self.copy = copy  # as SyncVectorEnv: return copies, so the next step cannot change what was returned
        self.single_observation_space = first.observation_space
        self.single_action_space = first.action_space
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._observations = np.zeros((num_envs, first.adapter.encoder.size), np.float32)
        self._masks = np.zeros((num_envs, len(first.adapter.catalogue)), np.int8)
        self._rewards = np.zeros(num_envs, np.float64)
        self._terminations = np.zeros(num_envs, np.bool_)
        self._truncations = np.zeros(num_envs, np.bool_)
        self._autoreset = np.zeros(num_envs, np.bool_)

    def reset(
        self, *, seed: int | Sequence[int | None] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """Every game anew: `seed` an int (game i plays seed + i, as SyncVectorEnv seeds), one seed per
        game, or None (each game's next seed). `options` is unused, as by SingleAgentEnv."""
        if seed is None or isinstance(seed, int | np.integer):
            seeds: list[int | None] = [None if seed is None else int(seed) + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError(f"reset needs {self.num_envs} seeds, one per game, not {len(seeds)}")
        for i, (env, game_seed) in enumerate(zip(self.envs, seeds, strict=True)):
            env._start(game_seed)
            env._observe(self._observations[i], self._masks[i])
        self._terminations[:] = self._truncations[:] = self._autoreset[:] = False
        return self._batch(), {}

    def step(
        self, actions: NDArray[np.int64] | Sequence[int]
    ) -> tuple[Observation, NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        """One action per game (a catalogue id); a game that ended last step starts anew instead."""
        ids = np.asarray(actions)
        if ids.shape != (self.num_envs,):
            raise ValueError(f"step needs {self.num_envs} actions, one per game, not shape {ids.shape}")
        infos: dict[str, Any] = {}
        rewards, terminations, truncations = self._rewards, self._terminations, self._truncations
        observations, masks = self._observations, self._masks
        for i, (env, action, restart) in enumerate(zip(self.envs, ids.tolist(), self._autoreset.tolist(),
                                                       strict=True)):
            if restart:
                env._start(None)
                rewards[i], terminations[i], truncations[i] = 0.0, False, False
            else:
                rewards[i], terminations[i], truncations[i], info = env._act(action)
                if info:
                    infos = self._add_info(infos, info, i)
            env._observe(observations[i], masks[i])
        np.logical_or(terminations, truncations, out=self._autoreset)
        if self.copy:
            return self._batch(), rewards.copy(), terminations.copy(), truncations.copy(), infos
        return self._batch(), rewards, terminations, truncations, infos

    def action_masks(self) -> NDArray[np.bool_]:
        """Each game's legal actions as a row of booleans (for maskable learners)."""
        return self._masks.astype(bool)

    def _batch(self) -> Observation:
        if self.copy:
            return {"observation": self._observations.copy(), "action_mask": self._masks.copy()}
        return {"observation": self._observations, "action_mask": self._masks}
