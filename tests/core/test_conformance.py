import pytest
from toy import TOY, Toy, ToyOptions, ToyState
from toy import legal as toy_legal

from agora.core import Rng, Seat
from agora.core.conformance import ConformanceError, check_playout


@pytest.mark.parametrize("players", [2, 3, 4])
def test_toy_game_passes_the_kit_and_hides_something(players: int) -> None:
    hidden = sum(check_playout(TOY, {"players": players}, seed).hidden_differences for seed in range(20))
    assert hidden > 0


def test_kit_catches_a_view_that_shows_other_hands() -> None:
    with pytest.raises(ConformanceError, match="view of"):
        check_playout(TOY, {"leak": "view"}, 0)


def test_kit_catches_an_event_that_tells_a_secret_bid() -> None:
    with pytest.raises(ConformanceError, match="events seen by"):
        check_playout(TOY, {"leak": "event"}, 0, check_every=1)


class _ToyOf(Toy):
    """The toy game with states of another class (a broken one, for the kit to catch)."""

    def __init__(self, state_class: type[ToyState]) -> None:
        self.state_class = state_class

    def start(self, options: ToyOptions, seed: int) -> ToyState:
        state = self.state_class(options, Rng(seed))
        state.deal()
        return state


class _UncheckedState(ToyState):
    """A state that answers for any seat without the kernel's checks."""

    def legal(self, seat: Seat) -> list[str]:
        return toy_legal(self, seat)


def test_kit_catches_a_state_that_answers_for_a_seat_of_the_wrong_type() -> None:
    with pytest.raises(ConformanceError, match=r"legal\('0'\) was accepted"):
        check_playout(_ToyOf(_UncheckedState), {"players": 2}, 0)


class _NeverSettledState(ToyState):
    """A state that says its secret choices are still being carried out, even once the game is over."""

    def unsettled(self) -> bool:
        return True


def test_kit_catches_a_game_over_that_is_still_unsettled() -> None:
    with pytest.raises(ConformanceError, match="over but choices are still being carried out"):
        check_playout(_ToyOf(_NeverSettledState), {"players": 2}, 0)


class _OverreachingState(ToyState):
    """A state whose reopen takes back a card from the reader's own hand too."""

    def reopen(self, seat: Seat) -> None:
        self.hands[seat] = self.hands[seat][1:]


def test_kit_catches_a_reopen_that_changes_the_readers_own_choice() -> None:
    with pytest.raises(ConformanceError, match=r"reopen\(0\) changed what 0 itself may do"):
        check_playout(_ToyOf(_OverreachingState), {"players": 2}, 0)
