"""The balance lab's reading of a report: outliers, proposals an owner loads with --data, figures."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import matplotlib
import pytest
from typer.testing import CliRunner

from agora.commands.app import app
from agora.core import AgoraError, registry
from agora.research.balance import taken_mean, verdicts, write_proposal
from agora.research.lab import figures, lab_module, report
from agora.research.tournament import Tournament, lay_table

GAMES = ("relic-runners", "ancient-world", "historia")
# How each knob moves to weaken its component: a dearer card or army, a titan harder to defeat, a
# smaller district, fewer VP, a blue tile worth one less.
WEAKER = {"cost_coins": 1, "recruit_cost": 1, "defense": 1, "capacity": -1, "bonus VP": -1,
          "VP of its two conditions": -2, "value": -1}


def row(name: str, wins: int, games: int, low: float, high: float, lift: float = 0.0, p: float = 0.01
        ) -> dict[str, Any]:
    return {"component": name, "win_taken": {"wins": wins, "games": games, "low": low, "high": high},
            "lift": lift or (wins / games - 0.5), "p_value": p}


def test_out_of_line_means_off_the_mean_of_taken_and_off_not_taken_and_counts_must_agree() -> None:
    two = {"components": [row("strong", 9, 10, 0.6, 0.98), row("weak", 0, 10, 0.0, 0.28),
                          row("even", 5, 10, 0.24, 0.76), row("split", 9, 10, 0.6, 0.98),
                          row("chance", 0, 10, 0.0, 0.28, p=0.2), row("everyone", 0, 10, 0.0, 0.28, lift=0.05)]}
    three = {"components": [row("strong", 5, 10, 0.24, 0.76), row("split", 0, 10, 0.0, 0.28),
                            row("weak", 3, 10, 0.1, 0.6), row("sure", 10, 10, 0.72, 1.0)]}
    assert taken_mean(two) == pytest.approx(23 / 60) and taken_mean(three) == pytest.approx(18 / 40)
    # split: too strong with 2 players, too weak with 3; weak judged only with 2, sure only with 3;
    # chance is not significant against not taking it; everyone's takers win more than the seats without it.
    assert verdicts({"players": {"2": two, "3": three}}) == {"strong": 1, "sure": 1, "weak": -1}


def forced(game_name: str, tmp_path: Path) -> tuple[dict[str, Any], dict[str, int]]:
    """A tiny real report whose rows are then set so that every knob's component is out of line,
    alternately too strong and too weak, and one component without a knob too (when there is one)."""
    game = registry.get(game_name)
    data = figures(report(game, {}, "random", [2], 2, seed=6))
    module = lab_module(game)
    assert module is not None
    knobs = module.knobs(json.loads(Path(module.DEFAULT_DATA).read_text(encoding="utf-8")))
    want: dict[str, int] = {}
    for r in data["players"]["2"]["components"]:
        strong = len(want) % 2 == 0
        if r["component"] in knobs or not any(n not in knobs for n in want):
            want[r["component"]] = 1 if strong else -1
            r["win_taken"] = {"wins": 40 if strong else 0, "games": 40, "rate": 1.0 if strong else 0.0,
                              "low": 0.91 if strong else 0.0, "high": 1.0 if strong else 0.09}
            r["lift"], r["p_value"] = (0.5 if strong else -0.5), 0.001
        else:
            r["win_taken"] = {"wins": 20, "games": 40, "rate": 0.5, "low": 0.35, "high": 0.65}
            r["lift"], r["p_value"] = 0.0, 1.0
    return data, want


@pytest.mark.parametrize("name", GAMES)
def test_a_proposal_steps_only_designed_values_and_loads_with_data(name: str, tmp_path: Path) -> None:
    game = registry.get(name)
    module = lab_module(game)
    assert module is not None
    data, want = forced(name, tmp_path)
    out = tmp_path / "proposal.json"
    changes, left = write_proposal(game, module, data, out)
    assert changes and {c.component for c in changes} <= set(want)
    for c in changes:  # one step: the way that weakens a card too strong, strengthens one too weak
        assert c.after - c.before == WEAKER[c.field.split(" of one level-")[0]] * want[c.component], c
    base = json.loads(Path(module.DEFAULT_DATA).read_text(encoding="utf-8"))
    proposed = json.loads(out.read_text(encoding="utf-8"))
    for path in differences(base, proposed):
        assert path == ("edition",) or designed(name, base, path), path
    assert len(changes) + len(left) == len(want)
    # The game loads it, and plays it.
    tournament = Tournament(game, {"data": str(out)}, ("random", "random"), 1, 1)
    table = lay_table(tournament, 0)
    while table.state.to_act():
        table.step()
    assert table.state.outcome() is not None
    assert not list(tmp_path.glob(".*trial*")), "the trial file is gone"


def differences(a: Any, b: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths of the leaves where two JSON values differ."""
    if isinstance(a, dict) and isinstance(b, dict):
        return [p for k in sorted(set(a) | set(b)) for p in differences(a.get(k), b.get(k), (*at, k))]
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [p for i, (x, y) in enumerate(zip(a, b, strict=True)) for p in differences(x, y, (*at, i))]
    return [] if a == b else [at]


