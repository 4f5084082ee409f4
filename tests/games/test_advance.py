"""The trusted fast path (`State.advance`, issue 20) plays the very games of the checked
`apply`: for every game and player count, seeded random games driven both ways must hold
the same full state after every step and end with the same outcome."""

from __future__ import annotations

import pytest

from agora.core import Rng, registry
from agora.research.bench import player_counts

SEEDS = 3
CASES = [(name, players, seed) for name, game in registry.games().items()
         for players in player_counts(game) for seed in range(SEEDS)]


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_advance_plays_the_games_apply_plays(name: str, players: int, seed: int) -> None:
    game = registry.get(name)
    checked, trusted = game.new({"players": players}, seed), game.new({"players": players}, seed)
    rng = Rng(seed)
    steps = 0
    while acting := checked.to_act():
        assert trusted.to_act() == acting, f"step {steps}: seats to act differ"
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        legal = checked.legal(seat)
        assert trusted.legal(seat) == legal, f"step {steps}: legal actions differ"
        action = rng.choice(legal)
        checked.apply(seat, action)
        trusted.advance(seat, action)
        assert trusted.to_data() == checked.to_data(), f"step {steps} ({seat}, {action!r}): states differ"
        steps += 1
    assert steps > 0
    outcome = checked.outcome()
    assert outcome is not None and trusted.outcome() == outcome


@pytest.mark.parametrize(("name", "players", "seed"), CASES)
def test_play_tells_the_events_apply_tells(name: str, players: int, seed: int) -> None:
    """`State.play` (trusted, for search) returns the very events of the checked `apply` and
    leaves the same state, step after step."""
    game = registry.get(name)
    checked, trusted = game.new({"players": players}, seed), game.new({"players": players}, seed)
    rng = Rng(seed + 100)
    steps = 0
    while acting := checked.to_act():
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        action = rng.choice(checked.legal(seat))
        assert trusted.play(seat, action) == checked.apply(seat, action), f"step {steps}: events differ"
        assert trusted.to_data() == checked.to_data(), f"step {steps} ({seat}, {action!r}): states differ"
        steps += 1
    assert steps > 0 and trusted.outcome() == checked.outcome()
