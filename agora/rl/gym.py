"""One seat learns, Agora bots play the others: a single-agent Gymnasium env.

    from agora.rl.gym import SingleAgentEnv
    e = SingleAgentEnv("relic-runners", players=3, seat=0)

Observations and actions are the PettingZoo env's (`agora.rl.pettingzoo`); the
other seats are played by bots that see only their own views. The reward is 0
until the end, then the learner's final reward. `action_masks()` serves
maskable learners (e.g. sb3-contrib's MaskablePPO). By default
(`illegal="lose"`) an action outside the mask ends the episode at once as a
loss: reward -1, `terminated`, `info["illegal"]`, the game left as it was.
So a learner that ignores the mask (or `action_space.sample()`, as in
Gymnasium's `check_env`) is taught the rules by its reward; `illegal="raise"`
raises IllegalAction instead, to catch a bug in a masked learner.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal, Protocol

import numpy as np
from numpy.typing import NDArray

from agora.core.extras import MissingExtra

try:
    import gymnasium
except ModuleNotFoundError as err:
    raise MissingExtra("rl", err) from err

from agora.bots.random import RandomBot
from agora.core import Action, AnyGame, IllegalAction, Rng, Seat, State, View, registry
from agora.rl.adapter import REWARD_MODES, Adapter, RewardMode, next_seat, rewards
from agora.rl.encoding import has_encoder
from agora.rl.pettingzoo import RENDER_MODES, Observation, ansi_text, observation_space, print_text


class Bot(Protocol):
    """What the opponents are: any Agora bot. One whose class sets `reads_view = False` is
    shown an empty view, so the env spares building a view it would not read."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """One of `legal`, decided from `view` alone."""
        ...


BotFactory = Callable[[int], Bot]  # a bot from a seed


class SingleAgentEnv(gymnasium.Env[Observation, np.int64]):
    """Seat `seat` is the agent; `opponents(seed)` makes a bot for every other seat."""

    # On the class: gymnasium.make reads it before building the env. Text frames need no fixed rate.
    metadata: dict[str, Any] = {"render_modes": list(RENDER_MODES), "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: str | AnyGame,
        players: int = 2,
        *,
        seat: Seat = 0,
        opponents: BotFactory = RandomBot,
        reward: RewardMode = "rank",
        illegal: Literal["lose", "raise"] = "lose",
        max_steps: int | None = None,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        if reward not in REWARD_MODES:
            raise ValueError(f"reward must be one of {', '.join(REWARD_MODES)}, not {reward!r}")
        if illegal not in ("lose", "raise"):
            raise ValueError(f"illegal must be 'lose' or 'raise', not {illegal!r}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)}, not {render_mode!r}")
        if not 0 <= seat < players:
            raise ValueError(f"seat must be in 0..{players - 1}, not {seat}")
        self.adapter = Adapter(game, players, options)
        self.seat = seat
        self.opponents = opponents
        self.reward_mode: RewardMode = reward
        self.illegal = illegal
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.observation_space = observation_space(self.adapter)  # type: ignore[assignment]
        self.action_space = gymnasium.spaces.Discrete(len(self.adapter.catalogue))
        self.state: State = self.adapter.new(0)
        self.bots: dict[Seat, Bot] = {}
        self.steps = 0
        self._mask_at: tuple[State | None, int, bytes] = (None, 0, b"")

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        """A new game (engine seed `seed`), played by the bots up to the learner's first decision."""
        self._start(seed)
        return self._observe(), {}

    def step(self, action: int | np.integer[Any]) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        """Play catalogue id `action` for the learner, then the bots until it decides again or the game ends."""
        reward, terminated, truncated, info = self._act(action)
        return self._observe(), reward, terminated, truncated, info

    def _start(self, seed: int | None) -> None:
        """`reset` but the observation (also the vector env's reset of one game)."""
        super().reset(seed=seed)
        game_seed = self.adapter.seeds.next(seed)
        self.state = self.adapter.new(game_seed)
        bot_seeds = Rng(game_seed ^ 0xB07)
        others = [s for s in range(self.adapter.players) if s != self.seat]
        self.bots = {s: self.opponents(bot_seeds.next_u64() >> 1) for s in others}
        self.steps = 0
        self._play_bots()

    def _act(self, action: int | np.integer[Any]) -> tuple[float, bool, bool, dict[str, Any]]:
        """`step` but the observation: its reward, terminated, truncated and info."""
        try:
            state, steps, mask = self._mask_at
            known = mask if state is self.state and steps == self.steps else None
            self.adapter.play(self.state, self.seat, int(action), known)
        except IllegalAction:
            if self.illegal == "raise":
                raise
            return -1.0, True, False, {"illegal": True}
        self.steps += 1
        self._play_bots()
        outcome = self.state.outcome()
        reward = rewards(outcome, self.reward_mode)[self.seat] if outcome is not None else 0.0
        truncated = outcome is None and self.max_steps is not None and self.steps >= self.max_steps
        return reward, outcome is not None, truncated, {}

    def action_masks(self) -> NDArray[np.bool_]:
        """The learner's legal actions as a boolean mask."""
        return self.adapter.mask(self.state, self.seat).astype(bool)

    def render(self) -> str | None:
        """The spectator's terminal text: returned with ANSI colours (`ansi`) or printed (`human`)."""
        if self.render_mode == "ansi":
            return ansi_text(self.adapter.game, self.state)
        if self.render_mode == "human":
            print_text(self.adapter.game, self.state)
        return None

    def _play_bots(self) -> None:
        while (seat := next_seat(self.state)) is not None and seat != self.seat:
            bot, legal = self.bots[seat], self.state.legal(seat)
            # A view costs several engine steps: a bot that declares it never reads one gets none.
            view = self.state.view(seat) if getattr(bot, "reads_view", True) else {}
            action = bot.choose(view, legal)
            if action in legal:
                self.state.advance(seat, action)
            else:  # an opponent's mistake is refused as ever (IllegalAction, the game unchanged)
                self.state.apply(seat, action)

    def _observe(
        self, observation: NDArray[np.float32] | None = None, mask: NDArray[np.int8] | None = None
    ) -> Observation:
        """The learner's observation and mask, written into the arrays given (a vector env's rows) or new ones."""
        mask = self.adapter.mask(self.state, self.seat, mask)
        # A copy kept for this position, so the step that follows checks its action without asking legal()
        # again (a copy: a learner may write into the array it was handed).
        self._mask_at = (self.state, self.steps, mask.tobytes())
        return {"observation": self.adapter.observation(self.state, self.seat, observation), "action_mask": mask}


def register_envs() -> list[str]:
    """Make `gymnasium.make("agora/<game>-v0", players=..., seat=...)` work for
    every installed game with an encoding; the ids registered."""
    ids = []
    for name in registry.games():
        if has_encoder(name):
            env_id = f"agora/{name}-v0"
            if env_id not in gymnasium.registry:
                gymnasium.register(id=env_id, entry_point="agora.rl.gym:SingleAgentEnv", kwargs={"game": name})
            ids.append(env_id)
    return ids
