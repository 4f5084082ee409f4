import pytest
from toy import TOY

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
