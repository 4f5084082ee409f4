"""The worked examples printed in the rulebook, as tests."""

from __future__ import annotations

from hist_helpers import begin, play, run, where

from agora.games.historia import HistoriaState, end_of_round
from agora.games.historia.state import RESOLVE, SELECT, with_item
from agora.games.historia.tables import ARMY, REVOLUTION, TECHNOLOGY, WAR


def test_three_player_round_of_page_6() -> None:
    """GR p.6: Andreas (Middle East), Vaso (China), Giannis (North America); order A, V, G."""
    a, v, g = 0, 1, 2
    st = begin(3, seed=5, starts={a: "middle_east", v: "china", g: "north_america"})
    st.order = (a, v, g)
    assert st.phase == SELECT and st.to_act() == (0, 1, 2)
    # action round 1: A Technology, V Army, G Expansion into Central America
    run(st, (a, "select technology"), (v, "select army"), (g, "select expansion"))
    assert st.phase == RESOLVE and st.current == g
    run(st, (g, "to central_america"))
    assert (st.tech[a], st.military[v]) == (2, 2)
    assert st.hand[a] >> WAR & 1  # Agriculture gives the War card
    # action round 2: A Expansion into China, V Raid on A, G Technology (Agriculture)
    run(st, (a, "select expansion"), (v, "select raid"), (g, "select technology"))
    if st.phase == RESOLVE:  # A chooses China among the Middle East's neighbours
        run(st, (a, "to china"))
    assert st.vp[v] == 1 and st.tech[g] == 2
    assert (st.supply[a], st.used_cubes[a]) == (0, 2)
    assert st.used_cubes[g] == 2 and st.supply[g] == 0
    # The transcript says Vaso has 1 cube in front and 1 used: a slip. Under the rules she paid 1 cube for
    # Army (2 front, 1+1 used) and Raid took one back, so she has 2 in front and 1 used.
    assert (st.supply[v], st.used_cubes[v]) == (2, 1)
    # action round 3: A and G Exploit (2 cubes each), V trades with A: V discovers Agriculture, A gains 2 VP
    run(st, (a, "select exploit"), (v, "select trade"), (g, "select exploit"))
    run(st, (a, "from pool"), (a, "from pool"), (g, "from pool"), (g, "from pool"))
    assert st.supply[a] == 2 and st.supply[g] == 2
    assert st.tech[v] == 2 and st.vp[a] == 2
    # action round 4: A Arts (1 cube, a wonder), V Technology (Animal husbandry), G Revolution
    assert len(st.discards[g]) == 3
    wonder = st.wonder_row[0]
    run(st, (a, "select arts"), (v, "select technology"), (g, "select revolution"))
    if st.current == a and st.phase == RESOLVE and st.task[0] == 2:
        run(st, (a, f"take {st.tables.wonder_ids[wonder]}"))
    assert len(st.wonders[a]) == 1 and st.tech[v] == 3 and st.tables.tech_names[3] == "Animal husbandry"
    assert st.hand[g] >> REVOLUTION & 1
    run(st, (g, "back exploit"))  # Revolution plus one card of his choice
    # end of round: everyone recovers 2 cards, government bonus, recover wonders, turn order
    assert st.round == 2 and st.phase == SELECT
    names = st.tables.card_ids
    assert [names[c] for c in st.discards[a]] == ["exploit", "arts"]
    assert [names[c] for c in st.discards[v]] == ["trade", "technology"]
    assert st.discards[g] == ()


def test_war_of_page_5() -> None:
    """GR p.5: Vaso (military 7) resolves Advanced Army before Kostas (military 8) declares war: Vaso wins."""
    vaso, kostas = 0, 1
    st = begin(2, seed=3, starts={vaso: "europe", kostas: "africa"})
    europe = where(st, "europe")
    st.order = (vaso, kostas)
    st.occupants[europe] |= 1 << kostas
    st.where[kostas] |= 1 << europe
    st.tech = [8, 8]
    st.military = [7, 8]
    st.supply = [3, 1]
    st.hand[kostas] |= 1 << WAR
    run(st, (vaso, "select army"), (vaso, "done"), (kostas, "select war"), (kostas, "done"), (vaso, "advanced"))
    assert st.military[vaso] == 9  # Kostas's War had a single target, Vaso in Europe, and was resolved at once
    assert st.vp == [2, 0]
    # the loser's cube goes to the used pool
    assert not st.occupants[europe] >> kostas & 1 and st.used_cubes[kostas] == 2


