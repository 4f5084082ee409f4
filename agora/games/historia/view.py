"""What one seat may know of a Historia game, as JSON-ready data: everything a
screen needs to draw the board, and the private cards of that seat only."""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import View
from agora.games.historia.civbot import EXPANDED, LEVEL, OUTCOMES, WON, WONDER
from agora.games.historia.schema import ACTIONS
from agora.games.historia.state import (
    ADVISORS,
    CHOOSE_ADVISOR,
    DRAFT,
    GOALS,
    PHASES,
    POWERS,
    SELECT,
    TASKS,
    HistoriaState,
    bits,
)
from agora.games.historia.tables import ADVISOR0, MAX_LEVEL, REVOLUTION, Tables


def _bonus(b: Any) -> dict[str, Any]:
    return {k: v for k, v in b.to_data().items() if v}


@cache
def _board(t: Tables) -> dict[str, Any]:
    """The fixed part of every view (shared by all views of one edition: read it, never change it)."""
    return {
        "territories": [
            {"id": t.territory_ids[x], "name": t.territory_names[x],
             "adjacent": [t.territory_ids[y] for y in bits(t.near[x]) if y != x]}
            for x in range(t.territories)
        ],
        "matrix": {
            "size": MAX_LEVEL,
            "zones": [[t.zone[tt * 17 + m] for m in range(1, 17)] for tt in range(1, 17)],
            "governments": [{"id": g, "name": nm, "colour": col, "bonus": _bonus(b)} for g, nm, col, b in zip(
                t.government_ids, t.government_names, t.government_colours, t.government_bonus, strict=True)],
            # "target": the board id of a column or row, which a goal token's placement names (table.py)
            "tech_levels": [{"level": lv, "name": t.tech_names[lv], "bonus": _bonus(t.tech_bonus[lv]),
                             "target": f"tech-{lv}"} for lv in range(1, 17)],
            "military_levels": [{"level": lv, "bonus": _bonus(t.military_bonus[lv]), "target": f"army-{lv}"}
                                for lv in range(1, 17)],
        },
        # the action cards (one of each per civilization): the technology of the advanced action, the board id
        "action_cards": [{"id": a, "advanced_tech": t.advanced_tech[i] if t.advanced_tech[i] < 99 else None,
                          "target": f"card-{a}"} for i, a in enumerate(ACTIONS)],
        "timeline": [list(steps) for steps in t.timeline],
        "navigation": t.navigation,  # §2.2 the technology from which every territory is adjacent
        "designed": t.designed,
        "edition": t.edition.edition,
    }


