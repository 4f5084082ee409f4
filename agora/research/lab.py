"""The balance lab: bots play a game against themselves over many seeds; how each
designed component fares, how much sitting first is worth, how scores spread
(`agora lab` prints it).

A game takes part once it has `agora/games/<g>/lab.py` with `components(state)`
(the watched components and their designed value) and `taken(state, events)`
(per seat, the components it took in a finished game): agora.core.lab tells the whole of it.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from agora.core import AgoraError, AnyGame, Event
from agora.research.tournament import GameResult, Tournament, lay_table, run_batches


@dataclass(frozen=True)
class LabGame:
    """One finished self-play game and the components each seat took."""

    result: GameResult
    taken: tuple[tuple[str, ...], ...]  # per seat, sorted

    @property
    def index(self) -> int:
        return self.result.index


def lab_module(game: AnyGame) -> ModuleType | None:
    """The game's `lab` module, or None when the lab does not watch this game yet."""
    parts = type(game).__module__.split(".")
    name = ".".join([*parts[:3], "lab"])
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise  # a lab module that is there but broken must not pass unnoticed
        return None


@dataclass(frozen=True)
class Stalled:
    """A self-play game still going after MAX_DECISIONS: a bot stall to report, not a result to count."""

    index: int


# The longest games seen take under 1,000 decisions (Relic Runners with 4 players, about 700); a game
# 5,000 long has bots going round in circles, and would otherwise hold up the whole lab.
MAX_DECISIONS = 5000


def play_lab_game(tournament: Tournament, index: int) -> LabGame | Stalled:
    """Game `index` of the tournament played to its end, every event kept for `taken`."""
    table = lay_table(tournament, index)
    events: list[Event] = []
    decisions = 0
    while table.state.to_act():
        if decisions == MAX_DECISIONS:
            return Stalled(index)
        events.extend(table.step())
        decisions += 1
    outcome = table.state.outcome()
    assert outcome is not None, "a game with no seat to act must be over"
    module = lab_module(tournament.game)
    assert module is not None
    taken = module.taken(table.state, events)
    result = GameResult(index, table.seating, tuple(outcome.scores), tuple(outcome.ranks), decisions)
    return LabGame(result, tuple(tuple(sorted(t)) for t in taken))


def play_lab_batch(tournament: Tournament, indices: Sequence[int]) -> list[LabGame | Stalled]:
    return [play_lab_game(tournament, i) for i in indices]


def component_rows(names: dict[str, str], games: Sequence[LabGame]) -> list[dict[str, Any]]:
    """Per component: how often taken, a sole win when taken against when not (95%
    Wilson intervals, Fisher's exact test), most out of line first. A seat of a
    game is one observation; the seats of one game are not independent, so the
    intervals are a guide, not a verdict."""
    import numpy as np  # here, not at the top: `agora games` and `agora play` start without it

    from agora.research.stats import fisher_p, rate, sole_winner  # scipy, of the [lab] extra

    rows = []
    for name, designed in names.items():
        counts = np.zeros((2, 2), dtype=int)  # [taken, not][won, lost]
        in_games = 0
        for g in games:
            in_games += any(name in t for t in g.taken)
            for seat, t in enumerate(g.taken):
                counts[0 if name in t else 1, 0 if sole_winner(g.result.ranks, seat) else 1] += 1
        with_it = rate(int(counts[0, 0]), int(counts[0].sum()))
        without = rate(int(counts[1, 0]), int(counts[1].sum()))
        rows.append({
            "component": name, "designed": designed,
            "taken_in_games": in_games / len(games) if games else 0.0,
            "taken_by_seats": int(counts[0].sum()), "seats": int(counts.sum()),
            "win_taken": rate_data(with_it), "win_not_taken": rate_data(without),
            "lift": with_it.rate - without.rate,
            "p_value": fisher_p(counts),
        })
    return sorted(rows, key=lambda r: (r["p_value"], -abs(r["lift"]), r["component"]))


def rate_data(r: Any) -> dict[str, Any]:
    return {"wins": r.wins, "games": r.games, "rate": r.rate, "low": r.low, "high": r.high}


