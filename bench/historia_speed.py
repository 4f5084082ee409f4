"""Historia's engine speed, pure or compiled: µs per decision step by legal() + apply() and by
legal() + advance() (the trusted fast path), and clone(), medians over random games at 2 and 6 seats.

    .venv/bin/python bench/historia_speed.py [GAMES]                                   # pure
    PYTHONPATH=build/compiled-site .venv/bin/python bench/historia_speed.py [GAMES]   # after .ci/compiled
"""

from __future__ import annotations

import statistics
import sys
from time import perf_counter_ns as clock

import agora.games.historia.rules as rules
from agora.core import Rng, registry


def main(games: int) -> None:
    game = registry.get("historia")
    print("compiled:", str(rules.__file__).endswith(".so"))
    for players in (2, 6):
        step: dict[str, float] = {}
        clones: list[int] = []
        for trusted in (False, True):
            times: list[int] = []
            for g in range(games):
                rng, state, n = Rng(g), game.new({"players": players}, g), 0
                while acting := state.to_act():
                    t0 = clock()
                    seat = acting[0] if len(acting) == 1 else rng.choice(acting)
                    action = rng.choice(state.legal(seat))
                    if trusted:
                        state.advance(seat, action)
                    else:
                        state.apply(seat, action)
                    times.append(clock() - t0)
                    n += 1
                    if n % 10 == 0:
                        t1 = clock()
                        state.clone()
                        clones.append(clock() - t1)
            step["advance" if trusted else "apply"] = statistics.median(times) / 1000
        print(f"{players} players: legal+apply {step['apply']:.2f} µs, legal+advance {step['advance']:.2f} µs, "
              f"clone {statistics.median(clones) / 1000:.2f} µs")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
