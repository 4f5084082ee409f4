"""The Empire and military decks, their rows and discard piles (§3, §4.1; GR p.2–4)."""

from __future__ import annotations

from agora.games.ancient_world.state import AncientWorldState


def empire_deck(s: AncientWorldState) -> tuple[list[int], list[int]]:
    """§4.1 the Empire deck in use and its discard pile (B from round 4)."""
    return (s.empire_deck_b, s.empire_discard_b) if s.round >= 4 else (s.empire_deck_a, s.empire_discard_a)


def draw_empire(s: AncientWorldState) -> int | None:
    """§4.1 (GR p.4) the top Empire card; the discard pile is shuffled into a new deck when it runs out."""
    deck, disc = empire_deck(s)
    if not deck:
        if not disc:
            return None
        deck.extend(disc)
        disc.clear()
        s.rng.shuffle(deck)
    return deck.pop()


def discard_empire(s: AncientWorldState, t: int) -> None:
    """Discard to the pile of the card's own deck (A2: A cards are kept apart from round 4)."""
    (s.empire_discard_b if s.tables.e_deck[t] == "B" else s.empire_discard_a).append(t)


def draw_military(s: AncientWorldState) -> int | None:
    """§4.1 (GR p.4) the top military card; the discards are shuffled into a new deck when it runs out."""
    if not s.military_deck:
        if not s.military_discard:
            return None
        s.military_deck.extend(s.military_discard)
        s.military_discard.clear()
        s.rng.shuffle(s.military_deck)
    return s.military_deck.pop()


def unique(cards: list[int]) -> list[int]:
    """§6 distinct card kinds in first-seen order (copies offer one choice)."""
    return list(dict.fromkeys(cards))
