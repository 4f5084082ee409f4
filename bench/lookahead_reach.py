"""How much of a turn a greedy bot's lookahead sees (a benchmark: it asserts nothing).

    python bench/lookahead_reach.py GAME [--bots medium,easy] [--games N] [--seed S] [--depths 1,2,4]

Plays the arena's games (seeded as `agora arena GAME --bots A,B --games N --seed S` seeds them) and, at
each unforced decision of the first level, plays every legal option on through the seat's own next
decisions as a greedy bot of each lookahead depth would (`Heuristic.looking_on`, on the game's own state:
this measures the lookahead, it is no bot) and counts the options whose judged positions all have the turn
handed on (or the game over). Prints per depth: those options over all options weighed.
"""

from __future__ import annotations

import argparse
import dataclasses

from agora.bots import decide, heuristic_of
from agora.core import Action, Seat, State, registry
from agora.core.heuristic import Heuristic
from agora.research.tournament import Tournament, lay_table


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--bots", default="medium,easy")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--depths", default="1,2,4")
    args = parser.parse_args()
    game = registry.get(args.game)
    heuristic = heuristic_of(game)
    if heuristic is None:
        raise SystemExit(f"{args.game} has no heuristic: no greedy bot to measure")
    depths = [int(d) for d in args.depths.split(",")]
    ended = dict.fromkeys(depths, 0)
    options = 0
    tournament = Tournament(game, {}, tuple(args.bots.split(",")), args.games, args.seed)
    for index in range(args.games):
        table = lay_table(tournament, index)
        first = table.seating.index(0)
        while table.state.to_act():
            seat = table.state.to_act()[0]
            legal = table.state.legal(seat)
            if seat == first and len(legal) > 1:
                options += len(legal)
                for depth in depths:
                    ended[depth] += sum(turn_over(heuristic, table.state, seat, action, depth) for action in legal)
            table.state.apply(seat, decide(table.bots[seat], table.state, seat, table.samples.fork()))
    for depth in depths:
        print(f"lookahead {depth}: {ended[depth]}/{options} = {ended[depth] / max(1, options):.1%} "
              "of options judged only with the turn over")


def turn_over(heuristic: Heuristic, position: State, seat: Seat, action: Action, depth: int) -> bool:
    """Whether every position the lookahead judges for `action` in `position` has `seat`'s turn over."""
    mid = False

    def spying(state: State) -> list[float]:
        nonlocal mid
        mid = mid or (state.outcome() is None and seat in state.to_act())
        return heuristic.values(state)

    spy = dataclasses.replace(heuristic, evaluate_samples=spying)
    baseline = heuristic.values(position)
    after = position.clone()
    after.advance(seat, action)
    spy.looking_on(after, seat, baseline, depth)  # as GreedyBot.after judges an option
    return not mid


if __name__ == "__main__":
    main()
