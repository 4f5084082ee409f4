"""Random-playout fingerprints: which games a rule change moves.

For every game, player count (and a few option sets) and seed, a seeded random
chooser plays one game to its end; one JSON line per game gives its steps, final
scores and a digest of its action log. Run it before and after a change and
compare the two files: a line that differs is a game the change moved.

    .venv/bin/python bench/playouts.py --seeds 20 > before.jsonl
    .venv/bin/python bench/playouts.py --seeds 20 > after.jsonl
    .venv/bin/python bench/playouts.py --compare before.jsonl after.jsonl
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from typing import Any

from agora.core import Rng, registry
from agora.research.bench import player_counts

# Option sets beyond the defaults, where a rule only shows with an option on.
EXTRA: dict[str, list[dict[str, Any]]] = {
    "historia": [{"players": 2, "civbots": 2}, {"players": 3, "civbots": 3, "level": "king"}],
    "ancient-world": [{"players": 3, "expand_plus": True}],
    "relic-runners": [{"players": 3, "abilities": True}],
}


def playout(game_name: str, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """One random game: its steps, scores and a digest of its actions."""
    game = registry.get(game_name)
    state = game.new(options, seed)
    rng = Rng(seed)
    log = hashlib.sha256()
    steps = 0
    while acting := state.to_act():
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        action = rng.choice(state.legal(seat))
        state.apply(seat, action)
        log.update(f"{seat}:{action};".encode())
        steps += 1
    outcome = state.outcome()
    assert outcome is not None
    return {"game": game_name, "options": options, "seed": seed, "steps": steps,
            "scores": list(outcome.scores), "ranks": list(outcome.ranks), "log": log.hexdigest()[:16]}


def run(seeds: int) -> None:
    for name, game in sorted(registry.games().items()):
        sets = [{"players": p} for p in player_counts(game)] + EXTRA.get(name, [])
        for options in sets:
            for seed in range(seeds):
                print(json.dumps(playout(name, options, seed)), flush=True)


def compare(before: str, after: str) -> None:
    def load(path: str) -> dict[str, dict[str, Any]]:
        with open(path, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        return {f"{r['game']} {json.dumps(r['options'], sort_keys=True)} seed {r['seed']}": r for r in rows}

    old, new = load(before), load(after)
    moved = [key for key in old if key in new and old[key] != new[key]]
    for key in moved:
        o, n = old[key], new[key]
        print(f"{key}: steps {o['steps']} -> {n['steps']}, scores {o['scores']} -> {n['scores']}")
    print(f"{len(moved)} of {len(old)} games moved")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20, help="seeds per player count and option set")
    parser.add_argument("--compare", nargs=2, metavar=("BEFORE", "AFTER"), help="compare two runs")
    args = parser.parse_args()
    if args.compare:
        compare(*args.compare)
    else:
        run(args.seeds)


if __name__ == "__main__":
    sys.exit(main())
