"""Helpers for the Historia tests: a game brought to its first card selection."""

from __future__ import annotations

from agora.games.historia import GAME, HistoriaState
from agora.games.historia.schema import ACTIONS
from agora.games.historia.state import ADVISORS, DRAFT, GOALS, PLACE, RESOLVE, SELECT


def begin(players: int = 3, seed: int = 1, starts: dict[int, str] | None = None, **options: object) -> HistoriaState:
    """A new game after the leader draft (first offered leader) and the starting cubes
    (`starts`: seat -> territory id, else the first empty territory)."""
    st = GAME.new({"players": players, **options}, seed)
    assert isinstance(st, HistoriaState)
    while st.phase in (DRAFT, GOALS, ADVISORS):
        st.apply(st.current, st.legal(st.current)[0])
    while st.phase == PLACE:
        code = f"start {starts[st.current]}" if starts and st.current in starts else st.legal(st.current)[0]
        st.apply(st.current, code)
    return st


def where(st: HistoriaState, territory: str) -> int:
    """The index of a territory id."""
    return st.tables.territory_ids.index(territory)


def run(st: HistoriaState, *steps: tuple[int, str]) -> None:
    """Apply (seat, code) steps in order."""
    for seat, code in steps:
        st.apply(seat, code)


def play(st: HistoriaState, cards: dict[int, list[str]], *decisions: tuple[int, str]) -> None:
    """One action round: each seat selects its cards (put in its hand first); a seat not named plays
    Exploit and stops at once (an idle card). Then the decisions, in order."""
    idle = [s for s in range(st.seats) if s not in cards]
    for seat in range(st.seats):
        chosen = cards.get(seat, ["exploit"])
        for card in chosen:
            if card in ACTIONS:
                a = ACTIONS.index(card)
                st.hand[seat] |= 1 << a
                if a in st.discards[seat]:
                    st.discards[seat] = tuple(c for c in st.discards[seat] if c != a)
            st.apply(seat, f"select {card}")
        if st.phase == SELECT and seat in st.to_act() and st.selected[seat]:
            st.apply(seat, "done")
    for step in [*decisions, None]:
        while st.phase == RESOLVE and st.current in idle and {"stop", "no governance"} & set(st.legal(st.current)):
            st.apply(st.current, "stop" if "stop" in st.legal(st.current) else "no governance")
        if step is not None:
            st.apply(*step)


def put(st: HistoriaState, civ: int, *territories: str) -> None:
    """Move civ's map cubes to exactly these territories (cube counts in front are left alone)."""
    for x in range(st.tables.territories):
        st.occupants[x] &= ~(1 << civ)
    st.where[civ] = 0
    for name in territories:
        x = where(st, name)
        st.occupants[x] |= 1 << civ
        st.where[civ] |= 1 << x


def end_round(st: HistoriaState, finish_draft: bool = True) -> None:
    """Seat 0 plays Revolution (with a full row), everyone else idles: the round ends
    (and the leader draft of an era's end is played out with the first offered leader)."""
    st.discards[0] = (2, 3, 4)  # Arts, Exploit, Expansion
    st.hand[0] &= ~(1 << 2 | 1 << 3 | 1 << 4)
    play(st, {0: ["revolution"]}, (0, "back arts"))
    while finish_draft and st.phase == DRAFT:
        st.apply(st.current, st.legal(st.current)[0])
