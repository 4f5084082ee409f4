"""The action cards (§5, GR p.4–5), War aside (war.py): requirements, basic and advanced forms."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import progress, war
from agora.games.historia.events import event_allows
from agora.games.historia.schema import ACTIONS
from agora.games.historia.state import (
    ARTS_TAKE,
    EXPAND_TO,
    EXPLOIT_FROM,
    TAKE_BACK,
    TRADE_WITH,
    WAR_ON,
    HistoriaState,
    bits,
    without,
)
from agora.games.historia.tables import (
    ARMY,
    ARTS,
    EXPANSION,
    EXPLOIT,
    MAX_LEVEL,
    RAID,
    REVOLUTION,
    TECHNOLOGY,
    TRADE,
    WAR,
)


def can_afford_advanced(st: HistoriaState, s: int, a: int) -> bool:
    """§5 whether the advanced action's cost can be paid (3 cubes; Exploit: 1 VP, an Agora ruling)."""
    if a in (TECHNOLOGY, ARMY, ARTS):
        return st.supply[s] >= 3
    if a == EXPLOIT:
        return st.vp[s] >= 1  # Agora ruling: the 1 VP must be there to be spent
    return True


def perform(st: HistoriaState, s: int, a: int, adv: bool, events: Events) -> bool:
    """§5 (GR p.4–5) an action card's basic or advanced action; True once it is over (False: a choice is due)."""
    if events is not None:
        events.append(Event("action", {"seat": s, "action": ACTIONS[a], "advanced": adv}))
    if st.event >= 0 and not event_allows(st, s, a, events):
        return no_effect(st, s, a, "the event's requirement was not met", events)
    if a in (TECHNOLOGY, ARMY):
        return develop(st, s, a, adv, events)
    if a == ARTS:
        cost = 3 if adv else 1
        if st.supply[s] < cost or not st.wonder_row:
            return no_effect(st, s, a, "no cube to pay or no wonder in the row", events)
        progress.pay(st, s, cost)
        st.task = (ARTS_TAKE, 2 if adv else 1, a)
        return False
    if a == EXPLOIT:
        if not st.used_cubes[s] and not st.where[s]:
            return no_effect(st, s, a, "no cube to take back", events)
        if adv:
            st.vp[s] -= 1  # §5 Advanced Exploit: spend 1 VP
        st.task = (EXPLOIT_FROM, 4 if adv else 2)
        return False
    if a == EXPANSION:
        if adv and st.used_cubes[s]:  # §5 Advanced Expansion first recovers a cube
            st.used_cubes[s] -= 1
            st.supply[s] += 1
        if not st.supply[s] or not expansion_targets(st, s):
            return no_effect(st, s, a, "no cube or no territory to expand into", events)
        st.task = (EXPAND_TO, adv)
        return False
    if a == TRADE:
        if not trade_targets(st, s):
            return no_effect(st, s, a, "no adjacent civilization with a higher technology", events)
        st.task = (TRADE_WITH, adv)
        return False
    if a == RAID:
        return raid(st, s, adv, events)
    if a == WAR:
        if not war.targets(st, s):
            return no_effect(st, s, a, "no civilization shares a territory", events)
        st.task = (WAR_ON, adv)
        return False
    # TOURISM: §5 1 VP per 4 wonders, advanced per 3
    gain = len(st.wonders[s]) // (3 if adv else 4)
    st.vp[s] += gain
    if events is not None:
        events.append(Event("tourism", {"seat": s, "vp": gain}))
    return True


def no_effect(st: HistoriaState, s: int, a: int, why: str, events: Events) -> bool:
    """§4.1 (GR p.4) a requirement not met: the card is still played, with no effect (the action is over)."""
    if events is not None:
        events.append(Event("no effect", {"seat": s, "action": ACTIONS[a], "why": why}))
    return True


def develop(st: HistoriaState, s: int, a: int, adv: bool, events: Events) -> bool:
    """§5 Technology / Army (GR p.4): a cube for a level (advanced: 3 for 2); no cell to move into: no effect."""
    cost = 3 if adv else 1
    axis_tech = a == TECHNOLOGY
    level = st.tech[s] if axis_tech else st.military[s]
    nxt = (level + 1, st.military[s]) if axis_tech else (st.tech[s], level + 1)
    movable = level == MAX_LEVEL or st.tables.cell(*nxt)
    if st.supply[s] < cost or not movable:
        if movable or not st.opts.edge_costs_cube or st.supply[s] < cost:
            return no_effect(st, s, a, "no cube to pay" if movable else "no cell of the matrix to move into", events)
        progress.pay(st, s, cost)  # option edge_costs_cube: the cube is spent anyway
        return no_effect(st, s, a, "no cell of the matrix to move into", events)
    progress.pay(st, s, cost)
    progress.levels(st, s, axis_tech, 2 if adv else 1, events)
    return True