def build_view(st: HistoriaState, seat: int | None) -> View:
    """The view of `seat` (None: a spectator)."""
    t = st.tables
    secret = st.phase == SELECT
    civs = []
    for s in range(st.civs):
        gov = t.zone[st.tech[s] * 17 + st.military[s]]
        civ: dict[str, Any] = {
            "seat": s if s < st.seats else None,
            "civ": s,
            "target": f"civ-{s}",  # the board id of its mat and marker (table.py)
            "civbot": None if s < st.seats else st.opts.levels[s - st.seats],
            "civilization": t.civ_names[st.civ[s]],
            "civilization_id": t.civ_ids[st.civ[s]],  # for a client naming it in the reader's language
            "colour": t.civ_colours[st.civ[s]],
            "vp": st.vp[s],
            "tech": st.tech[s],
            "tech_name": t.tech_names[st.tech[s]],
            "military": st.military[s],
            "government": t.government_names[gov],
            "government_id": t.government_ids[gov],
            "max_cards": t.max_cards[st.tech[s]],
            "cubes": {"supply": st.supply[s], "used": st.used_cubes[s], "map": st.where[s].bit_count(),
                      "token": st.governance_token[s] if s < st.seats else 0,
                      # a Civbot's 9th cube marks its level on the difficulty card (GR p.10)
                      "general": 9 - st.supply[s] - st.used_cubes[s] - st.where[s].bit_count()
                      - (st.governance_token[s] if s < st.seats else 9 - t.edition.civbot.cubes)},
            "territories": [t.territory_ids[x] for x in bits(st.where[s])],
            "wonders": [{"id": t.wonder_ids[w], "turned": bool(st.turned >> w & 1)} for w in st.wonders[s]],
        }
        civs.append(civ)
        if s >= st.seats:
            # §8.2 (GR p.10) a Civbot reveals its cards one by one as it plays them: public once played
            civ["played"] = [_civbot_play(st, p) for p in st.civbot_played[s - st.seats]]
            continue
        hand = st.hand[s]
        advisors = len(st.advisors[s])
        # GR p.3 step 10 a pick stays face down until the draft ends; §9.3 later eras until their era
        leader = st.leader[s] if st.phase != DRAFT or s == seat else -1
        power = st.governance_power[s]
        if secret and s != seat:  # a face-down selection hides which cards left the hand
            hand |= sum(1 << c for c in st.selected[s] if c < ADVISOR0)
            advisors += sum(1 for c in st.selected[s] if c >= ADVISOR0)
        civ |= {
            "discard_row": [ACTIONS[a] for a in st.discards[s]],
            "hand_actions": [ACTIONS[a] for a in bits(hand)],
            "advisors_in_hand": advisors,
            "advisor_deck": {"face_down": len(st.advisors_down[s]),
                             "face_up": [t.advisor_ids[x] for x in st.advisors_up[s]]},
            "leader": t.leader_ids[leader] if leader >= 0 else None,
            "hidden_leaders": sum(1 for x in st.later_leaders[s] if x >= 0) + (leader != st.leader[s]),
            "governance": None if not st.opts.governance else {
                "categories": [("tech", "military", "wonders", "territories", "sole")[m]
                               for m in t.governance[st.civ[s]]],
                "state": "used" if power < 0 else ("active " + POWERS[power - 1]) if power else "available",
            },
            "selected": len(st.selected[s]),
            "ready": st.done[s] if secret else None,
            "revealed": [t.card_ids[c] for c in st.revealed[s]],
            "revolution_allowed": len(st.discards[s]) >= 3,
        }
    view: dict[str, Any] = {
        "game": "historia",
        "era": st.era,
        "round": st.round,
        "action_round": st.action_round,
        "phase": PHASES[st.phase],
        "to_act": list(st.to_act()),
        "turn_order": list(st.order),
        "revolution_played": st.revolution,
        "solo": st.opts.solo,
        "eliminated": st.eliminated,
        "event": _event(st, st.event),
        "next_event": _event(st, st.event_deck[0]) if st.event_deck else None,
        "goals": [{"id": t.goal_ids[g], "tech": gt, "military": gm, "bonus": _bonus(t.goal_bonus[g])}
                  for g, gt, gm in st.goals],
        "goal_to_place": ({"id": t.goal_ids[st.goal_pool[0]], "bonus": _bonus(t.goal_bonus[st.goal_pool[0]]),
                           "column": st.goal_tech or None} if st.phase == GOALS else None),
        "task": None if secret or not st.task else {"seat": st.current, "kind": TASKS[st.task[0]]},
        "map": [
            {"id": t.territory_ids[x], "tile": st.tile[x], "tile_vp": t.tile_vp[st.tile[x]],
             "civs": list(bits(st.occupants[x]))}
            for x in range(t.territories)
        ],
        "wonder_row": [t.wonder_ids[w] for w in st.wonder_row],
        "wonder_decks": [len(st.wonder_decks[e]) for e in (1, 2, 3)],
        "civs": civs,
        "civbots_played_at": ({"era": st.civbot_played_at[0], "round": st.civbot_played_at[1]}
                              if st.civbot_played_at[0] else None),
        "markers": [[st.tech[s], st.military[s]] for s in range(st.civs)],
        "leaders_drafted": [t.leader_ids[x] for s, x in enumerate(st.leader) if x >= 0 and (
            st.phase != DRAFT or s == seat)],
        "wonders": {t.wonder_ids[w]: _wonder(t, w) for w in st.wonder_row + [w for ws in st.wonders for w in ws]},
        "board": _board(t),
    }
    if seat is not None and 0 <= seat < st.seats:
        view["you"] = _private(st, seat)
    return view


