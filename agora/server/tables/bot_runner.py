"""The bot runner: a turn for every bot seat that must act (a stand-in's among them), thought
out in worker processes and submitted like anyone's action. Tables take turns for the workers
(`BotQueue`), and a bots-only table pauses while no socket of this process watches it."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from agora.bots import Determinizer
from agora.core import Action, AnyGame, Rng, Seat, View
from agora.server.bots import bot_pool, decision_seed, think
from agora.server.live import LiveMatch, Refused
from agora.server.metrics import BOT_QUEUE, BOT_SECONDS
from agora.server.settings import Settings
from agora.server.store.records import Entry
from agora.server.tables.bot_queue import BotQueue
from agora.server.tables.commits import Commits
from agora.server.tables.rooms import Rooms

log = logging.getLogger("agora.server")
# The level of the bot that plays a person's seat they left, unless they chose one.
STANDIN = "medium"


def people(live: LiveMatch) -> bool:
    """Whether a person plays at the table: a table whose people have all left to stand-ins
    is bots-only (else leaving would turn bots-only play into a person's, first and unpaused)."""
    return any(seat.kind == "human" and not live.standin[seat.seat] for seat in live.info.seats)


class BotRunner:
    """The bots' turns of one server process."""

    def __init__(
        self, rooms: Rooms, commits: Commits, settings: Settings, moved: Callable[[LiveMatch], None]
    ) -> None:
        self.rooms = rooms
        self.commits = commits
        self.settings = settings
        self.moved = moved  # what follows a change of a match: its bots and clocks looked at again
        self._turns: dict[tuple[str, Seat], asyncio.Task[None]] = {}
        self._pool: ProcessPoolExecutor | None = None  # started at the first bot decision
        self.queue = BotQueue(settings.bot_processes)

    def tasks(self) -> list[asyncio.Task[None]]:
        """The bots' turns under way."""
        return list(self._turns.values())

    def close(self) -> None:
        """Stop the worker processes."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    def paused(self, live: LiveMatch) -> bool:
        """Whether a table's bots wait: it is bots-only and no socket of this process watches it."""
        return not people(live) and not self.rooms.watchers.get(live.info.id)

    def schedule(self, live: LiveMatch) -> None:
        """Start a turn for every bot seat that must act, a stand-in bot's among them, unless the
        table is paused (call under the table's lock)."""
        if live.info.status != "active" or live.finished or self.paused(live):
            return
        for seat in live.match.state.to_act():
            spec = live.info.seats[seat]
            key = (live.info.id, seat)
            if (spec.kind == "bot" or live.standin[seat]) and key not in self._turns:
                level = spec.bot or (STANDIN if spec.kind == "human" else "random")
                self._turns[key] = asyncio.create_task(self._turn(live.info.id, seat, level))
                BOT_QUEUE.inc()

    def _workers(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = bot_pool(self.settings.bot_processes)
        return self._pool

    async def _think(
        self,
        kind: str,
        game: AnyGame,
        seat: Seat,
        seed: int,
        view: View,
        legal: tuple[Action, ...],
        determinizer: Determinizer,
        options: dict[str, Any],
    ) -> Action:
        """One bot decision in a worker process."""
        loop = asyncio.get_running_loop()
        work = functools.partial(think, kind, game, seat, seed, self.settings.bot_seconds, view, legal, determinizer,
                                 options)
        started = time.perf_counter()
        try:
            return await loop.run_in_executor(self._workers(), work)
        except BrokenProcessPool:  # a worker died (killed, out of memory): once more, on a fresh pool
            self._pool = None
            return await loop.run_in_executor(self._workers(), work)
        finally:
            BOT_SECONDS.observe(time.perf_counter() - started)

    async def _turn(self, table_id: str, seat: Seat, kind: str) -> None:
        live = self.rooms.live.get(table_id)
        try:
            if live is None:  # dropped here since (see below)
                return
            await asyncio.sleep(self.settings.bot_delay_seconds)
            async with self.queue.turn(table_id, people(live)):
                async with live.lock:
                    # Its watchers may have left while it waited: it resumes when one comes back. A
                    # table dropped from this process meanwhile is another's: that process plays its bots.
                    if (live.finished or seat not in live.match.state.to_act() or self.paused(live)
                            or self.rooms.live.get(table_id) is not live):
                        return
                    step, index = live.step(), live.length
                    if step is not None and step.seat == seat:  # a tutorial's scripted opponent: no thinking
                        scripted: Action | None = step.action
                    else:
                        scripted = None
                        state = live.match.state
                        # A copy of the view: a bot must not reach into the state's own lists.
                        view = json.loads(json.dumps(state.view(seat)))
                        legal = tuple(state.legal(seat))
                        rng = Rng(decision_seed(live.info.seed, seat, index))
                        # Built here: the worker gets a redraw of what the seat cannot know, never the truth.
                        determinizer = Determinizer(state, seat, rng)
                action = scripted or await self._think(kind, live.game, seat, rng.next_u64(), view, legal,
                                                       determinizer, live.match.options)
            if self.rooms.live.get(table_id) is not live:
                return  # dropped while it thought: the process that moved the table on plays for it
            standin = live.info.seats[seat].kind == "human"
            with contextlib.suppress(Refused):  # the table moved on while it thought: it looks again
                await self.commits.submit(table_id, seat, Entry(seat, "act", action), index, standin=standin)
        except Exception:
            log.exception(
                "the %s bot in seat %d of table %s failed; it tries again at the next change", kind, seat, table_id
            )
            return
        finally:
            self._turns.pop((table_id, seat), None)
            BOT_QUEUE.dec()
        live = self.rooms.live.get(table_id)
        if live is not None:
            async with live.lock:
                self.moved(live)
