"""The Governance promo (§9.2, GR p.12): when the token may be used, its four powers, their end."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import leaders, progress
from agora.games.historia.state import POWERS, HistoriaState, bits, with_item
from agora.games.historia.tables import CUBES_PER_COLOUR


def may_govern(st: HistoriaState, s: int) -> bool:
    """§9.2 first (alone) in one of the token's categories and not last (ties allowed) in the other;
    and a cube of the colour to put on the token."""
    general = CUBES_PER_COLOUR - st.supply[s] - st.used_cubes[s] - st.where[s].bit_count()
    if st.governance_power[s] or not (general or st.used_cubes[s] or st.supply[s]):
        return False
    a, b = st.tables.governance[st.civ[s]]
    others = [c for c in range(st.civs) if c != s]
    if not others:
        return False

    def first(m: int) -> bool:
        return all(leaders.measure(st, c, m) < leaders.measure(st, s, m) for c in others)

    def last(m: int) -> bool:
        return all(leaders.measure(st, c, m) > leaders.measure(st, s, m) for c in others)

    return (first(a) and not last(b)) or (first(b) and not last(a))


def govern(st: HistoriaState, s: int, power: int, events: Events) -> None:
    """§9.2 (GR p.12) the token used once a game for one power (-1: not now)."""
    if power < 0:
        return
    # §9.2 a cube on the token: from the general supply, else the used pool, else the supply
    general = CUBES_PER_COLOUR - st.supply[s] - st.used_cubes[s] - st.where[s].bit_count() - st.governance_token[s]
    if not general:
        if st.used_cubes[s]:
            st.used_cubes[s] -= 1
        else:
            st.supply[s] -= 1
    st.governance_token = with_item(st.governance_token, s, 1)
    st.governance_power = with_item(st.governance_power, s, power + 1)
    if events is not None:
        events.append(Event("governance", {"seat": s, "power": POWERS[power]}))
    if power == 0:  # up to 2 cubes from the general supply, returned at the end of the era
        take = min(2, max(0, general - 1) if general else 0)
        st.supply[s] += take
        st.governance_cubes = with_item(st.governance_cubes, s, take)
    elif power in (2, 3):  # 2 levels until the end of the era; their bonuses are gained as usual
        before = st.tech[s] + st.military[s]
        progress.levels(st, s, power == 2, 2, events)
        st.governance_levels = with_item(st.governance_levels, s, st.tech[s] + st.military[s] - before)


def shared_scorers(st: HistoriaState) -> dict[int, int]:
    """§9.2 the territories scored by a single holder of the "shared" power (two or more cancel)."""
    out: dict[int, int] = {}
    cancelled = set()
    for s in range(st.seats):
        if st.governance_power[s] == 2:
            for x in bits(st.where[s]):
                if st.occupants[x] == 1 << s:
                    continue  # alone there: the usual Territory bonus
                if x in out:
                    cancelled.add(x)
                out[x] = s
    return {x: s for x, s in out.items() if x not in cancelled}


def blocked(st: HistoriaState, c: int) -> int:
    """§9.2 the territories another civ's "shared" power keeps from c (leader bonuses, cube recovery)."""
    mask = 0
    for x, s in shared_scorers(st).items():
        if s != c:
            mask |= 1 << x
    return mask


def end_governance(st: HistoriaState, cubes: bool, events: Events) -> None:
    """§9.2 at the end of the era: borrowed cubes go back (before the end-of-round steps: cubes=True);
    the lent levels are lost and the used tokens leave the game (after them)."""
    for s in range(st.seats):
        if cubes:
            back = st.governance_cubes[s]
            take = min(back, st.supply[s])
            st.supply[s] -= take
            st.used_cubes[s] -= min(back - take, st.used_cubes[s])
            st.governance_cubes = with_item(st.governance_cubes, s, 0)
            continue
        if st.governance_power[s] in (3, 4):
            for _ in range(st.governance_levels[s]):  # one level at a time, where the matrix has a cell
                if st.governance_power[s] == 3 and st.tables.cell(st.tech[s] - 1, st.military[s]):
                    st.tech[s] -= 1
                elif st.governance_power[s] == 4 and st.tables.cell(st.tech[s], st.military[s] - 1):
                    st.military[s] -= 1
            st.governance_levels = with_item(st.governance_levels, s, 0)
        if st.governance_power[s] > 0:
            st.governance_power = with_item(st.governance_power, s, -1)
            st.governance_token = with_item(st.governance_token, s, 0)
            if events is not None:
                events.append(Event("governance ends", {"seat": s}))