def designed(name: str, raw: dict[str, Any], path: tuple[Any, ...]) -> bool:
    """Whether the data file tags the value at `path` designed, read the way each game's schema reads it."""
    if name == "relic-runners":
        return path[:2] == ("blue_values", "levels") and raw["blue_values"]["source"] == "designed"
    record = raw[path[0]][path[1]]
    if name == "historia":
        return bool(record["tags"][path[2]] == "designed")
    prov = record["prov"]
    return bool(prov.get(path[2], prov.get("*", "designed")) == "designed")


def test_the_report_on_a_proposal_reproduces_from_its_seed(tmp_path: Path) -> None:
    game = registry.get("ancient-world")
    module = lab_module(game)
    assert module is not None
    data, _ = forced("ancient-world", tmp_path)
    out = tmp_path / "proposal.json"
    write_proposal(game, module, data, out)
    first = report(game, {"data": str(out)}, "random", [2], 2, seed=8)
    assert json.dumps(report(game, {"data": str(out)}, "random", [2], 2, seed=8)) == json.dumps(first)
    assert first["options"] == {"data": str(out)}


def test_a_proposal_that_would_break_the_schema_is_refused_and_leaves_nothing(tmp_path: Path) -> None:
    game = registry.get("relic-runners")
    module = lab_module(game)
    assert module is not None
    data, _ = forced("relic-runners", tmp_path)
    broken = json.loads(Path(module.DEFAULT_DATA).read_text(encoding="utf-8"))
    broken["blue_values"]["levels"]["1"] = [5, 5, 5, 5, 5]  # five values where the schema wants six
    own = tmp_path / "own.json"
    own.write_text(json.dumps(broken), encoding="utf-8")
    data = copy.deepcopy(data)
    data["options"] = {"data": str(own)}
    with pytest.raises(AgoraError, match="blue level 1 needs 6 values"):
        write_proposal(game, module, data, tmp_path / "proposal.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["own.json"]
    with pytest.raises(AgoraError, match=r"\*\.json"):
        write_proposal(game, module, data, tmp_path / "proposal.toml")


def test_agora_lab_draws_the_figures_proposes_and_runs_the_same_report_on_the_proposal(tmp_path: Path) -> None:
    run = CliRunner()
    report_file, figures_dir, proposal = tmp_path / "r.json", tmp_path / "figures", tmp_path / "p.json"
    result = run.invoke(app, ["lab", "ancient-world", "--level", "random", "--games", "2", "--players", "2,3",
                              "--seed", "3", "--summary", "--out", str(report_file), "--plot", str(figures_dir),
                              "--propose", str(proposal)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert matplotlib.get_backend().lower() == "agg"
    pngs = sorted(p.name for p in figures_dir.iterdir())
    assert pngs == ["ancient-world-components-2p.png", "ancient-world-components-3p.png",
                    "ancient-world-seats-scores.png"]
    for png in figures_dir.iterdir():
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000
    assert "played" not in json.loads(report_file.read_text())["players"]["2"]
    assert "proposal written" in result.output and proposal.exists()
    again = run.invoke(app, ["lab", "ancient-world", "--report", str(report_file), "--top", "3"],
                       env={"COLUMNS": "200"})
    assert again.exit_code == 0 and "2 players" in again.output
    on_it = run.invoke(app, ["lab", "ancient-world", "--level", "random", "--games", "1", "--data", str(proposal)],
                       env={"COLUMNS": "200"})
    assert on_it.exit_code == 0, on_it.output
    wrong = run.invoke(app, ["lab", "historia", "--report", str(report_file)], env={"COLUMNS": "200"})
    assert wrong.exit_code != 0 and "not on historia" in wrong.output and "Traceback" not in wrong.output
