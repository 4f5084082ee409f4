"""The compiled build plays exactly the games of the pure build (issue 20).

.ci/compiled builds Agora with mypyc (setup.py, AGORA_COMPILE=1) into a folder of its own and
names it in AGORA_COMPILED_SITE; this plays the same seeded random games of Relic Runners at
every player count there and in the pure package, and compares what happened step by step.
Without that folder (a plain ./test) it is skipped: the pure package is the reference.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

SEEDS = 40  # per player count, half of them with the explorers' abilities

# One process's games: per game a digest of every step (seat, action, the events it made),
# of a view and a determinized state mid-game, and of the final state, and the outcome.
PLAY = r"""
import hashlib, json, sys
import agora.core.game, agora.games.relic_runners.rules
from agora.bench import player_counts
from agora.core import Rng, registry

def digest(value):
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]

game = registry.get("relic-runners")
games = []
for players in player_counts(game):
    for seed in range(int(sys.argv[1])):
        options = {"players": players, "abilities": seed % 2 == 1}
        state = game.new(options, seed)
        rng = Rng(seed)
        steps, middle = [], None
        while acting := state.to_act():
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            action = rng.choice(state.legal(seat))
            events = state.apply(seat, action)
            steps.append([seat, action, [e.to_data() for e in events]])
            if len(steps) == 30:
                middle = [state.view(seat), state.determinize(seat, Rng(seed)).to_data()]
        games.append({"options": options, "seed": seed, "steps": digest(steps), "middle": digest(middle),
                      "final": digest(state.clone().to_data()), "outcome": state.outcome().to_data()})
compiled = [m.__file__.endswith(".so") for m in (agora.core.game, agora.games.relic_runners.rules)]
print(json.dumps({"compiled": compiled, "games": games}))
"""


def play(site: str | None, tmp: Path) -> dict[str, Any]:
    # Run from an empty folder so that the checkout's own agora/ is not what gets imported.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if site is not None:
        env["PYTHONPATH"] = site
    done = subprocess.run([sys.executable, "-c", PLAY, str(SEEDS)], capture_output=True, text=True, cwd=tmp,
                          env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_the_compiled_build_plays_the_same_games_as_the_pure_one(tmp_path: Path) -> None:
    site = os.environ.get("AGORA_COMPILED_SITE")
    if not site:
        pytest.skip("no compiled build: .ci/compiled builds one and runs this")
    compiled, pure = play(site, tmp_path), play(None, tmp_path)
    assert compiled["compiled"] == [True, True], "the compiled modules were not the ones imported"
    assert pure["compiled"] == [False, False]
    assert len(pure["games"]) == 4 * SEEDS
    for c, p in zip(compiled["games"], pure["games"], strict=True):
        assert c == p, f"the builds played {p['options']} seed {p['seed']} differently"
