"""Determinization: redraw everything a reader cannot know (deck orders, the
other seats' face-down stored cards, cards another seat is looking at, the RNG)
while keeping all it does know, including deck places it has seen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from agora.core import Rng
from agora.games.ancient_world.board import P_DISTRICT, P_ORDER, P_STORE

if TYPE_CHECKING:
    from agora.games.ancient_world.board import Board

KNOWN = 128  # same flag as state.KNOWN: a stored card everyone saw


def redraw(s: Board, reader: int | None, rng: Rng) -> None:
    """Redraw in place (on a clone) what `reader` (None: a spectator) cannot know."""
    r = s.n if reader is None else reader
    _empire(s, reader, rng)
    looking = s.pseat == reader
    for k, deck in enumerate(s.tdeck):
        out = s.pend == P_ORDER and s.pd[0] == k  # pd = [deck, chosen, old top, *cards]
        _deck(deck, s.seen_t[r], s.pd, 3 if out else len(s.pd), s.pd[2] if out else -1, looking, rng)
    out = s.pend == P_DISTRICT  # pd = the three drawn Districts, the old top first
    _deck(s.ddeck, s.seen_d[r], s.pd, 0 if out else len(s.pd), s.pd[0] if out else -1, looking, rng)
    rng.shuffle(s.mdeck)  # nobody knows the military deck's order
    s.rng = Rng(rng.next_u64())


def _empire(s: Board, reader: int | None, rng: Rng) -> None:
    """Each Empire deck's order, and the cards of it hidden in other seats' stores or hands."""
    deck_of = s.R.e_deck
    for letter, deck in (("A", s.deck_a), ("B", s.deck_b)):
        pool = deck[:]
        places: list[tuple[list[int], int]] = []
        for seat in range(s.n):
            if seat == reader:
                continue
            pile = s.stored[seat]
            for i, x in enumerate(pile):
                if not x & KNOWN and deck_of[x] == letter:
                    pool.append(x)
                    places.append((pile, i))
        if s.pend == P_STORE and s.pseat != reader:
            for i, x in enumerate(s.pd):
                if deck_of[x] == letter:
                    pool.append(x)
                    places.append((s.pd, i))
        rng.shuffle(pool)
        deck[:] = pool[: len(deck)]
        for (pile, i), x in zip(places, pool[len(deck):], strict=True):
            pile[i] = x


def _deck(deck: list[int], seen: frozenset[int], pd: list[int], start: int, old_top: int, looking: bool,
          rng: Rng) -> None:
    """A deck whose face-up top is public (unless its top cards are out in pd[start:], being
    looked at by a seat) and whose `seen` cards keep their places."""
    out = start < len(pd)
    places = [i for i in range(0 if out else 1, len(deck)) if deck[i] not in seen]
    pool = [deck[i] for i in places]
    extra: list[int] = []
    if out and not looking:
        extra = [i for i in range(start, len(pd)) if pd[i] != old_top]
        pool += [pd[i] for i in extra]
    rng.shuffle(pool)
    for i, x in zip(places, pool, strict=False):
        deck[i] = x
    for i, x in zip(extra, pool[len(places):], strict=True):
        pd[i] = x
