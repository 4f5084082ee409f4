"""The conformance kit over 2,000+ random games: player counts 2..5, every setup mode,
abilities on and off. Most games stop after a few rounds (option round_limit) so the
kit's per-step checks stay affordable; some run to the real end trigger."""

from __future__ import annotations

import pytest

from agora.core.conformance import check_playout
from agora.games.relic_runners import GAME, RelicState

SETUPS = ("first", "basic", "random")
CHUNKS = 20
SHORT_PER_CHUNK = 98  # 1,960 short games
LONG_PER_CHUNK = 2  # 40 games to the relic end trigger


def _options(seed: int, long: bool) -> dict[str, object]:
    opts: dict[str, object] = {
        "players": 2 + seed % 4,
        "setup": SETUPS[seed // 4 % 3],
        "abilities": seed // 12 % 2 == 0,
    }
    if long:
        opts["end_relics"] = 1
    else:
        opts["round_limit"] = 2 + seed % 4
    return opts


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_the_contract(chunk: int) -> None:
    hidden = 0
    for i in range(SHORT_PER_CHUNK):
        seed = chunk * SHORT_PER_CHUNK + i
        hidden += check_playout(GAME, _options(seed, long=False), seed, check_every=20).hidden_differences
    for i in range(LONG_PER_CHUNK):
        seed = 100_000 + chunk * LONG_PER_CHUNK + i
        result = check_playout(GAME, _options(seed, long=True), seed, check_every=100)
        assert result.final.outcome() is not None
        hidden += result.hidden_differences
    assert hidden > 0  # determinize really redraws what is hidden


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_full_games_to_the_published_end_trigger(players: int) -> None:
    opts = {"players": players, "setup": "basic", "abilities": players % 2 == 0}
    result = check_playout(GAME, opts, players, check_every=1_000, max_steps=100_000)
    assert result.final.outcome() is not None
    assert isinstance(result.final, RelicState)
    assert result.final.relics_collected >= (7, 8, 9, 10)[players - 2]
