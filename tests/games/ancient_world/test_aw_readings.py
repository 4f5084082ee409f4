"""The doubtful readings of issue 17, each read plainly from the Greek rulebook (GR p.N quotes the text)."""

from __future__ import annotations

import pytest
from aw_helpers import e, fresh, give, m, run

from agora.core import IllegalAction
from agora.games.ancient_world.state import ACT, P_BUILD, P_DISTRICT, P_HUNGER, P_RECRUIT, AncientWorldState


def _everyone_passes(s: AncientWorldState) -> None:
    for _ in range(s.player_count):
        run(s, s.pending_seat, "pass")


def test_town_hall_takes_the_token_without_turning_it_so_rebuild_can_take_it_later() -> None:
    # GR p.14 Town Hall «…και επίσης τον δείκτη πρώτου παίκτη (αν το χέρι είναι κλειστό)»: no turning;
    # GR p.11 Rebuild «…τον γυρίζει έτσι ώστε να είναι ανοιχτή η πλευρά «χεριού»»: it turns it
    s = fresh()
    s.first_player = 1
    give(s, 0, "town-hall")
    run(s, 0, "place 1 card town-hall")
    assert (s.first_player, s.first_player_hand_up) == (0, False)
    run(s, 1, "place 1 rebuild")  # the hand is still down: Rebuild takes it and turns it
    assert (s.first_player, s.first_player_hand_up) == (1, True)
    run(s, 0, "place 2 rebuild")  # now it is up: no change of hands
    assert s.first_player == 1


def test_the_player_chooses_which_citizens_go_hungry() -> None:
    # GR p.8 «τοποθετεί τους ατάιστους δείκτες Πολιτών στο πλαίσιο «Πείνας»»: the player places them
    s = fresh()
    s.citizens[0] = 5  # 5 citizens, 3 food: 2 unfed
    _everyone_passes(s)
    assert s.pending == P_HUNGER and s.to_act() == (0,) and s.round == 1
    assert s.legal(0) == [f"hungry {c}" for c in range(1, 6)] and s.legal(1) == []
    assert s.view(1)["pending"] == {"kind": "hunger", "seat": 0, "left": 2}
    run(s, 0, "hungry 5")
    assert "hungry 5" not in s.legal(0)
    with pytest.raises(IllegalAction):
        s.apply(0, "hungry 5")
    assert s.view(0)["players"][0]["hungry"] == [5]
    run(s, 0, "hungry 3")
    assert s.round == 2 and s.pending == ACT and s.view(1)["players"][0]["hungry"] == [3, 5]
    assert "place 4 work" in s.legal(0) and not any(a.startswith(("place 3 ", "place 5 ")) for a in s.legal(0))


def test_hunger_choices_go_in_turn_order_from_the_first_player() -> None:
    s = fresh(players=3)
    s.first_player = 1
    s.citizens[0] = s.citizens[2] = 4  # one unfed each; seat 1 is fed
    _everyone_passes(s)
    assert s.hungry[1] == 0
    assert s.to_act() == (2,)  # seat 2 comes after the first player, seat 1; then seat 0
    run(s, 2, "hungry 1")
    assert s.to_act() == (0,)
    run(s, 0, "hungry 2")
    assert s.round == 2 and s.to_act() == (1,)
    assert (s.hungry[0], s.hungry[2]) == (1 << 2, 1 << 1)


def test_after_the_last_round_the_hungry_citizens_need_no_choice() -> None:
    s = fresh()
    s.round = 6
    s.citizens[0] = 5
    _everyone_passes(s)
    outcome = s.outcome()
    assert outcome is not None and outcome.details[0]["hunger"] == -4  # which two cannot change the score


@pytest.mark.parametrize(("option", "hungry"), [("lowest", [1, 2]), ("highest", [4, 5])])
def test_the_engine_picks_the_hungry_citizens_only_with_an_option(option: str, hungry: list[int]) -> None:
    s = fresh(hungry_citizens=option)
    s.citizens[0] = 5
    _everyone_passes(s)
    assert s.pending == ACT and s.view(0)["players"][0]["hungry"] == hungry


