"""What the balance lab watches in Historia: the wonders and leaders with designed values.

A seat takes a wonder with the Arts action and a leader by drafting it; the
events name each (a Civbot's wonders are not a seat's).
"""

from __future__ import annotations

from collections.abc import Sequence

from agora.core import Event, State
from agora.games.historia.state import HistoriaState

# The event of a component taken, the field naming it, and its group.
TAKING = {"wonder": ("wonder", "wonder"), "leader drafted": ("leader", "leader")}


def components(state: State) -> dict[str, str]:
    """Every wonder and leader of the game's data file with a designed value (its id alone is
    a name, not a value), and those values' fields."""
    assert isinstance(state, HistoriaState)
    edition = state.t.edition
    found: dict[str, str] = {}
    for group, items in (("wonder", edition.wonders), ("leader", edition.leaders)):
        for item in items:
            if fields := [f for f in item.designed_fields() if f not in ("id", "name")]:
                found[f"{group} {item.id}"] = ", ".join(fields)
    return found


def taken(state: State, events: Sequence[Event]) -> list[set[str]]:
    """Per seat, the wonders it took and the leaders it drafted during the game."""
    assert isinstance(state, HistoriaState)
    seats: list[set[str]] = [set() for _ in range(state.players)]
    for e in events:
        if e.kind in TAKING:
            field, group = TAKING[e.kind]
            seats[e.data["seat"]].add(f"{group} {e.data[field]}")
    return seats
