"""A mutation check of the games' rule modules with cosmic-ray, on a seeded sample of mutants per game (a
benchmark-like tool: it prints figures and asserts nothing; run by hand, never in CI).

    python bench/mutants.py [--games G,..] [--mutants N] [--seed S] [--timeout-factor F] [--list]

Everything runs in a temporary copy of the checkout's `agora` package and `tests/` (cosmic-ray writes each mutant
into the module it mutates, so the working tree is never touched). For each game:

1. `cosmic-ray init` of a config over the game's rule modules (RULE_MODULES below: the decision machine and the
   rules-by-part modules, never schema, data, view, words, table or bot) makes the session: one work item per
   mutant of cosmic-ray's core operators.
2. A filter (cosmic-ray's way: a result of worker outcome "skipped" set through its WorkDB) skips every mutant
   outside a function (at module or class level) and in annotations, which are never run (`from __future__ import
   annotations`), then every mutant but N drawn with the seed from the rest, in a fixed order (module, position,
   operator), so the same seed draws the same sample while the source is unchanged.
3. `cosmic-ray baseline` checks the game's fast tests (TESTS below, `-x -q -p no:xdist`) pass unmutated in the
   copy and times them; `cosmic-ray exec` (the local distributor) then runs them against each drawn mutant, with a
   timeout of F times the baseline (+10 s).
4. The results are read from the session: killed (the tests fail), survived (they pass), timed out (cosmic-ray
   counts these as killed, with the output "timeout"), incompetent (the mutant could not be run).

It prints per game: mutants in rule functions, the sample, killed, survived, timed out, the survival rate, and
each survivor (file:line, operator, the line before and after). `--list` stops after step 2 and prints the counts.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import parso
from cosmic_ray.config import serialize_config
from cosmic_ray.work_db import WorkDB, use_db
from cosmic_ray.work_item import TestOutcome, WorkerOutcome, WorkItem, WorkResult
from parso.python.tree import Function, Param

ROOT = Path(__file__).resolve().parents[1]
COSMIC_RAY = str(Path(sys.executable).with_name("cosmic-ray"))

# The rule modules of each game: the decision machine and the modules of the rules by part (see each NOTES.md).
RULE_MODULES: dict[str, list[str]] = {
    "historia": ["rules", "action_rounds", "actions", "war", "progress", "advisors", "wonders", "leaders",
                 "end_of_round", "civbot", "events", "goals", "governance", "scoring"],
    "relic_runners": ["rules", "turn", "movement", "exploring", "expeditions", "progression", "toolboxes",
                      "pathways", "ivory", "purple", "gains", "scoring"],
    "ancient_world": ["rules", "turns", "actions", "cards", "attack", "city", "decks", "end_of_round",
                      "scoring"],
}

# The game's own tests that run in seconds: its rule tests, without the data, words, table and slow files.
TESTS: dict[str, list[str]] = {
    "historia": ["test_hist_rules.py", "test_hist_advance.py", "test_hist_advanced.py",
                 "test_hist_advanced_actions.py", "test_hist_events.py", "test_hist_goals.py",
                 "test_hist_governance.py", "test_hist_examples.py", "test_hist_civbots.py"],
    "relic_runners": ["test_rr_game.py", "test_rr_move.py", "test_rr_explore.py", "test_rr_relics.py",
                      "test_rr_toolbox.py", "test_rr_ivory.py", "test_rr_purple.py", "test_rr_abilities.py",
                      "test_rr_examples.py", "test_rr_setup.py", "test_rr_bad_input.py", "test_rr_readings.py"],
    "ancient_world": ["test_aw_actions.py", "test_aw_attack.py", "test_aw_cards.py", "test_aw_scoring.py",
                      "test_aw_setup_and_rounds.py", "test_aw_bad_input.py", "test_aw_expand_plus_and_hidden.py",
                      "test_aw_readings.py"],
}

OUTSIDE = "skipped: outside a function, or in an annotation"
NOT_DRAWN = "skipped: not drawn"


def write_config(copy: Path, game: str, timeout: float) -> Path:
    """The game's cosmic-ray config in the copy (paths relative to it: cosmic-ray runs there)."""
    tests = " ".join(f"tests/games/{game}/{name}" for name in TESTS[game])
    config = {
        "module-path": [f"agora/games/{game}/{name}.py" for name in RULE_MODULES[game]],
        "excluded-modules": [],
        "timeout": timeout,
        "test-command": f"{sys.executable} -m pytest -x -q -p no:xdist -p no:cacheprovider {tests}",
        "distributor": {"name": "local"},
    }
    path = copy / f"cosmic-ray-{game}.toml"
    path.write_text(serialize_config(config))
    return path


def cosmic_ray(copy: Path, *args: str) -> None:
    """Run a cosmic-ray command in the copy, with the copy's `agora` first on the path; stop if it fails."""
    env = {**os.environ, "PYTHONPATH": str(copy)}
    done = subprocess.run([COSMIC_RAY, *args], cwd=copy, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"cosmic-ray {' '.join(args)} exited {done.returncode}:\n{done.stdout}\n{done.stderr}")


def in_function(tree: parso.tree.BaseNode, position: tuple[int, int]) -> bool:
    """Whether the code at `position` belongs to a function (its body or a parameter's default), not to the module
    or a class body, and is not an annotation."""
    node = tree.get_leaf_for_position(position)  # type: ignore[no-untyped-call]
    while node is not None and node.parent is not None:
        parent = node.parent
        if isinstance(parent, Param | Function) and node is parent.annotation:
            return False
        if parent.type == "annassign" and node is parent.children[1]:  # `x: T = ...`: [":", T, "=", ...]
            return False
        if isinstance(parent, Function):  # its body, or a parameter's default
            return True
        node = parent
    return False


