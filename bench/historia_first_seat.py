"""Historia's first seat: do the rules or the bots hold back whoever goes first? Two bots of one level play
games with seats rotated; each game's winner is counted by seat number and by place in round 1's turn order,
which setup draws at random (§3.6), with 95% Wilson intervals. Under uniform random play a deficit would be
the rules'; one that shows only under a level's play would be its bots'.

    .venv/bin/python bench/historia_first_seat.py --levels random,medium --games 120 --workers 2
"""

from __future__ import annotations

import argparse

from agora.core import registry
from agora.games.historia.state import HistoriaState
from agora.research.stats import Rate, rate
from agora.research.tournament import Tournament, lay_table, run


def shown(r: Rate) -> str:
    return f"{r.wins}/{r.games} ({r.rate:.1%}, {r.low:.1%}-{r.high:.1%})"


def round_one_first(tournament: Tournament, index: int) -> int:
    """The seat first in round 1's turn order of game `index`: setup draws it, so the laid table shows it."""
    state = lay_table(tournament, index).state
    assert isinstance(state, HistoriaState)
    return state.order[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="random,medium", help="comma-separated levels, each a row")
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    game = registry.get("historia")
    print("| level | games | seat 0 won | first in round 1's turn order won |")
    print("|---|---:|---|---|")
    for level in args.levels.split(","):
        tournament = Tournament(game, {}, (level, level), args.games, args.seed)
        results = run(tournament, args.workers)
        seat0 = sum(result.ranks[0] < result.ranks[1] for result in results)
        firsts = [round_one_first(tournament, result.index) for result in results]
        first = sum(result.ranks[f] < result.ranks[1 - f] for result, f in zip(results, firsts, strict=True))
        print(f"| {level} | {len(results)} | {shown(rate(seat0, len(results)))} | {shown(rate(first, len(results)))} |")


if __name__ == "__main__":
    main()
