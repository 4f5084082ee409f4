"""The progress matrix (§2.1, GR p.8–9): levels gained one at a time with their bonuses; cubes paid
and recovered; cards recovered."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import advisors
from agora.games.historia.state import HistoriaState, with_item
from agora.games.historia.tables import MAX_LEVEL, TOURISM, WAR, Gain


def pay(st: HistoriaState, s: int, cubes: int) -> None:
    """§4.1 (GR p.3) cubes spent from the supply go to the used pool."""
    st.supply[s] -= cubes
    st.used_cubes[s] += cubes


def levels(st: HistoriaState, c: int, axis_tech: bool, n: int, events: Events) -> None:
    """Gain n levels of tech or military, one at a time, each with its matrix bonus (§2.1)."""
    t = st.tables
    for _ in range(n):
        level = st.tech[c] if axis_tech else st.military[c]
        if level == MAX_LEVEL:  # §2.1 beyond 16 each level is worth 2 VP
            st.vp[c] += 2
            continue
        if axis_tech:
            if not t.cell(level + 1, st.military[c]):
                return  # §2.1 no cell: no effect
            st.tech[c] = level + 1
            bonus = t.tech_bonus[level + 1]
        else:
            if not t.cell(st.tech[c], level + 1):
                return
            st.military[c] = level + 1
            bonus = t.military_bonus[level + 1]
        if events is not None:
            events.append(Event("level", {"civ": c, "tech" if axis_tech else "military": level + 1}))
        gain(st, c, bonus, events)  # §2.1 a level's bonus takes effect at once
        if st.goals:
            reach_goals(st, c, events)


def gain(st: HistoriaState, c: int, b: Gain, events: Events) -> None:
    """§2.1 (GR p.8–9) a bonus: VP, cubes and cards back, a new card, advisors, levels, tourism VP."""
    if b.vp:
        st.vp[c] += b.vp
    if b.cubes or b.cube:
        recover_cubes(st, c, b.cubes + b.cube)
    if b.cards or b.card_back:
        recover_cards(st, c, b.cards + b.card_back)
    if b.card is not None:  # §2.1 Agriculture gives War, Industry gives Tourism, into the hand at once
        bit = 1 << (WAR if b.card == "war" else TOURISM)
        if not st.owned[c] & bit:
            st.owned = with_item(st.owned, c, st.owned[c] | bit)
            st.hand[c] |= bit
            if events is not None:
                events.append(Event("new card", {"seat": c, "card": b.card}))
    for _ in range(b.advisor):
        advisors.draw_advisor(st, c, events)
    if b.tech:
        levels(st, c, True, b.tech, events)
    if b.military:
        levels(st, c, False, b.military, events)
    if b.tourism:
        st.vp[c] += len(st.wonders[c]) // 4


def recover_cubes(st: HistoriaState, c: int, n: int) -> None:
    """§2.1 (GR p.8) cubes back from the used pool, as many as it holds."""
    n = min(n, st.used_cubes[c])
    st.used_cubes[c] -= n
    st.supply[c] += n


def recover_cards(st: HistoriaState, c: int, n: int) -> None:
    """§2.1 (GR p.8) the oldest cards of the discard row back into the hand."""
    row = st.discards[c]
    n = min(n, len(row))
    for a in row[:n]:  # the oldest cards of the discard row (GR p.7–8)
        st.hand[c] |= 1 << a
    st.discards[c] = row[n:]


def reach_goals(st: HistoriaState, c: int, events: Events) -> None:
    """§9.1 the first civ to move onto or past a goal token scores it (past: Agora ruling, both levels
    at least the token's); a Civbot scores only its VP."""
    for goal in [g for g in st.goals if st.tech[c] >= g[1] and st.military[c] >= g[2]]:
        st.goals = tuple(g for g in st.goals if g != goal)
        bonus = st.tables.goal_bonus[goal[0]]
        if events is not None:
            events.append(Event("goal reached", {"civ": c, "goal": st.tables.goal_ids[goal[0]]}))
        if c < st.seats:
            gain(st, c, bonus, events)
        else:
            st.vp[c] += bonus.vp
