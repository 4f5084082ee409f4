"""The Ancient World's component data: the schema of the Agora edition file and
its compilation into flat lookup tables the rules read.

Every record tags its values with their provenance (`rulebook`, `public`,
`designed`): `prov` maps a field name to its tag, and `"*"` gives the tag of
every field not named. An owner of the box may pass their own file with the
printed values; it is validated the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from agora.core import DataError
from agora.core.data import Provenance, load_data
from agora.games.ancient_world.board import SKILLS_OF

DEFAULT_DATA = Path(__file__).with_name("data") / "agora_edition.json"

# §10 the Empire-card action symbols of the Agora edition's icon vocabulary.
ActionKind = Literal[
    "coins",  # gain `amount` coins
    "knowledge",  # gain `amount` knowledge
    "repair",  # repair up to `amount` damaged Empire cards
    "coins_per_food",  # Desert Caravan
    "explore_coins",  # Crypta Ship: Explore, then gain `amount` coins
    "town_hall",  # Town Hall
    "use_opponent",  # Bridge, Trade City
    "titan_scout",  # Forest Hideout
]
# §11 the passive and scoring texts of the named cards, and the designed banner bonus.
Ability = Literal[
    "aqueduct",
    "crane",
    "distant_outpost",
    "scribe_guild",
    "zori_dramatists",
    "moon_festival",
    "banner_bonus",
]


class _Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    slug: str = Field(pattern=r"^[a-z0-9-]+$")
    name: str
    prov: dict[str, Provenance]

    @model_validator(mode="after")
    def _every_value_tagged(self) -> _Record:
        fields = set(type(self).model_fields) - {"prov"}
        unknown = set(self.prov) - fields - {"*"}
        if unknown:
            raise ValueError(f"prov names fields that do not exist: {sorted(unknown)}")
        untagged = (self.model_fields_set - {"prov"}) - set(self.prov)
        if untagged and "*" not in self.prov:
            raise ValueError(f"values without a provenance tag: {sorted(untagged)}")
        return self

    def designed_fields(self) -> list[str]:
        """The fields whose values are the Agora edition's own."""
        default = self.prov.get("*", "designed")
        return sorted(f for f in self.model_fields_set - {"prov", "slug"} if self.prov.get(f, default) == "designed")


class Icons(BaseModel):
    """Permanent symbols of an Empire, District or Titan card (§10)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    food: int = Field(default=0, ge=0)
    income_coins: int = Field(default=0, ge=0)
    income_knowledge: int = Field(default=0, ge=0)
    army_limit: int = Field(default=0, ge=0)
    swords: int = Field(default=0, ge=0)
    arrows: int = Field(default=0, ge=0)
    citizen: int = Field(default=0, ge=0, le=1)
    explore_bonus: int = Field(default=0, ge=0)


class CardAction(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: ActionKind
    amount: int = Field(default=0, ge=0)


class EmpireCard(_Record):
    deck: Literal["start", "A", "B"]
    copies: int = Field(default=1, ge=1)
    banners: list[str] = Field(min_length=1)
    cost_coins: int = Field(default=0, ge=0)
    cost_knowledge: int = Field(default=0, ge=0)
    icons: Icons = Icons()
    action: CardAction | None = None
    ability: Ability | None = None
    tribe: str | None = None  # the tribe of a banner_bonus card
    text: str = ""


class MilitaryIcons(BaseModel):
    """Symbols that work when the army is paid for (§10, military part)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    swords: int = Field(default=0, ge=0)
    arrows: int = Field(default=0, ge=0)
    loot: int = Field(default=0, ge=0)
    spy: int = Field(default=0, ge=0)
    repair: int = Field(default=0, ge=0)


class MilitaryCard(_Record):
    deck: Literal["start", "military"]
    copies: int = Field(default=1, ge=1)
    recruit_cost: int = Field(default=0, ge=0)
    icons: MilitaryIcons
    legacy: MilitaryIcons


class TitanCard(_Record):
    stars: int = Field(ge=1, le=3)
    defense: int = Field(ge=1)
    allows: Literal["swords", "swords_and_arrows"]
    banners: list[str] = Field(min_length=1, max_length=3)  # one damage die a banner, and there are 3 dice
    capacity: int = Field(default=0, ge=0)
    icons: Icons = Icons()


