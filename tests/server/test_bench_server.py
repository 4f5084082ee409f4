"""The web platform's benchmarks (bench/load.py, kill9.py, flood.py, bot_fairness.py, resume_start.py) run for a
second or two as a user runs them (a subprocess, most starting `agora serve`), so that none rots unnoticed: they
must measure something, and say so loudly when they cannot. Never a figure's size is asserted."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
BENCH = ROOT / "bench"


def bench(name: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run bench/NAME from `cwd` with this checkout's agora first on the path."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    command = [sys.executable, str(BENCH / name), *args]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def succeeded(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, f"exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_load_plays_private_tables_and_measures_actions(tmp_path: Path) -> None:
    out = succeeded(bench("load.py", "--tables", "2", "--seconds", "2", "--warmup", "1", cwd=tmp_path))
    assert "game relic-runners, 2 concurrent tables of 2, every state answered at once" in out
    actions = re.search(r"^actions/s +[\d.]+ +\((\d+) actions, \d+ games finished\)$", out, re.M)
    assert actions is not None and int(actions.group(1)) > 0, out
    for figure in (r"latency p50 / p99 +[\d.]+ / [\d.]+ ms", r"server CPU +[\d.]+ ms per action",
                   r"memory per match +-?\d+ KiB"):
        assert re.search(figure, out), out


@pytest.mark.pg
@pytest.mark.redis
@pytest.mark.usefixtures("nginx_installed")
def test_load_compares_processes_behind_nginx(tmp_path: Path, pg_url: str, redis_url: str) -> None:
    out = succeeded(bench("load.py", "--tables", "4", "--seconds", "2", "--warmup", "1.5", "--processes", "1", "2",
                          "--clients", "2", "--pg", pg_url, "--redis", redis_url, cwd=tmp_path))
    assert re.findall(r"^== (\d) process\(es\) behind nginx, PostgreSQL \+ Redis$", out, re.M) == ["1", "2"], out
    for actions in re.findall(r"^actions/s +[\d.]+ +\((\d+) actions", out, re.M):
        assert int(actions) > 0, out
    assert len(re.findall(r"^proxy CPU +[\d.]+ ms per action", out, re.M)) == 2, out
    assert len(re.findall(r"^load clients CPU +\d+% of one core \(the busiest of 2\)$", out, re.M)) == 2, out


def test_load_fails_loudly_when_it_can_measure_nothing(tmp_path: Path) -> None:
    done = bench("load.py", "--tables", "1", "--seconds", "1", "--warmup", "0.5", "--game", "no-such-game",
                 cwd=tmp_path)
    assert done.returncode != 0
    assert "load.py: FAILED, a table stopped on BenchFailed: POST /api/tables: 404" in done.stderr, done.stderr


@pytest.mark.pg
@pytest.mark.redis
def test_kill9_kills_a_worker_under_load_and_loses_nothing(tmp_path: Path, pg_url: str, redis_url: str) -> None:
    out = succeeded(bench("kill9.py", "--trials", "1", "--tables", "2", "--seconds", "1", "--pg", pg_url,
                          "--redis", redis_url, cwd=tmp_path))
    trial = re.search(r"^ +1 +(\d+) +(\d+) +(\d+) +\d+ +\d+ +(\d+) +\d+/4 +", out, re.M)
    assert trial is not None, out
    acked, lost, twice, cut = (int(trial.group(n)) for n in (1, 2, 3, 4))
    assert acked > 0 and cut > 0, out
    assert (lost, twice) == (0, 0), out  # the server's promise under a kill -9, not a figure
    assert re.search(r"^total: \d+ acknowledged, 0 lost, 0 applied twice; [01]/1 trials converged", out, re.M), out


@pytest.mark.pg
@pytest.mark.redis
@pytest.mark.usefixtures("nginx_installed")
def test_kill9_behind_nginx_kills_a_process_and_loses_nothing(tmp_path: Path, pg_url: str, redis_url: str) -> None:
    out = succeeded(bench("kill9.py", "--trials", "1", "--tables", "2", "--seconds", "1", "--processes", "2",
                          "--pg", pg_url, "--redis", redis_url, cwd=tmp_path))
    assert "1 trials: 2 processes behind nginx on PostgreSQL + Redis" in out, out
    trial = re.search(r"^ +1 +(\d+) +(\d+) +(\d+) +\d+ +\d+ +(\d+) +\d+/4 +", out, re.M)
    assert trial is not None, out
    acked, lost, twice, cut = (int(trial.group(n)) for n in (1, 2, 3, 4))
    assert acked > 0 and cut > 0, out
    assert (lost, twice) == (0, 0), out


def test_flood_measures_the_servers_memory_under_a_flood_of_tiny_frames(tmp_path: Path) -> None:
    out = succeeded(bench("flood.py", "--seconds", "1", cwd=tmp_path))
    frames = re.search(r"^flood +(\d+) one-byte frames in [\d.]+ s over \d+ sockets$", out, re.M)
    assert frames is not None and int(frames.group(1)) > 0, out
    assert re.search(r"^server RSS +[\d.]+ MB before, [\d.]+ MB at its peak \(\+-?[\d.]+ MB\)$", out, re.M), out


def test_bot_fairness_times_a_persons_bot_beside_bots_only_tables(tmp_path: Path) -> None:
    out = succeeded(bench("bot_fairness.py", "--tables", "2", "--replies", "2", "--warmup", "0.5", "--level", "random",
                          cwd=tmp_path))
    assert re.search(r"^bot replies +2 at a person's table", out, re.M), out
    assert re.search(r"^reply p50 / p95 / max +[\d.]+ / [\d.]+ / [\d.]+ s$", out, re.M), out
    moves = re.search(r"^bots-only moves +(\d+) in", out, re.M)
    assert moves is not None and int(moves.group(1)) > 0, out


def test_resume_start_reads_the_tables_each_way_and_says_how_many(tmp_path: Path) -> None:
    out = succeeded(bench("resume_start.py", "--untimed", "3", "--timed", "2", cwd=tmp_path))
    assert re.search(r"^every table being played \(before\): 5 tables read in \d+ ms", out, re.M), out
    assert re.search(r"^those that may move unwatched \(now\): 2 tables read in \d+ ms", out, re.M), out