def _civbot_play(st: HistoriaState, play: tuple[int, ...]) -> dict[str, Any]:
    """A Civbot card played (state.civbot_played): its number, its actions and what each did."""
    t = st.tables
    did = []
    for i in range(1, len(play), 5):
        a, outcome, x, y, vp = play[i:i + 5]
        one: dict[str, Any] = {"action": ACTIONS[a], "outcome": OUTCOMES[outcome], "vp": vp}
        if outcome == LEVEL:
            one |= {"track": "tech" if x else "military", "level": y}
        elif outcome == WONDER:
            one["wonder"] = t.wonder_ids[x]
        elif outcome == WON:
            one |= {"on": x, "territory": t.territory_ids[y]}
        elif outcome == EXPANDED:
            one["territory"] = t.territory_ids[x]
        did.append(one)
    card = play[0]
    return {"card": t.civbot_card_ids[card], "actions": [ACTIONS[a] for a in t.civbot_cards[card]], "did": did}


def _event(st: HistoriaState, x: int) -> dict[str, Any] | None:
    if x < 0:
        return None
    t = st.tables
    on = t.event_on[x]
    return {"id": t.event_ids[x], "name": t.event_names[x], "on": "any" if on < 0 else ACTIONS[on],
            "effect": _bonus(t.event_effect[x])}


def _wonder(t: Tables, w: int) -> dict[str, Any]:
    kind = ("action", "majority", "destroy")[t.wonder_kind[w]]
    on = t.wonder_on[w]
    return {"id": t.wonder_ids[w], "name": t.wonder_names[w], "era": t.wonder_era[w],
            "kind": kind, "on": ACTIONS[on] if kind == "action" else (
                ("tech", "military", "wonders", "territories")[on] if kind == "majority" else on),
            "bonus": _bonus(t.wonder_bonus[w]), "exclusive": t.wonder_exclusive[w]}


def _advisor(t: Tables, x: int) -> dict[str, Any]:
    return {"id": t.advisor_ids[x], "name": t.advisor_names[x], "effect": _bonus(t.advisor_effect[x])}


def _private(st: HistoriaState, s: int) -> dict[str, Any]:
    t = st.tables
    you: dict[str, Any] = {
        "seat": s,
        "hand": [ACTIONS[a] for a in bits(st.hand[s])],
        "advisors": [_advisor(t, x) for x in st.advisors[s]],
        "selected": [t.card_ids[c] for c in st.selected[s]],
        "can_select_revolution": len(st.discards[s]) >= 3 and bool(st.hand[s] >> REVOLUTION & 1),
    }
    if st.phase == DRAFT and st.current == s:
        you["leaders_offered"] = [
            {"id": t.leader_ids[x], "name": t.leader_names[x],
             "conditions": [{"what": ("tech", "military", "wonders", "territories", "sole")[m], "at_least": a, "vp": v}
                            for m, a, v in t.leader_conditions[x]]}
            for x in sorted(st.packet)
        ]
    # §9.3 the advisor is chosen among the seat's own face-down advisors, which it looks through
    if st.current == s and (st.phase == ADVISORS or (st.task and st.task[0] == CHOOSE_ADVISOR)):
        you["advisors_offered"] = [_advisor(t, x) for x in sorted(st.advisors_down[s])]
    later = [t.leader_ids[x] for x in st.later_leaders[s] if x >= 0]
    if later:
        you["later_leaders"] = later
    return you

