"""Empire card actions (§7, GR p.12–13) and the cards the rulebook clarifies (§11, GR p.14)."""

from __future__ import annotations

from typing import Final

from agora.core import Event, Events
from agora.games.ancient_world import actions, attack, city, codes, decks, turns
from agora.games.ancient_world.state import (
    KNOWN,
    NAME,
    P_EXPLORE,
    P_FOREST_ATTACK,
    P_ORDER,
    P_SCOUT,
    P_USE,
    PICTURE,
    AncientWorldState,
)

# §7, §11 (GR p.12, p.14) the card actions that can find nothing to do; every other one can always be carried out.
FALLIBLE: Final = frozenset({"use_opponent", "titan_scout"})


def card_action_possible(s: AncientWorldState, seat: int, t: int) -> bool:
    """§7 (GR p.12) whether an own card's action can be carried out now (only the FALLIBLE kinds can fail)."""
    kind = s.tables.e_action[t]
    if kind == "use_opponent":
        return bool(use_options(s, seat))
    if kind == "titan_scout":
        return any(s.titan_decks)
    return True


def use_options(s: AncientWorldState, seat: int) -> list[str]:
    """§11 Bridge / Trade City: an opponent's Empire card action, busy or not."""
    R = s.tables
    out = []
    for o in range(s.player_count):
        if o == seat:
            continue
        for t in s.empire[o]:
            kind = R.e_action[t]
            if kind is None or kind == "use_opponent" or s.damaged[o] >> t & 1:
                continue
            if kind == "titan_scout" and not any(s.titan_decks):
                continue
            out.append(f"use {o} {R.e_slug[t]}")
    return out


def card_action(s: AncientWorldState, seat: int, t: int, events: Events) -> None:
    """§7 an Empire card action, carried out for `seat` (its own card or one used through Bridge)."""
    R = s.tables
    kind, amount = R.e_action[t], R.e_amount[t]
    if kind == "coins":
        s.coins[seat] += amount
    elif kind == "knowledge":
        s.knowledge[seat] += amount
    elif kind == "repair":
        actions.start_repair(s, seat, amount, events)
        return
    elif kind == "coins_per_food":  # §11 Desert Caravan
        s.coins[seat] += city.food(s, seat)
    elif kind == "explore_coins":  # §11 Crypta Ship: Explore and 2 coins
        s.coins[seat] += amount
        if actions.explore_options(s):
            turns.wait(s, P_EXPLORE, seat, [])
            return
    elif kind == "town_hall":  # §11 Town Hall: 1 knowledge, and the token if its hand is down
        s.knowledge[seat] += 1
        actions.take_first_player(s, seat, events, turn=False)
    elif kind == "use_opponent":  # §11 Bridge, Trade City
        turns.wait(s, P_USE, seat, [])
        return
    elif kind == "titan_scout":  # §11 Forest Hideout
        turns.wait(s, P_SCOUT, seat, [])
        return
    turns.finish(s, events)


def scout(s: AncientWorldState, seat: int, k: int, events: Events) -> None:
    """§11 Forest Hideout: the top 4 of a titan deck of your choice (A14), back in your order."""
    cards = s.titan_decks[k][:4]
    del s.titan_decks[k][:4]
    if events is not None:
        events.append(Event("scout", {"seat": seat, "deck": k + 1}))
        events.append(Event("scouted", {"cards": [s.tables.t_slug[t] for t in cards]}, to=frozenset({seat}),
                            reveal=True))
    turns.wait(s, P_ORDER, seat, [k, 0, cards[0], *cards])  # [deck, chosen so far, the old top, *cards]
    if len(cards) == 1:
        order_done(s, seat, events)


def order(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§11 Forest Hideout (GR p.14): the next card of the four returned in the chosen order."""
    t = s.tables.t_index[codes.argument(action)]
    data = s.pending_data
    j = 3 + data[1]
    i = data.index(t, j)
    data[i], data[j] = data[j], data[i]
    data[1] += 1
    if len(data) - 3 - data[1] <= 1:
        order_done(s, seat, events)


def order_done(s: AncientWorldState, seat: int, events: Events) -> None:
    """§11 Forest Hideout (GR p.14): the four back on the deck; the top one may be attacked at once."""
    k, cards = s.pending_data[0], s.pending_data[3:]
    s.titan_decks[k][:0] = cards
    known = frozenset(cards)
    # the scout knows these places; every other reader knows only that the old top and the cards
    # it had seen are somewhere in the block now
    near = list(s.near_titans)
    for r, seen in enumerate(s.seen_titans):
        decks = list(near[r])
        decks[k] = (0, frozenset()) if r == seat else (len(cards), ((seen | decks[k][1]) & known) | {s.pending_data[2]})
        near[r] = tuple(decks)
    s.near_titans = near
    s.seen_titans = [(s | known) if r == seat else (s - known) for r, s in enumerate(s.seen_titans)]
    if events is not None:
        events.append(Event("titan_top", {"deck": k + 1, "card": s.tables.t_slug[cards[0]]}, reveal=True))
    turns.wait(s, P_FOREST_ATTACK, seat, [k])
    if not attack.attack_feasible(s, seat, k):
        turns.finish(s, events)


def outpost(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§11 Distant Outpost (GR p.14): 1 coin off a military card's name or picture, or not."""
    if action != "decline":  # §11 Distant Outpost: 1 coin off a military card, name or picture
        i, area = codes.outpost(action)
        changed = s.armies[seat][i] = s.armies[seat][i][:]  # a fresh list: clones share the old one
        changed[NAME if area == "name" else PICTURE] -= 1
        if events is not None:
            events.append(Event("distant_outpost", {"seat": seat, "army": i, "area": area}))
    turns.finish(s, events)


def zori(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§11 Zori Dramatists (GR p.14): the first to pass may store a card of the row or the deck's top."""
    R = s.tables
    if action == "decline":
        pass
    elif action != "zori deck":
        slug = codes.row_card(action)
        t = R.e_index[slug]
        s.empire_row.remove(t)
        s.stored[seat].append(t | KNOWN)
        if events is not None:
            events.append(Event("store", {"seat": seat, "card": slug}))
    else:
        t2 = decks.draw_empire(s)
        if t2 is not None:
            s.stored[seat].append(t2)
            if events is not None:
                events.append(Event("store", {"seat": seat, "card": None}))
                events.append(Event("drawn", {"cards": [R.e_slug[t2]]}, to=frozenset({seat}), reveal=True))
    turns.finish(s, events)


def use(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§11 Bridge / Trade City: the chosen opponent's card action, carried out for `seat`."""
    owner, slug = codes.use(action)
    if events is not None:
        events.append(Event("use", {"seat": seat, "owner": owner, "card": slug}))
    card_action(s, seat, s.tables.e_index[slug], events)


def forest_attack(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§11 Forest Hideout: "you may attack the top card immediately" (A14: optional, part of the card action)."""
    if action == "skip":
        turns.finish(s, events)
    else:
        attack.start_attack(s, seat, s.pending_data[0], events)


def scribe(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§11 Scribe Guild: when the player on your left educates, you may pay 1 coin for 1 knowledge."""
    if action == "scribe":
        s.coins[seat] -= 1
        s.knowledge[seat] += 1
        if events is not None:
            events.append(Event("scribe_guild", {"seat": seat}))
    turns.finish(s, events)
