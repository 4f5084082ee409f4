"""The schema of Historia's component data (the Agora edition or an owner's own file).

Every item carries `tags`: the provenance (rulebook / public / designed) of each
of its fields, so the screens can say which values are ours and not the printed ones.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from agora.core.data import Provenance

ACTIONS = ("technology", "army", "arts", "exploit", "expansion", "trade", "raid", "war", "tourism", "revolution")
STEPS = (
    "add_cube",
    "territory_bonus",
    "recover_cards",
    "recover_cubes",
    "recover_wonders",
    "government_bonus",
    "turn_order",
    "new_wonders",
    "leader_bonus",
    "new_leaders",
)
GREY = frozenset(STEPS[:6])
Measure = Literal["tech", "military", "wonders", "territories", "sole"]


class Tagged(BaseModel):
    """An item whose every field names its provenance in `tags`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    tags: dict[str, Provenance]

    @model_validator(mode="after")
    def _every_field_tagged(self) -> Tagged:
        fields = set(type(self).model_fields) - {"tags"}
        missing = sorted(fields - set(self.tags))
        unknown = sorted(set(self.tags) - fields)
        if missing or unknown:
            raise ValueError(f"tags must name exactly the fields; missing {missing}, unknown {unknown}")
        return self

    def designed_fields(self) -> list[str]:
        """The fields whose value is the Agora edition's own."""
        return sorted(f for f, p in self.tags.items() if p == "designed")


