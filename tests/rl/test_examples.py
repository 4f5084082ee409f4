"""The researcher's examples (examples/) run as written, briefly: MaskablePPO on the Gymnasium env and a
multi-agent loop on the PettingZoo env."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parents[2] / "examples"


@pytest.mark.parametrize(("script", "args", "printed"), [
    ("sb3_maskable_ppo.py", ["--steps", "256", "--games", "1"], "MaskablePPO after 256 steps won"),
    ("pettingzoo_selfplay.py", ["--games", "2", "--max-steps", "300"], "after 2 games, wins by seat: seat_0"),
])
def test_an_example_runs_as_written(script: str, args: list[str], printed: str) -> None:
    done = subprocess.run([sys.executable, str(EXAMPLES / script), *args], capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    assert printed in done.stdout
