"""Every rule function names its rulebook section where it opens (its docstring's first
paragraph or its first comment), so a reader finds a rule by its section and back."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import agora.games

GAMES = Path(agora.games.__file__).parent
# Modules that hold no rule: data, action codes, state, views, words, what a table client is told, bots, wiring
# and hidden information.
NOT_RULES = {"__init__", "bench", "board", "bot", "codes", "data", "edition", "encode", "game", "hidden", "lab",
             "options", "schema", "state", "table", "tables", "tasks", "text", "view", "words"}
SECTION = re.compile(r"§|GR p\.\d|\bA\d|\bB\d")


def rule_modules() -> list[Path]:
    return sorted(p for p in GAMES.glob("*/*.py") if p.stem not in NOT_RULES)


def unnamed(path: Path) -> list[str]:
    """The top-level functions of a module that open without naming a section."""
    lines = path.read_text(encoding="utf-8").split("\n")
    out = []
    for node in ast.parse("\n".join(lines)).body:
        if not isinstance(node, ast.FunctionDef):
            continue
        doc = (ast.get_docstring(node) or "").split("\n\n")[0]
        comment = lines[node.body[0].lineno - 2].strip() if node.body[0].lineno - 2 >= node.lineno else ""
        if not SECTION.search(doc) and not (comment.startswith("#") and SECTION.search(comment)):
            out.append(f"{path.parent.name}/{path.name}:{node.lineno} {node.name}")
    return out


def test_the_rule_modules_are_found() -> None:
    names = {f"{p.parent.name}/{p.stem}" for p in rule_modules()}
    assert {"historia/war", "ancient_world/attack", "relic_runners/rules"} <= names


@pytest.mark.parametrize("path", rule_modules(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_rule_function_names_its_section(path: Path) -> None:
    assert unnamed(path) == []


def test_a_function_without_a_section_is_named(tmp_path: Path) -> None:
    module = tmp_path / "example.py"
    module.write_text('def a():\n    """§5 War."""\n\n\ndef b():\n    # §6.1 wonders\n    return 1\n\n\n'
                      'def c():\n    """No section here."""\n', encoding="utf-8")
    assert unnamed(module) == [f"{tmp_path.name}/example.py:10 c"]
