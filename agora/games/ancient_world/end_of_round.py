"""The end of a round (§4.3, GR p.8) and the preparation of the next one (§4.1, GR p.4)."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.ancient_world import city, codes, decks
from agora.games.ancient_world.state import ACT, NAME, OVER, P_HUNGER, PICTURE, AncientWorldState
from agora.games.ancient_world.tables import BOARD, ROUNDS


def end_round(s: AncientWorldState, events: Events) -> None:
    """§4.3 (GR p.8) income, army coins, citizens home, the token's hand down, feeding; then
    §4.1 (GR p.4) the next round's rows."""
    n = s.player_count
    for p in range(n):
        if s.round < ROUNDS:  # §4.3.1 income, not after round 6
            c, k = city.income(s, p)
            s.coins[p] += c
            s.knowledge[p] += k
        armies = s.armies[p]
        for i, a in enumerate(armies):  # §4.3.2 coins from the name area to the picture
            if a[NAME]:
                a = armies[i] = a[:]  # a fresh list: clones share the old one
                a[PICTURE] += a[NAME]
                a[NAME] = 0
        s.placed[p] = s.used_cards[p] = s.draft_bonus[p] = 0  # §4.3.3 citizens come home
    s.board = [()] * len(BOARD)
    s.first_player_hand_up = False  # §4.3.4 the token's hand goes face down
    choosing: list[tuple[int, int]] = []
    if s.round < ROUNDS or s.options.feed_in_last_round:  # A4
        for p in range(n):  # §4.3.5 feeding: the unfed go to the Hunger box
            unfed = max(0, s.citizens[p] - city.food(s, p))
            s.hungry[p] = 0
            if s.options.hungry_citizens == "choose" and 0 < unfed < s.citizens[p] and s.round < ROUNDS:
                choosing.append((P_HUNGER, p))  # the player picks them (which ones cannot matter after round 6)
                continue
            skills = range(1, 1 + unfed) if s.options.hungry_citizens != "highest" else range(
                s.citizens[p] - unfed + 1, s.citizens[p] + 1)
            s.hungry[p] = sum(1 << c for c in skills)
    if choosing:
        # §4.3.5 «τοποθετεί τους ατάιστους δείκτες» (GR p.8): each short player, from the first, picks them
        choosing.sort(key=lambda k: (k[1] - s.first_player) % n)
        s.queue = choosing[1:]
        s.pending, s.pending_seat, s.pending_data = P_HUNGER, choosing[0][1], []
        return
    next_round(s, events)


def unfed_left(s: AncientWorldState, seat: int) -> int:
    """§4.3.5 how many more citizens of `seat` go hungry: those food cannot feed, less those already picked."""
    return max(0, s.citizens[seat] - city.food(s, seat)) - s.hungry[seat].bit_count()


def hunger_options(s: AncientWorldState, seat: int) -> list[str]:
    """§4.3.5 (GR p.8) the citizens the player may still put in the Hunger box."""
    return [f"hungry {c}" for c in range(1, s.citizens[seat] + 1) if not s.hungry[seat] >> c & 1]


def go_hungry(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§4.3.5 (GR p.8) one unfed citizen picked for the Hunger box; the round ends when all are picked."""
    c = codes.number(action)
    s.hungry[seat] |= 1 << c
    if events is not None:
        events.append(Event("hungry", {"seat": seat, "citizen": c}))
    if unfed_left(s, seat):
        return
    if s.queue:
        s.pending, s.pending_seat = s.queue.pop(0)
        return
    next_round(s, events)


def next_round(s: AncientWorldState, events: Events) -> None:
    """§4.3.6 (GR p.8) the game ends after round 6; else §4.1 (GR p.4) the next round's rows."""
    n = s.player_count
    if events is not None:
        events.append(Event("round_end", {"round": s.round}))
    if s.round == ROUNDS:
        s.pending, s.pending_seat, s.pending_data = OVER, -1, []
        if events is not None:
            events.append(Event("game_over", {}))
        return
    s.round += 1
    R = s.tables
    # §4.1.3 the Empire row: discard what is left, deal a new row (from B from round 4)
    for t in s.empire_row:
        decks.discard_empire(s, t)
    s.empire_row = []
    for _ in range(n + 2):
        t2 = decks.draw_empire(s)
        if t2 is None:
            break
        s.empire_row.append(t2)
    # §4.1.4 the military row: discard, deal one a player
    s.military_discard.extend(s.military_row)
    s.military_row = []
    for _ in range(n):
        m = decks.draw_military(s)
        if m is None:
            break
        s.military_row.append(m)
    s.passed = [False] * n
    s.anyone_passed = False
    s.turn_order_from = s.turn_seat = s.first_player
    s.pending, s.pending_seat, s.pending_data = ACT, s.first_player, []
    if events is not None:
        events.append(Event("round_start", {"round": s.round, "first": s.first_player,
                                            "empire_row": [R.e_slug[t] for t in s.empire_row],
                                            "military_row": [R.m_slug[m] for m in s.military_row]}, reveal=True))
