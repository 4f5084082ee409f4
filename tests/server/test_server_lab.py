"""The balance lab's page data: the stored reports of each game the lab watches (the repo's
bench/lab-reports, as ./run serves them), the proposal worked out again from them, the review's
calibration (bench/calibration.py --summary), and a clear 404 where there is none."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from agora.core import registry
from agora.research.balance import propose
from agora.research.intervals import wilson
from agora.research.lab import lab_module
from agora.server import Settings, create_app
from agora.server.lab import CALIBRATION, PROPOSAL, PROPOSAL_REPORT, REPORT, SOURCE

GAMES = ("relic-runners", "ancient-world", "historia")
REPORTS = Path(__file__).parents[2] / "bench" / "lab-reports"


def lab_app(settings: Settings, reports: Path) -> TestClient:
    return TestClient(create_app(dataclasses.replace(settings, lab_reports=reports),
                                 games={name: registry.get(name) for name in GAMES}))


@pytest.fixture
def lab_client(settings: Settings) -> TestClient:
    return lab_app(settings, REPORTS)


def folder(name: str) -> Path:
    return REPORTS / name


@pytest.mark.parametrize("name", GAMES)
def test_each_watched_game_keeps_small_reports_and_the_proposal_they_lead_to(name: str) -> None:
    module = lab_module(registry.get(name))
    assert module is not None
    for file in (REPORT, PROPOSAL, PROPOSAL_REPORT):
        assert (folder(name) / file).stat().st_size < 100_000, file
    report = json.loads((folder(name) / REPORT).read_text(encoding="utf-8"))
    base = json.loads(Path(module.DEFAULT_DATA).read_text(encoding="utf-8"))
    stored = json.loads((folder(name) / PROPOSAL).read_text(encoding="utf-8"))
    proposed, _, _ = propose(module, base, report)
    assert {**proposed, "edition": ""} == {**stored, "edition": ""}
    after = json.loads((folder(name) / PROPOSAL_REPORT).read_text(encoding="utf-8"))
    assert after["options"]["data"] == (folder(name) / PROPOSAL).relative_to(SOURCE).as_posix()
    same = ("level", "games_per_count", "seed", "players")
    assert [after[k] if k != "players" else list(after[k]) for k in same] == [
        report[k] if k != "players" else list(report[k]) for k in same]


@pytest.mark.parametrize("name", GAMES)
def test_the_lab_page_data_judges_every_row_against_its_mean(lab_client: TestClient, name: str) -> None:
    with lab_client:
        response = lab_client.get(f"/api/games/{name}/lab")
    assert response.status_code == 200, response.text
    page: dict[str, Any] = response.json()
    stored = json.loads((folder(name) / REPORT).read_text(encoding="utf-8"))
    assert page["report"]["seed"] == stored["seed"] and page["after"] is not None
    for players, part in page["report"]["players"].items():
        rows = part["components"]
        assert [r["component"] for r in rows] == [r["component"] for r in stored["players"][players]["components"]]
        taken = sum(r["win_taken"]["games"] for r in rows)
        assert part["mean_taken"] == pytest.approx(sum(r["win_taken"]["wins"] for r in rows) / taken)
        for r in rows:
            above, below = r["win_taken"]["low"] > part["mean_taken"], r["win_taken"]["high"] < part["mean_taken"]
            strong = above and r["lift"] > 0 and r["p_value"] < 0.05
            weak = below and r["lift"] < 0 and r["p_value"] < 0.05
            assert r["verdict"] == (1 if strong else -1 if weak else 0), r
            assert r["designed"] == stored["designed"][r["component"]]
    changed = {c["component"] for c in page["changes"]}
    out = {r["component"] for part in page["report"]["players"].values() for r in part["components"] if r["verdict"]}
    assert changed <= out
    assert page["proposal"].endswith(PROPOSAL)


def test_the_reports_come_from_the_folder_the_server_is_given(settings: Settings, tmp_path: Path) -> None:
    with lab_app(settings, tmp_path / "empty") as empty:
        response = empty.get("/api/games/relic-runners/lab")
    assert response.status_code == 404 and "no report" in response.json()["detail"]
    (tmp_path / "kept" / "relic-runners").mkdir(parents=True)
    (tmp_path / "kept" / "relic-runners" / REPORT).write_bytes((folder("relic-runners") / REPORT).read_bytes())
    with lab_app(settings, tmp_path / "kept") as kept:
        page = kept.get("/api/games/relic-runners/lab").json()
    assert page["report"]["seed"] == 21 and page["proposal"] is None and page["after"] is None
    assert page["changes"] == [] and page["left"] == []


def test_the_installed_package_keeps_no_lab_report() -> None:
    assert not list((SOURCE / "agora").rglob("lab-*.json"))
    assert not list((SOURCE / "agora").rglob(CALIBRATION))


@pytest.mark.parametrize("name", GAMES)
def test_the_reviews_calibration_is_served_as_kept_and_its_figures_hold_together(
    lab_client: TestClient, name: str
) -> None:
    assert (folder(name) / CALIBRATION).stat().st_size < 20_000  # figures, no raw data
    with lab_client:
        response = lab_client.get(f"/api/games/{name}/calibration")
    assert response.status_code == 200, response.text
    page: dict[str, Any] = response.json()
    stored = json.loads((folder(name) / CALIBRATION).read_text(encoding="utf-8"))
    assert page["game"] == name and page["players"] == stored["players"] and "2" in page["players"]
    for players, part in page["players"].items():
        assert f"--titles {name} --players {players} " in part["command"]
        assert part["command"].endswith("--summary bench/lab-reports")
        assert 0 < part["games"] <= part["games_asked"]
        assert part["decisions"] <= int(players) * part["per_seat"] * part["games"]
        assert 0 <= part["brier"] <= 1 and 0 <= part["base_rate"] <= 0.25
        bins = part["bins"]
        assert sum(b["count"] for b in bins) == part["decisions"]
        for b in bins:
            assert b["low"] <= b["predicted"] <= b["high"] and 0 <= b["observed"] <= 1
            # The interval is the one Wilson interval of the bin's mean outcome, as the arena draws it.
            assert (b["ci_low"], b["ci_high"]) == pytest.approx(wilson(b["observed"], b["count"]), abs=1e-3)


def test_a_game_without_a_kept_calibration_is_a_clear_404(settings: Settings, tmp_path: Path) -> None:
    (tmp_path / "relic-runners").mkdir()
    (tmp_path / "relic-runners" / REPORT).write_bytes((folder("relic-runners") / REPORT).read_bytes())
    with lab_app(settings, tmp_path) as kept:
        assert kept.get("/api/games/relic-runners/lab").status_code == 200  # a lab report, but no calibration
        response = kept.get("/api/games/relic-runners/calibration", headers={"Accept-Language": "el"})
        assert response.status_code == 404
        assert response.json()["detail"] == "το εργαστήριο ισορροπίας δεν έχει βαθμονόμηση για το relic-runners"
        assert kept.get("/api/games/nothing/calibration").status_code == 404


def test_a_game_the_lab_does_not_keep_is_a_404(client: TestClient) -> None:
    response = client.get("/api/games/pebbles/lab")
    assert response.status_code == 404 and "no report" in response.json()["detail"]
    assert client.get("/api/games/nothing/lab").status_code == 404
    assert client.get("/lab/pebbles").status_code == 200  # the page says so itself
