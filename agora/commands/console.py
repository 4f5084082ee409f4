"""What every command shares: the console it prints on and its clean exits."""

from __future__ import annotations

import typer
from rich.console import Console

from agora.core import AgoraError, AnyGame, registry

console = Console(highlight=False)


def fail(message: str) -> typer.Exit:
    """Print a clear error and give the exit to raise."""
    console.print(f"[bold red]error:[/] {message}")
    return typer.Exit(2)


def game_or_exit(name: str) -> AnyGame:
    """The installed game of that name, or a clean exit naming the games."""
    try:
        return registry.get(name)
    except AgoraError as err:
        raise fail(str(err)) from None
