"""The OpenSpiel games: OpenSpiel's own random simulation test, its MCTS and
ISMCTS bots playing whole games, and observations from the seat's view only."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel
import pytest
from landed import SHORT, games, player_counts
from open_spiel.python.algorithms import ismcts, mcts
from toy import TOY

from agora.core import Game
from agora.rl.openspiel import register, register_all

TOY_NAME = register(TOY)
SHORTER = {register(g): SHORT.get(g.name, {}) for g in games()}
# Every game at every player count. Each run is bounded: Historia and The
# Ancient World end by their rules (random play: under 800 decisions), Relic
# Runners by its round_limit option; unbounded, its random games run
# 1,500-30,000 decisions. OpenSpiel's random simulation plays it long, 60
# rounds (900-2,100 decisions, about 3 s in all: bench/openspiel_sim.py), the
# length whose serialization and perfect-recall strings issue 36 is about.
LONG: dict[str, dict[str, Any]] = {register(g): {"round_limit": 60} for g in games() if g.name == "relic-runners"}
LANDED = [(register(g), n) for g in games() for n in player_counts(g)]
CASES = [(TOY_NAME, 2), (TOY_NAME, 3), (TOY_NAME, 4), *LANDED]
SMALLEST = [(TOY_NAME, 3), *[(register(g), min(player_counts(g))) for g in games()]]


def ids(case: tuple[str, int]) -> str:
    return f"{case[0]}-{case[1]}p"


def load(name: str, players: int, **params: Any) -> Any:
    return pyspiel.load_game(name, {"players": players, **SHORTER.get(name, {}), **params})


def after_seed(game: Any, seed: int) -> Any:
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(seed)
    return state


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_openspiel_random_sim_test_passes(case: tuple[str, int]) -> None:
    # Fewer seeds than the default keep the root chance node cheap to test.
    game = load(*case, seeds=1024, **LONG.get(case[0], {}))
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def random_finish(game: Any, seed: int) -> Any:
    state = after_seed(game, seed)
    rng = np.random.default_rng(seed)
    while not state.is_terminal():
        state.apply_action(int(rng.choice(state.legal_actions())))
    return state


# The most seats, except in Relic Runners: random explorers there wander for up
# to 30,000 decisions at 5 seats, about 1,000 at 2 (the easy bot: 400-600 at 2).
FINISHED = [(register(g), 2 if g.name == "relic-runners" else max(player_counts(g))) for g in games()]


@pytest.mark.parametrize("case", FINISHED, ids=ids)
def test_a_finished_game_serializes_as_its_actions_in_under_10_kb(case: tuple[str, int]) -> None:
    """OpenSpiel's convention: the game, then the actions (the seed first); the
    Python attributes add a constant few hundred bytes. A random game played to
    its end, every option at its default."""
    game = pyspiel.load_game(case[0], {"players": case[1]})
    final = random_finish(game, seed=3)
    text = pyspiel.serialize_game_and_state(game, final)
    assert len(text.encode()) <= 10_000, f"{len(final.history())} actions: {len(text)} bytes"
    assert len(text) <= 1_500 + 8 * len(final.history())  # the actions, and little else
    again_game, again = pyspiel.deserialize_game_and_state(text)
    assert again_game == game
    assert again.history() == final.history() and again.is_terminal()
    assert str(again) == str(final) and again.returns() == final.returns()
    for p in range(game.num_players()):
        assert again.information_state_string(p) == final.information_state_string(p)


def test_a_deserialized_state_plays_on_like_the_original() -> None:
    game = load(TOY_NAME, 3)
    state = after_seed(game, 6)
    for _ in range(4):
        state.apply_action(state.legal_actions()[-1])
    _, again = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    while not state.is_terminal():
        assert again.legal_actions() == state.legal_actions()
        assert again.observation_tensor(state.current_player()) == state.observation_tensor(state.current_player())
        action = state.legal_actions()[0]
        state.apply_action(action)
        again.apply_action(action)
    assert again.returns() == state.returns()


def test_the_root_draws_one_of_two_to_the_sixteen_seeds_uniformly() -> None:
    game = load(TOY_NAME, 2)
    outcomes = game.new_initial_state().chance_outcomes()
    assert game.max_chance_outcomes() == len(outcomes) == 1 << 16
    assert [a for a, _ in outcomes] == list(range(1 << 16))
    assert {p for _, p in outcomes} == {1 / (1 << 16)}


def test_the_game_type_is_what_agora_games_are() -> None:
    kind = load(TOY_NAME, 2).get_type()
    assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert (kind.min_num_players, kind.max_num_players) == (2, 4)


def play_with_bots(game: Any, bots: dict[int, Any], seed: int) -> tuple[Any, int]:
    """A whole game, the other seats playing at random; the final state and how often a bot decided."""
    rng = np.random.default_rng(seed)
    state = after_seed(game, seed)
    asked = 0
    while not state.is_terminal():
        player = state.current_player()
        bot = bots.get(player)
        asked += bot is not None
        state.apply_action(bot.step(state) if bot else int(rng.choice(state.legal_actions())))
    return state, asked


@pytest.mark.parametrize("case", SMALLEST, ids=ids)
def test_openspiel_mcts_bot_plays_a_whole_game(case: tuple[str, int]) -> None:
    game = load(*case)
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=2, evaluator=evaluator, random_state=rng)
    final, asked = play_with_bots(game, {0: bot}, seed=1)
    assert final.is_terminal() and len(final.returns()) == case[1] and asked > 0


@pytest.mark.parametrize("case", SMALLEST, ids=ids)
def test_openspiel_ismcts_bot_plays_a_whole_game_from_resampled_states(case: tuple[str, int]) -> None:
    game = load(*case)
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=2, random_state=rng)
    # The last seat (the only one in a solo game); ISMCTS asserts every resample keeps the info state.
    final, asked = play_with_bots(game, {case[1] - 1: bot}, seed=2)
    assert final.is_terminal() and asked > 0


def test_tensors_and_strings_are_the_seats_view() -> None:
    game = load(TOY_NAME, 3)
    state = after_seed(game, 4)
    adapter_view = TOY.new({"players": 3}, 4).view(1)
    assert json.loads(state.observation_string(1)) == adapter_view
    assert state.information_state_string(1).endswith(state.observation_string(1))
    assert len(state.observation_tensor(1)) == game.observation_tensor_size()
    assert state.observation_tensor(0) != state.observation_tensor(1)  # each seat sees its own hand


def test_a_pending_secret_bid_shows_in_no_other_seats_strings_or_tensors() -> None:
    game = load(TOY_NAME, 3)
    seen = []
    for pick in (0, 1):
        state = after_seed(game, 7)
        state.apply_action(state.legal_actions()[pick])  # seat 0 bids one card or another
        assert state.current_player() == 1
        seen.append([
            (state.information_state_string(p), state.observation_string(p),
             state.information_state_tensor(p), state.observation_tensor(p))
            for p in (1, 2)
        ])
    assert seen[0] == seen[1]


def test_the_information_state_remembers_own_actions_and_shown_events() -> None:
    game = load(TOY_NAME, 2)
    state = after_seed(game, 0)
    mine = state.action_to_string(0, state.legal_actions()[0])
    state.apply_action(state.legal_actions()[0])
    state.apply_action(state.legal_actions()[0])  # both bid: the reveal is shown to everyone
    for p in (0, 1):
        lines = state.information_state_string(p).splitlines()
        assert any('"kind":"reveal"' in line for line in lines)
        assert (f"you: {mine}" in lines) == (p == 0)


def test_a_resampled_state_keeps_the_players_information_and_may_change_the_rest() -> None:
    game = load(TOY_NAME, 3)
    state = after_seed(game, 5)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    others = set()
    for _ in range(5):
        other = state.resample_from_infostate(0, sampler)
        assert other.information_state_string(0) == state.information_state_string(0)
        assert other.legal_actions(0) == state.legal_actions(0)
        others.add(other.information_state_string(1))
    assert len(others) > 1


def test_reward_parameter_win_gives_the_sole_winner_one() -> None:
    game = load(TOY_NAME, 3, reward="win")
    final, _ = play_with_bots(game, {}, seed=3)
    returns = final.returns()
    assert sorted(returns) in ([-1.0, -1.0, 1.0], [-1.0, 0.0, 0.0], [0.0, 0.0, 0.0])


def test_registering_twice_is_harmless() -> None:
    assert register(TOY) == TOY_NAME


def test_the_seed_outcome_is_the_engine_seed() -> None:
    game: Game[Any] = TOY
    state = after_seed(load(TOY_NAME, 2), 123)
    assert json.loads(str(state)) == game.new({"players": 2}, 123).to_data()


def test_register_all_names_every_landed_game() -> None:
    assert register_all() == [register(g) for g in games()]


def replayed(game: Any, history: list[int]) -> Any:
    state = game.new_initial_state()
    for action in history:
        state.apply_action(action)
    return state


def test_branches_from_one_state_each_remember_their_own_line_of_play() -> None:
    """Each seat's past is shared along a line of play: the strings of clones that
    go different ways, asked in turn, are those of their own histories replayed."""
    game = load(register("relic-runners"), 3)
    trunk = after_seed(game, 6)
    rng = np.random.default_rng(6)
    for _ in range(30):
        trunk.apply_action(int(rng.choice(trunk.legal_actions())))
        trunk.information_state_string(0)  # read along the way: the later branches must not overwrite it
    branches = [trunk.clone() for _ in range(3)]
    for _ in range(20):
        for branch in branches:
            if not branch.is_terminal():
                branch.apply_action(int(rng.choice(branch.legal_actions())))
                branch.information_state_string(int(rng.integers(3)))
    assert len({tuple(b.history()) for b in branches}) == 3
    for state in [trunk, *branches]:
        again = replayed(game, state.history())
        for p in range(3):
            assert state.information_state_string(p) == again.information_state_string(p)
