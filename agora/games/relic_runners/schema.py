"""The Relic Runners component data schema (the Agora edition or an owner's own file).

Every value carries its provenance (`rulebook`, `public`, `designed`); the
checks beyond types (counts, ids, a connected map, 10 rivers) name the
problem so an owner typing in the printed values sees what to fix.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from agora.core.data import Provenance, load_data

DEFAULT_DATA = Path(__file__).parent / "data" / "agora_edition.json"

Kind = Literal["camp", "ruin", "temple"]
Quadrant = Literal["nw", "ne", "se", "sw"]
Colour = Literal["ivory", "blue", "purple"]
Track = Literal["machete", "compass", "shovel"]
TableAction = Literal[
    "temple_action_free",
    "take_2_rations",
    "vp_4_per_relic",
    "move_1_pathway",
    "move_2_pathways",
    "vp_2_per_longest_chain_pathway",
    "toolbox_or_2vp",
    "place_pathway_adjacent",
    "double_vp_this_turn",
]
AbilityEffect = Literal["head_start", "extra_toolbox", "trailblazer", "big_pack", "scholar"]
EXPLORER_COLOURS = ("red", "green", "blue", "yellow", "black")


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Location(_Strict):
    id: str = Field(min_length=1)
    kind: Kind
    quadrant: Quadrant | None
    x: float = Field(ge=0, le=100)
    y: float = Field(ge=0, le=100)
    source: Provenance


class Trail(_Strict):
    id: str = Field(min_length=1)
    a: str
    b: str
    river: bool
    source: Provenance


class Layout(_Strict):
    source: Provenance
    temples: dict[str, Colour]


class BlueValues(_Strict):
    source: Provenance
    levels: dict[str, list[int]]


class IvoryTile(_Strict):
    level: int = Field(ge=1, le=3)
    effect: int = Field(ge=1, le=6)
    text: str
    effect_source: Provenance
    red_diamond: bool
    red_diamond_source: Provenance


class PurpleTile(_Strict):
    level: int = Field(ge=1, le=3)
    effect: int = Field(ge=1, le=8)
    text: str
    effect_source: Provenance
    placement_source: Provenance
    red_diamond: bool
    red_diamond_source: Provenance


class TableSpace(_Strict):
    track: Track
    level: int = Field(ge=1, le=3)
    action: TableAction
    action_source: Provenance
    placement_source: Provenance


class EndTrigger(_Strict):
    source: Provenance
    relics: dict[str, int]


class Counts(_Strict):
    source: Provenance
    pathways: int = Field(ge=1, le=20)
    toolboxes: int = Field(ge=1, le=5)
    start_toolboxes_on_table: int = Field(ge=0, le=5)
    start_rations: int = Field(ge=0, le=5)
    camp_rations_per_player: int = Field(ge=0, le=5)
    max_rations: int = Field(ge=1, le=10)
    total_rations: int = Field(ge=1, le=50)
    ruin_tiles_per_site: dict[str, int]
    temple_levels: dict[str, int]
    tiles_drawn_per_level: int = Field(ge=1, le=8)
    camp_resupply: int = Field(ge=0, le=5)
    relic_vp_per_trail: int = Field(ge=0)
    vp_per_relic_colour: int = Field(ge=0)
    ivory_compensation_vp: int = Field(ge=0)


class Ability(_Strict):
    colour: Literal["red", "green", "blue", "yellow", "black"]
    character: str
    effect: AbilityEffect
    text: str
    source: Provenance


class ComponentData(_Strict):
    """A whole Relic Runners data file."""

    edition: str
    locations: list[Location]
    trails: list[Trail]
    first_game_layout: Layout
    blue_values: BlueValues
    ivory_tiles: list[IvoryTile]
    purple_tiles: list[PurpleTile]
    progression: list[TableSpace]
    end_trigger: EndTrigger
    counts: Counts
    abilities: list[Ability]

    @model_validator(mode="after")
    def _check(self) -> ComponentData:
        problems = [*self._map_problems(), *self._tile_problems(), *self._other_problems()]
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def _map_problems(self) -> list[str]:
        out: list[str] = []
        ids = [loc.id for loc in self.locations]
        dup = [i for i, c in Counter(ids).items() if c > 1]
        if dup:
            out.append(f"location ids used twice: {dup}")
        kinds: Counter[str] = Counter(loc.kind for loc in self.locations)
        # §B1: Base Camp, 8 ruin sites and 12 temple sites.
        for kind, want in (("camp", 1), ("ruin", 8), ("temple", 12)):
            if kinds[kind] != want:
                out.append(f"the map needs {want} {kind} location(s), found {kinds[kind]}")
        for loc in self.locations:
            if (loc.kind == "camp") != (loc.quadrant is None):
                out.append(f"location {loc.id}: only Base Camp lies outside the quadrants")
        for q in ("nw", "ne", "se", "sw"):
            n = sum(1 for loc in self.locations if loc.kind == "temple" and loc.quadrant == q)
            if n < 3:
                out.append(f"quadrant {q} has {n} temple sites; it needs 3 to hold one temple of each colour")
        known = set(ids)
        tids = [t.id for t in self.trails]
        dup = [i for i, c in Counter(tids).items() if c > 1]
        if dup:
            out.append(f"trail ids used twice: {dup}")
        pairs: set[frozenset[str]] = set()
        for t in self.trails:
            for end in (t.a, t.b):
                if end not in known:
                    out.append(f"trail {t.id} names unknown location {end!r}")
            if t.a == t.b:
                out.append(f"trail {t.id} joins {t.a} to itself")
            pair = frozenset((t.a, t.b))
            if pair in pairs:
                out.append(f"trail {t.id} repeats the trail between {t.a} and {t.b}")
            pairs.add(pair)
        rivers = sum(t.river for t in self.trails)
        if rivers != 10:  # §A1: 10 toolbox tokens, one per river trail
            out.append(f"the map needs 10 river trails (one per toolbox token), found {rivers}")
        ends_known = all(t.a in known and t.b in known for t in self.trails)
        if ids and ends_known:
            reach = {ids[0]}
            frontier = [ids[0]]
            while frontier:
                here = frontier.pop()
                for t in self.trails:
                    for a, b in ((t.a, t.b), (t.b, t.a)):
                        if a == here and b not in reach:
                            reach.add(b)
                            frontier.append(b)
            if reach != known:
                out.append(f"the map is not connected: {sorted(known - reach)} cannot be reached")
        return out

    def _tile_problems(self) -> list[str]:
        out: list[str] = []
        drawn = self.counts.tiles_drawn_per_level
        for level in (1, 2, 3):
            ivory = sorted(t.effect for t in self.ivory_tiles if t.level == level)
            if ivory != [1, 2, 3, 4, 5, 6]:
                out.append(f"ivory level {level} needs one tile of each effect 1..6, found {ivory}")
            if sum(1 for t in self.ivory_tiles if t.level == level and not t.red_diamond) < drawn:
                out.append(f"ivory level {level} has fewer than {drawn} tiles without a red diamond")
            purple = [t for t in self.purple_tiles if t.level == level]
            if len(purple) != 8:
                out.append(f"purple level {level} needs 8 tiles, found {len(purple)}")
            if sum(1 for t in purple if not t.red_diamond) < drawn:
                out.append(f"purple level {level} has fewer than {drawn} tiles without a red diamond")
            values = self.blue_values.levels.get(str(level))
            if values is None or len(values) != 6:
                out.append(f"blue level {level} needs 6 values")
            elif not all(2 <= v <= 5 for v in values):
                out.append(f"blue level {level} values must be +2..+5, found {values}")
        missing = set(range(1, 9)) - {t.effect for t in self.purple_tiles}
        if missing:
            out.append(f"purple effects {sorted(missing)} appear on no tile")
        return out

    def _other_problems(self) -> list[str]:
        out: list[str] = []
        temples = {loc.id: loc.quadrant for loc in self.locations if loc.kind == "temple"}
        layout = self.first_game_layout.temples
        if set(layout) != set(temples):
            out.append(f"the first-game layout must colour exactly the temple sites {sorted(temples)}")
        else:
            colours = Counter(layout.values())
            if any(colours[c] != 4 for c in ("ivory", "blue", "purple")):
                out.append(f"the first-game layout needs 4 temples of each colour, found {dict(colours)}")
        spaces = {(s.track, s.level) for s in self.progression}
        if len(self.progression) != 9 or len(spaces) != 9:
            out.append("the progression table needs exactly one action on each of 3 tracks x 3 levels")
        if len({s.action for s in self.progression}) != 9:
            out.append("each of the 9 progression actions must appear once")
        if sorted(self.end_trigger.relics) != ["2", "3", "4", "5"]:
            out.append("the end trigger needs a relic count for 2, 3, 4 and 5 players")
        elif not all(1 <= v <= 20 for v in self.end_trigger.relics.values()):
            out.append("end-trigger relic counts must be 1..20 (there are 20 relics)")
        if sorted(a.colour for a in self.abilities) != sorted(EXPLORER_COLOURS):
            out.append("there must be one ability for each explorer colour")
        if len({a.effect for a in self.abilities}) != len(self.abilities):
            out.append("each ability effect may be used once")
        for key in ("2", "3", "4", "5"):
            if key not in self.counts.ruin_tiles_per_site or key not in self.counts.temple_levels:
                out.append(f"counts need ruin tiles and temple levels for {key} players")
            elif not 1 <= self.counts.temple_levels[key] <= 3:
                out.append("temple levels must be 1..3")
        return out

    def designed(self) -> list[str]:
        """Names of the value groups this file marks as designed (the Agora edition's own)."""
        groups: list[str] = []
        if any(loc.source == "designed" for loc in self.locations):
            groups.append("map locations and positions")
        if any(t.source == "designed" for t in self.trails):
            groups.append("trails and rivers")
        for name, src in (
            ("first-game temple layout", self.first_game_layout.source),
            ("blue tile values", self.blue_values.source),
            ("end-trigger relic counts", self.end_trigger.source),
            ("component counts", self.counts.source),
        ):
            if src == "designed":
                groups.append(name)
        if any(t.red_diamond_source == "designed" for t in self.ivory_tiles) or any(
            t.red_diamond_source == "designed" for t in self.purple_tiles
        ):
            groups.append("red-diamond marks")
        if any(t.placement_source == "designed" for t in self.purple_tiles):
            groups.append("purple effects per level")
        if any(s.placement_source == "designed" for s in self.progression):
            groups.append("progression table grid")
        groups.extend(f"ability of {a.character} ({a.colour})" for a in self.abilities if a.source == "designed")
        return groups


def load_components(path: str | Path | None = None) -> ComponentData:
    """The data file at `path` (the Agora edition by default); DataError if it breaks the schema."""
    return load_data(path or DEFAULT_DATA, ComponentData)
