"""Every engine and bot benchmark in bench/, and the benchmark commands, run briefly as a user runs
them (a subprocess, the tiniest arguments that still take the real path) so that none rots unnoticed.
They assert what the figures' lines say, never how fast anything was. The web platform's benchmarks
(bench/load.py, bench/kill9.py) are smoke-tested in tests/server/test_bench_server.py."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from agora.core import registry

ROOT = Path(__file__).parents[1]
BENCH = ROOT / "bench"


def run(command: list[str], cwd: Path) -> str:
    """What `command` printed, run with this checkout's agora first on the path; it must succeed."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
           "COLUMNS": "200"}
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{command} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def script(name: str, *args: str, cwd: Path) -> str:
    """What bench/NAME printed; run from `cwd`, outside the checkout, so it writes nothing there."""
    return run([sys.executable, str(BENCH / name), *args], cwd)


def test_duels_plays_a_game_and_cuts_one_off_at_the_cap(tmp_path: Path) -> None:
    out = script("duels.py", "relic-runners", "random", "random", "0", "1", cwd=tmp_path)
    assert re.search(r"^game 0: random in seat [01], \d+ decisions, random (wins|loses) \d+-\d+", out, re.M), out
    assert re.search(r"^random won [01]/1 against random; stalled 0; decisions median \d+, max \d+$", out, re.M), out
    capped = script("duels.py", "relic-runners", "random", "random", "0", "1", "5", cwd=tmp_path)
    assert "game 0: random in seat 0, 5 decisions, STALLED" in capped
    assert "random won 0/1 against random; stalled 1; decisions median 5, max 5" in capped


def test_ladder_lengths_stops_a_game_at_the_round_cap_and_counts_it_as_not_ended(tmp_path: Path) -> None:
    log = tmp_path / "games.jsonl"
    out = script("ladder_lengths.py", "relic-runners", "--bots", "easy,random", "--games", "2", "--first", "1",
                 "--cap", "2", "--log", str(log), cwd=tmp_path)
    assert re.fullmatch(r"easy vs random: 0/1 ended \(1 did not\); ms a decision: easy [\d.]+ \(max \d+\), "
                        r"random [\d.]+ \(max \d+\)\n", out), out
    [game] = [json.loads(line) for line in log.read_text().splitlines()]
    assert game["index"] == 1 and game["round"] == 3 and not game["ended"] and game["ranks"] is None


def test_expert_prints_its_row_keeps_a_log_and_times_a_decision(tmp_path: Path) -> None:
    log = tmp_path / "games.jsonl"
    row = script("expert.py", "relic-runners", "--bots", "easy,random", "--games", "1", "--log", str(log),
                 cwd=tmp_path)
    # The last three columns: seconds a move (wall, CPU) and each level's 95th percentile of CPU seconds a move.
    seconds = r"[\d.]+ s · [\d.]+ s"
    head = r"\| relic-runners \| easy vs random \| [01]/1 \| .+"
    assert re.fullmatch(rf"{head} \| {seconds} \| {seconds} \| {seconds} \|\n", row), row
    [game] = [json.loads(line) for line in log.read_text().splitlines()]
    assert game["index"] == 0 and sum(game["moves"]) > 0
    assert [len(times) for times in game["cpu_each"]] == game["moves"]  # every unforced decision's time
    p95 = [float(x) for x in row.split("|")[-2].replace("s", "").split("·")]
    assert all(0 <= p <= max(times) for p, times in zip(p95, game["cpu_each"], strict=True))
    assert script("expert.py", "relic-runners", "--bots", "easy,random", "--from-log", str(log), cwd=tmp_path) == row
    speed = script("expert.py", "relic-runners", "--speed", "--bots", "easy", cwd=tmp_path)
    assert re.fullmatch(r"relic-runners easy \(\d+ iterations\): [\d.]+ CPU s, [\d.]+ s wall a decision\n", speed)


