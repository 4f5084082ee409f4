"""The end of a round (§4.3, GR p.8) and the preparation of the next one (§4.1, GR p.4)."""

from __future__ import annotations

from agora.core import Event
from agora.games.ancient_world import city, decks
from agora.games.ancient_world.board import ACT, BOARD, NAME, OVER, PICTURE, ROUNDS
from agora.games.ancient_world.state import AncientWorldState


def end_round(s: AncientWorldState, events: list[Event]) -> None:
    """§4.3 (GR p.8) income, army coins, citizens home, the token's hand down, feeding; then
    §4.1 (GR p.4) the next round's rows."""
    n = s.n
    for p in range(n):
        if s.round < ROUNDS:  # §4.3.1 income, not after round 6
            c, k = city.income(s, p)
            s.coins[p] += c
            s.know[p] += k
        for a in s.armies[p]:  # §4.3.2 coins from the name area to the picture
            a[PICTURE] += a[NAME]
            a[NAME] = 0
        s.placed[p] = s.busy[p] = s.draft[p] = 0  # §4.3.3 citizens come home
    s.board = [[] for _ in BOARD]
    s.hand_up = False  # §4.3.4 the token's hand goes face down
    if s.round < ROUNDS or s.opts.feed_in_last_round:  # A4
        for p in range(n):  # §4.3.5 feeding: the unfed go to the Hunger box
            unfed = max(0, s.ncit[p] - city.food(s, p))
            skills = range(1, 1 + unfed) if s.opts.hungry_citizens == "lowest" else range(
                s.ncit[p] - unfed + 1, s.ncit[p] + 1)
            s.hungry[p] = sum(1 << c for c in skills)
    events.append(Event("round_end", {"round": s.round}))
    if s.round == ROUNDS:
        s.pend, s.pseat, s.pd = OVER, -1, []
        events.append(Event("game_over", {}))
        return
    s.round += 1
    R = s.R
    # §4.1.3 the Empire row: discard what is left, deal a new row (from B from round 4)
    for t in s.row:
        decks.discard_empire(s, t)
    s.row = []
    for _ in range(n + 2):
        t2 = decks.draw_empire(s)
        if t2 is None:
            break
        s.row.append(t2)
    # §4.1.4 the military row: discard, deal one a player
    s.mdisc.extend(s.mrow)
    s.mrow = []
    for _ in range(n):
        m = decks.draw_military(s)
        if m is None:
            break
        s.mrow.append(m)
    s.passed = [False] * n
    s.anyone_passed = False
    s.lead = s.turn = s.first
    s.pend, s.pseat, s.pd = ACT, s.first, []
    events.append(Event("round_start", {"round": s.round, "first": s.first,
                                        "empire_row": [R.e_slug[t] for t in s.row],
                                        "military_row": [R.m_slug[m] for m in s.mrow]}, reveal=True))
