"""The Ancient World's component data: the schema of the Agora edition file, and its loading.

Every record tags its values with their provenance (`rulebook`, `public`,
`designed`): `prov` maps a field name to its tag, and `"*"` gives the tag of
every field not named. An owner of the box may pass their own file with the
printed values; it is validated the same way. tables.py compiles it for the rules.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from agora.core.data import Provenance, load_data

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



def load_edition(path: str | Path | None) -> Edition:
    """A data file validated against the schema (the Agora edition if `path` is None); DataError if it breaks it."""
    return load_data(path or DEFAULT_DATA, Edition)


def card_facts(card: _Record, kind: str) -> dict[str, object]:
    """The JSON-ready facts of a card, with its kind and its designed fields, for views."""
    data: dict[str, object] = {"kind": kind}
    data.update(card.model_dump(exclude={"prov"}, exclude_defaults=True))
    data["designed"] = card.designed_fields()
    return data


def edition_facts(ed: Edition) -> dict[str, object]:
    """The edition's name, tribes and the list of designed value groups, JSON-ready for views."""
    return {
        "edition": ed.edition,
        "tribes": list(ed.tribes),
        "designed": _designed_summary(ed),
        "capital": ed.capital.model_dump(exclude={"prov"}),
        "banner_vp": list(ed.scoring.banner_vp),
        "damage_dice": [[f.model_dump() for f in die] for die in ed.damage_dice],
    }


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
