"""The Historia game: options, the start of a game, its action catalogue; its table side is table.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from agora.core import Game, Rulebook, State, TableSide
from agora.core.tutorial import Tutorial
from agora.games.historia import action_rounds, hidden, rules, scoring, table, view
from agora.games.historia.codes import codes
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.setup import new_game
from agora.games.historia.state import HistoriaState
from agora.games.historia.tables import tables
from agora.games.historia.tutorial import TUTORIAL

# The state imports no rule: its rules, view, scoring and hidden information are wired in here.
HistoriaState.rulebook = Rulebook(legal=rules.legal, apply=rules.apply, view=view.build_view, outcome=scoring.outcome,
                                  determinize=hidden.determinize, advance=rules.advance,
                                  play=rules.play, reopen=action_rounds.reopen)


class HistoriaGame(Game[HistoriaOptions]):
    """Historia for 2–6 players: the base game with the Agora edition's components."""

    name: ClassVar[str] = "historia"
    title: ClassVar[str] = "Historia"
    Options: ClassVar[type[HistoriaOptions]] = HistoriaOptions
    table: ClassVar[TableSide] = table
    tutorial: ClassVar[Tutorial | None] = TUTORIAL

    def start(self, options: HistoriaOptions, seed: int) -> State:
        return new_game(options, tables(options.data), codes(options.data), seed)

    def catalogue(self, options: HistoriaOptions) -> Sequence[str]:
        return codes(options.data).catalogue(options.players + options.civbots)

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


GAME = HistoriaGame()
