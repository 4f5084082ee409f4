"""Setting up a game (§3, GR p.3): the components, the Civilization Goals (GR p.12), the leader draft,
the advanced rules' advisors (§9.3, GR p.12) and the starting cubes."""

from __future__ import annotations

from agora.core import Event, Events, Rng
from agora.games.historia import action_rounds, goals, leaders, wonders
from agora.games.historia.civbot import civbot_order, place_civbots
from agora.games.historia.codes import Codes
from agora.games.historia.options import HistoriaOptions, Settings
from agora.games.historia.state import ADVISORS, CHOOSE_ADVISOR, DRAFT, GOALS, PLACE, HistoriaState, new_state, without
from agora.games.historia.tables import Tables


def new_game(opts: HistoriaOptions, t: Tables, k: Codes, seed: int) -> HistoriaState:
    """§3 (GR p.3) a new game: its state, set up."""
    st = new_state(Settings(opts), t, k, Rng(seed))
    st.civbots = civbot_order(st.opts)
    setup(st)
    return st


def setup(st: HistoriaState) -> None:
    """Deal the components, then the goal tokens (promo) or the leader draft (GR p.3 steps 1–10)."""
    t, n, rng = st.tables, st.seats, st.rng
    wdecks: list[tuple[int, ...]] = [()]
    ldecks: list[tuple[int, ...]] = [()]
    for era in (1, 2, 3):  # §3.2 three wonder decks, shuffled; §3.9 three leader decks
        # §8.4 solo: the exclusive-majority wonders are removed
        deck = [
            w for w in range(len(t.wonder_ids)) if t.wonder_era[w] == era
            and not (st.opts.solo and t.wonder_exclusive[w])
        ]
        rng.shuffle(deck)
        wdecks.append(tuple(deck))
        deck = [x for x in range(len(t.leader_ids)) if t.leader_era[x] == era]
        rng.shuffle(deck)
        ldecks.append(tuple(deck))
    st.wonder_decks, st.leader_decks = tuple(wdecks), tuple(ldecks)
    st.wonder_row = wonders.draw_wonders(st, 1)  # §3.2 players + 2 wonders
    green = t.civ_ids.index(st.opts.green_advisors)
    civs = [t.civ_ids.index(c) for c in ("egypt", "romans", "greeks", "chinese", "maya")] + [green]
    rng.shuffle(civs)  # §3.3 a random civilization for each player
    st.civ = civs[: st.civs]
    for s in range(n):
        deck = list(t.advisor_set[civs[s]])
        rng.shuffle(deck)  # §3.4 shuffle the advisors, draw the top one
        st.advisors[s] = () if st.opts.advanced_draft else (deck.pop(0),)  # §9.3 advanced: chosen instead
        st.advisors_down[s] = tuple(deck)
    order = list(st.order)
    rng.shuffle(order)  # §3.6 random turn order
    st.order = tuple(order)
    tiles = list(range(1, 17))
    rng.shuffle(tiles)  # §3.8 one random tile per territory, the rest removed
    st.tile = tiles[: t.territories]
    if st.opts.events:  # §9 Events: the deck lies face up; the top card is in force for the round
        event_deck = list(range(len(t.event_ids)))
        rng.shuffle(event_deck)
        st.event, st.event_deck = event_deck[0], tuple(event_deck[1:])
    if st.opts.goals:  # GR p.12 the goal tokens, face down, placed after setup step 9 (the tiles)
        pool = list(range(len(t.goal_ids)))
        rng.shuffle(pool)
        st.goal_pool = tuple(pool)
        st.phase, st.order_index = GOALS, 0
        _offer_goal(st, None)  # a new game tells no events
        return
    leader_draft(st, None)


def leader_draft(st: HistoriaState, events: Events) -> None:
    """GR p.3 step 10: the leader draft (§9.3 advanced: the snake draft; §8.4 solo: no leaders)."""
    n = st.seats
    if st.opts.solo:
        if st.opts.advanced_draft:
            start_advisors(st, events)
        else:
            start_cubes(st)
        return
    if st.opts.advanced_draft:  # §9.3 players+1 leaders of each era, a snake draft of three rounds
        size = min(n + 1, 6)
        st.packet = tuple(x for era in (1, 2, 3) for x in st.leader_decks[era][:size])
        st.leader_decks = tuple(deck[size:] for deck in st.leader_decks)  # the empty era-0 deck stays empty
        st.drafters = st.order + st.order[::-1] + st.order
        st.phase = DRAFT
        leaders._show_packet(st, events)
        return
    leaders.open_draft(st, 1, st.order[::-1], events)  # §3.9 the last player drafts first, in reverse order


