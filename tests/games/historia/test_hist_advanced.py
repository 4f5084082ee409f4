"""The advanced rules (GR p.12, spec §9.3): snake leader draft, hidden later leaders, chosen advisors."""

from __future__ import annotations

from hist_helpers import begin, end_round, play

from agora.core import Rng
from agora.games.historia import GAME, HistoriaState
from agora.games.historia.state import ADVISORS, CHOOSE_ADVISOR, DRAFT, PLACE, SELECT


def new(players: int = 3, seed: int = 4, **options: object) -> HistoriaState:
    st = GAME.new({"players": players, "advanced_draft": True, **options}, seed)
    assert isinstance(st, HistoriaState)
    return st


def draft_all(st: HistoriaState) -> list[int]:
    drafters = []
    while st.phase == DRAFT:
        drafters.append(st.current)
        st.apply(st.current, st.legal(st.current)[0])
    return drafters


def test_snake_draft_in_order_reverse_then_order_one_leader_per_era() -> None:
    st = new(3)
    assert len(st.packet) == 12  # players + 1 of each era
    order = list(st.order)
    assert draft_all(st) == order + order[::-1] + order
    for s in range(3):
        eras = sorted(st.tables.leader_era[x] for x in (st.leader[s], *st.later_leaders[s]))
        assert eras == [1, 2, 3]
    assert len(st.leftover_leaders) == 3 and st.packet == ()


def test_a_drafter_is_offered_only_eras_it_does_not_hold() -> None:
    st = new(2)
    first = st.current
    st.apply(first, st.legal(first)[0])
    held = st.tables.leader_era[st.leader[first] if st.leader[first] >= 0 else max(st.later_leaders[first])]
    while st.current != first:
        st.apply(st.current, st.legal(st.current)[0])
    offered = {st.tables.leader_era[st.tables.leader_ids.index(c.split()[1])] for c in st.legal(first)}
    assert held not in offered


def test_later_era_leaders_are_hidden_from_other_seats_until_their_era() -> None:
    st = new(3)
    draft_all(st)
    seat = 0
    hidden = [st.tables.leader_ids[x] for x in st.later_leaders[seat]]
    assert st.view(seat)["you"]["later_leaders"] == hidden
    for reader in (1, 2, None):
        text = str(st.view(reader))
        assert all(x not in text for x in hidden)
    assert st.view(1)["civs"][seat]["hidden_leaders"] == 2
    st = begin(3, seed=4, advanced_draft=True)
    era2 = st.later_leaders[0][0]
    st.round = 4
    end_round(st)
    assert st.era == 2 and st.leader[0] == era2 and st.later_leaders[0][0] == -1
    assert st.tables.leader_ids[era2] in str(st.view(1))


def test_advanced_starting_cubes_go_in_reverse_turn_order() -> None:
    st = new(3)
    draft_all(st)
    while st.phase == ADVISORS:
        st.apply(st.current, st.legal(st.current)[0])
    assert st.phase == PLACE
    placers = []
    while st.phase == PLACE:
        placers.append(st.current)
        st.apply(st.current, st.legal(st.current)[0])
    assert placers == list(st.order[::-1]) and st.phase == SELECT


def test_advanced_advisors_first_one_chosen_then_one_face_up_under_the_deck() -> None:
    st = new(2)
    draft_all(st)
    seat = st.current
    assert st.phase == ADVISORS and len(st.legal(seat)) == 5 and st.advisors[seat] == ()
    # the chooser's view lists the advisors it looks through; nobody else's does
    offered = [a["id"] for a in st.view(seat)["you"]["advisors_offered"]]
    assert [f"advisor {x}" for x in offered] == st.legal(seat)
    assert "advisors_offered" not in st.view(1 - seat)["you"] and not any(x in str(st.view(1 - seat)) for x in offered)
    pick = st.legal(seat)[2]
    st.apply(seat, pick)
    assert [st.tables.advisor_ids[x] for x in st.advisors[seat]] == [pick.split()[1]]
    bottom = st.legal(seat)[0]
    assert bottom.startswith("bottom ") and len(st.legal(seat)) == 4
    st.apply(seat, bottom)
    assert [st.tables.advisor_ids[x] for x in st.advisors_up[seat]] == [bottom.split()[1]]
    assert st.tables.advisor_ids[st.advisors_up[seat][0]] in str(st.view(1 - seat))  # face up: public
    assert pick.split()[1] not in str(st.view(1 - seat))  # in hand: private


def test_advanced_advisor_draws_are_a_choice_among_face_down_advisors() -> None:
    st = begin(2, seed=4, advanced_draft=True)
    st.tech[0], st.military[0], st.supply[0] = 3, 3, 1
    face_down = sorted(st.advisors_down[0])
    play(st, {0: ["technology"]})
    assert st.tech[0] == 4 and st.task[0] == CHOOSE_ADVISOR
    assert st.legal(0) == [f"advisor {st.tables.advisor_ids[x]}" for x in face_down]
    assert [a["id"] for a in st.view(0)["you"]["advisors_offered"]] == [st.tables.advisor_ids[x] for x in face_down]
    st.apply(0, st.legal(0)[-1])
    assert face_down[-1] in st.advisors[0] and st.advisors_owed[0] == 0
    assert "advisors_offered" not in st.view(0)["you"]


def test_determinize_keeps_what_a_drafter_saw_leave_the_pool() -> None:
    """A hidden pick made after the reader passed the pool is one of the cards it saw leave."""
    st = new(3, seed=8)
    reader = st.current
    st.apply(reader, st.legal(reader)[0])
    passed = set(st.packet)
    nxt = st.current
    era3 = [c for c in st.legal(nxt) if st.tables.leader_era[st.tables.leader_ids.index(c.split()[1])] == 3]
    st.apply(nxt, era3[0])
    seen_leave = passed - set(st.packet)
    differs = 0
    for seed in range(20):
        other = st.determinize(reader, Rng(seed))
        assert isinstance(other, HistoriaState)
        assert other.later_leaders[nxt][1] in seen_leave | set(st.packet)
        assert other.later_leaders[nxt][1] in passed
        differs += other.later_leaders[nxt][1] != st.later_leaders[nxt][1]
    assert differs > 0
