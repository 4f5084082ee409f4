"""What the balance lab watches in The Ancient World: every card kind with a designed value.

A seat takes an empire card by building it, a military card by recruiting it,
a titan by defeating it and a district by claiming it; the events name each.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from agora.core import Event, State
from agora.core.lab import Knob
from agora.games.ancient_world.schema import DEFAULT_DATA as DEFAULT_DATA  # where a lab proposal starts from
from agora.games.ancient_world.state import AncientWorldState

# The event of a card taken, the field naming the card, and the card's group.
TAKING = {"build": ("card", "empire"), "recruit": ("card", "military"), "defeat": ("titan", "titan"),
          "district": ("card", "district")}


def components(state: State) -> dict[str, str]:
    """Every card kind of the game's data file with designed values, and those values' fields."""
    assert isinstance(state, AncientWorldState)
    ed = state.tables.edition  # the game's own data file, loaded and validated
    found: dict[str, str] = {}
    for group, records in (("empire", ed.empire), ("military", ed.military), ("titan", ed.titans),
                           ("district", ed.districts)):
        for record in records:
            if fields := record.designed_fields():
                found[f"{group} {record.slug}"] = ", ".join(fields)
    return found


def taken(state: State, events: Sequence[Event]) -> list[set[str]]:
    """Per seat, the card kinds it built, recruited, defeated or claimed during the game."""
    assert isinstance(state, AncientWorldState)
    seats: list[set[str]] = [set() for _ in range(state.players)]
    for e in events:
        if e.kind in TAKING:
            field, group = TAKING[e.kind]
            seats[e.data["seat"]].add(f"{group} {e.data[field]}")
    return seats


# Per group, the designed number a proposal steps and which way makes the card better for the seat
# taking it: a cheaper card or army, a titan easier to defeat (its defense), a roomier district.
KNOBS = {"empire": ("empire", "cost_coins", -1, 0), "military": ("military", "recruit_cost", -1, 0),
         "titan": ("titans", "defense", -1, 1), "district": ("districts", "capacity", 1, 0)}


def knobs(raw: dict[str, Any]) -> dict[str, Knob]:
    """Per card kind whose number above is designed, the knob a lab proposal steps."""
    found: dict[str, Knob] = {}
    for group, (key, field, better, low) in KNOBS.items():
        for i, record in enumerate(raw[key]):
            prov = record["prov"]
            if prov.get(field, prov.get("*", "designed")) == "designed":  # as _Record.designed_fields reads it
                found[f"{group} {record['slug']}"] = Knob(field, _read(key, i, field),
                                                          _step(key, i, field, better, low))
    return found


def _read(key: str, i: int, field: str) -> Callable[[dict[str, Any]], int]:
    return lambda raw: int(raw[key][i].get(field, 0))  # the schema's default is 0


def _step(key: str, i: int, field: str, better: int, low: int) -> Callable[[dict[str, Any], int], int | None]:
    def step(raw: dict[str, Any], by: int) -> int | None:
        after = int(raw[key][i].get(field, 0)) + by * better
        if after < low:
            return None
        raw[key][i][field] = after
        return after
    return step
