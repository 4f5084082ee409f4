"""The end of a round (§7, GR p.6–7): the Civbots' turns, then the steps of the timeline's segment;
the end of the game."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia import governance, leaders, progress, wonders
from agora.games.historia.civbot import civbot_turns
from agora.games.historia.state import OVER, HistoriaState, with_item
from agora.games.historia.tables import CUBES_PER_COLOUR


def end_of_round(st: HistoriaState, events: Events) -> bool:
    """§7 (GR p.6–7) the Civbots act (§8.2), then the timeline segment's steps in its order; True when the
    next round may begin (False: the game is over, or the next era's leaders are being drafted)."""
    if st.opts.governance and st.round == 4:
        governance.end_governance(st, True, events)
    if st.civs > st.seats:
        civbot_turns(st, events)  # §8.2 the Civbots act before the end-of-round steps
        if st.eliminated:
            game_over(st, events)
            return False
    if events is not None:
        events.append(Event("end of round", {"era": st.era, "round": st.round}))
    n, c, t = st.seats, st.civs, st.tables
    for step in t.timeline[st.round - 1]:
        if step == "add_cube":
            for s in range(n):
                cubes = st.supply[s] + st.used_cubes[s] + st.where[s].bit_count() + st.governance_token[s]
                if cubes < CUBES_PER_COLOUR:
                    st.used_cubes[s] += 1
        elif step == "territory_bonus":  # §7 the sole occupant scores the tile
            shared = governance.shared_scorers(st) if st.opts.governance else {}
            for x in range(t.territories):
                occ = st.occupants[x]
                if occ and not occ & (occ - 1):
                    st.vp[occ.bit_length() - 1] += t.tile_vp[st.tile[x]]
                elif x in shared:  # §9.2 the "shared" power scores a shared territory
                    st.vp[shared[x]] += t.tile_vp[st.tile[x]]
        elif step == "recover_cards":
            for s in range(n):
                progress.recover_cards(st, s, 2)
        elif step == "recover_cubes":  # §7 one cube per territory occupied, alone or shared
            for s in range(n):
                mine = st.where[s] & ~governance.blocked(st, s) if st.opts.governance else st.where[s]
                progress.recover_cubes(st, s, mine.bit_count())
        elif step == "recover_wonders":
            st.turned = 0
        elif step == "government_bonus":
            for s in range(c):
                bonus = t.government_bonus[t.zone[st.tech[s] * 17 + st.military[s]]]
                if s < n:
                    progress.gain(st, s, bonus, events)
                else:  # §8.3 a Civbot scores its government's VP; it never gains cubes
                    st.vp[s] += bonus.vp
        elif step == "turn_order":
            turn_order(st, events)
        elif step == "new_wonders":
            new_wonders(st, events)
        elif step == "leader_bonus":
            leader_bonus(st, events)
        elif step == "new_leaders" and st.era < 3 and not st.opts.solo and st.opts.advanced_draft:
            for s in range(n):  # §9.3 the next era's drafted leader comes face up
                st.leader = with_item(st.leader, s, st.later_leaders[s][st.era - 1])
                st.later_leaders = with_item(st.later_leaders, s, with_item(st.later_leaders[s], st.era - 1, -1))
            if events is not None:
                events.append(Event("leaders revealed", {"leaders": [t.leader_ids[x] for x in st.leader]}, reveal=True))
        elif step == "new_leaders" and st.era < 3 and not st.opts.solo:
            leaders.open_draft(st, st.era + 1, st.order, events)  # §7 the first player drafts, in turn order
            return False
    return True


def turn_order(st: HistoriaState, events: Events) -> None:
    """§7 Turn order (GR p.7): fewest VP first; a tie goes to the seat that was later in the previous order."""
    pos = {s: i for i, s in enumerate(st.order)}
    st.order = tuple(sorted(st.order, key=lambda s: (st.vp[s], -pos[s])))
    if events is not None:
        events.append(Event("turn order", {"order": list(st.order)}))


def new_wonders(st: HistoriaState, events: Events) -> None:
    """§7 New wonders (GR p.7): the row is replaced from the next round's era."""
    era = st.era + (st.round == 4)  # §7 the deck of the next round's era
    if st.round == 4:
        st.wonder_decks = with_item(st.wonder_decks, st.era, ())  # the unused wonders of the era leave the game
    if era > 3:
        st.wonder_row = []
        return
    st.wonder_row = wonders.draw_wonders(st, era)
    if events is not None:
        events.append(Event("new wonders", {"row": [st.tables.wonder_ids[w] for w in st.wonder_row]}, reveal=True))


def leader_bonus(st: HistoriaState, events: Events) -> None:
    """§6.2 Leader bonus (GR p.7, p.9): each condition met scores, then the leader leaves; §8.3 the
    Civbots share the VP the players missed."""
    missed = 0
    for s in range(st.seats):
        x = st.leader[s]
        if x < 0:
            continue
        conditions = st.tables.leader_conditions[x]
        # §9.2 territories under another civ's "shared" power do not count for leaders
        blocked = governance.blocked(st, s) if st.opts.governance else 0
        gain = sum(vp for m, at, vp in conditions if (
            leaders.on_map(st, s, m, st.where[s] & ~blocked) if m >= 3 else leaders.measure(st, s, m)) >= at)
        missed += sum(vp for _, _, vp in conditions) - gain
        st.vp[s] += gain  # §6.2 each condition met scores ("and/or"); then the leader is discarded
        if events is not None:
            events.append(Event("leader bonus", {"seat": s, "leader": st.tables.leader_ids[x], "vp": gain}))
        st.leader = with_item(st.leader, s, -1)
    bots = st.civs - st.seats
    if bots:  # §8.3 the Civbots share the VP the players missed, capped by era
        share = min(missed // bots, st.tables.edition.civbot.leader_cap[st.era - 1])
        for b in range(st.seats, st.civs):
            st.vp[b] += share
        if events is not None:
            events.append(Event("civbots leader share", {"missed": missed, "each": share}))


def game_over(st: HistoriaState, events: Events) -> None:
    """§3 (GR p.3) the game ends (after the 12th round, or a solo elimination, §8.4)."""
    st.phase, st.task = OVER, ()
    if events is not None:
        events.append(Event("game over", {"vp": list(st.vp)}))
