"""What the balance lab watches in The Ancient World: every card kind with a designed value.

A seat takes an empire card by building it, a military card by recruiting it,
a titan by defeating it and a district by claiming it; the events name each.
"""

from __future__ import annotations

from collections.abc import Sequence

from agora.core import Event, State
from agora.core.data import load_data
from agora.games.ancient_world.edition import DEFAULT_DATA, Edition
from agora.games.ancient_world.state import AncientWorldState

# The event of a card taken, the field naming the card, and the card's group.
TAKING = {"build": ("card", "empire"), "recruit": ("card", "military"), "defeat": ("titan", "titan"),
          "district": ("card", "district")}


def components(state: State) -> dict[str, str]:
    """Every card kind of the game's data file with designed values, and those values' fields."""
    assert isinstance(state, AncientWorldState)
    ed = load_data(state.opts.data or DEFAULT_DATA, Edition)
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
