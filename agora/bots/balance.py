"""Reading a lab report for balance: which designed components are out of line,
and the designed values that would even them out.

A component is out of line at a player count when the 95% interval of the win
rate of the seats that took it lies wholly above (too strong) or below (too
weak) the mean win rate of a seat that took any watched component. Comparing
with that mean rather than with seats that did not take it allows for winners
taking more of everything. With many components a few cross the line by chance
(about one in twenty): a proposal is a candidate to try in the lab, not a verdict.
"""

from __future__ import annotations

import copy
import json
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from agora.bots.tournament import Tournament, lay_table
from agora.core import AgoraError, Game


@dataclass(frozen=True)
class Knob:
    """The designed value of one component that a proposal moves: `read` from a raw data file (its
    JSON), `step` in place by -1 (weaker) or +1 (stronger), giving the value after, or None at its bound."""

    field: str  # what an owner reads: "cost_coins", "bonus VP"
    read: Callable[[dict[str, Any]], int]
    step: Callable[[dict[str, Any], int], int | None]


def taken_mean(part: dict[str, Any]) -> float:
    """The win rate of a seat that took a watched component, over every component of one player count."""
    wins = sum(r["win_taken"]["wins"] for r in part["components"])
    games = sum(r["win_taken"]["games"] for r in part["components"])
    return wins / games if games else 0.0


def verdict(row: dict[str, Any], mean: float) -> int:
    """+1 too strong, -1 too weak, 0 in line: where the taken win rate's interval lies against `mean`."""
    win = row["win_taken"]
    if win["games"] and win["low"] > mean:
        return 1
    if win["games"] and win["high"] < mean:
        return -1
    return 0


def verdicts(data: dict[str, Any]) -> dict[str, int]:
    """Per component out of line: +1 too strong or -1 too weak, where the player counts that judge it
    agree (a component too strong at one count and too weak at another is left alone)."""
    seen: dict[str, set[int]] = {}
    for part in data["players"].values():
        mean = taken_mean(part)
        for row in part["components"]:
            if v := verdict(row, mean):
                seen.setdefault(row["component"], set()).add(v)
    return {name: vs.pop() for name, vs in sorted(seen.items()) if len(vs) == 1}


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
    """A copy of the raw data file with each out-of-line component's designed value stepped once towards
    the mean; the changes; and the out-of-line components left as they are, with the reason."""
    proposed = copy.deepcopy(raw)
    knobs: dict[str, Knob] = module.knobs(proposed)
    changes: list[Change] = []
    left: list[str] = []
    for name, v in verdicts(data).items():
        why = "too strong" if v > 0 else "too weak"
        knob = knobs.get(name)
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


def write_proposal(game: Game, module: ModuleType, data: dict[str, Any],  # type: ignore[type-arg]
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
