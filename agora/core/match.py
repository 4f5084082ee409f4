"""Matches: the record `(game, options, seed, actions)` that replays to the
identical state, and a live match with the BGA undo policy."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from agora.core import registry
from agora.core.errors import AgoraError, IllegalAction, MatchFileError
from agora.core.game import AnyGame, State
from agora.core.terms import Action, Event, Seat

FORMAT: Literal["agora-match/1"] = "agora-match/1"
# Far above any real match (a long game logs a few thousand short actions), far below harm.
MAX_FILE_BYTES = 16 * 1024 * 1024


class MatchRecord(BaseModel):
    """Everything needed to rebuild a match: nothing hidden is stored but the seed."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["agora-match/1"] = FORMAT
    game: str
    options: dict[str, Any]
    seed: int
    actions: tuple[tuple[Seat, Action], ...] = ()

    def save(self, path: str | Path) -> None:
        """Write the record as JSON."""
        Path(path).write_text(self.model_dump_json(indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> MatchRecord:
        """Read a record; MatchFileError says what is wrong with a bad file."""
        try:
            size = Path(path).stat().st_size
            if size > MAX_FILE_BYTES:
                raise MatchFileError(f"{path} is {size:,} bytes: a match file is at most {MAX_FILE_BYTES:,}")
            text = Path(path).read_text(encoding="utf-8")
        except OSError as err:
            raise MatchFileError(f"cannot read match file {path}: {err.strerror}") from None
        except UnicodeDecodeError as err:
            raise MatchFileError(f"{path} is not UTF-8 text (byte {err.start}): not an Agora match file") from None
        try:
            return cls.model_validate(json.loads(text))
        except json.JSONDecodeError as err:
            raise MatchFileError(f"{path} is not JSON: {err}") from None
        except RecursionError:
            raise MatchFileError(f"{path} nests its JSON too deeply to be an Agora match file") from None
        except ValidationError as err:
            first = err.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise MatchFileError(f"{path} is not an Agora match file: {where}: {first['msg']}") from None

    def replay(self, game: AnyGame | None = None) -> State:
        """The state after every recorded action; MatchFileError if one is refused.

        `game` defaults to the installed game the record names.
        """
        try:
            game = game or registry.get(self.game)
            if game.name != self.game:
                raise MatchFileError(f"this is a match of {self.game}, not {game.name}")
            state = game.new(self.options, self.seed)
        except AgoraError as err:
            raise MatchFileError(f"match file does not start: {err}") from None
        for index, (seat, action) in enumerate(self.actions):
            try:
                state.apply(seat, action)
            except IllegalAction as err:
                raise MatchFileError(f"action {index} ({seat}: {action!r}) does not replay: {err}") from None
        return state


class Match:
    """A match being played: its state, its log, and undo.

    Undo follows Board Game Arena: a seat may take back its own last actions,
    never across another seat's action, a reveal of hidden information, or a
    random draw (both checked on every action: `Event.reveal`, `Rng.draws`).
    """

    def __init__(self, game: AnyGame, options: dict[str, Any], seed: int) -> None:
        self.game = game
        self.options = game.options(options).model_dump()
        self.seed = seed
        self.state = game.new(self.options, seed)
        self.log: list[tuple[Seat, Action]] = []
        self._before: list[State] = []  # states before each undoable action, back to the barrier

    @classmethod
    def from_record(cls, record: MatchRecord, game: AnyGame | None = None) -> Match:
        """A live match at the end of a record (nothing before it can be undone)."""
        match = cls(game or registry.get(record.game), record.options, record.seed)
        match.state = record.replay(match.game)
        match.log = [(seat, action) for seat, action in record.actions]
        return match

    def record(self) -> MatchRecord:
        """The match so far as a record."""
        return MatchRecord(game=self.game.name, options=self.options, seed=self.seed, actions=tuple(self.log))

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Apply one action and log it; raises IllegalAction leaving everything unchanged."""
        before = self.state.clone()
        draws = self.state.rng.draws
        events = self.state.apply(seat, action)
        if self.log and self.log[-1][0] != seat:
            self._before.clear()  # never undo across another seat's action
        self.log.append((seat, action))
        if self.state.rng.draws != draws or any(e.reveal for e in events):
            self._before.clear()
        else:
            self._before.append(before)
        return events

    def can_undo(self, seat: Seat) -> bool:
        """Whether `seat` may take back the last action."""
        return bool(self._before) and self.log[-1][0] == seat

    def undo(self, seat: Seat) -> None:
        """Take back `seat`'s last action, or raise IllegalAction saying why not."""
        if not self.log or self.log[-1][0] != seat:
            raise IllegalAction("you can only take back your own last action")
        if not self._before:
            raise IllegalAction("that action revealed hidden information or drew at random, so it stands")
        self.state = self._before.pop()
        self.log.pop()
