"""The tables a server process serves: loading matches from the log, taking
submissions, telling watchers, running bots and following other processes."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import json
import logging
import secrets
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from agora.bots import Determinizer
from agora.core import Action, AnyGame, IllegalAction, OptionsError, Rng, Seat, View
from agora.server.appender import Appender, appender_for
from agora.server.bots import BOT_KINDS, bot_pool, decision_seed, think
from agora.server.db import now
from agora.server.live import SEAT_KINDS, LiveMatch, Refused
from agora.server.ratings import leavers_ranks, rate, rated_seats
from agora.server.settings import Settings
from agora.server.signals import Signals
from agora.server.store import Entry, Head, SeatSpec, Store, TableInfo, new_token
from agora.server.web_options import check_web_options

log = logging.getLogger("agora.server")
# The level of the bot that plays a person's seat they left, unless they chose one.
STANDIN = "medium"


class NotFound(Exception):
    """No such table, or no such game."""


class Conflict(Exception):
    """A request that the table's present state does not allow."""


class Watcher:
    """One socket's subscription to a table: what it has been sent, and its outbox."""

    def __init__(self, seat: Seat | None, since: int) -> None:
        self.seat = seat
        self.since = since
        self.outbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._pending = False

    def poke(self) -> None:
        """Ask for a fresh state message (several pokes make one message)."""
        if not self._pending:
            self._pending = True
            self.outbox.put_nowait(None)

    def say(self, message: dict[str, Any]) -> None:
        """Queue a message for this socket only."""
        self.outbox.put_nowait(message)

    async def next(self) -> dict[str, Any] | None:
        """The next queued message; None means "send the state" (pokes stay one until it is rendered)."""
        return await self.outbox.get()

    def told(self, length: int) -> None:
        """It has been rendered the state at log length `length`: the next change pokes it again."""
        self.since = length
        self._pending = False


def behind(live: LiveMatch, head: Head) -> bool:
    """Whether the log (its head) holds what this process's live match does not."""
    taken = sum(s.kind == "human" and s.taken for s in live.info.seats)
    return head.length > live.length or (head.taken, head.status) != (taken, live.info.status)


