"""Clocks and votes: the alarm of each table's first clock to run out. A seat out of time is
put out of the game, and the others vote on it (the vote is counted by the live match)."""

from __future__ import annotations

import asyncio

from agora.core import Seat
from agora.server.db import now
from agora.server.live import LiveMatch, Refused
from agora.server.store.records import Entry
from agora.server.tables.commits import Commits
from agora.server.tables.rooms import Rooms


class Timeouts:
    """One alarm a table, for the first clock of a seat still played by its player."""

    def __init__(self, rooms: Rooms, commits: Commits) -> None:
        self.rooms = rooms
        self.commits = commits
        self._timers: dict[str, asyncio.Task[None]] = {}

    def tasks(self) -> list[asyncio.Task[None]]:
        """The alarms set now."""
        return list(self._timers.values())

    def schedule(self, live: LiveMatch) -> None:
        """Wake when the first clock of a seat still played by its player runs out (call under the table's lock)."""
        table_id = live.info.id
        waiting = self._timers.pop(table_id, None)
        if waiting is not None and waiting is not asyncio.current_task():
            waiting.cancel()
        clocks = live.clocks
        if clocks is None or live.info.status != "active" or live.finished:
            return
        at = now()
        ends = [
            (at.timestamp() + clocks.left(seat, at) / 1000, seat)
            for seat in live.match.state.to_act()
            if live.info.seats[seat].kind == "human" and live.away[seat] is None
        ]
        if ends:
            when, seat = min(ends)
            self._timers[table_id] = asyncio.create_task(self._time_out(table_id, seat, when))

    async def _time_out(self, table_id: str, seat: Seat, when: float) -> None:
        """The seat's clock has run out: it is out, and the others vote on it."""
        await asyncio.sleep(max(0.0, when - now().timestamp()) + 0.05)
        if table_id not in self.rooms.live:
            return  # dropped here since: the process that moved it on keeps its clocks
        try:
            await self.commits.submit(table_id, seat, Entry(seat, "out", "timeout"), 0)
        except Refused:  # it moved in time after all, or another process was first: look again
            live = self.rooms.live.get(table_id)
            if live is not None:
                async with live.lock:
                    if self._timers.get(table_id) is asyncio.current_task():
                        self.schedule(live)
