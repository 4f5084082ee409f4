"""The one Wilson interval (agora.research.intervals): scipy's for whole wins, inside [0, 1] and around
the rate at the ends, and loadable where scipy is not (the server draws it on the review page)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from scipy.stats import binomtest

from agora.research.intervals import wilson
from agora.research.stats import rate


def test_seven_in_ten_and_the_ends() -> None:
    assert wilson(0.7, 10) == pytest.approx((0.3968, 0.8922), abs=1e-4)
    # 0 of 1: z^2 / (1 + z^2) at the top
    assert wilson(0.0, 1) == pytest.approx((0.0, 3.8415 / 4.8415), abs=1e-4)
    assert wilson(0.0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("games", [1, 2, 3, 7, 10, 31, 100, 457])
def test_whole_wins_get_scipys_wilson_interval(games: int) -> None:
    for wins in range(games + 1):
        ci = binomtest(wins, games).proportion_ci(0.95, method="wilson")
        assert wilson(wins / games, games) == pytest.approx((ci.low, ci.high), abs=1e-9), (wins, games)
        found = rate(wins, games)  # the arena's and the lab's rates draw the same interval
        assert (found.low, found.high) == pytest.approx((ci.low, ci.high), abs=1e-9), (wins, games)


def test_the_interval_holds_the_rate_even_at_its_ends() -> None:
    for count in range(1, 400):
        for share in (0.0, 1.0, 0.5, 1 / 3):
            low, high = wilson(share, count)
            assert 0.0 <= low <= share <= high <= 1.0, (share, count)


def test_the_interval_and_the_calibration_tables_need_no_scipy() -> None:
    # The server has no [lab] extra: the review page's margins and the lab's calibration use these modules.
    code = ("import sys; sys.modules['scipy'] = None; "
            "import agora.research.intervals, agora.research.calibration; print('loaded')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "loaded", done.stderr
