"""Determinization: redraw everything a reader cannot know (deck orders, the
other seats' face-down stored cards, cards another seat is looking at, the RNG)
while keeping all it does know, including deck places it has seen."""

from __future__ import annotations

from agora.core import Rng
from agora.games.ancient_world.state import KNOWN, P_DISTRICT, P_ORDER, P_STORE, AncientWorldState


def determinize(s: AncientWorldState, seat: int | None, rng: Rng) -> AncientWorldState:
    """A copy of `s` with what `seat` (None: a spectator) cannot know drawn anew."""
    o = s.clone()
    redraw(o, seat, rng)
    return o


def redraw(s: AncientWorldState, reader: int | None, rng: Rng) -> None:
    """Redraw in place (on a clone) what `reader` (None: a spectator) cannot know."""
    r = s.player_count if reader is None else reader
    _empire(s, reader, rng)
    looking = s.pending_seat == reader
    data = s.pending_data
    for k, deck in enumerate(s.titan_decks):
        out = s.pending == P_ORDER and data[0] == k  # data = [deck, chosen, old top, *cards]
        _deck(deck, s.seen_titans[r], s.near_titans[r][k], data, 3 if out else len(data), data[2] if out else -1,
              looking, rng)
    out = s.pending == P_DISTRICT  # data = the three drawn Districts, the old top first
    _deck(s.district_deck, s.seen_districts[r], (0, frozenset()), data, 0 if out else len(data),
          data[0] if out else -1, looking, rng)
    rng.redraw(s.military_deck)  # nobody knows the military deck's order
    s.rng = Rng(rng.next_u64())


def _empire(s: AncientWorldState, reader: int | None, rng: Rng) -> None:
    """Each Empire deck's order, and the cards of it hidden in other seats' stores or hands."""
    deck_of = s.tables.e_deck
    for letter, deck in (("A", s.empire_deck_a), ("B", s.empire_deck_b)):
        pool = deck[:]
        places: list[tuple[list[int], int]] = []
        for seat in range(s.player_count):
            if seat == reader:
                continue
            pile = s.stored[seat]
            for i, x in enumerate(pile):
                if not x & KNOWN and deck_of[x] == letter:
                    pool.append(x)
                    places.append((pile, i))
        if s.pending == P_STORE and s.pending_seat != reader:
            for i, x in enumerate(s.pending_data):
                if deck_of[x] == letter:
                    pool.append(x)
                    places.append((s.pending_data, i))
        rng.redraw(pool)
        deck[:] = pool[: len(deck)]
        for (pile, i), x in zip(places, pool[len(deck):], strict=True):
            pile[i] = x


def _deck(deck: list[int], seen: frozenset[int], near: tuple[int, frozenset[int]], data: list[int], start: int,
          old_top: int, looking: bool, rng: Rng) -> None:
    """Redraw a deck whose face-up top is public (unless its top cards are out in data[start:], being
    looked at by a seat), whose `seen` cards keep their places, and whose `near` cards stay within
    its top places."""
    out = start < len(data)
    size, close = near
    keep = seen | close | {old_top}
    places = [i for i in range(0 if out else 1, len(deck)) if deck[i] not in seen]
    bound = [deck[i] for i in places if deck[i] in close and not out]
    pool = [deck[i] for i in places if deck[i] not in close or out]
    extra: list[int] = []
    if out and not looking:
        extra = [i for i in range(start, len(data)) if data[i] not in keep]
        pool += [data[i] for i in extra]
    rng.redraw(pool)
    if bound:  # the near cards take random places among the top `size`, the rest fill what is left
        top = [i for i in places if i < size]
        rng.shuffle(top)
        rng.redraw(bound)
        for i, x in zip(top, bound, strict=False):
            deck[i] = x
        taken = set(top[: len(bound)])
        places = [i for i in places if i not in taken]
    for i, x in zip(places, pool, strict=False):
        deck[i] = x
    for i, x in zip(extra, pool[len(places):], strict=True):
        data[i] = x