def test_game_length_prints_a_row_per_level_and_counts_a_cut_off_game_as_not_ended(tmp_path: Path) -> None:
    out = script("game_length.py", "--games", "1", "--titles", "relic-runners", "--levels", "random,easy",
                 "--players", "2", cwd=tmp_path)
    assert re.search(r"^\| relic-runners \| random \| 2 \| 1 \| \d+ \| 30-60 \| 100% \| - \|", out, re.M), out
    assert re.search(r"^\| relic-runners \| easy \| 2 \| 1 \| \d+ \| 30-60 \| 100% \| (0|100)% \|", out, re.M), out
    capped = script("game_length.py", "--games", "1", "--titles", "ancient-world", "--levels", "random",
                    "--players", "2", "--cap", "3", cwd=tmp_path)
    assert re.search(r"^\| ancient-world \| random \| 2 \| 1 \| 1 \| 6-6 \| 0% \| - \|", capped, re.M), capped


def test_judge_duels_plays_a_game_and_prints_its_row(tmp_path: Path) -> None:
    out = script("judge_duels.py", "relic-runners", "--level", "easy", "--games", "1", cwd=tmp_path)
    assert re.search(r"^game 0: easy's at scale \S+ in seat [01], ranks \(\d, \d\)$", out, re.M), out
    assert re.search(r"^\| relic-runners \| easy \| easy's at scale \S+ vs its own at \S+ \| [01]/1 \|", out, re.M)


def test_search_speed_prints_every_case_and_the_roots_digest(tmp_path: Path) -> None:
    out = script("search_speed.py", "1", "--iterations", "20", cwd=tmp_path).splitlines()
    assert out[0].endswith(("(pure)", "(compiled)")), out
    cases = [re.fullmatch(r"(\S+) (\d)p: best [\d,]+, median [\d,]+ iterations/CPU s", line) for line in out[1:]]
    assert [(m.group(1), int(m.group(2))) for m in cases if m] == [
        ("ancient-world", 2), ("ancient-world", 4), ("historia", 2), ("historia", 6), ("relic-runners", 2)]
    roots = script("search_speed.py", "--roots", cwd=tmp_path).splitlines()
    assert len(roots) == 1 + 12 + 1 and re.fullmatch(r"digest [0-9a-f]{64}", roots[-1]), roots


def test_historia_first_seat_prints_a_row_a_level(tmp_path: Path) -> None:
    out = script("historia_first_seat.py", "--levels", "random", "--games", "2", cwd=tmp_path)
    assert re.search(r"^\| random \| 2 \| [012]/2 \(.+%\) \| [012]/2 \(.+%\) \|$", out, re.M), out


def test_historia_speed_prints_both_seat_counts(tmp_path: Path) -> None:
    out = script("historia_speed.py", "1", cwd=tmp_path)
    assert re.search(r"^compiled: (True|False)$", out, re.M), out
    for players in (2, 6):
        line = rf"^{players} players: legal\+apply [\d.]+ µs, legal\+advance [\d.]+ µs, clone [\d.]+ µs$"
        assert re.search(line, out, re.M), out


def test_openspiel_roundtrip_prints_a_line_per_length(tmp_path: Path) -> None:
    out = script("openspiel_roundtrip.py", "20", "40", cwd=tmp_path)
    assert out.startswith("pure build\n"), out
    for length in (20, 40):
        line = rf"^{length} actions \(\d+ bytes\): serialize [\d.]+ s, deserialize [\d.]+ s, first legal_actions"
        assert re.search(line + r" \(the replay\) [\d.]+ s, round trip [\d.]+ s$", out, re.M), out


def test_playouts_fingerprint_every_game_and_a_run_matches_itself(tmp_path: Path) -> None:
    out = tmp_path / "playouts.jsonl"
    out.write_text(script("playouts.py", "--seeds", "1", cwd=tmp_path))
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert {row["game"] for row in rows} == set(registry.games())
    assert all(row["steps"] > 0 and len(row["scores"]) == row["options"]["players"] for row in rows)
    compared = script("playouts.py", "--compare", str(out), str(out), cwd=tmp_path)
    assert compared == f"0 of {len(rows)} games moved\n"


