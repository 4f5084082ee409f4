"""Bad input: a clear IllegalAction / OptionsError, and nothing changed."""

from __future__ import annotations

import pytest
from rr_helpers import new

from agora.core import IllegalAction, OptionsError
from agora.games.relic_runners import GAME


@pytest.mark.parametrize("action", ["", "nonsense", "go", "go t999", "tool machete 9", "climb", "\x00"])
def test_malformed_actions_are_refused_and_change_nothing(action: str) -> None:
    s = new()
    before = s.to_data()
    with pytest.raises(IllegalAction) as err:
        s.apply(0, action)
    assert err.value.message and s.to_data() == before


def test_acting_out_of_turn_is_refused() -> None:
    s = new()
    before = s.to_data()
    with pytest.raises(IllegalAction, match="turn"):
        s.apply(1, s.legal(0)[0])
    assert s.to_data() == before and s.legal(1) == []


def test_an_illegal_but_well_formed_action_says_which_rule_it_breaks() -> None:
    s = new()
    with pytest.raises(IllegalAction) as err:
        s.apply(0, "go t4")  # not at Base Camp
    assert err.value.section == "A4.1" and "does not start at your location" in err.value.message


def test_a_non_string_action_is_refused() -> None:
    s = new()
    with pytest.raises(IllegalAction):
        s.apply(0, 7)  # type: ignore[arg-type]


def test_acting_after_the_end_is_refused() -> None:
    s = new(round_limit=1)
    while s.outcome() is None:
        s.apply(s.current, s.legal(s.current)[-1])
    with pytest.raises(IllegalAction, match="over"):
        s.apply(0, "done")


@pytest.mark.parametrize(
    "options",
    [{"players": 1}, {"players": 6}, {"setup": "fancy"}, {"colour": "red"}, {"end_relics": 0}, {"round_limit": -1}],
)
def test_bad_options_are_refused_with_a_clear_message(options: dict[str, object]) -> None:
    with pytest.raises(OptionsError, match="relic-runners"):
        GAME.new(options, 1)


def test_every_refusal_names_a_section_and_hides_what_the_player_cannot_know() -> None:
    # design: IllegalAction names the rule broken; the message may depend only on what its reader knows
    from agora.core import Rng

    catalogue = list(GAME.catalogue(GAME.options({"players": 3})))
    refusals = 0
    for seed in range(6):
        s = new(players=3, seed=seed, setup="random", abilities=True)
        r = Rng(seed)
        for step in range(120):
            if s.outcome() is not None:
                break
            seat = s.to_act()[0]
            legal = set(s.legal(seat))
            if step % 8 == 0:
                twin = s.determinize(seat, Rng(step))
                for code in catalogue:
                    if code in legal:
                        continue
                    with pytest.raises(IllegalAction) as err:
                        s.apply(seat, code)
                    with pytest.raises(IllegalAction) as err_twin:
                        twin.apply(seat, code)
                    assert err.value.section, (code, err.value.message)
                    assert err.value.message == err_twin.value.message
                    refusals += 1
            s.apply(seat, r.choice(sorted(legal)))
    assert refusals > 1000
