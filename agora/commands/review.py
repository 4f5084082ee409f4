"""`agora review`: the hard bot's review of one seat's decisions in a saved match."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table

from agora.commands.console import console, fail
from agora.core import AgoraError, MatchRecord, registry
from agora.research.review import review_record


def review(
    path: Annotated[Path, typer.Argument(metavar="MATCH.json")],
    seat: Annotated[int, typer.Option(help="the seat whose decisions to review")] = 0,
    iterations: Annotated[int, typer.Option(help="search iterations per decision (the hard bot's by default)")]
    = 300,
    seed: Annotated[int, typer.Option(help="the review's seed: same match and seed, same review")] = 0,
    out: Annotated[Path | None, typer.Option(help="also write the review to this JSON file")] = None,
) -> None:
    """The hard bot's review of one seat's decisions, from that seat's information only."""
    try:
        record = MatchRecord.load(path)
        record.replay()  # a record that does not replay is refused before any search
    except AgoraError as err:
        raise fail(str(err)) from None
    game = registry.get(record.game)
    with Progress(console=console, transient=True) as bar:
        task = bar.add_task("reviewing", total=len(record.actions))
        try:
            found = review_record(record, seat, iterations=iterations, seed=seed,
                                  progress=lambda done, _: bar.update(task, completed=done))
        except ValueError as err:
            raise fail(escape(str(err))) from None
    table = Table(title=f"Seat {seat}'s decisions: expected standing (2 seats: chance to win)", title_justify="left")
    for column in ("move", "step", "played", "value", "bot's choice", "value", "lost"):
        table.add_column(column, justify="right" if column in ("move", "step", "value", "lost") else "left")
    for d in found.decisions:
        same = d.best == d.played
        table.add_row(str(d.move), str(d.step), escape(game.table.label(d.played, "en")), f"{d.played_value:.2f}",
                      "=" if same else escape(game.table.label(d.best, "en")), "" if same else f"{d.best_value:.2f}",
                      f"{d.loss:+.2f}" if d.loss else "")
    console.print(table)
    console.print(f"over the game  {found.sparkline()}")
    mistakes = found.mistakes()
    console.print("[bold]Biggest mistakes[/]" if mistakes else "[green]No mistake: no move gave away a point[/]")
    for d in mistakes:
        console.print(f"  at move {d.move} (step {d.step}) you played {escape(game.table.label(d.played, 'en'))}; "
                      f"the bot would have played {escape(game.table.label(d.best, 'en'))}: [red]+{d.loss:.2f}[/]")
    if out:
        out.write_text(json.dumps(found.to_data(), indent=1) + "\n", encoding="utf-8")
        console.print(f"review saved to {out}")
