"""What the balance lab watches in Relic Runners: the temple tiles with a designed value.

A component is named by what a player sees on it, so tiles that look alike
(three level-1 blue +5 tiles) count as one: the lab judges a designed value,
not a cardboard piece.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from agora.core import Event, State
from agora.core.lab import Knob
from agora.games.relic_runners.schema import DEFAULT_DATA as DEFAULT_DATA  # where a lab proposal starts from
from agora.games.relic_runners.schema import load_components
from agora.games.relic_runners.state import RelicState

BLUE_LOW, BLUE_HIGH = 2, 5  # the data schema's bound on a blue tile's value (schema.py)


def components(state: State) -> dict[str, str]:
    """Every watched component of the game's data file, with the value of it that is designed."""
    assert isinstance(state, RelicState)
    data = load_components(state.options.data)
    found: dict[str, str] = {}
    for it in data.ivory_tiles:
        if it.red_diamond_source == "designed" or it.effect_source == "designed":
            found[f"ivory L{it.level} #{it.effect}"] = "diamond" if it.red_diamond else "no diamond"
    for pt in data.purple_tiles:
        if pt.placement_source == "designed" or pt.red_diamond_source == "designed":
            found[f"purple L{pt.level} #{pt.effect}"] = "diamond" if pt.red_diamond else "its level"
    if data.blue_values.source == "designed":
        for level, values in sorted(data.blue_values.levels.items()):
            for v in sorted(set(values)):
                found[f"blue L{level} +{v}"] = f"value ×{values.count(v)}"
    return found


def taken(state: State, events: Sequence[Event]) -> list[set[str]]:
    """Per seat, the components it took during a finished game: ivory and purple
    tiles as their events name them (an ivory tile given back still counts),
    blue tiles from the hands at the end (§A4.2: kept face down to the end)."""
    assert isinstance(state, RelicState)
    board = state.board
    seats: list[set[str]] = [set() for _ in range(state.player_count)]
    for e in events:
        if e.kind in ("ivory", "purple"):
            seats[e.data["seat"]].add(f"{e.kind} L{e.data['level']} #{e.data['effect']}")
    for seat, held in enumerate(state.blue_tiles):
        seats[seat].update(f"blue L{board.tile_level[t]} +{board.tile_value[t]}" for t in held)
    return seats


def knobs(raw: dict[str, Any]) -> dict[str, Knob]:
    """The designed values a lab proposal may step: the value of one blue tile.
    Ivory and purple tiles' designed values are which level they sit on and their red diamond
    (left out of the first game): no step makes such a tile stronger or weaker."""
    blue = raw["blue_values"]
    if blue["source"] != "designed":
        return {}
    return {f"blue L{level} +{v}": Knob(f"value of one level-{level} blue tile", _blue_read(v),
                                        _blue_step(level, v))
            for level, values in blue["levels"].items() for v in set(values)}


def _blue_read(value: int) -> Callable[[dict[str, Any]], int]:
    return lambda raw: value  # the component is named by its value: one of its tiles moves from it


def _blue_step(level: str, value: int) -> Callable[[dict[str, Any], int], int | None]:
    def step(raw: dict[str, Any], by: int) -> int | None:
        values: list[int] = raw["blue_values"]["levels"][level]
        if value not in values or not BLUE_LOW <= value + by <= BLUE_HIGH:
            return None
        values[values.index(value)] = value + by
        return value + by
    return step
