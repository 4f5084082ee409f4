"""Live rooms: each table's match held in memory (a cache of its log) and the sockets watching it."""

from __future__ import annotations

import asyncio
from collections import deque
from dataclasses import dataclass
from typing import Any

from agora.core import AnyGame, Seat
from agora.server.live import LiveMatch, Refused
from agora.server.metrics import LIVE_TABLES
from agora.server.refusals import NotFound
from agora.server.store.matches import Matches
from agora.server.store.records import TableInfo

# The most chat lines one queued message gathers (a reader who misses older ones reads them from the table's chat).
CHAT_MOST = 200


@dataclass(frozen=True)
class Grant:
    """What admitted a socket, checked again whenever it may have ended (and before each of its
    submissions): the seat's token (its digest), the account and session it was signed in as,
    and, for a private table's spectator, the invite key it came with."""

    table_id: str
    seat: Seat | None
    token_hash: str | None = None
    account: int | None = None
    session: str | None = None
    private: bool = False
    invite: str | None = None

    @property
    def revocable(self) -> bool:
        """Whether anything may end it (a public table's spectator watches for as long as it likes)."""
        return self.seat is not None or self.private


class Watcher:
    """One socket's subscription to a table: what admitted it, what it has been sent, and its outbox.

    The outbox is bounded: pokes make one state message, an error already waiting is not
    queued again, and past `limit` messages the socket is judged not to read (`overflowed`):
    what was queued is dropped and its writer closes it. After `hang_up` or `revoke`, nothing
    more is queued."""

    def __init__(self, grant: Grant, since: int, limit: int = 64) -> None:
        self.grant = grant
        self.seat = grant.seat
        self.since = since
        self.limit = limit
        self.overflowed = False
        self.hung_up = False
        self._outbox: deque[dict[str, Any] | None] = deque()
        self._ready = asyncio.Event()
        self._pending = False
        self._errors: set[tuple[str, str]] = set()  # the errors waiting in the outbox (code, message)
        # Why its right ended (a close code and the reason), once it has: nothing more is sent or taken.
        self.revoked: tuple[int, Refused] | None = None
        # The rights version (see Rights) at which its grant was last found to hold in the database.
        self.checked = -1

    def revoke(self, close_code: int, why: Refused) -> None:
        """End the socket: its writer sends the reason and closes it, before anything still queued."""
        if self.revoked is None:
            self.revoked = (close_code, why)
            self._ready.set()  # wakes the writer, which looks at `revoked` first

    def poke(self) -> None:
        """Ask for a fresh state message (several pokes make one message)."""
        if not self._pending:
            self._pending = True
            self._put(None)

    def say(self, message: dict[str, Any]) -> None:
        """Queue a message for this socket only (an error the same as one still waiting is dropped)."""
        if message["type"] == "error":
            key = (message["code"], message["message"])
            if key in self._errors:
                return
            self._errors.add(key)
        self._put(message)

    def chat(self, lines: list[dict[str, Any]]) -> None:
        """Queue chat lines. Lines said while the last message queued is chat lines still unsent join it
        (its latest CHAT_MOST): a busy chat makes one message, not one a line, so it never fills the outbox."""
        last = self._outbox[-1] if self._outbox else None
        if last is not None and last["type"] == "chat" and not last.get("history"):
            last["lines"] = [*last["lines"], *lines][-CHAT_MOST:]
            return
        self._put({"type": "chat", "lines": list(lines)})

    def hang_up(self, code: int, reason: str) -> None:
        """Close the socket once what is queued has been sent."""
        if not self.hung_up:
            self._put({"type": "close", "code": code, "reason": reason})
            self.hung_up = True

    def _put(self, item: dict[str, Any] | None) -> None:
        if self.overflowed or self.hung_up or self.revoked is not None:
            return
        if len(self._outbox) >= self.limit:
            self.overflowed = True
            self._outbox.clear()
            self._errors.clear()
        else:
            self._outbox.append(item)
        self._ready.set()

    async def next(self) -> dict[str, Any] | None:
        """The next queued message; None means "send the state" (pokes stay one until it is
        rendered); {"type": "overflow"} once the outbox overflowed; None at once once revoked (the
        writer looks at `revoked` first)."""
        while not self._outbox and self.revoked is None:
            if self.overflowed:
                return {"type": "overflow"}
            self._ready.clear()
            await self._ready.wait()
        if self.revoked is not None:
            return None
        item = self._outbox.popleft()
        if item is not None and item["type"] == "error":
            self._errors.discard((item["code"], item["message"]))
        return item

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
            if not self.games:
                raise NotFound("no game called {name!r}; the games are: none", name=name) from None
            raise NotFound("no game called {name!r}; the games are: {known}", name=name,
                           known=", ".join(self.games)) from None

    async def info(self, table_id: str) -> TableInfo:
        """A table as stored."""
        info = await asyncio.to_thread(self.matches.table, table_id)
        if info is None:
            raise NotFound("no table {table_id!r}", table_id=table_id)
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

    def forget_unwatched(self, table_id: str) -> bool:
        """Drop a table that no socket of this process watches and nothing here is using from the cache
        (the log keeps it): when another process changed it, that process serves it, and catching up
        here would be work for nobody. Whether it was dropped."""
        live = self.live.get(table_id)
        if live is None or self.watchers.get(table_id) or live.lock.locked():
            return False
        del self.live[table_id]
        LIVE_TABLES.set(len(self.live))
        return True

    def poke_all(self, live: LiveMatch) -> None:
        """Tell every watcher of the table that it changed."""
        for watcher in self.watchers.get(live.info.id, ()):
            watcher.poke()

    def poke_behind(self, table_id: str, length: int) -> None:
        """Tell the watchers that were told less than the log's first `length` entries."""
        for watcher in self.watchers.get(table_id, ()):
            if watcher.since < length:
                watcher.poke()
