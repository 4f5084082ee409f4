"""Turn notices: when a move on a turn-based table gives the turn to a seat whose account has no socket
open at the table (in any process: see presence.py), that account is told, in the move's own transaction: one
email (if it has an address and wants them) and one push message to each browser it subscribed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agora.core import Seat
from agora.core.i18n import SOURCE, seat_name
from agora.server.clocks import TurnBased
from agora.server.live import LiveMatch
from agora.server.store.records import Entry, Notice
from agora.server.tables.presence import Presence


@dataclass(frozen=True)
class Senders:
    """The channels this server sends notices by ("email" only with an SMTP host; "push" always), and what wakes
    this process's senders when it queued some."""

    channels: tuple[str, ...]
    wake: Callable[[], None]


class TurnNotices:
    """The "your move" notices of the moves this process commits."""

    def __init__(self, presence: Presence, senders: Senders) -> None:
        self.presence = presence
        self.senders = senders

    async def present(self, live: LiveMatch, mover: Seat) -> set[Seat]:
        """The seats of accounts at a turn-based table, but the mover's, that have it open anywhere (asked
        before an entry is applied, under the table's lock, so that nothing is awaited between applying and
        committing it)."""
        if not self._told(live):
            return set()
        seats = [s.seat for s in live.info.seats if s.account is not None and s.seat != mover]
        return await self.presence.present(live.info.id, seats)

    @staticmethod
    def _told(live: LiveMatch) -> bool:
        return live.clocks is not None and isinstance(live.clocks.spec, TurnBased) and not live.finished

    def of(
        self, live: LiveMatch, entry: Entry, index: int, before: set[Seat], present: set[Seat]
    ) -> tuple[Notice, ...]:
        """The notices of an entry just applied at `index` (under the table's lock), queued with it: one to each
        seat it gave the turn to that is a person with an account and not at the table (`present`, asked
        before the entry was applied)."""
        if not self._told(live):
            return ()
        given = set(live.match.state.to_act()) - before - {entry.seat}
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
