"""Running a coroutine to its end from a test, whatever else the test process runs."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


def run_alone(work: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run(work)` in a thread of its own: in a worker that ran the browser tests, Playwright's
    sync API keeps an event loop running in the main thread, where asyncio.run refuses to start."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, work).result()
