"""The Historia game: options, the start of a game, its action catalogue and labels."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from agora.core import Action, Event, Game, Outcome, Rulebook, State, View
from agora.core.game import SeatNames, check_lang, in_language
from agora.games.historia import action_rounds, hidden, rules, scoring, table, view, words
from agora.games.historia.codes import codes
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.setup import new_game
from agora.games.historia.state import HistoriaState
from agora.games.historia.tables import tables
from agora.games.historia.text import render

# The state imports no rule: its rules, view, scoring and hidden information are wired in here.
HistoriaState.rulebook = Rulebook(legal=rules.legal, apply=rules.apply, view=view.build_view, outcome=scoring.outcome,
                                  determinize=hidden.determinize, advance=rules.advance,
                                  play=rules.play, reopen=action_rounds.reopen)


class HistoriaGame(Game[HistoriaOptions]):
    """Historia for 2–6 players: the base game with the Agora edition's components."""

    name: ClassVar[str] = "historia"
    title: ClassVar[str] = "Historia"
    Options: ClassVar[type[HistoriaOptions]] = HistoriaOptions
    titles = words.TITLES
    option_table = words.OPTIONS

    def start(self, options: HistoriaOptions, seed: int) -> State:
        return new_game(options, tables(options.data), codes(options.data), seed)

    def catalogue(self, options: HistoriaOptions) -> Sequence[str]:
        return codes(options.data).catalogue(options.players + options.civbots)

    def text(self, view: View) -> str:
        return render(view)

    def describe(self) -> dict[str, Any]:
        """The options, and one line per component group saying which of its values are designed."""
        info = super().describe()
        t = tables()
        lines = [t.edition.edition]
        for group, fields in t.designed.items():
            parts = []
            for field, which in fields.items():
                if which == "all":
                    parts.append(field)
                elif isinstance(which, dict):
                    parts.append(f"{field} (all but {', '.join(which['all_but'])})")
                else:
                    parts.append(f"{field} ({', '.join(which)})")
            lines.append(f"{group}: {'; '.join(parts)}")
        info["edition"] = lines
        return info

    def label(self, action: str, lang: str = "en") -> str:
        return words.label(action, check_lang(lang))

    def narrate(self, event: Event, lang: str = "en", names: SeatNames = None) -> str:
        return words.narrate(event, check_lang(lang), names)

    def names(self, lang: str) -> dict[str, dict[str, str]]:
        # with each card's full text by id ("wonder_text", "leader_text"...), for the board's tooltips
        return words.names(check_lang(lang)) | table.card_texts(lang)

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


GAME = HistoriaGame()
