"""`agora games`: the games and their options."""

from __future__ import annotations

from typing import Any

from rich.table import Table

from agora.commands.console import console
from agora.core import registry


def games() -> None:
    """List the games and their options."""
    for game in registry.games().values():
        info = game.describe()
        table = Table(title=f"[bold]{info['title']}[/]  ({info['name']})", title_justify="left")
        table.add_column("option")
        table.add_column("values")
        table.add_column("default")
        table.add_column("meaning")
        for name, spec in info["options"].items():
            table.add_row(f"--{name.replace('_', '-')}", option_values(spec), str(spec.get("default", "")),
                          spec.get("description", ""))
        console.print(table)
        for line in info.get("edition", []):
            console.print(f"  [yellow]designed[/] {line}")


def option_values(spec: dict[str, Any]) -> str:
    """A short text of an option's allowed values from its JSON schema."""
    if "enum" in spec:
        return "|".join(str(v) for v in spec["enum"])
    if "minimum" in spec or "maximum" in spec:
        return f"{spec.get('minimum', '')}..{spec.get('maximum', '')}"
    kinds = [s.get("type", "") for s in spec.get("anyOf", [])] or [spec.get("type", "")]
    return "|".join(k for k in kinds if k)
