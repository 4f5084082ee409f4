"""What the balance lab watches in Historia: the wonders and leaders with designed values.

A seat takes a wonder with the Arts action and a leader by drafting it; the
events name each (a Civbot's wonders are not a seat's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from agora.core import Event, State
from agora.core.lab import Knob
from agora.games.historia.state import HistoriaState
from agora.games.historia.tables import DEFAULT_DATA as DEFAULT_DATA  # where a lab proposal starts from

# The event of a component taken, the field naming it, and its group.
TAKING = {"wonder": ("wonder", "wonder"), "leader drafted": ("leader", "leader")}


def components(state: State) -> dict[str, str]:
    """Every wonder and leader of the game's data file with a designed value (its id alone is
    a name, not a value), and those values' fields."""
    assert isinstance(state, HistoriaState)
    edition = state.tables.edition
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


def knobs(raw: dict[str, Any]) -> dict[str, Knob]:
    """The designed values a lab proposal may step: a wonder's bonus VP (not below 0) and the VP
    of each of a leader's two conditions (not below 1, the schema's floor)."""
    found: dict[str, Knob] = {}
    for i, wonder in enumerate(raw["wonders"]):
        if wonder["tags"]["bonus"] == "designed":
            found[f"wonder {wonder['id']}"] = Knob("bonus VP", _wonder_vp(i), _wonder_step(i))
    for i, leader in enumerate(raw["leaders"]):
        if leader["tags"]["conditions"] == "designed":
            found[f"leader {leader['id']}"] = Knob("VP of its two conditions", _leader_vp(i), _leader_step(i))
    return found


def _wonder_vp(i: int) -> Callable[[dict[str, Any]], int]:
    return lambda raw: int(raw["wonders"][i]["bonus"].get("vp", 0))


def _wonder_step(i: int) -> Callable[[dict[str, Any], int], int | None]:
    def step(raw: dict[str, Any], by: int) -> int | None:
        bonus = raw["wonders"][i]["bonus"]
        after = int(bonus.get("vp", 0)) + by
        if after < 0:
            return None
        bonus["vp"] = after
        return after
    return step


def _leader_vp(i: int) -> Callable[[dict[str, Any]], int]:
    return lambda raw: sum(int(c["vp"]) for c in raw["leaders"][i]["conditions"])


def _leader_step(i: int) -> Callable[[dict[str, Any], int], int | None]:
    def step(raw: dict[str, Any], by: int) -> int | None:
        conditions = raw["leaders"][i]["conditions"]
        if any(c["vp"] + by < 1 for c in conditions):
            return None
        for c in conditions:
            c["vp"] += by
        return sum(int(c["vp"]) for c in conditions)
    return step
