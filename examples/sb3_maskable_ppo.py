"""Train sb3-contrib's MaskablePPO on Agora's Gymnasium environment, then measure it against random.

    pip install -e '.[train]'    # PyTorch (CPU build), sb3-contrib, Gymnasium, PettingZoo
    python examples/sb3_maskable_ppo.py --steps 100000

One seat learns (seat 0 of Relic Runners for two), a random bot plays the other. MaskablePPO reads
the legal moves from the env's `action_masks()`, so it never tries an illegal one.
"""

from __future__ import annotations

import argparse

import numpy as np
from sb3_contrib import MaskablePPO

from agora.rl.gym import SingleAgentEnv

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--steps", type=int, default=20_000, help="learner decisions to train for")
parser.add_argument("--games", type=int, default=10, help="games to measure the policy in afterwards")
args = parser.parse_args()

env = SingleAgentEnv("relic-runners", players=2, seat=0, reward="win", illegal="raise")
model = MaskablePPO("MultiInputPolicy", env, n_steps=256, batch_size=64, seed=0, verbose=0)
model.learn(total_timesteps=args.steps)

wins = 0
for seed in range(args.games):
    obs, _ = env.reset(seed=10_000 + seed)
    done, reward = False, 0.0
    while not done:
        action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=False)
        obs, reward, terminated, truncated, _ = env.step(int(action))
        done = terminated or truncated
    wins += reward == 1
print(f"MaskablePPO after {args.steps} steps won {wins} of {args.games} games against random "
      f"({np.round(100 * wins / args.games)}%)")
