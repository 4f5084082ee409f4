"""The vector env: N games batched, each behaving exactly as a SingleAgentEnv."""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import pytest
from landed import SHORT, games
from numpy.typing import NDArray
from toy import TOY

from agora.core import AnyGame
from agora.rl.gym import SingleAgentEnv
from agora.rl.vector import VectorEnv


def pick(masks: NDArray[np.int8], rng: np.random.Generator) -> list[int]:
    """A random legal id per game; 0 where a game just ended (its mask is empty; the action is ignored)."""
    return [int(rng.choice(np.flatnonzero(m))) if m.any() else 0 for m in masks]


def test_the_batch_has_the_spaces_shapes_and_each_games_legal_actions() -> None:
    v = VectorEnv("relic-runners", 3, players=3, seat=1)
    obs, infos = v.reset(seed=4)
    size, actions = v.envs[0].adapter.encoder.size, len(v.envs[0].adapter.catalogue)
    assert obs["observation"].shape == (3, size) and obs["observation"].dtype == np.float32
    assert obs["action_mask"].shape == (3, actions) and obs["action_mask"].dtype == np.int8
    assert obs in v.observation_space and infos == {}
    assert v.action_space == gymnasium.spaces.MultiDiscrete([actions] * 3)
    rng = np.random.default_rng(0)
    for _ in range(30):
        for i, env in enumerate(v.envs):
            assert np.flatnonzero(obs["action_mask"][i]).tolist() == env.adapter.ids(env.state, 1)
            assert np.array_equal(obs["observation"][i], env.adapter.encoder.encode(env.state.view(1), 1))
        assert np.array_equal(v.action_masks(), obs["action_mask"].astype(bool))
        obs, *_ = v.step(pick(obs["action_mask"], rng))
        assert obs in v.observation_space


def trajectories_match(game: str | AnyGame, n: int, steps: int, **kwargs: Any) -> int:
    """Step the vector env and Gymnasium's SyncVectorEnv over n SingleAgentEnvs with the same
    actions; every result must be equal. The number of games that ended."""
    ours = VectorEnv(game, n, **kwargs)
    sync = gymnasium.vector.SyncVectorEnv([lambda: SingleAgentEnv(game, **kwargs) for _ in range(n)])
    a, _ = ours.reset(seed=10)
    b, _ = sync.reset(seed=10)
    rng, ended = np.random.default_rng(3), 0
    for step in range(steps):
        for key in ("observation", "action_mask"):
            np.testing.assert_array_equal(a[key], b[key], f"{key} at step {step}")
        actions = pick(a["action_mask"], rng)
        a, reward, terminated, truncated, info = ours.step(actions)
        b, *expected, expected_info = sync.step(actions)
        for x, y in zip((reward, terminated, truncated), expected, strict=True):
            np.testing.assert_array_equal(x, y, f"step {step}")
        assert info.keys() == expected_info.keys()
        for key in info:
            np.testing.assert_array_equal(info[key], expected_info[key], f"info {key} at step {step}")
        ended += int(terminated.sum() + truncated.sum())
    return ended


def test_the_same_trajectories_as_n_single_envs_autoreset_included() -> None:
    # A toy game lasts a few learner decisions: 200 steps end (and restart) dozens of games.
    assert trajectories_match(TOY, 4, 200, players=3, seat=2) >= 20


def test_truncation_and_the_next_seeds_match_the_single_envs_too() -> None:
    assert trajectories_match(TOY, 3, 100, players=2, max_steps=2) >= 30


@pytest.mark.parametrize("game", [g.name for g in games()])
def test_each_landed_game_matches_its_single_envs(game: str) -> None:
    players = 3 if game != "relic-runners" else 2
    trajectories_match(game, 2, 150, players=players, **SHORT.get(game, {}))


def test_autoreset_starts_the_game_anew_on_the_next_step_ignoring_its_action() -> None:
    v = VectorEnv(TOY, 2, players=2)
    obs, _ = v.reset(seed=0)
    rng = np.random.default_rng(1)
    while True:
        obs, rewards, terminated, truncated, _ = v.step(pick(obs["action_mask"], rng))
        if terminated.any():
            break
    i = int(np.flatnonzero(terminated)[0])
    assert rewards[i] != 0.0 and not obs["action_mask"][i].any()  # the last observation: nothing left to do
    ended = v.envs[i].state
    illegal = int(np.flatnonzero(obs["action_mask"][1 - i] == 0)[0])  # whatever game i is sent, it is ignored
    obs, rewards, terminated, truncated, infos = v.step([illegal, illegal])
    assert v.envs[i].state is not ended and v.envs[i].steps == 0
    assert (rewards[i], terminated[i], truncated[i]) == (0.0, False, False)
    assert obs["action_mask"][i].any()
    assert terminated[1 - i] and rewards[1 - i] == -1.0 and infos["illegal"][1 - i] and infos["_illegal"][1 - i]
    assert not infos["_illegal"][i]


def test_the_same_seeds_and_actions_give_the_same_batches() -> None:
    def run(seed: int) -> list[bytes]:
        v, rng = VectorEnv("historia", 2, players=3, seat=1), np.random.default_rng(5)
        obs, _ = v.reset(seed=seed)
        seen = [obs["observation"].tobytes()]
        for _ in range(40):
            obs, *_ = v.step(pick(obs["action_mask"], rng))
            seen.append(obs["observation"].tobytes() + obs["action_mask"].tobytes())
        return seen

    assert run(7) == run(7)
    assert run(7) != run(8)


def test_returned_batches_are_copies_unless_asked_otherwise() -> None:
    v = VectorEnv(TOY, 2, players=2)
    first, _ = v.reset(seed=0)
    kept = first["observation"].copy()
    v.step(pick(first["action_mask"], np.random.default_rng(0)))
    assert np.array_equal(first["observation"], kept)
    shared = VectorEnv(TOY, 2, players=2, copy=False)
    a, _ = shared.reset(seed=0)
    b, *_ = shared.step(pick(a["action_mask"], np.random.default_rng(0)))
    assert a["observation"] is b["observation"]


def test_bad_calls_say_what_is_wrong() -> None:
    with pytest.raises(ValueError, match="num_envs must be at least 1"):
        VectorEnv(TOY, 0)
    v = VectorEnv(TOY, 2)
    with pytest.raises(ValueError, match="needs 2 seeds"):
        v.reset(seed=[1, 2, 3])
    v.reset(seed=[1, None])
    with pytest.raises(ValueError, match="needs 2 actions"):
        v.step([0])
