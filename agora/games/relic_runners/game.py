"""The Relic Runners game object: options, new states, the action catalogue, labels, text."""

from __future__ import annotations

from collections.abc import Sequence

from agora.core import Action, Event, Game, Outcome, Rulebook, View
from agora.core.game import SeatNames, check_lang, in_language
from agora.games.relic_runners import hidden, rules, scoring, table, view, words
from agora.games.relic_runners.codes import codes_for
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.setup import setup
from agora.games.relic_runners.state import RelicState
from agora.games.relic_runners.tables import board_for
from agora.games.relic_runners.text import render

# The state imports no rule: its rules, view, scoring and hidden information are wired in here.
RelicState.rulebook = Rulebook(legal=rules.legal, apply=rules.apply, view=view.view, outcome=scoring.outcome,
                               determinize=hidden.determinize, advance=rules.advance, play=rules.play)


class RelicRunners(Game[RelicOptions]):
    """Relic Runners (Matthew Dunstan, Days of Wonder 2013), 2-5 players."""

    name = "relic-runners"
    title = "Relic Runners"
    Options = RelicOptions
    titles = words.TITLES
    option_table = words.OPTIONS

    def start(self, options: RelicOptions, seed: int) -> RelicState:
        return setup(options, board_for(options.data), seed)

    def catalogue(self, options: RelicOptions) -> Sequence[Action]:
        board = board_for(options.data)
        return codes_for(board).catalogue(board)

    def edition(self) -> list[str]:
        return list(board_for(None).designed)

    def text(self, view: View) -> str:
        return render(view)

    def label(self, action: Action, lang: str = "en") -> str:
        return words.label(action, check_lang(lang))

    def narrate(self, event: Event, lang: str = "en", names: SeatNames = None) -> str:
        return words.narrate(event, check_lang(lang), names)

    def names(self, lang: str) -> dict[str, dict[str, str]]:
        return words.names(check_lang(lang))

    def view_keys(self, lang: str) -> dict[str, str]:
        return in_language(words.VIEW_KEYS, lang)

    def target(self, action: Action) -> str | None:
        return table.target(action)

    def touches(self, event: Event) -> tuple[str, ...]:
        return table.touches(event)

    def prompt(self, view: View, lang: str) -> str:
        return table.prompt(view, check_lang(lang))

    def explain(self, action: Action, lang: str) -> str:
        return table.explain(action, check_lang(lang))

    def how_to_play(self, lang: str) -> str:
        return table.GUIDE[check_lang(lang)]

    def score_labels(self, lang: str) -> dict[str, str]:
        return in_language(table.SCORE_LABELS, lang)

    def tiebreak(self, outcome: Outcome, lang: str) -> str:
        return table.tiebreak(outcome, check_lang(lang))
