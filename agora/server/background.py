"""A piece of work one server process runs in the background from start to stop (a sender of the outbox, the
look for daily digests): `_run` loops until it is cancelled."""

from __future__ import annotations

import asyncio


class Background:
    """Started with the app, stopped with it."""

    _task: asyncio.Task[None] | None = None

    def start(self) -> None:
        """Run `_run` until `stop`."""
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        """Cancel it and wait until it has ended."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _run(self) -> None:
        raise NotImplementedError
