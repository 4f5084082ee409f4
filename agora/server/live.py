"""A match held in memory: the engine's `Match` rebuilt from the stored log,
with the events of every entry and what each reader is sent."""

from __future__ import annotations

import asyncio
from typing import Any

from agora.core import Event, Game, IllegalAction, Match, Seat
from agora.server.store import Entry, TableInfo


class Refused(Exception):
    """A submission that is not applied; `code` tells a client what kind."""

    def __init__(self, code: str, message: str, section: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.section = section


class LiveMatch:
    """One table's match. Every read and write happens under `lock`."""

    def __init__(self, info: TableInfo, game: Game) -> None:  # type: ignore[type-arg]
        self.info = info
        self.game = game
        self.lock = asyncio.Lock()
        self.reset()

    def reset(self) -> None:
        """Back to the start, before the first log entry."""
        self.match = Match(self.game, self.info.options, self.info.seed)
        self.entries: list[Entry] = []
        self.events: list[list[Event]] = []
        players = self.match.state.players
        self._legal = [self.match.state.legal(seat) for seat in range(players)]
        # The log index from which each seat's legal actions have been what they are now.
        self.legal_since = [0] * players

    @property
    def length(self) -> int:
        """Number of log entries."""
        return len(self.entries)

    @property
    def finished(self) -> bool:
        """Whether the game is over."""
        return self.match.state.outcome() is not None

    def replay(self, entries: list[Entry]) -> None:
        """Apply stored entries (already committed) one after the other."""
        for entry in entries:
            self.apply(entry)

    def apply(self, entry: Entry) -> None:
        """Apply one entry; IllegalAction leaves everything unchanged."""
        if entry.kind == "undo":
            self.match.undo(entry.seat)
            events = [Event("undo", {"seat": entry.seat})]
        else:
            assert entry.action is not None
            events = self.match.apply(entry.seat, entry.action)
        self.entries.append(entry)
        self.events.append(events)
        for seat in range(len(self._legal)):
            legal = self.match.state.legal(seat)
            if legal != self._legal[seat]:
                self._legal[seat] = legal
                self.legal_since[seat] = self.length

    def check(self, seat: Seat, entry: Entry, log_index: int) -> None:
        """Refuse a submission that is stale, repeated or illegal; changes nothing."""
        if self.info.status == "open":
            raise Refused("not_started", "the game starts when every seat is taken")
        if self.finished:
            raise Refused("finished", "the game is over")
        if log_index > self.length:
            raise Refused("stale", f"log index {log_index} is ahead of the log, which has {self.length} entries")
        since = self.entries[log_index:]
        if entry in since:
            raise Refused("duplicate", "that submission was already applied")
        if any(e.seat == seat for e in since):
            raise Refused("stale", "you have acted since the view you answered: look again")
        if entry.kind == "undo":
            if log_index != self.length:
                raise Refused("stale", "the table changed since the view you answered: look again")
            if not self.match.can_undo(seat):
                try:
                    # Where can_undo is False, undo raises before it changes anything: it says why.
                    self.match.undo(seat)
                except IllegalAction as err:
                    raise Refused("illegal", err.message, err.section) from None
                raise AssertionError("Match.undo succeeded where can_undo said no")
            return
        if self.legal_since[seat] > log_index:
            raise Refused("stale", "your choices changed since the view you answered: look again")
        assert entry.action is not None
        if entry.action not in self._legal[seat]:
            raise Refused("illegal", *self._why_illegal(seat, entry.action))

    def _why_illegal(self, seat: Seat, action: str) -> tuple[str, str | None]:
        """The engine's own message for an action it does not offer."""
        if seat not in self.match.state.to_act():
            return "it is not your turn", None
        try:
            self.match.state.clone().apply(seat, action)
        except IllegalAction as err:
            return err.message, err.section
        return f"{action!r} is not one of your legal actions now", None

    def render(self, seat: Seat | None, since: int) -> dict[str, Any]:
        """The message for one reader: its view, legal actions and the events
        since log index `since` that it may see."""
        state = self.match.state
        outcome = state.outcome()
        legal = self._legal[seat] if seat is not None and self.info.status == "active" else []
        return {
            "type": "state",
            "log_index": self.length,
            "seat": seat,
            "status": "finished" if outcome is not None else self.info.status,
            "view": state.view(seat),
            "legal": [{"code": code, "label": self.game.label(code)} for code in legal],
            "to_act": list(state.to_act()),
            "can_undo": seat is not None and self.match.can_undo(seat),
            "events": [
                {"index": index, **event.to_data()}
                for index in range(min(since, self.length), self.length)
                for event in self.events[index]
                if event.visible_to(seat)
            ],
            "outcome": outcome.to_data() if outcome is not None else None,
            "seats": [
                {"seat": s.seat, "kind": s.kind, "bot": s.bot, "name": s.name, "taken": s.taken}
                for s in self.info.seats
            ],
        }
