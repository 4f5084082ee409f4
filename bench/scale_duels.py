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

from agora.bots import decide, heuristic_of, make_bot
from agora.bots.stats import rate, sole_winner
from agora.bots.tournament import derive
from agora.core import Rng, registry


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
    own = heuristic_of(game)
    if own is None:
        raise SystemExit(f"{args.game} has no heuristic to scale")
    tried = dataclasses.replace(own, scale=args.scale)
    wins = [0, 0]
    played = [0, 0]
    for index in range(args.first, args.games):
        me = index % 2  # the scale tried sits in seat 0, then 1, ...
        state = game.new({"players": 2}, derive(args.seed, index, "game"))
        bots = [make_bot(args.level, game, s, derive(args.seed, index, "bot", s), heuristic=tried if s == me else own)
                for s in (0, 1)]
        rng = Rng(derive(args.seed, index, "samples"))
        while acting := state.to_act():
            state.advance(acting[0], decide(bots[acting[0]], state, acting[0], rng.fork()))
        outcome = state.outcome()
        assert outcome is not None, "a game with no seat to act must be over"
        played[me] += 1
        wins[me] += sole_winner(outcome.ranks, me)
        print(f"game {index}: scale {args.scale:g} in seat {me}, ranks {outcome.ranks}", flush=True)
    won = rate(sum(wins), sum(played))
    print(f"| {args.game} | {args.level} | {args.scale:g} vs {own.scale:g} | {sum(wins)}/{sum(played)} "
          f"| {won.rate:.1%} | {won.low:.1%}–{won.high:.1%} | {wins[0]}/{played[0]} · {wins[1]}/{played[1]} |")


if __name__ == "__main__":
    main()
