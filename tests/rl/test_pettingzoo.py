"""The PettingZoo AEC env: PettingZoo's own api_test, seeding, rewards and hiding."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from landed import seatings
from pettingzoo.test import api_test
from toy import TOY

from agora.core import Game
from agora.rl.pettingzoo import AgoraEnv, env

CASES: list[tuple[str | Game[Any], int]] = [(TOY, 2), (TOY, 3), (TOY, 4), *seatings()]


def ids(case: tuple[str | Game[Any], int]) -> str:
    game, players = case
    return f"{game if isinstance(game, str) else game.name}-{players}p"


def play(e: AgoraEnv, seed: int, choose_seed: int) -> list[tuple[str, bytes, bytes, float]]:
    """A masked-random game through the env: what each agent saw at each turn."""
    rng = np.random.default_rng(choose_seed)
    seen = []
    e.reset(seed=seed)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        seen.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward))
        e.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return seen


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_pettingzoo_api_test_passes(case: tuple[str | Game[Any], int]) -> None:
    game, players = case
    api_test(env(game, players=players, render_mode="ansi"), num_cycles=100)


def test_reset_with_a_seed_replays_the_same_game() -> None:
    first = play(env(TOY, players=3), seed=11, choose_seed=5)
    again = play(env(TOY, players=3), seed=11, choose_seed=5)
    other = play(env(TOY, players=3), seed=12, choose_seed=5)
    assert first == again
    assert first != other


def test_reset_without_a_seed_continues_the_seeded_sequence() -> None:
    a, b = env(TOY, players=2), env(TOY, players=2)
    a.reset(seed=3)
    b.reset(seed=3)
    a.reset()
    b.reset()
    assert a.state.to_data() == b.state.to_data()
    c = env(TOY, players=2)
    c.reset(seed=3)
    assert a.state.to_data() != c.state.to_data()


def test_the_seed_is_the_engine_seed() -> None:
    e = env(TOY, players=2)
    e.reset(seed=42)
    assert e.state.to_data() == TOY.new({"players": 2}, 42).to_data()


def test_rewards_come_once_at_the_end_by_rank() -> None:
    e = env(TOY, players=3)
    e.reset(seed=1)
    rng = np.random.default_rng(0)
    total = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        total[agent] += reward
        if not terminated:
            assert reward == 0.0
        e.step(None if terminated or truncated else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    outcome = e.state.outcome()
    assert outcome is not None
    expected = {1: 1.0, 2: 0.0, 3: -1.0}
    assert [total[a] for a in e.possible_agents] == [expected[r] for r in outcome.ranks]


def test_max_steps_truncates_every_agent() -> None:
    e = env(TOY, players=2, max_steps=3)
    e.reset(seed=0)
    for _ in range(3):
        obs = e.observe(e.agent_selection)
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
    assert all(e.truncations.values())
    assert not any(e.terminations.values())


def test_the_mask_marks_exactly_the_legal_actions_of_the_selected_seat() -> None:
    e = env(TOY, players=3)
    e.reset(seed=4)
    seat = e.possible_agents.index(e.agent_selection)
    legal = {e.adapter.catalogue.id(a) for a in e.state.legal(seat)}
    assert set(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])) == legal
    while len(e.state.to_act()) > 1:  # through the simultaneous bids to a single seat's turn
        e.step(int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0]))
    for agent in e.possible_agents:
        assert e.observe(agent)["action_mask"].any() == (agent == e.agent_selection)


def test_an_illegal_id_is_refused_and_changes_nothing() -> None:
    e = env(TOY, players=2)
    e.reset(seed=0)
    before = e.state.to_data()
    with pytest.raises(Exception, match="not allowed"):
        e.step(e.adapter.catalogue.id("tap"))  # bidding comes first
    assert e.state.to_data() == before


def test_an_illegal_id_is_refused_after_its_mask_was_read() -> None:
    """The env checks an id against the mask it showed (then takes the trusted fast path):
    one outside that mask still goes to the checked apply and is refused."""
    e = env(TOY, players=2)
    e.reset(seed=0)
    obs, *_ = e.last()
    tap = e.adapter.catalogue.id("tap")  # bidding comes first
    assert obs["action_mask"][tap] == 0
    before = e.state.to_data()
    with pytest.raises(Exception, match="not allowed"):
        e.step(tap)
    assert e.state.to_data() == before


def test_a_mask_the_learner_writes_into_does_not_open_the_fast_path() -> None:
    # Relic Runners has its own advance, which would carry an illegal action out unchecked.
    e = env("relic-runners", players=2)
    e.reset(seed=0)
    obs, *_ = e.last()
    explore = e.adapter.catalogue.id("explore")
    assert obs["action_mask"][explore] == 0  # a turn begins with the move: exploring is not allowed yet
    obs["action_mask"][explore] = 1  # the env checks against its own copy, not this array
    before = e.state.to_data()
    with pytest.raises(Exception, match="explore"):
        e.step(explore)
    assert e.state.to_data() == before


@pytest.mark.parametrize("case", seatings(), ids=ids)
def test_env_steps_play_the_games_the_checked_engine_plays(case: tuple[str, int]) -> None:
    """Masked-random steps through the env (the trusted fast path) leave the very state that
    the engine's checked apply leaves, step after step."""
    game, players = case
    e = env(game, players=players)
    e.reset(seed=5)
    checked = e.adapter.new(5)
    rng = np.random.default_rng(5)
    for step, agent in enumerate(e.agent_iter(max_iter=300)):
        obs, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        checked.apply(e.possible_agents.index(agent), e.adapter.catalogue.code(action))
        e.step(action)
        assert e.state.to_data() == checked.to_data(), f"step {step}"


def test_simultaneous_bids_are_asked_in_turn_without_showing_the_earlier_bid() -> None:
    """Seat 0 bids two different cards in two copies of a game: seat 1 is then
    asked with exactly the same observation, mask, reward and info."""
    seen = []
    for pick in (0, 1):
        e = env(TOY, players=3)
        e.reset(seed=9)
        assert e.agent_selection == "seat_0" and set(e.state.to_act()) == {0, 1, 2}
        hand = e.state.legal(0)
        e.step(e.adapter.catalogue.id(hand[pick]))
        assert e.agent_selection == "seat_1"
        obs, reward, _, _, info = e.last()
        seen.append((obs["observation"].tobytes(), obs["action_mask"].tobytes(), reward, info, dict(e.rewards)))
    assert seen[0] == seen[1]


def test_render_is_the_spectators_terminal_text() -> None:
    e = env(TOY, players=2, render_mode="ansi")
    e.reset(seed=0)
    text = e.render()
    assert text == TOY.table.render(e.state.view(None), "en") + "\n"


def test_unknown_reward_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="rank, win"):
        env(TOY, players=2, reward="score")
