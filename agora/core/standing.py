"""How well each seat stands, as a number in [0, 1] that search can average.

A finished game is worth the share of opponents a seat beat (a tie is half);
an unfinished one is estimated the same way from a heuristic's per-seat
values, with a logistic of the gap standing in for "beats".
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from agora.core.terms import Outcome


def final_standing(outcome: Outcome) -> list[float]:
    """Per seat: the share of the other seats it ranks above, ties counting half."""
    ranks = outcome.ranks
    n = len(ranks)
    if n == 1:  # a lone seat against the game's automa (Historia solo): it won or it did not
        return [1.0 if ranks[0] == 1 else 0.0]
    return [
        sum(1.0 if mine < other else 0.5 if mine == other else 0.0 for j, other in enumerate(ranks) if j != i)
        / (n - 1)
        for i, mine in enumerate(ranks)
    ]


def estimated_standing(values: Sequence[float], scale: float) -> list[float]:
    """Per seat: the mean chance of finishing above each other seat, when a gap
    of `scale` in value is worth odds of e to 1."""
    return [estimated_standing_of(values, scale, seat) for seat in range(len(values))]


def estimated_standing_of(values: Sequence[float], scale: float, seat: int) -> float:
    """One seat's share of `estimated_standing` (search often needs only the deciding seat's)."""
    n = len(values)
    if n == 1:  # a lone seat: more value is better, with nobody to compare against
        return _logistic(values[0] / scale)
    mine = values[seat]
    return sum(_logistic((mine - other) / scale) for j, other in enumerate(values) if j != seat) / (n - 1)


def _logistic(x: float) -> float:
    # Clamped so a huge gap cannot overflow exp().
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))
