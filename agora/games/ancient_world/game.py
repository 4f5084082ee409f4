"""The Ancient World as an Agora game: options, the start of a game, the action catalogue; its table
side is table.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from agora.core import Game, Rulebook, TableSide
from agora.core.tutorial import Tutorial
from agora.games.ancient_world import codes, hidden, rules, scoring, table, view
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.setup import setup
from agora.games.ancient_world.state import AncientWorldState
from agora.games.ancient_world.tables import tables_for
from agora.games.ancient_world.tutorial import TUTORIAL

# The state imports no rule: its rules, view, scoring and hidden information are wired in here.
AncientWorldState.rulebook = Rulebook(legal=rules.legal, apply=rules.apply, view=view.view, outcome=scoring.outcome,
                                      determinize=hidden.determinize, advance=rules.advance,
                                      play=rules.play)


class AncientWorld(Game[AncientWorldOptions]):
    """Ryan Laukat's The Ancient World (first edition, 2014), 2–4 players."""

    name = "ancient-world"
    title = "The Ancient World"
    Options = AncientWorldOptions
    table: ClassVar[TableSide] = table
    tutorial: ClassVar[Tutorial | None] = TUTORIAL

    def start(self, options: AncientWorldOptions, seed: int) -> AncientWorldState:
        return setup(tables_for(options.data), options, seed)

    def catalogue(self, options: AncientWorldOptions) -> Sequence[str]:
        return codes.catalogue(tables_for(options.data), options.players)

    def describe(self) -> dict[str, Any]:
        out = super().describe()
        designed = tables_for(None).info["designed"]
        out["designed"] = designed
        out["edition"] = designed  # the lines `agora games` prints as designed values
        return out
