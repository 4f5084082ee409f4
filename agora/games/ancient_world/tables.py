"""The Ancient World's component data compiled into flat lookup tables for the rule code, and the
fixed numbers of the main board (its nine actions, the citizens, the rounds).

Built once per data file (cached); states share them, never copy them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from agora.core import DataError
from agora.games.ancient_world.schema import (
    Edition,
    Icons,
    MilitaryCard,
    MilitaryIcons,
    card_facts,
    edition_facts,
    load_edition,
)

# §6 the nine board actions, in the order of the board.
# The numbers are Final, one a line: compiled, every rule module reads them as constants, not from a module's
# dict at each use (a tuple unpacked from range() would be looked up).
BOARD: Final = ("work", "build", "draft", "expand", "educate", "rebuild", "recruit", "explore", "grow")
WORK: Final = 0
BUILD: Final = 1
DRAFT: Final = 2
EXPAND: Final = 3
EDUCATE: Final = 4
REBUILD: Final = 5
RECRUIT: Final = 6
EXPLORE: Final = 7
GROW: Final = 8
MAX_CITIZENS: Final = 5  # §1 20 citizen tokens, 5 a colour
ROUNDS: Final = 6
# the skills (1-5) of each bitmask of citizens (bit c for skill c)
SKILLS_OF = tuple(tuple(c for c in range(1, MAX_CITIZENS + 1) if mask >> c & 1) for mask in range(2 << MAX_CITIZENS))

# Indices into the per-card icon tuples of `Tables`.
FOOD: Final = 0
INC_C: Final = 1
INC_K: Final = 2
ARMY: Final = 3
SWORD: Final = 4
ARROW: Final = 5
CITIZEN: Final = 6
EYE: Final = 7
# Indices into military icon tuples.
M_SWORD: Final = 0
M_ARROW: Final = 1
M_LOOT: Final = 2
M_SPY: Final = 3
M_REPAIR: Final = 4


def _icons(i: Icons) -> tuple[int, ...]:
    return (i.food, i.income_coins, i.income_knowledge, i.army_limit, i.swords, i.arrows, i.citizen, i.explore_bonus)


def _micons(i: MilitaryIcons) -> tuple[int, ...]:
    return (i.swords, i.arrows, i.loot, i.spy, i.repair)


# No slots=True: it rebuilds the class, which mypyc's native classes refuse (compiled, they have slots anyway).
@dataclass(frozen=True, eq=False)
class Tables:
    """The data compiled into flat tables indexed by card number (shared, never copied)."""

    edition: Edition
    tribes: tuple[str, ...]
    # Empire cards
    e_slug: tuple[str, ...]
    e_name: tuple[str, ...]
    e_deck: tuple[str, ...]
    e_copies: tuple[int, ...]
    e_banners: tuple[tuple[int, ...], ...]
    e_cost: tuple[tuple[int, int], ...]
    e_icons: tuple[tuple[int, ...], ...]
    e_action: tuple[str | None, ...]
    e_amount: tuple[int, ...]
    e_ability: tuple[str | None, ...]
    e_tribe: tuple[int, ...]  # banner_bonus tribe, -1 if none
    e_index: dict[str, int]
    starting_empire: tuple[int, ...]
    e_place: tuple[tuple[tuple[str, ...], ...], ...]  # [card][bitmask of free skills]: "place c card slug" codes
    # Military
    m_slug: tuple[str, ...]
    m_name: tuple[str, ...]
    m_copies: tuple[int, ...]
    m_cost: tuple[int, ...]
    m_icons: tuple[tuple[int, ...], ...]
    m_legacy: tuple[tuple[int, ...], ...]
    m_index: dict[str, int]
    starting_military: tuple[int, ...]
    # §8.3 attack value of a card, active (m_power) or retired (m_legacy_power), by [arrows count][card]
    m_power: tuple[tuple[int, ...], tuple[int, ...]]
    m_legacy_power: tuple[tuple[int, ...], tuple[int, ...]]
    # Titans
    t_slug: tuple[str, ...]
    t_name: tuple[str, ...]
    t_stars: tuple[int, ...]
    t_defense: tuple[int, ...]
    t_arrows_count: tuple[bool, ...]
    t_banners: tuple[tuple[int, ...], ...]
    t_capacity: tuple[int, ...]
    t_icons: tuple[tuple[int, ...], ...]
    t_index: dict[str, int]
    # Districts
    d_slug: tuple[str, ...]
    d_name: tuple[str, ...]
    d_capacity: tuple[int, ...]
    d_banners: tuple[tuple[int, ...], ...]
    d_icons: tuple[tuple[int, ...], ...]
    d_index: dict[str, int]
    # Board and scoring
    capital_food: int  # §3 the Capital's printed icons
    capital_capacity: int
    capital_income: int
    capital_army_limit: int
    dice: tuple[tuple[tuple[int, int], ...], ...]
    banner_vp: tuple[int, ...]
    banner_bonus_free: int
    max_armies: int
    # §10 a card's icons and capacity packed into one int, `icon_bits` bits a field in the order of the icon
    # tuples then capacity: a city's sums are the sum of its cards' ints (city.recount), one addition a card
    icon_bits: int
    e_packed: tuple[int, ...]
    d_packed: tuple[int, ...]
    t_packed: tuple[int, ...]
    info: dict[str, object]  # edition name, tribes, and the list of designed value groups
    cards: dict[str, dict[str, object]]  # JSON-ready facts of each card kind by slug, with its designed fields


def _power(cards: Sequence[MilitaryCard], legacy: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """§8.3 each card's swords, and its swords plus arrows (against a titan that allows arrows)."""
    icons = [c.legacy if legacy else c.icons for c in cards]
    return tuple(i.swords for i in icons), tuple(i.swords + i.arrows for i in icons)


