"""How long bots-only games run, in rounds, and whether they end by the rules (a benchmark: it asserts nothing).

    python bench/game_length.py [--games N] [--titles T,..] [--levels L,..] [--players P,..] [--cap D] [--seed S]

For every title x level x player count it plays N games with every seat at that level, then N
games with one seat (rotated) playing at random against that level, each cut off after CAP
decisions (counted as a stall, not an end). It prints a table: median rounds and % ended by the
rules for the bots-only games; for the games with a random seat, % ended within twice the typical
length (TYPICAL, from the box's play time and play reports: bench/game_length-results.md).
"""

from __future__ import annotations

import argparse
import statistics
import time

from agora.bots import LEVELS, decide, make_bot
from agora.core import AnyGame, Rng, State, registry
from agora.research.tournament import derive

# Typical length in rounds per title and player count (bench/game_length-results.md says where from).
TYPICAL: dict[str, dict[int, tuple[int, int]]] = {
    "relic-runners": {2: (30, 60), 3: (20, 40), 4: (15, 30), 5: (12, 24)},  # 60-120 turns: 45-60 min at 30-45 s
    "historia": {p: (12, 12) for p in range(1, 7)},  # GR p.3: 3 eras of 4 rounds
    "ancient-world": {p: (6, 6) for p in range(2, 5)},  # §4: 6 rounds
}


def rounds(title: str, state: State) -> int:
    """The round the game is in (or ended in), counted from 1 over the whole game."""
    if title == "historia":
        return (state.era - 1) * 4 + state.round  # type: ignore[attr-defined]
    found: int = state.round  # type: ignore[attr-defined]
    return found


def play(game: AnyGame, title: str, levels: list[str], seed: int, cap: int) -> tuple[int, bool]:
    """(rounds, ended by the rules) of one game, seat i played by levels[i], cut off after `cap` decisions."""
    state = game.new({"players": len(levels)}, derive(seed, "game"))
    bots = [make_bot(level, game, seat, derive(seed, "bot", seat)) for seat, level in enumerate(levels)]
    samples = Rng(derive(seed, "samples"))
    decisions = 0
    while (acting := state.to_act()) and decisions < cap:
        seat = acting[0]
        state.apply(seat, decide(bots[seat], state, seat, samples.fork()))
        decisions += 1
    return rounds(title, state), state.outcome() is not None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--titles", default=",".join(TYPICAL))
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--players", default="", help="player counts (default: every count the title allows)")
    parser.add_argument("--cap", type=int, default=4000, help="decisions before a game counts as stalled")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-random-seat", action="store_true", help="skip the games with a random seat")
    args = parser.parse_args()
    print("| title | level | players | games | median rounds | typical | ended | random seat: within 2x typical "
          "| s/game |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for title in args.titles.split(","):
        game = registry.get(title)
        counts = [int(p) for p in args.players.split(",")] if args.players else sorted(TYPICAL[title])
        for players in counts:
            if players not in TYPICAL[title] or (title == "historia" and players == 1):
                continue
            low, high = TYPICAL[title][players]
            for level in args.levels.split(","):
                started = time.perf_counter()
                lengths, ended = [], 0
                for i in range(args.games):
                    seed = derive(args.seed, title, players, level, i)
                    n, done = play(game, title, [level] * players, seed, args.cap)
                    lengths.append(n)
                    ended += done
                within = "-"
                if level != "random" and not args.no_random_seat:
                    hits = 0
                    for i in range(args.games):
                        seats = [level] * players
                        seats[i % players] = "random"
                        n, done = play(game, title, seats, derive(args.seed, title, players, level, "random", i),
                                       args.cap)
                        hits += done and n <= 2 * high
                    within = f"{100 * hits / args.games:.0f}%"
                spent = (time.perf_counter() - started) / (args.games * (1 if within == "-" else 2))
                print(f"| {title} | {level} | {players} | {args.games} | {statistics.median(lengths):g} | "
                      f"{low}-{high} | {100 * ended / args.games:.0f}% | {within} | {spent:.1f} |", flush=True)


if __name__ == "__main__":
    main()
