"""The 95% Wilson score interval of a rate: the one interval the arena, the lab, the calibration bench
and the review page draw. Pure Python, so the server (which has no scipy) draws it too."""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


def wilson(rate: float, count: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (no continuity correction) of a rate observed over `count` trials: wins
    over games, or a mean of shares (ties counted half) where it is the usual approximation."""
    if count == 0:
        return 0.0, 1.0
    centre = rate + z * z / (2 * count)
    spread = z * math.sqrt(rate * (1 - rate) / count + z * z / (4 * count * count))
    scale = 1 + z * z / count
    # The interval holds the rate itself; at a rate of 0 or 1 rounding would leave it a hair outside.
    return max(0.0, min(rate, (centre - spread) / scale)), min(1.0, max(rate, (centre + spread) / scale))
