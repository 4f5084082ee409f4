"""Bad input: a clear IllegalAction / OptionsError, and nothing changed."""

from __future__ import annotations

import pytest
from rr_helpers import new

from agora.core import IllegalAction, OptionsError
from agora.core.i18n import refusal
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


def test_a_refusal_reads_in_every_language_with_its_fields() -> None:
    # The refusals are catalogue messages: the Greek from agora.po, the fields filled in either language.
    s = new()
    with pytest.raises(IllegalAction) as err:
        s.apply(1, s.legal(0)[0])
    assert err.value.message == "it is seat 0's turn, not seat 1's"
    assert refusal(err.value.message_id, err.value.params, "el") == "είναι η σειρά της θέσης 0, όχι της θέσης 1"
    with pytest.raises(IllegalAction) as err:
        s.apply(0, "go t4")
    assert refusal(err.value.message_id, err.value.params, "el") == "η Διαδρομή t4 δεν ξεκινά από τη θέση σας"
    s.pending.append((0, 1))  # state.CLIMB: a sub-decision waits, and another answer is refused
    with pytest.raises(IllegalAction) as err:
        s.apply(0, "done")
    assert (err.value.message, err.value.section) == ("first move your toolboxes up", "A7.2")
    assert refusal(err.value.message_id, err.value.params, "el") == "πρώτα ανεβάστε τις Εργαλειοθήκες σας"
