"""Two bot levels against each other on the arena's games, each cut off at a round cap: how many end by the
rules, how long they run, the first level's win rate and each level's milliseconds a decision (a benchmark:
it asserts nothing).

    python bench/ladder_lengths.py GAME [--bots medium,easy] [--games N] [--first F] [--seed S] [--cap R]
                                   [--log FILE]

Games are seeded as `agora arena GAME --bots A,B --games N --seed S` seeds them (seats rotated game by game),
as bench/expert.py does; unlike it, a game still running after round R is stopped and counted as not ended
(bench/expert.py would wait for ever on a game that never ends). Prints: games ended, median and largest
rounds, A's wins over the games that ended with their 95% Wilson interval, and each level's mean and
largest CPU milliseconds over its unforced decisions. `--log` appends one JSON line a game.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from agora.core import registry
from agora.research.stats import rate, sole_winner
from agora.research.tournament import Tournament, lay_table


def play(tournament: Tournament, index: int, cap: int) -> dict[str, Any]:
    """Game `index` played until it ends or passes round `cap`: its rounds, ranks and decision times."""
    table = lay_table(tournament, index)
    state = table.state
    times: list[list[float]] = [[] for _ in range(tournament.players)]
    while state.to_act() and state.view(0)["round"] <= cap:
        seat = state.to_act()[0]
        forced = len(state.legal(seat)) == 1
        start = time.process_time()
        table.step()
        if not forced:
            times[table.seating[seat]].append(time.process_time() - start)
    outcome = state.outcome()
    return {"index": index, "seating": list(table.seating), "round": state.view(0)["round"],
            "ended": outcome is not None, "ranks": list(outcome.ranks) if outcome else None,
            "ms": [1000 * sum(t) / max(1, len(t)) for t in times], "ms_max": [1000 * max(t, default=0) for t in times],
            "decisions": [len(t) for t in times]}


def summary(levels: tuple[str, ...], games: list[dict[str, Any]]) -> str:
    """One paragraph of figures for the games played."""
    ended = [g for g in games if g["ended"]]
    rounds = [g["round"] for g in ended]
    wins = sum(sole_winner(g["ranks"], g["seating"].index(0)) for g in ended)
    won = rate(wins, len(ended)) if ended else None
    ms = [sum(g["ms"][e] * g["decisions"][e] for g in games) / max(1, sum(g["decisions"][e] for g in games))
          for e in (0, 1)]
    top = [max((g["ms_max"][e] for g in games), default=0.0) for e in (0, 1)]
    text = [f"{levels[0]} vs {levels[1]}: {len(ended)}/{len(games)} ended"
            + (f" ({', '.join(str(g['index']) for g in games if not g['ended'])} did not)" if len(ended) < len(games)
               else "")]
    if rounds:
        text.append(f"rounds median {statistics.median(rounds):g}, max {max(rounds)}")
    if won is not None:
        text.append(f"{levels[0]} won {wins}/{len(ended)} = {won.rate:.1%} ({won.low:.1%}–{won.high:.1%})")
    text.append(f"ms a decision: {levels[0]} {ms[0]:.1f} (max {top[0]:.0f}), "
                f"{levels[1]} {ms[1]:.1f} (max {top[1]:.0f})")
    return "; ".join(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--bots", default="medium,easy")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=int, default=300, help="the last round played before a game counts as not ended")
    parser.add_argument("--log")
    args = parser.parse_args()
    levels = tuple(args.bots.split(","))
    tournament = Tournament(registry.get(args.game), {}, levels, args.games, args.seed)
    games = []
    for index in range(args.first, args.games):
        game = play(tournament, index, args.cap)
        games.append(game)
        if args.log:
            with open(args.log, "a", encoding="utf-8") as f:
                f.write(json.dumps(game) + "\n")
    print(summary(levels, games))


if __name__ == "__main__":
    main()
