"""The Relic Runners game object: options, new states, the action catalogue; its table side is table.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from agora.core import Action, Game, Rulebook, TableSide
from agora.core.tutorial import Tutorial
from agora.games.relic_runners import hidden, rules, scoring, table, view
from agora.games.relic_runners.codes import codes_for
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.setup import setup
from agora.games.relic_runners.state import RelicState
from agora.games.relic_runners.tables import board_for
from agora.games.relic_runners.tutorial import TUTORIAL

# The state imports no rule: its rules, view, scoring and hidden information are wired in here.
RelicState.rulebook = Rulebook(legal=rules.legal, apply=rules.apply, view=view.view, outcome=scoring.outcome,
                               determinize=hidden.determinize, advance=rules.advance, play=rules.play)


class RelicRunners(Game[RelicOptions]):
    """Relic Runners (Matthew Dunstan, Days of Wonder 2013), 2-5 players."""

    name = "relic-runners"
    title = "Relic Runners"
    Options = RelicOptions
    table: ClassVar[TableSide] = table
    tutorial: ClassVar[Tutorial | None] = TUTORIAL

    def start(self, options: RelicOptions, seed: int) -> RelicState:
        return setup(options, board_for(options.data), seed)

    def catalogue(self, options: RelicOptions) -> Sequence[Action]:
        board = board_for(options.data)
        return codes_for(board).catalogue(board)

    def edition(self) -> list[str]:
        return list(board_for(None).designed)
