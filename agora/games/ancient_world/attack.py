"""Attacking a titan (§8, GR p.6–7): the armies paid, the attack value, the titan taken, the damage dice."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.ancient_world import city, codes, turns
from agora.games.ancient_world.state import (
    ACTIVE,
    NAME,
    P_DAMAGE,
    P_DISCARD,
    P_MREPAIR,
    P_PAY,
    PICTURE,
    AncientWorldState,
)
from agora.games.ancient_world.tables import ARROW, CITIZEN, M_LOOT, M_REPAIR, M_SPY, SWORD


def attack_terms(s: AncientWorldState, seat: int, k: int) -> tuple[int, int, list[tuple[int, int, int]]] | None:
    """§8.3 (defense, value without armies, [(army, cost, value)] of unused armies) for titan deck k."""
    deck = s.titan_decks[k]
    if not deck:
        return None
    t = deck[0]
    arrows = s.tables.t_arrows_count[t]
    base = city.permanent_attack(s, seat, arrows)
    if arrows or s.options.draft_vs_swords_only:  # A8
        base += s.draft_bonus[seat]
    unused = [(i, 1 + a[PICTURE], city.army_value(s, a, arrows))
              for i, a in enumerate(s.armies[seat]) if a[NAME] == 0]
    return s.tables.t_defense[t], base, unused


def attack_feasible(s: AncientWorldState, seat: int, k: int) -> bool:
    """§8 at least one unused military card must be paid for, and (A10) the attack must win."""
    return k in feasible_decks(s, seat)


def feasible_decks(s: AncientWorldState, seat: int) -> list[int]:
    """§8 (A10) the titan decks (0-2) whose top `seat` can attack and beat now. Asked on every turn (legal),
    so written in plain loops: no comprehension, no call, until an attack is in reach at all."""
    R = s.tables
    defenses = R.t_defense
    least = 0  # the lowest defense on top of a deck
    for deck in s.titan_decks:
        if deck:
            defense = defenses[deck[0]]
            if not least or defense < least:
                least = defense
    if not least:
        return []
    coins = s.coins[seat]
    power, legacy = R.m_power[True], R.m_legacy_power[True]
    unused = []  # armies that may be paid for: unused this round, cost 1 + picture within the coins
    both = []  # their values against a titan that lets arrows count (never less than swords only)
    total = best = 0  # their sum and the largest
    for a in s.armies[seat]:
        if a[NAME] == 0 and a[PICTURE] < coins:
            value = power[a[0]]
            if len(a) > 3:
                for m in a[3:]:
                    value += legacy[m]
            unused.append(a)
            both.append(value)
            total += value
            if value > best:
                best = value
    if not unused:
        return []
    icons = s.icons[seat]
    draft = s.draft_bonus[seat]
    if icons[SWORD] + icons[ARROW] + draft + total < least:
        return []  # everything together falls short of every titan (most turns)
    swords_draft = draft if s.options.draft_vs_swords_only else 0  # A8
    swords_only: list[int] | None = None
    swords_total = swords_best = 0
    out = []
    for k, deck in enumerate(s.titan_decks):
        if not deck:
            continue
        t = deck[0]
        defense = defenses[t]
        if R.t_arrows_count[t]:
            base, values, most, one = icons[SWORD] + icons[ARROW] + draft, both, total, best
        else:
            if swords_only is None:  # city.army_value against swords only, in a plain loop
                swords_only = []
                power, legacy = R.m_power[False], R.m_legacy_power[False]
                for a in unused:
                    value = power[a[0]]
                    for m in a[3:]:
                        value += legacy[m]
                    swords_only.append(value)
                    swords_total += value
                    if value > swords_best:
                        swords_best = value
            base, values, most, one = icons[SWORD] + swords_draft, swords_only, swords_total, swords_best
        if base + one >= defense:
            out.append(k)  # one army is enough
            continue
        if base + most < defense:
            continue  # everything together falls short
        # Some armies together: the first one chosen, then any of those after it that fit the coins.
        costs = [1 + a[PICTURE] for a in unused]
        for j in range(len(costs)):
            if _reachable_after(defense, base + values[j], coins - costs[j], costs, values, j + 1):
                out.append(k)
                break
    return out


def _reachable_after(defense: int, value: int, budget: int, costs: list[int], values: list[int], start: int) -> bool:
    """§8.3 whether some choice among the armies from `start` on (costs and values as parallel lists) that
    `budget` can pay lifts `value` to `defense`."""
    if value >= defense:
        return True
    for j in range(start, len(costs)):
        if costs[j] <= budget and _reachable_after(defense, value + values[j], budget - costs[j], costs, values, j + 1):
            return True
    return False


def pay_options(s: AncientWorldState, seat: int) -> list[str]:
    """§8.2 (GR p.6) the unused armies still worth paying for, and the fight once the attack wins."""
    k, mask = s.pending_data[0], s.pending_data[1]
    R = s.tables
    t = s.titan_decks[k][0]
    arrows = R.t_arrows_count[t]
    defense = R.t_defense[t]
    value = city.permanent_attack(s, seat, arrows)
    if arrows or s.options.draft_vs_swords_only:  # A8
        value += s.draft_bonus[seat]
    unused: list[int] = []  # the unused armies, with their costs and values side by side (no tuple a step)
    costs: list[int] = []
    values: list[int] = []
    for i, a in enumerate(s.armies[seat]):
        army = city.army_value(s, a, arrows)
        if mask >> i & 1:
            value += army  # paid for already
        if a[NAME] == 0:
            unused.append(i)
            costs.append(1 + a[PICTURE])
            values.append(army)
    coins = s.coins[seat]
    out = []
    for j, i in enumerate(unused):
        cost = costs[j]
        if cost <= coins and (value + values[j] >= defense or _reachable_after(
                defense, value + values[j], coins - cost, costs[:j] + costs[j + 1:], values[:j] + values[j + 1:], 0)):
            out.append(f"pay a{i}")
    if mask and value >= defense:
        out.append("fight")
    return out


def start_attack(s: AncientWorldState, seat: int, k: int, events: Events) -> None:
    """§8.1 (GR p.6) an attack on the top titan of a deck begins: armies are paid for next."""
    if events is not None:
        events.append(Event("attack", {"seat": seat, "titan": s.tables.t_slug[s.titan_decks[k][0]]}))
    turns.wait(s, P_PAY, seat, [k, 0])


def pay(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§8.2–§8.4 (GR p.6–7) an army paid for (1 + its coins, onto its name), or the fight: the titan taken."""
    if action != "fight":
        # §8.2 pay 1 + the coins on the card, onto its name area
        i = codes.army(action)
        army = s.armies[seat][i] = s.armies[seat][i][:]  # a fresh list: clones share the old one
        cost = 1 + army[PICTURE]
        s.coins[seat] -= cost
        army[NAME] += cost
        s.pending_data[1] |= 1 << i
        if events is not None:
            events.append(Event("pay", {"seat": seat, "army": i, "coins": cost}))
        return
    k, mask = s.pending_data
    # §10 (GR p.13) the paid armies' loot, spy and repair icons, their retired cards' legacies included,
    # summed in one pass over the armies
    R = s.tables
    loot = spy = repair = 0
    for i, a in enumerate(s.armies[seat]):
        if mask >> i & 1:
            icons = R.m_icons[a[ACTIVE]]
            loot, spy, repair = loot + icons[M_LOOT], spy + icons[M_SPY], repair + icons[M_REPAIR]
            for m in a[3:]:
                icons = R.m_legacy[m]
                loot, spy, repair = loot + icons[M_LOOT], spy + icons[M_SPY], repair + icons[M_REPAIR]
    t = s.titan_decks[k].pop(0)  # §8.4 take the titan and turn up the next
    _shift_near(s, k, t)
    s.titans[seat] = (*s.titans[seat], t)
    city.recount(s, seat)
    if s.tables.t_icons[t][CITIZEN]:
        city.gain_citizen(s, seat, s.options.citizen_icon_to_hunger, events)
    top = s.tables.t_slug[s.titan_decks[k][0]] if s.titan_decks[k] else None
    if events is not None:
        events.append(Event("defeat", {"seat": seat, "titan": s.tables.t_slug[t], "next": top}, reveal=True))
    turns.wait(s, P_MREPAIR, seat, [repair, t, loot, spy])
    if repair and s.damaged[seat]:  # §10 military repair: before the damage dice
        return
    roll(s, seat, events)