def start_advisors(st: HistoriaState, events: Events) -> None:
    """§9.3 (GR p.12) advanced rules: each player chooses its advisors, in turn order."""
    st.phase, st.order_index, st.task = ADVISORS, 0, ()
    st.current = st.order[0]
    _offer_advisors(st, events)


def _offer_advisors(st: HistoriaState, events: Events) -> None:
    """§9.3 each player chooses its first advisor, then one to put face up under its deck."""
    if events is not None:
        events.append(Event("choose advisors", {"seat": st.current}))


def choose_start_advisor(st: HistoriaState, s: int, verb: str, x: int, events: Events) -> None:
    """§9.3 (GR p.12) the first advisor chosen into the hand, then one put face up under the deck."""
    st.advisors_down[s] = without(st.advisors_down[s], x)
    if verb == "advisor":
        st.advisors[s] += (x,)
        st.task = (CHOOSE_ADVISOR,)  # next: the advisor to put face up at the bottom
        if events is not None:
            events.append(Event("advisor drawn", {"seat": s, "advisor": st.tables.advisor_ids[x]}, frozenset((s,))))
        return
    st.advisors_up[s] += (x,)
    if events is not None:
        events.append(Event("advisor to the bottom", {"seat": s, "advisor": st.tables.advisor_ids[x]}))
    st.task = ()
    st.order_index += 1
    if st.order_index < st.seats:
        st.current = st.order[st.order_index]
        _offer_advisors(st, events)
    else:
        start_cubes(st)


def start_cubes(st: HistoriaState) -> None:
    """§3.10 (GR p.3) the starting cubes, placed in turn order."""
    st.phase, st.order_index, st.current = PLACE, 0, _placing(st)[0]


def _placing(st: HistoriaState) -> tuple[int, ...]:
    """§3.10, §9.3 the order of the starting cubes: turn order, reversed with the advanced rules."""
    # §9.3 with the advanced rules the starting cubes go in reverse turn order
    return st.order[::-1] if st.opts.advanced_draft else st.order


def _offer_goal(st: HistoriaState, events: Events) -> None:
    """§9.1 (GR p.12) the next player in turn order draws a goal token to place."""
    st.current = st.order[st.order_index % st.seats]
    st.goal_tech = 0
    token = st.goal_pool[0]
    if events is not None:
        events.append(Event("goal drawn", {"seat": st.current, "goal": st.tables.goal_ids[token]}, reveal=True))


def place_goal(st: HistoriaState, s: int, verb: str, level: int, events: Events) -> None:
    """§9.1 (GR p.12) a goal token placed (column, then row); 8 placed, the leader draft begins."""
    if verb == "goal tech":
        st.goal_tech = level
        return
    token = st.goal_pool[0]
    st.goal_pool = st.goal_pool[1:]
    st.goals += ((token, st.goal_tech, level),)
    if events is not None:
        placed = {"seat": s, "goal": st.tables.goal_ids[token], "tech": st.goal_tech, "military": level}
        events.append(Event("goal placed", placed))
    st.order_index += 1
    if len(st.goals) < 8 and st.goal_pool and goals.goal_cells(st):
        _offer_goal(st, events)
        return
    st.goal_pool = ()  # the unused tokens go back to the box
    leader_draft(st, events)


def place_start(st: HistoriaState, s: int, x: int, events: Events) -> None:
    """§3.10 (GR p.3) a starting cube in an empty territory; then the Civbots (§8.1) and the first action round."""
    # §3.10 a starting cube in an empty territory; FAQ-GIG: no territory VP for it
    st.supply[s] -= 1
    st.occupants[x] |= 1 << s
    st.where[s] |= 1 << x
    if events is not None:
        events.append(Event("start", {"seat": s, "territory": st.tables.territory_ids[x]}))
    st.order_index += 1
    if st.order_index < st.seats:
        st.current = _placing(st)[st.order_index]
    else:
        place_civbots(st, events)
        action_rounds.begin(st, events)


def after_draft(st: HistoriaState, events: Events) -> None:
    """What follows a leader draft: the advanced rules' advisor choices (§9.3), the starting cubes of the
    first draft (§3.10), else the next round (§7 New leaders)."""
    if st.opts.advanced_draft:
        start_advisors(st, events)
    elif st.action_round == 0 and st.round == 1 and st.era == 1:
        start_cubes(st)
    else:
        action_rounds.next_round(st, events)
