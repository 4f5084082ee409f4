"""What a game's lab module (`agora/games/<g>/lab.py`) gives the balance lab (agora.research).

Such a module names the components the lab watches, `components(state)`, the ones each seat took
in a finished game, `taken(state, events)`, and the designed values a proposal may step,
`knobs(raw)`: a `Knob` per component. The type lives in the kernel so that games may build
knobs without importing the research tools.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Knob:
    """The designed value of one component that a proposal moves: `read` from a raw data file (its
    JSON), `step` in place by -1 (weaker) or +1 (stronger), giving the value after, or None at its bound."""

    field: str  # what an owner reads: "cost_coins", "bonus VP"
    read: Callable[[dict[str, Any]], int]
    step: Callable[[dict[str, Any], int], int | None]
