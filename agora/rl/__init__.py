"""Agora games as research environments (see README.md beside this file).

- `agora.rl.pettingzoo.env(game, players=...)`: a PettingZoo AEC environment;
- `agora.rl.gym.SingleAgentEnv(game, players=..., seat=...)`: one seat learns,
  Agora bots play the others (Gymnasium); `register_envs()` for `gymnasium.make`;
- `agora.rl.vector.VectorEnv(game, num_envs, players=..., seat=...)`: N of those
  games in one process, batched (Gymnasium's vector API);
- `agora.rl.openspiel.register(game)`: an OpenSpiel Python game;
- `agora.rl.bench.measure_env(game, players)`: env steps/s beside the raw engine's;
  `measure_vector(game, players, envs)`: the vector env's learner steps/s.

Observations come from each game's `agora/games/<pkg>/encode.py`
(`agora.rl.encoding`): the encoding of the seat's view, written straight from
the state where the encoder can (held equal to the view's by the tests).
"""
