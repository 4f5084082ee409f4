"""A match held in memory: the engine's `Match` rebuilt from the stored log,
with the events of every entry and what each reader is sent."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any

from agora.core import AnyGame, Event, IllegalAction, Match, Seat
from agora.core.i18n import LANGS, SOURCE, refusal
from agora.core.tutorial import Step
from agora.server.bots import bot_names
from agora.server.clocks import CLOCK_SPEC, Clocks
from agora.server.db import now
from agora.server.store.records import Entry, TableInfo

# Log entries that change who plays a seat (never passed to the game).
SEAT_KINDS = ("out", "vote", "back")
# The entry by which a moderator closes a table: the last of its log, said by no seat.
CLOSE = "close"
CLOSER = -1
VOTE_CHOICES = ("bot", "wait", "end")


class Refused(Exception):
    """A submission that is not applied; `code` tells a client what kind. `message_id` is its message in
    the catalogue, `{fields}` filled from `params`; `message` is its English text, `texts()` every language's."""

    def __init__(self, code: str, message_id: str, section: str | None = None, **params: object) -> None:
        self.code = code
        self.message_id = message_id
        self.params = params
        self.message = refusal(message_id, params, SOURCE)
        self.section = section
        super().__init__(self.message)

    @classmethod
    def of(cls, err: IllegalAction) -> Refused:
        """The engine's refusal, as a table refuses."""
        return cls("illegal", err.message_id, err.section, **err.params)

    def texts(self) -> dict[str, str]:
        """The refusal in every language."""
        return {lang: refusal(self.message_id, self.params, lang) for lang in LANGS}


