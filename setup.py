"""The opt-in compiled build: with AGORA_COMPILE=1, mypyc compiles the kernel's hot
modules, the bots' search and the three games' engines to C extensions (same games, 2-3x faster).
Without it this is the plain pure-Python package: the default and the reference.

    ./run --compiled                                      # into the project's .venv (docs/research.md)
    AGORA_COMPILE=1 pip install --no-build-isolation .   # elsewhere: needs mypy and setuptools>=70.1 installed
"""

import os

from setuptools import setup

# Modules on a game's hot path; each is plain typed Python (no pydantic, no multiple
# inheritance, no cls.__new__), which is what mypyc can compile.
COMPILED = [
    "agora/core/rng.py",
    "agora/core/terms.py",
    "agora/core/game.py",
    # The search and what it calls on every iteration (issue 20: ISMCTS iterations per second).
    "agora/core/standing.py",
    "agora/core/heuristic.py",
    "agora/bots/heuristic.py",
    "agora/bots/ismcts.py",
    "agora/games/relic_runners/tables.py",
    "agora/games/relic_runners/codes.py",
    "agora/games/relic_runners/bot.py",  # the heuristic search calls on every iteration
    "agora/games/relic_runners/trails.py",  # the bot's map search, on every evaluation
    "agora/games/relic_runners/encode.py",  # the RL observation, written straight from the state
    "agora/games/relic_runners/state.py",
    "agora/games/relic_runners/rules.py",
    "agora/games/relic_runners/turn.py",
    "agora/games/relic_runners/movement.py",
    "agora/games/relic_runners/exploring.py",
    "agora/games/relic_runners/expeditions.py",
    "agora/games/relic_runners/progression.py",
    "agora/games/relic_runners/toolboxes.py",
    "agora/games/relic_runners/pathways.py",
    "agora/games/relic_runners/ivory.py",
    "agora/games/relic_runners/purple.py",
    "agora/games/relic_runners/gains.py",
    "agora/games/relic_runners/scoring.py",
    "agora/games/relic_runners/hidden.py",
    "agora/games/relic_runners/setup.py",
    "agora/games/historia/bot.py",  # the heuristic search calls on every iteration
    "agora/games/historia/tables.py",
    "agora/games/historia/codes.py",
    "agora/games/historia/state.py",
    "agora/games/historia/rules.py",
    "agora/games/historia/setup.py",
    "agora/games/historia/scoring.py",
    "agora/games/historia/hidden.py",
    "agora/games/historia/action_rounds.py",
    "agora/games/historia/actions.py",
    "agora/games/historia/advisors.py",
    "agora/games/historia/civbot.py",
    "agora/games/historia/end_of_round.py",
    "agora/games/historia/events.py",
    "agora/games/historia/goals.py",
    "agora/games/historia/governance.py",
    "agora/games/historia/leaders.py",
    "agora/games/historia/progress.py",
    "agora/games/historia/war.py",
    "agora/games/historia/wonders.py",
    "agora/games/historia/encode.py",  # the RL observation, written straight from the state
    "agora/games/ancient_world/bot.py",  # the heuristic search calls on every iteration
    "agora/games/ancient_world/tables.py",
    "agora/games/ancient_world/codes.py",
    "agora/games/ancient_world/state.py",
    "agora/games/ancient_world/decks.py",
    "agora/games/ancient_world/city.py",
    "agora/games/ancient_world/turns.py",
    "agora/games/ancient_world/end_of_round.py",
    "agora/games/ancient_world/actions.py",
    "agora/games/ancient_world/attack.py",
    "agora/games/ancient_world/cards.py",
    "agora/games/ancient_world/rules.py",
    "agora/games/ancient_world/setup.py",
    "agora/games/ancient_world/scoring.py",
    "agora/games/ancient_world/hidden.py",
    "agora/games/ancient_world/encode.py",  # the RL observation, written straight from the state
]

if os.environ.get("AGORA_COMPILE") == "1":
    from mypyc.build import mypycify

    setup(ext_modules=mypycify(COMPILED, opt_level="3"))
else:
    setup()
