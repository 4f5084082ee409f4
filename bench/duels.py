"""Two bot levels play a few games with a decision cap (a benchmark: it asserts nothing).

    python bench/duels.py GAME LEVEL_A LEVEL_B FIRST LAST [CAP] [SEED]

Games FIRST..LAST-1 are seeded exactly as `play_game` seeds game i of a
Tournament(GAME, {}, (LEVEL_A, LEVEL_B), N, SEED) (seats rotated game by game),
but a game still running after CAP decisions (default 3000) is cut off and
counted as stalled instead of hanging the run. Prints one line a game, then
LEVEL_A's wins, the stalls and the decisions (median, max).
"""

from __future__ import annotations

import statistics
import sys
import time

from agora.core import registry
from agora.research.tournament import Tournament, lay_table


def duel(tournament: Tournament, index: int, cap: int) -> tuple[tuple[int, ...], tuple[int, ...] | None, int]:
    """(entrant per seat, scores or None if cut off, decisions) of game `index`."""
    table = lay_table(tournament, index)
    decisions = 0
    while table.state.to_act() and decisions < cap:
        table.step()
        decisions += 1
    outcome = table.state.outcome()
    return table.seating, (tuple(outcome.scores) if outcome else None), decisions


def main(argv: list[str]) -> None:
    game, a, b, first, last = argv[0], argv[1], argv[2], int(argv[3]), int(argv[4])
    cap = int(argv[5]) if len(argv) > 5 else 3000
    seed = int(argv[6]) if len(argv) > 6 else 1
    tournament = Tournament(registry.get(game), {}, (a, b), last, seed)
    wins = stalls = 0
    counts: list[int] = []
    for i in range(first, last):
        started = time.perf_counter()
        seating, scores, decisions = duel(tournament, i, cap)
        counts.append(decisions)
        if scores is None:
            stalls += 1
            verdict = "STALLED"
        else:
            mine = seating.index(0)
            won = scores[mine] > scores[1 - mine]
            wins += won
            verdict = f"{a} {'wins' if won else 'loses'} {scores[mine]}-{scores[1 - mine]}"
        print(f"game {i}: {a} in seat {seating.index(0)}, {decisions} decisions, {verdict}, "
              f"{time.perf_counter() - started:.1f} s", flush=True)
    print(f"{a} won {wins}/{len(counts)} against {b}; stalled {stalls}; decisions median "
          f"{statistics.median(counts):.0f}, max {max(counts)}")


if __name__ == "__main__":
    main(sys.argv[1:])
