"""What a city-state's cards give (§10, GR p.13): icon sums, food, capacity, army limit, income
and attack values; and a citizen gained (the citizen icon, Grow)."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.ancient_world.state import ACTIVE, AncientWorldState
from agora.games.ancient_world.tables import ARMY, ARROW, EYE, FOOD, INC_C, INC_K, MAX_CITIZENS, SWORD


def recount(s: AncientWorldState, seat: int) -> None:
    """§10 (GR p.13) refresh the seat's icon sums, capacity and abilities after its cards changed."""
    R, dmg = s.tables, s.damaged[seat]
    packed = R.capital_capacity << (8 * R.icon_bits)  # the Capital's capacity; its other icons count apart
    abilities = []
    e_packed, e_ability = R.e_packed, R.e_ability  # read once, outside the loop
    for t in s.empire[seat]:
        if not dmg >> t & 1:
            packed += e_packed[t]
            ability = e_ability[t]
            if ability is not None:
                abilities.append(ability)
    d_packed = R.d_packed
    for d in s.districts[seat]:
        packed += d_packed[d]
    t_packed = R.t_packed
    for t in s.titans[seat]:
        packed += t_packed[t]
    b = R.icon_bits
    m = (1 << b) - 1
    s.icons[seat] = (packed & m, packed >> b & m, packed >> 2 * b & m, packed >> 3 * b & m, packed >> 4 * b & m,
                     packed >> 5 * b & m, packed >> 6 * b & m, packed >> 7 * b & m, packed >> 8 * b)
    s.abilities[seat] = frozenset(abilities)


def _icon(s: AncientWorldState, seat: int, k: int) -> int:
    """§10 (GR p.13) the sum of permanent icon `k` over undamaged Empire cards, Districts and Titans."""
    return s.icons[seat][k]


def food(s: AncientWorldState, seat: int) -> int:
    """§4.3 food: the Capital's plus every undamaged food symbol."""
    return s.tables.capital_food + _icon(s, seat, FOOD)


def capacity(s: AncientWorldState, seat: int) -> int:
    """§6 Build: capacity from the Capital, Districts and Titans."""
    return s.icons[seat][8]


def used_capacity(s: AncientWorldState, seat: int) -> int:
    """Each Empire card takes 1 (A6: the starting ones too unless the option says not)."""
    used = len(s.empire[seat])
    if not s.options.starting_cards_use_capacity:
        used -= sum(1 for t in s.empire[seat] if s.tables.e_deck[t] == "start")
    return used


def army_limit(s: AncientWorldState, seat: int) -> int:
    """§9 one army per army-limit symbol; the Capital gives 2."""
    return s.tables.capital_army_limit + _icon(s, seat, ARMY)


def income(s: AncientWorldState, seat: int) -> tuple[int, int]:
    """§4.3 coins and knowledge with the green arrow."""
    return s.tables.capital_income + _icon(s, seat, INC_C), _icon(s, seat, INC_K)


def explore_bonus(s: AncientWorldState, seat: int) -> int:
    """§10 explore bonus (GR p.13): extra cards drawn when exploring."""
    return _icon(s, seat, EYE)


def has(s: AncientWorldState, seat: int, ability: str) -> bool:
    """Whether `seat` owns an undamaged card with this §11 ability."""
    return ability in s.abilities[seat]


def permanent_attack(s: AncientWorldState, seat: int, arrows_count: bool) -> int:
    """§8.3 swords (and arrows against a swords-and-arrows titan) that need no payment."""
    value = _icon(s, seat, SWORD)
    if arrows_count:
        value += _icon(s, seat, ARROW)
    return value


def army_value(s: AncientWorldState, army: list[int], arrows_count: bool) -> int:
    """§8.2 the paid card's symbols plus the legacy abilities of the cards retired under it."""
    value = s.tables.m_power[arrows_count][army[ACTIVE]]
    if len(army) > 3:
        legacy = s.tables.m_legacy_power[arrows_count]
        for m in army[3:]:
            value += legacy[m]
    return value


def citizens_free(s: AncientWorldState, seat: int) -> list[int]:
    """§5, §4.3.5 (GR p.5, p.8) skills of the citizens that can still be placed this round."""
    blocked = s.placed[seat] | s.hungry[seat]
    return [c for c in range(1, s.citizens[seat] + 1) if not blocked >> c & 1]


def gain_citizen(s: AncientWorldState, seat: int, to_hunger: bool, events: Events) -> None:
    """§6 Grow / §10 citizen icon: the lowest-numbered citizen not yet owned (A13)."""
    if s.citizens[seat] >= MAX_CITIZENS:
        return
    s.citizens[seat] += 1
    if to_hunger:
        s.hungry[seat] |= 1 << s.citizens[seat]
    if events is not None:
        events.append(Event("citizen", {"seat": seat, "citizen": s.citizens[seat]}))
    if has(s, seat, "aqueduct"):  # §11 Aqueduct: 1 coin per food on a new citizen
        s.coins[seat] += food(s, seat)


def repair(s: AncientWorldState, seat: int, slug: str, events: Events) -> bool:
    """§6 Rebuild, §10 repair (GR p.11, p.13): one damaged Empire card face up again; whether more are due."""
    s.damaged[seat] &= ~(1 << s.tables.e_index[slug])
    recount(s, seat)
    if events is not None:
        events.append(Event("repair", {"seat": seat, "card": slug}))
    s.pending_data[0] -= 1
    return s.pending_data[0] > 0 and bool(s.damaged[seat])
