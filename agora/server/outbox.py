"""Sending the outbox, one channel (email, push) a sender: each process claims due rows of its channel (so each is
sent by one process), sends them in a worker thread, and marks them sent, or gives them back to be tried again
later (2, 4, 8... seconds after each failure). Queued rows outlive the process: a restarted server sends them."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import timedelta
from typing import ClassVar

from agora.server.background import Background
from agora.server.db import now
from agora.server.settings import Settings
from agora.server.store.notifications import Claimed, Notifications

log = logging.getLogger("agora.server")

BATCH = 20  # rows claimed at once by a process (one SMTP connection sends a batch of emails)


class OutboxSender(Background):
    """One process's sender of one channel of the outbox (started with the app, stopped with it); `send` says how a
    batch goes out."""

    channel: ClassVar[str]

    def __init__(self, settings: Settings, store: Notifications) -> None:
        self.settings = settings
        self.store = store
        self._wake = asyncio.Event()

    def wake(self) -> None:
        """A row was queued in this process: send it without waiting for the next look."""
        self._wake.set()

    async def _run(self) -> None:
        """Send whatever is due, now and whenever more is (stopped, what was claimed and not sent is taken again
        once its claim lapses)."""
        while True:
            try:
                while await self.send_due():
                    pass
            except Exception as err:  # the database away, say: the outbox keeps everything, try later
                log.warning("the %s outbox could not be read: %s", self.channel, err)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), self.settings.outbox_poll_seconds)
            self._wake.clear()

    async def send_due(self) -> int:
        """Claim and send one batch of due rows; how many were claimed."""
        hold = timedelta(seconds=self.settings.outbox_claim_seconds)
        claimed = await asyncio.to_thread(self.store.claim, BATCH, hold, self.channel)
        if claimed:
            await asyncio.to_thread(self.send, claimed)
        return len(claimed)

    def send(self, claimed: list[Claimed]) -> None:
        """Send a batch and mark each row sent or failed (blocking: it runs in a worker thread)."""
        raise NotImplementedError

    def failed(self, row: Claimed, problem: object) -> None:
        """Give a row back, to be tried again after a wait that doubles with each attempt."""
        wait = min(2.0 ** row.attempts, self.settings.outbox_retry_seconds)
        log.warning("%s %d (attempt %d) was not sent, trying again in %.0f s: %s",
                    self.channel, row.id, row.attempts, wait, problem)
        self.store.failed(row.id, now() + timedelta(seconds=wait))
