"""The contract every game fulfils (docs/architecture.md, "The game contract").

A game is a factory of states; a state is a machine of decisions. Actions are
short stable text codes (``"move t12"``); every list of them is finite.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, NotRequired, TypedDict, TypeVar

from mypy_extensions import mypyc_attr
from pydantic import ValidationError

from agora.core.errors import AgoraError, BadInput, OptionsError
from agora.core.options import Options as Options
from agora.core.rng import Rng

Seat = int
Action = str
View = dict[str, Any]

# The languages of every player-facing word (labels, log lines, component names).
LANGS: tuple[str, ...] = ("en", "el")
SeatNames = Sequence[str | None] | None
_SEAT = {"en": "Seat {}", "el": "Θέση {}"}
_UNDO = {"en": "{seat} took back an action", "el": "{seat}: πήρε πίσω μια κίνηση"}


class OptionWords(TypedDict):
    """An option as a player reads it: its label, what it does, and labels of the
    values it may take (by the value as text; a value without one reads as itself)."""

    label: str
    description: str
    values: NotRequired[dict[str, str]]


class LanguageError(AgoraError, ValueError):
    """A language Agora has no words for (bad input: the server answers 422)."""


def check_lang(lang: str) -> str:
    """`lang` itself if Agora speaks it; else LanguageError naming the ones it does."""
    if lang not in LANGS:
        raise LanguageError(f"unknown language {lang!r}: use one of {', '.join(LANGS)}")
    return lang


def in_language(table: Mapping[str, Sequence[str]], lang: str) -> dict[str, str]:
    """One language's column of a table whose entries give a text in each of LANGS, in order."""
    column = LANGS.index(check_lang(lang))
    return {key: texts[column] for key, texts in table.items()}


def seat_name(seat: Any, lang: str, names: SeatNames = None) -> str:
    """A seat as a log line names it: its player's name if known, else "Seat 2" (seats count from 1)."""
    if not isinstance(seat, int) or isinstance(seat, bool):
        return str(seat)
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return _SEAT[lang].format(seat + 1)


class Fields(dict[str, Any]):
    """Template fields where a missing one reads "?" rather than failing a whole log."""

    def __missing__(self, key: str) -> str:
        return "?"


def fill(template: str, fields: Mapping[str, Any]) -> str:
    """`template` with `{name}` fields filled from `fields` (a missing field reads "?")."""
    return template.format_map(Fields(fields))


def generic_line(event: Event, lang: str, names: SeatNames = None) -> str:
    """A plain log line for an event no game words describe: its kind, then its data."""
    if event.kind == "undo":
        return fill(_UNDO[lang], {"seat": seat_name(event.data.get("seat"), lang, names)})
    parts = []
    for key, value in event.data.items():
        if key == "seat":
            parts.append(seat_name(value, lang, names))
        else:
            parts.append(f"{key.replace('_', ' ')}: {value}")
    head = event.kind.replace("_", " ")
    return f"{head} — {', '.join(parts)}" if parts else head


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


def checked_seat(seat: object, players: int, spectator: bool = False) -> Seat | None:
    """`seat` as a seat index, or BadInput saying what a seat must be: an int (not
    a bool) from 0 to players - 1, or None where a spectator is allowed."""
    if seat is None and spectator:
        return None
    if isinstance(seat, bool) or not isinstance(seat, int):
        allowed = " (or None for a spectator)" if spectator else ""
        raise BadInput(f"a seat is an int from 0 to {players - 1}{allowed}, not {seat!r} ({type(seat).__name__})")
    if not 0 <= seat < players:
        raise BadInput(f"there is no seat {seat}: this game has seats 0 to {players - 1}")
    return int(seat)


