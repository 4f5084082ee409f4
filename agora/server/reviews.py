"""Post-game reviews of finished tables (`agora.bots.review`), run off the request path
and stored with the match.

A review is a row of `reviews`, one a (match, seat). Whoever inserts it (or takes over a
failed or abandoned one) owns the job under a fresh key: every write of the job names that
key, so when several server processes are asked at once exactly one runs it, and a process
that lost the job (it was taken over) can no longer touch the row. The search runs in a
worker process, which writes its progress to the database itself, so every server process
can report it. The result is written in the same statement that marks the row done, and a
done row is never written again: a crash at any moment loses at most a review in progress.
"""

from __future__ import annotations

import asyncio
import bisect
import functools
import logging
import secrets
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import Engine, insert, select, update
from sqlalchemy.exc import IntegrityError

from agora.bots.review import review
from agora.core import Action, AnyGame, Seat
from agora.server.bots import bot_pool
from agora.server.db import Base, connect, now
from agora.server.settings import Settings
from agora.server.store import Store, utc

log = logging.getLogger("agora.server")
REVIEWS = Base.metadata.tables["reviews"]
# The search's seed: a review is a function of the match and the budget alone.
REVIEW_SEED = 0
# A worker writes its progress at most this often (every decision would be a write a few ms apart).
PROGRESS_EVERY_SECONDS = 0.25


@dataclass(frozen=True)
class ReviewState:
    """Where a review stands: running (decisions done of total), done (with its result) or failed."""

    status: str
    done: int
    total: int
    result: dict[str, Any] | None
    error: str | None
    heartbeat_at: datetime

    def abandoned(self, stale_seconds: float) -> bool:
        """Whether a new job may be started: it failed, or its runner's heartbeat stopped."""
        cutoff = now() - timedelta(seconds=stale_seconds)
        return self.status == "failed" or (self.status == "running" and self.heartbeat_at < cutoff)


class Superseded(Exception):
    """The job was taken over by another process: this one stops without writing."""


def _owned(table_id: str, seat: Seat, owner: str) -> Any:
    return (REVIEWS.c.match_id == table_id) & (REVIEWS.c.seat == seat) & (REVIEWS.c.owner == owner) & (
        REVIEWS.c.status == "running"
    )


def read(engine: Engine, table_id: str, seat: Seat) -> ReviewState | None:
    """The review of `seat` at this table, or None if nobody asked for it."""
    with engine.connect() as connection:
        query = select(REVIEWS.c.status, REVIEWS.c.done, REVIEWS.c.total, REVIEWS.c.result, REVIEWS.c.error,
                       REVIEWS.c.heartbeat_at)
        row = connection.execute(query.where(REVIEWS.c.match_id == table_id, REVIEWS.c.seat == seat)).first()
    if row is None:
        return None
    status, done, total, result, error, heartbeat = row
    moment = utc(heartbeat)
    assert moment is not None
    return ReviewState(status, done, total, result, error, moment)


def claim(store: Store, table_id: str, seat: Seat, owner: str, stale_seconds: float) -> bool:
    """Make `owner` the job's owner if nobody asked for this review yet, or its last job failed,
    or its runner stopped renewing its heartbeat (its process died). False: it is done, or running."""
    moment = now()
    try:
        with store.writing, store.engine.begin() as connection:
            connection.execute(insert(REVIEWS).values(
                match_id=table_id, seat=seat, status="running", owner=owner, done=0, total=0,
                heartbeat_at=moment, created_at=moment,
            ))
        return True
    except IntegrityError:
        pass
    abandoned = (REVIEWS.c.status == "failed") | (
        (REVIEWS.c.status == "running") & (REVIEWS.c.heartbeat_at < moment - timedelta(seconds=stale_seconds))
    )
    with store.writing, store.engine.begin() as connection:
        taken = connection.execute(
            update(REVIEWS).where(REVIEWS.c.match_id == table_id, REVIEWS.c.seat == seat, abandoned)
            .values(status="running", owner=owner, done=0, total=0, error=None, heartbeat_at=moment)
        )
    return bool(taken.rowcount == 1)


def renew(store: Store, owners: list[str]) -> None:
    """The heartbeat of the jobs this process runs."""
    if owners:
        with store.writing, store.engine.begin() as connection:
            connection.execute(
                update(REVIEWS).where(REVIEWS.c.owner.in_(owners), REVIEWS.c.status == "running")
                .values(heartbeat_at=now())
            )


def fail(store: Store, table_id: str, seat: Seat, owner: str, error: str) -> None:
    """Mark the job failed (asking again retries it)."""
    with store.writing, store.engine.begin() as connection:
        connection.execute(update(REVIEWS).where(_owned(table_id, seat, owner)).values(status="failed", error=error))


# -- in the worker process

_ENGINES: dict[str, Engine] = {}


