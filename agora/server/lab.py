"""The balance lab's page data: a game's stored lab report, the proposal it leads to and the
report on that proposal, read from the folder of kept reports the server is given (never played here).

The files, one folder a game (`<reports>/<game>/`), are written by `agora lab` (bench/lab-reports.sh):
`lab-report.json` (the Agora edition), `lab-proposal.json` (its proposal, a data file) and
`lab-proposal-report.json` (the same report run on the proposal). Generated, they are kept out of the
installed package: `agora serve --lab-reports DIR` names the folder (./run names the repo's bench/lab-reports).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

import agora
from agora.core import AnyGame
from agora.core.i18n import LANGS
from agora.research.balance import propose, taken_mean, verdict
from agora.research.lab import figures, lab_module
from agora.server.refusals import Refusal

REPORT, PROPOSAL, PROPOSAL_REPORT = "lab-report.json", "lab-proposal.json", "lab-proposal-report.json"
SOURCE = Path(agora.__file__).parents[1]  # where the source tree's paths start: agora/..., bench/...


class ChangeOut(BaseModel):
    """A designed value the proposal moves."""

    component: str
    field: str
    before: int
    after: int
    why: str = Field(description="too strong or too weak")


class LabOut(BaseModel):
    """A game's balance lab: the report on the Agora edition and, when stored, on the proposal."""

    game: str
    titles: dict[str, str] = Field(description="the game's title in every language")
    report: dict[str, Any] = Field(description="the lab report (agora lab --summary --out); each component row "
                                   "has `verdict`: 1 too strong, -1 too weak, 0 in line; each player count "
                                   "`mean_taken`, the line it is judged against")
    changes: list[ChangeOut] = Field(description="the proposal's changes (empty without a proposal)")
    left: list[str] = Field(description="components out of line the proposal leaves as they are, and why")
    proposal: str | None = Field(description="the proposal data file, to load with --data: a path in the source "
                                 "tree where the reports lie in it (null without a proposal)")
    after: dict[str, Any] | None = Field(description="the same report run on the proposal, if stored")


@cache
def _read(path: Path) -> dict[str, Any] | None:
    """A stored JSON file, read once per process (kept reports do not change while the server runs)."""
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def judged(data: dict[str, Any]) -> dict[str, Any]:
    """The report's figures, each row with its verdict and each player count with its mean."""
    out = figures(data)
    for part in out["players"].values():
        mean = taken_mean(part)
        part["mean_taken"] = mean
        part["components"] = [{**row, "verdict": verdict(row, mean), "designed": out["designed"][row["component"]]}
                              for row in part["components"]]
    return out


def shown(path: Path) -> str:
    """A kept file as the page names it: its path in the source tree if it lies there, else in full."""
    path = path.resolve()
    return (path.relative_to(SOURCE) if path.is_relative_to(SOURCE) else path).as_posix()


def lab_page(game: AnyGame, reports: Path) -> LabOut | None:
    """The page data of `game` from the folder of kept reports, or None when the lab keeps no report of it."""
    module = lab_module(game)
    if module is None:
        return None
    folder = reports / game.name
    data = _read(folder / REPORT)
    if data is None:
        return None
    stored = _read(folder / PROPOSAL)
    changes: list[ChangeOut] = []
    left: list[str] = []
    if stored is not None:
        # A proposal is a pure function of the data file and the report: worked out again, its changes
        # are exactly those of the stored file, which holds only the values.
        base = _read(Path(module.DEFAULT_DATA))
        assert base is not None
        proposed, found, left = propose(module, base, data)
        if {k: v for k, v in proposed.items() if k != "edition"} != {k: v for k, v in stored.items() if k != "edition"}:
            raise Refusal(500, "{proposal} of {game} is not the proposal of {report}: write it again",
                          proposal=PROPOSAL, game=game.name, report=REPORT)
        changes = [ChangeOut(**c.to_data()) for c in found]
    after = _read(folder / PROPOSAL_REPORT)
    return LabOut(game=game.name, titles={lang: game.table.title(lang) for lang in LANGS}, report=judged(data),
                  changes=changes, left=left,
                  proposal=shown(folder / PROPOSAL) if stored is not None else None,
                  after=judged(after) if after is not None else None)

