"""Who thinks next: bot turns waiting for one of a process's bot workers.

Tables take turns (round-robin among the tables with a bot to move: the one served longest
ago goes next, not the first to ask), so a table with many bots, or many tables from one
client, cannot hold the workers. Tables with a person at them go first, and bots-only tables
never hold the last worker: a person's table waits behind no bots-only table.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from collections.abc import AsyncIterator


class BotQueue:
    """Turns for `workers` bot workers, shared fairly between tables."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        # Bots-only tables may hold all but one worker (all of a single one).
        self.bots_only_workers = max(1, workers - 1)
        self._busy = 0
        self._busy_bots_only = 0
        # The waiting turns, by table (in the order they came); people's tables first.
        self._people: dict[str, deque[asyncio.Future[None]]] = {}
        self._bots_only: dict[str, deque[asyncio.Future[None]]] = {}
        self._served: dict[str, int] = {}  # when each table last had a turn (a count of turns)
        self._turns = 0

    @contextlib.asynccontextmanager
    async def turn(self, table_id: str, people: bool) -> AsyncIterator[None]:
        """Hold a worker while the block runs: wait for the table's turn (`people`: a person sits there)."""
        waiting = self._people if people else self._bots_only
        granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        waiting.setdefault(table_id, deque()).append(granted)
        self._grant()
        try:
            await granted
        except asyncio.CancelledError:
            if granted.done() and not granted.cancelled():  # granted as it was cancelled: give it back
                self._release(people)
            else:
                self._forget(waiting, table_id, granted)
            raise
        try:
            yield
        finally:
            self._release(people)

    def _release(self, people: bool) -> None:
        self._busy -= 1
        if not people:
            self._busy_bots_only -= 1
        self._grant()

    def _grant(self) -> None:
        while self._busy < self.workers:
            if self._people:
                waiting, people = self._people, True
            elif self._bots_only and self._busy_bots_only < self.bots_only_workers:
                waiting, people = self._bots_only, False
            else:
                return
            table_id = min(waiting, key=lambda table: self._served.get(table, 0))
            turns = waiting[table_id]
            granted = turns.popleft()
            if not turns:
                del waiting[table_id]
            if granted.done():  # cancelled, its task not yet told: it has left the queue
                continue
            self._turns += 1
            self._served[table_id] = self._turns
            if len(self._served) > 10_000:  # forget the tables with no turn waiting
                self._served = {t: n for t, n in self._served.items() if t in self._people or t in self._bots_only}
            self._busy += 1
            if not people:
                self._busy_bots_only += 1
            granted.set_result(None)

    @staticmethod
    def _forget(
        waiting: dict[str, deque[asyncio.Future[None]]], table_id: str, granted: asyncio.Future[None]
    ) -> None:
        turns = waiting.get(table_id)
        if turns is not None and granted in turns:
            turns.remove(granted)
            if not turns:
                del waiting[table_id]
