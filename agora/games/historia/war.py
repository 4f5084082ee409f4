"""War (§5, GR p.5): who may be attacked, who wins, and where the loser's cube goes."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.historia.state import HistoriaState, bits


def targets(st: HistoriaState, s: int) -> list[tuple[int, int]]:
    """§5 War (GR p.5): (territory, civ) pairs where another civ shares a territory with s."""
    mine = st.where[s]
    return [(x, c) for x in bits(mine) for c in bits(st.occupants[x]) if c != s]


def war(st: HistoriaState, s: int, x: int, c: int, events: Events) -> None:
    """§5 War (GR p.5): the higher army wins 2 VP (advanced: 4, attacker or defender); equal armies: no effect."""
    adv = st.task[1]
    if events is not None:
        events.append(Event("war", {"seat": s, "on": c, "territory": st.tables.territory_ids[x]}))
    if st.military[s] != st.military[c]:  # §5 equal armies: no effect
        win, lose = (s, c) if st.military[s] > st.military[c] else (c, s)
        st.vp[win] += 4 if adv else 2
        if events is not None:
            events.append(Event("war won", {"winner": win, "loser": lose, "vp": 4 if adv else 2}))
        lose_war(st, lose, x, win, events)


def lose_war(st: HistoriaState, lose: int, x: int, win: int, events: Events) -> None:
    """§5 (GR p.5) the loser of a war moves its cube from territory x to the used pool."""
    # §5 a player's last map cube is not removed, though the winner scores; §8 a Civbot's can be, and the
    # solo player's too, which eliminates the player; option: a Civbot takes any player's last cube (NOTES)
    if (st.where[lose] & ~(1 << x) or lose >= st.seats or st.opts.solo
            or (win >= st.seats and st.opts.civbot_takes_last_cube)):
        st.occupants[x] &= ~(1 << lose)
        st.where[lose] &= ~(1 << x)
        st.used_cubes[lose] += 1
        if lose < st.seats and st.opts.solo and not st.where[lose]:  # §8.4 (GR p.11) only the solo player is out
            st.eliminated = True
            if events is not None:
                events.append(Event("eliminated", {"seat": lose}))
