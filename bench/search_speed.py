"""ISMCTS iterations per CPU second mid-game, pure or compiled: for each game and player
count, `agora.research.bench.search_speed(game, players, 400, 0)` after a 50-iteration warm-up, run
ROUNDS times (default 5); the best and the median (--iterations sets the 400, for a quick try).
With --roots, instead a digest of the root statistics (visits, wins as float hex, the chosen move)
of 200-iteration searches from seeds 0-2, to show that two trees search identically.

    cd /tmp && PYTHONPATH=<tree or compiled site> <venv>/bin/python <tree>/bench/search_speed.py [ROUNDS]
    cd /tmp && PYTHONPATH=<tree or compiled site> <venv>/bin/python <tree>/bench/search_speed.py --roots

(Run it from outside the checkout, or `agora` is imported from the working directory.)
"""

from __future__ import annotations

import argparse
import hashlib
import statistics

import agora
import agora.bots.ismcts as ismcts
from agora.bots import Budget, Determinizer, IsmctsBot, heuristic_of
from agora.core import Rng, registry
from agora.research.bench import midgame, search_speed

CASES = [("ancient-world", 2), ("ancient-world", 4), ("historia", 2), ("historia", 6), ("relic-runners", 2)]


def speeds(rounds: int, iterations: int) -> None:
    """Each case's best and median iterations per CPU second over `rounds` searches."""
    for name, players in CASES:
        game = registry.get(name)
        search_speed(game, players, 50, 0)
        runs = [search_speed(game, players, iterations, 0).per_cpu_second for _ in range(rounds)]
        print(f"{name} {players}p: best {max(runs):,.0f}, median {statistics.median(runs):,.0f} iterations/CPU s",
              flush=True)


def roots() -> None:
    """The root statistics of fixed searches and their digest."""
    lines = []
    for name, players in CASES[:4]:
        game = registry.get(name)
        for seed in range(3):
            state, _ = midgame(game, players, seed)
            seat = state.to_act()[0]
            legal = state.legal(seat)
            bot = IsmctsBot(seat, Budget(200), seed, heuristic_of(game))
            root, _ = bot.search(state.view(seat), legal, Determinizer(state, seat, Rng(seed)))
            choice = bot.choose(state.view(seat), legal, Determinizer(state, seat, Rng(seed)))
            wins = [w.hex() for w in root.wins]
            lines.append(f"{name} {players} {seed} {root.visits!r} {wins!r} {root.total} {choice!r}")
    text = "\n".join(lines)
    print("\n".join(line[:120] for line in lines))
    print("digest", hashlib.sha256(text.encode()).hexdigest())


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("rounds", nargs="?", type=int, default=5, help="searches a case")
    parser.add_argument("--iterations", type=int, default=400, help="iterations a search")
    parser.add_argument("--roots", action="store_true", help="the digest of fixed searches instead")
    args = parser.parse_args()
    print(agora.__file__, "(compiled)" if str(ismcts.__file__).endswith(".so") else "(pure)")
    if args.roots:
        roots()
    else:
        speeds(args.rounds, args.iterations)


if __name__ == "__main__":
    main()
