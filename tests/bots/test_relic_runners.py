"""The Relic Runners heuristic and the bots that play by it."""

from __future__ import annotations

import pytest
from duels import level_wins_against_random

from agora.bots import GreedyBot, heuristic_of, make_bot
from agora.core import Rng, registry

relic = pytest.importorskip("agora.games.relic_runners.bot")
GAME = registry.get("relic-runners")


def test_the_game_offers_its_heuristic_to_the_bots() -> None:
    assert heuristic_of(GAME) is relic.HEURISTIC
    assert isinstance(make_bot("medium", GAME, 0, 1), GreedyBot)


def test_holdings_read_from_a_view_and_from_a_sample_agree() -> None:
    # Search reads samples directly for speed; it must judge exactly as the view would.
    for seed in range(3):
        state, rng = GAME.new({"players": 3}, seed), Rng(seed)
        step = 0
        while acting := state.to_act():
            if step % 7 == 0:
                sample = state.determinize(0, rng.fork())
                for seat in range(3):
                    assert relic.from_sample(sample, seat) == relic.from_view(sample.view(seat), seat)
            state.apply(acting[0], rng.choice(state.legal(acting[0])))
            step += 1


def test_worth_counts_final_points_and_means() -> None:
    bare = relic.Holdings(coins=10, blue=7.0, relics=(1, 0, 2, 0), rations=0, pathways=0, toolboxes=(),
                          ivory_held=0, ivory_bonus=0)
    assert relic.worth(bare) == 10 + 7 + 2 * relic.RELIC_COLOUR_VP
    richer = relic.Holdings(coins=10, blue=7.0, relics=(1, 0, 2, 0), rations=3, pathways=4, toolboxes=(0, 3),
                            ivory_held=1, ivory_bonus=3)  # ivory L1: 5 per extra relic of a colour
    assert relic.worth(richer) == pytest.approx(relic.worth(bare) + 5 + relic.RATIONS[3] + 4 * relic.PATHWAY
                                                + relic.TOOLBOX_LEVEL[0] + relic.TOOLBOX_LEVEL[3])


def test_an_expedition_ready_is_worth_part_of_its_relic_and_trails() -> None:
    # Relics are the largest prize (§A5): standing ready for one must be worth more than a ration or a pathway.
    base = relic.Holdings(coins=0, blue=0.0, relics=(1, 0, 0, 0), rations=2, pathways=2, toolboxes=(),
                          ivory_held=0, ivory_bonus=0)
    fresh = relic.Holdings(**{**base.__dict__, "expedition": (1, 3)})  # a white relic, 3 trails away
    again = relic.Holdings(**{**base.__dict__, "expedition": (0, 3)})  # a second green relic
    assert relic.worth(fresh) - relic.worth(base) == pytest.approx(relic.EXPEDITION_ODDS * (2 * 3 + 5))
    assert relic.worth(base) < relic.worth(again) < relic.worth(fresh)


def test_the_heuristic_bot_beats_random_play() -> None:
    assert level_wins_against_random(GAME, "medium", games=6, first_seed=300) >= 5
