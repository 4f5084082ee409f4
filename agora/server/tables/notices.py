"""Turn notices: when a move on a turn-based table gives the turn to a seat whose account has no socket
open at the table, one email is queued to that account (if it has an address and wants them), in the
move's own transaction."""

from __future__ import annotations

from collections.abc import Callable

from agora.core import Seat
from agora.core.i18n import SOURCE, seat_name
from agora.server.clocks import TurnBased
from agora.server.live import LiveMatch
from agora.server.store.records import Entry, Notice
from agora.server.tables.rooms import Rooms


class TurnNotices:
    """The "your move" emails of the moves this process commits."""

    def __init__(self, rooms: Rooms, queued: Callable[[], None]) -> None:
        self.rooms = rooms
        self.queued = queued  # wakes this process's sender

    def of(self, live: LiveMatch, entry: Entry, index: int, before: set[Seat]) -> tuple[Notice, ...]:
        """The emails of an entry just applied at `index` (under the table's lock), queued with it: one to each
        seat it gave the turn to that is a person with an account and not at the table now."""
        if live.clocks is None or not isinstance(live.clocks.spec, TurnBased) or live.finished:
            return ()
        given = set(live.match.state.to_act()) - before - {entry.seat}
        present = set(self.rooms.connected(live.info.id))
        told = [seat for seat in live.info.seats
                if seat.seat in given and seat.account is not None and seat.seat not in present]
        if not told:
            return ()
        payload = {"table": live.info.id, "game": live.info.game, "index": index,
                   "mover": seat_name(entry.seat, SOURCE, live.seat_names().get(SOURCE))}
        # The key makes it one email a move and seat, however often the move is told.
        return tuple(Notice(f"turn:{live.info.id}:{index}:{seat.seat}", "turn", seat.account, live.info.id, payload)
                     for seat in told if seat.account is not None)
