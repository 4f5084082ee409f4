"""Whether the post-game review's chances come true (a benchmark: it asserts nothing).

    python bench/calibration.py [--titles T,..] [--games N] [--start G] [--players P,..] [--per-seat K]
                                [--iterations I] [--seed S] [--data FILE] [--svg FILE] [--summary DIR] [--quick]
    python bench/calibration.py --from-data FILE,.. [--svg FILE] [--paired FILE,..]

For each title and player count it plays N bot-only games to their end, every seat a level drawn
at random from random, easy and medium (seeded: the same arguments play the same games), then
reviews K decisions of every seat, drawn at random from its decisions, with the review itself
(`agora.research.review`, at the server's budget, the hard level's iterations, unless --iterations
says otherwise). Each judged decision is a prediction: the review's value of the move played (two
seats: the chance to win; more: the expected standing, the share of opponents beaten) against how
the game ended for that seat (its final standing: a win 1, a loss 0, a tie half). It prints, per
title and player count, the Brier score beside the base rate's (always 1/2, the mean standing; at
two seats 1/players) and that of the lead alone (below), and with more seats the value read as a
chance to win beside 1/players; then the reliability table (bins of the predicted value: count, mean
predicted, observed, 95% Wilson interval). Each decision also records `lead`: the seat's heuristic
value less the others' mean, averaged over a few samples of what it knew; "the lead alone" reads it
as a chance at the game's heuristic scale (a gap of one scale is odds of e to 1), with no search.

--data writes every judged decision as a JSON line; --from-data reads such files (runs side by side:
a title each, or games split by --start) and prints the same tables; --svg writes the reliability
plot; --paired sets other such files' values (another version of the review, on the same games)
beside these on the decisions both judged. --summary writes, after every game, DIR/TITLE/calibration.json:
per player count the Brier scores and the reliability bins, when and with what command they were made
(a few KB, no raw data), what the lab page shows (`--summary bench/lab-reports`, the folder ./run
serves; other player counts already in the file are kept). --quick: one short game a title, a tiny
budget, for CI.
--coins: Relic Runners' VP coins a turn by level in such games (no review), the figure its hidden
coins are drawn near.
"""

from __future__ import annotations

import argparse
import datetime
import json
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from agora.bots import ITERATIONS, Determinizer, decide, heuristic_of, make_bot
from agora.core import AnyGame, Rng, State, registry
from agora.core.standing import estimated_standing_of, final_standing
from agora.research.calibration import brier, plot, reliability
from agora.research.review import review
from agora.research.tournament import derive
from agora.server.lab import CALIBRATION

TITLES = ("relic-runners", "historia", "ancient-world")
MIXED = ("random", "easy", "medium")
CAP = 20_000  # decisions before a game counts as unfinished (and is left out)
LEAD_SAMPLES = 8
Row = dict[str, Any]  # one judged decision (see --data)


def lead(game: AnyGame, state: State, seat: int, rng: Rng) -> float:
    """The seat's heuristic value less the others' mean, over samples of what it knew."""
    heuristic = heuristic_of(game)
    assert heuristic is not None
    determinizer = Determinizer(state, seat, rng.fork())
    total = 0.0
    for _ in range(LEAD_SAMPLES):
        values = heuristic.values(determinizer.sample(rng.fork()))
        total += values[seat] - (sum(values) - values[seat]) / (len(values) - 1)
    return total / LEAD_SAMPLES


Played = tuple[State, list[tuple[int, str]], State, list[str], list[list[int]]]


def play(game: AnyGame, players: int, seed: int) -> Played:
    """One game of mixed levels: its start, its actions, where it stopped (at its end, or cut off
    after CAP decisions), the seats' levels and each seat's decisions (as log indices)."""
    picks = Rng(derive(seed, "levels"))
    levels = [picks.choice(MIXED) for _ in range(players)]
    start = game.new({"players": players}, derive(seed, "game"))
    bots = [make_bot(level, game, seat, derive(seed, "bot", seat)) for seat, level in enumerate(levels)]
    samples = Rng(derive(seed, "samples"))
    state = start.clone()
    actions: list[tuple[int, str]] = []
    choices: list[list[int]] = [[] for _ in range(players)]  # each seat's decisions, as log indices
    while (acting := state.to_act()) and len(actions) < CAP:
        seat = acting[0]
        if len(state.legal(seat)) > 1:
            choices[seat].append(len(actions))
        action = decide(bots[seat], state, seat, samples.fork())
        actions.append((seat, action))
        state.apply(seat, action)
    return start, actions, state, levels, choices


