"""The table audit of issue 32: whole games in chromium, the human seat played by clicking as a player does
(tests/e2e/table.py's driver) against bots, measured at every decision. Per game it prints:

- board text: the smallest and the median rendered size (font size times the screen scale of its
  coordinates; only text visible in the board frame) and how many texts are under 12 px (11 on a phone);
- overlays (toasts, the tooltip, a choice menu, the "since your last turn" box) lying over a lit place or an
  open menu: at how many decisions, and which kinds;
- texts past their box (tests/e2e/table.py's OVERFLOWING): at how many decisions, and examples;
- clicks per turn of the human seat (a menu line is a second click; a move the shell takes for it, none);
- seats shown whole at once (a row of the players panel, or a chip of a phone's strip of seats); page and
  console errors; English words on a Greek page;
- seat colours: the lowest contrast against the players panel's and the board frame's surface, and the
  closest two seats in CIEDE2000, typical and under simulated deuteranopia and protanopia.

A benchmark: it prints figures and judges none (tests/e2e/test_e2e_whole_games.py asserts).

    PYTHONPATH=. python bench/table_audit.py           # every title, 2 and max seats, both sizes and languages
    PYTHONPATH=. python bench/table_audit.py --quick   # a capped game of each title: desktop, English, 2 seats
    PYTHONPATH=. python bench/table_audit.py --games historia --players max --sizes phone --langs el
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TESTS = Path(__file__).parents[1] / "tests"
sys.path[:0] = [str(TESTS / "e2e"), str(TESTS / "server")]  # the browser driver and the server process helpers

from colours import DEFICIENCIES, closest_pair, contrast  # noqa: E402
from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from serverproc import ServerProcess  # noqa: E402
from table import COLOURS, DESKTOP, PHONE, audit_game, clicks_per_turn, open_table  # noqa: E402

RESULTS = Path(__file__).with_name("table_audit-results.md")
MAX_PLAYERS = {"historia": 6, "relic-runners": 5, "ancient-world": 4}
# Random bots end Historia and The Ancient World (fixed rounds) fast; Relic Runners' random bots take ~270
# rounds to collect its relics, its medium bots ~50 (bench/game_length-results.md).
BOTS = {"historia": "random", "relic-runners": "medium", "ancient-world": "random"}
SIZES = {"desktop": DESKTOP, "phone": PHONE}
SMALL = {"desktop": 12, "phone": 11}  # the least readable board text, px (issue 32)
QUICK_DECISIONS = 40
SHOT_AFTER = 8  # decisions before the screenshot


@dataclass
class Run:
    """One game's figures."""

    game: str
    players: int
    size: str
    lang: str
    seconds: float = 0.0
    finished: bool = False
    decisions: int = 0
    text_min: float | None = None
    text_median: float | None = None
    small: str = "-"
    smallest: str = ""
    covered: int = 0
    covers: dict[str, int] = field(default_factory=dict)
    cover_examples: list[str] = field(default_factory=list)
    clicks: list[int] = field(default_factory=list)
    overflowing: int = 0  # decisions at which a text ran past its box
    overflow_examples: list[str] = field(default_factory=list)
    seats: str = "-"
    errors: list[str] = field(default_factory=list)
    english: dict[str, str] = field(default_factory=dict)
    english_tips: dict[str, str] = field(default_factory=dict)
    contrast_panel: float = 0.0
    contrast_board: float = 0.0
    distance: dict[str, float] = field(default_factory=dict)
    colours: list[str] = field(default_factory=list)


def decisions(result: dict[str, Any]) -> int:
    return sum(r["kind"] == "decision" for r in result["records"])


