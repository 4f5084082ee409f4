"""Expert against hard (or any two levels): win rate with its 95% interval, the
seat split and each level's mean seconds per move (a benchmark: it asserts nothing).

    python bench/expert.py GAME [--bots expert,hard] [--games N] [--seed S] [--workers W] [--first F] [--log FILE]
    python bench/expert.py GAME --from-log FILE [FILE ...]
    python bench/expert.py GAME --speed [--bots expert,hard] [--seed S]

Games are seeded exactly as `agora arena GAME --bots A,B --games N --seed S`
seeds them (seats rotated game by game), so the wins are the arena's; this
also times every decision, which the arena does not. `--first F` plays only
games F..N-1 of that tournament (to extend a run without replaying it). Prints
one markdown row: game, A's wins/games, rate, 95% Wilson CI, A's wins in seat
0 and in seat 1, ties, each level's seconds per move, wall clock and CPU
(means over the decisions that were not forced), and each level's 95th percentile
of CPU seconds a move (the time the web's cap on a bot's move must cover).
`--log` appends every finished game as a JSON line, so a run cut short keeps
the games it finished; `--from-log` prints the row from such logs alone.
`--speed` prints each level's CPU and wall seconds for one decision halfway
through a random 2-player game (seeds S..S+2), the time a move takes on a free core.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path

from agora.bots import heuristic_of, iterations_of
from agora.core import registry
from agora.research.bench import search_speed
from agora.research.stats import rate, sole_winner
from agora.research.tournament import Tournament, lay_table, run_batches


@dataclass(frozen=True)
class TimedGame:
    """One finished game: the entrant per seat, ranks, and thinking time per entrant."""

    index: int
    seating: tuple[int, ...]
    ranks: tuple[int, ...]
    seconds: tuple[float, ...]  # per entrant, over its unforced decisions: wall clock
    moves: tuple[int, ...]  # per entrant, unforced decisions
    cpu: tuple[float, ...] | None = None  # per entrant: this process's CPU time, the figure a busy machine keeps
    cpu_each: tuple[tuple[float, ...], ...] | None = None  # per entrant: each unforced decision's CPU seconds


def timed_batch(first: int, log: str | None, tournament: Tournament, indices: Sequence[int]) -> list[TimedGame]:
    """Play games `indices` (those from `first` on) as `play_game` does, timing
    each unforced decision; each finished game is appended to `log` at once."""
    out = []
    for index in (i for i in indices if i >= first):
        table = lay_table(tournament, index)
        seconds = [0.0] * tournament.players
        cpu = [0.0] * tournament.players
        moves = [0] * tournament.players
        each: list[list[float]] = [[] for _ in range(tournament.players)]
        while table.state.to_act():
            seat = table.state.to_act()[0]
            forced = len(table.state.legal(seat)) == 1
            start, thought = time.perf_counter(), time.process_time()
            table.step()
            if not forced:
                seconds[table.seating[seat]] += time.perf_counter() - start
                cpu[table.seating[seat]] += time.process_time() - thought
                each[table.seating[seat]].append(round(time.process_time() - thought, 4))
                moves[table.seating[seat]] += 1
        outcome = table.state.outcome()
        assert outcome is not None
        game = TimedGame(index, table.seating, tuple(outcome.ranks), tuple(seconds), tuple(moves), tuple(cpu),
                         tuple(map(tuple, each)))
        if log is not None:
            with open(log, "a", encoding="utf-8") as f:
                f.write(json.dumps(asdict(game)) + "\n")
        out.append(game)
    return out


def read_log(paths: Sequence[str]) -> list[TimedGame]:
    """The games of earlier runs' logs, one per index (a game replayed counts once)."""
    games: dict[int, TimedGame] = {}
    for path in paths:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            d = json.loads(line)
            games[d["index"]] = TimedGame(d["index"], tuple(d["seating"]), tuple(d["ranks"]), tuple(d["seconds"]),
                                          tuple(d["moves"]), tuple(d["cpu"]) if d.get("cpu") else None,
                                          tuple(map(tuple, d["cpu_each"])) if d.get("cpu_each") else None)
    return [games[i] for i in sorted(games)]


def row(game: str, levels: Sequence[str], results: Sequence[TimedGame]) -> str:
    """The markdown row of the first level's record against the second."""
    def first_wins(r: TimedGame) -> bool:
        return sole_winner(r.ranks, r.seating.index(0))

    wins = sum(first_wins(r) for r in results)
    ties = sum(r.ranks[r.seating.index(0)] == 1 and not first_wins(r) for r in results)
    by_seat = [sum(first_wins(r) for r in results if r.seating[s] == 0) for s in (0, 1)]
    in_seat = [sum(r.seating[s] == 0 for r in results) for s in (0, 1)]
    per_move = [sum(r.seconds[e] for r in results) / max(1, sum(r.moves[e] for r in results)) for e in (0, 1)]
    timed = [r for r in results if r.cpu is not None]
    cpu = [sum(r.cpu[e] for r in timed if r.cpu) / max(1, sum(r.moves[e] for r in timed)) for e in (0, 1)]
    cpu_text = f"{cpu[0]:.2f} s · {cpu[1]:.2f} s" if timed else "not recorded"
    each = [[t for r in results if r.cpu_each for t in r.cpu_each[e]] for e in (0, 1)]
    enough = all(len(times) >= 20 for times in each)
    p95_text = " · ".join(f"{p95(times):.2f} s" for times in each) if enough else "not recorded"
    won = rate(wins, len(results))
    return (f"| {game} | {levels[0]} vs {levels[1]} | {wins}/{len(results)} | {won.rate:.1%} "
            f"| {won.low:.1%}–{won.high:.1%} | {by_seat[0]}/{in_seat[0]} · {by_seat[1]}/{in_seat[1]} | {ties} "
            f"| {per_move[0]:.2f} s · {per_move[1]:.2f} s | {cpu_text} | {p95_text} |")


def p95(times: Sequence[float]) -> float:
    """The 95th percentile (of at least 20 times)."""
    return statistics.quantiles(times, n=20)[18]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--bots", default="expert,hard")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--log")
    parser.add_argument("--from-log", nargs="+")
    parser.add_argument("--speed", action="store_true")
    args = parser.parse_args()
    levels = tuple(args.bots.split(","))
    if args.speed:
        for level in levels:
            game = registry.get(args.game)
            iterations = iterations_of(game, level)
            runs = [search_speed(game, 2, iterations, args.seed + k, heuristic_of(game, level)) for k in range(3)]
            print(f"{args.game} {level} ({iterations} iterations): "
                  f"{sum(r.cpu_seconds for r in runs) / 3:.2f} CPU s, "
                  f"{sum(r.seconds for r in runs) / 3:.2f} s wall a decision")
        return
    if args.from_log:
        print(row(args.game, levels, read_log(args.from_log)))
        return
    tournament = Tournament(registry.get(args.game), {}, levels, args.games, args.seed)
    results = run_batches(tournament, partial(timed_batch, args.first, args.log), args.workers)
    print(row(args.game, levels, results))


if __name__ == "__main__":
    main()
