"""A tiny game that exercises every part of the kernel contract: hidden hands
dealt at random, a simultaneous secret choice revealed at once, and turn-based
free decisions that may be undone.

Rules: each seat is dealt 3 cards from a deck 1..4N. A round: every seat bids
one card of its hand at once, in secret; the bids are revealed and the highest
scores its value. Then each seat in turn may "tap" (1 point, at most twice) and
says "done". After 3 rounds the highest score wins; ties stay ties.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import Field

from agora.core import (
    Event,
    Game,
    IllegalAction,
    Options,
    Outcome,
    PlainTable,
    Rng,
    Rulebook,
    Seat,
    State,
    TableSide,
    View,
    rank_by,
)

ROUNDS = 3


class ToyOptions(Options):
    players: int = Field(default=2, ge=2, le=4)  # default= (not positional): mypy sees it has one
    leak: Literal["none", "view", "event"] = Field(default="none", description="break hiding on purpose (kit tests)")


class ToyState(State):
    def __init__(self, options: ToyOptions, rng: Rng) -> None:
        self.options = options
        self.rng = rng
        self.hands: list[list[int]] = []
        self.bids: list[int | None] = []
        self.scores = [0] * options.players
        self.round = 0
        self.phase = "bid"
        self.turn = 0
        self.taps = 0

    @property
    def players(self) -> int:
        return self.options.players

    def deal(self) -> None:
        deck = list(range(1, 4 * self.players + 1))
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[3 * s : 3 * s + 3]) for s in range(self.players)]
        self.bids = [None] * self.players

    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == "bid":
            return tuple(s for s in range(self.players) if self.bids[s] is None)
        if self.phase == "tap":
            return (self.turn,)
        return ()

    def clone(self) -> ToyState:
        other = type(self).__new__(type(self))  # a subclass (a broken state, for the kit) stays itself
        other.options, other.rng = self.options, self.rng.clone()
        other.hands = [list(h) for h in self.hands]
        other.bids, other.scores = list(self.bids), list(self.scores)
        other.round, other.phase, other.turn, other.taps = self.round, self.phase, self.turn, self.taps
        return other

    def to_data(self) -> dict[str, Any]:
        return {"hands": [list(h) for h in self.hands], "bids": list(self.bids), "scores": list(self.scores),
                "round": self.round,
                "phase": self.phase, "turn": self.turn, "taps": self.taps, "rng": self.rng.to_data()}

    def _known(self, card: int, seat: Seat | None) -> bool:
        """Cards the reader holds or has seen revealed this round's deal."""
        if seat is not None and (card in self.hands[seat] or card == self.bids[seat]):
            return True
        return self.phase != "bid" and card in self.bids


# The toy's rules, wired into its state as a game object does (the state imports none of them).
def legal(self: ToyState, seat: Seat) -> list[str]:
    if seat not in self.to_act():
        return []
    if self.phase == "bid":
        return [f"bid {c}" for c in self.hands[seat]]
    return (["tap"] if self.taps < 2 else []) + ["done"]

def apply(self: ToyState, seat: Seat, action: str) -> list[Event]:
    if seat not in self.to_act():
        raise IllegalAction("it is not your turn", "toy 1")
    if action not in legal(self, seat):
        raise IllegalAction(f"{action!r} is not allowed now", "toy 2")
    if self.phase == "bid":
        card = int(action.split()[1])
        self.bids[seat] = card
        self.hands[seat].remove(card)
        mine = {"left": sorted(self.hands[seat])} if self.options.leak == "event" else {}
        events = [Event("bid", {"seat": seat, **mine})]
        if all(b is not None for b in self.bids):
            bids = [b or 0 for b in self.bids]
            winner = bids.index(max(bids))
            self.scores[winner] += bids[winner]
            events.append(Event("reveal", {"bids": bids, "winner": winner}, reveal=True))
            self.phase, self.turn, self.taps = "tap", 0, 0
        return events
    if action == "tap":
        self.taps += 1
        self.scores[seat] += 1
        return [Event("tap", {"seat": seat})]
    self.turn, self.taps = self.turn + 1, 0
    if self.turn == self.players:
        self.round += 1
        if self.round == ROUNDS:
            self.phase = "over"
        else:
            self.phase = "bid"
            self.deal()
    return [Event("done", {"seat": seat})]

def view(self: ToyState, seat: Seat | None) -> View:
    hands: list[Any] = [
        list(h) if s == seat or self.options.leak == "view" else len(h) for s, h in enumerate(self.hands)
    ]
    chosen = [b is not None for b in self.bids]
    return {"round": self.round, "phase": self.phase, "scores": list(self.scores), "hands": hands, "chosen": chosen,
            "my_bid": self.bids[seat] if seat is not None and self.phase == "bid" else None}

def outcome(self: ToyState) -> Outcome | None:
    if self.phase != "over":
        return None
    return Outcome(tuple(self.scores), rank_by([(s,) for s in self.scores]))

def determinize(self: ToyState, seat: Seat | None, rng: Rng) -> ToyState:
    other = self.clone()
    # Unseen cards: every card not in the reader's hand and not yet revealed.
    others = [s for s in range(self.players) if s != seat]
    pool = [c for s in others for c in self.hands[s]]
    pending = [s for s in others if self.bids[s] is not None and self.phase == "bid"]
    pool += [self.bids[s] or 0 for s in pending]
    pool += [c for c in range(1, 4 * self.players + 1) if c not in pool and not self._known(c, seat)]
    rng.shuffle(pool)
    for s in others:
        n = len(self.hands[s])
        other.hands[s], pool = sorted(pool[:n]), pool[n:]
    for s in pending:
        other.bids[s], pool = pool[0], pool[1:]
    other.rng = rng.fork()
    return other


ToyState.rulebook = Rulebook(legal=legal, apply=apply, view=view, outcome=outcome, determinize=determinize)


class ToyTable(PlainTable):
    """The toy at a table: plain, with a one-line screen."""

    def render(self, view: View, lang: str) -> str:
        """The round and the scores, in every language."""
        return f"round {view['round']} scores {view['scores']}"


class Toy(Game[ToyOptions]):
    name = "toy"
    title = "Toy bidding"
    Options = ToyOptions
    table: ClassVar[TableSide] = ToyTable(title, ToyOptions)

    def start(self, options: ToyOptions, seed: int) -> ToyState:
        state = ToyState(options, Rng(seed))
        state.deal()
        return state

    def catalogue(self, options: ToyOptions) -> list[str]:
        return [f"bid {c}" for c in range(1, 4 * options.players + 1)] + ["tap", "done"]


TOY = Toy()
