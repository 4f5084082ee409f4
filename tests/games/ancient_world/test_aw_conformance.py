"""The conformance kit over many random games: the contract, replay, and hidden information
(stored cards, deck orders, the cards a seat looks at) checked through determinize."""

from __future__ import annotations

import pytest

from agora.core.conformance import check_playout
from agora.games.ancient_world import GAME

CHUNKS = 20  # 20 chunks x 50 seeds = 1,000 light games, plus the thorough ones below
PER_CHUNK = 50


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_aw_random_games_keep_the_contract(chunk: int) -> None:
    hidden = 0
    for seed in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        options = {"players": 2 + seed % 3, "expand_plus": seed % 2 == 1}
        playout = check_playout(GAME, options, seed, check_every=40)
        assert playout.final.outcome() is not None
        hidden += playout.hidden_differences
    assert hidden > 0  # determinize really redraws what is hidden


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("expand_plus", [False, True])
def test_aw_thorough_games_check_every_step(players: int, expand_plus: bool) -> None:
    for seed in range(2):
        playout = check_playout(GAME, {"players": players, "expand_plus": expand_plus}, 9000 + seed, check_every=2)
        assert playout.hidden_differences > 0


def test_aw_options_for_every_ambiguity_keep_the_contract() -> None:
    flipped = {"grow_round": 2, "equal_skill_pays_fee": True, "starting_cards_use_capacity": False,
               "draft_counts_own_citizen": False, "draft_vs_swords_only": False, "feed_in_last_round": False,
               "voluntary_retire": True, "citizen_icon_to_hunger": False, "hungry_citizens": "highest",
               "purchase_optional": False}
    for seed in range(12):
        check_playout(GAME, {"players": 2 + seed % 3, **flipped}, 500 + seed, check_every=10)
