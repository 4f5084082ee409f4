"""What a tournament's results say: win rates with Wilson intervals, Elo
ratings, scores, and how much sitting first is worth."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from agora.core.extras import MissingExtra
from agora.research.intervals import wilson
from agora.research.tournament import GameResult

try:
    from scipy.optimize import minimize
    from scipy.stats import fisher_exact
except ModuleNotFoundError as err:
    raise MissingExtra("lab", err) from err

ELO_MEAN = 1500.0
ELO_PRIOR_SD = 400.0  # keeps a perfect record's rating finite
_ELO_UNIT = 400.0 / math.log(10.0)  # Elo points per unit of Bradley-Terry strength


@dataclass(frozen=True)
class Rate:
    """Games won out of games played, with a 95% Wilson interval."""

    wins: int
    games: int
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def rate(wins: int, games: int) -> Rate:
    """`wins` of `games` with its 95% Wilson interval."""
    if games == 0:
        return Rate(0, 0, 0.0, 1.0)
    low, high = wilson(wins / games, games)
    return Rate(wins, games, low, high)


@dataclass(frozen=True)
class EntrantStats:
    """One entrant over the whole tournament. A win is a first place not shared."""

    name: str
    win: Rate
    ties: int
    mean_score: float
    score_sd: float
    elo: float
    by_seat: tuple[Rate, ...]


@dataclass(frozen=True)
class Summary:
    """Every figure the arena prints."""

    entrants: tuple[EntrantStats, ...]
    seat_wins: tuple[Rate, ...]  # whoever sat there
    first_seat_advantage: float  # seat 0's win rate less the mean of all seats'

    def to_data(self) -> dict[str, Any]:
        data = asdict(self)
        for entrant, stats in zip(data["entrants"], self.entrants, strict=True):
            entrant["win"]["rate"] = stats.win.rate
        return data


def fisher_p(table: np.ndarray) -> float:
    """Fisher's exact test on a 2×2 table of counts: the two-sided p-value."""
    return float(fisher_exact(table).pvalue)


def sole_winner(ranks: Sequence[int], seat: int) -> bool:
    return ranks[seat] == 1 and sum(r == 1 for r in ranks) == 1


def summarize(names: Sequence[str], results: Sequence[GameResult]) -> Summary:
    """The tournament's figures; `names` label the entrants by index."""
    n = len(names)
    players = len(results[0].seating) if results else n
    entrants = []
    elo = elo_ratings(n, results)
    for e, name in enumerate(names):
        wins = ties = 0
        scores: list[int] = []
        seat_wins = [0] * players
        seat_games = [0] * players
        for r in results:
            for seat in (s for s, who in enumerate(r.seating) if who == e):
                scores.append(r.scores[seat])
                seat_games[seat] += 1
                if sole_winner(r.ranks, seat):
                    wins += 1
                    seat_wins[seat] += 1
                elif r.ranks[seat] == 1:
                    ties += 1
        entrants.append(EntrantStats(
            name=name,
            win=rate(wins, len(scores)),
            ties=ties,
            mean_score=float(np.mean(scores)) if scores else 0.0,
            score_sd=float(np.std(scores, ddof=1)) if len(scores) > 1 else 0.0,
            elo=elo[e],
            by_seat=tuple(rate(w, g) for w, g in zip(seat_wins, seat_games, strict=True)),
        ))
    seat_rates = tuple(rate(sum(sole_winner(r.ranks, s) for r in results), len(results)) for s in range(players))
    advantage = seat_rates[0].rate - float(np.mean([s.rate for s in seat_rates])) if results else 0.0
    return Summary(tuple(entrants), seat_rates, advantage)


def elo_ratings(entrants: int, results: Sequence[GameResult]) -> list[float]:
    """Elo ratings fitted to every pair of seats in every game (Bradley-Terry
    maximum likelihood, a draw counting half, under a weak prior), mean 1500."""
    # score[i][j]: how often i finished above j, draws counting half.
    score = np.zeros((entrants, entrants))
    for r in results:
        for a, ea in enumerate(r.seating):
            for b, eb in enumerate(r.seating):
                if ea != eb:
                    score[ea, eb] += 1.0 if r.ranks[a] < r.ranks[b] else 0.5 if r.ranks[a] == r.ranks[b] else 0.0
    meetings = score + score.T
    prior = 1.0 / (ELO_PRIOR_SD / _ELO_UNIT) ** 2

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        gap = theta[:, None] - theta[None, :]
        p = 1.0 / (1.0 + np.exp(-gap))
        nll = -float(np.sum(score * np.log(p))) + 0.5 * prior * float(theta @ theta)
        grad = -np.sum(score - meetings * p, axis=1) + prior * theta
        return nll, grad

    theta = minimize(loss, np.zeros(entrants), jac=True, method="L-BFGS-B").x
    theta -= theta.mean()
    return [ELO_MEAN + _ELO_UNIT * float(t) for t in theta]
