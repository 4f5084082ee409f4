"""The single-agent Gymnasium env: Gymnasium's own checker, bots, seeding."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from landed import games
from toy import TOY

from agora.core import Action, IllegalAction, View
from agora.rl.gym import SingleAgentEnv, register_envs


def episode(e: SingleAgentEnv, seed: int) -> tuple[list[bytes], float]:
    obs, _ = e.reset(seed=seed)
    seen = [obs["observation"].tobytes()]
    while True:
        action = int(np.flatnonzero(obs["action_mask"])[-1])
        obs, reward, terminated, truncated, _ = e.step(action)
        seen.append(obs["observation"].tobytes())
        if terminated or truncated:
            return seen, reward


def test_gymnasium_check_env_passes() -> None:
    check_env(SingleAgentEnv(TOY, players=3, seat=1, illegal="lose"), skip_render_check=True)


@pytest.mark.parametrize("game", [g.name for g in games()])
def test_gymnasium_check_env_passes_on_each_landed_game(game: str) -> None:
    check_env(SingleAgentEnv(game, players=2, seat=1, illegal="lose"), skip_render_check=True)


@pytest.mark.parametrize("seat", [0, 2])
def test_an_episode_ends_with_the_learners_final_reward(seat: int) -> None:
    e = SingleAgentEnv(TOY, players=3, seat=seat)
    _, reward = episode(e, seed=5)
    outcome = e.state.outcome()
    assert outcome is not None
    assert reward == {1: 1.0, 2: 0.0, 3: -1.0}[outcome.ranks[seat]]


def test_the_same_seed_gives_the_same_episode_bots_included() -> None:
    first = episode(SingleAgentEnv(TOY, players=4, seat=1), seed=8)
    assert episode(SingleAgentEnv(TOY, players=4, seat=1), seed=8) == first
    assert episode(SingleAgentEnv(TOY, players=4, seat=1), seed=9) != first


def test_the_learner_is_only_asked_when_it_must_decide() -> None:
    e = SingleAgentEnv(TOY, players=3, seat=2)
    obs, _ = e.reset(seed=0)
    while True:
        assert 2 in e.state.to_act()
        assert e.action_masks().any() and np.array_equal(e.action_masks(), obs["action_mask"].astype(bool))
        obs, _, terminated, _, _ = e.step(int(np.flatnonzero(obs["action_mask"])[0]))
        if terminated:
            break


class Recorder:
    """A bot that plays the first legal action and keeps the views it was shown."""

    def __init__(self, seed: int) -> None:
        self.views: list[View] = []

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self.views.append(view)
        return legal[0]


def test_opponents_are_the_given_bots_and_see_only_their_views() -> None:
    e = SingleAgentEnv(TOY, players=2, seat=0, opponents=Recorder)
    episode(e, seed=3)
    bot = e.bots[1]
    assert isinstance(bot, Recorder) and bot.views
    assert all(isinstance(v["hands"][0], int) for v in bot.views)  # seat 0's hand is only a count


def test_an_illegal_action_raises_unless_told_to_lose() -> None:
    e = SingleAgentEnv(TOY, players=2)
    e.reset(seed=0)
    with pytest.raises(IllegalAction):
        e.step(e.adapter.catalogue.id("tap"))
    lose = SingleAgentEnv(TOY, players=2, illegal="lose")
    lose.reset(seed=0)
    _, reward, terminated, _, info = lose.step(lose.adapter.catalogue.id("tap"))
    assert (reward, terminated, info) == (-1.0, True, {"illegal": True})


def test_gymnasium_make_builds_each_landed_game() -> None:
    import gymnasium

    ids = register_envs()
    assert ids == [f"agora/{g.name}-v0" for g in games()]
    for env_id in ids:
        e = gymnasium.make(env_id, players=2, seat=1)
        obs, _ = e.reset(seed=0)
        assert e.unwrapped.adapter.encoder.size == obs["observation"].shape[0]  # type: ignore[attr-defined]
