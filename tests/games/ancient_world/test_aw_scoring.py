"""§12 end of game: hunger, repairs, the banner table, card bonuses, the three tie-breaks."""

from __future__ import annotations

from aw_helpers import e, fresh, give

from agora.core import Rng, registry
from agora.games.ancient_world import city
from agora.games.ancient_world.scoring import final_outcome, score, vp
from agora.games.ancient_world.state import OVER, AncientWorldState


def test_minus_2_vp_per_hungry_citizen() -> None:
    s = fresh()
    s.hungry[0] = 0b110
    assert score(s, 0)["hunger"] == -4


def test_damaged_cards_are_repaired_for_scoring() -> None:
    s = fresh()
    s.damaged[0] = 1 << e(s, "fishing-dock")
    base = score(s, 0)
    s.damaged[0] = 0
    assert score(s, 0)["banners"] == base["banners"]


def test_banner_table_counts_at_most_6_banners_a_tribe_and_6_give_11() -> None:
    s = fresh()
    s.empire[0] = (e(s, "war-camp"), e(s, "citadel"), e(s, "smithy"), e(s, "barracks"))  # red 2+2+1+1 = 6
    city.recount(s, 0)
    assert score(s, 0)["banners_red"] == 6
    assert score(s, 0)["banners"] == 11
    s.empire[0] = (*s.empire[0], e(s, "watchtower"))  # a 7th red banner scores nothing more
    assert score(s, 0)["banners"] == 11


def test_banner_table_rises_with_each_banner() -> None:
    s = fresh()
    table = s.tables.banner_vp
    assert list(table) == sorted(table) and len(set(table)) == 6


def test_ties_go_to_most_coins_then_most_cards_then_most_knowledge() -> None:
    s = fresh()
    s.empire = [(e(s, "fishing-dock"),), (e(s, "fishing-dock"),)]
    s.coins = [3, 5]
    s.pending = OVER
    result = final_outcome(s)
    assert result.scores[0] == result.scores[1] and result.ranks == (2, 1) and result.tiebreak == "coins"
    s.coins = [5, 5]
    s.empire[1] = (*s.empire[1], e(s, "pottery"))
    s.empire[0] = (*s.empire[0], e(s, "herb-garden"))
    s.districts[0] = (*s.districts[0], s.tables.d_index["high-plains"])  # no banners: a card more for the tie-break
    result = final_outcome(s)
    assert result.ranks == (1, 2) and result.tiebreak == "cards"
    s.districts[0] = ()
    s.knowledge = [0, 2]
    result = final_outcome(s)
    assert result.ranks == (2, 1) and result.tiebreak == "knowledge"


def test_banner_bonus_cards_use_citadels_formula() -> None:
    s = fresh()
    give(s, 0, "golden-court")  # yellow x2 + Wheat Fields yellow = 3 yellow: 1 beyond the 2 free
    assert score(s, 0)["card_bonus"] == 1


def test_the_quick_vp_is_the_total_of_the_score_for_any_holdings() -> None:
    # vp() (what the search's heuristic reads, in plain loops) against score()'s parts, over random
    # holdings with the bonus cards (Citadel's kin, Moon Festival), 7+ banners of a tribe and hunger.
    s, rng = fresh(), Rng(11)
    R = s.tables
    bonus = [i for i, a in enumerate(R.e_ability) if a in ("banner_bonus", "moon_festival")]
    assert len(bonus) >= 3
    for _ in range(400):
        cards = rng.below(12)
        s.empire[0] = tuple({*(rng.below(len(R.e_slug)) for _ in range(cards)), *bonus[: rng.below(len(bonus) + 1)]})
        s.titans[0] = tuple({rng.below(len(R.t_slug)) for _ in range(rng.below(4))})
        s.districts[0] = tuple({rng.below(len(R.d_slug)) for _ in range(rng.below(5))})
        s.hungry[0] = rng.below(64)
        assert vp(s, 0) == score(s, 0)["total"]


def test_each_seat_sees_every_seats_vp_as_if_the_game_ended_now() -> None:
    # The view's vp_now is §12's total at every step, and at the end it is the final score.
    state, rng = registry.get("ancient-world").new({"players": 3}, 4), Rng(4)
    assert isinstance(state, AncientWorldState)
    while acting := state.to_act():
        view = state.view(acting[0])
        assert [p["vp_now"] for p in view["players"]] == [score(state, p)["total"] for p in range(3)]
        state.apply(acting[0], rng.choice(state.legal(acting[0])))
    final = state.view(0)
    assert [p["vp_now"] for p in final["players"]] == final["scores"]["scores"]
    assert any(final["scores"]["scores"])
    screen = registry.get("ancient-world").table.render(final, "en")
    seats = [line for line in screen.splitlines() if line.startswith("[bold]Seat ")]
    assert [line.split(": ")[1].split(" VP so far")[0] for line in seats] == [str(v) for v in final["scores"]["scores"]]


def test_a_full_tie_is_a_shared_victory_through_outcome() -> None:
    # GR p.9 «Αν εξακολουθεί να υπάρχει ισοπαλία, κερδίζει ο παίκτης με τους περισσότερους δείκτες Γνώσης»: no
    # tie-break beyond knowledge, so equal VP, coins, cards and knowledge share the win
    s = fresh(players=3)
    s.empire = [(e(s, "fishing-dock"),), (e(s, "fishing-dock"),), (e(s, "wheat-fields"),)]
    s.coins, s.knowledge = [4, 4, 4], [1, 1, 1]
    s.pending = OVER
    out = s.outcome()
    assert out is not None and len(set(out.scores)) == 1
    assert out.ranks == (1, 1, 1) and out.winners == (0, 1, 2) and out.tiebreak == "shared"
    assert s.outcome() is out  # computed once