def merged(parts: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one game played in several stretches (a screenshot between them)."""
    last = parts[-1]
    return {**last, "records": [r for p in parts for r in p["records"]],
            "clicks": [c for p in parts for c in p["clicks"]],
            "english": {k: v for p in parts for k, v in p["english"].items()},
            "englishTips": {k: v for p in parts for k, v in p["englishTips"].items()}}


def play(browser: Browser, server: ServerProcess, run: Run, *, bots: str, limit: int, seed: int, shots: Path) -> None:
    """Play one game and fill `run` with what was measured."""
    start = time.perf_counter()
    page = open_table(browser, server, run.game, run.players, bots=bots, viewport=SIZES[run.size], lang=run.lang)
    try:
        page.wait_for_function("app.drawn === app.since")
        paint = page.evaluate(COLOURS)
        first = audit_game(page, seed, min(SHOT_AFTER, limit))
        page.screenshot(path=str(shots / f"{run.game}-{run.players}p-{run.size}-{run.lang}.png"))
        result = merged([first, audit_game(page, seed + 1, limit - decisions(first))])
        run.errors = list(page.errors)
    finally:
        page.context.close()
    run.seconds = time.perf_counter() - start
    run.finished = result["finished"]
    asked = [r for r in result["records"] if r["kind"] == "decision"]
    run.decisions = len(asked)
    measured = [r for r in result["records"] if r["texts"]]
    if measured:
        run.text_min = min(r["min"] for r in measured)
        run.text_median = statistics.median(r["median"] for r in measured)
        key = "under12" if SMALL[run.size] == 12 else "under11"
        under, total = (statistics.median(r[k] for r in measured) for k in (key, "texts"))
        run.small = f"{under:g} of {total:g}"
        smallest = min(measured, key=lambda r: r["min"])["smallest"]
        run.smallest = f"{smallest['px']:.1f} px \"{smallest['text']}\""
    covering = [r for r in result["records"] if r["covers"]]
    run.covered = len(covering)
    for record in covering:
        for cover in record["covers"]:
            run.covers[cover["kind"]] = run.covers.get(cover["kind"], 0) + 1
            example = f"{cover['kind']} \"{cover['over']}\" over {cover['under']}"
            if len(run.cover_examples) < 3 and example not in run.cover_examples:
                run.cover_examples.append(example)
    for record in asked:
        run.overflowing += bool(record["overflowing"])
        for past in record["overflowing"]:
            example = f"\"{past['text']}\" ({past['where']}) {past['over']} px"
            if len(run.overflow_examples) < 3 and example not in run.overflow_examples:
                run.overflow_examples.append(example)
    run.clicks = clicks_per_turn(result)
    run.seats = f"{min(r['seats'] for r in asked)} of {asked[0]['seatsAll']}" if asked else "-"
    run.english = result["english"]
    run.english_tips = result["englishTips"]
    run.colours = paint["seats"]
    run.contrast_panel = min(contrast(c, paint["panel"]) for c in run.colours)
    run.contrast_board = min(contrast(c, paint["board"]) for c in run.colours)
    run.distance = {kind: closest_pair(run.colours, kind if kind != "typical" else None)[0]
                    for kind in ("typical", *DEFICIENCIES)}


def px(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def table(runs: list[Run]) -> str:
    head = ("| game | seats | size | lang | decisions | ended | text min px | text median px | small texts | "
            "decisions covered | covers by kind | texts past their box | clicks/turn median (range) | seats shown | "
            "errors | "
            "English words shown / in tips | contrast panel / board | ΔE2000 typical / deut. / prot. | s |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in runs:
        clicks = (f"{statistics.median(r.clicks):g} ({min(r.clicks)}-{max(r.clicks)})" if r.clicks else "-")
        covers = ", ".join(f"{kind} {n}" for kind, n in sorted(r.covers.items())) or "-"
        english = f"{len(r.english)} / {len(r.english_tips)}" if r.lang != "en" else "-"
        distance = " / ".join(f"{r.distance[k]:.1f}" for k in ("typical", *DEFICIENCIES))
        lines.append(
            f"| {r.game} | {r.players} | {r.size} | {r.lang} | {r.decisions} | {'yes' if r.finished else 'cut'} | "
            f"{px(r.text_min)} | {px(r.text_median)} | {r.small} | {r.covered} of {r.decisions} | {covers} | "
            f"{r.overflowing} of {r.decisions} | "
            f"{clicks} | "
            f"{r.seats} | {len(r.errors)} | {english} | {r.contrast_panel:.1f} / {r.contrast_board:.1f} | "
            f"{distance} | {r.seconds:.0f} |")
    return "\n".join(lines)


def details(runs: list[Run]) -> str:
    """What stands behind the figures: the smallest text, examples of covers, errors, English words, colours."""
    out = []
    for r in runs:
        out.append(f"- {r.game} {r.players}p {r.size} {r.lang}: smallest {r.smallest or '-'}; "
                   f"colours {', '.join(r.colours)}")
        out.extend(f"  - covers: {example}" for example in r.cover_examples)
        out.extend(f"  - past its box: {example}" for example in r.overflow_examples)
        out.extend(f"  - error: {error[:160]}" for error in dict.fromkeys(r.errors))
        if r.english:
            words = "; ".join(f"{w} (\"{ctx}\")" for w, ctx in list(r.english.items())[:12])
            out.append(f"  - English shown ({len(r.english)}): {words}")
        if r.english_tips:
            words = "; ".join(f"{w} (\"{ctx}\")" for w, ctx in list(r.english_tips.items())[:12])
            out.append(f"  - English in tooltips ({len(r.english_tips)}): {words}")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default=",".join(MAX_PLAYERS), help="comma-separated titles")
    parser.add_argument("--players", default="2,max", help="comma-separated seat counts; max: the title's most")
    parser.add_argument("--sizes", default="desktop,phone", help="desktop (1280x800), phone (390x844)")
    parser.add_argument("--langs", default="en,el")
    parser.add_argument("--bots", help="every bot seat's level (default: random; medium in Relic Runners)")
    parser.add_argument("--decisions", type=int, default=5_000, help="stop a game after this many decisions")
    parser.add_argument("--quick", action="store_true",
                        help=f"games capped at {QUICK_DECISIONS} decisions; defaults 2 seats, desktop, English")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=RESULTS, help="the results file (markdown)")
    parser.add_argument("--shots", type=Path, default=Path("artifacts/screenshots/table_audit"),
                        help="a screenshot of each game after a few moves goes here")
    args = parser.parse_args()
    if args.quick:
        args.decisions = min(args.decisions, QUICK_DECISIONS)
        defaults = {"players": "2,max", "sizes": "desktop,phone", "langs": "en,el"}
        for name, value in {"players": "2", "sizes": "desktop", "langs": "en"}.items():
            if getattr(args, name) == defaults[name]:
                setattr(args, name, value)
    args.shots.mkdir(parents=True, exist_ok=True)
    runs = [Run(game, MAX_PLAYERS[game] if count == "max" else int(count), size, lang)
            for game in args.games.split(",") for count in args.players.split(",")
            for size in args.sizes.split(",") for lang in args.langs.split(",")]
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(f"sqlite:///{folder}/audit.db", log=Path(folder) / "server.log").start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                for index, run in enumerate(runs):
                    play(browser, server, run, bots=args.bots or BOTS[run.game], limit=args.decisions,
                         seed=args.seed + 2 * index, shots=args.shots)
                    print(f"{run.game} {run.players}p {run.size} {run.lang}: {run.decisions} decisions in "
                          f"{run.seconds:.0f} s", file=sys.stderr, flush=True)
                browser.close()
        finally:
            server.stop()
    report = table(runs)
    print(report)
    print()
    print(details(runs))
    command = " ".join(["python bench/table_audit.py", *sys.argv[1:]])
    args.out.write_text(f"# Table audit (issue 32)\n\n    {command}\n\n{report}\n\n{details(runs)}\n")


if __name__ == "__main__":
    main()
