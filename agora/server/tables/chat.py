"""A table's chat: lines said on its sockets, checked, stored with the match, and sent to every socket of
the table in every process.

The database is the truth here too: a line is stored, then each process reads the table's latest lines
and sends those its sockets have not been sent (the speaker's process at once, the others when Redis tells
them `chat:<table>`). A socket gets the latest lines when it opens; a reader may see a line twice (its
catch-up and the line's delivery crossing), so lines carry ids and the client keeps each once. A line a
moderator hid is no longer read, and every socket is told its id (`hidden`) the same way a new line is told.
An account a moderator muted says nothing at any table, in any process: each line asks the database.
"""

from __future__ import annotations

import asyncio
import hashlib
from dataclasses import dataclass
from typing import Any

from agora.server.limits import RateLimiter
from agora.server.live import Refused
from agora.server.protocol import Report, Say
from agora.server.settings import Settings
from agora.server.store.chat import Chat, ChatLine, Said
from agora.server.store.moderation import Moderation, Mute
from agora.server.tables.chat_text import clean
from agora.server.tables.phrases import catalogue, phrases, texts
from agora.server.tables.rights import Rights
from agora.server.tables.rooms import Rooms, Watcher
from agora.server.tables.sync import Sync

# Anonymous spectators are limited by address, which people behind one router share: they get this
# many times a seat's rate and burst together.
SHARED_ADDRESS = 4


@dataclass(frozen=True)
class Speaker:
    """Who is behind a socket, beside its seat: the signed-in account (id and name), and the address."""

    account: int | None
    account_name: str | None
    address: str

    @property
    def digest(self) -> str:
        """What is stored of the address."""
        return hashlib.sha256(self.address.encode()).hexdigest()


def line_out(line: ChatLine) -> dict[str, Any]:
    """A line as every reader gets it: a phrase comes with its text in every language."""
    return {
        "id": line.id, "seat": line.seat, "name": line.name, "spectator": line.spectator, "text": line.text,
        "phrase": line.phrase, "texts": texts(line.phrase) if line.phrase else None,
        "log_index": line.log_index, "at": line.at.isoformat(),
    }