def _pack(icons: tuple[int, ...], capacity: int, bits: int) -> int:
    """Icons then capacity as one int, `bits` bits a field (see Tables.e_packed)."""
    return sum(v << (k * bits) for k, v in enumerate((*icons, capacity)))


def _bidx(tribes: Sequence[str], banners: Sequence[str]) -> tuple[int, ...]:
    return tuple(tribes.index(b) for b in banners)


def compile_tables(ed: Edition) -> Tables:
    """Flat tables from a validated edition."""
    tribes = tuple(ed.tribes)
    e, m, t, d = ed.empire, ed.military, ed.titans, ed.districts
    army_icons = sum(c.icons.army_limit for c in e) + sum(x.icons.army_limit for x in t)
    army_icons += sum(x.icons.army_limit for x in d)
    e_icons = tuple(_icons(c.icons) for c in e)
    d_icons = tuple(_icons(c.icons) for c in d)
    t_icons = tuple(_icons(c.icons) for c in t)
    # wide enough for every card of the data file in one city (icons are never negative: the schema)
    most = max(sum(col) for col in zip(*e_icons, *d_icons, *t_icons, strict=True))
    most = max(most, ed.capital.capacity + sum(c.capacity for c in d) + sum(c.capacity for c in t))
    bits = most.bit_length()
    cards = {c.slug: card_facts(c, kind) for kind, group in (("empire", e), ("military", m), ("titan", t),
                                                             ("district", d)) for c in group}
    return Tables(
        edition=ed,
        tribes=tribes,
        e_slug=tuple(c.slug for c in e),
        e_name=tuple(c.name for c in e),
        e_deck=tuple(c.deck for c in e),
        e_copies=tuple(c.copies for c in e),
        e_banners=tuple(_bidx(tribes, c.banners) for c in e),
        e_cost=tuple((c.cost_coins, c.cost_knowledge) for c in e),
        e_icons=e_icons,
        e_action=tuple(c.action.kind if c.action else None for c in e),
        e_amount=tuple(c.action.amount if c.action else 0 for c in e),
        e_ability=tuple(c.ability for c in e),
        e_tribe=tuple(tribes.index(c.tribe) if c.tribe else -1 for c in e),
        e_index={c.slug: i for i, c in enumerate(e)},
        starting_empire=tuple(i for i, c in enumerate(e) if c.deck == "start"),
        e_place=tuple(tuple(tuple(f"place {c} card {card.slug}" for c in skills) for skills in SKILLS_OF)
                      for card in e),
        m_slug=tuple(c.slug for c in m),
        m_name=tuple(c.name for c in m),
        m_copies=tuple(c.copies for c in m),
        m_cost=tuple(c.recruit_cost for c in m),
        m_icons=tuple(_micons(c.icons) for c in m),
        m_legacy=tuple(_micons(c.legacy) for c in m),
        m_index={c.slug: i for i, c in enumerate(m)},
        starting_military=tuple(i for i, c in enumerate(m) if c.deck == "start"),
        m_power=_power(m, legacy=False),
        m_legacy_power=_power(m, legacy=True),
        t_slug=tuple(c.slug for c in t),
        t_name=tuple(c.name for c in t),
        t_stars=tuple(c.stars for c in t),
        t_defense=tuple(c.defense for c in t),
        t_arrows_count=tuple(c.allows == "swords_and_arrows" for c in t),
        t_banners=tuple(_bidx(tribes, c.banners) for c in t),
        t_capacity=tuple(c.capacity for c in t),
        t_icons=t_icons,
        t_index={c.slug: i for i, c in enumerate(t)},
        d_slug=tuple(c.slug for c in d),
        d_name=tuple(c.name for c in d),
        d_capacity=tuple(c.capacity for c in d),
        d_banners=tuple(_bidx(tribes, c.banners) for c in d),
        d_icons=d_icons,
        d_index={c.slug: i for i, c in enumerate(d)},
        capital_food=ed.capital.food,
        capital_capacity=ed.capital.capacity,
        capital_income=ed.capital.income_coins,
        capital_army_limit=ed.capital.army_limit,
        dice=tuple(tuple((f.titan, f.coin) for f in die) for die in ed.damage_dice),
        banner_vp=tuple(ed.scoring.banner_vp),
        banner_bonus_free=ed.scoring.banner_bonus_free,
        max_armies=ed.capital.army_limit + army_icons,
        icon_bits=bits,
        e_packed=tuple(_pack(icons, 0, bits) for icons in e_icons),
        d_packed=tuple(_pack(icons, c.capacity, bits) for icons, c in zip(d_icons, d, strict=True)),
        t_packed=tuple(_pack(icons, c.capacity, bits) for icons, c in zip(t_icons, t, strict=True)),
        info=edition_facts(ed),
        cards=cards,
    )


@cache
def tables_for(path: str | None) -> Tables:
    """The compiled tables of a data file (the Agora edition if `path` is None)."""
    ed = load_edition(path)
    try:
        return compile_tables(ed)
    except ValueError as err:  # pragma: no cover - the schema validators catch these first
        raise DataError(f"data file {path}: {err}") from None
