"""Static tables built once from the component data: indices, adjacency bitmasks, tiles.

States hold only small ints and tuples that index into a shared Board, so
copying a state never copies the map.
"""

from __future__ import annotations

from functools import cache

from agora.games.relic_runners.schema import EXPLORER_COLOURS, Ability, ComponentData, load_components

CAMP, RUIN, TEMPLE = 0, 1, 2
IVORY, BLUE, PURPLE = 0, 1, 2
COLOURS = ("ivory", "blue", "purple")
TRACKS = ("machete", "compass", "shovel")
# §A1: one relic colour per kind of site; green toads lie under the ruins.
RELICS = ("green", "white", "blue", "purple")
RUIN_TILE = -1  # ruin tiles have no individual effect (§A4.2), so all are the same


class Board:
    """Everything fixed for one data file."""

    def __init__(self, data: ComponentData) -> None:
        self.data = data
        self.loc_ids = [loc.id for loc in data.locations]
        self.loc_index = {lid: i for i, lid in enumerate(self.loc_ids)}
        self.kind = [{"camp": CAMP, "ruin": RUIN, "temple": TEMPLE}[loc.kind] for loc in data.locations]
        self.camp = self.kind.index(CAMP)
        self.quadrant = [loc.quadrant for loc in data.locations]
        self.temples = [i for i, k in enumerate(self.kind) if k == TEMPLE]
        self.ruins = [i for i, k in enumerate(self.kind) if k == RUIN]
        self.trail_ids = [t.id for t in data.trails]
        self.trail_index = {tid: i for i, tid in enumerate(self.trail_ids)}
        self.ends = [(self.loc_index[t.a], self.loc_index[t.b]) for t in data.trails]
        self.n_trails = len(self.ends)
        self.all_trails = (1 << self.n_trails) - 1
        self.rivers = [i for i, t in enumerate(data.trails) if t.river]
        self.river_mask = sum(1 << i for i in self.rivers)
        self.incident: list[list[int]] = [[] for _ in self.loc_ids]
        for t, (a, b) in enumerate(self.ends):
            self.incident[a].append(t)
            self.incident[b].append(t)
        self.adj_mask = [sum(1 << t for t in ts) for ts in self.incident]
        self.neighbours = [
            sorted({a + b - loc for t in ts for a, b in [self.ends[t]]}) for loc, ts in enumerate(self.incident)
        ]
        self.first_layout = [
            COLOURS.index(data.first_game_layout.temples[lid]) if self.kind[i] == TEMPLE else -1
            for i, lid in enumerate(self.loc_ids)
        ]
        # Tiles: one global id per temple tile; (colour, level) pools for setup and determinize.
        self.tile_colour: list[int] = []
        self.tile_level: list[int] = []
        self.tile_effect: list[int] = []  # ivory 1..6, purple 1..8, blue 0
        self.tile_value: list[int] = []  # blue VP, else 0
        self.tile_diamond: list[bool] = []
        self.tile_text: list[str] = []
        self.pools: list[list[int]] = [[] for _ in range(9)]  # index colour*3 + level-1

        def add(colour: int, level: int, effect: int, value: int, diamond: bool, text: str) -> None:
            self.pools[colour * 3 + level - 1].append(len(self.tile_colour))
            self.tile_colour.append(colour)
            self.tile_level.append(level)
            self.tile_effect.append(effect)
            self.tile_value.append(value)
            self.tile_diamond.append(diamond)
            self.tile_text.append(text)

        for it in data.ivory_tiles:
            add(IVORY, it.level, it.effect, 0, it.red_diamond, it.text)
        for level in (1, 2, 3):
            for v in data.blue_values.levels[str(level)]:
                add(BLUE, level, 0, v, False, f"+{v} VP at the end")
        for pt in data.purple_tiles:
            add(PURPLE, pt.level, pt.effect, 0, pt.red_diamond, pt.text)
        self.table = [[""] * 4 for _ in TRACKS]  # table[track][level] = action id
        for space in data.progression:
            self.table[TRACKS.index(space.track)][space.level] = space.action
        self.abilities: dict[str, Ability] = {a.colour: a for a in data.abilities}
        self.seat_colours = EXPLORER_COLOURS
        self.designed = data.designed()
        self.n_boxes = data.counts.toolboxes
        self.n_pathways = data.counts.pathways

    def other(self, trail: int, loc: int) -> int:
        """The far end of `trail` seen from `loc`."""
        a, b = self.ends[trail]
        return b if a == loc else a


@cache
def board_for(path: str | None) -> Board:
    """The Board of a data file (the Agora edition for None), built once per process."""
    return Board(load_components(path))
