"""The balance lab's page data: a game's stored lab report, the proposal it leads to and the
report on that proposal, read from the folder of kept reports the server is given (never played here).

The files, one folder a game (`<reports>/<game>/`), are written by `agora lab` (bench/lab-reports.sh):
`lab-report.json` (the Agora edition), `lab-proposal.json` (its proposal, a data file) and
`lab-proposal-report.json` (the same report run on the proposal). Beside them `calibration.json`, written by
bench/calibration.py --summary: whether the post-game review's chances come true (issue 33). Generated, they
are kept out of the installed package: `agora serve --lab-reports DIR` names the folder (./run names the
repo's bench/lab-reports).
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
CALIBRATION = "calibration.json"
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



class CalibrationBin(BaseModel):
    """The judged decisions whose predicted value fell in [low, high)."""

    low: float
    high: float
    count: int
    predicted: float = Field(description="the bin's mean predicted value")
    observed: float = Field(description="the mean outcome of its decisions (a win 1, a tie 1/2)")
    ci_low: float = Field(description="the 95% Wilson interval of `observed`")
    ci_high: float


class CalibrationPart(BaseModel):
    """The review's calibration at one player count."""

    games: int = Field(description="games played to their end and judged")
    games_asked: int = Field(description="games the run was asked for (more than `games` if stopped early)")
    decisions: int = Field(description="judged decisions (predictions)")
    brier: float = Field(description="the review's Brier score (0 is perfect)")
    base_rate: float = Field(description="the Brier score of always saying 1/2")
    lead_alone: float = Field(description="the Brier score of the heuristic's lead alone, no search")
    bins: list[CalibrationBin]
    made: str = Field(description="when the figures were written (UTC)")
    command: str = Field(description="the command that plays the games again and writes these figures")
    seed: int
    iterations: int = Field(description="the review's search iterations a decision")
    per_seat: int = Field(description="decisions judged per seat and game")
    levels: list[str] = Field(description="the levels each seat was drawn from")


class CalibrationOut(BaseModel):
    """Whether the post-game review's chances come true, by player count (bench/calibration.py)."""

    game: str
    players: dict[str, CalibrationPart]


def calibration_page(game: AnyGame, reports: Path) -> CalibrationOut | None:
    """The kept calibration of `game`, or None when there is none."""
    data = _read(reports / game.name / CALIBRATION)
    return None if data is None else CalibrationOut(game=game.name, players=data["players"])
