"""The table side of a game: everything a table client and a terminal need beside the engine.

Where each action lies on the board, what changed, what is asked, what an action does, how to play
and how the score was made, the words of all of it in each language, and the view as terminal text.
Each is the game's own knowledge of its codes and events, so a client never guesses from strings.
A game implements `TableSide` once, in its table module (a module satisfies the protocol), and
names it as its `table`; `PlainTable` gives a game with no words of its own plain defaults, which
leave it playable through labelled buttons alone."""

from __future__ import annotations

import json
from typing import Protocol

from agora.core.i18n import OptionWords, SeatNames, check_lang, generic_line, words_of_options
from agora.core.options import Options
from agora.core.terms import Action, Event, Outcome, View


class TableSide(Protocol):
    """What a table and a terminal need of a game beside its engine. Every method taking `lang`
    raises LanguageError for a language not in LANGS."""

    def title(self, lang: str) -> str:
        """The game's title in `lang`."""

    def option_words(self, lang: str) -> dict[str, OptionWords]:
        """Every option's words in `lang`, by option name (label, description, value labels)."""

    def label(self, action: Action, lang: str) -> str:
        """A player-readable label of an action code in `lang`."""

    def narrate(self, event: Event, lang: str, names: SeatNames = None) -> str:
        """One log line for `event` in `lang`, built from its kind and data alone (so it says no more
        than the event tells its reader). `names` names the seats (None or a missing one: "Seat 2")."""

    def names(self, lang: str) -> dict[str, dict[str, str]]:
        """The components' names in `lang`, by group and id ("wonder" -> "colossus" -> "Κολοσσός της
        Ρόδου"), for a client drawing a view: facts of the box that every player may know, never
        anything of a state. Empty: the view's own names stand."""

    def view_keys(self, lang: str) -> dict[str, str]:
        """Labels in `lang` for the keys of the game's views ("camp_rations" -> "Πακέτα Τροφίμων στην
        Κατασκήνωση"), for a client heading the panels it draws from a view's data. Apart from `names`
        on purpose: a value that happens to spell a key must not read as that key's label. Empty: a
        client prettifies the key itself."""

    def target(self, action: Action) -> str | None:
        """The id of the board element `action` concerns (a location, a card, a track), as the game's
        board draws it from the view; None for a choice with no place on the board (pass, a number)."""

    def touches(self, event: Event) -> tuple[str, ...]:
        """The ids of the board elements `event` changed (as `target` names them), for showing what
        just happened; read from the event's data alone."""

    def prompt(self, view: View, lang: str) -> str:
        """What the reader of `view` is asked to decide now, as a sentence for the status bar ("Choose
        a trail to travel"); empty when the view's seat has nothing to decide."""

    def explain(self, action: Action, lang: str) -> str:
        """What `action` does, in player words, with the rulebook section it follows (an action's
        tooltip); empty where the label says it all."""

    def how_to_play(self, lang: str) -> str:
        """A short guide to the game for the table's "How to play" panel: lines of text, "## " heads a
        part, "- " starts a point."""

    def score_labels(self, lang: str) -> dict[str, str]:
        """Labels of the keys of `Outcome.details` that a final score sheet shows, in the order it
        shows them."""

    def tiebreak(self, outcome: Outcome, lang: str) -> str:
        """The outcome's tie-break rule in `lang`."""

    def render(self, view: View, lang: str) -> str:
        """The view as terminal text in `lang` (Rich markup allowed)."""


class PlainTable:
    """The table side of a game with no words of its own: its title in every language, its options'
    English, action codes as labels, plain log lines, no board, no prompt, the view as JSON. A game
    with a few words of its own subclasses it."""

    def __init__(self, title: str, options: type[Options]) -> None:
        self._title = title
        self._options = options

    def title(self, lang: str) -> str:
        """The game's title, the same in every language."""
        check_lang(lang)
        return self._title

    def option_words(self, lang: str) -> dict[str, OptionWords]:
        """The English of the options' schema, in every language."""
        return words_of_options(self._options, {}, lang)

    def label(self, action: Action, lang: str) -> str:
        """The code itself."""
        check_lang(lang)
        return action

    def narrate(self, event: Event, lang: str, names: SeatNames = None) -> str:
        """The event's kind and data, plainly."""
        return generic_line(event, check_lang(lang), names)

    def names(self, lang: str) -> dict[str, dict[str, str]]:
        """None: the view's own names stand."""
        check_lang(lang)
        return {}

    def view_keys(self, lang: str) -> dict[str, str]:
        """None: a client prettifies each key itself."""
        check_lang(lang)
        return {}

    def target(self, action: Action) -> str | None:
        """No action has a place on a board."""
        return None

    def touches(self, event: Event) -> tuple[str, ...]:
        """No event touches a board."""
        return ()

    def prompt(self, view: View, lang: str) -> str:
        """Nothing asked beyond the actions offered."""
        check_lang(lang)
        return ""

    def explain(self, action: Action, lang: str) -> str:
        """The label says it all."""
        check_lang(lang)
        return ""

    def how_to_play(self, lang: str) -> str:
        """No guide."""
        check_lang(lang)
        return ""

    def score_labels(self, lang: str) -> dict[str, str]:
        """No score sheet beyond the scores."""
        check_lang(lang)
        return {}

    def tiebreak(self, outcome: Outcome, lang: str) -> str:
        """The outcome's own words."""
        check_lang(lang)
        return outcome.tiebreak

    def render(self, view: View, lang: str) -> str:
        """The view as JSON, in every language."""
        check_lang(lang)
        return json.dumps(view)
