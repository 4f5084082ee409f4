"""How a search level plays judging by another heuristic: the expert's tuned one, or its game's own
at another scale. That level so judging against the same level with its game's own heuristic,
2 players, seats rotated (a benchmark: it asserts nothing). This is how the expert level's
judgement was tuned (EXPERT_HEURISTIC in a game's bot.py; bench/judge_duels-results.md): weights or a
scale tried as the expert's, then dueled here at the hard level's budget.

    python bench/judge_duels.py GAME [--expert] [--scale S] [--level hard] [--games N] [--first F] [--seed S]

`--expert` judges by the game's expert heuristic; `--scale S` sets the scale of the one judged by.
Prints one markdown row: game, level, the judgement tried against the level's own, wins of the
first/games, rate, 95% Wilson CI, its wins in seat 0 and seat 1. Each game is printed as it
ends, so a run cut short shows what it played; `--first F` plays games F..N-1 only (the same
seeds), to split a run.
"""

from __future__ import annotations

import argparse
import dataclasses

from agora.bots import heuristic_of, make_bot
from agora.core import registry
from agora.research.stats import rate, sole_winner
from agora.research.tournament import Tournament, derive, lay_table


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--expert", action="store_true", help="judge by the game's expert heuristic")
    parser.add_argument("--scale", type=float, help="the scale of the heuristic judged by")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = registry.get(args.game)
    own = heuristic_of(game, args.level)  # what the other entrant judges by
    base = heuristic_of(game, "expert" if args.expert else args.level)
    if own is None or base is None:
        raise SystemExit(f"{args.game} has no heuristic")
    tried = base if args.scale is None else dataclasses.replace(base, scale=args.scale)
    label = f"{'expert' if args.expert else args.level}'s at scale {tried.scale:g}"
    # The arena's games of LEVEL against itself (`agora arena GAME --bots LEVEL,LEVEL`), the first
    # entrant judging by the heuristic tried.
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
        print(f"game {index}: {label} in seat {me}, ranks {outcome.ranks}", flush=True)
    won = rate(sum(wins), sum(played))
    print(f"| {args.game} | {args.level} | {label} vs its own at {own.scale:g} | {sum(wins)}/{sum(played)} "
          f"| {won.rate:.1%} | {won.low:.1%}–{won.high:.1%} | {wins[0]}/{played[0]} · {wins[1]}/{played[1]} |")


if __name__ == "__main__":
    main()
