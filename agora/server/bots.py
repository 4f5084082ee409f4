"""Bots in seats: the levels of `agora.bots`. A bot decides from its seat's
view, legal actions and a determinizer, never from the true state."""

from __future__ import annotations

from agora.bots import LEVELS, Bot, make_bot
from agora.core import Game, Rng

_GOLDEN = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1

BOT_KINDS: tuple[str, ...] = LEVELS


def bot_seed(seed: int, seat: int) -> int:
    """A bot's own seed, derived from the match's secret seed so nobody can
    foresee its secret choices."""
    return Rng((seed ^ (seat * _GOLDEN)) & _MASK).next_u64()


def new_bot(kind: str, game: Game, seat: int, seed: int) -> Bot:  # type: ignore[type-arg]
    """The bot of a kind (a level) for a seat of a match."""
    return make_bot(kind, game, seat, bot_seed(seed, seat))


def decision_rng(seed: int, seat: int, index: int) -> Rng:
    """The generator of the determinizer handed to a bot for one decision."""
    return Rng(bot_seed(seed, seat) ^ index)
