"""Seating: opening tables, taking and handing over seats, invites and rematches."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from agora.bots.shipped import has_policy
from agora.core import Seat
from agora.core.i18n import Nn_
from agora.server.bots import BOT_KINDS
from agora.server.live import LiveMatch
from agora.server.refusals import Conflict, Refusal, TooMany
from agora.server.settings import Settings
from agora.server.signals import TABLE
from agora.server.store.matches import Matches, new_token
from agora.server.store.records import Creator, SeatSpec
from agora.server.tables.rights import Rights
from agora.server.tables.rooms import Rooms
from agora.server.tables.sync import Sync
from agora.server.web_options import check_web_options


class Seating:
    """Who sits at which table."""

    def __init__(
        self, rooms: Rooms, matches: Matches, sync: Sync, rights: Rights, settings: Settings,
        moved: Callable[[LiveMatch], None],
    ) -> None:
        self.rooms = rooms
        self.matches = matches
        self.sync = sync
        self.rights = rights
        self.settings = settings
        self.moved = moved  # what follows a change of a match: its bots and clocks looked at again
        self._counting = asyncio.Lock()  # a client's bots-only tables are counted and made one at a time

    async def create(
        self,
        game_name: str,
        options: dict[str, Any],
        seats: list[SeatSpec],
        private: bool,
        clock: dict[str, Any] | None = None,
        creator: Creator | None = None,
    ) -> str:
        """A new table; raises NotFound, a Refusal (422) or OptionsError for options or seats it does not take,
        ValueError, or TooMany (a bots-only table beyond the creator's share)."""
        game = self.rooms.game(game_name)
        check_web_options(game, options)
        checked = game.options(options)
        if len(seats) != checked.players:
            raise Refusal(422, Nn_("{game} with {n} player needs {n} seat", "{game} with {n} players needs {n} seats"),
                          game=game.table.title, n=checked.players)
        for spec in seats:
            if (spec.kind == "bot" or spec.bot is not None) and spec.bot not in BOT_KINDS:
                raise Refusal(422, "no bot called {bot!r}; the bots are: {bots}", bot=spec.bot,
                              bots=", ".join(BOT_KINDS))
            if spec.bot == "learned" and not has_policy(game.name, checked.players):
                raise Refusal(422, "no learned bot has been trained for {game} with {n} players yet",
                              game=game.table.title, n=checked.players)
        game.new(checked, 0)  # options a game accepts but cannot start with are refused here, not at first use
        options = checked.model_dump(mode="json")
        if creator is None or any(spec.kind == "human" for spec in seats):
            return await self._open(game.name, options, seats, private, clock)
        async with self._counting:
            await self._check_share(creator)
            return await self._open(game.name, options, seats, private, clock, creator)

    async def tutorial(self, game_name: str, creator: Creator, name: str, account: int | None) -> tuple[str, Seat, str]:
        """The game's tutorial table for this creator, and the person's seat and a token for it. An account plays
        one at a time: asking again hands back the one still played (its seat's token renewed), and a tutorial of
        another game still played is TooMany. A guest is known by nothing but an address that others may share,
        so a guest is never handed a table (the browser keeps its own tutorial's token): each asking makes one,
        up to `tutorials_per_address` still played within `bot_tables_seconds`, then TooMany. Raises NotFound, or
        Conflict for a game with no tutorial."""
        game = self.rooms.game(game_name)
        tutorial = game.tutorial
        if tutorial is None:
            raise Conflict("{game} has no tutorial yet", game=game.table.title)
        async with self._counting:
            if account is not None:
                held = await asyncio.to_thread(self.matches.tutorial_of, account)
                if held is not None:
                    info = await self.rooms.info(held)
                    if info.game != game.name:
                        raise TooMany("finish the tutorial you have started first")
                    return held, tutorial.seat, await self.reissue(held, tutorial.seat)
            else:
                await self._check_guest_tutorials(creator)
            checked = game.options(dict(tutorial.options))
            seats = [SeatSpec(kind="human", bot=tutorial.bot) if seat == tutorial.seat
                     else SeatSpec(kind="bot", bot=tutorial.bot) for seat in range(checked.players)]
            options = checked.model_dump(mode="json")
            table_id = await asyncio.to_thread(
                self.matches.create, game.name, options, tutorial.seed, seats, True, None, creator, True)
            # Seated under the lock: a second request at once hands back a seat that is taken.
            seat, token = await self.join(table_id, name, tutorial.seat, account)
        return table_id, seat, token

    async def _check_guest_tutorials(self, creator: Creator) -> None:
        since = datetime.now(UTC) - timedelta(seconds=self.settings.bot_tables_seconds)
        playing = await asyncio.to_thread(self.matches.guest_tutorials, creator.address, since)
        if playing >= self.settings.tutorials_per_address:
            raise TooMany(Nn_("guests at your address already play {n} tutorial started within {hours:g} h, the "
                              "most they may: finish it, or sign in",
                              "guests at your address already play {n} tutorials started within {hours:g} h, the "
                              "most they may: finish one, or sign in"),
                          n=self.settings.tutorials_per_address, hours=self.settings.bot_tables_seconds / 3600)

    async def _check_share(self, creator: Creator) -> None:
        since = datetime.now(UTC) - timedelta(seconds=self.settings.bot_tables_seconds)
        by_account, by_address = await asyncio.to_thread(self.matches.bot_tables, creator, since)
        hours = self.settings.bot_tables_seconds / 3600
        if creator.account is not None and by_account >= self.settings.bot_tables_per_account:
            raise TooMany(Nn_("your account already runs {n} bots-only table made within {hours:g} h, the most it "
                              "may: watch it to its end or wait",
                              "your account already runs {n} bots-only tables made within {hours:g} h, the most it "
                              "may: watch one to its end or wait"),
                          n=self.settings.bot_tables_per_account, hours=hours)
        if by_address >= self.settings.bot_tables_per_address:
            raise TooMany(Nn_("your address already runs {n} bots-only table made within {hours:g} h, the most it "
                              "may: watch it to its end or wait",
                              "your address already runs {n} bots-only tables made within {hours:g} h, the most it "
                              "may: watch one to its end or wait"),
                          n=self.settings.bot_tables_per_address, hours=hours)

    async def _open(
        self, game: str, options: dict[str, Any], seats: list[SeatSpec], private: bool, clock: dict[str, Any] | None,
        creator: Creator | None = None,
    ) -> str:
        seed = secrets.randbits(63)
        table_id = await asyncio.to_thread(self.matches.create, game, options, seed, seats, private, clock, creator)
        live = await self.rooms.get(table_id)
        async with live.lock:
            self.moved(live)
        return table_id

    async def rematch(self, table_id: str) -> str:
        """The table's rematch: the same game, options, seats (people's free), speed and privacy,
        made by whoever asks first."""
        live = await self.rooms.get(table_id)
        if not live.finished:
            raise Conflict("the game is still being played")
        if live.closed:  # a moderator ended it: its players are not offered another round together
            raise Conflict("a table closed by a moderator has no rematch")
        info = live.info
        if info.rematch is not None:
            return info.rematch
        seats = [SeatSpec(kind=s.kind, bot=s.bot) for s in info.seats]
        made = await self._open(info.game, info.options, seats, info.private, info.clock)
        rematch = await asyncio.to_thread(self.matches.set_rematch, table_id, made)
        await self._changed(table_id)
        return rematch

    async def new_invite(self, table_id: str) -> str:
        """A new invite key: the old link seats nobody any more, and its watchers' sockets close."""
        key = await asyncio.to_thread(self.matches.new_invite, table_id)
        await self.rights.revoke(TABLE, table_id)
        await self._changed(table_id)
        return key

    async def join(
        self, table_id: str, name: str, seat: Seat | None, account: int | None = None
    ) -> tuple[Seat, str]:
        """Claim a free human seat (the first, unless `seat` is given) for `name` and,
        if signed in, `account`; returns it and its token."""
        info = await self.rooms.info(table_id)
        if info.status == "finished":  # a table a moderator closed while seats were free
            raise Conflict("the game is over")
        free = [s.seat for s in info.seats if s.kind == "human" and not s.taken]
        if seat is None:
            if not free:
                raise Conflict("every seat at this table is taken")
            seat = free[0]
        elif seat not in free:
            if not free:
                raise Conflict("seat {seat} is not free; the free seats are: none", seat=seat)
            raise Conflict("seat {seat} is not free; the free seats are: {free}", seat=seat, free=free)
        if account is not None and any(s.account == account for s in info.seats):
            raise Conflict("you sit at this table already")
        token = new_token()
        if not await asyncio.to_thread(self.matches.claim, table_id, seat, name, token, account):
            raise Conflict("seat {seat} was taken just now", seat=seat)
        await self._changed(table_id)
        return seat, token

    async def seat_of(self, table_id: str, token: str | None, account: int | None = None) -> Seat | None:
        """The seat a reader holds at this table: by its token (an account's seat only for
        that account), or, with no token, the signed-in account's own seat."""
        if token is not None:
            return await asyncio.to_thread(self.matches.seat_of, table_id, token, account)
        if account is not None:
            return await asyncio.to_thread(self.matches.seat_of_account, table_id, account)
        return None

    async def turns(self, account: int) -> list[tuple[LiveMatch, Seat]]:
        """The tables where it is this account's turn now, with its seat there (oldest wait first)."""
        mine = []
        for held in await asyncio.to_thread(self.matches.seats_of, account, False):
            if held.status != "active":
                continue
            live = await self.rooms.get(held.table_id)
            async with live.lock:
                if held.seat in live.match.state.to_act() and not live.finished:
                    mine.append((live, held.seat))
        return mine

    async def reissue(self, table_id: str, seat: Seat) -> str:
        """A new token for a taken seat; the old one is refused from now on, and its sockets close."""
        token = new_token()
        await asyncio.to_thread(self.matches.reissue, table_id, seat, token)
        await self.rights.revoke(TABLE, table_id)
        return token

    async def give_seat(self, table_id: str, seat: Seat, account: int, name: str) -> None:
        """A guest's seat becomes the account's (its name the account's): sockets opened by its
        token without that account signed in close."""
        if not await asyncio.to_thread(self.matches.give_seat, table_id, seat, account, name):
            raise Conflict("that seat has an account already, or you sit at this table already")
        await self.rights.revoke(TABLE, table_id)
        await self._changed(table_id)

    async def _changed(self, table_id: str) -> None:
        """The table changed in the database: catch up here (or read it, if this process held it not: behind
        a proxy that routes by table, this is the table's process, and a bot may now have to move), and
        tell the other processes."""
        if table_id in self.rooms.live:
            await self.sync.sync(table_id)
        else:
            live = await self.rooms.get(table_id)
            async with live.lock:
                self.moved(live)
        self.sync.publish(table_id)
