"""Following other processes: their Redis signals, and a loop comparing the log's heads with
this process's matches in case a signal was lost."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from agora.core import IllegalAction
from agora.server.live import LiveMatch
from agora.server.settings import Settings
from agora.server.signals import CHAT, TABLE, Signals
from agora.server.store.matches import Matches
from agora.server.store.records import Head
from agora.server.tables.rooms import Rooms

log = logging.getLogger("agora.server")


def behind(live: LiveMatch, head: Head) -> bool:
    """Whether the log (its head) holds what this process's live match does not."""
    taken = sum(s.kind == "human" and s.taken for s in live.info.seats)
    return head.length > live.length or (head.taken, head.status) != (taken, live.info.status)


class Sync:
    """Catching a process's matches up with the log, when told (or found) that it changed."""

    def __init__(
        self, rooms: Rooms, matches: Matches, settings: Settings, moved: Callable[[LiveMatch], None],
        spawn: Callable[[Coroutine[Any, Any, None]], None], revoked: Callable[[str], None],
        chatted: Callable[[str], None],
    ) -> None:
        self.rooms = rooms
        self.matches = matches
        self.settings = settings
        self.moved = moved  # what follows a change of a match: its bots and clocks looked at again
        self.spawn = spawn
        self.revoked = revoked  # what hears that rights may have ended (`kind=value`)
        self.chatted = chatted  # what hears that a chat line was said at a table
        self.signals: Signals | None = None
        if settings.redis_url:
            self.signals = Signals(
                settings.redis_url, settings.redis_channel, self._on_signal, self._resync_all, self.revoked,
                self.chatted,
            )

    @property
    def following(self) -> bool:
        """Whether other processes may write these tables (and say so through Redis)."""
        return self.signals is not None

    async def start(self) -> None:
        """Listen to other processes, and compare heads from now on."""
        if self.signals is not None:
            await self.signals.start()
            self.spawn(self._resync_loop())

    async def stop(self) -> None:
        """Stop listening."""
        if self.signals is not None:
            await self.signals.stop()

    def publish(self, table_id: str) -> None:
        """Tell the other processes that the table changed."""
        if self.signals is not None:
            self.signals.publish(table_id)

    def said(self, table_id: str) -> None:
        """Tell the other processes that a chat line was said at the table."""
        if self.signals is not None:
            self.signals.publish(f"{CHAT}{table_id}")

    def revoke(self, scope: str) -> None:
        """Tell the other processes that the rights of `scope` (`kind=value`) may have ended."""
        if self.signals is not None:
            self.signals.revoke(scope)

    async def sync(self, table_id: str) -> None:
        """Catch up with what other processes (or a join) wrote, and tell watchers."""
        live = self.rooms.live.get(table_id)
        if live is None:
            return
        async with live.lock:
            if await asyncio.to_thread(self.catch_up, live):
                self.rooms.poke_all(live)
                self.moved(live)
            else:
                # Nothing new here, but a reader may still be behind (told nothing after a lost race).
                self.rooms.poke_behind(table_id, live.length)

    def catch_up(self, live: LiveMatch) -> bool:
        """Read what the log holds beyond the live match (blocking); whether there was anything."""
        info = self.matches.table(live.info.id)
        entries = self.matches.entries(live.info.id, live.length)
        if info is None or (info == live.info and not entries):
            return False
        live.info = info
        try:
            live.replay(entries)
        except IllegalAction:
            self.rooms.rebuild_or_forget(live)
        return True

    def _on_signal(self, table_id: str) -> None:
        # Held here but watched by nobody here (made, listed or resumed here; its sockets are on the
        # process that wrote): dropped, not caught up. The next use here reads it from the log.
        if table_id in self.rooms.live and not self.rooms.forget_unwatched(table_id):
            self.spawn(self.sync(table_id))

    def _resync_all(self) -> None:
        for table_id in list(self.rooms.live):
            if not self.rooms.forget_unwatched(table_id):
                self.spawn(self.sync(table_id))
        # A right may have ended, or a line been said, unheard while Redis was away: every socket's is
        # checked again, and sent the lines it lacks.
        for table_id in list(self.rooms.watchers):
            self.revoked(f"{TABLE}={table_id}")
            self.chatted(table_id)

    async def _resync_loop(self) -> None:
        """Compare the log's heads with this process's matches; catch up where they differ
        (a signal lost, or sent while Redis was away)."""
        while True:
            await asyncio.sleep(self.settings.resync_seconds)
            watched = [table_id for table_id in self.rooms.watchers if table_id in self.rooms.live]
            if not watched:
                continue
            try:
                heads = await asyncio.to_thread(self.matches.heads, watched)
            except Exception as err:  # the database away for a moment: the next turn tries again
                log.warning("could not read the log heads: %s", err)
                continue
            for table_id in watched:
                live = self.rooms.live.get(table_id)
                head = heads.get(table_id)
                # A log shorter than the live match is an entry being committed now, not news.
                if live is not None and head is not None and behind(live, head):
                    await self.sync(table_id)
