"""Small tools for writing a game's encode.py: a layout of named blocks laid
out once per options, and the vector filled from index lists in one go."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import ne

import numpy as np
from numpy.typing import NDArray


class Layout:
    """Consecutive named blocks of a fixed-length vector."""

    def __init__(self) -> None:
        self.size = 0
        self.blocks: dict[str, tuple[int, int]] = {}

    def block(self, name: str, length: int) -> int:
        """Reserve `length` entries for `name`; the index of the first."""
        if name in self.blocks:
            raise ValueError(f"block {name!r} is laid out twice")
        start = self.size
        self.blocks[name] = (start, length)
        self.size += length
        return start


def vector(size: int, ones: Sequence[int], at: Sequence[int], values: Sequence[float]) -> NDArray[np.float32]:
    """A float32 vector of `size`: 1 at every index of `ones`, `values` at
    the indices `at`, each clipped to [0, 1]."""
    out = np.zeros(size, np.float32)
    out[list(ones)] = 1.0
    if at:
        out[list(at)] = np.clip(np.asarray(values, np.float32), 0.0, 1.0)
    return out


def changed_groups(values: Sequence[object], before: Sequence[object], groups: Sequence[int]) -> int:
    """The parts of a kept block to write again: the union of the bit sets `groups[k]` of every field k
    that differs between two snapshots of the same fields."""
    changed = 0
    for k in compress(range(len(values)), map(ne, values, before)):
        changed |= groups[k]
    return changed
