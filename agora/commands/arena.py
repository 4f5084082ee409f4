"""`agora arena`: bots play many games with seats rotated, then the figures."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from agora.bots import LEVELS
from agora.commands.console import console
from agora.core import AnyGame, registry
from agora.research.tournament import GameResult, Tournament, run

if TYPE_CHECKING:
    from agora.research.stats import Summary


def entrant_names(levels: list[str]) -> list[str]:
    """Labels for the entrants: a level entered twice is told apart by a number."""
    return [lvl if levels.count(lvl) == 1 else f"{lvl}#{levels[:i + 1].count(lvl)}" for i, lvl in enumerate(levels)]


def lineup(bots: str, players: int) -> list[str]:
    """The levels in `bots` (comma-separated), repeated to fill every seat."""
    levels = [b.strip() for b in bots.split(",") if b.strip()]
    unknown = [b for b in levels if b not in LEVELS]
    if not levels or unknown:
        raise typer.BadParameter(f"bots are levels among {', '.join(LEVELS)}; not {', '.join(unknown) or 'none'}")
    if len(levels) > players:
        raise typer.BadParameter(f"{len(levels)} bots do not fit {players} seats")
    return [levels[i % len(levels)] for i in range(players)]


def play(tournament: Tournament, workers: int, ray: str | None) -> list[GameResult]:
    """Play the tournament under a progress bar."""
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
    with Progress(*columns, console=console, transient=True) as bar:
        task = bar.add_task(f"{tournament.game.name}: {' vs '.join(tournament.entrants)}", total=tournament.games)
        return run(tournament, workers, ray, lambda n: bar.advance(task, n))


def show(summary: Summary, games: int) -> None:
    """The win rates, Elo, scores and seat figures as tables."""
    table = Table(title=f"{games} games, seats rotated", title_justify="left")
    for column in ("bot", "wins", "win rate", "95% CI", "ties", "Elo", "mean score", "score sd"):
        table.add_column(column, justify="right", no_wrap=True)
    for e in sorted(summary.entrants, key=lambda e: -e.elo):
        table.add_row(e.name, f"{e.win.wins}/{e.win.games}", f"{e.win.rate:.1%}", f"{e.win.low:.1%}–{e.win.high:.1%}",
                      str(e.ties), f"{e.elo:.0f}", f"{e.mean_score:.1f}", f"{e.score_sd:.1f}")
    console.print(table)
    seats = Table(title="Win rate by seat (any bot)", title_justify="left")
    for column in ("seat", "wins", "win rate", "95% CI"):
        seats.add_column(column, justify="right", no_wrap=True)
    for s, r in enumerate(summary.seat_wins):
        seats.add_row(str(s), f"{r.wins}/{r.games}", f"{r.rate:.1%}", f"{r.low:.1%}–{r.high:.1%}")
    console.print(seats)
    console.print(f"First-seat advantage: {summary.first_seat_advantage:+.1%} "
                  "(seat 0's win rate less the mean over seats)")


def arena(
    game: Annotated[str, typer.Argument(metavar="GAME", help="a game from `agora games`")],
    bots: Annotated[str, typer.Option(help=f"comma-separated levels ({'|'.join(LEVELS)}), repeated to fill the seats")]
    = "hard,random",
    games: Annotated[int, typer.Option(min=1, help="number of games")] = 20,
    players: Annotated[int, typer.Option(min=1, help="seats per game")] = 2,
    seed: Annotated[int, typer.Option(help="tournament seed: same seed, same results")] = 0,
    workers: Annotated[int, typer.Option(min=1, help="local processes (or CPUs of a local Ray)")] = 1,
    ray: Annotated[str | None, typer.Option("--ray", metavar="ADDRESS", help="run on Ray: a cluster address, or local")]
    = None,
    out: Annotated[Path | None, typer.Option(help="write every game and the figures as JSON")] = None,
    plot: Annotated[Path | None, typer.Option(help="draw score distributions and win rate by seat (PNG)")] = None,
) -> None:
    """Bots play GAMES games with seats rotated; print win rates with 95%
    intervals, Elo, scores and the first-seat advantage."""
    from agora.research.stats import summarize  # scipy, of the [lab] extra: loaded only here

    chosen: AnyGame = registry.get(game)
    levels = lineup(bots, players)
    tournament = Tournament(chosen, {}, tuple(levels), games, seed)
    results = play(tournament, workers, ray)
    names = entrant_names(levels)
    summary = summarize(names, results)
    show(summary, games)
    if out:
        record = {"game": game, "players": players, "bots": names, "seed": seed,
                  "summary": summary.to_data(), "games": [r.to_data() for r in results]}
        out.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")
        console.print(f"results written to {out}")
    if plot:
        from agora.research.plots import draw  # matplotlib loads only when a figure is wanted

        draw(plot, f"{game}: {' vs '.join(names)}", summary, results)
        console.print(f"figure written to {plot}")
