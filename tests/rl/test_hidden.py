"""Observations carry nothing a seat may not know: redraw everything hidden
from a seat (`State.determinize`) and its observation must not change."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from landed import seatings
from toy import TOY

from agora.core import Game, Rng
from agora.rl.adapter import Adapter, next_seat

CASES: list[tuple[str | Game[Any], int]] = [(TOY, 2), (TOY, 4), *seatings()]


def ids(case: tuple[str | Game[Any], int]) -> str:
    game, players = case
    return f"{game if isinstance(game, str) else game.name}-{players}p"


@pytest.mark.parametrize("case", CASES, ids=ids)
def test_an_observation_ignores_what_is_hidden_from_its_seat(case: tuple[str | Game[Any], int]) -> None:
    game, players = case
    adapter = Adapter(game, players, {})
    rng = Rng(2024)
    told_apart = 0  # redraws that did change some other seat's observation
    for seed in range(6):
        if seed >= 2 and told_apart:
            break  # two games at least, more only until some redraw told the seats apart (random play seldom hides)
        state = adapter.new(seed)
        step = 0
        while (seat := next_seat(state)) is not None:
            # Densely at first, then sparsely: long games are checked to their end at a bounded cost.
            if step % (3 if step < 150 else 211) == 0:
                readers: list[int | None] = [None, *range(players)]
                for reader in readers:
                    other = state.determinize(reader, rng.fork())
                    mine = adapter.observation(state, reader)
                    assert mine.shape == (adapter.encoder.size,)
                    assert np.all((mine >= adapter.encoder.low) & (mine <= adapter.encoder.high))
                    assert np.array_equal(adapter.observation(other, reader), mine), f"seed {seed} step {step}"
                    if reader is not None:
                        assert np.array_equal(adapter.mask(other, reader), adapter.mask(state, reader))
                    told_apart += any(
                        not np.array_equal(adapter.observation(other, s), adapter.observation(state, s))
                        for s in readers
                        if s != reader
                    )
            state.apply(seat, rng.choice(state.legal(seat)))
            step += 1
    # The check has teeth: the redraws changed what the others (seats or the spectator) see.
    assert told_apart > 0
