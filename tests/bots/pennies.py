"""Matching pennies as a game of the contract: both seats choose heads or
tails at once, in secret; seat 1 wins if the coins match, seat 0 if not.
A search that let a seat see the other's pending coin would win every time."""

from __future__ import annotations

from typing import Any, ClassVar

from agora.core import (
    Event,
    Game,
    IllegalAction,
    Options,
    Outcome,
    PlainTable,
    Rng,
    Seat,
    State,
    TableSide,
    View,
    rank_by,
)

SIDES = ("heads", "tails")


class PenniesState(State):
    def __init__(self, rng: Rng) -> None:
        self.rng = rng
        self.coins: list[str | None] = [None, None]

    @property
    def players(self) -> int:
        return 2

    def to_act(self) -> tuple[Seat, ...]:
        return tuple(s for s in (0, 1) if self.coins[s] is None)

    def legal(self, seat: Seat) -> list[str]:
        return self.sides(seat) if seat in self.to_act() else []

    @staticmethod
    def sides(seat: Seat) -> list[str]:
        return list(SIDES)

    def apply(self, seat: Seat, action: str) -> list[Event]:
        if action not in self.legal(seat):
            raise IllegalAction(f"{action!r} is not allowed now")
        self.coins[seat] = action
        return [Event("chose", {"seat": seat})]

    def view(self, seat: Seat | None) -> View:
        done = self.outcome() is not None
        return {"coins": [c if done or s == seat else c is not None for s, c in enumerate(self.coins)]}

    def clone(self) -> PenniesState:
        other = type(self)(self.rng.clone())
        other.coins = list(self.coins)
        return other

    def outcome(self) -> Outcome | None:
        if None in self.coins:
            return None
        scores = self.scores()
        return Outcome(scores, rank_by([(s,) for s in scores]))

    def scores(self) -> tuple[int, int]:
        return (0, 1) if self.coins[0] == self.coins[1] else (1, 0)

    def to_data(self) -> dict[str, Any]:
        return {"coins": list(self.coins), "rng": self.rng.to_data()}

    def determinize(self, seat: Seat | None, rng: Rng) -> PenniesState:
        other = self.clone()
        for s in (0, 1):
            if s != seat and other.coins[s] is not None:
                other.coins[s] = rng.choice(self.sides(s))
        other.rng = rng.fork()
        return other


_Options = Options  # inside Pennies, `Options` names the class attribute


class Pennies(Game[Options]):
    name = "pennies"
    title = "Matching pennies"
    Options = Options
    table: ClassVar[TableSide] = PlainTable(title, Options)

    def start(self, options: _Options, seed: int) -> PenniesState:
        return PenniesState(Rng(seed))

    def catalogue(self, options: _Options) -> list[str]:
        return list(SIDES)


PENNIES = Pennies()


class LoadedState(PenniesState):
    """Seat 0 chooses a, b or c, seat 1 x or y, in secret. (a, x) and (b or c, x) tie; (a, y) is
    seat 0's win, (b or c, y) seat 1's. So a is seat 0's choice whatever seat 1 does, and x is seat
    1's answer; but against a coin drawn at random (b or c two times in three) y looks better."""

    @staticmethod
    def sides(seat: Seat) -> list[str]:
        return ["a", "b", "c"] if seat == 0 else ["x", "y"]

    def scores(self) -> tuple[int, int]:
        return (1, 1) if self.coins[1] == "x" else (2, 0) if self.coins[0] == "a" else (0, 2)

    def reopen(self, seat: Seat) -> None:
        for s in (0, 1):
            if s != seat:
                self.coins[s] = None


class Loaded(Pennies):
    name = "loaded-pennies"
    title = "Loaded pennies"

    def start(self, options: Options, seed: int) -> LoadedState:
        return LoadedState(Rng(seed))

    def catalogue(self, options: Options) -> list[str]:
        return ["a", "b", "c", "x", "y"]


LOADED = Loaded()
