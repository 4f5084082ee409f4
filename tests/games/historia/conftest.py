"""Helpers for the Historia tests: a game brought to its first card selection."""

from __future__ import annotations

import pytest

from agora.games.historia import GAME, HistoriaState
from agora.games.historia.state import DRAFT, PLACE


def begin(players: int = 3, seed: int = 1, starts: dict[int, str] | None = None, **options: object) -> HistoriaState:
    """A new game after the leader draft (first offered leader) and the starting cubes
    (`starts`: seat -> territory id, else the first empty territory)."""
    st = GAME.new({"players": players, **options}, seed)
    assert isinstance(st, HistoriaState)
    while st.phase == DRAFT:
        st.apply(st.cur, st.legal(st.cur)[0])
    while st.phase == PLACE:
        code = f"start {starts[st.cur]}" if starts and st.cur in starts else st.legal(st.cur)[0]
        st.apply(st.cur, code)
    return st


def where(st: HistoriaState, territory: str) -> int:
    """The index of a territory id."""
    return st.t.territory_ids.index(territory)


def run(st: HistoriaState, *steps: tuple[int, str]) -> None:
    """Apply (seat, code) steps in order."""
    for seat, code in steps:
        st.apply(seat, code)


@pytest.fixture
def three() -> HistoriaState:
    return begin(3, seed=1)
