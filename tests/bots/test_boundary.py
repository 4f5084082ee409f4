"""Bots see views, never the true state."""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Sequence
from typing import Any

from scipy.stats import chi2_contingency
from toy import TOY, ToyState

from agora.bots import Determinizer, decide
from agora.core import Action, Rng, View


def reachable(*roots: object) -> set[int]:
    """Ids of every object reachable from `roots` through references."""
    seen: set[int] = set()
    todo = list(roots)
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        todo.extend(gc.get_referents(obj))
    return seen


class Spy:
    """A bot that keeps what it was handed and plays the first legal action."""

    name = "spy"

    def __init__(self) -> None:
        self.handed: list[tuple[View, Sequence[Action], Determinizer | None]] = []

    def choose(self, view: View, legal: Sequence[Action], determinizer: Determinizer | None = None) -> Action:
        self.handed.append((view, legal, determinizer))
        return legal[0]


def twins() -> tuple[ToyState, ToyState]:
    """Two states equal but for seat 1's hidden hand (and the unseen deck)."""
    a = TOY.new({"players": 2}, 7)
    assert isinstance(a, ToyState)
    b = a.clone()
    unseen = sorted(set(range(1, 9)) - set(a.hands[0]))
    b.hands[1] = sorted(unseen[:3]) if sorted(unseen[:3]) != a.hands[1] else sorted(unseen[-3:])
    assert b.hands[1] != a.hands[1] and b.hands[0] == a.hands[0]
    return a, b


def test_nothing_a_bot_is_handed_leads_to_the_true_state() -> None:
    state = TOY.new({"players": 2}, 3)
    assert isinstance(state, ToyState)
    spy = Spy()
    decide(spy, state, 0, Rng(1))
    view, legal, determinizer = spy.handed[0]
    found = reachable(spy, view, legal, determinizer)
    assert id(state) not in found
    assert id(state.hands[1]) not in found  # the other seat's hidden hand
    assert id(state.rng) not in found  # the true random generator foretells every draw


def test_a_bot_gets_a_copy_of_the_view_so_it_cannot_change_the_state() -> None:
    state = TOY.new({"players": 2}, 3)
    assert isinstance(state, ToyState)
    spy = Spy()
    decide(spy, state, 0, Rng(1))
    view = spy.handed[0][0]
    assert view == state.view(0)
    view["hands"][0].clear()
    view["scores"][0] = 99
    assert state.view(0) != view and state.hands[0]


def test_samples_keep_what_the_seat_knows_and_redraw_the_rest() -> None:
    state = TOY.new({"players": 2}, 3)
    determinizer = Determinizer(state, 0, Rng(5))
    hands = set()
    for k in range(40):
        sample = determinizer.sample(Rng(k))
        assert sample.view(0) == state.view(0)
        assert sample.legal(0) == state.legal(0)
        assert isinstance(sample, ToyState)
        hands.add(tuple(sample.hands[1]))
    assert len(hands) > 5


def test_states_differing_in_hidden_cards_give_a_bot_identical_input() -> None:
    a, b = twins()
    spies = Spy(), Spy()
    for state, spy in zip((a, b), spies, strict=True):
        decide(spy, state, 0, Rng(11))
    (view_a, legal_a, det_a), (view_b, legal_b, det_b) = spies[0].handed[0], spies[1].handed[0]
    assert view_a == view_b and legal_a == legal_b
    # The samples are drawn alike whichever the truth: the opponent's hand in
    # thousands of samples is spread the same way (no test of homogeneity refutes it).
    counts: list[Counter[Any]] = [Counter(), Counter()]
    for k in range(3000):
        for det, count in zip((det_a, det_b), counts, strict=True):
            assert det is not None
            sample = det.sample(Rng(k))
            assert isinstance(sample, ToyState)
            count[tuple(sample.hands[1])] += 1
    assert set(counts[0]) == set(counts[1]) and len(counts[0]) == 10  # C(5, 3) possible hands
    table = [[c[h] for h in sorted(counts[0])] for c in counts]
    assert chi2_contingency(table).pvalue > 0.01

