"""`agora arena` as the CLI will call it: tables, JSON and a figure."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from toy import TOY
from typer.testing import CliRunner

from agora.commands import arena as arena_module
from agora.commands.arena import entrant_names, lineup
from agora.core import registry


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> typer.Typer:
    """A one-command app like `agora arena`, where the toy game is installed."""
    real = registry.get
    monkeypatch.setattr(registry, "get", lambda name: TOY if name == "toy" else real(name))
    app = typer.Typer()
    app.command()(arena_module.arena)
    app.command("unused")(lambda: None)  # two commands keep the command's name in the call
    return app


def test_the_arena_prints_its_figures_and_writes_them(app: typer.Typer, tmp_path: Path) -> None:
    out, figure = tmp_path / "results.json", tmp_path / "scores.png"
    result = CliRunner().invoke(app, ["arena", "toy", "--bots", "easy,random", "--games", "6", "--seed", "3",
                                      "--out", str(out), "--plot", str(figure)])
    assert result.exit_code == 0, result.output
    for words in ("win rate", "95% CI", "Elo", "mean score", "First-seat advantage", "easy", "random"):
        assert words in result.output
    record = json.loads(out.read_text())
    assert record["bots"] == ["easy", "random"] and len(record["games"]) == 6
    entrants = record["summary"]["entrants"]
    assert sum(e["win"]["games"] for e in entrants) == 12
    assert figure.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_arena_refuses_an_unknown_level(app: typer.Typer) -> None:
    result = CliRunner().invoke(app, ["arena", "toy", "--bots", "easy,genius"])
    assert result.exit_code != 0
    assert "genius" in result.output


def test_a_lineup_fills_the_seats_and_names_repeated_levels_apart() -> None:
    levels = lineup("hard,random", 4)
    assert levels == ["hard", "random", "hard", "random"]
    assert entrant_names(levels) == ["hard#1", "random#1", "hard#2", "random#2"]
    with pytest.raises(typer.BadParameter):
        lineup("hard,medium,random", 2)
