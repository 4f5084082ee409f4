"""The opt-in compiled build: with AGORA_COMPILE=1, mypyc compiles the kernel's hot
modules and the Relic Runners rules to C extensions (same behaviour, ~3x faster).
Without it this is the plain pure-Python package: the default and the reference.

    AGORA_COMPILE=1 pip install --no-build-isolation .   # needs mypy and setuptools installed
"""

import os

from setuptools import setup

# Modules on a game's hot path; each is plain typed Python (no pydantic, no multiple
# inheritance, no cls.__new__), which is what mypyc can compile.
COMPILED = [
    "agora/core/rng.py",
    "agora/core/game.py",
    # The search and what it calls on every iteration (issue 20: ISMCTS iterations per second).
    "agora/bots/standing.py",
    "agora/bots/heuristic.py",
    "agora/bots/ismcts.py",
    "agora/games/relic_runners/board.py",
    "agora/games/relic_runners/tasks.py",
    "agora/games/relic_runners/bot.py",  # the heuristic search calls on every iteration
    "agora/games/relic_runners/encode.py",  # the RL observation, written straight from the state
    "agora/games/relic_runners/state.py",
    "agora/games/relic_runners/rules.py",
    "agora/games/relic_runners/scoring.py",
    "agora/games/relic_runners/hidden.py",
    "agora/games/relic_runners/setup.py",
]

if os.environ.get("AGORA_COMPILE") == "1":
    from mypyc.build import mypycify

    setup(ext_modules=mypycify(COMPILED, opt_level="3"))
else:
    setup()
