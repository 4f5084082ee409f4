"""OpenSpiel's own random simulation test (`pyspiel.random_sim_test`, serializing as it goes) at every player
count of every game, as tests/rl/test_openspiel.py runs it (issue 36: under a minute in all): wall and CPU
seconds and the decisions played. Relic Runners at its `round_limit` LIMIT (the tests' 60; 0 = unbounded, where
random explorers wander for thousands of decisions); every game with an encoding unless some are named.

    cd /tmp && PYTHONPATH=<checkout> <checkout>/.venv/bin/python <checkout>/bench/openspiel_sim.py [LIMIT [GAME ...]]
"""

from __future__ import annotations

import sys
from time import perf_counter, process_time

import pyspiel

from agora.core import registry
from agora.core.build import build
from agora.rl.encoding import has_encoder
from agora.rl.openspiel import AgoraSpielState, register


def players(game_name: str) -> range:
    spec = registry.get(game_name).Options.model_json_schema()["properties"]["players"]
    return range(spec.get("minimum", 2), spec.get("maximum", 2) + 1)


def main(round_limit: int, names: list[str]) -> None:
    played = 0
    apply = AgoraSpielState._apply_action

    def counted(state: AgoraSpielState, action: int) -> None:  # the decisions played, clones' included
        nonlocal played
        played += 1
        apply(state, action)

    AgoraSpielState._apply_action = counted  # type: ignore[method-assign,assignment]
    print(f"{build()} build, Relic Runners round_limit {round_limit}")
    wall_total = cpu_total = 0.0
    for name in names or sorted(g for g in registry.games() if has_encoder(g)):
        for n in players(name):
            params = {"players": n, "seeds": 1024, **({"round_limit": round_limit} if name == "relic-runners" else {})}
            game = pyspiel.load_game(register(name), params)
            played = 0
            wall, cpu = perf_counter(), process_time()
            pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
            wall, cpu = perf_counter() - wall, process_time() - cpu
            wall_total, cpu_total = wall_total + wall, cpu_total + cpu
            print(f"{name} {n}p: {played} actions applied, {wall:.2f} s wall, {cpu:.2f} s CPU")
    print(f"in all: {wall_total:.1f} s wall, {cpu_total:.1f} s CPU")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60, sys.argv[2:])
