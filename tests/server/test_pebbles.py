"""Pebbles, the server tests' game, carries out its own `apply` with no rulebook: the
trusted path (`advance`, `play`: what the bots and the reviews call) must fall back on it."""

import pytest
from toy_game import PEBBLES

from agora.core import Rng


@pytest.mark.parametrize("seed", range(5))
def test_the_trusted_path_plays_the_games_apply_plays(seed: int) -> None:
    options = {"players": 2 + seed % 3, "rounds": 3}
    checked, fast, played = (PEBBLES.new(options, seed) for _ in range(3))
    chooser = Rng(seed)
    while acting := checked.to_act():
        seat = chooser.choice(acting)
        action = chooser.choice(checked.legal(seat))
        events = checked.apply(seat, action)
        fast.advance(seat, action)
        assert played.play(seat, action) == events
        assert fast.to_data() == checked.to_data() == played.to_data()
    assert fast.outcome() == checked.outcome() is not None
