"""Encoders are found by convention (agora/games/<pkg>/encode.py) or by registration."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from landed import games, seatings
from toy import TOY, ToyOptions
from toy_encode import ToyEncoder

from agora.core import Game, Rng
from agora.rl import encoding
from agora.rl.adapter import Adapter, next_seat, rewards
from agora.rl.encoding import NoEncoder, encoder_for, module_name


def test_the_convention_names_the_games_own_folder() -> None:
    assert module_name("relic-runners") == "agora.games.relic_runners.encode"
    assert module_name("historia") == "agora.games.historia.encode"


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_a_landed_game_is_found_by_convention(game: Game[Any]) -> None:
    found = encoder_for(game, game.options({}))
    assert type(found).__module__ == module_name(game.name)
    assert found.size > 0 and found.low < found.high and found.max_decisions > 0


def test_a_registered_encoder_comes_first() -> None:
    assert isinstance(encoder_for(TOY, ToyOptions(players=3)), ToyEncoder)


def test_a_game_without_an_encoding_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(encoding._registered, "toy")
    with pytest.raises(NoEncoder, match=r"agora\.games\.toy\.encode"):
        encoder_for(TOY, ToyOptions())


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_an_encoding_follows_the_game(game: Game[Any]) -> None:
    """Along a random game the observation of the acting seat keeps changing:
    the encoding is not stuck on a part of the view."""
    adapter = Adapter(game, game.options({}).players, {})
    state, rng = adapter.new(0), Rng(0)
    seen = set()
    for _ in range(40):
        seat = next_seat(state)
        if seat is None:
            break
        seen.add(adapter.observation(state, seat).tobytes())
        state.apply(seat, rng.choice(state.legal(seat)))
    assert len(seen) >= 10


def test_rank_and_win_rewards() -> None:
    from agora.core import Outcome

    assert rewards(Outcome((9, 5, 1), (1, 2, 3)), "rank") == (1.0, 0.0, -1.0)
    assert rewards(Outcome((9, 9, 1), (1, 1, 3)), "rank") == (1.0, 1.0, -1.0)
    assert rewards(Outcome((9, 9, 1), (1, 1, 3)), "win") == (0.0, 0.0, -1.0)
    assert rewards(Outcome((9, 5), (1, 2)), "win") == (1.0, -1.0)
    assert rewards(Outcome((3,), (1,)), "rank") == (1.0,)
    assert np.isclose(rewards(Outcome((4, 3, 2, 1), (1, 2, 3, 4)), "rank")[1], 1 / 3)


@pytest.mark.parametrize("case", seatings(), ids=lambda c: f"{c[0]}-{c[1]}p")
def test_encoding_from_the_state_equals_encoding_the_view(case: tuple[str, int]) -> None:
    """Where an encoder reads the state directly (the fast path), it writes the
    vector of the reader's view, for every reader, all along random games: it
    can show nothing the view hides."""
    name, players = case
    adapter = Adapter(name, players, {})
    if adapter.encode_state is None:
        pytest.skip(f"{name} encodes its views only")
    rng = Rng(7)
    row = np.empty(adapter.encoder.size, np.float32)  # a preallocated buffer, as a vector env's batch row
    for seed in range(2):
        state = adapter.new(seed)
        step = 0
        while (seat := next_seat(state)) is not None and step < 600:
            if step % 3 == 0:
                for reader in (None, *range(players)):
                    expected = adapter.encoder.encode(state.view(reader), reader)
                    found = adapter.encode_state(state, reader, None)
                    np.testing.assert_array_equal(found, expected, f"seed {seed} step {step} reader {reader}")
                    row.fill(0.5)  # whatever the buffer held before, every entry is written
                    assert adapter.encode_state(state, reader, row) is row
                    np.testing.assert_array_equal(row, expected, f"seed {seed} step {step} reader {reader}")
            state.apply(seat, rng.choice(state.legal(seat)))
            step += 1


@pytest.mark.parametrize("case", seatings(), ids=lambda c: f"{c[0]}-{c[1]}p")
def test_encoding_from_the_state_holds_in_any_order_of_states_and_readers(case: tuple[str, int]) -> None:
    """An encoder that keeps each reader's last vector and rewrites only what
    changed still writes the view's vector when the states it is handed jump
    about: two games played in turn, a state met again after others (a search's
    clone), each step read by a reader drawn at random, the spectator too."""
    name, players = case
    adapter = Adapter(name, players, {})
    if adapter.encode_state is None:
        pytest.skip(f"{name} encodes its views only")
    rng = Rng(11)
    readers: list[int | None] = [None, *range(players)]
    states = [adapter.new(seed) for seed in (3, 4)]
    earlier = [state.clone() for state in states]
    for step in range(400):
        state = states[step % 2]
        seat = next_seat(state)
        if seat is None:
            break
        if step % 37 == 0:
            earlier[step % 2] = state.clone()
        for shown in (state, earlier[rng.below(2)]) if step % 5 == 0 else (state,):
            reader = readers[rng.below(len(readers))]
            expected = adapter.encoder.encode(shown.view(reader), reader)
            np.testing.assert_array_equal(adapter.encode_state(shown, reader, None), expected, f"step {step}")
        if step % 7 == 0:  # the acting seat too, as an env reads it
            expected = adapter.encoder.encode(state.view(seat), seat)
            np.testing.assert_array_equal(adapter.encode_state(state, seat, None), expected, f"step {step}")
        state.apply(seat, rng.choice(state.legal(seat)))


@pytest.mark.parametrize("case", seatings(), ids=lambda c: f"{c[0]}-{c[1]}p")
def test_an_env_observation_equals_the_views_encoding_at_every_step(case: tuple[str, int]) -> None:
    """As a learner's loop reads it: only the acting seat, every step, through the PettingZoo env,
    along a whole game, then after a reset, each observation is the encoding of that seat's view
    (an encoder that keeps blocks per civ, seat or reader finds them a step, or n - 1 steps, old)."""
    from agora.rl.pettingzoo import AgoraEnv

    name, players = case
    env = AgoraEnv(name, players)
    encoder = env.adapter.encoder
    rng = Rng(5)
    for seed in (1, 2):
        env.reset(seed=seed)
        for step, agent in enumerate(env.agent_iter()):
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated or step >= 600:
                break
            seat = int(agent.removeprefix("seat_"))
            expected = encoder.encode(env.state.view(seat), seat)
            np.testing.assert_array_equal(observation["observation"], expected, f"seed {seed} step {step}")
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(legal[rng.below(len(legal))]))
