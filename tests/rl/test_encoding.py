"""Encoders are found by convention (agora/games/<pkg>/encode.py) or by registration."""

from __future__ import annotations

import numpy as np
import pytest
from landed import games
from toy import TOY, ToyOptions
from toy_encode import ToyEncoder

from agora.core import Rng
from agora.rl import encoding
from agora.rl.adapter import Adapter, next_seat, rewards
from agora.rl.encoding import NoEncoder, encoder_for, module_name


def test_the_convention_names_the_games_own_folder() -> None:
    assert module_name("relic-runners") == "agora.games.relic_runners.encode"
    assert module_name("historia") == "agora.games.historia.encode"


@pytest.mark.parametrize("game", games(), ids=lambda g: g.name)
def test_a_landed_game_is_found_by_convention(game) -> None:  # type: ignore[no-untyped-def]
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
def test_an_encoding_follows_the_game(game) -> None:  # type: ignore[no-untyped-def]
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
