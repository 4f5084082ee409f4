"""Pebbles: a small game with every feature the server must carry, for tests.

Each round, every seat picks 1-3 pebbles at the same time and in secret (a
simultaneous choice); the picks are revealed together and the highest single
pick scores 3 plus a random bonus. Then, in turn, each seat may take up to two
pebbles (undoable: no randomness, nothing revealed) and ends its turn. Each
seat also holds a secret card, added to its score at the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import Field

from agora.core import (
    Action,
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
from agora.core.i18n import check_lang

CODES = ("pick 1", "pick 2", "pick 3", "take", "end")


class PebblesOptions(Options):
    """Pebbles' options."""

    players: int = Field(2, ge=2, le=4, description="number of seats")
    rounds: int = Field(2, ge=1, le=5, description="number of rounds")


class PebblesState(State):
    """A moment of Pebbles."""

    def __init__(self, players: int, rounds: int, rng: Rng) -> None:
        self.rng = rng
        self._players = players
        self.rounds = rounds
        self.round = 1
        self.hands = [1 + rng.below(9) for _ in range(players)]
        self.picks: list[int | None] = [None] * players
        self.phase = "pick"
        self.turn = 0
        self.taken = 0
        self.scores = [0] * players
        self.revealed: list[int] = []

    @property
    def players(self) -> int:
        return self._players

    def over(self) -> bool:
        return self.round > self.rounds

    def to_act(self) -> tuple[Seat, ...]:
        if self.over():
            return ()
        if self.phase == "pick":
            return tuple(s for s in range(self.players) if self.picks[s] is None)
        return (self.turn,)

    def legal(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "pick":
            return ["pick 1", "pick 2", "pick 3"]
        return ["take", "end"] if self.taken < 2 else ["end"]

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if action not in self.legal(seat):
            if seat not in self.to_act():
                raise IllegalAction("it is not your turn", "1.2")
            raise IllegalAction(f"{action!r} is not possible now", "2.1")
        if self.phase == "pick":
            self.picks[seat] = int(action.split()[1])
            events = [
                Event("picked", {"seat": seat, "pick": self.picks[seat]}, to=frozenset({seat})),
                Event("has_picked", {"seat": seat}),
            ]
            if all(p is not None for p in self.picks):
                events += self._reveal()
            return events
        if action == "take":
            self.taken += 1
            self.scores[seat] += 1
            return [Event("took", {"seat": seat})]
        self.taken = 0
        self.turn += 1
        if self.turn == self.players:
            self.turn = 0
            self.round += 1
            self.phase = "pick"
        return [Event("ended", {"seat": seat})]

    def _reveal(self) -> list[Event]:
        picks = [p or 0 for p in self.picks]
        self.revealed = picks
        best = max(picks)
        events = [Event("revealed", {"picks": picks}, reveal=True)]
        if picks.count(best) == 1:
            winner = picks.index(best)
            bonus = 1 + self.rng.below(2)
            self.scores[winner] += 3 + bonus
            events.append(Event("scored", {"seat": winner, "points": 3 + bonus}))
        self.picks = [None] * self.players
        self.phase = "move"
        return events

    def view(self, seat: Seat | None) -> View:
        return {
            "round": self.round,
            "phase": self.phase,
            "turn": self.turn,
            "scores": list(self.scores),
            "picked": [p is not None for p in self.picks],
            "my_pick": self.picks[seat] if seat is not None else None,
            "my_card": self.hands[seat] if seat is not None else None,
            "last_picks": list(self.revealed),
        }

    def clone(self) -> PebblesState:
        other = PebblesState.__new__(PebblesState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.hands = list(self.hands)
        other.picks = list(self.picks)
        other.scores = list(self.scores)
        other.revealed = list(self.revealed)
        return other

    def outcome(self) -> Outcome | None:
        if not self.over():
            return None
        final = tuple(s + h for s, h in zip(self.scores, self.hands, strict=True))
        return Outcome(scores=final, ranks=rank_by([(f,) for f in final]))

    def to_data(self) -> dict[str, Any]:
        data = {k: v for k, v in self.__dict__.items() if k != "rng"}
        return {**data, "rng": self.rng.to_data()}

    def determinize(self, seat: Seat | None, rng: Rng) -> PebblesState:
        other = self.clone()
        other.rng = Rng(rng.next_u64(), self.rng.draws)
        for s in range(self.players):
            if s != seat:
                other.hands[s] = 1 + rng.below(9)
                if other.picks[s] is not None:
                    other.picks[s] = 1 + rng.below(3)
        return other


class PebblesTable(PlainTable):
    """Pebbles at a table: a few words of its own, the rest plain."""

    def label(self, action: Action, lang: str) -> str:
        """Enough Greek to tell a language apart in the server's tests."""
        if check_lang(lang) == "el":
            return {"take": "Πάρε ένα βότσαλο", "end": "Τέλος του γύρου σου"}.get(action, f"Διάλεξε: {action}")
        if action.startswith("pick"):
            return f"Pick {action.split()[1]} pebbles"
        return {"take": "Take a pebble", "end": "End your turn"}.get(action, action)

    def prompt(self, view: View, lang: str) -> str:
        """What each phase asks."""
        if view["phase"] == "pick":
            return {"en": "Pick 1 to 3 pebbles, in secret", "el": "Διάλεξε 1 έως 3 βότσαλα, κρυφά"}[check_lang(lang)]
        return {"en": "Take a pebble or end your turn", "el": "Πάρε βότσαλο ή τελείωσε"}[check_lang(lang)]

    def explain(self, action: Action, lang: str) -> str:
        """Only taking has a rule to name."""
        if action == "take":
            return {"en": "One more point (rule 2.1)", "el": "Ένας πόντος ακόμη (κανόνας 2.1)"}[check_lang(lang)]
        return ""


class Pebbles(Game[PebblesOptions]):
    """The test game."""

    name = "pebbles"
    title = "Pebbles"
    Options = PebblesOptions
    table: ClassVar[TableSide] = PebblesTable(title, PebblesOptions)

    def start(self, options: PebblesOptions, seed: int) -> PebblesState:
        return PebblesState(options.players, options.rounds, Rng(seed))

    def catalogue(self, options: PebblesOptions) -> Sequence[Action]:
        return CODES


PEBBLES = Pebbles()
