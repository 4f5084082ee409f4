"""Turn notices: when a move on a turn-based table gives the turn to a seat whose account has no socket
open at the table, one email is queued to that account (if it has an address and wants them)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from agora.core import Seat
from agora.core.i18n import SOURCE, seat_name
from agora.server.clocks import TurnBased
from agora.server.live import LiveMatch
from agora.server.store.notifications import Notifications
from agora.server.store.records import Entry
from agora.server.tables.rooms import Rooms

log = logging.getLogger("agora.server")


class TurnNotices:
    """Queues "your move" emails for the moves this process commits."""

    def __init__(self, rooms: Rooms, store: Notifications, queued: Callable[[], None],
                 spawn: Callable[[Coroutine[Any, Any, None]], None]) -> None:
        self.rooms = rooms
        self.store = store
        self.queued = queued  # wakes this process's sender
        self.spawn = spawn

    def committed(self, live: LiveMatch, entry: Entry, index: int, before: set[Seat]) -> None:
        """A move was committed at `index` (under the table's lock): the seats it gave the turn to, that are
        people with an account and not at the table now, are told."""
        if live.clocks is None or not isinstance(live.clocks.spec, TurnBased) or live.finished:
            return
        given = set(live.match.state.to_act()) - before - {entry.seat}
        present = set(self.rooms.connected(live.info.id))
        accounts = [
            (seat.seat, seat.account) for seat in live.info.seats
            if seat.seat in given and seat.account is not None and seat.seat not in present
        ]
        if not accounts:
            return
        payload = {"table": live.info.id, "game": live.info.game, "index": index,
                   "mover": seat_name(entry.seat, SOURCE, live.seat_names().get(SOURCE))}
        self.spawn(self._queue(live.info.id, index, accounts, payload))

    async def _queue(self, table_id: str, index: int, accounts: list[tuple[Seat, int]],
                     payload: dict[str, Any]) -> None:
        for seat, account in accounts:
            # The key makes it one email a move and seat, whoever queues it and however often.
            key = f"turn:{table_id}:{index}:{seat}"
            try:
                made = await asyncio.to_thread(self.store.queue, key, "turn", account, table_id, payload)
            except Exception as err:  # the move stands; its email is lost (logged)
                log.warning("table %s: the email of move %d could not be queued: %s", table_id, index, err)
                continue
            if made:
                self.queued()
