"""Historia's component data compiled into flat lookup tables for the rules code.

Built once per data file (cached); states share them and never copy them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from agora.core.data import load_data
from agora.games.historia.schema import ACTIONS, Bonus, Edition

DEFAULT_DATA = Path(__file__).parent / "data" / "agora_edition.json"

# Action card ids, in the order of the printed reference (spec §5).
TECHNOLOGY, ARMY, ARTS, EXPLOIT, EXPANSION, TRADE, RAID, WAR, TOURISM, REVOLUTION = range(10)
ADVISOR0 = 10  # a card id >= ADVISOR0 is advisor number (id - ADVISOR0)
START_HAND = (1 << 10) - 1 - (1 << WAR) - (1 << TOURISM)  # §3.3 War and Tourism are set aside
MAX_LEVEL = 16
CUBES_PER_COLOUR = 9

# Wonder activation kinds (spec §6.1)
ON_ACTION, ON_MAJORITY, ON_DESTROY = range(3)
MEASURES = ("tech", "military", "wonders", "territories", "sole")


class Gain:
    """A bonus as the rules read it: schema.Bonus, validated, copied into plain fields (gain_of), so the
    engine, compiled in the opt-in build, reads no pydantic model."""

    def __init__(self, vp: int = 0, cubes: int = 0, cube: int = 0, card_back: int = 0, cards: int = 0,
                 advisor: int = 0, action: int = 0, card: str | None = None, tech: int = 0, military: int = 0,
                 tourism: int = 0, pay_cubes: int = 0) -> None:
        self.vp, self.cubes, self.cube, self.card_back, self.cards = vp, cubes, cube, card_back, cards
        self.advisor, self.action, self.card = advisor, action, card
        self.tech, self.military, self.tourism, self.pay_cubes = tech, military, tourism, pay_cubes

    def without_tourism(self) -> Gain:
        """The same bonus without its Tourism hex."""
        return Gain(**{**self.to_data(), "tourism": 0})

    def to_data(self) -> dict[str, Any]:
        """The fields by name, in the schema's order (as Bonus.model_dump gives them)."""
        return {name: getattr(self, name) for name in Bonus.model_fields}


def gain_of(b: Bonus) -> Gain:
    """A validated bonus as plain fields."""
    return Gain(**b.model_dump())


class Tables:
    """Everything the rules read from the data, as lists indexed by small ints."""

    def __init__(self, edition: Edition) -> None:
        self.edition = edition
        self.territory_ids = [t.id for t in edition.territories]
        self.territory_names = [t.name for t in edition.territories]
        index = {tid: i for i, tid in enumerate(self.territory_ids)}
        self.territories = len(self.territory_ids)
        near = [1 << i for i in range(self.territories)]  # §2.2 the same territory counts as adjacent
        for e in edition.adjacency:
            a, b = index[e.a], index[e.b]
            near[a] |= 1 << b
            near[b] |= 1 << a
        self.near = near
        self.all_territories = (1 << self.territories) - 1
        self.tile_vp = [0] * 17
        for tile in edition.tiles:
            self.tile_vp[tile.number] = tile.vp
        self.tech_names = [""] + [lv.name for lv in edition.tech_levels]
        self.tech_bonus = [Gain()] + [gain_of(lv.bonus) for lv in edition.tech_levels]
        self.military_bonus = [Gain()] + [gain_of(lv.bonus) for lv in edition.military_levels]
        # §4.1 the number of cards selectable: 1, +1 for each "+1 action" level reached
        self.max_cards = [1] * 17
        extra = 0
        for level in range(1, 17):
            extra += self.tech_bonus[level].action
            self.max_cards[level] = 1 + extra
        self.advanced_tech = [99] * 10
        for adv in edition.advanced:
            self.advanced_tech[ACTIONS.index(adv.action)] = adv.tech
        self.navigation = self.advanced_tech[TRADE]  # §2.2 Navigation is the tech of Advanced Trade
        self.government_ids = [g.id for g in edition.governments]
        self.government_names = [g.name for g in edition.governments]
        self.government_colours = [g.colour for g in edition.governments]
        self.government_bonus = [gain_of(g.bonus) for g in edition.governments]
        gov_index = {g: i for i, g in enumerate(self.government_ids)}
        self.zone = [-1] * (17 * 17)  # zone[tech * 17 + military], -1 off the funnel
        for t, m, z in edition.matrix.cells:
            self.zone[t * 17 + m] = gov_index[z]
        self.timeline = [seg.grey + seg.brown for seg in edition.timeline]
        self.wonder_ids = [w.id for w in edition.wonders]
        self.wonder_names = [w.name for w in edition.wonders]
        self.wonder_era = [w.era for w in edition.wonders]
        self.wonder_kind = [("action", "majority", "destroy").index(w.kind) for w in edition.wonders]
        self.wonder_on = [
            ACTIONS.index(w.on) if w.kind == "action" else (MEASURES.index(w.on) if w.kind == "majority" else int(w.on))
            for w in edition.wonders
        ]
        self.wonder_bonus = [gain_of(w.bonus) for w in edition.wonders]
        self.wonder_exclusive = [w.exclusive for w in edition.wonders]
        self.leader_ids = [x.id for x in edition.leaders]
        self.leader_names = [x.name for x in edition.leaders]
        self.leader_era = [x.era for x in edition.leaders]
        self.leader_conditions = [
            tuple((MEASURES.index(c.what), c.at_least, c.vp) for c in x.conditions) for x in edition.leaders
        ]
        self.civ_ids = [c.id for c in edition.civilizations]
        self.civ_names = [c.name for c in edition.civilizations]
        self.civ_colours = [c.colour for c in edition.civilizations]
        self.advisor_ids = [a.id for a in edition.advisors]
        self.advisor_names = [a.name for a in edition.advisors]
        self.advisor_effect = [gain_of(a.effect) for a in edition.advisors]
        self.advisor_set = [[i for i, a in enumerate(edition.advisors) if a.civ == c] for c in self.civ_ids]
        self.card_ids = list(ACTIONS) + self.advisor_ids
        self.card_index = {code: i for i, code in enumerate(self.card_ids)}
        self.card_names = [a.capitalize() for a in ACTIONS] + self.advisor_names
        self.event_ids = [e.id for e in edition.events]
        self.event_names = [e.name for e in edition.events]
        self.event_on = [-1 if e.on == "any" else ACTIONS.index(e.on) for e in edition.events]
        self.event_effect = [gain_of(e.effect) for e in edition.events]
        self.civbot_cards = [[ACTIONS.index(a) for a in card.actions] for card in edition.civbot.cards]
        self.civbot_card_ids = [card.id for card in edition.civbot.cards]
        self.civbot_level_cards: dict[str, int] = {lv.id: lv.cards for lv in edition.civbot.levels}
        by_civ = {g.civ: tuple(MEASURES.index(m) for m in g.categories) for g in edition.governance}
        self.governance = [by_civ.get(c, (0, 1)) for c in self.civ_ids]
        self.goal_ids = [g.id for g in edition.goals]
        self.goal_bonus = [gain_of(g.bonus) for g in edition.goals]
        self.designed = edition.designed()

    def cell(self, tech: int, military: int) -> bool:
        """Whether (tech, military) is a cell of the progress matrix's funnel (§2.1)."""
        return 1 <= tech <= MAX_LEVEL and 1 <= military <= MAX_LEVEL and self.zone[tech * 17 + military] >= 0


@cache
def tables(path: str | None = None) -> Tables:
    """The compiled tables of a data file (the Agora edition by default); DataError if it breaks the schema."""
    return Tables(load_data(path or DEFAULT_DATA, Edition))

