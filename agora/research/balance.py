"""Reading a lab report for balance: which designed components are out of line,
and the designed values that would even them out.

A component is too strong at a player count when the seats that took it won
alone more often than those that did not (Fisher's exact test, p < 0.05) and the
95% interval of their win rate lies wholly above the mean win rate of a seat
that took any watched component; too weak, the other way round. The mean allows
for winners taking more of everything; the test against the seats that did not
take it leaves alone what nearly every seat takes. With many components a few
cross the line by chance: a proposal is a candidate to try in the lab, not a verdict.
"""

from __future__ import annotations

import copy
import json
import tomllib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from agora.core import AgoraError, AnyGame
from agora.core.lab import Knob
from agora.research.tournament import Tournament, lay_table


def taken_mean(part: dict[str, Any]) -> float:
    """The win rate of a seat that took a watched component, over every component of one player count."""
    wins = sum(r["win_taken"]["wins"] for r in part["components"])
    games = sum(r["win_taken"]["games"] for r in part["components"])
    return wins / games if games else 0.0


SIGNIFICANT = 0.05  # Fisher's p, taken against not taken
# A proposal moves at most this many values: changes interact, and a few can be told apart in the next report.
MAX_CHANGES = 10


def verdict(row: dict[str, Any], mean: float) -> int:
    """+1 too strong, -1 too weak, 0 in line (the module's rule)."""
    win = row["win_taken"]
    if not win["games"] or row["p_value"] >= SIGNIFICANT:
        return 0
    if win["low"] > mean and row["lift"] > 0:
        return 1
    if win["high"] < mean and row["lift"] < 0:
        return -1
    return 0


def verdicts(data: dict[str, Any]) -> dict[str, int]:
    """Per component out of line: +1 too strong or -1 too weak, where the player counts that judge it
    agree (a component too strong at one count and too weak at another is left alone); the most out
    of line first (its smallest p-value), then by name."""
    seen: dict[str, set[int]] = {}
    least: dict[str, float] = {}
    for part in data["players"].values():
        mean = taken_mean(part)
        for row in part["components"]:
            if v := verdict(row, mean):
                seen.setdefault(row["component"], set()).add(v)
                least[row["component"]] = min(least.get(row["component"], 1.0), row["p_value"])
    return {name: seen[name].pop() for name in sorted(seen, key=lambda n: (least[n], n)) if len(seen[name]) == 1}


@dataclass(frozen=True)
class Change:
    """One designed value a proposal moved."""

    component: str
    field: str
    before: int
    after: int
    why: str

    def to_data(self) -> dict[str, Any]:
        return {"component": self.component, "field": self.field, "before": self.before, "after": self.after,
                "why": self.why}


def propose(module: ModuleType, raw: dict[str, Any], data: dict[str, Any]) -> tuple[dict[str, Any], list[Change],
                                                                                     list[str]]:
    """A copy of the raw data file with the designed value of each component out of line (the
    MAX_CHANGES most out of line) stepped once towards the rest; the changes; and the components out
    of line left as they are, with the reason."""
    proposed = copy.deepcopy(raw)
    knobs: dict[str, Knob] = module.knobs(proposed)
    changes: list[Change] = []
    left: list[str] = []
    for name, v in verdicts(data).items():
        why = "too strong" if v > 0 else "too weak"
        knob = knobs.get(name)
        if len(changes) == MAX_CHANGES:
            left.append(f"{name} ({why}): for a later round (the {MAX_CHANGES} most out of line move first)")
            continue
        if knob is None:
            left.append(f"{name} ({why}): its designed value is not a number the lab steps")
            continue
        before = knob.read(proposed)
        after = knob.step(proposed, -v)
        if after is None:
            left.append(f"{name} ({why}): {knob.field} {before} is at its bound")
        else:
            changes.append(Change(name, knob.field, before, after, why))
    return proposed, changes, left


def write_proposal(game: AnyGame, module: ModuleType, data: dict[str, Any],
                   path: Path) -> tuple[list[Change], list[str]]:
    """Write the proposal for report `data` at `path` (JSON, like the Agora editions), once the game has
    loaded it with --data: a file that breaks the schema is never left behind."""
    if path.suffix != ".json":
        raise AgoraError(f"a proposal is written as JSON: name it *.json, not {path.name}")
    base = Path(data["options"].get("data") or module.DEFAULT_DATA)
    try:
        text = base.read_text(encoding="utf-8")
        raw = tomllib.loads(text) if base.suffix == ".toml" else json.loads(text)
    except (OSError, ValueError) as err:
        raise AgoraError(f"cannot read the report's data file {base}: {err}") from None
    proposed, changes, left = propose(module, raw, data)
    proposed["edition"] = f"{raw['edition']} (lab proposal: seed {data['seed']}, {data['games_per_count']} games " \
                          f"per player count)"
    trial = path.with_name(f".{path.name}.trial.json")
    trial.write_text(json.dumps(proposed, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    try:
        players = int(next(iter(data["players"])))
        lay_table(Tournament(game, {**data["options"], "data": str(trial)}, (data["level"],) * players, 1, 0), 0)
        trial.replace(path)
    finally:
        trial.unlink(missing_ok=True)
    return changes, left
