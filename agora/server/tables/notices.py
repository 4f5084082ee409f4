"""Turn notices: when a move on a turn-based table gives the turn to a seat whose account has no socket
open at the table, that account is told, in the move's own transaction: one email (if it has an address and
wants them) and one push message to each browser it subscribed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agora.core import Seat
from agora.core.i18n import SOURCE, seat_name
from agora.server.clocks import TurnBased
from agora.server.live import LiveMatch
from agora.server.store.records import Entry, Notice
from agora.server.tables.rooms import Rooms


@dataclass(frozen=True)
class Senders:
    """The channels this server sends notices by ("email" only with an SMTP host; "push" always), and what wakes
    this process's senders when it queued some."""

    channels: tuple[str, ...]
    wake: Callable[[], None]


class TurnNotices:
    """The "your move" notices of the moves this process commits."""

    def __init__(self, rooms: Rooms, senders: Senders) -> None:
        self.rooms = rooms
        self.senders = senders

    def of(self, live: LiveMatch, entry: Entry, index: int, before: set[Seat]) -> tuple[Notice, ...]:
        """The notices of an entry just applied at `index` (under the table's lock), queued with it: one to each
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
        # The key makes it one notice a move and seat (and channel, and device), however often the move is told.
        return tuple(Notice(f"turn:{live.info.id}:{index}:{seat.seat}", "turn", seat.account, live.info.id, payload,
                            self.senders.channels)
                     for seat in told if seat.account is not None)
