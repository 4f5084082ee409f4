"""The figures: the arena's (score distributions, win rate by seat) and the balance lab's
(designed components most out of line, win rate by seat, score spread per player count)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agora.core.extras import MissingExtra
from agora.research.stats import Summary
from agora.research.tournament import GameResult

try:
    import matplotlib

    matplotlib.use("Agg")  # before pyplot loads: files only, no display is needed or wanted
    import matplotlib.pyplot as plt
    from matplotlib.ticker import PercentFormatter
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


def lab_figures(folder: Path, data: dict[str, Any], top: int = 15) -> list[Path]:
    """A lab report's figures as PNGs in `folder`: per player count the `top` components most out of
    line, then win rate by seat and the score spread per player count. Returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for players, part in data["players"].items():
        path = folder / f"{data['game']}-components-{players}p.png"
        _components(path, f"{data['game']}, {players} players: designed components most out of line "
                          f"({part['games']} games, {data['level']} bots)", part, top)
        written.append(path)
    path = folder / f"{data['game']}-seats-scores.png"
    _seats_scores(path, data)
    written.append(path)
    return written


def _components(path: Path, title: str, part: dict[str, Any], top: int) -> None:
    from agora.research.balance import taken_mean

    rows = part["components"][:top][::-1]  # matplotlib draws upwards: the most out of line on top
    fig, ax = plt.subplots(figsize=(10, 1.2 + 0.42 * max(len(rows), 1)))
    ys = range(len(rows))
    for key, shift, colour, label in (("win_taken", 0.17, "#9c4a1a", "win rate when taken"),
                                      ("win_not_taken", -0.17, "#8a8178", "when not taken")):
        rates = [r[key]["rate"] for r in rows]
        errors = [[r[key]["rate"] - r[key]["low"] for r in rows], [r[key]["high"] - r[key]["rate"] for r in rows]]
        ax.errorbar(rates, [y + shift for y in ys], xerr=errors, fmt="o", color=colour, capsize=3, label=label)
    mean = taken_mean(part)
    ax.axvline(mean, color="#5a3d8a", linestyle="--", linewidth=1,
               label=f"mean when taken, any component ({mean:.0%})")
    ax.set_yticks(list(ys), [f"{r['component']}  (taken {r['taken_in_games']:.0%})" for r in rows])
    ax.set_xlim(0, 1)
    ax.xaxis.set_major_formatter(PercentFormatter(1.0))
    ax.set_xlabel("sole win rate of a seat, with 95% Wilson interval")
    ax.grid(axis="x", alpha=0.3)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.09 - 1.6 / fig.get_figheight() / 10), ncol=3, fontsize=8,
              frameon=False)
    ax.set_title(title, fontsize=10, loc="left")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def _seats_scores(path: Path, data: dict[str, Any]) -> None:
    counts = list(data["players"])
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.6))
    ticks: list[float] = []
    for c, players in enumerate(counts):
        seats = data["players"][players]["seat_wins"]
        width = 0.8 / len(seats)
        xs = [c + (s - (len(seats) - 1) / 2) * width for s in range(len(seats))]
        ticks.extend(xs)
        errors = [[r["rate"] - r["low"] for r in seats], [r["high"] - r["rate"] for r in seats]]
        left.bar(xs, [r["rate"] for r in seats], width * 0.9, yerr=errors, capsize=2,
                 color=["#9c4a1a"] + ["#c9b89a"] * (len(seats) - 1))
        left.hlines(1 / len(seats), c - 0.45, c + 0.45, colors="#5a3d8a", linestyles="--", linewidth=1)
        left.text(c, -0.13, f"{players} players\nfirst seat {data['players'][players]['first_seat_advantage']:+.0%}",
                  transform=left.get_xaxis_transform(), ha="center", va="top", fontsize=9)
    left.set_xticks(ticks, [str(s + 1) for p in counts for s in range(int(p))], fontsize=8)
    left.set_ylim(0, 1)
    left.yaxis.set_major_formatter(PercentFormatter(1.0))
    left.set_ylabel("sole win rate, 95% interval")
    left.set_title("Win rate by seat (seat 1 dark; dashed: a fair share)", fontsize=10)
    top = max(data["players"][p]["scores"]["max"] for p in counts)
    for c, players in enumerate(counts):
        s = data["players"][players]["scores"]
        right.vlines(c, s["min"], s["max"], color="#8a8178", linewidth=1)
        right.errorbar(c, s["mean"], yerr=s["sd"], fmt="o", color="#9c4a1a", capsize=6, linewidth=2)
        right.annotate(f"margin {s['winning_margin']:.1f}", (c, s["max"]), textcoords="offset points",
                       xytext=(0, 4), ha="center", fontsize=8)
    right.set_xticks(range(len(counts)), [f"{p} players" for p in counts])
    right.set_xlim(-0.6, len(counts) - 0.4)
    right.set_ylim(top=top * 1.1 + 1)
    right.set_ylabel("final score")
    right.set_title("Scores: mean ± sd, min–max; winner's margin over second", fontsize=10)
    fig.suptitle(f"{data['game']}: {data['level']} bots against themselves, {data['games_per_count']} games "
                 f"per player count, seed {data['seed']}")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
