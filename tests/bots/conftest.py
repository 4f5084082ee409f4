import sys
from pathlib import Path

import pytest

# The kernel's toy game and this folder's test games are not part of the package.
sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parents[1] / "core"))

from agora.core.heuristic import Heuristic


@pytest.fixture
def toy_heuristic() -> Heuristic:
    """Points scored, and a little for the cards still to bid."""
    return Heuristic(lambda view, seat: view["scores"][seat] + 0.3 * sum(view["hands"][seat]), scale=4.0)
