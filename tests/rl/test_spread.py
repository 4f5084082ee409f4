"""`agora train --ray` (agora.rl.spread): the games played by Ray workers give the very run the games
played in process give, a run goes on from one to the other and back, and an address where no Ray
answers is refused at once, writing nothing."""

from __future__ import annotations

import csv
import socket
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from agora.commands.app import app

ray = pytest.importorskip("ray")

# Games cut off after 20 decisions, so some end in every rollout and new ones are drawn mid-rollout.
SMALL = ["--envs", "3", "--rollout", "8", "--hidden", "8", "--eval-every", "2", "--eval-games", "1",
         "--max-decisions", "20", "--no-curve"]
TIMES = {"seconds", "cpu_seconds"}  # the wall and CPU clocks: all else in a row is the run's own


def train(out: Path, steps: int, *more: str) -> str:
    done = CliRunner().invoke(app, ["train", "relic-runners", "--steps", str(steps), *SMALL, "--out", str(out),
                                    *more], env={"COLUMNS": "200"})
    assert done.exit_code == 0, done.output
    return done.output


def weights(out: Path) -> dict[str, np.ndarray]:
    with np.load(out / "policy.npz") as data:
        return {k: data[k] for k in data.files}


def rows(out: Path) -> list[dict[str, str]]:
    with (out / "log.csv").open(newline="") as f:
        return [{k: v for k, v in r.items() if k not in TIMES} for r in csv.DictReader(f)]


def test_an_address_where_no_ray_answers_is_refused_in_one_line_and_writes_nothing(tmp_path: Path) -> None:
    with socket.socket() as s:  # a port nothing listens on: bound, never listening
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
        done = CliRunner().invoke(app, ["train", "relic-runners", *SMALL, "--out", str(tmp_path / "run"),
                                        "--ray", f"127.0.0.1:{port}"], env={"COLUMNS": "200"})
    assert done.exit_code == 2 and "Traceback" not in done.output
    assert done.output.startswith(f"error: no Ray cluster answers at 127.0.0.1:{port}")
    assert len(done.output.strip().splitlines()) == 1 and not (tmp_path / "run").exists()
    lone = CliRunner().invoke(app, ["train", "relic-runners", "--workers", "2", "--out", str(tmp_path / "run")])
    assert lone.exit_code == 2 and "give --ray too" in lone.output and not (tmp_path / "run").exists()


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """One Ray for the module (its start takes seconds): `--ray local` uses the Ray running already."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()


def test_a_run_goes_on_with_ray_and_back_and_is_the_run_played_in_process(local_ray: None, tmp_path: Path) -> None:
    here, there = tmp_path / "here", tmp_path / "there"
    for out in (here, there):
        train(out, 48)
    assert weights(here).keys() == weights(there).keys()
    train(here, 96, "--resume")
    said = " ".join(train(there, 96, "--resume", "--ray", "local", "--workers", "2").split())
    assert "3 games at once on 2 Ray workers" in said and "resuming at 48 steps" in said
    after_ray = weights(there)
    assert all((after_ray[k] == v).all() for k, v in weights(here).items())
    for out in (here, there):
        train(out, 144, "--resume")  # and back in process
    assert all((weights(there)[k] == v).all() for k, v in weights(here).items())
    assert any((weights(there)[k] != v).any() for k, v in after_ray.items() if k != "header")  # it learned on
    log = rows(there)
    assert log == rows(here) and [r["update"] for r in log] == [str(u) for u in range(1, 7)]
    assert int(log[-1]["games"]) > int(log[3]["games"]) > 0  # games ended, and new ones began, on Ray too


def test_a_run_begun_on_ray_is_the_run_begun_in_process(local_ray: None, tmp_path: Path) -> None:
    train(tmp_path / "there", 48, "--ray", "local", "--workers", "2")
    train(tmp_path / "here", 48)
    assert rows(tmp_path / "there") == rows(tmp_path / "here") and int(rows(tmp_path / "here")[-1]["games"]) > 0
    assert all((weights(tmp_path / "there")[k] == v).all() for k, v in weights(tmp_path / "here").items())


def test_more_workers_than_the_cluster_has_cpus_are_refused_before_anything_is_written(local_ray: None,
                                                                                        tmp_path: Path) -> None:
    done = CliRunner().invoke(app, ["train", "relic-runners", *SMALL, "--out", str(tmp_path / "run"), "--ray",
                                    "local", "--workers", "3"], env={"COLUMNS": "200"})
    assert done.exit_code == 2 and "3 workers need as many CPUs; the Ray cluster at local has 2" in done.output
    assert not (tmp_path / "run").exists() and ray.is_initialized()  # the module's Ray is left running