class Bonus(BaseModel):
    """A bundle of gains: VP, cubes back from the used pool, oldest cards back from the discard row..."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    vp: int = 0
    cubes: int = Field(default=0, ge=0)
    cube: int = Field(default=0, ge=0, description="matrix icon: recover 1 cube")
    card_back: int = Field(default=0, ge=0, description="matrix icon: recover the oldest discard-row card")
    cards: int = Field(default=0, ge=0)
    advisor: int = Field(default=0, ge=0)
    action: int = Field(default=0, ge=0)
    card: Literal["war", "tourism"] | None = None
    tech: int = Field(default=0, ge=0)
    military: int = Field(default=0, ge=0)
    tourism: int = Field(default=0, ge=0)
    pay_cubes: int = Field(default=0, ge=0)


class Territory(Tagged):
    id: str
    name: str


class Edge(Tagged):
    a: str
    b: str
    note: str


class Tile(Tagged):
    number: int = Field(ge=1, le=16)
    vp: int = Field(ge=0)


class Level(Tagged):
    level: int = Field(ge=1, le=16)
    bonus: Bonus


class TechLevel(Level):
    name: str


class Advanced(Tagged):
    action: Literal["technology", "army", "arts", "exploit", "expansion", "trade", "raid", "war", "tourism"]
    tech: int = Field(ge=1, le=16)


class Government(Tagged):
    id: str
    name: str
    colour: str
    bonus: Bonus


class Matrix(Tagged):
    cells: list[tuple[int, int, str]]
    note: str


class Segment(Tagged):
    round: int = Field(ge=1, le=4)
    grey: list[Literal[STEPS]]  # type: ignore[valid-type]
    brown: list[Literal[STEPS]]  # type: ignore[valid-type]


class Wonder(Tagged):
    id: str
    name: str
    era: int = Field(ge=1, le=3)
    kind: Literal["action", "majority", "destroy"]
    on: str
    bonus: Bonus
    exclusive: bool


class Condition(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    what: Measure
    at_least: int = Field(ge=1)
    vp: int = Field(ge=1)


class Leader(Tagged):
    id: str
    name: str
    era: int = Field(ge=1, le=3)
    conditions: tuple[Condition, Condition]


class Civilization(Tagged):
    id: str
    name: str
    colour: str


class Advisor(Tagged):
    id: str
    name: str
    civ: str
    effect: Bonus


class EventCard(Tagged):
    id: str
    name: str
    on: Literal["any", "technology", "army", "arts", "exploit", "expansion", "trade", "raid", "war", "tourism"]
    effect: Bonus


class CivbotLevel(Tagged):
    id: Literal["chieftain", "noble", "king"]
    name: str
    cards: int = Field(ge=1)


class CivbotCard(Tagged):
    id: int
    actions: list[Literal["technology", "army", "arts", "expansion", "war"]] = Field(min_length=1, max_length=2)


class Civbot(Tagged):
    levels: list[CivbotLevel]
    cards: list[CivbotCard]
    cubes: int = Field(ge=1, le=9)
    leader_cap: tuple[int, int, int]
    difficulty_card: str


class Goal(Tagged):
    id: str
    bonus: Bonus


class Governance(Tagged):
    civ: str
    categories: tuple[Measure, Measure]


def _dupes(values: list[str]) -> list[str]:
    return sorted(v for v, n in Counter(values).items() if n > 1)


class Edition(BaseModel):
    """A whole set of Historia components, checked for the facts the rules state."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    edition: str
    territories: list[Territory] = Field(min_length=13, max_length=13)
    adjacency: list[Edge]
    not_adjacent: list[Edge]
    tiles: list[Tile] = Field(min_length=16, max_length=16)
    tech_levels: list[TechLevel] = Field(min_length=16, max_length=16)
    military_levels: list[Level] = Field(min_length=16, max_length=16)
    advanced: list[Advanced] = Field(min_length=9, max_length=9)
    governments: list[Government] = Field(min_length=9, max_length=9)
    matrix: Matrix
    timeline: list[Segment] = Field(min_length=4, max_length=4)
    wonders: list[Wonder] = Field(min_length=48, max_length=48)
    leaders: list[Leader] = Field(min_length=18, max_length=18)
    civilizations: list[Civilization] = Field(min_length=7, max_length=7)
    advisors: list[Advisor] = Field(min_length=35, max_length=35)
    events: list[EventCard] = Field(min_length=12, max_length=12)
    civbot: Civbot
    goals: list[Goal] = Field(min_length=8)
    governance: list[Governance]

    @model_validator(mode="after")
    def _consistent(self) -> Edition:
        problems: list[str] = []
        names = [t.id for t in self.territories]
        known = set(names)
        for label, ids in (
            ("territory", names),
            ("wonder", [w.id for w in self.wonders]),
            ("leader", [x.id for x in self.leaders]),
            ("advisor", [a.id for a in self.advisors]),
            ("civilization", [c.id for c in self.civilizations]),
            ("government", [g.id for g in self.governments]),
            ("event", [e.id for e in self.events]),
        ):
            if _dupes(ids):
                problems.append(f"{label} ids repeated: {_dupes(ids)}")
        pairs = set()
        for e in self.adjacency + self.not_adjacent:
            if e.a not in known or e.b not in known or e.a == e.b:
                problems.append(f"adjacency {e.a}-{e.b} names an unknown territory")
        for e in self.adjacency:
            pairs.add(frozenset((e.a, e.b)))
        for e in self.not_adjacent:
            if frozenset((e.a, e.b)) in pairs:
                problems.append(f"{e.a} and {e.b} must not be adjacent (GR p.5)")
        if sorted(t.number for t in self.tiles) != list(range(1, 17)):
            problems.append("tiles must be numbered 1 to 16, each once (GR p.10)")
        for label, levels in (("tech", self.tech_levels), ("military", self.military_levels)):
            if [lv.level for lv in levels] != list(range(1, 17)):
                problems.append(f"{label} levels must be 1 to 16 in order")
        zones = {g.id for g in self.governments}
        cells = {(t, m) for t, m, _ in self.matrix.cells}
        if (1, 1) not in cells:
            problems.append("the matrix must hold the start cell (1, 1) (GR p.3)")
        for t, m, z in self.matrix.cells:
            if not (1 <= t <= 16 and 1 <= m <= 16) or z not in zones:
                problems.append(f"matrix cell {(t, m, z)} is off the board or names an unknown government")
                break
        if [s.round for s in self.timeline] != [1, 2, 3, 4]:
            problems.append("the timeline must list rounds 1 to 4 in order")
        for s in self.timeline:
            if any(x not in GREY for x in s.grey) or any(x in GREY for x in s.brown):
                problems.append(f"timeline round {s.round}: grey and brown steps are mixed up (GR p.7)")
            if s.brown and s.brown[0] != "turn_order":
                problems.append(f"timeline round {s.round}: Turn order must come first in the brown band (GR p.7)")
            firsts = [x for x in s.grey if x in ("add_cube", "territory_bonus")]
            if s.grey[: len(firsts)] != firsts:
                problems.append(f"timeline round {s.round}: Add cube and Territory bonus come first (GR p.7)")
            if "new_leaders" in s.brown and s.brown[-1] != "new_leaders":
                problems.append(f"timeline round {s.round}: New leaders must be the last step")
        if Counter(w.era for w in self.wonders) != Counter({1: 16, 2: 16, 3: 16}):
            problems.append("there must be 16 wonders in each era")
        for w in self.wonders:
            ok = (
                (w.kind == "action" and w.on in ACTIONS)
                or (w.kind == "majority" and w.on in ("wonders", "military", "tech", "territories"))
                or (w.kind == "destroy" and w.on.isdigit() and int(w.on) >= 1)
            )
            if not ok:
                problems.append(f"wonder {w.id}: {w.kind!r} cannot be activated on {w.on!r}")
        if Counter(x.era for x in self.leaders) != Counter({1: 6, 2: 6, 3: 6}):
            problems.append("there must be 6 leaders in each era")
        civs = {c.id for c in self.civilizations}
        per_civ = Counter(a.civ for a in self.advisors)
        if set(per_civ) != civs or any(n != 5 for n in per_civ.values()):
            problems.append("each of the 7 advisor sets must hold 5 advisors of a known civilization")
        if len({lv.id for lv in self.civbot.levels}) != 3:
            problems.append("the Civbot needs the three levels chieftain, noble and king")
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def designed(self) -> dict[str, dict[str, Any]]:
        """For each component group and field, which items hold a designed value:
        "all", the list of their ids, or {"all_but": ids of the items that hold the printed value}."""
        out: dict[str, dict[str, Any]] = {}
        groups: dict[str, list[Tagged]] = {
            "territories": list(self.territories),
            "adjacency": list(self.adjacency),
            "tiles": list(self.tiles),
            "tech_levels": list(self.tech_levels),
            "military_levels": list(self.military_levels),
            "advanced": list(self.advanced),
            "governments": list(self.governments),
            "matrix": [self.matrix],
            "timeline": list(self.timeline),
            "wonders": list(self.wonders),
            "leaders": list(self.leaders),
            "civilizations": list(self.civilizations),
            "advisors": list(self.advisors),
            "events": list(self.events),
            "civbot": [self.civbot],
            "goals": list(self.goals),
            "governance": list(self.governance),
        }
        for group, items in groups.items():
            fields: dict[str, list[str]] = {}
            for i, item in enumerate(items):
                key = _key(item, i)
                for f in item.designed_fields():
                    fields.setdefault(f, []).append(key)
            keys_all = [_key(item, i) for i, item in enumerate(items)]
            if fields:
                out[group] = {f: _which(keys, keys_all) for f, keys in sorted(fields.items())}
        return out


def _which(keys: list[str], every: list[str]) -> Any:
    if len(keys) == len(every):
        return "all"
    if 2 * len(keys) > len(every):
        return {"all_but": [k for k in every if k not in keys]}
    return keys


def _key(item: Tagged, i: int) -> str:
    for name in ("id", "level", "number", "round", "civ"):
        value = getattr(item, name, None)
        if value is not None:
            return str(value)
    if isinstance(item, Edge):
        return f"{item.a}-{item.b}"
    return str(i)
