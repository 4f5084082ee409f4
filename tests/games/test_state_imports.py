"""A game's state imports none of its rules, views or bots: only the data it is made of.

Every import counts, also those inside functions or under TYPE_CHECKING. (No import
cycle anywhere in agora/ is tests/test_import_cycles.py's check.)
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import agora.games

GAMES = Path(agora.games.__file__).parent
NAMES = sorted(p.name for p in GAMES.iterdir() if (p / "__init__.py").exists())
# What a game's state module may import of its own game: the data it is made of.
STATE_MAY_IMPORT = {"board", "codes", "data", "edition", "options", "schema", "tables", "tasks"}


def _module(game: str, path: Path) -> str:
    return f"agora.games.{game}" if path.name == "__init__.py" else f"agora.games.{game}.{path.stem}"


def imports(game: str) -> dict[str, set[str]]:
    """Each module of a game and the modules of the same game it imports."""
    folder = GAMES / game
    modules = {_module(game, p): p for p in folder.glob("*.py")}
    package = f"agora.games.{game}"
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                base = node.module if node.level == 0 else f"{package}.{node.module}"
                # `from package import x` imports the submodule x where there is one
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            found |= {t for t in targets if t in modules and t != name}
        graph[name] = found
    return graph


@pytest.mark.parametrize("game", NAMES)
def test_a_games_state_imports_only_the_data_it_is_made_of(game: str) -> None:
    state = f"agora.games.{game}.state"
    graph = imports(game)
    assert state in graph
    mine = {m.rsplit(".", 1)[-1] for m in graph[state]}
    assert mine <= STATE_MAY_IMPORT, f"{state} imports {sorted(mine - STATE_MAY_IMPORT)}"
