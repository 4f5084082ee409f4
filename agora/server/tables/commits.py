"""Submitting and committing: a submission checked against the live match, applied, made
durable in the log, then told to every reader."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections.abc import AsyncIterator, Callable

from agora.core import IllegalAction, Seat
from agora.server.appender import Appender
from agora.server.db import now
from agora.server.live import CLOSE, CLOSER, SEAT_KINDS, LiveMatch, Refused
from agora.server.metrics import ACTIONS, COMMIT_SECONDS
from agora.server.store.records import Entry
from agora.server.tables.notices import TurnNotices
from agora.server.tables.rights import Rights
from agora.server.tables.rooms import Rooms, Watcher
from agora.server.tables.sync import Sync

log = logging.getLogger("agora.server")


class Commits:
    """The one way a table's log grows."""

    def __init__(
        self, rooms: Rooms, sync: Sync, rights: Rights, appender: Appender, moved: Callable[[LiveMatch], None],
        finished: Callable[[LiveMatch], None], notices: TurnNotices,
    ) -> None:
        self.rooms = rooms
        self.sync = sync
        self.rights = rights
        self.appender = appender
        self.moved = moved  # what follows a change of a match: its bots and clocks looked at again
        self.finished = finished  # what follows the commit that ends a match: its rating
        self.notices = notices  # what an entry tells players away from the table, queued with it

    async def submit(
        self, table_id: str, seat: Seat, entry: Entry, log_index: int, submitter: Watcher | None = None,
        standin: bool = False,
    ) -> int:
        """Check, commit, then tell (the submitter first, that it was accepted):
        returns the log index of the committed entry. Raises Refused, having
        changed nothing. `standin`: the bot playing an abandoned seat submits."""
        async with self._changing(table_id) as live:
            # Under the lock, so that a submission in flight when its socket's right ended is refused.
            if submitter is not None and not await self.rights.holds(submitter):
                raise Refused("revoked", "this socket's right to the seat has ended")
            if entry.kind in SEAT_KINDS:
                index = await self._submit_seat(live, entry)
            else:
                index = await self._submit(live, seat, entry, log_index, standin)
            if submitter is not None:
                submitter.say({"type": "accepted", "log_index": index})
        return index

    @contextlib.asynccontextmanager
    async def _changing(self, table_id: str) -> AsyncIterator[LiveMatch]:
        """A table's live match under its lock, for a change of its log. Whatever became of the change, the match
        may have moved (a commit, or the log of another process read after a lost race or a refusal): every
        reader is told, then other processes (unless the change raised)."""
        live = await self.rooms.get(table_id)
        async with live.lock:
            before = live.length
            try:
                yield live
            finally:
                if live.length != before:
                    self.rooms.poke_all(live)
                    self.moved(live)
        self.sync.publish(table_id)

    async def close(self, table_id: str) -> int:
        """Close a table for a moderator: an entry at the end of the log, after which nobody may act and every
        process tells its sockets; the entry's index. Refused ("finished"), changing nothing, for a table that
        is over (closed already, or finished)."""
        async with self._changing(table_id) as live:
            return await self._close(live)

    async def _close(self, live: LiveMatch) -> int:
        if self.sync.following:  # another process may have ended it, or written past this process's log
            await asyncio.to_thread(self.sync.catch_up, live)
        for _attempt in range(3):
            if live.finished:
                raise Refused("finished", "the game is over")
            index = live.length
            if await self._commit(live, Entry(CLOSER, CLOSE, None)):
                return index
        raise Refused("busy", "the table is busy: send it again")

    async def _submit_seat(self, live: LiveMatch, entry: Entry) -> int:
        """Commit a change of who plays a seat at the end of the log, whatever the reader last saw."""
        for _attempt in range(3):
            live.check_seat(entry, now())
            index = live.length
            if await self._commit(live, entry):
                return index
        raise Refused("busy", "the table is busy: send it again")

    async def _submit(self, live: LiveMatch, seat: Seat, entry: Entry, log_index: int, standin: bool = False) -> int:
        caught_up = False
        for _attempt in range(3):
            try:
                live.check(seat, entry, log_index, standin)
            except Refused:
                # Another process may have changed the table unheard: refuse only what the log refuses.
                if not self.sync.following or caught_up:
                    raise
                await asyncio.to_thread(self.sync.catch_up, live)
                caught_up = True
                continue
            index = live.length
            if await self._commit(live, entry):
                return index
        raise Refused("busy", "the table is busy: send it again")

    async def _commit(self, live: LiveMatch, entry: Entry) -> bool:
        """Apply in memory, then commit (under the table's lock, so nobody reads the entry
        before it is durable). False if another process wrote that index first: the
        match is then re-read from the log."""
        entry = dataclasses.replace(entry, at=now())  # the clocks run from the time the log keeps
        index = live.length
        # Who was to act, and who has the table open anywhere: for the notices of the seats the entry gives the turn to.
        before = set(live.match.state.to_act())
        present = await self.notices.present(live, entry.seat)
        try:
            live.apply(entry)
        except IllegalAction as err:  # check() let it through, so the engine and its legal list disagree
            raise Refused.of(err) from None
        notices = self.notices.of(live, entry, index, before, present)
        started = time.perf_counter()
        try:
            written = await self.appender.append(live.info.id, index, entry, live.finished, notices)
        except Exception as err:
            await asyncio.to_thread(self.rooms.rebuild_or_forget, live)
            # Whether it was committed is unknown: sent again, it is applied once or refused as a duplicate.
            log.warning("table %s: an entry could not be committed: %s", live.info.id, err)
            raise Refused("unsaved", "the table could not save that: send it again") from None
        COMMIT_SECONDS.observe(time.perf_counter() - started)
        if written:
            ACTIONS.inc()
        else:
            await asyncio.to_thread(self.rooms.rebuild_or_forget, live)
        if written and notices:
            self.notices.senders.wake()
        if written and live.finished:
            self.finished(live)
        return written
