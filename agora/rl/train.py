"""Self-play training of a learned bot: PPO with action masking on Agora's own engines (`agora train`).

Why PPO, a pool of past selves and the heuristic bots (docs/training.md argues it at more length):
PPO is on-policy, stable with one set of settings across games, and takes an action mask by setting
the illegal ids' logits to -inf, so the policy never spends probability on moves the rules forbid.
Pure self-play against the latest policy can chase its own tail (it forgets how to beat what it no
longer plays); playing also snapshots of its past selves keeps old weaknesses covered, and the
random, easy and medium bots anchor it to opponents the arena measures it against.

`envs` games are played at once (`Games`: in this process, or spread over Ray workers by
`agora.rl.spread`): in each the learner holds one seat (drawn anew each game) and every other seat is
played by one opponent drawn for the game. Observations are the RL
environments' (`agora.rl.adapter`: the encoding of the seat's view, straight from the state); the
reward comes at the end, +1 for first place down to -1 for last. The network is small (two ReLU
layers) so the package can ship it and play it in NumPy (`agora.bots.learned`).

A run directory holds `checkpoint.pt` (everything to resume: weights, optimiser, pool, counters,
random states), `policy.npz` (the playable policy, as shipped), `log.csv` (one row per update) and
`curve.png` (win rate against random and medium over training time).
"""

from __future__ import annotations

import csv
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from agora.core.extras import MissingExtra

try:
    import torch
    from torch import nn
except ModuleNotFoundError as err:
    raise MissingExtra("train", err) from err

from agora.bots import Determinizer, make_bot
from agora.bots.learned import FORMAT, Policy, catalogue_digest
from agora.core import AgoraError, AnyGame, Outcome, Rng, Seat, State, registry
from agora.research.tournament import derive
from agora.rl.adapter import Adapter, next_seat, rewards

# A game cut off unfinished (see Match.stalled): random 2-seat Relic Runners ends in about 1,700.
MAX_DECISIONS = 4000
OPPONENTS = ("self", "random", "easy", "medium")
LOG_FIELDS = ("update", "steps", "games", "seconds", "cpu_seconds", "mean_reward", "policy_loss", "value_loss",
              "entropy", "win_vs_random", "win_vs_medium", "eval_games")


class TrainError(AgoraError):
    """A run that cannot start or resume as asked."""


@dataclass
class Settings:
    """A run's settings: kept in its checkpoint, so a resumed run goes on as it began."""

    game: str
    players: int = 2
    seed: int = 0
    envs: int = 16  # games stepped at once
    rollout: int = 64  # learner decisions per game between updates
    hidden: int = 256
    lr: float = 3e-4
    gamma: float = 0.997  # rewards come only at the end of games of a few hundred decisions
    lam: float = 0.95
    clip: float = 0.2
    epochs: int = 4
    minibatch: int = 512
    entropy: float = 0.01
    value: float = 0.5
    # The share of games against each kind of opponent, in OPPONENTS' order.
    mix: tuple[float, ...] = (0.6, 0.3, 0.0, 0.1)
    pool_every: int = 10  # updates between snapshots into the pool of past selves
    pool_size: int = 8
    eval_every: int = 8  # updates between evaluations against random and medium
    eval_games: int = 10  # per opponent, seats alternating
    max_decisions: int = MAX_DECISIONS  # a game still going after these many decisions is cut off as lost
    # The warm start: a bot level whose play the network copies before self-play ("" for none), from
    # this many games of that level against itself, over this many passes.
    imitate: str = ""
    imitate_games: int = 200
    imitate_epochs: int = 8
    margin: float = 0.0  # the score margin's weight in the final reward (final_reward)
    temperature: float = 1.0  # the playing policy's (Policy.sample): what the evaluations and the file use
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Settings:
        known = {f.name for f in fields(cls)}
        given: dict[str, Any] = {k: (tuple(v) if k == "mix" else v) for k, v in data.items() if k in known}
        return cls(**given)