def checked_action(action: object) -> Action:
    """`action` as an action code, or BadInput: an action is a text code such as "pass"."""
    if not isinstance(action, str):
        raise BadInput(f"an action is a text code (a str such as 'pass'), not {action!r} ({type(action).__name__})")
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
            seat = checked_seat(seat, self.players)  # type: ignore[assignment]
        return self.rulebook.legal(self, seat)

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Carry out `action` for `seat` and return what happened.

        Raises IllegalAction (BadInput for a seat or action of the wrong type or
        range), leaving the state exactly as it was.
        """
        if type(seat) is not int or not 0 <= seat < self.players:
            seat = checked_seat(seat, self.players)  # type: ignore[assignment]
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
            seat = checked_seat(seat, self.players, spectator=True)
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
            seat = checked_seat(seat, self.players, spectator=True)
        if not isinstance(rng, Rng):
            raise BadInput(f"determinize draws from an agora Rng, not {type(rng).__name__}")
        result: State = self.rulebook.determinize(self, seat, rng)
        return result


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ABC, Generic[OptionsT]):
    """A game: its name, options and components, and a factory of states."""

    name: ClassVar[str]
    title: ClassVar[str]
    Options: ClassVar[type[_BaseOptions]]
    # A game's own words beyond English, by language (its words.py): its title and its options'.
    titles: ClassVar[Mapping[str, str]] = {}
    option_table: ClassVar[Mapping[str, Mapping[str, OptionWords]]] = {}

    def options(self, given: Mapping[str, Any] | _BaseOptions | None = None) -> OptionsT:
        """Validated options; raises OptionsError with every problem named."""
        if isinstance(given, self.Options):
            return given  # type: ignore[return-value]
        try:
            return self.Options.model_validate(dict(given or {}))  # type: ignore[return-value]
        except ValidationError as err:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in e['loc']) or 'options'}: {e['msg']}" for e in err.errors()
            )
            raise OptionsError(f"bad options for {self.name}: {problems}") from None
        except TypeError as err:
            raise OptionsError(f"bad options for {self.name}: {err}") from None

    def new(self, options: Mapping[str, Any] | _BaseOptions | None = None, seed: int = 0) -> State:
        """A new game; the same options and seed always give the same state."""
        return self.start(self.options(options), seed)

    @abstractmethod
    def start(self, options: OptionsT, seed: int) -> State:
        """A new game from validated options."""

    @abstractmethod
    def catalogue(self, options: OptionsT) -> Sequence[Action]:
        """Every action code the game can ever offer with these options, in a
        fixed order: the index of a code is its stable integer id."""

    @abstractmethod
    def text(self, view: View) -> str:
        """The view as terminal text (Rich markup allowed)."""

    def label(self, action: Action, lang: str = "en") -> str:
        """A player-readable label of an action code in `lang` (the code itself by
        default). Raises LanguageError for a language not in LANGS."""
        check_lang(lang)
        return action

    def narrate(self, event: Event, lang: str = "en", names: SeatNames = None) -> str:
        """One log line for `event` in `lang`, built from its kind and data alone
        (so it says no more than the event tells its reader). `names` names the
        seats (None or a missing one: "Seat 2"). Raises LanguageError for a
        language not in LANGS. By default the kind and the data, plainly."""
        return generic_line(event, check_lang(lang), names)

    def title_in(self, lang: str) -> str:
        """The game's title in `lang` (the English title where the game gives none).
        Raises LanguageError for a language not in LANGS."""
        return self.titles.get(check_lang(lang), self.title)

    def option_words(self, lang: str) -> dict[str, OptionWords]:
        """Every option's words in `lang`, by option name: the game's own, else the
        English of the options' schema (its title and description). Raises
        LanguageError for a language not in LANGS."""
        own = self.option_table.get(check_lang(lang), {})
        props: dict[str, Any] = self.Options.model_json_schema().get("properties", {})
        words: dict[str, OptionWords] = {}
        for name, prop in props.items():
            mine = own.get(name)
            if mine is None:
                words[name] = OptionWords(label=prop.get("title", name), description=prop.get("description", ""),
                                          values={})
            else:
                words[name] = OptionWords(label=mine["label"], description=mine["description"],
                                          values=dict(mine.get("values", {})))
        return words

    def names(self, lang: str) -> dict[str, dict[str, str]]:
        """The components' names in `lang`, by group and id ("wonder" -> "colossus" ->
        "Κολοσσός της Ρόδου"), for a client drawing a view: facts of the box that
        every player may know, never anything of a state. None by default (the
        view's own names stand). Raises LanguageError for a language not in LANGS."""
        check_lang(lang)
        return {}

    def view_keys(self, lang: str) -> dict[str, str]:
        """Labels in `lang` for the keys of the game's views ("camp_rations" ->
        "Πακέτα Τροφίμων στην Κατασκήνωση"), for a client heading the panels it draws
        from a view's data. Apart from `names` on purpose: a value that happens to
        spell a key must not read as that key's label. None by default (a client
        prettifies the key itself). Raises LanguageError for a language not in LANGS."""
        check_lang(lang)
        return {}

    # What a table client needs beside the view: where each action lies on the board, what
    # changed, what is asked, what an action does, how to play and how the score was made.
    # Each is the game's own knowledge of its codes and events, so the client never guesses
    # from strings; the defaults leave a game playable through labelled buttons alone.

    def target(self, action: Action) -> str | None:
        """The id of the board element `action` concerns (a location, a card, a
        track), as the game's board draws it from the view; None for a choice
        with no place on the board (pass, done, a number)."""
        return None

    def touches(self, event: Event) -> tuple[str, ...]:
        """The ids of the board elements `event` changed (as `target` names them),
        for showing what just happened; read from the event's data alone."""
        return ()

    def prompt(self, view: View, lang: str) -> str:
        """What the reader of `view` is asked to decide now, as a sentence for the
        status bar ("Choose a trail to travel"); empty when the view's seat has
        nothing to decide. Raises LanguageError for a language not in LANGS."""
        check_lang(lang)
        return ""

    def explain(self, action: Action, lang: str) -> str:
        """What `action` does, in player words, with the rulebook section it
        follows (an action's tooltip); empty where the label says it all.
        Raises LanguageError for a language not in LANGS."""
        check_lang(lang)
        return ""

    def how_to_play(self, lang: str) -> str:
        """A short guide to the game for the table's "How to play" panel: lines of
        text, "## " heads a part, "- " starts a point. Raises LanguageError for a
        language not in LANGS."""
        check_lang(lang)
        return ""

    def score_labels(self, lang: str) -> dict[str, str]:
        """Labels of the keys of `Outcome.details` that a final score sheet shows,
        in the order it shows them. Raises LanguageError for a language not in LANGS."""
        check_lang(lang)
        return {}

    def tiebreak(self, outcome: Outcome, lang: str) -> str:
        """The outcome's tie-break rule in `lang` (the outcome's own words by default).
        Raises LanguageError for a language not in LANGS."""
        check_lang(lang)
        return outcome.tiebreak

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