def play_and_judge(game: AnyGame, title: str, players: int, index: int, args: argparse.Namespace) -> list[Row]:
    """One game played to its end and `args.per_seat` decisions of each seat judged: a row each."""
    seed = derive(args.seed, title, players, index)
    start, actions, state, levels, choices = play(game, players, seed)
    outcome = state.outcome()
    if outcome is None:
        return []
    standing = final_standing(outcome)
    draws = Rng(derive(seed, "draws"))
    rows = []
    for seat in range(players):
        mine = list(choices[seat])
        draws.shuffle(mine)
        steps = set(mine[:args.per_seat])
        judged = review(game, start, actions, seat, iterations=args.iterations, seed=derive(seed, "review", seat),
                        steps=steps)
        leads = {}
        replay, thinking = start.clone(), Rng(derive(seed, "lead", seat))
        for step, (actor, action) in enumerate(actions):
            if step in steps:
                leads[step] = lead(game, replay, seat, thinking)
            replay.apply(actor, action)
        rows += [{"title": title, "players": players, "game": index, "seat": seat, "level": levels[seat],
                  "step": d.step, "steps": len(actions), "value": round(d.played_value, 4),
                  "best": round(d.best_value, 4), "lead": round(leads[d.step], 3), "standing": standing[seat],
                  "won": int(outcome.winners == (seat,))} for d in judged.decisions]
    return rows


def coins(args: argparse.Namespace) -> None:
    """Relic Runners' VP coins a turn by level, over the games' seats (what its determinize draws
    another explorer's hidden coins near)."""
    game = registry.get("relic-runners")
    rates: dict[str, list[float]] = {}
    for players in (int(p) for p in args.players.split(",")):
        for index in range(args.start, args.start + args.games):
            _, _, state, levels, _ = play(game, players, derive(args.seed, "coins", players, index))
            for seat, level in enumerate(levels):
                held, turns = state.coins[seat], state.turns_played[seat]  # type: ignore[attr-defined]
                rates.setdefault(level, []).append(held / max(1, turns))
    for level, found in sorted(rates.items()):
        print(f"{level}: {len(found)} seats, VP coins a turn: mean {statistics.mean(found):.2f}, "
              f"median {statistics.median(found):.2f}, max {max(found):.2f}")


def read(names: str) -> list[Row]:
    """The judged decisions in these --data files (comma-separated)."""
    return [json.loads(line) for name in names.split(",") for line in Path(name).read_text().splitlines()]


def paired(before: Sequence[Row], after: Sequence[Row]) -> None:
    """The Brier scores of two versions of the review on the decisions both judged (same games, seats, steps)."""
    # A game's length stands in for its identity: a change that moves the bots' play (they draw
    # samples too) plays other games under the same numbers, and those are no pairs.
    def key(r: Row) -> tuple[str, int, int, int, int, int]:
        return r["title"], r["players"], r["game"], r["steps"], r["seat"], r["step"]

    earlier = {key(r): r for r in before}
    groups: dict[tuple[str, int], list[tuple[Row, Row]]] = {}
    for r in after:
        if key(r) in earlier and earlier[key(r)]["standing"] == r["standing"]:
            groups.setdefault((r["title"], r["players"]), []).append((earlier[key(r)], r))
    print("\n| title | players | games | decisions judged by both | Brier, paired | Brier, these |")
    print("|---|---:|---:|---:|---:|---:|")
    for (title, players), pairs in groups.items():
        standing = [b["standing"] for b, _ in pairs]
        then, now = [b["value"] for b, _ in pairs], [a["value"] for _, a in pairs]
        print(f"| {title} | {players} | {len({b['game'] for b, _ in pairs})} | {len(pairs)} | "
              f"{brier(then, standing):.3f} | {brier(now, standing):.3f} |")


