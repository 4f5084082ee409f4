"""How a search level plays with its game's heuristic at another scale: that level with the scale
given against the same level with the game's own, 2 players, seats rotated (a benchmark: it
asserts nothing). This is how the expert level's scale was tuned (EXPERT_HEURISTIC in a
game's bot.py; bench/expert-results.md).

    python bench/scale_duels.py GAME SCALE [--level hard] [--games N] [--first F] [--seed S]

Prints one markdown row: game, level, the two scales, wins of the first/games, rate, 95% Wilson
CI, its wins in seat 0 and seat 1. Each game is printed as it ends, so a run cut short shows
what it played; `--first F` plays games F..N-1 only (the same seeds), to split a run.
"""

from __future__ import annotations

import argparse
import dataclasses

from agora.bots import heuristic_of, make_bot
from agora.bots.stats import rate, sole_winner
from agora.bots.tournament import Tournament, derive, lay_table
from agora.core import registry


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("scale", type=float)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = registry.get(args.game)
    own = heuristic_of(game, args.level)  # what the other entrant judges by
    if own is None:
        raise SystemExit(f"{args.game} has no heuristic to scale")
    tried = dataclasses.replace(own, scale=args.scale)
    # The arena's games of LEVEL against itself (`agora arena GAME --bots LEVEL,LEVEL`), the first
    # entrant judging by it at the scale tried.
    tournament = Tournament(game, {}, (args.level, args.level), args.games, args.seed)
    wins = [0, 0]
    played = [0, 0]
    for index in range(args.first, args.games):
        table = lay_table(tournament, index)
        me = table.seating.index(0)
        table.bots[me] = make_bot(args.level, game, me, derive(args.seed, index, "bot", me), heuristic=tried)
        while table.state.to_act():
            table.step()
        outcome = table.state.outcome()
        assert outcome is not None, "a game with no seat to act must be over"
        played[me] += 1
        wins[me] += sole_winner(outcome.ranks, me)
        print(f"game {index}: scale {args.scale:g} in seat {me}, ranks {outcome.ranks}", flush=True)
    won = rate(sum(wins), sum(played))
    print(f"| {args.game} | {args.level} | {args.scale:g} vs {own.scale:g} | {sum(wins)}/{sum(played)} "
          f"| {won.rate:.1%} | {won.low:.1%}–{won.high:.1%} | {wins[0]}/{played[0]} · {wins[1]}/{played[1]} |")


if __name__ == "__main__":
    main()
