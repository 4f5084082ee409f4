"""Rights for the life of a socket: what admitted it is checked again whenever it may have ended
(a seat claimed or its token replaced, a session ended, an invite key replaced), in this process
at once and in every other one through a Redis signal, and before each submission it makes."""

from __future__ import annotations

import hmac
from collections.abc import Callable, Coroutine
from typing import Any

from agora.server.live import Refused
from agora.server.signals import SESSION, TABLE
from agora.server.tables.holdings import Holdings
from agora.server.tables.rooms import Grant, Rooms, Watcher
from agora.server.tables.sync import Sync

# Close codes that say why: the session the socket was signed in by has ended; the seat's right has.
CLOSE_SIGNED_OUT = 4401
CLOSE_REVOKED = 4403


class Rights:
    """Checking and ending sockets' rights."""

    def __init__(
        self, rooms: Rooms, holdings: Holdings, sync: Sync, spawn: Callable[[Coroutine[Any, Any, None]], None],
    ) -> None:
        self.rooms = rooms
        self.holdings = holdings
        self.sync = sync
        self.spawn = spawn
        # Counts the moments a right may have ended (here or heard of): a socket whose grant held at the
        # present count still holds, in a process alone. Beside others, a change may not be heard yet: the
        # database is asked before each submission.
        self.version = 0

    async def lost(self, grant: Grant) -> tuple[int, Refused] | None:
        """Why a grant no longer holds (a close code and the refusal that says why), or None."""
        if grant.seat is None:
            key = await self.holdings.invite_key(grant.table_id) if grant.private else None
            if key is not None and not hmac.compare_digest(key.encode(), (grant.invite or "").encode()):
                return CLOSE_REVOKED, Refused(
                    "revoked", "this private table's invite link was replaced: ask for the new one")
            return None
        token_hash, account = await self.holdings.holder(grant.table_id, grant.seat)
        replaced = grant.token_hash is not None and not hmac.compare_digest(token_hash or "", grant.token_hash)
        if token_hash is None or replaced:
            return CLOSE_REVOKED, Refused("revoked", "this seat's token was replaced")
        if account is None:
            if grant.token_hash is None:  # a seat held by a token alone: a socket that came with none is not its holder
                return CLOSE_REVOKED, Refused("revoked", "this seat is not yours")
            return None
        if account != grant.account:
            return CLOSE_REVOKED, Refused("revoked", "this seat belongs to an account now: sign in as it")
        if grant.session is None or not await self.holdings.session_alive(grant.session):
            return CLOSE_SIGNED_OUT, Refused(
                "signed_out", "the session this seat was opened by has ended: sign in again")
        return None

    async def holds(self, watcher: Watcher) -> bool:
        """Whether a socket may still act: its right checked against the database, unless nothing
        may have ended it since it last was (in a process alone)."""
        if watcher.revoked is not None:
            return False
        version = self.version
        if watcher.checked == version and not self.sync.following:
            return True
        reason = await self.lost(watcher.grant)
        if reason is not None:
            watcher.revoke(*reason)
            return False
        watcher.checked = version
        return True

    async def revoke(self, kind: str, value: str) -> None:
        """A right may have ended (`table` id or `session` id): check the sockets it admitted here
        at once, and in every other process."""
        self.version += 1  # before any wait: from now on every submission asks the database
        await self._check(kind, value)
        self.sync.revoke(f"{kind}={value}")

    def heard(self, word: str) -> None:
        """Another process says a right may have ended."""
        kind, _, value = word.partition("=")
        self.version += 1
        self.spawn(self._check(kind, value))

    async def _check(self, kind: str, value: str) -> None:
        if kind == TABLE:
            watchers = [w for w in self.rooms.watchers.get(value, ()) if w.grant.revocable]
        elif kind == SESSION:
            watchers = [w for ws in self.rooms.watchers.values() for w in ws if w.grant.session == value]
        else:
            return
        if not watchers:
            return
        for watcher in watchers:
            reason = await self.lost(watcher.grant)
            if reason is not None:
                watcher.revoke(*reason)