def report(rows: Sequence[Row], svg: Path | None) -> None:
    """The Brier table and the reliability tables of `rows`, and the plot if asked."""
    groups: dict[tuple[str, int], list[Row]] = {}
    for row in rows:
        groups.setdefault((row["title"], row["players"]), []).append(row)
    print("| title | players | games | decisions | Brier | base rate 1/2 | the lead alone | as a chance to win: Brier "
          "| base rate 1/players |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for (title, players), group in groups.items():
        values = [r["value"] for r in group]
        standing = [r["standing"] for r in group]
        won = [float(r["won"]) for r in group]
        games = len({r["game"] for r in group})
        heuristic = heuristic_of(registry.get(title))
        assert heuristic is not None
        by_lead = [estimated_standing_of([r["lead"], 0.0], heuristic.scale, 0) for r in group]
        win_columns = "- | -" if players == 2 else (
            f"{brier(values, won):.3f} | {brier([1 / players] * len(won), won):.3f}")
        print(f"| {title} | {players} | {games} | {len(group)} | {brier(values, standing):.3f} | "
              f"{brier([0.5] * len(group), standing):.3f} | {brier(by_lead, standing):.3f} | {win_columns} |")
    panels = []
    for (title, players), group in groups.items():
        bins = reliability([r["value"] for r in group], [r["standing"] for r in group])
        print(f"\n{title}, {players} players: predicted value against observed standing\n")
        print("| bin | count | mean predicted | observed | 95% Wilson |")
        print("|---|---:|---:|---:|---|")
        for b in bins:
            print(f"| {b.low:.1f}-{b.high:.1f} | {b.count} | {b.predicted:.3f} | {b.observed:.3f} | "
                  f"{b.ci_low:.3f}-{b.ci_high:.3f} |")
        panels.append((f"{title}, {players}p ({len(group)})", bins))
    if svg is not None:
        svg.write_text(plot(panels), encoding="utf-8")
        print(f"\nplot written to {svg}")


def command(args: argparse.Namespace, title: str, players: int) -> str:
    """The command that plays these games again and writes this summary (from the repository's root)."""
    quick = " --quick" if args.quick else ""
    return (f"PYTHONPATH=. nice -n 15 python bench/calibration.py --titles {title} --players {players} "
            f"--games {args.games} --start {args.start} --per-seat {args.per_seat} --iterations {args.iterations} "
            f"--seed {args.seed}{quick} --summary bench/lab-reports")


def summarize(rows: Sequence[Row], args: argparse.Namespace, asked: int) -> dict[int, dict[str, Any]]:
    """Each player count's figures of one title's `rows`, as the lab page shows them."""
    groups: dict[int, list[Row]] = {}
    for row in rows:
        groups.setdefault(row["players"], []).append(row)
    made = datetime.datetime.now(datetime.UTC).isoformat(timespec="minutes")
    parts = {}
    for players, group in sorted(groups.items()):
        title = group[0]["title"]
        heuristic = heuristic_of(registry.get(title))
        assert heuristic is not None
        values, standing = [r["value"] for r in group], [r["standing"] for r in group]
        by_lead = [estimated_standing_of([r["lead"], 0.0], heuristic.scale, 0) for r in group]
        parts[players] = {
            "games": len({r["game"] for r in group}), "games_asked": asked, "decisions": len(group),
            "brier": round(brier(values, standing), 4), "base_rate": round(brier([0.5] * len(group), standing), 4),
            "lead_alone": round(brier(by_lead, standing), 4),
            "bins": [{k: round(v, 4) if isinstance(v, float) else v for k, v in vars(b).items()}
                     for b in reliability(values, standing)],
            "made": made, "command": command(args, title, players),
            "seed": args.seed, "iterations": args.iterations, "per_seat": args.per_seat, "levels": list(MIXED)}
    return parts


def write_summary(folder: Path, title: str, parts: dict[int, dict[str, Any]]) -> None:
    """`parts` into FOLDER/TITLE/calibration.json, beside the player counts already there."""
    path = folder / title / CALIBRATION
    path.parent.mkdir(parents=True, exist_ok=True)
    kept = json.loads(path.read_text(encoding="utf-8"))["players"] if path.exists() else {}
    kept.update({str(players): part for players, part in parts.items()})
    data = {"title": title, "players": dict(sorted(kept.items(), key=lambda item: int(item[0])))}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--titles", default=",".join(TITLES))
    parser.add_argument("--games", type=int, default=300, help="games per title and player count")
    parser.add_argument("--start", type=int, default=0, help="the first game's number (to split a run)")
    parser.add_argument("--players", default="2")
    parser.add_argument("--per-seat", type=int, default=5, help="decisions judged per seat and game")
    parser.add_argument("--iterations", type=int, default=ITERATIONS["hard"],
                        help="the review's search iterations a decision (the server's by default)")
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--data", type=Path, help="write every judged decision here, a JSON line each")
    parser.add_argument("--from-data", help="read judged decisions from these files instead of playing")
    parser.add_argument("--svg", type=Path, help="write the reliability plot here")
    parser.add_argument("--summary", type=Path, help="write each title's figures for the lab page into this folder")
    parser.add_argument("--paired", help="with --from-data: these files' values beside them, decision by decision")
    parser.add_argument("--quick", action="store_true", help="one game a title, a tiny budget (CI)")
    parser.add_argument("--coins", action="store_true", help="Relic Runners' VP coins a turn by level, no review")
    args = parser.parse_args()
    if args.coins:
        coins(args)
        return
    if args.quick:
        args.games, args.per_seat, args.iterations = 1, 2, 10
    if args.from_data:
        if args.summary:
            parser.error("--summary names the command that played the games: play them (not --from-data)")
        rows = read(args.from_data)
        report(rows, args.svg)
        if args.paired:
            paired(read(args.paired), rows)
        return
    rows = []
    out = args.data.open("w", encoding="utf-8") if args.data else None
    for title in args.titles.split(","):
        game = registry.get(title)
        mine: list[Row] = []
        for players in (int(p) for p in args.players.split(",")):
            started, cpu = time.perf_counter(), time.process_time()
            for index in range(args.start, args.start + args.games):
                found = play_and_judge(game, title, players, index, args)
                rows += found
                mine += found
                if out is not None:
                    out.writelines(json.dumps(row) + "\n" for row in found)
                    out.flush()
                if args.summary and mine:  # after every game: a run stopped early leaves the games it finished
                    write_summary(args.summary, title, summarize(mine, args, args.games))
            print(f"{title} {players}p: {args.games} games, {time.process_time() - cpu:.0f} CPU s, "
                  f"{time.perf_counter() - started:.0f} s", flush=True)
    if out is not None:
        out.close()
    report(rows, args.svg)


if __name__ == "__main__":
    main()