def take_wonder(st: HistoriaState, s: int, w: int, events: Events) -> bool:
    """§5 Arts (GR p.4): a wonder of the row (advanced: two); True once the action is over."""
    st.wonder_row.remove(w)
    st.wonders[s] += (w,)
    st.fresh_wonders |= 1 << w  # §6.1 not on the action that acquired it
    if events is not None:
        events.append(Event("wonder", {"seat": s, "wonder": st.tables.wonder_ids[w]}))
    left = st.task[1] - 1
    if left and st.wonder_row:
        st.task = (ARTS_TAKE, left, ARTS)
        return False
    return True


def exploit_step(st: HistoriaState, s: int, verb: str, x: int, events: Events) -> bool:
    """§5 Exploit (GR p.4): one cube back from the used pool or the map (abandoning a territory loses its VP),
    up to 2 (advanced: 4); True once the action is over."""
    if verb == "stop":
        return True
    if verb == "from pool":
        st.used_cubes[s] -= 1
    else:  # §5 abandoning a territory loses its tile's VP
        st.occupants[x] &= ~(1 << s)
        st.where[s] &= ~(1 << x)
        st.vp[s] -= st.tables.tile_vp[st.tile[x]]
        if events is not None:
            events.append(Event("abandon", {"seat": s, "territory": st.tables.territory_ids[x]}))
    st.supply[s] += 1
    left = st.task[1] - 1
    if left and (st.used_cubes[s] or st.where[s]):
        st.task = (EXPLOIT_FROM, left)
        return False
    return True


def reach(st: HistoriaState, c: int) -> int:
    """§2.2 (GR p.8) the territories adjacent to a civ's own: every one with Navigation."""
    if st.tech[c] >= st.tables.navigation:  # §2.2 Navigation: every territory is adjacent for its owner
        return st.tables.all_territories
    out = 0
    near = st.tables.near
    for x in bits(st.where[c]):
        out |= near[x]
    return out


def expansion_targets(st: HistoriaState, s: int) -> int:
    """§5 Expansion (GR p.5): a territory next to one the civ holds, where it has no cube yet."""
    return reach(st, s) & ~st.where[s]  # NOTES: one cube per civ in a territory in the base game


def expand(st: HistoriaState, s: int, x: int, events: Events) -> None:
    """§5 Expansion (GR p.5): a cube from the supply onto the chosen territory."""
    st.supply[s] -= 1
    st.occupants[x] |= 1 << s
    st.where[s] |= 1 << x
    if events is not None:
        events.append(Event("expand", {"seat": s, "territory": st.tables.territory_ids[x]}))


def neighbours(st: HistoriaState, s: int) -> list[int]:
    """§2.2 (GR p.8) the civs adjacent to s: in a territory it reaches, or any with its Navigation."""
    near = reach(st, s)
    nav = near == st.tables.all_territories
    return [c for c in range(st.civs) if c != s and (nav or near & st.where[c])]


def trade_targets(st: HistoriaState, s: int) -> list[int]:
    """§5 Trade (GR p.5): an adjacent civ with a higher technology."""
    return [c for c in neighbours(st, s) if st.tech[c] > st.tech[s]]


def trade(st: HistoriaState, s: int, c: int, events: Events) -> None:
    """§5 Trade (GR p.5): a technology level for the trader, VP for the partner."""
    gain = 1 if st.task[1] else 2  # §5 the partner gains 2 VP, 1 with Advanced Trade
    st.vp[c] += gain
    if events is not None:
        events.append(Event("trade", {"seat": s, "with": c, "vp": gain}))
    progress.levels(st, s, True, 1, events)


def raid(st: HistoriaState, s: int, adv: bool, events: Events) -> bool:
    """§5 Raid (GR p.5): against an adjacent civ with a lower army, VP and cubes back (the action is over)."""
    if not any(st.military[c] < st.military[s] for c in neighbours(st, s)):
        return no_effect(st, s, RAID, "no adjacent civilization with a lower army", events)
    gain = 2 if adv else 1  # §5 Raid: 1 VP and 1 cube; advanced 2 and 2; VP even without cubes
    st.vp[s] += gain
    progress.recover_cubes(st, s, gain)
    if events is not None:
        events.append(Event("raid", {"seat": s, "vp": gain}))
    return True


def revolution(st: HistoriaState, s: int, events: Events) -> bool:
    """§5 Revolution (GR p.5): into the row, then take back the most recent card and one card of choice;
    True when no card of choice is left to take (the card is over)."""
    if events is not None:
        events.append(Event("action", {"seat": s, "action": "revolution", "advanced": False}))
    if st.event >= 0:
        event_allows(st, s, REVOLUTION, events)  # the round ends all the same: Revolution has no cost to refuse
    st.revolution = True
    row = (*st.discards[s], REVOLUTION)
    st.hand[s] |= 1 << row[-1]  # the most recent card back to the hand: Revolution itself
    st.discards[s] = row = row[:-1]
    if row:
        st.task = (TAKE_BACK,)
        return False
    return True


def take_back(st: HistoriaState, s: int, a: int, events: Events) -> None:
    """§5 Revolution (GR p.5): the card of choice taken back from the discard row."""
    st.discards[s] = without(st.discards[s], a)
    st.hand[s] |= 1 << a
    if events is not None:
        events.append(Event("take back", {"seat": s, "card": ACTIONS[a]}))
