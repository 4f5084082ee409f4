"""The Civbots (spec §8): automated civilizations that play by fixed rules at the
end of every round. They are part of the game's rules, not an AI."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import actions, progress
from agora.games.historia import war as wars
from agora.games.historia.events import event_allows
from agora.games.historia.options import LEVELS, Settings
from agora.games.historia.schema import ACTIONS
from agora.games.historia.state import HistoriaState, bits, with_item
from agora.games.historia.tables import ARMY, ARTS, EXPANSION, MAX_LEVEL, TECHNOLOGY, WAR

# What one action of a Civbot card did, kept for the view (HistoriaState.civbot_played): its outcome's
# index here, then two numbers: 1 for technology or 0 for army and its new level (level: at the matrix's
# edge the other track moves, §8.3), the wonder (wonder), the civilization
# fought and the territory (war), the territory (expansion); "beyond": 2 VP past level 16; "event": the
# event in force forbade it (§9); "nothing": no wonder to take, no war it wins, no cube or territory.
OUTCOMES = ("nothing", "level", "beyond", "wonder", "war", "expansion", "event")
NOTHING, LEVEL, BEYOND, WONDER, WON, EXPANDED, BLOCKED = range(7)
Did = tuple[int, int, int]


def civbot_order(opts: Settings) -> tuple[int, ...]:
    """GR p.10 the Civbots' order: the highest difficulty first, ties by their cubes on the difficulty card
    (left to right: the Civbots' seat order)."""
    levels = opts.levels
    return tuple(sorted(range(opts.players, opts.players + opts.civbots),
                        key=lambda b: (-LEVELS.index(levels[b - opts.players]), b)))


def place_civbots(st: HistoriaState, events: Events) -> None:
    """§8.1 each Civbot starts in the empty territory with the highest tile number, in the Civbots' order
    (FAQ-BGG: they are placed in order)."""
    for b in st.civbots:
        empty = [x for x in range(st.tables.territories) if not st.occupants[x]]
        x = max(empty, key=lambda x: st.tile[x])
        _place(st, b, x, events)


def _place(st: HistoriaState, b: int, x: int, events: Events) -> None:
    """§8.1 / §8.3 (GR p.10) a Civbot cube on a territory."""
    st.supply[b] -= 1
    st.occupants[x] |= 1 << b
    st.where[b] |= 1 << x
    if events is not None:
        events.append(Event("civbot expands", {"civ": b, "territory": st.tables.territory_ids[x]}))


def civbot_turns(st: HistoriaState, events: Events) -> None:
    """§8.2 every Civbot reveals its cards one by one and resolves each; the deck is reshuffled between Civbots.
    The cards and what each action did stay in `civbot_played` until the next round's Civbots act."""
    t = st.tables
    levels = st.opts.levels
    st.civbot_played = ((),) * (st.civs - st.seats)
    st.civbot_played_at = (st.era, st.round)
    for b in st.civbots:  # GR p.10 the highest difficulty first
        cards = t.civbot_level_cards[levels[b - st.seats]]
        deck = list(range(len(t.civbot_cards)))
        st.rng.shuffle(deck)
        for card in deck[:cards]:
            if events is not None:
                events.append(Event("civbot card", {"civ": b, "card": t.civbot_card_ids[card]}, reveal=True))
            play = [card]
            for a in t.civbot_cards[card]:  # FAQ-BGG: a dual card's top action first
                vp = st.vp[b]
                if st.event >= 0 and not event_allows(st, b, a, events):  # §9 events affect the Civbots too
                    play += (a, BLOCKED, 0, 0, st.vp[b] - vp)
                    continue
                play += (a, *act(st, b, a, events), st.vp[b] - vp)
                if st.eliminated:
                    break
            mine = b - st.seats
            st.civbot_played = with_item(st.civbot_played, mine, (*st.civbot_played[mine], tuple(play)))
            if st.eliminated:
                return


def act(st: HistoriaState, b: int, a: int, events: Events) -> Did:
    """§8.3 (GR p.10) one action of a Civbot card; what it did (OUTCOMES)."""
    if a in (TECHNOLOGY, ARMY):
        return develop(st, b, a == TECHNOLOGY, events)
    if a == ARTS:
        if not st.wonder_row:
            return NOTHING, 0, 0
        w = st.wonder_row.pop()  # §8.3 the rightmost wonder leaves the game; +1 VP
        st.vp[b] += 1
        if events is not None:
            events.append(Event("civbot arts", {"civ": b, "wonder": st.tables.wonder_ids[w]}))
        return WONDER, w, 0
    if a == WAR:
        return war(st, b, events)
    if a == EXPANSION:
        return expand(st, b, events)
    # the data schema allows only the five Civbot actions
    raise AssertionError(f"no Civbot rule for {ACTIONS[a]}")


def develop(st: HistoriaState, b: int, tech: bool, events: Events) -> Did:
    """§8.3 +1 level and +1 VP, no matrix bonus; at the edge the other track instead; 2 VP beyond 16."""
    level = st.tech[b] if tech else st.military[b]
    if level == MAX_LEVEL:
        st.vp[b] += 2
        return BEYOND, 0, 0
    for axis in (tech, not tech):
        t_next = st.tech[b] + (1 if axis else 0)
        m_next = st.military[b] + (0 if axis else 1)
        if st.tables.cell(t_next, m_next):
            st.tech[b], st.military[b] = t_next, m_next
            st.vp[b] += 1
            if events is not None:
                events.append(Event("civbot level", {"civ": b, "tech": t_next, "military": m_next}))
            if st.goals:
                progress.reach_goals(st, b, events)
            return LEVEL, int(axis), t_next if axis else m_next
    return NOTHING, 0, 0


def _order_key(st: HistoriaState, c: int) -> int:
    """§8.3 War ties (GR p.10): players by turn order, then Civbots in their acting order (Agora ruling)."""
    # Agora ruling: the players in turn order, then the Civbots in their acting order
    return st.order.index(c) if c < st.seats else st.seats + st.civbots.index(c)


def war(st: HistoriaState, b: int, events: Events) -> Did:
    """§8.3 only a war it wins: the beatable civ with the most VP (ties: earlier in turn order),
    in the shared territory with the highest tile number; +2 VP (+4 with Nuclear Power)."""
    shared: dict[int, list[int]] = {}
    for x in bits(st.where[b]):
        for c in bits(st.occupants[x]):
            if c != b and st.military[c] < st.military[b]:
                shared.setdefault(c, []).append(x)
    if not shared:
        return NOTHING, 0, 0
    target = min(shared, key=lambda c: (-st.vp[c], _order_key(st, c)))
    x = max(shared[target], key=lambda x: st.tile[x])
    gain = 4 if st.tech[b] >= st.tables.advanced_tech[WAR] else 2
    st.vp[b] += gain
    if events is not None:
        fought = {"civ": b, "on": target, "territory": st.tables.territory_ids[x], "vp": gain}
        events.append(Event("civbot war", fought))
    wars.lose_war(st, target, x, b, events)
    return WON, target, x


def expand(st: HistoriaState, b: int, events: Events) -> Did:
    """§8.3 to the available territory with the highest tile number (empty, or held only by weaker
    armies); else to the highest-numbered reachable one; nothing without a cube."""
    if not st.supply[b]:
        return NOTHING, 0, 0
    reach = bits(actions.expansion_targets(st, b))
    if not reach:
        return NOTHING, 0, 0
    available = [x for x in reach if all(st.military[c] < st.military[b] for c in bits(st.occupants[x]))]
    x = max(available or reach, key=lambda x: st.tile[x])
    _place(st, b, x, events)
    return EXPANDED, x, 0
