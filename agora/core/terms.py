"""The terms the game contract is written in: a seat, an action code, a view, an event, an outcome.

Apart from game.py so that the table side (table.py, i18n.py) can speak of them without the engine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

Seat = int
Action = str
View = dict[str, Any]


# No slots=True on these dataclasses: it rebuilds the class, which mypyc's native classes
# (the compiled build, setup.py) refuse; compiled, they have fixed slots anyway.
@dataclass(frozen=True)
class Event:
    """Something that happened, for logs and animation.

    `to` is None for an event everyone may see, else the seats that may.
    `reveal` marks an event that makes hidden information known to someone:
    no undo may cross it.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    to: frozenset[Seat] | None = None
    reveal: bool = False

    def visible_to(self, seat: Seat | None) -> bool:
        """Whether `seat` (None: a spectator) may see this event."""
        return self.to is None or (seat is not None and seat in self.to)

    def to_data(self) -> dict[str, Any]:
        """JSON-ready form, without the audience (the reader is the audience)."""
        return {"kind": self.kind, **self.data}


# How rule code collects what happened, the same in every game: a rule function that reports
# events takes `events` and appends to it; the trusted fast path (State.advance) passes None, so
# no event is built there.
Events = list[Event] | None


@dataclass(frozen=True)
class Outcome:
    """The end of a game: final scores, ranks after every tie-break (1 is first;
    equal ranks are a tie the rules leave standing; where an automa such as
    Historia's Civbots competes, ranks count it, so no seat may be first) and
    each seat's score detail."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    details: tuple[Mapping[str, int], ...] = ()
    tiebreak: str = ""

    @property
    def winners(self) -> tuple[Seat, ...]:
        """The seats ranked first (none when an automa won)."""
        return tuple(s for s, r in enumerate(self.ranks) if r == 1)

    def to_data(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "details": [dict(d) for d in self.details],
            "tiebreak": self.tiebreak,
        }


def rank_by(keys: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Competition ranks (1, 2, 2, 4) from per-seat keys, highest key first."""
    return tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
