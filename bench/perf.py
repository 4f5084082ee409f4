"""The engines beside OpenSpiel, every title and player count, pure and compiled: bench/perf-results.md's table.

    .venv/bin/python bench/perf.py --games 3

Each build is measured in a process of its own, the references (OpenSpiel's C++ hearts and backgammon, its Python
block dominoes) turn about with the Agora game in that same process (agora/rl/reference.py), so a change of load
falls on both. The pure rows run this checkout's source; the compiled rows run the build installed in the venv,
when `./run --compiled` put it there (else they are left out, and the table says so). A step is `legal` + the
trusted `advance`; a checked step `legal` + `apply`. Aims (issue 36): compiled step ≤ 1.5× hearts', pure step
≤ 0.5× dominoes', pure checked step ≤ 0.75× dominoes'.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def measure(games: int, titles: list[str], players: list[int] | None) -> None:
    """This process's build: a JSON line a game and player count."""
    from agora.core import registry
    from agora.core.build import build
    from agora.research.bench import player_counts
    from agora.rl import reference as ref

    print(json.dumps({"build": build()}), flush=True)
    for title in titles:
        game = registry.get(title)
        for n in player_counts(game):
            if players and n not in players:
                continue
            r = ref.side_by_side(game, games, players=n)
            hearts, _, dominoes = (r.references[name] for name in ref.REFERENCES)
            print(json.dumps({"game": title, "players": n, "step": r.trusted.step_us, "checked": r.checked.step_us,
                              "hearts": hearts.step_us, "dominoes": dominoes.step_us}), flush=True)


def rows(compiled: bool, argv: list[str]) -> tuple[str, list[dict[str, float | str]]]:
    """One build's rows, measured by a child process: the checkout's source on the path for the pure build; for
    the compiled one, the venv's installed package, run from elsewhere so the checkout is not imported."""
    env = dict(os.environ)
    if compiled:
        env.pop("PYTHONPATH", None)
    else:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    with tempfile.TemporaryDirectory() as elsewhere:
        done = subprocess.run([sys.executable, __file__, "--measure", *argv], cwd=elsewhere, env=env,
                              capture_output=True, text=True, check=True)
    head, *lines = [json.loads(line) for line in done.stdout.splitlines()]
    return str(head["build"]), lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="timed games of each, after a warm-up one")
    parser.add_argument("--titles", default="relic-runners,historia,ancient-world")
    parser.add_argument("--players", default="", help="comma-separated player counts (default: every one)")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    titles = args.titles.split(",")
    players = [int(p) for p in args.players.split(",") if p]
    if args.measure:
        measure(args.games, titles, players)
        return
    argv = ["--games", str(args.games), "--titles", args.titles, "--players", args.players]
    _, pure = rows(False, argv)
    build, compiled = rows(True, argv)
    fast = {(row["game"], row["players"]): row for row in compiled} if build == "compiled" else {}
    print("| game | players | pure step µs | ÷ dominoes (≤ 0.5) | pure checked µs | ÷ dominoes (≤ 0.75) "
          "| compiled step µs | ÷ hearts (≤ 1.5) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for row in pure:
        step, checked, dominoes = float(row["step"]), float(row["checked"]), float(row["dominoes"])
        c = fast.get((row["game"], row["players"]))
        tail = (f"{float(c['step']):.1f} | {float(c['step']) / float(c['hearts']):.2f}" if c else "- | -")
        print(f"| {row['game']} | {row['players']} | {step:.1f} | {step / dominoes:.2f} | {checked:.1f} "
              f"| {checked / dominoes:.2f} | {tail} |")
    if not fast:
        print("\nNo compiled rows: the venv runs the pure build (`./run --compiled` installs the compiled one).")


if __name__ == "__main__":
    main()
