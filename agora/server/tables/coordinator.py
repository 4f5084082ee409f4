"""Where the parts of a process's tables meet: built together, started and stopped together,
and one answer to "a match moved" (its bots and clocks looked at again)."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from agora.core import AnyGame
from agora.server.appender import appender_for
from agora.server.live import LiveMatch
from agora.server.settings import Settings
from agora.server.store.chat import Chat
from agora.server.store.matches import Matches
from agora.server.store.moderation import Moderation
from agora.server.store.queue import PlayQueue
from agora.server.store.ratings import Ratings
from agora.server.store.sessions import Sessions
from agora.server.tables.bot_runner import BotRunner
from agora.server.tables.chat import TableChat
from agora.server.tables.commits import Commits
from agora.server.tables.holdings import holdings_for
from agora.server.tables.keepers import Keepers
from agora.server.tables.matching import Matchmaker
from agora.server.tables.notices import Senders, TurnNotices
from agora.server.tables.presence import Presence
from agora.server.tables.rating import rate_finished
from agora.server.tables.rights import Rights
from agora.server.tables.rooms import Rooms, Watcher
from agora.server.tables.seating import Seating
from agora.server.tables.sync import Sync
from agora.server.tables.timeouts import Timeouts


class Tables:
    """Every table of one server process: the database is the truth, `rooms` its cache."""

    def __init__(
        self, matches: Matches, ratings: Ratings, sessions: Sessions, games: dict[str, AnyGame],
        settings: Settings, chat: Chat, moderation: Moderation, queue: PlayQueue, senders: Senders,
    ) -> None:
        self.matches = matches
        self.ratings = ratings
        self._tasks: set[asyncio.Task[None]] = set()
        self.rooms = Rooms(matches, games)
        self.sync = Sync(self.rooms, matches, settings, self.moved, self.spawn, lambda word: self.rights.heard(word),
                         lambda table_id: self.chat.heard(table_id))
        self._holdings = holdings_for(matches, sessions, settings.database_url)
        self.rights = Rights(self.rooms, self._holdings, self.sync, self.spawn)
        self._appender = appender_for(matches, settings.database_url)
        self.presence = Presence(self.rooms, settings)
        self.notices = TurnNotices(self.presence, senders)
        self.commits = Commits(self.rooms, self.sync, self.rights, self._appender, self.moved, self._finished,
                               self.notices)
        self.seating = Seating(self.rooms, matches, self.sync, self.rights, settings, self.moved)
        self.timeouts = Timeouts(self.rooms, self.commits)
        self.bots = BotRunner(self.rooms, self.commits, settings, self.moved)
        self.chat = TableChat(self.rooms, chat, moderation, self.rights, self.sync, settings)
        self.matching = Matchmaker(queue, self.seating, ratings, self.rooms)
        self.keepers = Keepers(self.rooms, matches, settings, self._wake)

    async def start(self) -> None:
        """Follow other processes, and resume the bots and clocks of the matches that may move unwatched."""
        await self.sync.start()
        self.presence.start()
        self.spawn(self._resume())

    async def stop(self) -> None:
        """Stop bots and listeners; nothing is lost, the log has it all."""
        tasks = [*self.bots.tasks(), *self.timeouts.tasks(), *self._tasks]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self.sync.stop()
        await self.presence.stop()
        await self._appender.close()
        await self._holdings.close()
        await self.keepers.close()
        self.bots.close()

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        """Run `work` in the background until it ends or the tables stop."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def watch(self, table_id: str, watcher: Watcher) -> None:
        """Start telling a watcher about changes; a paused bots-only table resumes."""
        await self.rooms.watch(table_id, watcher)
        try:
            live = await self.rooms.get(table_id)
            async with live.lock:
                self.bots.schedule(live)
            if watcher.seat is not None:  # said before the socket is sent anything: then no turn email
                await self.presence.sync(table_id, watcher.seat)
        except BaseException:  # a client gone mid-await: nothing may keep its watcher
            self.unwatch(table_id, watcher)
            raise

    def unwatch(self, table_id: str, watcher: Watcher) -> None:
        """Stop telling it (a bots-only table nobody watches any more pauses at its next turn)."""
        self.rooms.unwatch(table_id, watcher)
        if watcher.seat is not None and self.presence.shared:
            self.spawn(self.presence.sync(table_id, watcher.seat))
        if not self.rooms.watchers.get(table_id):
            self.chat.forget(table_id)

    def moved(self, live: LiveMatch) -> None:
        """Start a turn for every bot seat that must act and watch the clocks (call under the table's lock)."""
        self.timeouts.schedule(live)
        self.bots.schedule(live)

    def _finished(self, live: LiveMatch) -> None:
        self.spawn(rate_finished(self.ratings, live))

    async def _resume(self) -> None:
        for table_id in await asyncio.to_thread(self.ratings.unrated):
            await rate_finished(self.ratings, await self.rooms.get(table_id))
        # Only the tables that may move with nobody at them, and nobody else keeps: the others are read from
        # the log when asked.
        await self.keepers.run()

    async def _wake(self, table_id: str) -> None:
        """Read a table and look at its bots and clocks."""
        live = await self.rooms.get(table_id)
        async with live.lock:
            self.moved(live)