def test_agora_bench_prints_its_four_tables(tmp_path: Path) -> None:
    out = run([str(Path(sys.executable).with_name("agora")), "bench", "relic-runners", "--games", "1"], tmp_path)
    for title in ("Engine speed", "Research environment", "Beside OpenSpiel", "ISMCTS"):
        assert title in out, out
    # A row per player count in three tables, and one (at 5 seats) beside OpenSpiel.
    assert len(re.findall(r"│ relic-runners │\s+[2-5] │", out)) == 4 + 4 + 4 + 1, out


def test_rl_bench_prints_the_env_beside_the_engine(tmp_path: Path) -> None:
    out = run([sys.executable, "-m", "agora.rl.bench", "relic-runners", "--games", "1"], tmp_path)
    assert re.search(r"^  raw engine +[\d,]+ steps/s  \(\d+ steps\)$", out, re.M), out
    assert re.search(r"^  PettingZoo +[\d,]+ steps/s  \(\d+ steps\)$", out, re.M), out


def test_perf_prints_a_row_a_title_and_player_count_and_says_when_no_compiled_build_runs(tmp_path: Path) -> None:
    out = script("perf.py", "--games", "1", "--titles", "relic-runners", "--players", "2,3", cwd=tmp_path)
    assert re.search(r"^\| relic-runners \| 2 \| [\d.]+ \| [\d.]+ \| [\d.]+ \| [\d.]+ \| - \| - \|$", out, re.M), out
    assert re.search(r"^\| relic-runners \| 3 \|", out, re.M) and "| relic-runners | 4 |" not in out
    assert "No compiled rows" in out  # the test venv holds the pure build (tests/test_compiled.py: the other)


def test_rl_reference_prints_a_game_beside_openspiel(tmp_path: Path) -> None:
    out = run([sys.executable, "-m", "agora.rl.reference", "relic-runners", "--games", "1"], tmp_path)
    assert re.fullmatch(r"relic-runners 5p \((pure|compiled)\): step [\d.]+ us .*\| hearts [\d.]+, .*"
                        r"step/dominoes [\d.]+ \(aim [\d.]+\)\n", out), out


def test_lab_reports_script_writes_the_three_reports(tmp_path: Path) -> None:
    lab_reports = BENCH / "lab-reports.sh"
    run(["sh", "-n", str(lab_reports)], tmp_path)
    # The script runs .venv/bin/agora from the checkout's root; here a scratch folder stands in for it.
    (tmp_path / ".venv").symlink_to(Path(sys.executable).parents[1])
    run(["sh", str(lab_reports), "relic-runners", "1", "2", "1"], tmp_path)
    data = tmp_path / "bench" / "lab-reports" / "relic-runners"
    assert sorted(p.name for p in data.iterdir()) == ["lab-proposal-report.json", "lab-proposal.json",
                                                      "lab-report.json"]
    for report in ("lab-report.json", "lab-proposal-report.json"):
        written = json.loads((data / report).read_text())
        assert (written["game"], written["games_per_count"], list(written["players"])) == ("relic-runners", 1, ["2"])
    figures = tmp_path / "artifacts" / "lab"
    assert list(figures.glob("*.png")) and list((figures / "proposal").glob("*.png"))


def test_table_audit_plays_a_capped_game_in_the_browser_and_prints_its_row(tmp_path: Path) -> None:
    if not Path("/usr/bin/chromium").exists():  # the browser tests' chromium (tests/e2e/conftest.py)
        pytest.skip("no chromium")
    out = script("table_audit.py", "--quick", "--games", "ancient-world", "--decisions", "6",
                 "--out", str(tmp_path / "results.md"), "--shots", str(tmp_path / "shots"), cwd=tmp_path)
    row = re.search(r"^\| ancient-world \| 2 \| desktop \| en \| (\d+) \| (yes|cut) \| ([\d.]+) \| ([\d.]+) \| "
                    r"[\d.]+ of [\d.]+ \| \d+ of \d+ \| .+ \| [\d.]+ \(\d+-\d+\) \| \d of 2 \| \d+ \| - \| "
                    r"[\d.]+ / [\d.]+ \| [\d.]+ / [\d.]+ / [\d.]+ \| \d+ \|$", out, re.M)
    assert row is not None, out
    assert 0 < int(row.group(1)) <= 6 and 0 < float(row.group(3)) <= float(row.group(4)), out
    assert row.group(0) in (tmp_path / "results.md").read_text()
    assert list((tmp_path / "shots").glob("ancient-world-2p-desktop-en.png"))


