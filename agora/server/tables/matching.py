"""Play now: signed-in players wait in a queue per game and player count and are seated together with players
of close rating (the closeness asked widens as they wait, so that everyone is seated within about a minute
while others wait too); one who allows it gets bots (medium) in the seats nobody took after a wait.

The queue lives in the database, so every process serves it: the waiting page's polls seat the groups they
find (a group is claimed first, all or none, so two processes never seat one player twice; its table is made
with every person seated and their waits marked in one transaction, so a failure leaves no table and the group
waiting), and a wait nobody polls any more is never seated."""

from __future__ import annotations

import asyncio
import logging
import random
from datetime import datetime, timedelta

from agora.server.db import now
from agora.server.store.queue import PlayQueue, Waiting
from agora.server.store.ratings import Ratings
from agora.server.store.records import SeatSpec
from agora.server.tables.rooms import Rooms
from agora.server.tables.seating import Seating

CLOSE = 2.0  # the rating difference (OpenSkill mu) seated together at once
WIDEN = 0.8  # ... and how much more a second of the longest wait allows: 50 (about the whole scale) at a minute
NEW_PLAYER_MU = 25.0  # OpenSkill's starting mean, for a player with no rating at the game and count yet
STALE = timedelta(seconds=20)  # a wait not polled for this long is left out (its page is gone)
HOLD = timedelta(seconds=30)  # how long a process may take to seat a group it claimed
BOT_LEVEL = "medium"  # bots that fill seats, and that take over a seat its player leaves

log = logging.getLogger("agora.server")


def group(waiting: list[Waiting], players: int, moment: datetime) -> tuple[list[Waiting], int] | None:
    """Whom to seat now, and how many bots beside them: the first wait (longest first) that finds enough
    others within its reach of rating, closest first; else one whose bots wait is over, with those near it
    that accept bots too. None: nobody can be seated yet."""
    for anchor in waiting:
        waited = (moment - anchor.since).total_seconds()
        reach = CLOSE + WIDEN * waited
        near = sorted((w for w in waiting if w is not anchor and abs(w.mu - anchor.mu) <= reach),
                      key=lambda w: (abs(w.mu - anchor.mu), w.since))
        if len(near) >= players - 1:
            return [anchor, *near[:players - 1]], 0
        if anchor.bots_after is not None and waited >= anchor.bots_after:
            people = [anchor, *(w for w in near if w.bots_after is not None)]
            return people, players - len(people)
    return None


class Matchmaker:
    """The Play now queue and the seating of the groups it forms."""

    def __init__(self, queue: PlayQueue, seating: Seating, ratings: Ratings, rooms: Rooms) -> None:
        self.queue = queue
        self.seating = seating
        self.ratings = ratings
        self.rooms = rooms
        self._shuffle = random.SystemRandom()  # who sits first is left to chance, not to who came first

    async def join(self, account: int, name: str, game: str, players: int, bots_after: int | None) -> Waiting:
        """Queue the account (NotFound for an unknown game, OptionsError for a count it does not take) and seat
        whoever can be seated now."""
        self.rooms.game(game).options({"players": players})
        rated = await asyncio.to_thread(self.ratings.standings, game, players, account)
        mu = rated[0].skill.mu if rated else NEW_PLAYER_MU
        await asyncio.to_thread(self.queue.join, account, name, game, players, mu, bots_after)
        await self.seat_groups(game, players)
        found = await asyncio.to_thread(self.queue.seen, account)
        assert found is not None
        return found

    async def poll(self, account: int) -> Waiting | None:
        """The account's wait (None: none), after seating whoever can be seated now."""
        found = await asyncio.to_thread(self.queue.seen, account)
        if found is None or found.table_id is not None:
            return found
        await self.seat_groups(found.game, found.players)
        return await asyncio.to_thread(self.queue.seen, account)

    async def leave(self, account: int) -> bool:
        """Stop waiting; False if the account is being seated or has been seated (its table is ready)."""
        return await asyncio.to_thread(self.queue.leave, account)

    async def done(self, account: int) -> None:
        """The account went to the table it was seated at: its wait ends."""
        await asyncio.to_thread(self.queue.forget, account)

    async def seat_groups(self, game: str, players: int) -> None:
        """Seat every group the queue for this game and count holds now."""
        while True:
            moment = now()
            waiting = await asyncio.to_thread(self.queue.waiting, game, players, moment - STALE)
            found = group(waiting, players, moment)
            if found is None:
                return
            people, bots = found
            accounts = [w.account for w in people]
            if not await asyncio.to_thread(self.queue.claim, accounts, HOLD):
                return  # another process is seating some of them: its own polls carry on
            try:
                await self._seat(game, players, people, bots)
            except BaseException as err:
                # Nothing was made (a table and its people's waits are one transaction): they wait on, and the
                # next poll tries again.
                await asyncio.to_thread(self.queue.release, accounts)
                if not isinstance(err, Exception):
                    raise
                log.exception("Play now could not seat %d waiting for %s: they wait on", len(people), game)
                return

    async def _seat(self, game: str, players: int, people: list[Waiting], bots: int) -> None:
        """A new public table for these people (each seated, their waits with them) and bots."""
        order = list(people)
        self._shuffle.shuffle(order)
        seats = ([SeatSpec("human", BOT_LEVEL, w.name, w.account) for w in order]
                 + [SeatSpec("bot", BOT_LEVEL)] * bots)
        await self.seating.create(game, {"players": players}, seats, private=False)
