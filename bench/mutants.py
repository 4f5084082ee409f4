"""A mutation check of the games' rule modules, on a seeded sample of mutants per game (a benchmark-like tool:
it prints figures and asserts nothing; run by hand, never in CI).

    python bench/mutants.py [--games G,..] [--mutants N] [--seed S] [--timeout-factor F] [--list]

For each game it lists every mutation point in the functions of the game's rule modules (RULE_MODULES below:
the decision machine and the rules-by-part modules, never schema, data, view, words, table or bot), draws N of
them with the seed, and for each one writes the mutated module into a temporary copy of the checkout's
`agora` package and `tests/` (the working tree itself is never written), runs the game's fast tests
(TESTS below, `-x -q -p no:xdist`) there, and restores the module. A mutant is killed when the tests fail,
survives when they pass, and times out when they run past F times the unmutated run (+10 s). It prints per
game: mutants tried, killed, survived, timed out, the survival rate, and each survivor (file:line, the change).

The mutations are the standard ones: a comparison operator swapped (< <=, > >=, == !=, in / not in,
is / is not), an arithmetic operator swapped (+ -, * //, // *, % //, also in `x += ...`), an integer constant
plus one, True/False swapped, `and`/`or` swapped, a `not` dropped, an `if`/`while` condition negated, and a
`return X` made `return None`.

Why a small `ast` driver and not mutmut 3 or cosmic-ray: mutmut 3 generates and then tests every mutant of
the configured paths (its `mutants/` copy, a stats run of the whole suite first) and has no seeded sample of
N mutants per package; cosmic-ray can be filtered but not sampled without writing a session database and
editing it. Neither could be made to draw a repeatable sample per game, and run it against that game's own
fast tests, in the time this was written in (issue 31); this driver does exactly that, in ~250 lines, on a copy.
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

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
                      "test_rr_examples.py", "test_rr_setup.py", "test_rr_bad_input.py"],
    "ancient_world": ["test_aw_actions.py", "test_aw_attack.py", "test_aw_cards.py", "test_aw_scoring.py",
                      "test_aw_setup_and_rounds.py", "test_aw_bad_input.py", "test_aw_expand_plus_and_hidden.py"],
}

COMPARE_SWAP: dict[type, type] = {
    ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq,
    ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is,
}
ARITH_SWAP: dict[type, type] = {
    ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult, ast.Mod: ast.FloorDiv,
}


@dataclass(frozen=True)
class Point:
    """One mutation: the `index`-th candidate node (in ast.walk order) of a module, what it is, and the change."""

    module: str
    index: int
    line: int
    kind: str
    change: str


def candidates(tree: ast.Module) -> list[tuple[ast.AST, str, int]]:
    """Every (node, kind, sub) a mutation applies to, inside a function body; `sub` picks an operand of a Compare."""
    inside: set[int] = set()
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            for stmt in fn.body:
                inside.update(id(n) for n in ast.walk(stmt))
    docstrings = {id(f.body[0].value) for f in ast.walk(tree)
                  if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Module)
                  and f.body and isinstance(f.body[0], ast.Expr) and isinstance(f.body[0].value, ast.Constant)}
    # Annotations are not run (from __future__ import annotations): skip the nodes inside them.
    skip: set[int] = set()
    for node in ast.walk(tree):
        annotations = []
        if isinstance(node, ast.AnnAssign):
            annotations.append(node.annotation)
        if isinstance(node, ast.arg) and node.annotation is not None:
            annotations.append(node.annotation)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns is not None:
            annotations.append(node.returns)
        for annotation in annotations:
            skip.update(id(n) for n in ast.walk(annotation))
    found: list[tuple[ast.AST, str, int]] = []
    for node in ast.walk(tree):
        if id(node) not in inside or id(node) in skip or id(node) in docstrings:
            continue
        if isinstance(node, ast.Compare):
            found.extend((node, "compare", i) for i, op in enumerate(node.ops) if type(op) in COMPARE_SWAP)
        elif isinstance(node, ast.BinOp | ast.AugAssign) and type(node.op) in ARITH_SWAP:
            found.append((node, "arith", 0))
        elif isinstance(node, ast.Constant) and type(node.value) is bool:
            found.append((node, "bool", 0))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            found.append((node, "int", 0))
        elif isinstance(node, ast.BoolOp):
            found.append((node, "andor", 0))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            found.append((node, "not", 0))
        elif isinstance(node, ast.If | ast.While):
            found.append((node, "negate", 0))
        elif isinstance(node, ast.Return) and node.value is not None and not (
                isinstance(node.value, ast.Constant) and node.value.value is None):
            found.append((node, "return", 0))
    return found


def short(node: ast.AST) -> str:
    text = ast.unparse(node).splitlines()[0] if not isinstance(node, ast.If | ast.While) else ast.unparse(node.test)
    return text if len(text) <= 90 else text[:87] + "..."


def mutate(node: ast.AST, kind: str, sub: int) -> ast.AST:
    """Change `node` in place; return the node to show (the mutated expression)."""
    if kind == "compare":
        assert isinstance(node, ast.Compare)
        node.ops[sub] = COMPARE_SWAP[type(node.ops[sub])]()
    elif kind == "arith":
        assert isinstance(node, ast.BinOp | ast.AugAssign)
        node.op = ARITH_SWAP[type(node.op)]()
    elif kind == "bool":
        assert isinstance(node, ast.Constant)
        node.value = not node.value
    elif kind == "int":
        assert isinstance(node, ast.Constant) and isinstance(node.value, int)
        node.value = node.value + 1
    elif kind == "andor":
        assert isinstance(node, ast.BoolOp)
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif kind == "not":
        assert isinstance(node, ast.UnaryOp)
        node.op = ast.UAdd()  # shown as `+x`; applied as the bare operand below
    elif kind == "negate":
        assert isinstance(node, ast.If | ast.While)
        node.test = ast.UnaryOp(op=ast.Not(), operand=node.test)
    elif kind == "return":
        assert isinstance(node, ast.Return)
        node.value = ast.Constant(value=None)
    return node


class DropUAdd(ast.NodeTransformer):
    """A dropped `not` is marked with unary + by `mutate`; here it becomes the bare operand."""

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        return node.operand if isinstance(node.op, ast.UAdd) else node


def points(game: str) -> tuple[list[Point], dict[str, str]]:
    """Every mutation point of the game's rule modules, and each module's source."""
    found: list[Point] = []
    sources: dict[str, str] = {}
    for name in RULE_MODULES[game]:
        path = ROOT / "agora" / "games" / game / f"{name}.py"
        source = path.read_text()
        sources[name] = source
        lines = source.splitlines()
        for index, (node, kind, sub) in enumerate(candidates(ast.parse(source))):
            region = node.test if isinstance(node, ast.If | ast.While) else node
            before = short(node)
            after = short(mutate(node, kind, sub)) if kind != "not" else short(node.operand)  # type: ignore[attr-defined]
            line, end = getattr(region, "lineno", 0), getattr(region, "end_lineno", 0)
            if line and line == end and kind != "negate":  # the source line, with the mutated part put in
                text = lines[line - 1]
                col, end_col = region.col_offset, region.end_col_offset  # type: ignore[attr-defined]
                mutated = ast.unparse(node.operand if kind == "not" else region)  # type: ignore[attr-defined]
                before, after = text.strip(), (text[:col] + mutated + text[end_col:]).strip()
            found.append(Point(name, index, getattr(node, "lineno", 0), kind, f"{before}  ->  {after}"))
    return found, sources


def mutant_source(source: str, point: Point) -> str:
    tree = ast.parse(source)
    node, kind, sub = candidates(tree)[point.index]
    mutate(node, kind, sub)
    return ast.unparse(ast.fix_missing_locations(DropUAdd().visit(tree)))


def run_tests(copy: Path, game: str, timeout: float) -> tuple[str, float]:
    """'killed', 'survived' or 'timeout', and the seconds the tests took, in the copy."""
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONDONTWRITEBYTECODE": "1"}
    files = [str(Path("tests") / "games" / game / f) for f in TESTS[game]]
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:xdist", "-p", "no:cacheprovider", *files]
    start = time.monotonic()
    try:
        done = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", time.monotonic() - start
    return ("survived" if done.returncode == 0 else "killed"), time.monotonic() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(RULE_MODULES))
    parser.add_argument("--mutants", type=int, default=20, help="mutants drawn per game")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--timeout-factor", type=float, default=5.0)
    parser.add_argument("--list", action="store_true", help="only count the mutation points per game")
    args = parser.parse_args()
    games = args.games.split(",")
    for game in games:
        if game not in RULE_MODULES:
            parser.error(f"unknown game {game!r}: one of {', '.join(RULE_MODULES)}")
    if args.list:
        for game in games:
            print(f"{game}: {len(points(game)[0])} mutation points in {len(RULE_MODULES[game])} rule modules")
        return
    with tempfile.TemporaryDirectory(prefix="agora-mutants-") as tmp:
        copy = Path(tmp)
        ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.c")
        shutil.copytree(ROOT / "agora", copy / "agora", ignore=ignore)
        shutil.copytree(ROOT / "tests", copy / "tests", ignore=ignore)
        shutil.copy(ROOT / "pyproject.toml", copy / "pyproject.toml")
        rows = []
        for game in games:
            found, sources = points(game)
            sample = sorted(random.Random(f"{args.seed}:{game}").sample(found, min(args.mutants, len(found))),
                            key=lambda p: (p.module, p.line, p.index))
            outcome, base = run_tests(copy, game, 900)
            if outcome != "survived":
                sys.exit(f"{game}: the unmutated tests fail in the copy; nothing measured")
            timeout = args.timeout_factor * base + 10
            print(f"{game}: {len(found)} mutation points, {len(sample)} drawn (seed {args.seed}); "
                  f"tests {base:.1f} s unmutated", flush=True)
            counts = {"killed": 0, "survived": 0, "timeout": 0}
            survivors = []
            for point in sample:
                target = copy / "agora" / "games" / game / f"{point.module}.py"
                target.write_text(mutant_source(sources[point.module], point))
                try:
                    result, seconds = run_tests(copy, game, timeout)
                finally:
                    target.write_text(sources[point.module])
                counts[result] += 1
                print(f"  {result:8} {seconds:5.1f} s  {point.module}.py:{point.line}  [{point.kind}] {point.change}",
                      flush=True)
                if result == "survived":
                    survivors.append(point)
            tried = len(sample)
            rows.append((game, tried, counts, survivors))
    print()
    print("| game | tried | killed | survived | timeouts | survival rate |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for game, tried, counts, _ in rows:
        rate = counts["survived"] / tried if tried else 0.0
        print(f"| {game} | {tried} | {counts['killed']} | {counts['survived']} | {counts['timeout']} | {rate:.0%} |")
    for game, _, _, survivors in rows:
        print(f"\n{game} survivors: {len(survivors)}")
        for point in survivors:
            print(f"- agora/games/{game}/{point.module}.py:{point.line} [{point.kind}] `{point.change}`")


if __name__ == "__main__":
    main()