class TableChat:
    """The chat of every table of one process."""

    def __init__(
        self, rooms: Rooms, store: Chat, moderation: Moderation, rights: Rights, sync: Sync, settings: Settings,
    ) -> None:
        self.rooms = rooms
        self.store = store
        self.moderation = moderation
        self.rights = rights
        self.sync = sync
        self.settings = settings
        rate, burst = settings.chat_rate_per_second, settings.chat_burst
        self.by_speaker = RateLimiter(rate, burst, limit="chat")
        self.by_address = RateLimiter(rate * SHARED_ADDRESS, burst * SHARED_ADDRESS, limit="chat")
        # By table: the ids of the latest lines this process's sockets have been sent (a dict keeps order).
        self._sent: dict[str, dict[int, None]] = {}
        # By table: the ids of hidden lines this process's sockets have been told of.
        self._hidden: dict[str, set[int]] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    def socket_bucket(self) -> RateLimiter:
        """A socket's own chat limit (its speaker's limit is shared by their sockets)."""
        return RateLimiter(self.settings.chat_rate_per_second, self.settings.chat_burst, limit="chat")

    def _lock(self, table_id: str) -> asyncio.Lock:
        return self._locks.setdefault(table_id, asyncio.Lock())

    def _allowed(self, watcher: Watcher, speaker: Speaker) -> bool:
        if watcher.seat is not None:
            return self.by_speaker.take(f"{watcher.grant.table_id}|seat:{watcher.seat}")
        if speaker.account is not None:
            return self.by_speaker.take(f"account:{speaker.account}")
        return self.by_address.take(f"address:{speaker.address}")

    async def say(self, watcher: Watcher, message: Say, speaker: Speaker) -> None:
        """Store a line and send it to every socket of the table; Refused, storing nothing."""
        table_id = watcher.grant.table_id
        live = await self.rooms.get(table_id)
        text = phrase = None
        if message.phrase is not None:
            if message.phrase not in phrases(live.info.game):
                raise Refused("unknown_phrase", "there is no such quick phrase")
            phrase = message.phrase
        else:
            text = clean(message.text or "")
            if not text:
                raise Refused("empty", "the line is empty: say something")
            if len(text) > self.settings.chat_max_chars:
                raise Refused("too_long", "a chat line holds at most {limit} characters",
                              limit=self.settings.chat_max_chars)
        if speaker.account is not None:  # an account's seat is played signed in as it, so this is the seat's too
            await self._not_muted(speaker.account)
        if not self._allowed(watcher, speaker):
            raise Refused("rate_limited", "too many chat lines: wait a moment")
        if not await self.rights.holds(watcher):
            raise Refused("revoked", "this socket's right to the table has ended")
        name = live.info.seats[watcher.seat].name if watcher.seat is not None else speaker.account_name
        said = Said(table_id, watcher.seat, speaker.account, speaker.digest, name, text, phrase, live.length)
        await asyncio.to_thread(self.store.add, said)
        await self.deliver(table_id)
        self.sync.said(table_id)

    async def _not_muted(self, account: int) -> None:
        """Refuse the line of a muted account, saying why and until when."""
        mute: Mute | None = await asyncio.to_thread(self.moderation.muted, account)
        if mute is None:
            return
        reason = mute.reason or "-"
        if mute.until is None:
            raise Refused("muted", "a moderator muted you: {reason}", reason=reason)
        raise Refused("muted", "a moderator muted you until {until} UTC: {reason}", reason=reason,
                      until=mute.until.strftime("%Y-%m-%d %H:%M"))

    async def report(self, watcher: Watcher, message: Report, speaker: Speaker) -> None:
        """Keep a reader's report of a line of this table (answered `reported`); Refused for another table's."""
        table_id = watcher.grant.table_id
        if not self._allowed(watcher, speaker):
            raise Refused("rate_limited", "too many chat lines: wait a moment")
        if not await self.rights.holds(watcher):
            raise Refused("revoked", "this socket's right to the table has ended")
        if await asyncio.to_thread(self.store.table_of, message.line) != table_id:
            raise Refused("not_found", "there is no such chat line at this table")
        if watcher.seat is not None:
            reporter = f"seat:{watcher.seat}"
        elif speaker.account is not None:
            reporter = f"account:{speaker.account}"
        else:
            reporter = f"address:{speaker.digest}"
        reason = clean(message.reason or "") or None
        await asyncio.to_thread(self.store.report, message.line, reporter, reason)
        watcher.say({"type": "reported", "line": message.line})

    async def catch_up(self, watcher: Watcher, game: str) -> None:
        """Send a socket that just opened the table's latest lines and the quick phrases it offers."""
        table_id = watcher.grant.table_id
        async with self._lock(table_id):
            lines = await asyncio.to_thread(self.store.recent, table_id, self.settings.chat_history)
            # The first socket of the table here: what it reads now counts as sent (lines said later are new).
            self._sent.setdefault(table_id, {line.id: None for line in lines})
            watcher.say({"type": "chat", "history": True, "phrases": catalogue(game),
                         "max_chars": self.settings.chat_max_chars, "lines": [line_out(line) for line in lines]})

    async def deliver(self, table_id: str) -> None:
        """Send this process's sockets of the table the lines they have not been sent, and the ids of the lines
        hidden since."""
        if not self.rooms.watchers.get(table_id):
            self.forget(table_id)
            return
        async with self._lock(table_id):
            lines = await asyncio.to_thread(self.store.recent, table_id, self.settings.chat_history)
            hidden = await asyncio.to_thread(self.store.hidden, table_id)
            told = self._hidden.setdefault(table_id, set())
            gone = sorted(hidden - told)
            told.update(gone)
            if gone:
                for watcher in self.rooms.watchers.get(table_id, ()):
                    watcher.say({"type": "chat", "lines": [], "hidden": gone})
            sent = self._sent.setdefault(table_id, {})
            new = [line for line in lines if line.id not in sent]
            if not new:
                return
            sent.update((line.id, None) for line in new)
            if len(sent) > 4 * self.settings.chat_history:
                self._sent[table_id] = dict.fromkeys(sorted(sent)[-2 * self.settings.chat_history:])
            said = [line_out(line) for line in new]
            for watcher in self.rooms.watchers.get(table_id, ()):
                watcher.chat(said)

    def heard(self, table_id: str) -> None:
        """Another process says a line was said at the table."""
        if self.rooms.watchers.get(table_id):
            self.sync.spawn(self.deliver(table_id))

    def forget(self, table_id: str) -> None:
        """No socket of this process watches the table any more."""
        self._sent.pop(table_id, None)
        self._hidden.pop(table_id, None)
        self._locks.pop(table_id, None)