class LiveMatch:
    """One table's match. Every read and write happens under `lock`."""

    def __init__(self, info: TableInfo, game: AnyGame) -> None:
        self.info = info
        self.game = game
        # The game's scripted first game, at a tutorial table.
        self.tutorial = game.tutorial if info.tutorial else None
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
        # Log lines and labels in every language, made once: every reader of an event reads the same line.
        self._lines: dict[tuple[int, int], dict[str, str]] = {}
        self._line_names: dict[str, tuple[str | None, ...]] = {}
        self._labels: dict[str, dict[str, str]] = {}
        self._offers: dict[str, dict[str, Any]] = {}
        # Abandoned seats: why each seat is out (left, timeout) or None; whether a bot plays it now;
        # the votes of the others on the first seat out and undecided; whether the table was ended by vote.
        self.away: list[str | None] = [None] * players
        self.standin = [False] * players
        self.deciding: Seat | None = None
        self.votes: dict[Seat, str] = {}
        self.ended = False
        self.closed = False  # by a moderator: the game ends where it stands, unrated
        spec = CLOCK_SPEC.validate_python(self.info.clock) if self.info.clock else None
        self.clocks = Clocks.new(spec, players) if spec is not None else None
        self._clocks_started = False
        self.start_clocks()

    def start_clocks(self) -> None:
        """Once the table has started, the clocks of the seats to act run from when it did."""
        if self.clocks is not None and not self._clocks_started and self.info.started_at is not None:
            self.clocks.start(self.match.state.to_act(), self.info.started_at)
            self._clocks_started = True

    @property
    def length(self) -> int:
        """Number of log entries."""
        return len(self.entries)

    @property
    def finished(self) -> bool:
        """Whether the game is over: by its rules, ended by the others' vote after a seat left, or closed by a
        moderator."""
        return self.ended or self.closed or self.match.state.outcome() is not None

    def step(self) -> Step | None:
        """The tutorial's step due now, or None (no tutorial, or its script is over or was left)."""
        tutorial = self.tutorial
        if tutorial is None or len(self.entries) >= len(tutorial.steps) or any(e.kind != "act" for e in self.entries):
            return None
        index = tutorial.step([(e.seat, e.action or "") for e in self.entries])
        return None if index is None else tutorial.steps[index]

    def scripted_last(self) -> bool:
        """Whether the log's last move is one of a tutorial's script (its last included): none is taken back, at
        the end as during it ("Tutorial complete" has nothing to undo; an undo there would reopen the script)."""
        tutorial = self.tutorial
        return (tutorial is not None and 0 < len(self.entries) <= len(tutorial.steps)
                and all(e.kind == "act" for e in self.entries))

    def _coached(self, seat: Seat | None) -> dict[str, Any] | None:
        """What the tutorial tells its person now: the step's words in every language, the action it expects and
        where it is on the board, and how far the script is; its closing words once it is over."""
        tutorial = self.tutorial
        if tutorial is None or seat != tutorial.seat:
            return None
        step, taught = self.step(), tutorial.taught()
        if step is None:
            return {"says": tutorial.texts(tutorial.done), "code": None, "target": None, "section": None,
                    "number": len(taught), "of": len(taught), "over": True}
        number = sum(1 for i in taught if i < len(self.entries))
        says = tutorial.texts(step.say) if step.say is not None and step.seat == seat else None
        return {"says": says, "code": step.action if step.seat == seat else None,
                "target": self.game.table.target(step.action) if step.seat == seat else None,
                "section": step.section, "number": number, "of": len(taught), "over": False}

    def voters(self) -> list[Seat]:
        """The seats that vote on an abandoned seat: people still at the table."""
        return [
            s.seat for s in self.info.seats
            if s.kind == "human" and self.away[s.seat] is None and s.seat != self.deciding
        ]

    def _seat_entry(self, entry: Entry) -> None:
        """A seat leaves or runs out of time, a vote on it, or its player back: changes of who plays a seat,
        kept in the log beside the actions (so every process, and a restart, agrees)."""
        seat, what = entry.seat, entry.action or ""
        if entry.kind == "out":
            self.away[seat] = what
            if self.deciding is None:
                self.deciding, self.votes = seat, {}
        elif entry.kind == "vote":
            self.votes[seat] = what
        elif entry.kind == "back":
            self.away[seat] = None
            self.standin[seat] = False
            if self.clocks is not None and entry.at is not None:
                self.clocks.resume(seat, entry.at)
            if self.deciding == seat:  # a vote on a player who is back would apply to someone present
                self._next_decision()
        self._decide(entry.at)

    def _next_decision(self) -> None:
        """The vote moves on to the first seat still out and undecided (none: nothing to vote on)."""
        undecided = [
            s for s, why in enumerate(self.away) if why is not None and not self.standin[s] and s != self.deciding
        ]
        self.deciding, self.votes = (undecided[0] if undecided else None), {}

    def _decide(self, at: datetime | None) -> None:
        """Once every voter has voted (or nobody is left to vote), the most voted choice is applied
        (a tie goes to the bot, then to waiting: the game goes on where it can)."""
        seat = self.deciding
        if seat is None:
            return
        voters = self.voters()
        if any(v not in self.votes for v in voters):
            return
        counts = [sum(self.votes[v] == c for v in voters) for c in VOTE_CHOICES]
        choice = VOTE_CHOICES[counts.index(max(counts))] if voters else "bot"
        if choice == "bot":
            self.standin[seat] = True
        elif choice == "wait":
            self.away[seat] = None  # the clock starts a fresh move from the decision
            if self.clocks is not None and at is not None:
                self.clocks.grant(seat, at)
        else:
            self.ended = True
        self._next_decision()
        if self.deciding is not None and not self.ended:
            self._decide(at)

    def replay(self, entries: list[Entry]) -> None:
        """Apply stored entries (already committed) one after the other."""
        self.start_clocks()
        for entry in entries:
            self.apply(entry)

    def apply(self, entry: Entry) -> None:
        """Apply one entry; IllegalAction leaves everything unchanged."""
        before = set(self.match.state.to_act())
        events: list[Event] = []
        if entry.kind in SEAT_KINDS:
            self._seat_entry(entry)
        elif entry.kind == CLOSE:
            self.closed = True
        elif entry.kind == "undo":
            self.match.undo(entry.seat)
            events = [Event("undo", {"seat": entry.seat})]
        else:
            assert entry.action is not None
            events = self.match.apply(entry.seat, entry.action)
        self.entries.append(entry)
        self.events.append(events)
        if self.clocks is not None and entry.at is not None:
            self.clocks.step(before, set(self.match.state.to_act()), entry.at)
        for seat in range(len(self._legal)):
            legal = self.match.state.legal(seat)
            if legal != self._legal[seat]:
                self._legal[seat] = legal
                self.legal_since[seat] = self.length

    def check_seat(self, entry: Entry, now: datetime) -> None:
        """Refuse a change of who plays a seat that the table's moment does not allow; changes nothing."""
        if self.info.status != "active" or self.finished:
            raise Refused("finished" if self.finished else "not_started", "the game is not being played")
        seat, spec = entry.seat, self.info.seats[entry.seat]
        if spec.kind != "human":
            raise Refused("illegal", "a bot's seat is not a player's")
        if entry.kind == "out":
            if self.away[seat] is not None:
                raise Refused("illegal", "that seat is out already")
            if entry.action == "timeout" and (
                self.clocks is None or seat not in self.match.state.to_act() or self.clocks.left(seat, now) > 0
            ):
                raise Refused("illegal", "that seat's time has not run out")
        elif entry.kind == "vote":
            if self.deciding is None or seat not in self.voters():
                raise Refused("illegal", "there is nothing for you to vote on")
            if entry.action not in VOTE_CHOICES:
                raise Refused("illegal", "vote one of: {choices}", choices=", ".join(VOTE_CHOICES))
        elif entry.kind == "back" and self.away[seat] is None:
            raise Refused("illegal", "you have not left this table")

    def check(self, seat: Seat, entry: Entry, log_index: int, standin: bool = False) -> None:
        """Refuse a submission that is stale, repeated or illegal; changes nothing. `standin`: the
        bot that plays an abandoned seat submits it."""
        if self.info.status == "open":
            raise Refused("not_started", "the game starts when every seat is taken")
        if self.finished:
            raise Refused("finished", "the game is over")
        if standin and not self.standin[seat]:
            raise Refused("stale", "the seat's player is back")
        if not standin and self.away[seat] is not None:
            raise Refused("away", "you left this seat: take it back first")
        if log_index > self.length:
            raise Refused("stale", "log index {index} is ahead of the log, which has {length} entries",
                          index=log_index, length=self.length)
        since = self.entries[log_index:]
        if entry in since:
            raise Refused("duplicate", "that submission was already applied")
        if any(e.seat == seat for e in since):
            raise Refused("stale", "you have acted since the view you answered: look again")
        step = self.step()
        if step is not None and not standin and (entry.kind, seat, entry.action) != ("act", step.seat, step.action):
            assert self.tutorial is not None
            raise Refused("tutorial", self.tutorial.hint, step.section)
        if entry.kind == "undo":
            if self.scripted_last():
                raise Refused("tutorial", "the tutorial's moves cannot be taken back")
            if log_index != self.length:
                raise Refused("stale", "the table changed since the view you answered: look again")
            if not self.match.can_undo(seat):
                try:
                    # Where can_undo is False, undo raises before it changes anything: it says why.
                    self.match.undo(seat)
                except IllegalAction as err:
                    raise Refused.of(err) from None
                raise AssertionError("Match.undo succeeded where can_undo said no")
            return
        if self.legal_since[seat] > log_index:
            raise Refused("stale", "your choices changed since the view you answered: look again")
        assert entry.action is not None
        if entry.action not in self._legal[seat]:
            raise self._why_illegal(seat, entry.action)

    def _why_illegal(self, seat: Seat, action: str) -> Refused:
        """The engine's own refusal of an action it does not offer."""
        if seat not in self.match.state.to_act():
            return Refused("illegal", "it is not your turn")
        try:
            self.match.state.clone().apply(seat, action)
        except IllegalAction as err:
            return Refused.of(err)
        return Refused("illegal", "{action} is not one of your legal actions now", action=repr(action))

    def labels(self, code: str) -> dict[str, str]:
        """An action's label in every language."""
        labels = self._labels.get(code)
        if labels is None:
            labels = self._labels[code] = {lang: self.game.table.label(code, lang) for lang in LANGS}
        return labels

    def offer(self, code: str) -> dict[str, Any]:
        """A legal action as a client offers it: labelled, explained and placed on the board."""
        offer = self._offers.get(code)
        if offer is None:
            labels = self.labels(code)
            offer = self._offers[code] = {
                "code": code, "label": labels["en"], "labels": labels, "target": self.game.table.target(code),
                "explains": {lang: self.game.table.explain(code, lang) for lang in LANGS},
            }
        return offer

    def seat_names(self) -> dict[str, tuple[str | None, ...]]:
        """Each seat's name in every language: its player's (None while free), or its bot's."""
        return {
            lang: tuple(bot_names(s.seat)[lang] if s.kind == "bot" else s.name for s in self.info.seats)
            for lang in LANGS
        }

    def _lines_of(
        self, index: int, position: int, event: Event, names: dict[str, tuple[str | None, ...]]
    ) -> dict[str, str]:
        """The log line of an event in every language, for a reader who may see it."""
        if names != self._line_names:  # a seat taken since: lines name its player
            self._lines, self._line_names = {}, names
        lines = self._lines.get((index, position))
        if lines is None:
            # Narrated from what the reader is sent (kind and data), never from the state.
            received = event.to_data()
            kind = received.pop("kind")
            lines = {lang: self.game.table.narrate(Event(kind, received), lang, names[lang]) for lang in LANGS}
            self._lines[(index, position)] = lines
        return lines

    def render(self, seat: Seat | None, since: int, connected: list[Seat] | None = None) -> dict[str, Any]:
        """The message for one reader: its view, legal actions (each labelled in
        every language and placed on the board), what it is asked, and the events
        since log index `since` that it may see, with their log lines in every
        language. `connected` lists the seats with a socket open here."""
        state = self.match.state
        outcome = state.outcome()
        legal = (
            self._legal[seat]
            if seat is not None and self.info.status == "active" and not self.finished and self.away[seat] is None
            else []
        )
        seen = [
            (index, position, event)
            for index in range(min(since, self.length), self.length)
            for position, event in enumerate(self.events[index])
            if event.visible_to(seat)
        ]
        names = self.seat_names()
        view = state.view(seat)
        outcome_data = None
        if outcome is not None:
            tiebreaks = {lang: self.game.table.tiebreak(outcome, lang) for lang in LANGS}
            outcome_data = {**outcome.to_data(), "tiebreaks": tiebreaks}
        return {
            "type": "state",
            "log_index": self.length,
            "seat": seat,
            "status": "finished" if self.finished else self.info.status,
            "view": view,
            "legal": [self.offer(code) for code in legal],
            "to_act": list(state.to_act()),
            "prompts": {lang: self.game.table.prompt(view, lang) if legal else "" for lang in LANGS},
            "connected": sorted(connected or ()),
            # A finished game takes no undo (check refuses it): the button must not offer one.
            "can_undo": seat is not None and not self.finished and self.away[seat] is None
            and self.match.can_undo(seat) and self.step() is None and not self.scripted_last(),  # nor its end
            "events": [
                {"index": index, **event.to_data(), "targets": list(self.game.table.touches(event))}
                for index, _, event in seen
            ],
            # lines[i] is the log line of events[i], in every language.
            "lines": [self._lines_of(index, position, event, names) for index, position, event in seen],
            "outcome": outcome_data,
            "clock": self.clocks.render(now()) if self.clocks is not None and not self.finished else None,
            "vote": None if self.deciding is None or self.finished else {
                "seat": self.deciding, "reason": self.away[self.deciding], "voters": self.voters(),
                "votes": {str(v): c for v, c in self.votes.items()},
            },
            "ended": self.ended,
            "tutorial": self._coached(seat),
            "closed": self.closed,
            # A seat's own: the key of the private table's invite link.
            "invite": self.info.invite_key if seat is not None else None,
            **({"rematch": self.info.rematch} if self.finished and not self.closed else {}),
            "seats": [
                {"seat": s.seat, "kind": s.kind, "bot": s.bot, "name": s.name, "taken": s.taken,
                 "away": self.away[s.seat], "standin": self.standin[s.seat], "signed_in": s.account is not None,
                 "names": {lang: names[lang][s.seat] or "" for lang in LANGS}}
                for s in self.info.seats
            ],
        }
