"""Choices made in secret (Historia's selection) are judged once they are carried out: else the
first seat to choose judges its choice before anything resolves, every choice looks alike, and
it plays its selection blind while the seats after it do not."""

from __future__ import annotations

import pytest

from agora.bots.heuristic import heuristic_of
from agora.core import Rng, registry
from agora.core.heuristic import settle
from agora.games.historia.state import RESOLVE, SELECT, HistoriaState
from agora.games.historia.tables import ADVISOR0
from agora.research.tournament import Tournament, lay_table

HISTORIA = registry.get("historia")


def first_selection(seed: int) -> HistoriaState:
    """A 2-player Historia game played at random up to its first secret selection."""
    state = HISTORIA.new({"players": 2}, seed)
    rng = Rng(seed)
    while not (isinstance(state, HistoriaState) and state.phase == SELECT):
        seat = state.to_act()[0]
        state.advance(seat, rng.choice(state.legal(seat)))
    assert state.to_act() == (0, 1)
    return state


def test_a_selection_is_unsettled_from_its_first_card_until_it_is_resolved() -> None:
    state = first_selection(3)
    assert not state.unsettled()  # nothing chosen yet: a position to judge
    state.advance(0, state.legal(0)[0])
    assert state.unsettled()
    while state.phase == SELECT:  # the rest of the selection ("done" is last where offered)
        seat = state.to_act()[0]
        state.advance(seat, state.legal(seat)[-1])
    assert state.phase == RESOLVE and state.unsettled()
    for name in ("ancient-world", "relic-runners"):
        assert not registry.get(name).new({"players": 2}, 3).unsettled()


def test_settle_plays_the_selection_out_and_nothing_more() -> None:
    state = first_selection(3)
    state.advance(0, state.legal(0)[0])
    sample = state.determinize(0, Rng(5))
    settle(sample, Rng(7))
    assert not sample.unsettled() and sample.to_act()
    assert state.phase == SELECT and state.unsettled()  # the sample is a copy
    again = state.determinize(0, Rng(5))
    settle(again, Rng(7))
    assert again.to_data() == sample.to_data()  # drawn from the generator given, nothing else


def test_the_first_seat_to_choose_tells_its_choices_apart() -> None:
    heuristic = heuristic_of(HISTORIA)
    assert heuristic is not None
    for seed in (3, 4, 5):
        state = first_selection(seed)
        sample = state.determinize(0, Rng(seed))
        baseline = heuristic.values(sample)
        ratings = set()
        for action in sample.legal(0):
            after = sample.clone()
            after.advance(0, action)
            ratings.add(round(heuristic.looking_on(after, 0, baseline, 2), 9))
        # judged before the cards were carried out, every selection rated the same (0.5)
        assert len(ratings) > 1, f"seed {seed}: every selection rated {ratings}"


def test_the_first_seat_to_select_is_no_longer_handicapped() -> None:
    # Two medium bots, seats rotated, fixed seeds: with the selection judged blind, the first
    # seat to select won 2 of 20 such games (16 of 120); judged once carried out, 7 of these 10.
    tournament = Tournament(HISTORIA, {}, ("medium", "medium"), 10, 11)
    first = 0
    for index in range(10):
        table = lay_table(tournament, index)
        while table.state.to_act():
            table.step()
        outcome = table.state.outcome()
        assert outcome is not None
        first += outcome.ranks[0] < outcome.ranks[1]
    assert first >= 4, f"the first seat to select won only {first} of 10"


@pytest.mark.parametrize("which", ["a card of the hand", "an advisor"])
def test_a_sample_takes_back_the_others_secret_selection_and_keeps_its_own(which: str) -> None:
    state = first_selection(3)
    offered = len(state.legal(0))
    before = state.legal(0)
    state.advance(0, state.legal(0)[0 if which == "a card of the hand" else -1])  # advisors come last
    assert (state.selected[0][0] >= ADVISOR0) == (which == "an advisor")
    taken_back = state.clone()  # reopen meant for samples; on a copy of the truth, its card is plain to see
    taken_back.reopen(1)
    assert sorted(taken_back.legal(0)) == sorted(before) and taken_back.to_act() == (0, 1)
    theirs = state.determinize(1, Rng(5))
    theirs.reopen(1)
    # seat 0 selects again, from as many cards (which advisors it holds, seat 1 cannot know)
    assert theirs.to_act() == (0, 1) and len(theirs.legal(0)) == offered and not theirs.unsettled()
    assert theirs.legal(1) == state.legal(1)
    mine = state.determinize(0, Rng(5))
    mine.reopen(0)
    assert mine.to_data() == state.determinize(0, Rng(5)).to_data()  # its own selection stays as it is
    assert state.to_data()["selected"][0]  # the truth is untouched
