"""The decision machine: a seat's legal decisions, a decision carried out and settled, and a clear
reason for each refusal. Each rule lives in the module of its part of the rulebook; this one dispatches."""

from __future__ import annotations

from agora.core import Event, Events, IllegalAction, Seat
from agora.core.i18n import N_
from agora.games.historia import action_rounds, actions, advisors, goals, governance, leaders, setup, war, wonders
from agora.games.historia.state import (
    ADVISORS,
    ARTS_TAKE,
    CHOOSE_ADVISOR,
    DRAFT,
    EXPAND_TO,
    EXPLOIT_FROM,
    GOALS,
    GOVERN,
    MODE,
    OVER,
    PICK,
    PLACE,
    RESOLVE,
    SELECT,
    TAKE_BACK,
    TRADE_WITH,
    WAR_ON,
    WONDER,
    HistoriaState,
    bits,
)
from agora.games.historia.tables import ARTS, EXPANSION, EXPLOIT, REVOLUTION, TRADE, WAR


def legal(st: HistoriaState, seat: Seat) -> list[str]:
    """§4.1 (GR p.3–4) the legal decisions of `seat`: none unless it is to act."""
    phase, k = st.phase, st.codes
    if phase == SELECT:
        if not 0 <= seat < st.seats or st.done[seat]:
            return []
        return action_rounds.select_options(st, seat)
    if phase == OVER or seat != st.current:
        return []
    if phase == DRAFT:
        if st.opts.advanced_draft:  # §9.3 one leader of each era
            held = {st.tables.leader_era[x] for x in (st.leader[seat], *st.later_leaders[seat]) if x >= 0}
            return [k.leader[x] for x in sorted(st.packet) if st.tables.leader_era[x] not in held]
        return [k.leader[x] for x in sorted(st.packet)]  # the packet in hand has no order
    if phase == ADVISORS:
        return [(k.advisor if not st.task else k.bottom)[x] for x in sorted(st.advisors_down[seat])]
    if phase == PLACE:
        return [k.start[x] for x in range(st.tables.territories) if not st.occupants[x]]
    if phase == GOALS:
        if st.goal_tech:
            return [k.goal_military[m] for _, m in goals.goal_cells(st, st.goal_tech)]
        return [k.goal_tech[tt] for tt in sorted({tt for tt, _ in goals.goal_cells(st)})]
    return _task_options(st, seat)


def _task_options(st: HistoriaState, s: int) -> list[str]:
    """§4.1 the options of the pending sub-decision of a card being resolved."""
    task, k = st.task, st.codes
    kind = task[0]
    if kind == WONDER:  # the most frequent decision first
        return [*(k.activate[w] for w in wonders.eligible(st, s, task[1])), "pass"]
    if kind == PICK:
        cards = st.revealed[s]
        return [k.play[c] for c in cards if c != REVOLUTION]  # §4.1 Revolution is resolved last
    if kind == MODE:
        return ["basic", "advanced"]
    if kind == ARTS_TAKE:
        return [k.take[w] for w in st.wonder_row]
    if kind == EXPLOIT_FROM:
        out = ["from pool"] if st.used_cubes[s] else []
        # §5 «από τα Αποθέματα Χρησιμοποιημένων Κύβων του ταμπλό και/ή του χάρτη»: the last map cube too
        out += [k.source[x] for x in bits(st.where[s])]
        return [*out, "stop"]
    if kind == EXPAND_TO:
        return [k.to[x] for x in bits(actions.expansion_targets(st, s))]
    if kind == TRADE_WITH:
        return [k.trade[c] for c in actions.trade_targets(st, s)]
    if kind == WAR_ON:
        return [k.attack[x][c] for x, c in war.targets(st, s)]
    if kind == TAKE_BACK:
        return [k.back[a] for a in sorted(set(st.discards[s]))]
    if kind == CHOOSE_ADVISOR:
        return [k.advisor[x] for x in sorted(st.advisors_down[s])]
    if kind == GOVERN:
        return [*k.govern, "no governance"]
    # DESTROY
    return [k.destroy[w] for w in st.wonders[s] if w != task[1]]


def apply(st: HistoriaState, seat: Seat, action: str) -> list[Event]:
    """§4.1 one legal decision carried out, single options settled; or a clear refusal."""
    if st.phase == OVER:
        raise IllegalAction("the game is over", "GR p.3")
    if not (0 <= seat < st.seats and not st.done[seat] if st.phase == SELECT else seat == st.current):
        raise IllegalAction("seat {seat} is not to act now; waiting for {waiting}", "GR p.3",
                            seat=seat, waiting=list(st.to_act()))
    if action not in legal(st, seat):
        why, params = _why(st, seat, action)
        raise IllegalAction(why, _section(action), **params)
    return play(st, seat, action)


def play(st: HistoriaState, seat: Seat, action: str) -> list[Event]:
    """§4.1 the trusted path that still tells what happened (State.play, for search): a decision taken
    from `legal` carried out and single options settled, unchecked, with the very events `apply` returns."""
    events: list[Event] = []
    _act(st, seat, action, events)
    _settle(st, events)
    for i, e in enumerate(events):
        if e.reveal:
            # What follows a reveal in the same action may depend on what it showed: it reveals too.
            events[i + 1:] = [x if x.reveal else Event(x.kind, x.data, x.to, True) for x in events[i + 1:]]
            break
    if st.civs > st.seats:
        _name_civbots(st, events)
    return events


