"""Agora games as PettingZoo AEC environments.

    from agora.rl.pettingzoo import env
    e = env("relic-runners", players=3)

Agents are the seats, named `seat_0`, `seat_1`, ... An observation is
`{"observation": float32 vector of the seat's view, "action_mask": int8 mask
over the game's catalogue}`; an action is a catalogue id. Rewards come once, at
the end (`reward="rank"` or `"win"`, see `agora.rl.adapter.rewards`). Where the
rules make seats choose at once, they are asked one after another (lowest seat
first) and each earlier choice stays hidden in the engine, as in its views.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray
from rich.console import Console

from agora.core.extras import MissingExtra

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ModuleNotFoundError as err:
    raise MissingExtra("rl", err) from err

from agora.core import AnyGame, Seat, State
from agora.core.i18n import SOURCE
from agora.rl.adapter import REWARD_MODES, Adapter, RewardMode, next_seat, rewards

Observation = dict[str, NDArray[Any]]


def agent_name(seat: Seat) -> str:
    """The PettingZoo agent of a seat."""
    return f"seat_{seat}"


def observation_space(adapter: Adapter) -> spaces.Dict:
    """The observation space of every seat of a game."""
    encoder = adapter.encoder
    return spaces.Dict({
        "observation": spaces.Box(encoder.low, encoder.high, (encoder.size,), np.float32),
        "action_mask": spaces.Box(0, 1, (len(adapter.catalogue),), np.int8),
    })


def ansi_text(game: AnyGame, state: State) -> str:
    """The spectator's terminal text, its Rich markup turned into ANSI colours."""
    console = Console(force_terminal=True, width=120, highlight=False)
    with console.capture() as captured:
        console.print(game.table.render(state.view(None), SOURCE))
    return captured.get()


def print_text(game: AnyGame, state: State) -> None:
    """Print the spectator's terminal text."""
    Console(highlight=False).print(game.table.render(state.view(None), SOURCE))


RENDER_MODES = ("human", "ansi")


class AgoraEnv(AECEnv):  # type: ignore[misc]
    """One Agora game as an AEC environment (see the module docstring)."""

    # On the class, as PettingZoo and Gymnasium read it; each instance adds its game's name.
    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "render_fps": 4, "is_parallelizable": False}  # noqa: RUF012

    def __init__(
        self,
        game: str | AnyGame,
        players: int = 2,
        *,
        reward: RewardMode = "rank",
        max_steps: int | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)}, not {render_mode!r}")
        if reward not in REWARD_MODES:
            raise ValueError(f"reward must be one of {', '.join(REWARD_MODES)}, not {reward!r}")
        self.adapter = Adapter(game, players, options)
        self.metadata = {**AgoraEnv.metadata, "name": f"agora_{self.adapter.game.name.replace('-', '_')}_v0"}
        self.reward_mode: RewardMode = reward
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.possible_agents = [agent_name(s) for s in range(players)]
        self._seat = {a: s for s, a in enumerate(self.possible_agents)}
        self._observation_space = observation_space(self.adapter)
        self._action_space = spaces.Discrete(len(self.adapter.catalogue))
        self.state: State = self.adapter.new(0)
        self.steps = 0
        self._mask_at: tuple[State | None, int, Seat, bytes] = (None, 0, 0, b"")

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: `seed` is the engine's seed, so `agora play --seed` plays
        the same deal; without one, the next seed of the last seeded sequence."""
        game_seed = self.adapter.seeds.next(seed)
        self.state = self.adapter.new(game_seed)
        self.steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self._select()

    def _select(self) -> None:
        seat = next_seat(self.state)
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent: str) -> Observation:
        seat = self._seat[agent]
        mask = self.adapter.mask(self.state, seat)
        # A copy kept for this position, so the step that follows checks its action without asking legal()
        # again (a copy: a learner may write into the array it was handed).
        self._mask_at = (self.state, self.steps, seat, mask.tobytes())
        return {"observation": self.adapter.observation(self.state, seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Play catalogue id `action` for the selected seat (None for a seat whose game is over)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is still playing: it needs an action id, not None")
        # Rewards come only with the outcome, after which every step is a dead one: until then each
        # seat's reward and cumulative reward stay 0, and PettingZoo's clearing and accumulating of
        # them (a loop over the agents each) would change nothing.
        seat = self._seat[agent]
        state, steps, masked, mask = self._mask_at
        known = mask if state is self.state and steps == self.steps and masked == seat else None
        self.adapter.play(self.state, seat, int(action), known)
        self.steps += 1
        outcome = self.state.outcome()
        if outcome is not None:
            for a, r in zip(self.agents, rewards(outcome, self.reward_mode), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
            self._accumulate_rewards()
        elif self.max_steps is not None and self.steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
        self._select()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The spectator's terminal text: printed (`human`) or returned with ANSI colours (`ansi`)."""
        if self.render_mode is None:
            return None
        if self.render_mode == "human":
            print_text(self.adapter.game, self.state)
            return None
        return ansi_text(self.adapter.game, self.state)

    def close(self) -> None:
        """Nothing to release: the game is in memory."""


def env(game: str | AnyGame, players: int = 2, **kwargs: Any) -> AgoraEnv:
    """The AEC environment of `game` (a name from `agora games`, or a Game)."""
    return AgoraEnv(game, players, **kwargs)