class Network(nn.Module):
    """A shared two-layer ReLU trunk, a policy head (one logit per catalogue id) and a value head."""

    def __init__(self, size: int, actions: int, hidden: int) -> None:
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(size, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.policy = nn.Linear(hidden, actions)
        self.value = nn.Linear(hidden, 1)
        nn.init.orthogonal_(self.policy.weight, 0.01)  # near-uniform over legal moves at first
        nn.init.zeros_(self.policy.bias)

    def forward(self, obs: torch.Tensor, mask: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        h = self.trunk(obs)
        logits = self.policy(h).masked_fill(~mask, -1e9)
        return logits, self.value(h).squeeze(-1)

    def export(self, header: dict[str, Any]) -> Policy:
        """The policy alone as NumPy layers (what the learned bot plays)."""
        linears = [m for m in self.trunk if isinstance(m, nn.Linear)] + [self.policy]
        layers = [(m.weight.detach().numpy().T.copy(), m.bias.detach().numpy().copy()) for m in linears]
        return Policy(layers, header)


def round_trip(policy: Policy) -> Policy:
    """The policy as its file holds it (float16 weights), so training plays and measures what ships."""
    return Policy([(w.astype(np.float16).astype(np.float32), b.astype(np.float16).astype(np.float32))
                   for w, b in policy.layers], policy.header)


class Opponent:
    """Plays one seat of a training or evaluation game: a bot level, or a policy in NumPy."""

    def __init__(self, kind: str, game: AnyGame, seat: Seat, seed: int, policy: Policy | None) -> None:
        self.kind = kind
        self.seat = seat
        self.policy = policy
        self.rng = Rng(seed)
        self.bot = None if policy is not None else make_bot(kind, game, seat, seed)

    def act(self, adapter: Adapter, state: State) -> None:
        seat = self.seat
        if self.policy is not None:  # from the seat's encoded view, as the learned bot plays
            mask = adapter.mask(state, seat)
            adapter.play(state, seat, self.policy.sample(adapter.observation(state, seat), mask, self.rng),
                         mask.tobytes())
            return
        state.advance(seat, self.bot_choice(state))

    def bot_choice(self, state: State) -> str:
        """The bot's action (its code) from the seat's view, as the web and the arena ask it."""
        assert self.bot is not None
        seat = self.seat
        legal = state.legal(seat)
        reads = getattr(self.bot, "reads_view", True)
        view = state.view(seat) if reads else {}
        determinizer = Determinizer(state, seat, self.rng) if reads else None
        return self.bot.choose(view, legal, determinizer)


class Match:
    """One game in progress: the learner's seat and the opponents of the others."""

    def __init__(self, adapter: Adapter, seed: int, seat: Seat, opponents: dict[Seat, Opponent],
                 cap: int = MAX_DECISIONS, margin: float = 0.0) -> None:
        self.adapter = adapter
        self.margin = margin
        self.state = adapter.new(seed)
        self.seat = seat
        self.opponents = opponents
        self.cap = cap
        self.decisions = 0
        self.advance()

    def play(self, action: int, mask: bytes) -> None:
        """The learner's action, then the opponents' until it decides again or the game ends."""
        self.adapter.play(self.state, self.seat, action, mask)
        self.decisions += 1
        self.advance()

    def advance(self) -> None:
        """Let the opponents play until the learner decides or the game ends (or stalls: `stalled`)."""
        while (seat := next_seat(self.state)) is not None and seat != self.seat and not self.stalled():
            self.opponents[seat].act(self.adapter, self.state)
            self.decisions += 1

    def stalled(self) -> bool:
        """Still going after `cap` decisions: greedy policies can walk in circles for ever (Relic Runners
        has no turn limit), so such a game is cut off and counts as lost for the learner."""
        return self.decisions >= self.cap

    def reward(self) -> float | None:
        """The learner's final reward (-1 for a stalled game), None while the game goes on."""
        outcome = self.state.outcome()
        if outcome is None:
            return -1.0 if self.stalled() else None
        return final_reward(outcome, self.seat, self.margin)


def final_reward(outcome: Outcome, seat: Seat, margin: float) -> float:
    """A seat's reward at the end: its rank's (+1 for first down to -1 for last), blended with weight
    `margin` with its score less the best other seat's, over the larger of the two in size. A game lost
    by less is then worth more: while a learner never beats an opponent, that is its only signal."""
    rank = rewards(outcome, "rank")[seat]
    if not margin:
        return rank
    mine = outcome.scores[seat]
    best = max(score for other, score in enumerate(outcome.scores) if other != seat)
    return (1 - margin) * rank + margin * (mine - best) / max(abs(mine), abs(best), 1)


@dataclass
class Weights:
    """What the games of a rollout are sent once per update: the learner's policy (its layers at full
    precision, the last one the policy head) and value head, and the pool of past selves (None when
    it is the one sent last, so a worker across the network is not sent it again)."""

    policy: Policy
    value: tuple[NDArray[np.float32], NDArray[np.float32]]
    pool: list[Policy] | None


@dataclass
class Rollout:
    """`rollout` learner decisions in each of some games, arrays indexed [decision, game] (`values` has
    one more row: each game's value after the last decision)."""

    obs: NDArray[np.float32]
    masks: NDArray[np.int8]
    acts: NDArray[np.int64]
    logps: NDArray[np.float32]
    values: NDArray[np.float32]
    rewards: NDArray[np.float32]
    dones: NDArray[np.float32]
    cpu_seconds: float = 0.0  # the CPU time of other processes (Ray workers): the driver's own clock counts its own

    @staticmethod
    def join(parts: Sequence[Rollout]) -> Rollout:
        """The parts side by side, in the order of their games."""
        arrays = {f.name: np.concatenate([getattr(r, f.name) for r in parts], axis=1)
                  for f in fields(Rollout) if f.name != "cpu_seconds"}
        return Rollout(**arrays, cpu_seconds=sum(r.cpu_seconds for r in parts))


class Plays(Protocol):
    """What plays the rollouts of a session's games: `Games` in this process, or `agora.rl.spread.Spread`'s Ray
    workers (a protocol, so that this module need not import that one, which imports it)."""

    def play(self, weights: Weights) -> Rollout: ...


class Spreads(Protocol):
    """Where a session's games are played apart from this process (`agora.rl.spread.Spread`)."""

    def games(self, settings: Settings, session: int) -> Plays: ...


class Games:
    """The games of some of a run's `envs` slots (`slots`: their indices), played a rollout at a time by
    the policy they are sent: the rollout's worker code, run in process or by a Ray worker alike.

    Each slot draws its games, their opponents and the learner's moves from its own stream, seeded by
    the run's seed, the update the session began at and the slot's index, and the learner's network is
    run on one game at a time (in NumPy): a matrix product over a batch of games may round differently
    from one over a single game. So a rollout does not depend on which process plays which slots: a run
    is the same in process and over any number of Ray workers (on CPUs whose NumPy kernels round alike)."""

    def __init__(self, settings: Settings, slots: Sequence[int], session: int) -> None:
        self.settings = settings
        self.game: AnyGame = registry.get(settings.game)
        self.adapter = Adapter(self.game, settings.players, settings.options)
        self.rngs = [np.random.default_rng(derive(settings.seed, "games", session, slot)) for slot in slots]
        self.weights: Weights | None = None
        self.pool: list[Policy] = []
        self.latest: Policy | None = None  # the learner's policy as shipped, for the games against itself
        self.matches: list[Match] = []  # drawn at the first rollout, when there is a policy to play

    def match(self, slot: int) -> Match:
        """A new game for the slot (`slot`: its place in `slots`), its opponents drawn by the mix."""
        s, rng = self.settings, self.rngs[slot]
        kind = OPPONENTS[int(rng.choice(len(OPPONENTS), p=np.asarray(s.mix) / sum(s.mix)))]
        seat = int(rng.integers(s.players))
        opponents: dict[Seat, Opponent] = {}
        for other in range(s.players):
            if other == seat:
                continue
            policy = None
            if kind == "self":  # the latest policy, or a past self from the pool
                choice = int(rng.integers(len(self.pool) + 1))
                policy = self.pool[choice] if choice < len(self.pool) else self.latest
            opponents[other] = Opponent(kind, self.game, other, int(rng.integers(1 << 62)), policy)
        match = Match(self.adapter, int(rng.integers(1 << 62)), seat, opponents, s.max_decisions, s.margin)
        return match if match.reward() is None else self.match(slot)  # a game the learner never decides in

    def play(self, weights: Weights) -> Rollout:
        """`rollout` learner decisions in each game, a finished game replaced at once by a new one."""
        s = self.settings
        self.weights = weights
        self.latest = round_trip(weights.policy)
        if weights.pool is not None:
            self.pool = weights.pool
        if not self.matches:
            self.matches = [self.match(i) for i in range(len(self.rngs))]
        n, size, actions = len(self.matches), self.adapter.encoder.size, len(self.adapter.catalogue)
        r = Rollout(np.zeros((s.rollout, n, size), np.float32), np.zeros((s.rollout, n, actions), np.int8),
                    np.zeros((s.rollout, n), np.int64), np.zeros((s.rollout, n), np.float32),
                    np.zeros((s.rollout + 1, n), np.float32), np.zeros((s.rollout, n), np.float32),
                    np.zeros((s.rollout, n), np.float32))
        for t in range(s.rollout):
            for i, m in enumerate(self.matches):
                obs = self.adapter.observation(m.state, m.seat, r.obs[t, i])
                mask = self.adapter.mask(m.state, m.seat, r.masks[t, i])
                r.acts[t, i], r.logps[t, i], r.values[t, i] = self.decide(obs, mask, self.rngs[i])
                m.play(int(r.acts[t, i]), mask.tobytes())
                if (reward := m.reward()) is not None:
                    r.rewards[t, i], r.dones[t, i] = reward, 1.0
                    self.matches[i] = self.match(i)
        for i, m in enumerate(self.matches):
            r.values[s.rollout, i] = self.value(self.trunk(self.adapter.observation(m.state, m.seat)))
        return r

    def trunk(self, obs: NDArray[np.float32]) -> NDArray[np.float32]:
        """The network's hidden layers on one observation, at the float32 precision PyTorch trains in."""
        assert self.weights is not None
        x = obs
        for w, b in self.weights.policy.layers[:-1]:
            x = np.maximum(x @ w + b, 0.0)
        return x

    def value(self, x: NDArray[np.float32]) -> float:
        """The value head on the trunk's output."""
        assert self.weights is not None
        w, b = self.weights.value
        return float((x @ w + b)[0])

    def decide(self, obs: NDArray[np.float32], mask: NDArray[np.int8],
               rng: np.random.Generator) -> tuple[int, float, float]:
        """The learner's move drawn by `rng` from its softmax over the legal ids, its log-probability and
        the value of the position."""
        assert self.weights is not None
        x = self.trunk(obs)
        w, b = self.weights.policy.layers[-1]
        legal = np.flatnonzero(mask)
        scores = (x @ w + b)[legal].astype(np.float64)
        scores -= scores.max()
        log_p = scores - np.log(np.exp(scores).sum())
        cumulative = np.cumsum(np.exp(log_p))
        pick = min(int(np.searchsorted(cumulative, rng.random() * cumulative[-1], side="right")), len(legal) - 1)
        return int(legal[pick]), float(log_p[pick]), self.value(x)


@dataclass
class Update:
    """What one update reports (a row of log.csv)."""

    update: int
    steps: int
    games: int
    seconds: float
    cpu_seconds: float
    mean_reward: float
    policy_loss: float
    value_loss: float
    entropy: float
    win_vs_random: float | None = None
    win_vs_medium: float | None = None
    eval_games: int = 0


class Trainer:
    """A run: new (`Trainer(settings, directory)`) or resumed (`Trainer.resume(directory)`)."""

    def __init__(self, settings: Settings, directory: Path) -> None:
        if len(settings.mix) != len(OPPONENTS) or min(settings.mix) < 0 or sum(settings.mix) <= 0:
            raise TrainError(f"the opponent mix is {len(OPPONENTS)} shares ({', '.join(OPPONENTS)}), "
                             f"not {settings.mix}")
        if not settings.temperature > 0:
            raise TrainError(f"the temperature is a number above 0, not {settings.temperature}")
        if settings.imitate and settings.imitate not in OPPONENTS[1:]:
            raise TrainError(f"the level to imitate is one of {', '.join(OPPONENTS[1:])}, not {settings.imitate!r}")
        self.settings = settings
        self.directory = directory
        self.game: AnyGame = registry.get(settings.game)  # UnknownGame names the games there are
        self.adapter = Adapter(self.game, settings.players, settings.options)
        torch.manual_seed(settings.seed)
        torch.set_num_threads(1)  # one process, one core: small matrices gain nothing from threads
        self.rng = np.random.default_rng(settings.seed)
        self.net = Network(self.adapter.encoder.size, len(self.adapter.catalogue), settings.hidden)
        self.optimiser = torch.optim.Adam(self.net.parameters(), lr=settings.lr, eps=1e-5)
        self.header = {"format": FORMAT, "game": settings.game, "players": settings.players,
                       "size": self.adapter.encoder.size, "catalogue": catalogue_digest(self.adapter.catalogue),
                       "layers": 3, "steps": 0, "temperature": settings.temperature}
        self.pool: list[Policy] = []
        self.imitated = False
        self.update = self.steps = self.games = 0
        self.seconds = self.cpu_seconds = 0.0

    @classmethod
    def resume(cls, directory: Path, **changes: Any) -> Trainer:
        """The run saved in `directory`, from its last checkpoint, with the settings in `changes` (those
        not None) changed from here on: the opponents' `mix`, the `margin`, the `temperature`... Changed,
        they are saved at once, and the policy file written again (its temperature is in its header)."""
        path = directory / "checkpoint.pt"
        if not path.exists():
            raise TrainError(f"nothing to resume: no checkpoint at {path}")
        saved = torch.load(path, weights_only=False)
        settings = Settings.from_data(saved["settings"])
        changed = replace(settings, **{k: v for k, v in changes.items() if v is not None})
        trainer = cls(changed, directory)
        trainer.net.load_state_dict(saved["network"])
        trainer.optimiser.load_state_dict(saved["optimiser"])
        trainer.pool = [Policy([(w, b) for w, b in layers], trainer.header) for layers in saved["pool"]]
        trainer.update, trainer.steps, trainer.games = saved["update"], saved["steps"], saved["games"]
        trainer.imitated = saved.get("imitated", False)
        trainer.seconds, trainer.cpu_seconds = saved["seconds"], saved["cpu_seconds"]
        trainer.rng.bit_generator.state = saved["rng"]
        log = directory / "log.csv"
        if log.exists():  # rows logged after the checkpoint are played again: keep the log as the run resumes
            rows = [r for r in read_log(log) if int(r["update"]) <= trainer.update]
            with log.open("w", newline="") as f:
                writer = csv.DictWriter(f, LOG_FIELDS)
                writer.writeheader()
                writer.writerows(rows)
        if trainer.settings != settings:
            trainer.save()
        return trainer

    def save(self) -> None:
        """The checkpoint (to resume) and the playable policy, each written whole before it replaces the last."""
        self.directory.mkdir(parents=True, exist_ok=True)
        saved = {"settings": asdict(self.settings), "network": self.net.state_dict(),
                 "optimiser": self.optimiser.state_dict(), "pool": [p.layers for p in self.pool],
                 "imitated": self.imitated,
                 "update": self.update, "steps": self.steps, "games": self.games, "seconds": self.seconds,
                 "cpu_seconds": self.cpu_seconds, "rng": self.rng.bit_generator.state}
        part = self.directory / "checkpoint.pt.part"
        torch.save(saved, part)
        part.replace(self.directory / "checkpoint.pt")
        self.policy().save(self.directory / "policy.part.npz")
        (self.directory / "policy.part.npz").replace(self.directory / "policy.npz")

    def policy(self) -> Policy:
        """The current policy as shipped."""
        return round_trip(self.net.export({**self.header, "steps": self.steps}))

    # --- playing ---------------------------------------------------------------------------------------

    def _seed(self) -> int:
        return int(self.rng.integers(1 << 62))

    def train(self, steps: int, minutes: float | None = None,
              report: Callable[[Update], None] = lambda u: None, spread: Spreads | None = None) -> None:
        """Train until `steps` learner decisions in all (counting those of earlier sessions) or for
        `minutes` of this session, whichever comes first; checkpoint and log after each evaluation
        and at the end. The games are played in this process, or by `spread`'s Ray workers: the same
        run either way (`Games`)."""
        s = self.settings
        games: Plays = Games(s, range(s.envs), self.update) if spread is None else spread.games(s, self.update)
        self.directory.mkdir(parents=True, exist_ok=True)
        log = self.directory / "log.csv"
        if not log.exists():
            with log.open("w", newline="") as f:
                csv.writer(f).writerow(LOG_FIELDS)
        if s.imitate and not self.imitated:
            row = self._imitate()
            append(log, row)
            report(row)
        started, cpu_started = time.monotonic(), time.process_time()
        base_seconds, base_cpu = self.seconds, self.cpu_seconds
        elsewhere = 0.0  # the workers' CPU time
        sent: list[Policy] | None = None
        while self.steps < steps and (minutes is None or time.monotonic() - started < 60 * minutes):
            value = (self.net.value.weight.detach().numpy().T.copy(), self.net.value.bias.detach().numpy().copy())
            r = games.play(Weights(self.net.export(self.header), value, None if sent is self.pool else self.pool))
            sent = self.pool
            losses = self._learn(r.obs, r.masks, r.acts, r.logps, r.values, r.rewards, r.dones)
            finished = r.rewards[r.dones == 1]  # the ended games' final rewards
            elsewhere += r.cpu_seconds
            self.update += 1
            self.steps += s.rollout * s.envs
            self.games += len(finished)
            self.seconds = base_seconds + time.monotonic() - started
            self.cpu_seconds = base_cpu + time.process_time() - cpu_started + elsewhere
            row = Update(self.update, self.steps, self.games, round(self.seconds, 1), round(self.cpu_seconds, 1),
                         float(np.mean(finished)) if len(finished) else math.nan, *losses)
            if self.update % s.pool_every == 0:
                self.pool = [*self.pool, self.policy()][-s.pool_size:]
            last = self.steps >= steps or (minutes is not None and time.monotonic() - started >= 60 * minutes)
            if self.update % s.eval_every == 0 or last:
                policy = self.policy()
                row.win_vs_random = evaluate(self.game, s.players, policy, "random", s.eval_games, self.update,
                                             s.max_decisions)
                row.win_vs_medium = evaluate(self.game, s.players, policy, "medium", s.eval_games, self.update,
                                             s.max_decisions)
                row.eval_games = s.eval_games
                self.save()
            append(log, row)
            report(row)

    def _imitate(self) -> Update:
        """The warm start: fit the policy to the `imitate` level's choices (cross-entropy) and the value to
        each chooser's final reward, over `imitate_games` games of that level against itself; then evaluate
        and checkpoint. Self-play then starts from play worth copying rather than from random moves, which
        in games of hundreds of decisions with one reward at the end rarely find a win to learn from."""
        s = self.settings
        started, cpu_started = time.monotonic(), time.process_time()
        demo = demonstrations(self.adapter, s.imitate, s.imitate_games, self._seed(), s.max_decisions, s.margin)
        if len(demo.actions) == 0:
            raise TrainError(f"no game of {s.imitate} against itself ended within {s.max_decisions} decisions")
        pl, vl, en = self.fit(demo)
        self.imitated = True
        self.games += demo.games
        self.seconds += time.monotonic() - started
        self.cpu_seconds += time.process_time() - cpu_started
        policy = self.policy()
        row = Update(self.update, self.steps, self.games, round(self.seconds, 1), round(self.cpu_seconds, 1),
                     math.nan, float(pl), float(vl), float(en),
                     evaluate(self.game, s.players, policy, "random", s.eval_games, self.update, s.max_decisions),
                     evaluate(self.game, s.players, policy, "medium", s.eval_games, self.update, s.max_decisions),
                     s.eval_games)
        self.save()
        return row

    def fit(self, demo: Demonstrations) -> tuple[float, float, float]:
        """Fit the policy to the demonstrated choices (cross-entropy) and the value to the choosers' final
        rewards, `imitate_epochs` passes; the last pass's mean policy loss, value loss and entropy."""
        s = self.settings
        n = len(demo.actions)
        obs, masks = torch.from_numpy(demo.observations), torch.from_numpy(demo.masks).bool()
        acts, targets = torch.from_numpy(demo.actions), torch.from_numpy(demo.rewards)
        totals = np.zeros(3)
        batches = 0
        for _ in range(s.imitate_epochs):
            order = torch.from_numpy(self.rng.permutation(n))
            totals[:] = batches = 0
            for start in range(0, n, s.minibatch):
                idx = order[start:start + s.minibatch]
                logits, value = self.net(obs[idx], masks[idx])
                log_p = torch.log_softmax(logits, -1)
                policy_loss = -log_p.gather(-1, acts[idx].unsqueeze(-1)).mean()
                value_loss = ((value - targets[idx]) ** 2).mean()
                self._descend(policy_loss + s.value * value_loss)
                totals += (policy_loss.item(), value_loss.item(), -(log_p.exp() * log_p).sum(-1).mean().item())
                batches += 1
        pl, vl, en = totals / batches
        return float(pl), float(vl), float(en)

    def _descend(self, loss: torch.Tensor) -> None:
        """One optimiser step down `loss`, the gradient's norm clipped at 0.5 (imitation and PPO alike)."""
        self.optimiser.zero_grad()
        torch.autograd.backward(loss)
        nn.utils.clip_grad_norm_(self.net.parameters(), 0.5)
        self.optimiser.step()

    def _learn(self, obs: NDArray[np.float32], masks: NDArray[np.int8], acts: NDArray[np.int64],
               logps: NDArray[np.float32], values: NDArray[np.float32], rewards_: NDArray[np.float32],
               dones: NDArray[np.float32]) -> tuple[float, float, float]:
        """PPO's clipped update on one rollout, advantages by GAE; the mean policy loss, value loss, entropy."""
        s = self.settings
        advantages = np.zeros_like(rewards_)
        running = np.zeros(s.envs, np.float32)
        for t in reversed(range(s.rollout)):
            alive = 1.0 - dones[t]
            delta = rewards_[t] + s.gamma * values[t + 1] * alive - values[t]
            running = delta + s.gamma * s.lam * alive * running
            advantages[t] = running
        returns = advantages + values[:-1]
        n = s.rollout * s.envs
        b_obs = torch.from_numpy(obs.reshape(n, -1))
        b_mask = torch.from_numpy(masks.reshape(n, -1)).bool()
        b_acts, b_logps = torch.from_numpy(acts.reshape(n)), torch.from_numpy(logps.reshape(n))
        b_adv, b_ret = torch.from_numpy(advantages.reshape(n)), torch.from_numpy(returns.reshape(n))
        totals = np.zeros(3)
        batches = 0
        for _ in range(s.epochs):
            order = torch.from_numpy(self.rng.permutation(n))
            for start in range(0, n, s.minibatch):
                idx = order[start:start + s.minibatch]
                logits, value = self.net(b_obs[idx], b_mask[idx])
                log_p = torch.log_softmax(logits, -1)
                # Not normalised: while no game of the rollout has ended, advantages are the value's noise,
                # which normalising would blow up into full-sized steps; rewards are in [-1, 1] already.
                adv = b_adv[idx]
                ratio = torch.exp(log_p.gather(-1, b_acts[idx].unsqueeze(-1)).squeeze(-1) - b_logps[idx])
                policy_loss = -torch.min(ratio * adv, torch.clamp(ratio, 1 - s.clip, 1 + s.clip) * adv).mean()
                value_loss = ((value - b_ret[idx]) ** 2).mean()
                # Over the legal moves only: a masked id's probability is 0 and its log-probability finite.
                entropy = -(log_p.exp() * log_p).sum(-1).mean()
                self._descend(policy_loss + s.value * value_loss - s.entropy * entropy)
                totals += (policy_loss.item(), value_loss.item(), entropy.item())
                batches += 1
        pl, vl, en = totals / batches
        return float(pl), float(vl), float(en)


@dataclass
class Demonstrations:
    """A bot level's decisions: each one's observation of the deciding seat, its mask, the catalogue id
    chosen and that seat's final reward; from `games` finished games."""

    observations: NDArray[np.float32]
    masks: NDArray[np.int8]
    actions: NDArray[np.int64]
    rewards: NDArray[np.float32]
    games: int


def demonstrations(adapter: Adapter, level: str, games: int, seed: int, cap: int = MAX_DECISIONS,
                   margin: float = 0.0) -> Demonstrations:
    """Record `games` games of `level` in every seat (seeds drawn from `seed`), rewards by `final_reward`;
    a game still going after `cap` decisions is left out, as it teaches no ending."""
    observations: list[NDArray[np.float32]] = []
    masks: list[NDArray[np.int8]] = []
    actions: list[int] = []
    rewards_: list[float] = []
    finished = 0
    seeds = Rng(seed)
    for _ in range(games):
        state = adapter.new(seeds.next_u64() >> 1)
        bots = {seat: Opponent(level, adapter.game, seat, seeds.next_u64() >> 1, None)
                for seat in range(adapter.players)}
        seen: list[tuple[NDArray[np.float32], NDArray[np.int8], int, Seat]] = []
        while (seat := next_seat(state)) is not None and len(seen) < cap:
            observation, mask = adapter.observation(state, seat).copy(), adapter.mask(state, seat).copy()
            code = bots[seat].bot_choice(state)
            state.advance(seat, code)
            seen.append((observation, mask, adapter.catalogue.id(code), seat))
        outcome = state.outcome()
        if outcome is None:
            continue
        finished += 1
        for observation, mask, action, seat in seen:
            observations.append(observation)
            masks.append(mask)
            actions.append(action)
            rewards_.append(final_reward(outcome, seat, margin))
    size, width = adapter.encoder.size, len(adapter.catalogue)
    return Demonstrations(np.array(observations, np.float32).reshape(-1, size),
                          np.array(masks, np.int8).reshape(-1, width), np.array(actions, np.int64),
                          np.array(rewards_, np.float32), finished)


def append(log: Path, row: Update) -> None:
    """One row of log.csv (empty cells where a row has no evaluation)."""
    with log.open("a", newline="") as f:
        csv.writer(f).writerow(["" if v is None else v for v in asdict(row).values()])


def evaluate(game: AnyGame, players: int, policy: Policy, level: str, games: int, seed: int,
             cap: int = MAX_DECISIONS) -> float:
    """The policy's share of games won (a tie for first counts half) against `level` in every other seat,
    the learner's seat rotating; each game's seed from `seed`, so every evaluation of a run differs."""
    adapter = Adapter(game, players, {})
    score = 0.0
    for g in range(games):
        seat = g % players
        seeds = Rng(seed * 1_000_003 + g)
        opponents = {o: Opponent(level, game, o, seeds.next_u64() >> 1, None) for o in range(players) if o != seat}
        opponents[seat] = Opponent("learned", game, seat, seeds.next_u64() >> 1, policy)
        match = Match(adapter, seeds.next_u64() >> 1, -1, opponents, cap)  # no seat is left to a learner
        outcome = match.state.outcome()
        if outcome is None:  # stalled: not a win
            continue
        firsts = outcome.ranks.count(1)
        score += (1.0 / firsts) if outcome.ranks[seat] == 1 else 0.0
    return score / games


def plot(directory: Path, out: Path | None = None) -> Path:
    """Draw a run's learning curve from its log.csv: win rate against random and medium over training time."""
    from agora.core.extras import MissingExtra as Missing

    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ModuleNotFoundError as err:
        raise Missing("lab", err) from err
    rows = read_log(directory / "log.csv")
    evals = [r for r in rows if r["win_vs_random"] != ""]
    if not evals:
        raise TrainError(f"{directory / 'log.csv'} has no evaluation yet")
    minutes = [float(r["seconds"]) / 60 for r in evals]
    fig, ax = plt.subplots(figsize=(7, 4))
    for column, label in (("win_vs_random", "against random"), ("win_vs_medium", "against medium")):
        ax.plot(minutes, [100 * float(r[column]) for r in evals], marker="o", markersize=3, label=label)
    last = rows[-1]
    ax.set(xlabel="training time (minutes, wall clock)",
           ylabel=f"win rate, % ({evals[-1]['eval_games']} games each point)", ylim=(0, 100),
           title=f"{directory.name}: {int(last['steps']):,} learner steps, "
                 f"{float(last['cpu_seconds']) / 60:.1f} min of CPU")
    ax.axhline(50, color="grey", linewidth=0.5)
    ax.grid(alpha=0.3)
    ax.legend()
    out = out or directory / "curve.png"
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return out


def read_log(path: Path) -> list[dict[str, str]]:
    with path.open(newline="") as f:
        return list(csv.DictReader(f))


def parse_mix(text: str) -> tuple[float, ...]:
    """`self=0.5,random=0.15,...` as shares in OPPONENTS' order (kinds left out get 0)."""
    shares = dict.fromkeys(OPPONENTS, 0.0)
    for part in text.split(","):
        name, _, value = part.partition("=")
        if name.strip() not in shares:
            raise TrainError(f"opponent kinds are {', '.join(OPPONENTS)}; not {name.strip()!r}")
        try:
            shares[name.strip()] = float(value)
        except ValueError:
            raise TrainError(f"a share is a number, as in self=0.5; not {part!r}") from None
    return tuple(shares[k] for k in OPPONENTS)


__all__: Sequence[str] = ("OPPONENTS", "Settings", "TrainError", "Trainer", "evaluate", "parse_mix", "plot")
