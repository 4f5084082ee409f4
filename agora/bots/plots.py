"""The arena's figure: score distributions and win rate by seat."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from agora.bots.stats import Summary
from agora.bots.tournament import GameResult
from agora.extras import MissingExtra

try:
    import matplotlib

    matplotlib.use("Agg")  # before pyplot loads: files only, no display is needed or wanted
    import matplotlib.pyplot as plt
except ModuleNotFoundError as err:
    raise MissingExtra("lab", err) from err


def draw(path: Path, title: str, summary: Summary, results: Sequence[GameResult]) -> None:
    """Write a PNG (or any format matplotlib knows by `path`'s suffix)."""
    names = [e.name for e in summary.entrants]
    scores: list[list[int]] = [[] for _ in names]
    for r in results:
        for seat, e in enumerate(r.seating):
            scores[e].append(r.scores[seat])
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
    left.boxplot(scores, showmeans=True)
    left.set_xticks(range(1, len(names) + 1), names)
    left.set_title("Final scores")
    left.set_ylabel("score")
    seats = len(summary.seat_wins)
    width = 0.8 / len(names)
    for e, stats in enumerate(summary.entrants):
        xs = [s + (e - (len(names) - 1) / 2) * width for s in range(seats)]
        rates = [r.rate for r in stats.by_seat]
        errors = [[r.rate - r.low for r in stats.by_seat], [r.high - r.rate for r in stats.by_seat]]
        right.bar(xs, rates, width, yerr=errors, capsize=3, label=stats.name)
    right.set_xticks(range(seats), [f"seat {s}" for s in range(seats)])
    right.set_ylim(0, 1)
    right.set_ylabel("win rate (95% interval)")
    right.set_title("Win rate by seat")
    right.legend()
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
