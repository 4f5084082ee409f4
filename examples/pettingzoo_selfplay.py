"""Two learners share Agora's PettingZoo environment: each seat is its own policy, trained by REINFORCE.

    pip install -e '.[train]'
    python examples/pettingzoo_selfplay.py --games 200

A minimal multi-agent loop in plain PyTorch, to show the AEC API at work: `agent_iter()` yields the
seat to move, `last()` its observation (the encoded view and the action mask) and reward, and each
seat's policy samples only among the legal ids. At the end of each game every seat's policy takes a
policy-gradient step on its own final reward (+1 win, -1 loss). Swap in your own learners: anything
that maps an observation and a mask to an action id plugs in where `policies[agent]` is.
"""

from __future__ import annotations

import argparse

import torch
from torch import nn

from agora.rl.pettingzoo import env as agora_env

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--games", type=int, default=50, help="games to play and learn from")
parser.add_argument("--max-steps", type=int, default=None, help="cut each game off after this many decisions")
args = parser.parse_args()

torch.manual_seed(0)
env = agora_env("relic-runners", players=2, reward="win", max_steps=args.max_steps)
env.reset(seed=0)
size = env.observation_space("seat_0")["observation"].shape[0]
actions = env.action_space("seat_0").n
policies = {a: nn.Sequential(nn.Linear(size, 64), nn.ReLU(), nn.Linear(64, actions)) for a in env.possible_agents}
optimisers = {a: torch.optim.Adam(p.parameters(), lr=1e-3) for a, p in policies.items()}

wins = dict.fromkeys(env.possible_agents, 0)
for game in range(args.games):
    env.reset(seed=game)
    log_probs: dict[str, list[torch.Tensor]] = {a: [] for a in env.possible_agents}
    final = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            final[agent] = float(reward)
            env.step(None)
            continue
        logits = policies[agent](torch.from_numpy(obs["observation"]))
        logits = logits.masked_fill(torch.from_numpy(obs["action_mask"]) == 0, -1e9)
        dist = torch.distributions.Categorical(logits=logits)
        action = dist.sample()
        log_probs[agent].append(dist.log_prob(action))
        env.step(int(action))
    for agent, steps in log_probs.items():
        if steps:
            loss = -final[agent] * torch.stack(steps).sum() / len(steps)
            optimisers[agent].zero_grad()
            loss.backward()
            optimisers[agent].step()
        wins[agent] += final[agent] == 1
print(f"after {args.games} games, wins by seat: " + ", ".join(f"{a} {w}" for a, w in wins.items()))
