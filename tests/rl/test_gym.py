"""The single-agent Gymnasium env: Gymnasium's own checker, bots, seeding."""

from __future__ import annotations

import warnings
from collections.abc import Iterator, Sequence
from typing import cast

import gymnasium
import numpy as np
import pytest
from gymnasium.envs.registration import EnvCreator
from gymnasium.utils.env_checker import check_env
from landed import games
from toy import TOY

from agora.bots.random import RandomBot
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


@pytest.fixture
def warnings_fail() -> Iterator[None]:
    """Gymnasium's checker reports most findings as warnings: here they fail the test."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        yield


@pytest.mark.usefixtures("warnings_fail")
def test_gymnasium_check_env_passes_on_the_default_env() -> None:
    check_env(SingleAgentEnv(TOY), skip_render_check=True)  # the toy game has no spec to make other modes from
    check_env(SingleAgentEnv(TOY, players=3, seat=1, render_mode="ansi"), skip_render_check=True)


@pytest.mark.usefixtures("warnings_fail")
@pytest.mark.parametrize("game", [g.name for g in games()])
def test_gymnasium_check_env_passes_on_each_landed_game_as_made(game: str) -> None:
    """As `gymnasium.make` builds it with no arguments, every render mode included."""
    register_envs()
    made = gymnasium.make(f"agora/{game}-v0", render_mode="ansi")
    check_env(made.unwrapped)
    made.reset(seed=0)
    assert isinstance(made.render(), str)


@pytest.mark.usefixtures("warnings_fail")
def test_metadata_is_on_the_class_so_make_does_not_warn_about_render_modes() -> None:
    assert SingleAgentEnv.metadata["render_modes"] == ["human", "ansi"]
    assert SingleAgentEnv.metadata["render_fps"] > 0
    if "agora-test/toy-v0" not in gymnasium.registry:
        # The game comes in kwargs, which the stubs' EnvCreator (called with kwargs only) cannot see.
        gymnasium.register(id="agora-test/toy-v0", entry_point=cast(EnvCreator, SingleAgentEnv), kwargs={"game": TOY})
    made = gymnasium.make("agora-test/toy-v0", render_mode="ansi")
    check_env(made.unwrapped)
    with pytest.raises(ValueError, match="render_mode must be one of human, ansi"):
        SingleAgentEnv(TOY, render_mode="rgb_array")


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


def test_an_illegal_action_loses_by_default_and_changes_nothing() -> None:
    e = SingleAgentEnv(TOY, players=2)
    obs, _ = e.reset(seed=0)
    before = e.state.to_data()
    tap = e.adapter.catalogue.id("tap")  # bidding comes first
    assert obs["action_mask"][tap] == 0
    after, reward, terminated, truncated, info = e.step(tap)
    assert (reward, terminated, truncated, info) == (-1.0, True, False, {"illegal": True})
    assert e.state.to_data() == before
    assert np.array_equal(after["observation"], obs["observation"])


def test_a_mask_the_learner_writes_into_does_not_open_the_fast_path() -> None:
    # Relic Runners has its own advance, which would carry an illegal action out unchecked.
    e = SingleAgentEnv("relic-runners", players=2)
    obs, _ = e.reset(seed=0)
    before = e.state.to_data()
    explore = e.adapter.catalogue.id("explore")  # a turn begins with the move: exploring is not allowed yet
    obs["action_mask"][explore] = 1  # the env checks against its own copy, not this array
    _, reward, terminated, _, info = e.step(explore)
    assert (reward, terminated, info) == (-1.0, True, {"illegal": True})
    assert e.state.to_data() == before


class Stubborn:
    """A faulty opponent: it always wants to explore, even while it must move first."""

    def __init__(self, seed: int) -> None:
        pass

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return "explore"


def test_an_opponents_illegal_action_is_refused_not_carried_out() -> None:
    # The opponents' legal moves take the unchecked fast path; one outside legal() still meets apply's check.
    e = SingleAgentEnv("relic-runners", players=2, seat=0, opponents=Stubborn)
    obs, _ = e.reset(seed=1)
    mine = int(np.flatnonzero(obs["action_mask"])[0])
    expected = e.state.clone()
    expected.apply(0, e.adapter.catalogue.code(mine))
    assert expected.to_act() == (0,)  # the move goes on: the opponent is not asked yet
    while expected.to_act() == (0,):  # finish the learner's turn with its first legal action each time
        _, _, terminated, _, _ = e.step(mine)
        assert not terminated
        mine = int(np.flatnonzero(e.action_masks())[0])
        expected.apply(0, e.adapter.catalogue.code(mine))
    with pytest.raises(IllegalAction, match="explore"):
        e.step(mine)
    assert e.state.to_data() == expected.to_data()


def test_an_illegal_action_raises_when_asked() -> None:
    e = SingleAgentEnv(TOY, players=2, illegal="raise")
    e.reset(seed=0)
    with pytest.raises(IllegalAction):
        e.step(e.adapter.catalogue.id("tap"))
    with pytest.raises(ValueError, match="illegal must be"):
        SingleAgentEnv(TOY, illegal="ignore")  # type: ignore[arg-type]


def test_gymnasium_make_builds_each_landed_game() -> None:
    ids = register_envs()
    assert ids == [f"agora/{g.name}-v0" for g in games()]
    for env_id in ids:
        e = gymnasium.make(env_id, players=2, seat=1)
        obs, _ = e.reset(seed=0)
        assert isinstance(e.unwrapped, SingleAgentEnv)
        assert e.unwrapped.adapter.encoder.size == obs["observation"].shape[0]


class Blind:
    """A bot that says it never reads its view, and records what it was shown."""

    reads_view = False

    def __init__(self, seed: int) -> None:
        self.views: list[View] = []

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        self.views.append(view)
        return legal[0]


def test_a_bot_that_reads_no_view_is_shown_none_and_plays_the_same() -> None:
    blind = SingleAgentEnv(TOY, players=2, seat=0, opponents=Blind)
    seeing = SingleAgentEnv(TOY, players=2, seat=0, opponents=Recorder)
    assert episode(blind, seed=3) == episode(seeing, seed=3)
    bot = blind.bots[1]
    assert isinstance(bot, Blind) and bot.views and all(v == {} for v in bot.views)
    assert RandomBot.reads_view is False  # the default opponents spare the view