class Tables:
    """Every table of one server process. The database is the truth; a table's
    LiveMatch is its cache, read and written under the table's lock."""

    def __init__(self, store: Store, games: dict[str, AnyGame], settings: Settings) -> None:
        self.store = store
        self.appender: Appender = appender_for(store, settings.database_url)
        self.games = games
        self.settings = settings
        self.live: dict[str, LiveMatch] = {}
        self.watchers: dict[str, set[Watcher]] = {}
        self._loading = asyncio.Lock()
        self._bots: dict[tuple[str, Seat], asyncio.Task[None]] = {}
        self._timers: dict[str, asyncio.Task[None]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._bot_pool: ProcessPoolExecutor | None = None  # started at the first bot decision
        self.signals: Signals | None = None
        if settings.redis_url:
            self.signals = Signals(settings.redis_url, settings.redis_channel, self._on_signal, self._resync_all)

    # -- lifecycle

    async def start(self) -> None:
        """Follow other processes and resume the bots of every match being played."""
        if self.signals is not None:
            await self.signals.start()
            self._spawn(self._resync_loop())
        self._spawn(self._resume())

    async def stop(self) -> None:
        """Stop bots and listeners; nothing is lost, the log has it all."""
        for task in [*self._bots.values(), *self._timers.values(), *self._tasks]:
            task.cancel()
        await asyncio.gather(*self._bots.values(), *self._timers.values(), *self._tasks, return_exceptions=True)
        if self.signals is not None:
            await self.signals.stop()
        await self.appender.close()
        if self._bot_pool is not None:
            self._bot_pool.shutdown(wait=False, cancel_futures=True)

    def _spawn(self, work: Any) -> None:
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _resume(self) -> None:
        for table_id in await asyncio.to_thread(self.store.unrated):
            await self._rate(await self.get(table_id))
        for table_id in await asyncio.to_thread(self.store.active):
            live = await self.get(table_id)
            async with live.lock:
                self._schedule_bots(live)

    # -- reading

    def game(self, name: str) -> AnyGame:
        """The installed game called `name`."""
        try:
            return self.games[name]
        except KeyError:
            known = ", ".join(self.games) or "none"
            raise NotFound(f"no game called {name!r}; the games are: {known}") from None

    async def info(self, table_id: str) -> TableInfo:
        """A table as stored."""
        info = await asyncio.to_thread(self.store.table, table_id)
        if info is None:
            raise NotFound(f"no table {table_id!r}")
        return info

    async def get(self, table_id: str) -> LiveMatch:
        """The table's live match, rebuilt from its log on first use."""
        live = self.live.get(table_id)
        if live is not None:
            return live
        async with self._loading:
            live = self.live.get(table_id)
            if live is None:
                info = await self.info(table_id)
                live = LiveMatch(info, self.game(info.game))
                await asyncio.to_thread(self._rebuild, live)
                self.live[table_id] = live
        return live

    def _rebuild(self, live: LiveMatch) -> None:
        """Re-read the table and its whole log (blocking)."""
        info = self.store.table(live.info.id)
        assert info is not None
        live.info = info
        live.reset()
        live.replay(self.store.entries(info.id))

    async def render(self, table_id: str, watcher: Watcher) -> dict[str, Any]:
        """The state message for a watcher; it has then been told everything so far."""
        live = await self.get(table_id)
        async with live.lock:
            message = live.render(watcher.seat, watcher.since, self.connected(table_id))
            watcher.told(live.length)
        return message

    def connected(self, table_id: str) -> list[Seat]:
        """The seats with a socket open to this process (another process's sockets are not seen)."""
        return sorted({w.seat for w in self.watchers.get(table_id, ()) if w.seat is not None})

    # -- tables and seats

    async def create(
        self,
        game_name: str,
        options: dict[str, Any],
        seats: list[SeatSpec],
        private: bool,
        clock: dict[str, Any] | None = None,
    ) -> str:
        """A new table; raises NotFound, OptionsError or ValueError."""
        game = self.game(game_name)
        check_web_options(game, options)
        checked = game.options(options)
        if len(seats) != checked.players:
            raise OptionsError(f"{game.title} with {checked.players} players needs {checked.players} seats")
        for spec in seats:
            if (spec.kind == "bot" or spec.bot is not None) and spec.bot not in BOT_KINDS:
                raise OptionsError(f"no bot called {spec.bot!r}; the bots are: {', '.join(BOT_KINDS)}")
        game.new(checked, 0)  # options a game accepts but cannot start with are refused here, not at first use
        return await self._open(game.name, checked.model_dump(mode="json"), seats, private, clock)

    async def _open(
        self, game: str, options: dict[str, Any], seats: list[SeatSpec], private: bool, clock: dict[str, Any] | None
    ) -> str:
        seed = secrets.randbits(63)
        table_id = await asyncio.to_thread(self.store.create, game, options, seed, seats, private, clock)
        live = await self.get(table_id)
        async with live.lock:
            self._schedule_bots(live)
        return table_id

    async def rematch(self, table_id: str) -> str:
        """The table's rematch: the same game, options, seats (people's free), speed and privacy,
        made by whoever asks first."""
        live = await self.get(table_id)
        if not live.finished:
            raise Conflict("the game is still being played")
        info = live.info
        if info.rematch is not None:
            return info.rematch
        seats = [SeatSpec(kind=s.kind, bot=s.bot) for s in info.seats]
        made = await self._open(info.game, info.options, seats, info.private, info.clock)
        rematch = await asyncio.to_thread(self.store.set_rematch, table_id, made)
        await self.sync(table_id)
        self._signal(table_id)
        return rematch

    async def new_invite(self, table_id: str) -> str:
        """A new invite key: the old link seats nobody any more."""
        key = await asyncio.to_thread(self.store.new_invite, table_id)
        await self.sync(table_id)
        self._signal(table_id)
        return key

    async def join(
        self, table_id: str, name: str, seat: Seat | None, account: int | None = None
    ) -> tuple[Seat, str]:
        """Claim a free human seat (the first, unless `seat` is given) for `name` and,
        if signed in, `account`; returns it and its token."""
        info = await self.info(table_id)
        free = [s.seat for s in info.seats if s.kind == "human" and not s.taken]
        if seat is None:
            if not free:
                raise Conflict("every seat at this table is taken")
            seat = free[0]
        elif seat not in free:
            raise Conflict(f"seat {seat} is not free; the free seats are: {free or 'none'}")
        if account is not None and any(s.account == account for s in info.seats):
            raise Conflict("you sit at this table already")
        token = new_token()
        if not await asyncio.to_thread(self.store.claim, table_id, seat, name, token, account):
            raise Conflict(f"seat {seat} was taken just now")
        await self.sync(table_id)
        self._signal(table_id)
        return seat, token

    async def seat_of(self, table_id: str, token: str | None, account: int | None = None) -> Seat | None:
        """The seat a reader holds at this table: by its token (an account's seat only for
        that account), or, with no token, the signed-in account's own seat."""
        if token is not None:
            return await asyncio.to_thread(self.store.seat_of, table_id, token, account)
        if account is not None:
            return await asyncio.to_thread(self.store.seat_of_account, table_id, account)
        return None

    async def turns(self, account: int) -> list[tuple[LiveMatch, Seat]]:
        """The tables where it is this account's turn now, with its seat there (oldest wait first)."""
        mine = []
        for held in await asyncio.to_thread(self.store.seats_of, account, False):
            if held.status != "active":
                continue
            live = await self.get(held.table_id)
            async with live.lock:
                if held.seat in live.match.state.to_act() and not live.finished:
                    mine.append((live, held.seat))
        return mine

    async def reissue(self, table_id: str, seat: Seat) -> str:
        """A new token for a taken seat; the old one is refused from now on, and its sockets here close."""
        token = new_token()
        await asyncio.to_thread(self.store.reissue, table_id, seat, token)
        for watcher in self.watchers.get(table_id, ()):
            if watcher.seat == seat:
                watcher.say({"type": "revoked"})
        return token

    async def give_seat(self, table_id: str, seat: Seat, account: int, name: str) -> None:
        """A guest's seat becomes the account's (its name the account's)."""
        if not await asyncio.to_thread(self.store.give_seat, table_id, seat, account, name):
            raise Conflict("that seat has an account already, or you sit at this table already")
        await self.sync(table_id)
        self._signal(table_id)

    # -- watching

    async def watch(self, table_id: str, watcher: Watcher) -> None:
        """Start telling a watcher about changes (its first message is queued now)."""
        live = await self.get(table_id)
        async with live.lock:
            watchers = self.watchers.setdefault(table_id, set())
            watchers.add(watcher)
            # A seat coming online shows on every reader's players panel.
            for other in watchers if watcher.seat is not None else (watcher,):
                other.poke()

    def unwatch(self, table_id: str, watcher: Watcher) -> None:
        """Stop telling it."""
        watchers = self.watchers.get(table_id)
        if watchers is not None:
            watchers.discard(watcher)
            if watcher.seat is not None and watcher.seat not in self.connected(table_id):
                for other in watchers:
                    other.poke()
            if not watchers:
                del self.watchers[table_id]
                live = self.live.get(table_id)
                if live is not None and live.finished:
                    del self.live[table_id]  # nobody plays it any more: the log keeps it

    def _poke_all(self, live: LiveMatch) -> None:
        for watcher in self.watchers.get(live.info.id, ()):
            watcher.poke()

    # -- acting

    async def submit(
        self, table_id: str, seat: Seat, entry: Entry, log_index: int, submitter: Watcher | None = None,
        standin: bool = False,
    ) -> int:
        """Check, commit, then tell (the submitter first, that it was accepted):
        returns the log index of the committed entry. Raises Refused, having
        changed nothing. `standin`: the bot playing an abandoned seat submits."""
        live = await self.get(table_id)
        async with live.lock:
            before = live.length
            try:
                if entry.kind in SEAT_KINDS:
                    index = await self._submit_seat(live, entry)
                else:
                    index = await self._submit(live, seat, entry, log_index, standin)
                if submitter is not None:
                    submitter.say({"type": "accepted", "log_index": index})
            finally:
                # Whatever became of the submission, the match may have moved (a commit, or the log of
                # another process read after a lost race or a refusal): every reader is told.
                if live.length != before:
                    self._poke_all(live)
                    self._schedule_bots(live)
        self._signal(table_id)
        return index

    async def _submit_seat(self, live: LiveMatch, entry: Entry) -> int:
        """Commit a change of who plays a seat at the end of the log, whatever the reader last saw."""
        for _attempt in range(3):
            live.check_seat(entry, now())
            index = live.length
            if await self._commit(live, entry):
                return index
        raise Refused("busy", "the table is busy: send it again")

    async def _submit(self, live: LiveMatch, seat: Seat, entry: Entry, log_index: int, standin: bool = False) -> int:
        caught_up = False
        for _attempt in range(3):
            try:
                live.check(seat, entry, log_index, standin)
            except Refused:
                # Another process may have changed the table unheard: refuse only what the log refuses.
                if self.signals is None or caught_up:
                    raise
                await asyncio.to_thread(self._catch_up, live)
                caught_up = True
                continue
            index = live.length
            if await self._commit(live, entry):
                return index
        raise Refused("busy", "the table is busy: send it again")

    async def _commit(self, live: LiveMatch, entry: Entry) -> bool:
        """Apply in memory, then commit (under the table's lock, so nobody reads the entry
        before it is durable). False if another process wrote that index first: the
        match is then re-read from the log."""
        entry = dataclasses.replace(entry, at=now())  # the clocks run from the time the log keeps
        index = live.length
        try:
            live.apply(entry)
        except IllegalAction as err:  # check() let it through, so the engine and its legal list disagree
            raise Refused("illegal", err.message, err.section) from None
        try:
            written = await self.appender.append(live.info.id, index, entry, live.finished)
        except Exception as err:
            await asyncio.to_thread(self._rebuild_or_forget, live)
            # Whether it was committed is unknown: sent again, it is applied once or refused as a duplicate.
            log.warning("table %s: an entry could not be committed: %s", live.info.id, err)
            raise Refused("unsaved", "the table could not save that: send it again") from None
        if not written:
            await asyncio.to_thread(self._rebuild_or_forget, live)
        elif live.finished:
            self._spawn(self._rate(live))
        return written

    async def _rate(self, live: LiveMatch) -> None:
        """Rate a finished match once (whichever process gets there first)."""
        outcome = live.match.state.outcome()
        info, raters = live.info, rated_seats(live.info, live.entries)
        players = len(info.seats)
        leavers = {seat for seat in range(players) if live.away[seat] is not None or live.standin[seat]}
        if leavers and raters is not None:
            ranks, only = leavers_ranks(players, leavers), {raters[seat] for seat in leavers}
        elif outcome is not None:
            ranks, only = list(outcome.ranks), None
        else:  # ended by vote with nobody to blame (cannot happen): nothing to rate
            raters, ranks, only = None, [], None
        try:
            await asyncio.to_thread(
                self.store.rate_match, info.id, info.game, players, raters,
                lambda before: rate(raters or [], ranks, before, only),
            )
        except Exception:  # the database away: the next start rates it
            log.exception("table %s: the ratings could not be updated", info.id)

    def _rebuild_or_forget(self, live: LiveMatch) -> None:
        try:
            self._rebuild(live)
        except Exception:
            # The cache must never hold what the log does not: drop it, the next use reloads.
            self.live.pop(live.info.id, None)
            raise

    def _signal(self, table_id: str) -> None:
        if self.signals is not None:
            self.signals.publish(table_id)

    # -- following the log

    async def sync(self, table_id: str) -> None:
        """Catch up with what other processes (or a join) wrote, and tell watchers."""
        live = self.live.get(table_id)
        if live is None:
            return
        async with live.lock:
            if await asyncio.to_thread(self._catch_up, live):
                self._poke_all(live)
                self._schedule_bots(live)
            else:
                # Nothing new here, but a reader may still be behind (told nothing after a lost race).
                for watcher in self.watchers.get(table_id, ()):
                    if watcher.since < live.length:
                        watcher.poke()

    def _catch_up(self, live: LiveMatch) -> bool:
        info = self.store.table(live.info.id)
        entries = self.store.entries(live.info.id, live.length)
        if info is None or (info == live.info and not entries):
            return False
        live.info = info
        try:
            live.replay(entries)
        except IllegalAction:
            self._rebuild_or_forget(live)
        return True

    def _on_signal(self, table_id: str) -> None:
        if table_id in self.live:
            self._spawn(self.sync(table_id))

    def _resync_all(self) -> None:
        for table_id in list(self.live):
            self._spawn(self.sync(table_id))

    async def _resync_loop(self) -> None:
        """Compare the log's heads with this process's matches; catch up where they differ
        (a signal lost, or sent while Redis was away)."""
        while True:
            await asyncio.sleep(self.settings.resync_seconds)
            watched = [table_id for table_id in self.watchers if table_id in self.live]
            if not watched:
                continue
            try:
                heads = await asyncio.to_thread(self.store.heads, watched)
            except Exception as err:  # the database away for a moment: the next turn tries again
                log.warning("could not read the log heads: %s", err)
                continue
            for table_id in watched:
                live = self.live.get(table_id)
                head = heads.get(table_id)
                # A log shorter than the live match is an entry being committed now, not news.
                if live is not None and head is not None and behind(live, head):
                    await self.sync(table_id)

    # -- bots

    def _schedule_bots(self, live: LiveMatch) -> None:
        """Start a turn for every bot seat that must act, a stand-in bot's among them, and
        watch the clocks (call under the table's lock)."""
        self._schedule_timeout(live)
        if live.info.status != "active" or live.finished:
            return
        for seat in live.match.state.to_act():
            spec = live.info.seats[seat]
            key = (live.info.id, seat)
            if (spec.kind == "bot" or live.standin[seat]) and key not in self._bots:
                level = spec.bot or (STANDIN if spec.kind == "human" else "random")
                self._bots[key] = asyncio.create_task(self._bot_turn(live.info.id, seat, level))

    def _schedule_timeout(self, live: LiveMatch) -> None:
        """Wake when the first clock of a seat still played by its player runs out."""
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
        try:
            await self.submit(table_id, seat, Entry(seat, "out", "timeout"), 0)
        except Refused:  # it moved in time after all, or another process was first: look again
            live = await self.get(table_id)
            async with live.lock:
                if self._timers.get(table_id) is asyncio.current_task():
                    self._schedule_timeout(live)

    def _pool(self) -> ProcessPoolExecutor:
        if self._bot_pool is None:
            self._bot_pool = bot_pool(self.settings.bot_processes)
        return self._bot_pool

    async def _think(
        self,
        kind: str,
        game: AnyGame,
        seat: Seat,
        seed: int,
        view: View,
        legal: tuple[Action, ...],
        determinizer: Determinizer,
    ) -> Action:
        """One bot decision in a worker process."""
        loop = asyncio.get_running_loop()
        work = functools.partial(think, kind, game, seat, seed, self.settings.bot_seconds, view, legal, determinizer)
        try:
            return await loop.run_in_executor(self._pool(), work)
        except BrokenProcessPool:  # a worker died (killed, out of memory): once more, on a fresh pool
            self._bot_pool = None
            return await loop.run_in_executor(self._pool(), work)

    async def _bot_turn(self, table_id: str, seat: Seat, kind: str) -> None:
        live = await self.get(table_id)
        try:
            await asyncio.sleep(self.settings.bot_delay_seconds)
            async with live.lock:
                if live.finished or seat not in live.match.state.to_act():
                    return
                state = live.match.state
                # A copy of the view: a bot must not reach into the state's own lists.
                view = json.loads(json.dumps(state.view(seat)))
                legal = tuple(state.legal(seat))
                index = live.length
                rng = Rng(decision_seed(live.info.seed, seat, index))
                # Built here: the worker gets a redraw of what the seat cannot know, never the truth.
                determinizer = Determinizer(state, seat, rng)
            action = await self._think(kind, live.game, seat, rng.next_u64(), view, legal, determinizer)
            standin = live.info.seats[seat].kind == "human"
            with contextlib.suppress(Refused):  # the table moved on while it thought: it looks again
                await self.submit(table_id, seat, Entry(seat, "act", action), index, standin=standin)
        except Exception:
            log.exception(
                "the %s bot in seat %d of table %s failed; it tries again at the next change", kind, seat, table_id
            )
            return
        finally:
            self._bots.pop((table_id, seat), None)
        live = await self.get(table_id)
        async with live.lock:
            self._schedule_bots(live)
