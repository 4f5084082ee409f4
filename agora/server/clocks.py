"""Clocks of a table: real-time (a bank that runs while a seat is to act, plus an
increment after each turn) or turn-based (so long per move, within a cap of days
for the whole game).

Clocks are not stored apart: they are worked out from the log, whose every entry
keeps the time it was committed, and from when the table started. So they are
the same in every process, and a restarted server finds every clock where it was.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

# The least a real-time seat has for its move when its player comes back (a full bank if that is shorter).
TURN_SECONDS = 30


class RealTime(BaseModel):
    """A real-time table: each seat's bank runs while it is to act; each turn ended adds the increment."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["realtime"]
    bank_seconds: Annotated[int, Field(ge=10, le=3600)] = 90
    increment_seconds: Annotated[int, Field(ge=0, le=600)] = 10


class TurnBased(BaseModel):
    """A turn-based table: so many hours for each move, and at most so many days of thinking in the game."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["turn"]
    move_hours: Annotated[int, Field(ge=1, le=168)] = 24
    game_days: Annotated[int, Field(ge=1, le=365)] = 30


ClockSpec = Annotated[RealTime | TurnBased, Field(discriminator="kind")]
CLOCK_SPEC: TypeAdapter[RealTime | TurnBased] = TypeAdapter(ClockSpec)


def ms(delta: timedelta) -> float:
    """A duration in milliseconds."""
    return delta.total_seconds() * 1000


@dataclass
class Clocks:
    """Every seat's clock at one moment of the log."""

    spec: RealTime | TurnBased
    bank: list[float]  # milliseconds left for the whole game (real-time: the bank)
    since: list[datetime | None] = field(default_factory=list)  # when each running clock started

    @classmethod
    def new(cls, spec: RealTime | TurnBased, players: int) -> Clocks:
        """Clocks not started yet."""
        total = spec.bank_seconds if isinstance(spec, RealTime) else spec.game_days * 86400
        return cls(spec, [total * 1000.0] * players, [None] * players)

    def start(self, seats: Iterable[int], at: datetime) -> None:
        """The table starts: the clocks of the seats to act run from `at`."""
        for seat in seats:
            self.since[seat] = at

    def step(self, before: set[int], after: set[int], at: datetime) -> None:
        """An entry committed at `at` changed who is to act from `before` to `after`."""
        for seat in before - after:
            started = self.since[seat]
            if started is not None:
                self.bank[seat] -= ms(at - started)
                if isinstance(self.spec, RealTime):
                    self.bank[seat] += self.spec.increment_seconds * 1000
            self.since[seat] = None
        for seat in after - before:
            self.since[seat] = at

    def grant(self, seat: int, at: datetime) -> None:
        """The others chose to wait for a seat out of time: from `at` it has a fresh move
        (real-time: a fresh bank) on top of what it had left."""
        started = self.since[seat]
        if started is not None:
            self.bank[seat] = max(0.0, self.bank[seat] - ms(at - started))
            self.since[seat] = at
        fresh = self.spec.bank_seconds if isinstance(self.spec, RealTime) else self.spec.move_hours * 3600
        self.bank[seat] += fresh * 1000

    def resume(self, seat: int, at: datetime) -> None:
        """Its player is back: from `at` the seat has at least a fresh turn (real-time: the increment,
        and at least TURN_SECONDS or a full bank if shorter) or a fresh move (turn-based: its hours, even past the
        game's cap); a bank that holds more keeps it. So coming back never times out again at once."""
        started = self.since[seat]
        if started is not None:
            self.bank[seat] -= ms(at - started)
            self.since[seat] = at
        if isinstance(self.spec, RealTime):
            fresh = max(self.spec.increment_seconds, min(self.spec.bank_seconds, TURN_SECONDS))
        else:
            fresh = self.spec.move_hours * 3600
        self.bank[seat] = max(self.bank[seat], fresh * 1000.0)

    def left(self, seat: int, now: datetime) -> float:
        """Milliseconds the seat has left now for its move (never below 0)."""
        started = self.since[seat]
        used = ms(now - started) if started is not None else 0.0
        left = self.bank[seat] - used
        if isinstance(self.spec, TurnBased) and started is not None:
            left = min(left, self.spec.move_hours * 3_600_000 - used)
        return max(0.0, left)

    def deadline(self, now: datetime) -> tuple[int, datetime] | None:
        """The running seat whose time ends first, and when."""
        running = [(now + timedelta(milliseconds=self.left(s, now)), s) for s, at in enumerate(self.since) if at]
        if not running:
            return None
        when, seat = min(running)
        return seat, when

    def render(self, now: datetime) -> dict[str, Any]:
        """What readers are told: the clock's kind and settings, and each seat's time left now."""
        return {
            **self.spec.model_dump(),
            "seats": [
                {"left_ms": round(self.left(seat, now)), "running": since is not None}
                for seat, since in enumerate(self.since)
            ],
        }