def draw(copy: Path, session: Path, mutants: int, seed: int, game: str) -> tuple[int, int]:
    """Skip all but the sample in the session; the number of mutants in rule functions and of those drawn."""
    trees: dict[Path, parso.tree.BaseNode] = {}
    inside: list[WorkItem] = []
    outside: list[WorkItem] = []
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item in db.work_items:
            [mutation] = item.mutations
            if mutation.module_path not in trees:
                source = (copy / mutation.module_path).read_text()
                trees[mutation.module_path] = parso.parse(source)  # type: ignore[no-untyped-call]
            (inside if in_function(trees[mutation.module_path], mutation.start_pos) else outside).append(item)
        inside.sort(key=lambda w: (str(w.mutations[0].module_path), w.mutations[0].start_pos,
                                   w.mutations[0].operator_name, w.mutations[0].occurrence))
        sample = random.Random(f"{seed}:{game}").sample(inside, min(mutants, len(inside)))
        drawn = {item.job_id for item in sample}
        for skipped, reason in (([w.job_id for w in outside], OUTSIDE),
                                ([w.job_id for w in inside if w.job_id not in drawn], NOT_DRAWN)):
            db.set_multiple_results(skipped, WorkResult(worker_outcome=WorkerOutcome.SKIPPED, output=reason))
    return len(inside), len(sample)


@dataclass(frozen=True)
class Outcome:
    """One drawn mutant's result, read back from the session."""

    result: str  # killed, survived, timeout or incompetent
    module: str
    line: int
    operator: str
    change: str


def outcomes(session: Path) -> list[Outcome]:
    found = []
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item, result in db.completed_work_items:
            if result.worker_outcome == WorkerOutcome.SKIPPED:
                continue
            [mutation] = item.mutations
            if result.worker_outcome != WorkerOutcome.NORMAL or result.test_outcome == TestOutcome.INCOMPETENT:
                kind = "incompetent"
            elif result.test_outcome == TestOutcome.SURVIVED:
                kind = "survived"
            else:
                kind = "timeout" if result.output == "timeout" else "killed"
            diff = (result.diff or "").splitlines()
            before = next((d[1:].strip() for d in diff if d.startswith("-") and not d.startswith("---")), "")
            after = next((d[1:].strip() for d in diff if d.startswith("+") and not d.startswith("+++")), "")
            found.append(Outcome(kind, mutation.module_path.name, mutation.start_pos[0],
                                 mutation.operator_name.removeprefix("core/"), f"{before}  ->  {after}"))
    return sorted(found, key=lambda o: (o.module, o.line, o.operator))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(RULE_MODULES))
    parser.add_argument("--mutants", type=int, default=20, help="mutants drawn per game")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--timeout-factor", type=float, default=5.0)
    parser.add_argument("--list", action="store_true", help="only count the mutants per game and draw the sample")
    args = parser.parse_args()
    games = args.games.split(",")
    for game in games:
        if game not in RULE_MODULES:
            parser.error(f"unknown game {game!r}: one of {', '.join(RULE_MODULES)}")
    rows = []
    with tempfile.TemporaryDirectory(prefix="agora-mutants-") as tmp:
        copy = Path(tmp)
        ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.c")
        shutil.copytree(ROOT / "agora", copy / "agora", ignore=ignore)
        shutil.copytree(ROOT / "tests", copy / "tests", ignore=ignore)
        shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
        for game in games:
            config, session = write_config(copy, game, 900), copy / f"cosmic-ray-{game}.sqlite"
            cosmic_ray(copy, "init", str(config), str(session))
            total, drawn = draw(copy, session, args.mutants, args.seed, game)
            print(f"{game}: {total} mutants in the functions of {len(RULE_MODULES[game])} rule modules, "
                  f"{drawn} drawn (seed {args.seed})", flush=True)
            if args.list:
                continue
            start = time.monotonic()
            cosmic_ray(copy, "baseline", str(config))
            base = time.monotonic() - start
            timeout = args.timeout_factor * base + 10
            write_config(copy, game, timeout)
            start = time.monotonic()
            cosmic_ray(copy, "exec", str(config), str(session))
            found = outcomes(session)
            print(f"  baseline {base:.1f} s, timeout {timeout:.0f} s; {len(found)} mutants run in "
                  f"{time.monotonic() - start:.0f} s", flush=True)
            for o in found:
                print(f"  {o.result:11} {o.module}:{o.line}  [{o.operator}] {o.change}", flush=True)
            rows.append((game, total, found))
    if args.list:
        return
    print()
    print("| game | mutants in rule functions | tried | killed | survived | timeouts | incompetent | survival rate |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game, total, found in rows:
        n = {kind: sum(o.result == kind for o in found) for kind in ("killed", "survived", "timeout", "incompetent")}
        rate = n["survived"] / len(found) if found else 0.0
        print(f"| {game} | {total} | {len(found)} | {n['killed']} | {n['survived']} | {n['timeout']} | "
              f"{n['incompetent']} | {rate:.0%} |")
    for game, _, found in rows:
        survivors = [o for o in found if o.result == "survived"]
        print(f"\n{game} survivors: {len(survivors)}")
        for o in survivors:
            print(f"- agora/games/{game}/{o.module}:{o.line} [{o.operator}] `{o.change}`")


if __name__ == "__main__":
    main()