class DistrictCard(_Record):
    capacity: int = Field(ge=0)
    banners: list[str] = []
    icons: Icons = Icons()


class DieFace(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    titan: int = Field(default=0, ge=0)
    coin: int = Field(default=0, ge=0)


class Capital(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    food: int = Field(ge=0)
    capacity: int = Field(ge=0)
    income_coins: int = Field(ge=0)
    army_limit: int = Field(ge=1)
    prov: dict[str, Provenance]


class Scoring(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    banner_vp: list[int] = Field(min_length=6, max_length=6)  # VP for 1..6 banners of one tribe
    banner_bonus_free: int = Field(ge=0)  # banner_bonus: +1 VP per banner of its tribe beyond this many
    prov: dict[str, Provenance]


class Edition(BaseModel):
    """A whole data file."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    edition: str
    tribes: list[str] = Field(min_length=5, max_length=5)
    tribes_prov: dict[str, Provenance]
    capital: Capital
    scoring: Scoring
    damage_dice: list[list[DieFace]] = Field(min_length=3, max_length=3)
    damage_dice_prov: Provenance
    empire: list[EmpireCard]
    military: list[MilitaryCard]
    titans: list[TitanCard]
    districts: list[DistrictCard]

    @field_validator("damage_dice")
    @classmethod
    def _dice_have_faces(cls, dice: list[list[DieFace]]) -> list[list[DieFace]]:
        if any(len(faces) < 2 for faces in dice):
            raise ValueError("every damage die needs at least two faces")
        return dice

    @model_validator(mode="after")
    def _consistent(self) -> Edition:
        tribes = set(self.tribes)
        slugs: set[str] = set()
        for rec in [*self.empire, *self.military, *self.titans, *self.districts]:
            if rec.slug in slugs:
                raise ValueError(f"slug {rec.slug!r} is used twice")
            slugs.add(rec.slug)
            bad = set(getattr(rec, "banners", [])) - tribes
            if bad:
                raise ValueError(f"{rec.slug}: banners of unknown tribes {sorted(bad)}")
        for card in self.empire:
            if (card.ability == "banner_bonus") != (card.tribe is not None):
                raise ValueError(f"{card.slug}: a banner_bonus card, and only one, names its tribe")
            if card.tribe is not None and card.tribe not in tribes:
                raise ValueError(f"{card.slug}: unknown tribe {card.tribe!r}")
        starting_e = [c for c in self.empire if c.deck == "start"]
        starting_m = [c for c in self.military if c.deck == "start"]
        if len(starting_e) != 2 or len(starting_m) != 2:
            raise ValueError("there must be exactly two starting Empire and two starting military cards")
        if len({t.stars for t in self.titans}) != 3:
            raise ValueError("every titan deck (1, 2 and 3 stars) needs cards")
        for deck in ("A", "B"):
            if sum(c.copies for c in self.empire if c.deck == deck) < 10:
                raise ValueError(f"the Empire {deck} deck needs at least 10 cards")
        if sum(c.copies for c in self.military if c.deck == "military") < 8:
            raise ValueError("the military deck needs at least 8 cards")
        if not self.districts:
            raise ValueError("there must be District cards")
        return self


# Indices into the per-card icon tuples of `Rules`.
FOOD, INC_C, INC_K, ARMY, SWORD, ARROW, CITIZEN, EYE = range(8)
# Indices into military icon tuples.
M_SWORD, M_ARROW, M_LOOT, M_SPY, M_REPAIR = range(5)


def _icons(i: Icons) -> tuple[int, ...]:
    return (i.food, i.income_coins, i.income_knowledge, i.army_limit, i.swords, i.arrows, i.citizen, i.explore_bonus)


def _micons(i: MilitaryIcons) -> tuple[int, ...]:
    return (i.swords, i.arrows, i.loot, i.spy, i.repair)


@dataclass(frozen=True, slots=True, eq=False)
class Rules:
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
    capital: Capital
    dice: tuple[tuple[tuple[int, int], ...], ...]
    banner_vp: tuple[int, ...]
    banner_bonus_free: int
    max_armies: int
    info: dict[str, object]  # edition name, tribes, and the list of designed value groups
    cards: dict[str, dict[str, object]]  # JSON-ready facts of each card kind by slug, with its designed fields


def _power(cards: Sequence[MilitaryCard], legacy: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """§8.3 each card's swords, and its swords plus arrows (against a titan that allows arrows)."""
    icons = [c.legacy if legacy else c.icons for c in cards]
    return tuple(i.swords for i in icons), tuple(i.swords + i.arrows for i in icons)


def _bidx(tribes: Sequence[str], banners: Sequence[str]) -> tuple[int, ...]:
    return tuple(tribes.index(b) for b in banners)


def compile_rules(ed: Edition) -> Rules:
    """Flat tables from a validated edition."""
    tribes = tuple(ed.tribes)
    e, m, t, d = ed.empire, ed.military, ed.titans, ed.districts
    army_icons = sum(c.icons.army_limit for c in e) + sum(x.icons.army_limit for x in t)
    army_icons += sum(x.icons.army_limit for x in d)
    info: dict[str, object] = {
        "edition": ed.edition,
        "tribes": list(tribes),
        "designed": _designed_summary(ed),
        "capital": ed.capital.model_dump(exclude={"prov"}),
        "banner_vp": list(ed.scoring.banner_vp),
        "damage_dice": [[f.model_dump() for f in die] for die in ed.damage_dice],
    }
    cards = {c.slug: _card_info(c, kind) for kind, group in (("empire", e), ("military", m), ("titan", t),
                                                             ("district", d)) for c in group}
    return Rules(
        edition=ed,
        tribes=tribes,
        e_slug=tuple(c.slug for c in e),
        e_name=tuple(c.name for c in e),
        e_deck=tuple(c.deck for c in e),
        e_copies=tuple(c.copies for c in e),
        e_banners=tuple(_bidx(tribes, c.banners) for c in e),
        e_cost=tuple((c.cost_coins, c.cost_knowledge) for c in e),
        e_icons=tuple(_icons(c.icons) for c in e),
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
        t_icons=tuple(_icons(c.icons) for c in t),
        t_index={c.slug: i for i, c in enumerate(t)},
        d_slug=tuple(c.slug for c in d),
        d_name=tuple(c.name for c in d),
        d_capacity=tuple(c.capacity for c in d),
        d_banners=tuple(_bidx(tribes, c.banners) for c in d),
        d_icons=tuple(_icons(c.icons) for c in d),
        d_index={c.slug: i for i, c in enumerate(d)},
        capital=ed.capital,
        dice=tuple(tuple((f.titan, f.coin) for f in die) for die in ed.damage_dice),
        banner_vp=tuple(ed.scoring.banner_vp),
        banner_bonus_free=ed.scoring.banner_bonus_free,
        max_armies=ed.capital.army_limit + army_icons,
        info=info,
        cards=cards,
    )


def _card_info(card: _Record, kind: str) -> dict[str, object]:
    data: dict[str, object] = {"kind": kind}
    data.update(card.model_dump(exclude={"prov"}, exclude_defaults=True))
    data["designed"] = card.designed_fields()
    return data


def _designed_summary(ed: Edition) -> list[str]:
    """Which groups of values are the Agora edition's own, for views and `agora games`."""
    out = []
    if any(v == "designed" for v in ed.tribes_prov.values()):
        out.append("tribe names: " + ", ".join(k for k, v in ed.tribes_prov.items() if v == "designed"))
    for name, prov in (("capital", ed.capital.prov), ("scoring", ed.scoring.prov)):
        fields = [k for k, v in prov.items() if v == "designed"]
        if fields:
            out.append(f"{name}: " + ", ".join(fields))
    if ed.damage_dice_prov == "designed":
        out.append("damage dice faces")
    for group, records in (("empire", ed.empire), ("military", ed.military), ("titans", ed.titans),
                           ("districts", ed.districts)):
        n = sum(1 for r in records if r.designed_fields())
        if n:
            out.append(f"{group}: {n} of {len(records)} card kinds have designed values")
    return out


@cache
def rules_for(path: str | None) -> Rules:
    """The compiled rules of a data file (the Agora edition if `path` is None)."""
    ed = load_data(path or DEFAULT_DATA, Edition)
    try:
        return compile_rules(ed)
    except ValueError as err:  # pragma: no cover - the schema validators catch these first
        raise DataError(f"data file {path}: {err}") from None
