"""Helpers that set up exact table situations for The Ancient World's rule tests."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from agora.games.ancient_world import GAME, city
from agora.games.ancient_world.state import AncientWorldState


def fresh(players: int = 2, seed: int = 0, **options: Any) -> AncientWorldState:
    """A new game with seat 0 to act first."""
    s = GAME.new({"players": players, **options}, seed)
    assert isinstance(s, AncientWorldState)
    s.first_player = s.turn_order_from = s.turn_seat = s.pending_seat = 0
    return s


def e(s: AncientWorldState, slug: str) -> int:
    return s.tables.e_index[slug]


def m(s: AncientWorldState, slug: str) -> int:
    return s.tables.m_index[slug]


def t(s: AncientWorldState, slug: str) -> int:
    return s.tables.t_index[slug]


def give(s: AncientWorldState, seat: int, *slugs: str) -> None:
    """Put Empire cards in play for `seat`."""
    for slug in slugs:
        s.empire[seat] = (*s.empire[seat], e(s, slug))
    city.recount(s, seat)


def to_round(s: AncientWorldState, rnd: int) -> None:
    s.round = rnd


def dice(s: AncientWorldState, titan: int, coin: int) -> None:
    """Make every damage die always show `titan` titan symbols and `coin` coin symbols."""
    s.tables = replace(s.tables, dice=(((titan, coin),),) * 3)


def run(s: AncientWorldState, seat: int, *actions: str) -> list[Any]:
    events: list[Any] = []
    for action in actions:
        events += s.apply(seat, action)
    return events


def top_titan(s: AncientWorldState, deck: int, slug: str) -> None:
    """Put titan `slug` face up on the top of its star deck (index `deck`)."""
    x = t(s, slug)
    for d in s.titan_decks:
        if x in d:
            d.remove(x)
    s.titan_decks[deck].insert(0, x)