def _shift_near(s: AncientWorldState, k: int, t: int) -> None:
    """§8.4 the top of titan deck k left it: every reader's block there is one place shorter."""
    near = []
    for decks in s.near_titans:
        size, cards = decks[k]
        if size:
            rest = list(decks)
            rest[k] = (size - 1, cards - {t}) if size > 2 else (0, frozenset())
            decks = tuple(rest)
        near.append(decks)
    s.near_titans = near


def roll(s: AncientWorldState, seat: int, events: Events) -> None:
    """§8.5 one damage die a banner of the titan; coins lost at once, loot and spy after the dice."""
    _, t, loot, spy = s.pending_data
    dice = s.tables.dice
    titans = coins = 0
    faces = []  # for the event only: not built on the trusted path
    for i in range(len(s.tables.t_banners[t])):
        face = s.rng.choice(dice[i % len(dice)])
        titans += face[0]
        coins += face[1]
        if events is not None:
            faces.append({"titan": face[0], "coin": face[1]})
    lost = min(coins, s.coins[seat])
    s.coins[seat] += loot - lost
    s.knowledge[seat] += spy
    if events is not None:
        events.append(Event("damage_dice", {"seat": seat, "faces": faces, "coins_lost": lost, "loot": loot,
                                            "spy": spy}))
    turns.wait(s, P_DAMAGE, seat, [titans])
    _damage_step(s, seat, events)


