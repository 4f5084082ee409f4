"""Playing many bot games: one game as a pure function of its seeds, and the
backends that run them (in process, a local process pool, Ray).

Every game derives its own seeds from the tournament seed and its index, and
bots think by iteration budgets, so a game's result is the same whichever
process, machine or backend plays it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from agora.bots import make_bot
from agora.bots.boundary import Bot, decide
from agora.core import AnyGame, Event, Rng, State
from agora.core.extras import MissingExtra


def derive(seed: int, *parts: object) -> int:
    """A 64-bit seed from a tournament seed and labels, equal on every machine."""
    text = ":".join(str(p) for p in (seed, *parts))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


@dataclass(frozen=True)
class Tournament:
    """What to play: `entrants` are bot levels, one per seat, rotated game by game."""

    game: AnyGame
    options: dict[str, Any]
    entrants: tuple[str, ...]
    games: int
    seed: int

    @property
    def players(self) -> int:
        return len(self.entrants)

    def seating(self, index: int) -> tuple[int, ...]:
        """The entrant in each seat of game `index`: the lineup turned by one each game."""
        n = self.players
        return tuple((seat + index) % n for seat in range(n))


@dataclass(frozen=True)
class GameResult:
    """One finished game: who sat where, the scores and ranks by seat."""

    index: int
    seating: tuple[int, ...]
    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    decisions: int

    def to_data(self) -> dict[str, Any]:
        return {"index": self.index, "seating": list(self.seating), "scores": list(self.scores),
                "ranks": list(self.ranks), "decisions": self.decisions}


@dataclass
class Table:
    """Game `index` of a tournament laid out: its state, a bot a seat and the samples' seed."""

    seating: tuple[int, ...]
    state: State
    bots: list[Bot]
    samples: Rng

    def step(self) -> list[Event]:
        """The first seat to act decides (simultaneous seats decide in turn, each from its own view);
        what happened, hidden parts included (the lab reads who took what)."""
        seat = self.state.to_act()[0]
        return self.state.apply(seat, decide(self.bots[seat], self.state, seat, self.samples.fork()))


def lay_table(tournament: Tournament, index: int) -> Table:
    """Game `index` of the tournament before its first decision, seeded from the tournament's seed."""
    seating = tournament.seating(index)
    options = {**tournament.options, "players": tournament.players}
    state = tournament.game.new(options, derive(tournament.seed, index, "game"))
    bots = [make_bot(tournament.entrants[e], tournament.game, seat, derive(tournament.seed, index, "bot", seat),
                     options=options)
            for seat, e in enumerate(seating)]
    return Table(seating, state, bots, Rng(derive(tournament.seed, index, "samples")))


def play_game(tournament: Tournament, index: int) -> GameResult:
    """Play game `index` of the tournament to its end."""
    table = lay_table(tournament, index)
    seating, state = table.seating, table.state
    decisions = 0
    while state.to_act():
        table.step()
        decisions += 1
    outcome = state.outcome()
    assert outcome is not None, "a game with no seat to act must be over"
    return GameResult(index, seating, tuple(outcome.scores), tuple(outcome.ranks), decisions)


def play_batch(tournament: Tournament, indices: Sequence[int]) -> list[GameResult]:
    """Several games in one task, to pay a task's overhead once."""
    return [play_game(tournament, i) for i in indices]


def batches(games: int, parts: int) -> list[range]:
    """Game indices cut into at most `parts` batches of nearly equal size."""
    size = max(1, -(-games // parts))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


Progress = Callable[[int], None]  # told how many more games finished


class Indexed(Protocol):
    @property
    def index(self) -> int: ...


R = TypeVar("R", bound=Indexed)
Batch = Callable[[Tournament, Sequence[int]], list[R]]  # a module-level function, so processes and Ray can ship it


def run(tournament: Tournament, workers: int = 1, ray: str | None = None, progress: Progress | None = None) -> list[
        GameResult]:
    """Play every game of the tournament on the chosen backend; results by index."""
    return run_batches(tournament, play_batch, workers, ray, progress)


def run_batches(tournament: Tournament, batch: Batch[R], workers: int = 1, ray: str | None = None,
                progress: Progress | None = None) -> list[R]:
    """Every game of the tournament played by `batch` on the chosen backend; results by index."""
    tick = progress or (lambda n: None)
    if ray is not None:
        results = list(_run_ray(tournament, batch, ray, workers, tick))
    elif workers > 1:
        results = list(_run_pool(tournament, batch, workers, tick))
    else:
        results = []
        for i in range(tournament.games):
            results.extend(batch(tournament, [i]))
            tick(1)
    return sorted(results, key=lambda r: r.index)


def _run_pool(tournament: Tournament, batch: Batch[R], workers: int, tick: Progress) -> Iterator[R]:
    # Small batches keep the progress bar moving and the workers evenly loaded.
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(batch, tournament, b) for b in batches(tournament.games, 4 * workers)]
        for future in as_completed(futures):
            done = future.result()
            tick(len(done))
            yield from done


def _run_ray(tournament: Tournament, batch: Batch[R], address: str, workers: int, tick: Progress) -> Iterator[R]:
    try:
        import ray  # imported here: a heavy import only Ray runs need
    except ModuleNotFoundError as err:
        raise MissingExtra("ray", err) from err

    started = not ray.is_initialized()
    if started:
        if address == "local":
            ray.init(num_cpus=max(1, workers), include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    try:
        task = ray.remote(batch)
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))  # type: ignore[no-untyped-call]
        pending = [task.remote(tournament, b) for b in batches(tournament.games, 4 * cpus)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for finished in ray.get(done):
                tick(len(finished))
                yield from finished
    finally:
        if started:
            ray.shutdown()
