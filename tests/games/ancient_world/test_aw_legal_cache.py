"""The legal actions a state keeps for apply's check (issue 36): always what a fresh computation gives, dropped
by every change, never carried into a clone, a determinization or an undo."""

from __future__ import annotations

from typing import Any

import pytest
from aw_helpers import fresh

from agora.core import IllegalAction, Rng
from agora.core.match import Match
from agora.games.ancient_world import GAME, rules
from agora.games.ancient_world.state import AncientWorldState

OPTION_SETS: list[dict[str, Any]] = [
    {"players": 2}, {"players": 3}, {"players": 4}, {"players": 3, "expand_plus": True},
    {"players": 4, "purchase_optional": False, "equal_skill_pays_fee": True, "voluntary_retire": True},
]


def _fresh_legal(s: AncientWorldState, seat: int) -> list[str]:
    """The legal actions worked out anew: on a clone, which starts with none kept."""
    copy = s.clone()
    assert copy._legal is None
    return rules.legal(copy, seat)


@pytest.mark.parametrize("options", OPTION_SETS)
def test_the_kept_legal_actions_match_a_fresh_computation_along_random_games(options: dict[str, Any]) -> None:
    # §4.2 apply accepts what legal lists: the kept list is dropped by every step (advance and apply alike)
    for seed in range(4):
        s = GAME.new(options, seed)
        assert isinstance(s, AncientWorldState)
        rng = Rng(seed)
        step = 0
        while acting := s.to_act():
            seat = acting[0]
            assert s._legal is None  # a step (or the setup) left none behind
            legal = s.legal(seat)
            assert s._legal == (seat, tuple(legal)) and legal == _fresh_legal(s, seat)
            sample = s.determinize(seat, Rng(step))
            assert isinstance(sample, AncientWorldState)
            assert s.clone()._legal is None and sample._legal is None
            legal.append("pass")  # the caller's list is its own: changing it changes nothing kept
            assert s._legal == (seat, tuple(legal[:-1]))
            action = legal[rng.below(len(legal) - 1)]
            if step % 2:
                s.advance(seat, action)
            else:
                s.apply(seat, action)
            step += 1


def test_a_kept_list_never_lets_an_illegal_action_through() -> None:
    # §4.2 every code of the catalogue not listed is refused, with the list kept or not
    s = fresh(3)
    codes = GAME.catalogue(s.options)
    legal = s.legal(0)
    for code in codes:
        if code not in legal:
            with pytest.raises(IllegalAction):
                s.apply(0, code)
            assert s._legal == (0, tuple(legal))  # a refusal changes nothing, the kept list included
    with pytest.raises(IllegalAction):
        s.apply(1, legal[0])  # kept for seat 0: seat 1 is not to act


def test_undo_returns_to_a_state_that_keeps_no_stale_list() -> None:
    # the state before an action comes back by undo: its legal actions are worked out for it again
    match = Match(GAME, {"players": 2}, 0)
    seat = match.state.to_act()[0]
    before = match.state.legal(seat)
    match.apply(seat, "place 1 work")
    after = match.state.legal(match.state.to_act()[0])
    match.undo(seat)
    state = match.state
    assert isinstance(state, AncientWorldState) and state._legal is None
    assert state.legal(seat) == before != after
