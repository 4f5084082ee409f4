"""The conformance kit over many random Historia games: contract, replay, hidden information."""

from __future__ import annotations

import pytest

from agora.core.conformance import check_playout
from agora.games.historia import GAME

# (players, options) mixes; each chunk plays SEEDS games of every mix
MIXES = [
    (2, {}),
    (3, {}),
    (4, {}),
    (5, {}),
    (6, {}),
    (3, {"expert": True}),
    (4, {"edge_costs_cube": True, "green_advisors": "indians"}),
]
CHUNKS = 8
SEEDS = 2


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("players", "options"), MIXES, ids=[f"p{p}-{'-'.join(o) or 'base'}" for p, o in MIXES])
def test_random_games_keep_the_contract(players: int, options: dict[str, object], chunk: int) -> None:
    hidden = 0
    for seed in range(chunk * SEEDS, (chunk + 1) * SEEDS):
        result = check_playout(GAME, {"players": players, **options}, seed, check_every=7)
        assert result.final.outcome() is not None
        hidden += result.hidden_differences
    assert hidden > 0  # determinize really redraws what a reader cannot know
