"""One OpenSpiel serialization round trip of a long game (issue 36: ≤ 1 s for 2,000 actions): a random
Relic Runners game at 5 seats (random explorers wander there for thousands of decisions) played to each
length, then serialized, deserialized and asked its legal actions, which rebuilds the engine from the
actions (the seed first); then the whole-truth strings compared, as OpenSpiel's own round-trip test does.

    cd /tmp && <checkout>/.venv/bin/python <checkout>/bench/openspiel_roundtrip.py [LENGTH ...]
"""

from __future__ import annotations

import sys
from time import perf_counter

import numpy as np
import pyspiel

from agora.core.build import build
from agora.rl.openspiel import register


def main(lengths: list[int]) -> None:
    game = pyspiel.load_game(register("relic-runners"), {"players": 5})
    print(f"{build()} build")
    for length in lengths:
        state = game.new_initial_state()
        state.apply_action(3)
        rng = np.random.default_rng(3)
        while not state.is_terminal() and len(state.history()) < length:
            state.apply_action(int(rng.choice(state.legal_actions())))
        t0 = perf_counter()
        text = pyspiel.serialize_game_and_state(game, state)
        t1 = perf_counter()
        _, again = pyspiel.deserialize_game_and_state(text)
        t2 = perf_counter()
        again.legal_actions()
        t3 = perf_counter()
        assert str(again) == str(state) and again.legal_actions() == state.legal_actions()
        print(f"{len(state.history())} actions ({len(text)} bytes): serialize {t1 - t0:.3f} s, "
              f"deserialize {t2 - t1:.3f} s, first legal_actions (the replay) {t3 - t2:.3f} s, "
              f"round trip {t3 - t0:.3f} s")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [2000, 16384])
