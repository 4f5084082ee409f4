"""Each game's rules coverage (agora/games/<g>/COVERAGE.md): every rule item of the rulebook, by
section, names the function that implements it and the tests that check it. This test fails when an
item has no test, names a function or a test that does not exist, when a section the rule code names
has no item, or when a worked example's test does not name its page (or, where the Greek transcript
carries no page numbers, the example)."""

from __future__ import annotations

import ast
import importlib
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from test_rule_sections import rule_modules

import agora.games

GAMES = Path(agora.games.__file__).parent
TESTS = Path(__file__).parent
COVERED = ("ancient_world", "historia", "relic_runners")
TICKED = re.compile(r"`([^`]+)`")
MAJOR = re.compile(r"§([A-Z]?\d+)")


@dataclass(frozen=True)
class Item:
    section: str
    rule: str
    functions: tuple[str, ...]
    tests: tuple[str, ...]


def items(game: str) -> list[Item]:
    """The rows of the game's coverage table (those whose first cell is a section)."""
    out = []
    for line in (GAMES / game / "COVERAGE.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and MAJOR.match(cells[0]):
            out.append(Item(cells[0], cells[1], tuple(TICKED.findall(cells[2])), tuple(TICKED.findall(cells[3]))))
    return out


def names_of_tests(game: str) -> set[str]:
    """Every test function of the game's test directory."""
    names: set[str] = set()
    for path in (TESTS / game).glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {n.name for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")}
    return names


def function_exists(game: str, dotted: str) -> bool:
    module, _, name = dotted.rpartition(".")
    try:
        return callable(getattr(importlib.import_module(f"agora.games.{game}.{module}"), name, None))
    except ModuleNotFoundError:
        return False


def code_sections(game: str) -> set[str]:
    """The major sections (§5, §A4) the game's rule functions name where they open."""
    found: set[str] = set()
    for path in rule_modules():
        if path.parent.name != game:
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef):
                doc = (ast.get_docstring(node) or "").split("\n\n")[0]
                found |= set(MAJOR.findall(doc)[:1])
    return found


@pytest.mark.parametrize("game", COVERED)
def test_every_rule_item_names_a_real_function_and_real_tests(game: str) -> None:
    rows = items(game)
    assert len(rows) >= 30, f"{game}: only {len(rows)} rule items"
    tests = names_of_tests(game)
    problems = []
    for row in rows:
        if not row.functions:
            problems.append(f"{row.section} {row.rule}: no function")
        if not row.tests:
            problems.append(f"{row.section} {row.rule}: no test")
        problems += [f"{row.section}: no function {f}" for f in row.functions if not function_exists(game, f)]
        problems += [f"{row.section}: no test {t}" for t in row.tests if t not in tests]
    assert problems == []


@pytest.mark.parametrize("game", COVERED)
def test_every_section_the_rule_code_names_has_an_item(game: str) -> None:
    listed = {m for row in items(game) for m in MAJOR.findall(row.section)[:1]}
    assert code_sections(game) - listed == set()


@pytest.mark.parametrize("game", COVERED)
def test_every_worked_example_is_a_test_naming_its_page(game: str) -> None:
    examples = [row for row in items(game) if row.rule.lower().startswith("example")]
    assert examples, f"{game}: no worked example listed"
    for row in examples:
        page = re.search(r"p\.(\d+)", row.rule)
        if page:
            assert any(f"page_{page.group(1)}" in t for t in row.tests), f"{row.rule}: no test names its page"
        else:  # a transcript without page numbers (NOTES says so): the test names the example instead
            assert "no page" in row.rule and all("example" in t for t in row.tests), row.rule


def test_a_missing_test_or_function_is_found(tmp_path: Path) -> None:
    row = Item("§5", "War", ("war.no_such_rule",), ("test_no_such_test",))
    assert not function_exists("historia", row.functions[0]) and row.tests[0] not in names_of_tests("historia")
    assert function_exists("historia", "war.war") and "test_war_of_page_5" in names_of_tests("historia")