def test_turn_order_example_of_page_7() -> None:
    """GR p.7: order Kostas, Vaso, Andreas; A 26 VP, V and K 23 -> Vaso, Kostas, Andreas."""
    st = begin(3, seed=2)
    kostas, vaso, andreas = 0, 1, 2
    st.order = (kostas, vaso, andreas)
    st.vp = [23, 23, 26]
    end_of_round.turn_order(st, None)
    assert st.order == (vaso, kostas, andreas)


def leader_vp(st: HistoriaState, leader: str, seat: int = 0) -> int:
    st.leader = with_item(st.leader, seat, st.tables.leader_ids.index(leader))
    before = st.vp[seat]
    end_of_round.leader_bonus(st, None)
    assert st.leader[seat] == -1  # scored or not, the leader is discarded
    return st.vp[seat] - before


def test_lorenzo_il_magnifico_of_page_7_scores_tech_11_and_seven_wonders() -> None:
    st = begin(2, seed=4)
    st.tech[0] = 11
    assert leader_vp(st, "lorenzo") == 4
    st.wonders[0] = tuple(range(7))
    assert leader_vp(st, "lorenzo") == 11
    st.tech[0] = 10
    assert leader_vp(st, "lorenzo") == 7


def test_caesar_of_page_9_scores_three_wonders_and_or_military_7() -> None:
    st = begin(2, seed=4)
    assert leader_vp(st, "caesar") == 0
    st.wonders[0] = (0, 1, 2)
    assert leader_vp(st, "caesar") == 3
    st.military[0] = 7
    assert leader_vp(st, "caesar") == 9
    st.wonders[0] = (0, 1)
    assert leader_vp(st, "caesar") == 6


def test_navigation_raid_of_page_5() -> None:
    """GR p.5: Vaso (Blue) in Africa raids the Purple civilization in South America because she has
    Navigation; her army is higher, so she takes back 1 cube and gains 1 VP. Without Navigation the two
    are not neighbours and the Raid has no effect."""
    vaso, purple = 0, 1
    st = begin(2, seed=3, starts={vaso: "africa", purple: "south_america"})
    st.tech[vaso], st.military[vaso] = 9, 6  # below Navigation first
    play(st, {vaso: ["raid"]})
    assert st.vp[vaso] == 0 and st.used_cubes[vaso] == 1
    st.tech[vaso] = st.tables.navigation
    play(st, {vaso: ["raid"]}, (vaso, "basic"))
    assert st.vp[vaso] == 1 and st.used_cubes[vaso] == 0 and st.supply[vaso] == 3


def test_cleopatra_of_page_9() -> None:
    """GR p.9: Cleopatra, advisor of Egypt, takes back the oldest card of the discard row and 2 cubes."""
    st = begin(2, seed=4)
    st.advisors[0] = (st.tables.advisor_ids.index("cleopatra"),)
    st.discards[0] = (TECHNOLOGY, ARMY)
    st.hand[0] &= ~(1 << TECHNOLOGY | 1 << ARMY)
    st.supply[0], st.used_cubes[0] = 0, 3
    play(st, {0: ["cleopatra"]})
    assert st.hand[0] >> TECHNOLOGY & 1 and st.discards[0] == (ARMY,)
    assert (st.supply[0], st.used_cubes[0]) == (2, 1)


def test_sphinx_and_angkor_wat_of_page_10() -> None:
    """GR p.10: the Sphinx needs the majority of wonders for 1 VP; Angkor Wat needs an Expansion for 1 VP."""
    st = begin(2, seed=4, starts={0: "oceania", 1: "europe"})
    sphinx, angkor = (st.tables.wonder_ids.index(w) for w in ("sphinx", "angkor_wat"))
    st.wonders[0], st.wonders[1] = (sphinx, angkor), (st.tables.wonder_ids.index("great_wall"),)
    for s in (0, 1):
        st.apply(s, "select expansion" if s == 0 else "select exploit")
    while st.phase == RESOLVE and st.current == 1:
        st.apply(1, "stop")
    if "to indochina" in st.legal(0):  # a single target is taken at once
        st.apply(0, "to indochina")
    assert st.where[0] >> where(st, "indochina") & 1
    assert set(st.legal(0)) == {"activate sphinx", "activate angkor_wat", "pass"}
    run(st, (0, "activate angkor_wat"), (0, "activate sphinx"))
    assert st.vp[0] == 2