def _damage_step(s: AncientWorldState, seat: int, events: Events) -> None:
    """§8.5–§8.6 (GR p.7) titan symbols still to damage cards, then armies above a lowered limit discarded."""
    left = s.pending_data[0]
    healthy = [t for t in s.empire[seat] if not s.damaged[seat] >> t & 1]
    if left and healthy:
        return  # the player chooses which card turns face down
    # §8.6 a lost army-limit symbol discards the armies above the limit, retired cards included
    if len(s.armies[seat]) > city.army_limit(s, seat):
        turns.wait(s, P_DISCARD, seat, [])
        return
    turns.finish(s, events)


def damage(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§8.5 (GR p.7) one Empire card of the player's choice damaged for a titan symbol."""
    slug = codes.argument(action)
    s.damaged[seat] |= 1 << s.tables.e_index[slug]
    city.recount(s, seat)
    if events is not None:
        events.append(Event("damaged", {"seat": seat, "card": slug}))
    s.pending_data[0] -= 1
    _damage_step(s, seat, events)


def discard(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§8.6 (GR p.7) an army above the limit discarded, retired cards and all."""
    i = codes.army(action)
    army = s.armies[seat].pop(i)
    s.military_discard.extend([army[0], *army[3:]])
    if events is not None:
        events.append(Event("army_discarded", {"seat": seat, "card": s.tables.m_slug[army[0]]}))
    if len(s.armies[seat]) <= city.army_limit(s, seat):
        turns.finish(s, events)


def military_repair(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§10 a paid army's repair icons: damaged cards repaired just before the damage dice."""
    if not city.repair(s, seat, codes.argument(action), events):
        roll(s, seat, events)
