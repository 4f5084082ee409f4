"""Helpers for the Relic Runners tests: build a state, then set up a scene on it."""

from __future__ import annotations

from typing import Any

from agora.core import Event
from agora.games.relic_runners import GAME, RelicState
from agora.games.relic_runners.state import MAIN
from agora.games.relic_runners.tables import BLUE, IVORY, PURPLE
from agora.games.relic_runners.turn import begin_turn

COLOUR = {"ivory": IVORY, "blue": BLUE, "purple": PURPLE}


def new(players: int = 2, seed: int = 1, **options: Any) -> RelicState:
    """A fresh game (the first-game layout unless told otherwise)."""
    options.setdefault("setup", "first")
    state = GAME.new({"players": players, **options}, seed)
    assert isinstance(state, RelicState)
    return state


def loc(s: RelicState, name: str) -> int:
    return s.board.loc_index[name]


def trail(s: RelicState, a: str, b: str) -> str:
    """The id of the trail between two locations."""
    ia, ib = loc(s, a), loc(s, b)
    for t, ends in enumerate(s.board.ends):
        if set(ends) == {ia, ib}:
            return s.board.trail_ids[t]
    raise KeyError(f"no trail {a}-{b}")


def go(s: RelicState, a: str, b: str) -> str:
    """The action that travels the trail between two locations."""
    return f"go {trail(s, a, b)}"


def tbit(s: RelicState, a: str, b: str) -> int:
    return 1 << s.board.trail_index[trail(s, a, b)]


def pathways(s: RelicState, seat: int, *pairs: tuple[str, str]) -> None:
    """Give `seat` pathways on the trails between these location pairs."""
    for a, b in pairs:
        s.pathways[seat] |= tbit(s, a, b)


def place(s: RelicState, seat: int, where: str) -> None:
    """Put the explorer of `seat` at `where`, as if its turn started there."""
    s.explorer_at[seat] = loc(s, where)
    if seat == s.current:
        begin_turn(s, seat)


def play(s: RelicState, *codes: str) -> list[Event]:
    """Apply each code for the seat to act; return all events."""
    events: list[Event] = []
    for code in codes:
        events += s.apply(s.current, code)
    return events


def tile(s: RelicState, colour: str, level: int, effect: int = 0, value: int = 0) -> int:
    """The id of a temple tile by colour, level and effect (or blue value)."""
    b = s.board
    for t in b.pools[COLOUR[colour] * 3 + level - 1]:
        if (effect and b.tile_effect[t] == effect) or (value and b.tile_value[t] == value):
            return t
    raise KeyError((colour, level, effect, value))


def set_stack(s: RelicState, site: str, tiles: list[int], public_top: bool = False) -> None:
    """Replace a temple's stack (bottom first); face down unless public_top."""
    i = loc(s, site)
    s.stacks[i] = tuple(tiles)
    s.stack_seen_by[i] = tuple(s.all_mask if public_top and j == len(tiles) - 1 else 0 for j in range(len(tiles)))


def hold_ivory(s: RelicState, seat: int, level: int, effect: int) -> None:
    s.ivory_tiles[seat * 3 + level - 1] = tile(s, "ivory", level, effect)


def at_main(s: RelicState, seat: int, where: str) -> None:
    """Put `seat` at `where` having finished its move (the explore step)."""
    place(s, seat, where)
    s.start_location = loc(s, "camp") if where != "camp" else loc(s, "ru1")
    s.phase = MAIN


def boxes(s: RelicState, seat: int, *places: int) -> None:
    """Set the seat's toolbox places (-1 supply, 0 bottom, 1 + track*3 + level-1)."""
    for i, p in zip(s.toolbox_slots(seat), [*places, -1, -1, -1], strict=False):
        s.toolboxes[i] = p


def box_place(track: str, level: int) -> int:
    return 1 + ("machete", "compass", "shovel").index(track) * 3 + level - 1
