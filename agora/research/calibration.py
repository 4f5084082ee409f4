"""Whether predicted chances come true: the Brier score and a reliability table, for checking the
review's chances (bench/calibration.py) against how games ended.

A prediction is a chance p in [0, 1] and an outcome o in [0, 1]: 1 a win, 0 a loss, and between
for a share (a tie counts half, as the review's own standing does: `agora.core.standing`). The
Brier score is the mean of (p - o)^2: 0 is perfect, and always saying the base rate scores the
outcomes' variance. A reliability table sorts the predictions into bins of p and sets each bin's
mean prediction beside the outcomes' mean there, with a 95% Wilson interval: a calibrated
predictor's points lie on the diagonal.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from agora.research.intervals import wilson


@dataclass(frozen=True)
class Bin:
    """The predictions that fell in [low, high): how many, their mean, and what came of them."""

    low: float
    high: float
    count: int
    predicted: float  # the mean prediction in the bin
    observed: float  # the mean outcome in the bin
    ci_low: float
    ci_high: float


def brier(predicted: Sequence[float], outcomes: Sequence[float]) -> float:
    """The mean squared gap between each chance and its outcome."""
    if len(predicted) != len(outcomes) or not predicted:
        raise ValueError(f"{len(predicted)} predictions for {len(outcomes)} outcomes")
    return sum((p - o) ** 2 for p, o in zip(predicted, outcomes, strict=True)) / len(predicted)


def reliability(predicted: Sequence[float], outcomes: Sequence[float], bins: int = 10) -> list[Bin]:
    """The predictions in `bins` equal bins of [0, 1] (1 itself in the last), the empty ones left out."""
    if len(predicted) != len(outcomes):
        raise ValueError(f"{len(predicted)} predictions for {len(outcomes)} outcomes")
    groups: list[list[tuple[float, float]]] = [[] for _ in range(bins)]
    for p, o in zip(predicted, outcomes, strict=True):
        groups[min(bins - 1, int(p * bins))].append((p, o))
    found = []
    for i, group in enumerate(groups):
        if group:
            observed = sum(o for _, o in group) / len(group)
            low, high = wilson(observed, len(group))
            found.append(Bin(i / bins, (i + 1) / bins, len(group), sum(p for p, _ in group) / len(group), observed,
                             low, high))
    return found


def plot(panels: Sequence[tuple[str, Sequence[Bin]]], columns: int = 3) -> str:
    """A reliability plot as SVG text: a panel a (title, bins), the diagonal for perfect calibration,
    each bin a dot (its area the bin's count) at (mean predicted, observed) with its interval."""
    size, pad = 200, 36
    width = columns * (size + 2 * pad)
    rows = max(1, math.ceil(len(panels) / columns))
    height = rows * (size + 2 * pad + 14)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    for index, (name, found) in enumerate(panels):
        left = (index % columns) * (size + 2 * pad) + pad
        top = (index // columns) * (size + 2 * pad + 14) + pad

        def x(p: float, left: float = left) -> str:
            return f"{left + p * size:.1f}"

        def y(p: float, top: float = top) -> str:
            return f"{top + (1 - p) * size:.1f}"

        out.append(f'<text x="{x(0.5)}" y="{top - 12}" text-anchor="middle" font-weight="bold">{name}</text>')
        out.append(f'<rect x="{left}" y="{top}" width="{size}" height="{size}" fill="none" stroke="#888"/>')
        out.append(f'<line x1="{x(0)}" y1="{y(0)}" x2="{x(1)}" y2="{y(1)}" stroke="#bbb" stroke-dasharray="4 3"/>')
        for tick in (0.0, 0.5, 1.0):
            out.append(f'<text x="{x(tick)}" y="{top + size + 14}" text-anchor="middle">{tick:g}</text>')
            out.append(f'<text x="{left - 4}" y="{float(y(tick)) + 4:.1f}" text-anchor="end">{tick:g}</text>')
        out.append(f'<text x="{x(0.5)}" y="{top + size + 28}" text-anchor="middle">predicted</text>')
        out.append(f'<text transform="translate({left - 22},{y(0.5)}) rotate(-90)" '
                   f'text-anchor="middle">observed</text>')
        most = max((b.count for b in found), default=1)
        for b in found:
            out.append(f'<line x1="{x(b.predicted)}" y1="{y(b.ci_low)}" x2="{x(b.predicted)}" y2="{y(b.ci_high)}" '
                       f'stroke="#36c"/>')
            radius = 2 + 6 * math.sqrt(b.count / most)
            out.append(f'<circle cx="{x(b.predicted)}" cy="{y(b.observed)}" r="{radius:.1f}" fill="#36c" '
                       f'fill-opacity="0.6"><title>{b.count} predictions, {b.predicted:.2f} predicted, '
                       f'{b.observed:.2f} observed</title></circle>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