def test_mutants_makes_each_games_cosmic_ray_session_and_draws_its_sample(tmp_path: Path) -> None:
    """Only `--list` (cosmic-ray's init and the sampling filter): the mutation run itself is by hand, never in CI
    (issue 31)."""
    out = script("mutants.py", "--list", "--mutants", "5", cwd=tmp_path)
    for game in ("historia", "relic_runners", "ancient_world"):
        line = rf"^{game}: (\d+) mutants in the functions of \d+ rule modules, 5 drawn \(seed 31\)$"
        found = re.search(line, out, re.M)
        assert found is not None and int(found.group(1)) > 1000, out


def test_calibration_plays_judges_and_prints_the_brier_and_reliability_tables(tmp_path: Path) -> None:
    data, svg, kept = tmp_path / "decisions.jsonl", tmp_path / "plot.svg", tmp_path / "kept"
    out = script("calibration.py", "--quick", "--data", str(data), "--svg", str(svg), "--summary", str(kept),
                 cwd=tmp_path)
    for title in ("relic-runners", "historia", "ancient-world"):
        assert re.search(rf"^\| {title} \| 2 \| 1 \| 4 \| [\d.]+ \| [\d.]+ \| [\d.]+ \| - \| - \|$", out, re.M), out
        assert f"{title}, 2 players: predicted value against observed standing" in out
    assert re.search(r"^\| 0\.\d-[01]\.\d \| \d \| [\d.]+ \| [\d.]+ \| [\d.]+-[\d.]+ \|$", out, re.M), out
    rows = [json.loads(line) for line in data.read_text().splitlines()]
    assert len(rows) == 3 * 2 * 2 and all(0 <= row["value"] <= 1 and row["standing"] in (0, 0.5, 1) for row in rows)
    assert svg.read_text().count("<circle ") >= 3
    # The lab page's figures (bench/lab-reports/TITLE/calibration.json): the same Brier score, no raw data.
    for title in ("relic-runners", "historia", "ancient-world"):
        summary = json.loads((kept / title / "calibration.json").read_text())
        part = summary["players"]["2"]
        brier = re.search(rf"^\| {title} \| 2 \| 1 \| 4 \| ([\d.]+) \|", out, re.M)
        assert brier is not None and f"{part['brier']:.3f}" == brier.group(1)
        assert (part["games"], part["decisions"], sum(b["count"] for b in part["bins"])) == (1, 4, 4)
        assert part["command"].endswith("--quick --summary bench/lab-reports")
    # The same tables again from the data alone.
    again = script("calibration.py", "--from-data", str(data), "--paired", str(data), cwd=tmp_path)
    assert again.splitlines()[:5] == out.splitlines()[3:8]
    # Paired with itself: the same decisions, the same score on both sides.
    pairs = re.findall(r"^\| [a-z-]+ \| 2 \| 1 \| 4 \| ([\d.]+) \| ([\d.]+) \|$", again, re.M)
    assert len(pairs) == 3 and all(then == now for then, now in pairs), again


def test_lookahead_reach_prints_a_row_per_depth(tmp_path: Path) -> None:
    out = script("lookahead_reach.py", "relic-runners", "--bots", "easy,random", "--games", "1", "--depths", "1,2",
                 cwd=tmp_path)
    for depth in (1, 2):
        assert re.search(rf"^lookahead {depth}: \d+/\d+ = [\d.]+% of options judged only with the turn over$", out,
                         re.M), out
