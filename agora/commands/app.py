"""The `agora` command: list games, play in the terminal, replay, benchmark, serve (and its database), and the
research tools (arena, lab, review, train). Each command is a module of this package."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape

from agora import __version__
from agora.commands.arena import arena
from agora.commands.bench import bench
from agora.commands.console import console, fail
from agora.commands.db import app as db_app
from agora.commands.games import games
from agora.commands.lab import lab
from agora.commands.play import play, replay
from agora.commands.review import review
from agora.commands.serve import serve
from agora.commands.train import train
from agora.core.build import build
from agora.core.extras import MissingExtra

# Commands that take a game's own --options after their own.
GAME_OPTIONS = {"allow_extra_args": True, "ignore_unknown_options": True}

app = typer.Typer(help="Agora: Historia, The Ancient World and Relic Runners with every rule enforced.",
                  no_args_is_help=True, add_completion=False)
app.command()(games)
app.command(context_settings=GAME_OPTIONS)(play)
app.command()(replay)
app.command()(bench)
app.command()(review)
app.command()(serve)
app.command()(arena)
app.command(context_settings=GAME_OPTIONS)(lab)
app.command()(train)
app.add_typer(db_app, name="db")


def show_version(asked: bool) -> None:
    if asked:
        console.print(f"agora {__version__}, {build()} build")
        raise typer.Exit()


@app.callback()
def options(
    version: Annotated[bool, typer.Option("--version", callback=show_version, is_eager=True,
                                          help="Show the version and which build runs (pure or compiled).")] = False,
) -> None:
    """Agora: Historia, The Ancient World and Relic Runners with every rule enforced."""


def main() -> None:
    """The `agora` command: a missing extra is told in one line that names it, not in a traceback."""
    try:
        app()
    except MissingExtra as err:
        raise SystemExit(fail(escape(str(err))).exit_code) from None
