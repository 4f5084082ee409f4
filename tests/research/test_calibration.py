"""The calibration figures (bench/calibration.py) on a hand-worked example."""

from __future__ import annotations

import re

import pytest

from agora.research.calibration import brier, plot, reliability
from agora.research.intervals import wilson

# Five chances and what came of them (the last a tie, counted half).
PREDICTED = [0.1, 0.2, 0.8, 0.9, 1.0]
OUTCOMES = [0.0, 1.0, 1.0, 1.0, 0.5]


def test_brier_is_the_mean_squared_gap() -> None:
    # (0.01 + 0.64 + 0.04 + 0.01 + 0.25) / 5
    assert brier(PREDICTED, OUTCOMES) == pytest.approx(0.19)
    # Always saying one half: a quarter a win or loss, nothing for the tie.
    assert brier([0.5] * 5, OUTCOMES) == pytest.approx(0.2)
    with pytest.raises(ValueError):
        brier([0.5], [])


def test_reliability_bins_by_chance_and_puts_one_in_the_last_bin() -> None:
    bins = reliability(PREDICTED, OUTCOMES, bins=5)
    # [0, 0.2): 0.1; [0.2, 0.4): 0.2; [0.8, 1.0]: 0.8, 0.9 and 1.0; the empty bins are left out
    assert [(b.low, b.high, b.count) for b in bins] == [(0.0, 0.2, 1), (0.2, 0.4, 1), (0.8, 1.0, 3)]
    top = bins[-1]
    assert top.predicted == pytest.approx(0.9)
    assert top.observed == pytest.approx(2.5 / 3)
    assert (top.ci_low, top.ci_high) == pytest.approx(wilson(2.5 / 3, 3))
    assert bins[0].observed == 0.0 and bins[1].observed == 1.0


def test_the_plot_draws_a_panel_a_title_and_a_dot_a_bin() -> None:
    svg = plot([("a, 2p", reliability(PREDICTED, OUTCOMES, bins=5)), ("b, 4p", reliability([0.5], [1.0]))])
    assert svg.startswith("<svg ") and svg.rstrip().endswith("</svg>")
    assert "a, 2p" in svg and "b, 4p" in svg
    assert len(re.findall("<circle ", svg)) == 3 + 1