def score_spread(games: Sequence[LabGame]) -> dict[str, float]:
    """Every seat's final score, and the winner's lead over the runner-up."""
    import numpy as np

    scores = np.array([g.result.scores for g in games], dtype=float)
    top2 = np.sort(scores, axis=1)[:, -2:]
    return {"mean": float(scores.mean()), "sd": float(scores.std(ddof=1)) if scores.size > 1 else 0.0,
            "min": float(scores.min()), "max": float(scores.max()),
            "winning_margin": float((top2[:, 1] - top2[:, 0]).mean())}


def report(game: AnyGame, options: dict[str, Any], level: str, counts: Sequence[int], games: int,
           seed: int, workers: int = 1, ray: str | None = None,
           progress: Callable[[str, int], None] | None = None) -> dict[str, Any]:
    """The whole lab report as JSON-ready data: a pure function of its arguments
    (bots think by iteration budgets), whichever backend plays the games."""
    from agora.research.stats import summarize  # scipy, of the [lab] extra

    module = lab_module(game)
    if module is None:
        raise AgoraError(f"the lab does not watch {game.name} yet (no agora/games/<g>/lab.py)")
    by_players: dict[str, Any] = {}
    for players in counts:
        tournament = Tournament(game, options, (level,) * players, games, seed)
        names = module.components(lay_table(tournament, 0).state)  # bad options fail here, before any game
        tick = (lambda n, p=players: progress(f"{game.name} {p} players", n)) if progress else None
        outcomes = run_batches(tournament, play_lab_batch, workers, ray, tick)
        played = [g for g in outcomes if isinstance(g, LabGame)]
        if not played:
            raise AgoraError(f"none of the {games} games with {players} players ended within {MAX_DECISIONS} decisions")
        summary = summarize([level] * players, [g.result for g in played])  # only its seat figures are used
        by_players[str(players)] = {
            "games": len(played),
            "stalled": [g.index for g in outcomes if isinstance(g, Stalled)],
            "seat_wins": [rate_data(r) for r in summary.seat_wins],
            "first_seat_advantage": summary.first_seat_advantage,
            "scores": score_spread(played),
            "components": component_rows(names, played),
            "played": [{**g.result.to_data(), "taken": [list(t) for t in g.taken]} for g in played],
        }
    return {"game": game.name, "options": options, "level": level, "games_per_count": games, "seed": seed,
            "players": by_players}


def figures(data: dict[str, Any]) -> dict[str, Any]:
    """The report without each game's record, each component's designed fields named once in
    `designed` rather than in its row at every player count: what the plots, the web page and the
    proposals read, and what --summary keeps."""
    designed = dict(data.get("designed", {}))
    players = {}
    for n, part in data["players"].items():
        for row in part["components"]:
            if "designed" in row:
                designed[row["component"]] = row["designed"]
        players[n] = {k: v for k, v in part.items() if k != "played"}
        players[n]["components"] = [{k: v for k, v in r.items() if k != "designed"} for r in part["components"]]
    return {**data, "designed": designed, "players": players}


def dump(data: dict[str, Any]) -> str:
    """A report as JSON text, each component row and each game on one line (floats to 4 significant
    digits): a kept report stays small and diffs by component."""
    rows: list[str] = []

    def packed(row: dict[str, Any]) -> str:
        rows.append(json.dumps(_rounded(row), separators=(",", ":")))
        return f"@row{len(rows) - 1}@"

    outline = {**data, "players": {n: {k: [packed(r) for r in v] if k in ("components", "played") else v
                                       for k, v in part.items()} for n, part in data["players"].items()}}
    text = json.dumps(_rounded(outline), indent=1)
    return re.sub(r'"@row(\d+)@"', lambda m: rows[int(m.group(1))], text) + "\n"


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return float(f"{value:.4g}")
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    return value


def read_report(path: Path, game: AnyGame) -> dict[str, Any]:
    """A report written by --out, checked to be one of `game`."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as err:
        raise AgoraError(f"cannot read the report {path}: {err}") from None
    if not isinstance(data, dict) or not isinstance(data.get("players"), dict) or "seed" not in data:
        raise AgoraError(f"{path} is not a lab report (agora lab --out writes one)")
    if data.get("game") != game.name:
        raise AgoraError(f"{path} is a report on {data.get('game')!r}, not on {game.name}")
    return data
