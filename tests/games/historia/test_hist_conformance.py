"""The conformance kit over many random Historia games: contract, replay, hidden information.

1,083 games light (the costly checks every 40th step) and 57 games deep (every 3rd step).
"""

from __future__ import annotations

import pytest

from agora.core.conformance import check_playout
from agora.games.historia import GAME

# (players, options) mixes; each chunk plays SEEDS games of every mix
MIXES: list[tuple[int, dict[str, object]]] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (5, {}),
    (6, {}),
    (3, {"expert": True, "events": True}),
    (4, {"edge_costs_cube": True, "green_advisors": "indians"}),
    (1, {"civbots": 1, "level": "chieftain"}),
    (1, {"civbots": 5, "level": "king", "events": True}),
    (2, {"civbots": 4, "level": "king,noble,chieftain,noble"}),
    (3, {"civbots": 2, "level": "king", "events": True}),
    (5, {"civbots": 1, "level": "chieftain", "goals": True}),
    (2, {"goals": True, "events": True, "expert": True}),
    (4, {"advanced_draft": True}),
    (6, {"advanced_draft": True, "goals": True}),
    (1, {"civbots": 3, "advanced_draft": True, "events": True}),
    (3, {"governance": True}),
    (4, {"governance": True, "civbots": 2, "level": "king", "goals": True}),
    (6, {"governance": True, "advanced_draft": True, "events": True, "goals": True, "expert": True}),
]
IDS = [f"p{p}-{'-'.join(o) or 'base'}" for p, o in MIXES]
CHUNKS = 19
SEEDS = 3


def play(players: int, options: dict[str, object], seeds: range, check_every: int) -> None:
    hidden = 0
    for seed in seeds:
        result = check_playout(GAME, {"players": players, **options}, seed, check_every=check_every)
        assert result.final.outcome() is not None
        hidden += result.hidden_differences
    assert hidden > 0  # determinize really redraws what a reader cannot know


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(("players", "options"), MIXES, ids=IDS)
def test_random_games_keep_the_contract(players: int, options: dict[str, object], chunk: int) -> None:
    play(players, options, range(chunk * SEEDS, (chunk + 1) * SEEDS), check_every=40)


@pytest.mark.parametrize(("players", "options"), MIXES, ids=IDS)
def test_random_games_checked_at_almost_every_step(players: int, options: dict[str, object]) -> None:
    play(players, options, range(1000, 1003), check_every=3)
