"""The Civilization Goals promo (GR p.12, spec §9.1)."""

from __future__ import annotations

import pytest
from hist_helpers import begin, play

from agora.core import IllegalAction
from agora.games.historia import GAME, HistoriaState, goals
from agora.games.historia import civbot as bot
from agora.games.historia.state import DRAFT, GOALS


def to_goals(players: int = 3, **options: object) -> HistoriaState:
    st = GAME.new({"players": players, "goals": True, **options}, 2)
    assert isinstance(st, HistoriaState)
    return st


def test_goals_are_placed_in_turn_order_until_eight_after_the_tiles_before_the_leader_draft() -> None:
    """GR p.12: "after step 9" of GR p.3's setup, the territory tiles; step 10, the leaders, comes next."""
    st = to_goals(3)
    assert st.phase == GOALS and st.leader == (-1, -1, -1) and st.packet == ()
    placers = []
    while st.phase == GOALS:
        if not st.goal_tech:  # a new token: first its column, then its row
            placers.append(st.current)
        st.apply(st.current, st.legal(st.current)[0])
    assert placers == [st.order[i % 3] for i in range(8)]
    assert len(st.goals) == 8 and st.goal_pool == () and st.phase == DRAFT
    assert st.current == st.order[-1]  # the leader draft, the last player first


def test_a_goal_is_never_in_the_tribe_zone_nor_next_to_another_goal() -> None:
    st = to_goals(2)
    tribe = st.tables.zone[1 * 17 + 1]
    assert all(st.tables.zone[t * 17 + m] != tribe for t, m in goals.goal_cells(st))
    st.apply(st.current, "goal tech 6")
    military = int(st.legal(st.current)[0].split()[-1])
    st.apply(st.current, f"goal military {military}")
    for dt in (-1, 0, 1):
        for dm in (-1, 0, 1):
            assert (6 + dt, military + dm) not in goals.goal_cells(st)
    with pytest.raises(IllegalAction):
        st.apply(st.current, "goal tech 1")  # column 1 holds only Tribe cells


def test_the_first_civ_to_reach_a_goal_scores_it_and_it_leaves_the_board() -> None:
    st = begin(2, goals=True)
    token = st.tables.goal_ids.index("goal_5")  # 4 VP
    goals: tuple[tuple[int, int, int], ...] = ((token, 2, 1),)  # typed: else mypy keeps this length after play
    st.goals = goals
    vp = st.vp[0]
    play(st, {0: ["technology"]})
    assert st.tech[0] == 2 and st.vp[0] == vp + 4 and st.goals == ()


def test_moving_past_a_goal_scores_it() -> None:
    st = begin(2, goals=True)
    token = st.tables.goal_ids.index("goal_1")  # 2 VP
    goals: tuple[tuple[int, int, int], ...] = ((token, 2, 1),)  # typed: else mypy keeps this length after play
    st.goals = goals
    st.military[0] = 2
    play(st, {0: ["technology"]})
    assert st.vp[0] == 2 and st.goals == ()


def test_a_player_reaching_a_goal_gains_all_of_its_bonus_not_only_its_vp() -> None:
    # §9.1 (GR p.12) a player scores the whole token (a Civbot only its VP, below)
    st = begin(2, goals=True)
    token = st.tables.goal_ids.index("goal_7")  # 1 cube, 1 VP
    goals: tuple[tuple[int, int, int], ...] = ((token, 2, 1),)  # typed: else mypy keeps this length after play
    st.goals = goals
    supply, used, vp = st.supply[0], st.used_cubes[0], st.vp[0]
    play(st, {0: ["technology"]})
    assert st.tech[0] == 2 and st.goals == ()
    # Technology's cube went to the used pool (§5), and the token's cube came back from it
    assert (st.vp[0], st.supply[0], st.used_cubes[0]) == (vp + 1, supply, used)


def test_a_civbot_reaching_a_goal_scores_only_its_vp() -> None:
    st = begin(2, goals=True, civbots=1)
    token = st.tables.goal_ids.index("goal_7")  # 1 cube, 1 VP
    goals: tuple[tuple[int, int, int], ...] = ((token, 2, 1),)  # typed: else mypy keeps this length after play
    st.goals = goals
    supply = st.supply[2]
    bot.develop(st, 2, True, None)
    assert st.vp[2] == 1 + 1 and st.supply[2] == supply and st.goals == ()
