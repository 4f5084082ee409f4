"""Post-game reviews of finished tables (`agora.research.review`), run off the request path
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
from typing import Any

from agora.core import Action, AnyGame, Seat
from agora.research.review import review
from agora.server.bots import bot_pool
from agora.server.db import connect
from agora.server.settings import Settings
from agora.server.store.database import Database
from agora.server.store.reviews import Reviews, ReviewState, Superseded

log = logging.getLogger("agora.server")
# The search's seed: a review is a function of the match and the budget alone.
REVIEW_SEED = 0
# A worker writes its progress at most this often (every decision would be a write a few ms apart).
PROGRESS_EVERY_SECONDS = 0.25


# -- in the worker process

_REVIEWS: dict[str, Reviews] = {}


def _reviews(url: str) -> Reviews:
    """One connection pool a worker process and database (a worker runs many jobs)."""
    if url not in _REVIEWS:
        _REVIEWS[url] = Reviews(Database(connect(url)))
    return _REVIEWS[url]


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
    reviews = _reviews(url)
    steps = decision_steps(game, options, seed, actions, seat)
    last = 0.0

    def progress(step: int, _steps: int) -> None:
        nonlocal last
        if time.monotonic() - last >= PROGRESS_EVERY_SECONDS:
            last = time.monotonic()
            reviews.write(table_id, seat, owner, {"done": bisect.bisect_left(steps, step), "total": len(steps)})

    reviews.write(table_id, seat, owner, {"done": 0, "total": len(steps)})
    start = game.new(options, seed)
    result = review(game, start, actions, seat, iterations=iterations, seed=REVIEW_SEED, progress=progress)
    done = {"status": "done", "done": len(steps), "total": len(steps), "result": result.to_data(), "owner": None}
    reviews.write(table_id, seat, owner, done)


# -- in the server process


class ReviewJobs:
    """One server process's review jobs: started on request, run in worker processes."""

    def __init__(self, reviews: Reviews, settings: Settings) -> None:
        self.reviews = reviews
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
        return await asyncio.to_thread(self.reviews.read, table_id, seat)

    async def ask(self, table_id: str, seat: Seat, game: AnyGame,
                  options: dict[str, Any], seed: int, actions: list[tuple[Seat, Action]]) -> ReviewState:
        """The review of `seat` at a finished table: the stored one, or the job computing it
        (started now unless one runs already, in this process or another)."""
        known = await self.state(table_id, seat)
        stale = self.settings.review_stale_seconds
        # Asking is also how a page follows a job: only a new or abandoned one is worth a write.
        if known is None or known.abandoned(stale):
            owner = secrets.token_hex(8)
            if await asyncio.to_thread(self.reviews.claim, table_id, seat, owner, stale):
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
            await asyncio.to_thread(self.reviews.fail, table_id, seat, owner, "the review's worker process died")
        except Exception as err:  # a bug of a game or bot: the job fails, the server goes on
            log.exception("review of seat %s at %s failed", seat, table_id)
            await asyncio.to_thread(self.reviews.fail, table_id, seat, owner, f"the review failed: {err}")
        finally:
            self._running.pop((table_id, seat), None)

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.settings.review_stale_seconds / 4)
            try:
                await asyncio.to_thread(self.reviews.renew, list(self._running.values()))
            except Exception:  # a database blip: the next beat comes soon, well before the job goes stale
                log.warning("could not renew the reviews' heartbeat", exc_info=True)
