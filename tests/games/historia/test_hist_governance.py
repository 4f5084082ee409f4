"""The Governance promo (GR p.12, spec §9.2)."""

from __future__ import annotations

from hist_helpers import begin, end_round, play, put, where

from agora.games.historia import HistoriaState, governance
from agora.games.historia.state import GOVERN


def romans(st: HistoriaState, seat: int = 0) -> None:
    st.civ[seat] = st.tables.civ_ids.index("romans")  # GR p.12: territories and army


def offered(st: HistoriaState) -> bool:
    return bool(st.task) and st.task[0] == GOVERN


def test_governance_of_the_romans_page_12_first_in_one_category_not_last_in_the_other() -> None:
    """GR p.12: the Romans need the most territories and not the lowest army, or the reverse."""
    st = begin(3, governance=True)
    romans(st)
    put(st, 0, "china", "india")
    put(st, 1, "europe")
    put(st, 2, "africa")
    st.military = [1, 2, 2]
    assert not governance.may_govern(st, 0)  # first in territories but last in army
    st.military = [2, 2, 3]
    assert governance.may_govern(st, 0)  # tied for last in army is allowed
    put(st, 1, "europe", "russia")
    assert not governance.may_govern(st, 0)  # a tie for first blocks
    st.military = [4, 2, 3]
    assert governance.may_govern(st, 0)  # first in army, not last in territories


def test_governance_is_offered_at_the_start_of_the_seats_resolution_once_a_game() -> None:
    st = begin(2, governance=True)
    romans(st)
    put(st, 0, "china", "india")
    put(st, 1, "europe")
    st.order = (0, 1)
    st.supply[0] = 0
    st.apply(1, "select exploit")
    st.apply(0, "select technology")
    assert offered(st) and st.current == 0
    assert st.legal(0) == ["govern cubes", "govern shared", "govern tech", "govern military", "no governance"]
    st.apply(0, "govern military")
    assert st.governance_power[0] == 4 and st.governance_token[0] == 1
    if st.current == 1 and "stop" in st.legal(1):
        st.apply(1, "stop")
    play(st, {0: ["technology"]})
    assert not offered(st)


def test_governance_cubes_power_borrows_two_cubes_until_the_era_ends() -> None:
    st = begin(2, governance=True)
    romans(st)
    put(st, 0, "china", "india")
    put(st, 1, "europe")
    st.order = (0, 1)
    supply = st.supply[0]
    play(st, {0: ["army"]}, (0, "govern cubes"))
    assert st.supply[0] == supply + 2 - 1 and st.governance_cubes[0] == 2  # 2 borrowed, 1 paid for Army
    st.round = 4
    end_round(st)
    assert st.governance_cubes[0] == 0 and st.governance_power[0] == -1 and st.governance_token[0] == 0


def test_governance_level_power_lends_two_levels_until_the_era_ends() -> None:
    st = begin(2, governance=True)
    romans(st)
    put(st, 0, "china", "india")
    put(st, 1, "europe")
    st.order = (0, 1)
    st.tech[0], st.military[0] = 3, 3
    st.supply[0] = 0
    play(st, {0: ["technology"]}, (0, "govern tech"))
    assert st.tech[0] == 5 and len(st.advisors[0]) == 2  # Metallurgy's advisor is kept
    st.round = 4
    end_round(st)
    assert st.tech[0] == 3 and len(st.advisors[0]) >= 2


def test_governance_shared_power_scores_shared_territories_and_blocks_others() -> None:
    st = begin(2, governance=True)
    romans(st)
    put(st, 0, "china", "india")
    put(st, 1, "india")
    st.order = (0, 1)
    st.supply[0] = 0
    play(st, {0: ["technology"]}, (0, "govern shared"))
    assert governance.blocked(st, 1) == 1 << where(st, "india") and governance.blocked(st, 0) == 0
    st.round = 2
    vp = st.vp[:]
    st.used_cubes[1], st.supply[1] = 2, 0
    end_round(st)
    india, china = (st.tables.tile_vp[st.tile[where(st, x)]] for x in ("india", "china"))
    assert st.vp[0] - vp[0] >= india + china
    assert st.used_cubes[1] == 2  # 2 + 1 added; India gives seat 1 no cube back; the Tribe government one


def test_two_shared_powers_in_one_territory_cancel() -> None:
    st = begin(2, governance=True)
    put(st, 0, "india")
    put(st, 1, "india")
    st.governance_power = (2, 2)
    assert governance.shared_scorers(st) == {}


def test_governance_token_cube_comes_from_the_general_supply_counting_the_cubes_on_the_map() -> None:
    """Spec §9.2 (GR p.12): the token's cube comes from the general supply, else a used pool, else the
    player's supply; the general supply is what is left of the 9 cubes (§3.5) once supply, used pool, map
    and token are counted."""
    st = begin(2, governance=True)
    put(st, 0, "china", "india")  # 2 cubes on the map
    st.used_cubes[0], st.supply[0] = 0, 7  # 7 + 0 + 2 = all 9: the general supply is empty
    governance.govern(st, 0, 0, None)
    assert st.supply[0] == 6 and st.governance_token[0] == 1  # so the cube came from the player's supply
    st = begin(2, governance=True)
    put(st, 0, "china", "india")
    st.used_cubes[0], st.supply[0] = 1, 5  # 5 + 1 + 2 = 8: one cube in the general supply
    governance.govern(st, 0, 0, None)
    assert (st.supply[0], st.used_cubes[0]) == (5, 1)  # taken from the general supply, neither pool touched
    st = begin(2, governance=True)
    put(st, 0, "china", "india")
    st.used_cubes[0], st.supply[0] = 2, 5  # all 9 counted: the general supply is empty, the used pool is not
    governance.govern(st, 0, 0, None)
    assert (st.supply[0], st.used_cubes[0]) == (5, 1)  # one cube from the used pool


def test_governance_cubes_power_takes_up_to_two_of_what_the_general_supply_has_after_the_tokens_cube() -> None:
    # §9.2 (GR p.12) power 1: up to 2 own cubes from the general supply, once the token's cube has left it
    for general, taken in ((4, 2), (3, 2), (2, 1), (1, 0)):
        st = begin(2, governance=True)
        put(st, 0, "china", "india")  # 2 cubes on the map
        st.used_cubes[0], st.supply[0] = 0, 7 - general  # the 9 cubes: supply + map + general
        governance.govern(st, 0, 0, None)
        assert (st.supply[0], st.governance_cubes[0]) == (7 - general + taken, taken), general


def test_governance_level_powers_lend_exactly_two_levels_where_the_matrix_has_room_for_more() -> None:
    """Spec §9.2 (GR p.12): the tech and military powers give 2 levels (until the era ends), not more,
    even where the progress matrix (§2.1) has cells for a third."""
    for power, tech, military, want in ((2, 3, 5, (5, 5)), (3, 5, 3, (5, 5))):
        st = begin(2, governance=True)
        st.tech[0], st.military[0] = tech, military
        assert st.tables.cell(*((tech + 3, military) if power == 2 else (tech, military + 3)))  # room for 3
        governance.govern(st, 0, power, None)
        assert (st.tech[0], st.military[0]) == want and st.governance_levels[0] == 2
