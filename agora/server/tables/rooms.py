"""Live rooms: each table's match held in memory (a cache of its log) and the sockets watching it."""

from __future__ import annotations

import asyncio
from typing import Any

from agora.core import AnyGame, Seat
from agora.server.live import LiveMatch
from agora.server.metrics import LIVE_TABLES
from agora.server.store.matches import Matches
from agora.server.store.records import TableInfo


class NotFound(Exception):
    """No such table, or no such game."""


class Watcher:
    """One socket's subscription to a table: what it has been sent, and its outbox."""

    def __init__(self, seat: Seat | None, since: int) -> None:
        self.seat = seat
        self.since = since
        self.outbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._pending = False

    def poke(self) -> None:
        """Ask for a fresh state message (several pokes make one message)."""
        if not self._pending:
            self._pending = True
            self.outbox.put_nowait(None)

    def say(self, message: dict[str, Any]) -> None:
        """Queue a message for this socket only."""
        self.outbox.put_nowait(message)

    async def next(self) -> dict[str, Any] | None:
        """The next queued message; None means "send the state" (pokes stay one until it is rendered)."""
        return await self.outbox.get()

    def told(self, length: int) -> None:
        """It has been rendered the state at log length `length`: the next change pokes it again."""
        self.since = length
        self._pending = False


class Rooms:
    """Every table this process holds. The database is the truth; a table's LiveMatch is
    its cache, read and written under the table's lock."""

    def __init__(self, matches: Matches, games: dict[str, AnyGame]) -> None:
        self.matches = matches
        self.games = games
        self.live: dict[str, LiveMatch] = {}
        self.watchers: dict[str, set[Watcher]] = {}
        self._loading = asyncio.Lock()

    def game(self, name: str) -> AnyGame:
        """The installed game called `name`."""
        try:
            return self.games[name]
        except KeyError:
            known = ", ".join(self.games) or "none"
            raise NotFound(f"no game called {name!r}; the games are: {known}") from None

    async def info(self, table_id: str) -> TableInfo:
        """A table as stored."""
        info = await asyncio.to_thread(self.matches.table, table_id)
        if info is None:
            raise NotFound(f"no table {table_id!r}")
        return info

    async def get(self, table_id: str) -> LiveMatch:
        """The table's live match, rebuilt from its log on first use."""
        live = self.live.get(table_id)
        if live is not None:
            return live
        async with self._loading:
            live = self.live.get(table_id)
            if live is None:
                info = await self.info(table_id)
                live = LiveMatch(info, self.game(info.game))
                await asyncio.to_thread(self.rebuild, live)
                self.live[table_id] = live
                LIVE_TABLES.set(len(self.live))
        return live

    def rebuild(self, live: LiveMatch) -> None:
        """Re-read the table and its whole log (blocking)."""
        info = self.matches.table(live.info.id)
        assert info is not None
        live.info = info
        live.reset()
        live.replay(self.matches.entries(info.id))

    def rebuild_or_forget(self, live: LiveMatch) -> None:
        """Re-read the table (blocking); if that fails, drop it from the cache."""
        try:
            self.rebuild(live)
        except Exception:
            # The cache must never hold what the log does not: drop it, the next use reloads.
            self.live.pop(live.info.id, None)
            LIVE_TABLES.set(len(self.live))
            raise

    async def render(self, table_id: str, watcher: Watcher) -> dict[str, Any]:
        """The state message for a watcher; it has then been told everything so far."""
        live = await self.get(table_id)
        async with live.lock:
            message = live.render(watcher.seat, watcher.since, self.connected(table_id))
            watcher.told(live.length)
        return message

    def connected(self, table_id: str) -> list[Seat]:
        """The seats with a socket open to this process (another process's sockets are not seen)."""
        return sorted({w.seat for w in self.watchers.get(table_id, ()) if w.seat is not None})

    async def watch(self, table_id: str, watcher: Watcher) -> None:
        """Start telling a watcher about changes (its first message is queued now)."""
        live = await self.get(table_id)
        async with live.lock:
            watchers = self.watchers.setdefault(table_id, set())
            watchers.add(watcher)
            # A seat coming online shows on every reader's players panel.
            for other in watchers if watcher.seat is not None else (watcher,):
                other.poke()

    def unwatch(self, table_id: str, watcher: Watcher) -> None:
        """Stop telling it."""
        watchers = self.watchers.get(table_id)
        if watchers is not None:
            watchers.discard(watcher)
            if watcher.seat is not None and watcher.seat not in self.connected(table_id):
                for other in watchers:
                    other.poke()
            if not watchers:
                del self.watchers[table_id]
                live = self.live.get(table_id)
                if live is not None and live.finished:
                    del self.live[table_id]  # nobody plays it any more: the log keeps it
                    LIVE_TABLES.set(len(self.live))

    def poke_all(self, live: LiveMatch) -> None:
        """Tell every watcher of the table that it changed."""
        for watcher in self.watchers.get(live.info.id, ()):
            watcher.poke()

    def poke_behind(self, table_id: str, length: int) -> None:
        """Tell the watchers that were told less than the log's first `length` entries."""
        for watcher in self.watchers.get(table_id, ()):
            if watcher.since < length:
                watcher.poke()

    def revoke(self, table_id: str, seat: Seat) -> None:
        """Close this process's sockets of a seat whose token was replaced."""
        for watcher in self.watchers.get(table_id, ()):
            if watcher.seat == seat:
                watcher.say({"type": "revoked"})