def test_a_retired_cards_coins_return_to_the_player() -> None:
    # GR p.11 «Ο παίκτης αφαιρεί όλα τα νομίσματα της κάρτας, επιστρέφοντάς τα στο απόθεμά του»
    s = fresh()
    s.military_row = [m(s, "spearmen")]
    s.armies[0][0][1] = 3  # City Guard: 3 coins on its picture from earlier rounds
    s.armies[0][1][2] = 1  # Militia attacked this round: it may not retire
    coins = s.coins[0]
    events = run(s, 0, "place 1 recruit", "recruit spearmen", "retire a0")
    assert s.coins[0] == coins + 3
    assert [ev.data["coins"] for ev in events if ev.kind == "retire"] == [3]


def test_build_and_recruit_may_buy_nothing() -> None:
    # GR p.10 Build «Ο παίκτης μπορεί να αγοράσει μία κάρτα Αυτοκρατορίας»; GR p.11 Recruit «μπορεί να αγοράσει
    # μια κάρτα Στρατού»: the purchase may be left out, and a citizen may go there with nothing to buy
    s = fresh()
    s.empire_row, s.military_row = [], []
    assert {"place 1 build", "place 1 recruit"} <= set(s.legal(0))
    run(s, 0, "place 1 build")
    assert s.pending == P_BUILD and s.legal(0) == ["buy nothing"]
    run(s, 0, "buy nothing")
    assert s.pending == ACT and s.to_act() == (1,) and s.board[1] == (1 * 8 + 0,)
    s.military_row = [m(s, "spearmen")]
    run(s, 1, "place 1 recruit")
    assert s.pending == P_RECRUIT and s.legal(1) == ["recruit spearmen", "buy nothing"]
    run(s, 1, "buy nothing")
    assert s.military_row == [m(s, "spearmen")] and s.to_act() == (0,)


def test_a_lower_citizen_buying_nothing_still_pays_its_fee() -> None:
    s = fresh()
    s.empire_row = []
    run(s, 0, "place 3 build", "buy nothing")
    coins = s.coins[1]
    run(s, 1, "place 1 build", "buy nothing")
    assert s.coins[1] == coins - 1
    s.coins[0] = 0
    with pytest.raises(IllegalAction, match="1 coin"):
        s.apply(0, "place 2 build")


def test_the_forced_purchase_is_an_option() -> None:
    s = fresh(purchase_optional=False)
    s.empire_row = []
    assert "place 1 build" not in s.legal(0)
    s.empire_row = [e(s, "market")]
    s.coins[0] = 9
    run(s, 0, "place 1 build")
    assert "buy nothing" not in s.legal(0)


def test_expand_plus_may_take_the_face_up_district_without_drawing() -> None:
    # GR p.14 Expand+ «μπορεί να τραβήξει τις τρεις πρώτες κάρτες … και να επιλέξει μία μεταξύ των τριών»
    s = fresh(expand_plus=True)
    deck = s.district_deck[:]
    s.knowledge[0] = 1
    run(s, 0, "place 1 expand", "expand knowledge")
    assert s.legal(0) == ["take district", "draw districts"] and s.pending != P_DISTRICT
    run(s, 0, "take district")
    assert s.districts[0] == (deck[0],) and s.district_deck == deck[1:]


def test_an_equal_skill_matches_and_pays_no_fee() -> None:
    # GR p.10 «αν ο παίκτης τοποθετήσει δείκτη Πολίτη με βαθμό ικανότητας που δεν ταιριάζει με ήδη τοποθετημένους
    # εκεί δείκτες Πολιτών … πρέπει να πληρώσει ένα νόμισμα»: an equal number matches; the other reading is an option
    for option, fee in ((False, 0), (True, 1)):
        s = fresh(equal_skill_pays_fee=option)
        s.empire_row = []
        run(s, 0, "place 2 build", "buy nothing")
        before = s.coins[1]
        run(s, 1, "place 2 build", "buy nothing")
        assert s.coins[1] == before - fee