# The event data's keys that hold a civilization by its index (a seat, or a Civbot past the seats).
_CIV_KEYS = ("seat", "civ", "with", "on", "winner", "loser")


def _name_civbots(st: HistoriaState, events: list[Event]) -> None:
    """§8 an event naming a Civbot carries its civilization (public on the board), so that its log line,
    built from the event alone, names the Civbot as the board does: "Maya", not "Civbot 3"."""
    for i, e in enumerate(events):
        civs = [e.data.get(key) for key in _CIV_KEYS]
        order = e.data.get("order")
        if isinstance(order, list):
            civs += order
        named = {str(c): st.tables.civ_ids[st.civ[c]] for c in civs
                 if isinstance(c, int) and st.seats <= c < st.civs}
        if named:
            events[i] = Event(e.kind, {**e.data, "civbots": named}, e.to, e.reveal)


def advance(st: HistoriaState, seat: Seat, action: str) -> None:
    """§4.1 the trusted fast path (State.advance): a decision taken from `legal` carried out and single
    options settled, as `apply` does, without checking it and without building events."""
    _act(st, seat, action, None)
    _settle(st, None)


def _why(st: HistoriaState, seat: int, action: str) -> tuple[str, dict[str, object]]:
    """GR p.4 a player-readable reason a decision is refused: its message id and fields."""
    parsed = st.codes.parse.get(action)
    if parsed is None:
        return N_("{action} is not a Historia action"), {"action": repr(action)}
    verb, a, _ = parsed
    if st.phase == SELECT and verb == "select":
        if len(st.selected[seat]) >= st.tables.max_cards[st.tech[seat]]:
            return (N_("your technology lets you select no more cards this action round (at most {count})"),
                    {"count": st.tables.max_cards[st.tech[seat]]})
        if a == REVOLUTION and len(st.discards[seat]) < 3:
            return N_("Revolution needs at least 3 cards in your discard row"), {}
        return N_("that card is not in your hand"), {}
    if verb == "advanced":
        return N_("the advanced action needs its technology and its cost"), {}
    return N_("{action} is not possible now"), {"action": repr(action)}


def _section(action: str) -> str:
    """GR p.4–5 the section a refused decision breaks."""
    return "GR p.5" if "revolution" in action else "GR p.4"


def _settle(st: HistoriaState, events: Events) -> None:
    """§4.1 carry out every decision that has a single option."""
    while st.phase in (RESOLVE, DRAFT, PLACE, GOALS, ADVISORS):
        options = legal(st, st.current)
        if len(options) != 1:
            return
        _act(st, st.current, options[0], events)


def _act(st: HistoriaState, s: int, code: str, events: Events) -> None:
    """§4.1 one decision carried out by the rule of its part of the rulebook, then what follows it."""
    verb, a, b = st.codes.parse[code]
    if verb == "select":
        action_rounds.select(st, s, a, events)
    elif verb == "done":
        action_rounds.finish_selection(st, s, events)
    elif verb == "leader":
        if leaders.draft(st, s, a, events):
            setup.after_draft(st, events)
    elif verb == "start":
        setup.place_start(st, s, a, events)
    elif verb == "play":
        action_rounds.start_card(st, s, a, events)
    elif verb in ("basic", "advanced"):
        action_rounds.perform(st, s, st.task[1], verb == "advanced", events)
    elif verb == "take":
        if actions.take_wonder(st, s, a, events):
            action_rounds.finish_action(st, s, ARTS, events)
    elif verb in ("from", "from pool", "stop"):
        if actions.exploit_step(st, s, verb, a, events):
            action_rounds.finish_action(st, s, EXPLOIT, events)
    elif verb == "to":
        actions.expand(st, s, a, events)
        action_rounds.finish_action(st, s, EXPANSION, events)
    elif verb == "with":
        actions.trade(st, s, a, events)
        action_rounds.finish_action(st, s, TRADE, events)
    elif verb == "attack":
        war.war(st, s, a, b, events)
        action_rounds.finish_action(st, s, WAR, events)
    elif verb == "back":
        actions.take_back(st, s, a, events)
        action_rounds.after_card(st, s, REVOLUTION, events)
    elif verb in ("activate", "destroy"):
        trigger = (wonders.activate if verb == "activate" else wonders.destroy)(st, s, a, events)
        if trigger is not None:
            action_rounds.after_card(st, s, trigger, events)
    elif verb == "pass":
        action_rounds.next_card(st, events)
    elif verb in ("goal tech", "goal military"):
        setup.place_goal(st, s, verb, a, events)
    elif verb in ("govern", "no governance"):
        governance.govern(st, s, a if verb == "govern" else -1, events)
        action_rounds.next_card(st, events)
    elif st.phase == ADVISORS:
        setup.choose_start_advisor(st, s, verb, a, events)
    elif verb == "advisor":
        trigger = st.task[1]
        advisors.choose_advisor(st, s, a, events)
        action_rounds.after_card(st, s, trigger, events)
