"""Where the package keeps the learned level's policies (agora/bots/data/learned/), readable without NumPy:
the web's seating asks whether a game has one before it seats a learned bot."""

from __future__ import annotations

from pathlib import Path

SHIPPED = Path(__file__).parent / "data" / "learned"


def shipped_path(game: str, players: int) -> Path:
    """Where the package keeps `game`'s policy for `players` seats."""
    return SHIPPED / f"{game}-{players}p.npz"


def has_policy(game: str, players: int) -> bool:
    """Whether the package ships a learned policy for `game` at `players` seats."""
    return shipped_path(game, players).exists()