def _engine(url: str) -> Engine:
    """One engine a worker process and database (a worker runs many jobs)."""
    if url not in _ENGINES:
        _ENGINES[url] = connect(url)
    return _ENGINES[url]


def decision_steps(game: AnyGame, options: dict[str, Any], seed: int,
                   actions: list[tuple[Seat, Action]], seat: Seat) -> list[int]:
    """The log indices where `seat` had a choice to make: the decisions a review judges."""
    state, steps = game.new(options, seed), []
    for step, (actor, action) in enumerate(actions):
        if actor == seat and len(state.legal(actor)) > 1:
            steps.append(step)
        state.apply(actor, action)
    return steps


def run_review(url: str, table_id: str, seat: Seat, owner: str, game: AnyGame,
               options: dict[str, Any], seed: int, actions: list[tuple[Seat, Action]], iterations: int) -> None:
    """Review `seat` of a finished match and store the result, reporting progress on the way
    (in a worker process). Raises Superseded once another process owns the job."""
    engine = _engine(url)
    steps = decision_steps(game, options, seed, actions, seat)
    last = 0.0

    def write(values: dict[str, Any]) -> None:
        with engine.begin() as connection:
            if connection.execute(update(REVIEWS).where(_owned(table_id, seat, owner)).values(**values)).rowcount != 1:
                raise Superseded(f"review of seat {seat} at {table_id} was taken over")

    def progress(step: int, _steps: int) -> None:
        nonlocal last
        if time.monotonic() - last >= PROGRESS_EVERY_SECONDS:
            last = time.monotonic()
            write({"done": bisect.bisect_left(steps, step), "total": len(steps)})

    write({"done": 0, "total": len(steps)})
    start = game.new(options, seed)
    result = review(game, start, actions, seat, iterations=iterations, seed=REVIEW_SEED, progress=progress)
    write({"status": "done", "done": len(steps), "total": len(steps), "result": result.to_data(), "owner": None})


# -- in the server process


class Reviews:
    """One server process's review jobs: started on request, run in worker processes."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self._pool: ProcessPoolExecutor | None = None  # started at the first review
        self._running: dict[tuple[str, Seat], str] = {}  # the owner keys of the jobs this process runs
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Renew the heartbeat of this process's jobs from now on."""
        self._spawn(self._heartbeat())

    async def stop(self) -> None:
        """Stop the jobs: their rows go stale and another start takes them over."""
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    def _spawn(self, work: Any) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def state(self, table_id: str, seat: Seat) -> ReviewState | None:
        """Where the review of `seat` stands, or None if nobody asked for it."""
        return await asyncio.to_thread(read, self.store.engine, table_id, seat)

    async def ask(self, table_id: str, seat: Seat, game: AnyGame,
                  options: dict[str, Any], seed: int, actions: list[tuple[Seat, Action]]) -> ReviewState:
        """The review of `seat` at a finished table: the stored one, or the job computing it
        (started now unless one runs already, in this process or another)."""
        known = await self.state(table_id, seat)
        stale = self.settings.review_stale_seconds
        # Asking is also how a page follows a job: only a new or abandoned one is worth a write.
        if known is None or known.abandoned(stale):
            owner = secrets.token_hex(8)
            if await asyncio.to_thread(claim, self.store, table_id, seat, owner, stale):
                self._running[(table_id, seat)] = owner
                self._spawn(self._run(table_id, seat, owner, game, options, seed, actions))
            known = await self.state(table_id, seat)
        assert known is not None
        return known

    async def _run(self, table_id: str, seat: Seat, owner: str, game: AnyGame,
                   options: dict[str, Any], seed: int, actions: list[tuple[Seat, Action]]) -> None:
        work = functools.partial(run_review, self.settings.database_url, table_id, seat, owner, game, options, seed,
                                 actions, self.settings.review_iterations)
        try:
            if self._pool is None:
                self._pool = bot_pool(self.settings.review_processes)
            await asyncio.get_running_loop().run_in_executor(self._pool, work)
        except Superseded:
            pass  # another process runs it now: it writes the result
        except BrokenProcessPool:  # the worker died (killed, out of memory): asking again retries on a fresh pool
            self._pool = None
            await asyncio.to_thread(fail, self.store, table_id, seat, owner, "the review's worker process died")
        except Exception as err:  # a bug of a game or bot: the job fails, the server goes on
            log.exception("review of seat %s at %s failed", seat, table_id)
            await asyncio.to_thread(fail, self.store, table_id, seat, owner, f"the review failed: {err}")
        finally:
            self._running.pop((table_id, seat), None)

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.settings.review_stale_seconds / 4)
            try:
                await asyncio.to_thread(renew, self.store, list(self._running.values()))
            except Exception:  # a database blip: the next beat comes soon, well before the job goes stale
                log.warning("could not renew the reviews' heartbeat", exc_info=True)
