"""`agora lab`: the balance lab (agora.research.lab) from the command line: play or read a
report, show it, write it, draw it, propose a data file that evens it out."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from agora.bots import LEVELS
from agora.commands.console import console, fail
from agora.core import AgoraError, AnyGame, OptionsError, registry
from agora.core.options import parse_game_options
from agora.research.lab import MAX_DECISIONS, dump, figures, lab_module, read_report, report


def show(data: dict[str, Any], top: int) -> None:
    """The report's figures as tables: components most out of line first."""
    for players, part in data["players"].items():
        spread = part["scores"]
        console.print(f"[bold]{data['game']}, {players} players[/]: {part['games']} games of {data['level']} "
                      f"against itself; first-seat advantage {part['first_seat_advantage']:+.1%}; scores "
                      f"{spread['mean']:.1f} ± {spread['sd']:.1f} ({spread['min']:.0f}–{spread['max']:.0f}), "
                      f"winning margin {spread['winning_margin']:.1f}")
        if part.get("stalled"):
            console.print(f"  [red]{len(part['stalled'])} games stalled[/] (still going after {MAX_DECISIONS} "
                          f"decisions; not counted): {', '.join(map(str, part['stalled']))}")
        seats = "  ".join(f"seat {s} {r['rate']:.0%} ({r['low']:.0%}–{r['high']:.0%})"
                          for s, r in enumerate(part["seat_wins"]))
        console.print(f"  win rate by seat: {seats}")
        table = Table(title=f"Designed components, {players} players (most out of line first)", title_justify="left",
                      caption="taken: share of games where a seat took it; win: a sole first place, with its 95% "
                      "Wilson interval; p: Fisher's exact test, taken vs not; the JSON names the designed values",
                      caption_justify="left")
        table.add_column("component", no_wrap=True)
        for column, width in (("taken", 5), ("win if taken", 12), ("win if not", 12), ("lift", 5), ("p", 4)):
            table.add_column(column, justify="right", no_wrap=True, min_width=width)
        for row in part["components"][:top]:
            table.add_row(row["component"], f"{row['taken_in_games']:.0%}", cell(row["win_taken"]),
                          cell(row["win_not_taken"]), f"{row['lift']:+.0%}", f"{row['p_value']:.2f}")
        console.print(table)


def cell(r: dict[str, Any]) -> str:
    return f"{r['rate']:.0%} {100 * r['low']:.0f}–{100 * r['high']:.0f}"


def player_counts(text: str) -> list[int]:
    try:
        counts = [int(word) for word in text.split(",") if word.strip()]
    except ValueError:
        counts = []
    if not counts or any(c < 1 for c in counts):
        raise OptionsError(f"player counts are numbers separated by commas, like 2,3; not {text!r}")
    return counts


def lab(
    ctx: typer.Context,
    game: Annotated[str, typer.Argument(metavar="GAME", help="a game from `agora games`")],
    level: Annotated[str, typer.Option(help=f"the bot level playing every seat ({'|'.join(LEVELS)})")] = "medium",
    games: Annotated[int, typer.Option(min=1, help="games per player count")] = 50,
    players: Annotated[str, typer.Option(help="player counts, comma-separated")] = "2",
    seed: Annotated[int, typer.Option(help="lab seed: same seed, same report")] = 0,
    workers: Annotated[int, typer.Option(min=1, help="local processes (or CPUs of a local Ray)")] = 1,
    ray: Annotated[str | None, typer.Option("--ray", metavar="ADDRESS", help="run on Ray: a cluster address, or local")]
    = None,
    out: Annotated[Path | None, typer.Option(help="write the report (and every game) as JSON")] = None,
    summary: Annotated[bool, typer.Option("--summary", help="--out writes the figures alone, without each game: "
                                          "small enough to keep beside the data")] = False,
    top: Annotated[int, typer.Option(min=1, help="components shown per table")] = 15,
    read: Annotated[Path | None, typer.Option("--report", metavar="FILE", help="read a report (an earlier --out) "
                                              "instead of playing")] = None,
    plot: Annotated[Path | None, typer.Option(metavar="DIR", help="draw the report's figures as PNGs in DIR")] = None,
    propose: Annotated[Path | None, typer.Option(metavar="FILE.json", help="write the data file with the designed "
                                                 "values out of line stepped towards the rest: try it with --data")]
    = None,
) -> None:
    """Bots play GAME against themselves: how each designed component fares.

    Per component: how often it is taken, the win rate taken vs not; per player
    count: the first-seat advantage and the score spread. --plot draws it,
    --propose writes a data file evening out the components out of line. Other
    --options are the game's own (agora games), --data FILE among them."""
    if level not in LEVELS:
        raise typer.BadParameter(f"the levels are {', '.join(LEVELS)}; not {level!r}")
    try:
        chosen: AnyGame = registry.get(game)
        options = parse_game_options(ctx.args, chosen.Options)
        data = read_report(read, chosen) if read else played(chosen, options, level, player_counts(players), games,
                                                              seed, workers, ray)
    except AgoraError as err:
        raise fail(str(err)) from None
    show(data, top)
    if out:
        out.write_text(dump(figures(data) if summary else data), encoding="utf-8")
        console.print(f"report written to {out}")
    if plot:
        from agora.research.plots import lab_figures  # matplotlib loads only when figures are wanted

        for path in lab_figures(plot, figures(data), top):
            console.print(f"figure written to {path}")
    if propose:
        from agora.research.balance import write_proposal

        module = lab_module(chosen)
        assert module is not None, "a report exists only for a game the lab watches"
        try:
            changes, left = write_proposal(chosen, module, figures(data), propose)
        except AgoraError as err:
            raise fail(str(err)) from None
        for c in changes:
            console.print(f"  {c.component} ({c.why}): {c.field} {c.before} -> {c.after}")
        for why in left:
            console.print(f"  [dim]left as it is: {why}[/]")
        values = "1 designed value" if len(changes) == 1 else f"{len(changes)} designed values"
        console.print(f"proposal written to {propose} ({values} changed); "
                      f"try it: agora lab {chosen.name} --data {propose}")


def played(game: AnyGame, options: dict[str, Any], level: str, counts: Sequence[int], games: int,
           seed: int, workers: int, ray: str | None) -> dict[str, Any]:
    """`report` with a progress bar per player count."""
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        tasks: dict[str, Any] = {}

        def advance(label: str, n: int) -> None:
            if label not in tasks:
                tasks[label] = bar.add_task(label, total=games)
            bar.advance(tasks[label], n)

        return report(game, options, level, counts, games, seed, workers, ray, advance)


