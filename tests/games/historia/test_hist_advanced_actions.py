"""The advanced actions (GR p.4–5) and the end-of-round band order (GR p.6–7) the first pass left untested."""

from __future__ import annotations

from hist_helpers import begin, end_round, play, put, where


def test_advanced_war_gives_the_winner_4_vp_and_the_loser_moves_its_cube() -> None:
    # GR p.5 «Στον Προχωρημένο Πόλεμο (απαιτεί Πυρηνική ενέργεια), ο νικητής … κερδίζει 4 ΠΝ»
    st = begin(2, starts={0: "china", 1: "india"})
    put(st, 1, "china", "india")
    st.tech, st.military = [14, 3], [14, 3]
    play(st, {0: ["war"]}, (0, "advanced"))
    assert st.vp == [4, 0] and st.where[1] == 1 << where(st, "india") and st.used_cubes[1] == 2


def test_advanced_war_won_by_the_defender_scores_the_defender_4_vp() -> None:
    # GR p.5 the advanced winner scores 4, the attacker or the defender: the War card is played even if it loses
    st = begin(2, starts={0: "china", 1: "india"})
    put(st, 0, "china", "oceania")
    put(st, 1, "china", "india")
    st.tech, st.military = [14, 14], [13, 15]
    play(st, {0: ["war"]}, (0, "advanced"))
    assert st.vp == [0, 4] and st.where[0] == 1 << where(st, "oceania")  # the attacker lost its cube in China


def test_advanced_raid_gains_2_vp_and_2_cubes() -> None:
    # GR p.5 Raid: 1 VP and 1 cube back; the advanced Raid 2 and 2
    st = begin(2, starts={0: "china", 1: "india"})
    st.tech[0], st.military[0] = 10, 10
    st.used_cubes[0] = 3
    play(st, {0: ["raid"]}, (0, "advanced"))
    assert st.vp[0] == 2 and st.used_cubes[0] == 1


def test_raid_without_navigation_against_a_civ_that_is_not_adjacent_has_no_effect() -> None:
    # GR p.5 Raid needs an adjacent civilization with a lower army; only Navigation makes every one adjacent
    st = begin(2, starts={0: "oceania", 1: "europe"})
    st.tech[0], st.military[0] = 9, 9  # Navigation is 11
    play(st, {0: ["raid"]})
    assert st.vp[0] == 0 and st.used_cubes[0] == 1


def test_advanced_exploit_spends_1_vp_for_up_to_4_cubes() -> None:
    # GR p.4 «Η προχωρημένη ενέργεια (απαιτεί Τυπογραφία) επιτρέπει σε έναν παίκτη να ξοδέψει 1 ΠΝ για να ανακτήσει
    # 4 κύβους Δύναμης»
    st = begin(2, starts={0: "china", 1: "oceania"})
    put(st, 0, "china", "india")
    st.tech[0], st.military[0], st.vp[0], st.used_cubes[0] = 9, 9, 5, 3
    india_vp = st.tables.tile_vp[st.tile[where(st, "india")]]
    supply = st.supply[0]
    play(st, {0: ["exploit"]}, (0, "advanced"), (0, "from pool"), (0, "from pool"), (0, "from pool"),
         (0, "from india"))
    assert st.supply[0] == supply + 4 and st.used_cubes[0] == 0 and st.vp[0] == 5 - 1 - india_vp
    assert not any(code.startswith("from") for code in st.legal(0))  # four taken: the action is over


def test_advanced_arts_pays_3_cubes_for_two_wonders() -> None:
    # GR p.4 «Η προχωρημένη ενέργεια … επιτρέπει σε έναν παίκτη να χρησιμοποιήσει 3 κύβους Δύναμης για να πάρει 2
    # Θαύματα»
    st = begin(2)
    st.tech[0], st.military[0], st.supply[0] = 6, 6, 3
    row = st.wonder_row[:]
    ids = st.tables.wonder_ids
    play(st, {0: ["arts"]}, (0, "advanced"), (0, f"take {ids[row[0]]}"), (0, f"take {ids[row[3]]}"))
    assert st.wonders[0] == (row[0], row[3]) and st.supply[0] == 0 and st.used_cubes[0] == 1 + 3


def test_end_of_round_grey_band_before_brown_add_cube_and_territory_first_turn_order_first() -> None:
    # GR p.6 «Όλα τα σύμβολα της γκρι ζώνης επιλύονται πριν τυχόν σύμβολα της καφέ ζώνης. Στην γκρι ζώνη, οι ενέργειες
    # «Προσθήκη κύβου Δύναμης» και «Πλεονέκτημα Περιοχής» πρέπει να εκτελεστούν πρώτες … Στην καφέ ζώνη, η ενέργεια
    # «Σειρά των παικτών» πρέπει να εκτελεστεί πρώτη»
    grey_first = ("add_cube", "territory_bonus")
    brown = ("turn_order", "new_wonders", "leader_bonus", "new_leaders")
    st = begin(2)
    for steps in st.tables.timeline:
        firsts = [s for s in steps if s in grey_first]
        assert steps[: len(firsts)] == firsts
        browns = [i for i, s in enumerate(steps) if s in brown]
        assert browns == list(range(len(steps) - len(browns), len(steps)))  # the brown band last
        assert not browns or steps[browns[0]] == "turn_order"


def test_end_of_round_order_shows_in_play_the_added_cube_is_recovered_and_bonuses_precede_turn_order() -> None:
    st = begin(2, starts={0: "china", 1: "oceania"})
    end_round(st)  # round 1
    st.used_cubes = [0, 0]
    st.supply = [2, 2]
    st.vp = [0, 1]
    st.tech[0], st.military[0] = 8, 8  # Empire: a government bonus that lifts seat 0 above seat 1
    end_round(st)  # round 2: add cube, territory bonus, …, recover cubes, government bonus, turn order
    assert st.used_cubes[0] == 0 and st.supply[0] >= 3  # the cube added first was recovered in the same steps
    assert st.vp[0] > st.vp[1] and st.order[-1] == 0  # bonuses first, then the turn order: seat 0 plays last


def test_advanced_raid_needs_its_tech_level_example_of_page_4() -> None:
    # GR p.4 «για να εκτελέσει … την Ενέργεια Προχωρημένης Επιδρομής πρέπει να έχει φτάσει τουλάχιστον στο επίπεδο 10»
    st = begin(2, starts={0: "china", 1: "india"})
    st.tech[0], st.military[0] = 9, 9
    play(st, {0: ["raid"]})  # below level 10 only the basic Raid: carried out at once
    assert st.vp[0] == 1
    st.tech[0] = 10
    play(st, {0: ["raid"]})
    assert st.legal(0) == ["basic", "advanced"]


def test_two_cards_a_round_may_be_just_one_example_of_page_3() -> None:
    # GR p.3 «Ο Κώστας μπορεί να παίζει 2 κάρτες Ενεργειών ανά γύρο. Μπορεί, ωστόσο, αν θέλει να παίξει μόνο μία»
    st = begin(2)
    st.tech[0], st.military[0] = 5, 5  # the Wheel: two cards
    st.apply(0, "select technology")
    assert 0 in st.to_act() and "done" in st.legal(0)
    st.apply(0, "done")
    assert 0 not in st.to_act() and st.selected[0] == (0,)
