"""A training run's games spread over Ray workers (`agora train --ray ADDRESS`).

Each worker is a Ray actor holding the games of a contiguous share of the run's slots between updates
(a game spans rollouts). Once per update the driver puts the learner's weights in Ray's object store,
every worker plays its games' next `rollout` decisions with them (`agora.rl.train.Games`, the very code
an in-process run plays) and the driver joins the parts in slot order. The learner (the PPO update,
checkpoints, evaluations, the log) stays in the driver.
"""

from __future__ import annotations

import os
import socket
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from agora.core.extras import MissingExtra
from agora.rl.train import Games, Rollout, Settings, TrainError, Weights

PROBE_SECONDS = 5.0  # ray.init retries an unreachable head for minutes: a plain connection is tried first


class RayUnreachable(TrainError):
    """No Ray cluster answers at the address given."""


class Worker:
    """A Ray actor's games: a `Games` that also tells the CPU time its rollouts took."""

    def __init__(self, settings: Settings, slots: Sequence[int], session: int) -> None:
        self.games = Games(settings, slots, session)

    def play(self, weights: Weights) -> Rollout:
        started = time.process_time()
        rollout = self.games.play(weights)
        rollout.cpu_seconds = time.process_time() - started
        return rollout


def probe(address: str) -> None:
    """Refuse at once a HOST:PORT (or ray://HOST:PORT) where nothing listens."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        return  # "auto" and the like: ray.init finds the cluster, or says it found none
    try:
        socket.create_connection((host, int(port)), PROBE_SECONDS).close()
    except OSError as err:
        raise RayUnreachable(f"no Ray cluster answers at {address} ({err.strerror or err})") from None


class Spread:
    """A connection to Ray (`address` as ray.init takes it, or "local" for a Ray started in this process)
    and the workers playing a session's games; `close` ends them, and the Ray it started."""

    def __init__(self, address: str, workers: int | None = None) -> None:
        try:
            import ray  # imported here: a heavy import only Ray runs need
        except ModuleNotFoundError as err:
            raise MissingExtra("ray", err) from err
        self.ray: Any = ray
        self.actors: list[Any] = []
        if address != "local":
            probe(address)
        self.started = not ray.is_initialized()  # a Ray this process started already is used as it is
        if self.started:
            if address == "local":
                ray.init(num_cpus=workers or os.cpu_count(), include_dashboard=False, log_to_driver=False)
            else:
                try:
                    ray.init(address=address, log_to_driver=False)
                except (ConnectionError, ValueError) as err:
                    raise RayUnreachable(f"no Ray cluster at {address}: {str(err).splitlines()[0]}") from None
        cpus = int(ray.cluster_resources().get("CPU", 0))  # type: ignore[no-untyped-call]
        self.workers = workers or cpus
        if not 0 < self.workers <= cpus:
            self.close()
            raise TrainError(f"{self.workers} workers need as many CPUs; the Ray cluster at {address} has {cpus}")

    def games(self, settings: Settings, session: int) -> Spread:
        """Workers holding the session's games, each a share of the slots (at most one worker a slot)."""
        self.end_actors()
        actor = self.ray.remote(num_cpus=1)(Worker)
        shares = np.array_split(np.arange(settings.envs), min(self.workers, settings.envs))
        self.actors = [actor.remote(settings, [int(i) for i in share], session) for share in shares]
        return self

    def play(self, weights: Weights) -> Rollout:
        """A rollout of every worker's games with these weights, put in the object store once for all."""
        sent = self.ray.put(weights)
        return Rollout.join(self.ray.get([a.play.remote(sent) for a in self.actors]))

    def end_actors(self) -> None:
        for a in self.actors:
            self.ray.kill(a)
        self.actors = []

    def close(self) -> None:
        self.end_actors()
        if self.started:
            self.ray.shutdown()
