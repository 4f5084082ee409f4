"""The compiled build plays exactly the games of the pure build (issue 20).

.ci/compiled installs Agora built with mypyc (setup.py, AGORA_COMPILE=1) into .venv with `./run --compiled`;
this plays the same seeded random games of every compiled game at every player count in that installed build
and in the pure package of the checkout, and compares what happened step by step. Where .venv has the pure
build (a plain ./test) it is skipped: the pure package is the reference.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from agora.core import registry
from agora.research.bench import player_counts

SEEDS = 40  # per game and player count, half of them with the game's variant below
# The compiled games: the rules module that must come from the compiled build, and the options of
# the odd seeds' variant.
GAMES: dict[str, tuple[str, dict[str, Any]]] = {
    "relic-runners": ("agora.games.relic_runners.rules", {"abilities": True}),
    "historia": ("agora.games.historia.rules", {"events": True, "governance": True, "goals": True,
                                                "advanced_draft": True}),
    "ancient-world": ("agora.games.ancient_world.rules",
                      {"expand_plus": True, "purchase_optional": False, "equal_skill_pays_fee": True}),
}

# One process's games (each also driven by the trusted `advance`, which must end in the same state):
# per game a digest of every step (seat, action, the events it made), of a view and a determinized
# state mid-game and of the final state, and the outcome.
PLAY = r"""
import hashlib, importlib, json, sys
from agora.core import Rng, registry
from agora.research.bench import player_counts

def digest(value):
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()[:16]

seeds, plan = int(sys.argv[1]), json.loads(sys.argv[2])
games = []
for name, (_, variant) in plan.items():
    game = registry.get(name)
    for players in player_counts(game):
        for seed in range(seeds):
            options = {"players": players, **(variant if seed % 2 else {})}
            state, trusted = game.new(options, seed), game.new(options, seed)
            rng = Rng(seed)
            steps, middle = [], None
            while acting := state.to_act():
                seat = acting[0] if len(acting) == 1 else rng.choice(acting)
                action = rng.choice(state.legal(seat))
                events = state.apply(seat, action)
                trusted.advance(seat, action)
                steps.append([seat, action, [e.to_data() for e in events]])
                if len(steps) == 30:
                    middle = [state.view(seat), state.determinize(seat, Rng(seed)).to_data()]
            final = state.clone().to_data()
            assert trusted.to_data() == final, f"advance and apply part in {name} {options} seed {seed}"
            games.append({"game": name, "options": options, "seed": seed, "steps": digest(steps),
                          "middle": digest(middle), "final": digest(final), "outcome": state.outcome().to_data()})
modules = ["agora.core.game", *(rules for rules, _ in plan.values())]
compiled = [importlib.import_module(m).__file__.endswith(".so") for m in modules]
print(json.dumps({"compiled": compiled, "games": games}))
"""


CHECKOUT = Path(__file__).parents[1]


def run(script: str, args: list[str], pure: bool, tmp: Path) -> dict[str, Any]:
    """What a script printed, run from an empty folder: with .venv's installed build, or with the checkout's
    pure package first on the path."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if pure:
        env["PYTHONPATH"] = str(CHECKOUT)
    done = subprocess.run([sys.executable, "-c", script, *args], capture_output=True, text=True,
                          cwd=tmp, env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout)
    return result


@pytest.fixture(scope="module", autouse=True)
def compiled_build(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Skip unless .venv has the compiled build, as its `agora --version` says (.ci/compiled, which installs
    it, sets AGORA_REQUIRE_COMPILED=1 so that a pure one fails instead)."""
    done = subprocess.run([Path(sys.executable).parent / "agora", "--version"], capture_output=True, text=True,
                          cwd=tmp_path_factory.mktemp("version"), timeout=60)
    assert done.returncode == 0, done.stderr
    if not done.stdout.strip().endswith(", compiled build"):
        assert os.environ.get("AGORA_REQUIRE_COMPILED") != "1", f"not the compiled build: {done.stdout}"
        pytest.skip("no compiled build in .venv: ./run --compiled installs one")


def test_the_compiled_build_plays_the_same_games_as_the_pure_one(tmp_path: Path) -> None:
    compiled, pure = (run(PLAY, [str(SEEDS), json.dumps(GAMES)], p, tmp_path) for p in (False, True))
    assert all(compiled["compiled"]), "the compiled modules were not the ones imported"
    assert not any(pure["compiled"])
    assert len(pure["games"]) == SEEDS * sum(len(player_counts(registry.get(name))) for name in GAMES)
    for c, p in zip(compiled["games"], pure["games"], strict=True):
        assert c == p, f"the builds played {p['game']} {p['options']} seed {p['seed']} differently"


# The search (agora/bots and the heuristic's agora/core modules, compiled too) from mid-game in every
# compiled game at its smallest and largest player counts, alone and root-parallel: the root's statistics,
# which decide the bot's choice; and there every reader's RL observation (a game's encode.py may be
# compiled too).
SEARCH = r"""
import hashlib, importlib, json, sys
from agora.bots import Budget, Determinizer, IsmctsBot, heuristic_of
from agora.core import Rng, registry
from agora.research.bench import midgame, player_counts
from agora.rl.adapter import Adapter

found = []
for name in json.loads(sys.argv[1]):
    game = registry.get(name)
    counts = player_counts(game)
    for players, workers in ((counts[0], 1), (counts[-1], 1), (counts[-1], 2)):
        state, _ = midgame(game, players, 3)
        seat = state.to_act()[0]
        bot = IsmctsBot(seat, Budget(60), 5, heuristic_of(game), workers=workers)
        root, done = bot.search(state.view(seat), state.legal(seat), Determinizer(state, seat, Rng(7)))
        found.append([name, players, workers, done, root.visits, [repr(w) for w in root.wins]])
        adapter = Adapter(game, players, {})
        for reader in [*range(players), None]:
            seen = adapter.observation(state, reader).tobytes()
            found.append([name, players, reader, hashlib.sha256(seen).hexdigest()])
compiled = importlib.import_module("agora.bots.ismcts").__file__.endswith(".so")
print(json.dumps({"compiled": compiled, "found": found}))
"""


def test_the_compiled_search_grows_the_same_trees_as_the_pure_one(tmp_path: Path) -> None:
    compiled, pure = (run(SEARCH, [json.dumps(list(GAMES))], p, tmp_path) for p in (False, True))
    assert compiled["compiled"] and not pure["compiled"]
    counts = [player_counts(registry.get(name)) for name in GAMES]
    assert len(pure["found"]) == sum(3 + (c[0] + 1) + 2 * (c[-1] + 1) for c in counts)  # searches, observations
    for c, p in zip(compiled["found"], pure["found"], strict=True):
        assert c == p, f"the builds searched {p[0]} ({p[1]} seats, {p[2]} workers) differently"
