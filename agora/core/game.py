"""The contract every game fulfils (docs/architecture.md, "The game contract").

A game is a factory of states; a state is a machine of decisions. Actions are
short stable text codes (``"move t12"``); every list of them is finite.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, NoReturn, TypeAlias, TypeVar, cast

from mypy_extensions import mypyc_attr
from pydantic import ValidationError

from agora.core.errors import BadInput, OptionsError, Problem
from agora.core.i18n import N_, SOURCE
from agora.core.options import Options as Options
from agora.core.problems import options_refusal, problem
from agora.core.rng import Rng
from agora.core.table import TableSide
from agora.core.terms import Action, Event, Outcome, Seat, View
from agora.core.tutorial import Tutorial

OptionsT = TypeVar("OptionsT", bound=Options)
_BaseOptions = Options  # inside Game, `Options` names the game's own model


S = TypeVar("S", bound="State")


@mypyc_attr(native_class=False)  # a generic dataclass: mypyc cannot make it native
@dataclass(frozen=True)
class Rulebook(Generic[S]):
    """A game's rules as plain functions of its state. The game object wires one
    into its state class (`State.rulebook`), so the state module imports no rule,
    view or bot. The state's public methods check the seat and the action once,
    for every game, then call these, which may trust both."""

    legal: Callable[[S, Seat], list[Action]]
    apply: Callable[[S, Seat, Action], list[Event]]
    view: Callable[[S, Seat | None], View]
    outcome: Callable[[S], Outcome | None]
    determinize: Callable[[S, Seat | None, Rng], S]
    # The trusted fast path (State.advance): a legal action carried out unchecked, no events built.
    # None while a game has none of its own: advance then falls back on the checked apply.
    advance: Callable[[S, Seat, Action], None] | None = None
    # The trusted path that still tells what happened (State.play), for a search that keys on what
    # each seat saw. None while a game has none of its own: play then falls back on the checked apply.
    play: Callable[[S, Seat, Action], list[Event]] | None = None
    # State.reopen, for a game with secret choices made one seat after another. None: it has none.
    reopen: Callable[[S, Seat], None] | None = None


def checked_seat(seat: object, players: int) -> Seat:
    """`seat` as a seat index, or BadInput saying what a seat must be: an int (not
    a bool) from 0 to players - 1."""
    return _seat_in_range(seat, players, spectator=False)


def checked_viewer(seat: object, players: int) -> Seat | None:
    """`seat` as a seat index or None (a spectator), or BadInput saying what a reader must be."""
    return None if seat is None else _seat_in_range(seat, players, spectator=True)


def _seat_in_range(seat: object, players: int, spectator: bool) -> Seat:
    if isinstance(seat, bool) or not isinstance(seat, int):
        if spectator:
            raise BadInput(N_("a seat is an int from 0 to {last} (or None for a spectator), not {seat} ({kind})"),
                           last=players - 1, seat=repr(seat), kind=type(seat).__name__)
        raise BadInput(N_("a seat is an int from 0 to {last}, not {seat} ({kind})"), last=players - 1,
                       seat=repr(seat), kind=type(seat).__name__)
    if not 0 <= seat < players:
        raise BadInput(N_("there is no seat {seat}: this game has seats 0 to {last}"), seat=seat, last=players - 1)
    return int(seat)


def checked_action(action: object) -> Action:
    """`action` as an action code, or BadInput: an action is a text code such as "pass"."""
    if not isinstance(action, str):
        raise BadInput(N_("an action is a text code (a str such as 'pass'), not {action} ({kind})"),
                       action=repr(action), kind=type(action).__name__)
    return str(action)


# The compiled build (setup.py) makes these native classes; the games not compiled subclass them.
@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """One moment of one game. Subclasses hold the game's own fields; the game
    object wires its rules in as `rulebook`."""

    rng: Rng
    rulebook: ClassVar[Rulebook[Any]]

    @property
    @abstractmethod
    def players(self) -> int:
        """Number of seats."""

    @abstractmethod
    def to_act(self) -> tuple[Seat, ...]:
        """The seats that must decide now (several where the rules are simultaneous)."""

    def legal(self, seat: Seat) -> list[Action]:
        """The legal actions of `seat` now; empty if it is not to act.

        Raises BadInput for a seat that is not an int from 0 to players - 1."""
        if type(seat) is not int or not 0 <= seat < self.players:
            seat = checked_seat(seat, self.players)
        return self.rulebook.legal(self, seat)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Carry out `action` for `seat` and return what happened.

        Raises IllegalAction (BadInput for a seat or action of the wrong type or
        range), leaving the state exactly as it was.
        """
        if type(seat) is not int or not 0 <= seat < self.players:
            seat = checked_seat(seat, self.players)
        if type(action) is not str:
            action = checked_action(action)
        return self.rulebook.apply(self, seat, action)

    def advance(self, seat: Seat, action: Action) -> None:
        """The trusted fast path for bots, RL and playouts: carry out `action`, which the
        caller took from `legal(seat)`, without checking it and without building events.
        The state ends exactly as `apply` would leave it. An action not from `legal(seat)`
        leaves the state undefined: whatever comes from outside (the server, the CLI)
        goes through `apply`."""
        rulebook = getattr(self, "rulebook", None)  # a state may define apply itself, with no rulebook
        trusted = None if rulebook is None else rulebook.advance
        if trusted is None:
            self.apply(seat, action)
        else:
            trusted(self, seat, action)

    def play(self, seat: Seat, action: Action) -> list[Event]:
        """`advance` that still returns the events `apply` would (for a search that keys its
        nodes on what each seat was shown): `action`, from `legal(seat)`, carried out unchecked.
        An action not from `legal(seat)` leaves the state undefined, as with `advance`."""
        rulebook = getattr(self, "rulebook", None)  # a state may define apply itself, with no rulebook
        trusted = None if rulebook is None else rulebook.play
        if trusted is None:
            return self.apply(seat, action)
        events: list[Event] = trusted(self, seat, action)
        return events

    def unsettled(self) -> bool:
        """Whether choices made in secret are still being carried out (Historia: from the first
        card selected face down in an action round until every card of it is resolved). Inside
        such a stretch the choices made so far show nothing yet, so search plays on through it
        before it judges a position. Most games have none."""
        return False

    def reopen(self, seat: Seat) -> None:
        """In a sample (never the true state): take back the choices the other seats made in
        secret that `seat` has not seen yet (Historia: cards selected face down), so that a search
        from `seat`'s information has them chosen again after its own, each seat on what it knows,
        instead of keeping the ones the sample drew at random. Most games have none to take back."""
        rulebook = getattr(self, "rulebook", None)  # a state may define apply itself, with no rulebook
        reopen = None if rulebook is None else rulebook.reopen
        if reopen is not None:
            reopen(self, seat)

    def view(self, seat: Seat | None) -> View:
        """What `seat` may know, JSON-ready; `None` is a spectator. BadInput for any other seat."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.players):
            seat = checked_viewer(seat, self.players)
        return self.rulebook.view(self, seat)

    @abstractmethod
    def clone(self) -> State:
        """An independent copy, cheap enough for search."""

    def outcome(self) -> Outcome | None:
        """None until the game is over."""
        return self.rulebook.outcome(self)

    @abstractmethod
    def to_data(self) -> dict[str, Any]:
        """Every field, hidden ones and the RNG included, as a fresh JSON-ready
        structure: for equality and snapshots only, never for a player."""

    def determinize(self, seat: Seat | None, rng: Rng) -> State:
        """A full state consistent with everything `seat` knows, with all that
        is hidden from it (others' hands, face-down tiles, deck order, the RNG)
        drawn anew from `rng`. Bots search these, never the true state.
        BadInput for a seat that is neither None nor in range."""
        if seat is not None:
            seat = checked_viewer(seat, self.players)
        if not isinstance(rng, Rng):
            raise BadInput(N_("determinize draws from an agora Rng, not {kind}"), kind=type(rng).__name__)
        result: State = self.rulebook.determinize(self, seat, rng)
        return result


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ABC, Generic[OptionsT]):
    """A game: its name, options and components, and a factory of states."""

    name: ClassVar[str]
    title: ClassVar[str]
    Options: ClassVar[type[_BaseOptions]]
    # What a table and a terminal need of the game beside its engine: its table module, or a PlainTable.
    table: ClassVar[TableSide]
    # Its scripted first game (agora/core/tutorial.py), if it has one.
    tutorial: ClassVar[Tutorial | None] = None

    def options(self, given: Mapping[str, Any] | _BaseOptions | None = None) -> OptionsT:
        """Validated options; raises OptionsError with every problem named."""
        if isinstance(given, self.Options):
            return cast(OptionsT, given)  # a game's Options model is its OptionsT (a ClassVar cannot say so)
        if given is not None and not isinstance(given, Mapping):
            self._refuse_options((("", N_("options are a mapping of names to values, not {kind}"),
                                   {"kind": type(given).__name__}, True),))
        try:
            return cast(OptionsT, self.Options.model_validate(dict(given or {})))
        except ValidationError as err:
            self._refuse_options(tuple(problem(e, "options") for e in err.errors()))
        except TypeError as err:
            self._refuse_options((("", str(err), {}, False),))

    def _refuse_options(self, problems: tuple[Problem, ...]) -> NoReturn:
        raise OptionsError(options_refusal(self.name, problems, SOURCE), self.name, problems) from None

    def new(self, options: Mapping[str, Any] | _BaseOptions | None = None, seed: int = 0) -> State:
        """A new game; the same options and seed always give the same state. BadInput for a seed
        that is not an int (a bool is not one either)."""
        if type(seed) is not int:
            raise BadInput(f"a seed is an int, not {seed!r} ({type(seed).__name__})")
        return self.start(self.options(options), seed)

    @abstractmethod
    def start(self, options: OptionsT, seed: int) -> State:
        """A new game from validated options."""

    @abstractmethod
    def catalogue(self, options: OptionsT) -> Sequence[Action]:
        """Every action code the game can ever offer with these options, in a
        fixed order: the index of a code is its stable integer id."""

    def edition(self) -> list[str]:
        """Which component values of the default data are designed by Agora
        rather than published, one line a group (empty: all published)."""
        return []

    def describe(self) -> dict[str, Any]:
        """Name, title, options (with defaults and descriptions) and the designed
        parts of the default edition, JSON-ready."""
        schema = self.Options.model_json_schema()
        return {"name": self.name, "title": self.title, "options": schema.get("properties", {}),
                "edition": self.edition()}


# Any game at all, whatever its options (the registry's, a bot's, the server's).
AnyGame: TypeAlias = Game[Any]
