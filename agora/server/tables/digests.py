"""The daily digest: once a UTC day, each account that wants it and has an address gets one email listing the
tables waiting for its move and its invitations (nothing to tell: no email). Every process looks now and then;
the outbox key holds the account and the day, so the digest is queued once whichever process looks first."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from agora.core.i18n import LANGS
from agora.server.background import Background
from agora.server.db import now
from agora.server.store.invitations import Invitations
from agora.server.store.notifications import Notifications
from agora.server.tables.seating import Seating

log = logging.getLogger("agora.server")


class Digests(Background):
    """One process's look for the digests due (started with the app, stopped with it)."""

    def __init__(self, store: Notifications, seating: Seating, invitations: Invitations, every: float,
                 queued: Callable[[], None]) -> None:
        self.store = store
        self.seating = seating
        self.invitations = invitations
        self.every = every
        self.queued = queued  # wakes this process's sender

    async def _run(self) -> None:
        """Look now, then every `every` seconds."""
        while True:
            try:
                if await self.queue_due():
                    self.queued()
            except Exception as err:  # the database away, say: the next look tries again
                log.warning("the digests could not be made: %s", err)
            await asyncio.sleep(self.every)

    async def queue_due(self) -> int:
        """Queue today's digest of every account that wants one and has something to be told; how many."""
        day = now().date().isoformat()
        made = 0
        for account in await asyncio.to_thread(self.store.wanting_digest):
            turns = await self.seating.turns(account)
            invited = await asyncio.to_thread(self.invitations.of, account)
            if not turns and not invited:
                continue
            payload = {
                "day": day,
                "turns": [{"table": live.info.id, "titles": {lang: live.game.table.title(lang) for lang in LANGS}}
                          for live, _seat in turns],
                "invitations": [{"link": i.link, "game": i.game, "inviter": i.inviter} for i in invited],
            }
            made += await asyncio.to_thread(self.store.queue, f"digest:{account}:{day}", "digest", account, payload)
        return made
