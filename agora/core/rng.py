"""The one seeded random number generator every state owns.

SplitMix64 in pure Python: its whole state is one integer, so a state's RNG
clones for free, serializes as a number and gives the same draws on every
machine and every Python version (unlike `random`, whose algorithms may change).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Final, TypeVar

T = TypeVar("T")

# Final: the compiled build reads them as constants, not from the module's dict at every draw.
_MASK: Final = (1 << 64) - 1
_GAMMA: Final = 0x9E3779B97F4A7C15
# below(n)'s rejection bound, the largest multiple of n up to 2**64, for the small n that games
# ask for all the time (a deck's shuffle, a legal-action pick): looked up, not divided out each draw.
_LIMITS: Final = tuple(((1 << 64) // n) * n for n in range(1, 257))


class Rng:
    """A deterministic, serializable random source.

    `draws` counts how many numbers were drawn: the undo policy uses it to see
    that an action drew at random (and so cannot be taken back).
    """

    __slots__ = ("state", "draws")

    def __init__(self, seed: int, draws: int = 0) -> None:
        self.state = seed & _MASK
        self.draws = draws

    def next_u64(self) -> int:
        """The next 64-bit unsigned integer."""
        self.draws += 1
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        # Rejection keeps the draw exactly uniform.
        limit = _LIMITS[n - 1] if n <= 256 else ((1 << 64) // n) * n
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        """A uniformly chosen element of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def redraw(self, items: list[int]) -> None:
        """Shuffle in place into an order that depends on which items these are, never on the
        order they lay in. Determinizations redraw hidden things so: a sample that started from
        the true order would follow the hidden truth for a given seed."""
        items.sort()
        self.shuffle(items)

    def fork(self) -> Rng:
        """An independent generator seeded from this one (one draw)."""
        return Rng(self.next_u64())

    def clone(self) -> Rng:
        """An identical, independent copy."""
        return Rng(self.state, self.draws)

    def to_data(self) -> dict[str, int]:
        """The whole state as JSON-ready data (never part of a view)."""
        return {"state": self.state, "draws": self.draws}
