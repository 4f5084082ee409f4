"""The Historia game: options, the start of a game, its action catalogue and labels."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from agora.core import Game, Rng, State, View
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.state import HistoriaState
from agora.games.historia.tables import codes, tables
from agora.games.historia.text import render

_VERBS = {
    "select": "Select {}", "play": "Resolve {}", "to": "Expand to {}", "start": "Start in {}",
    "from": "Take a cube back from {}", "take": "Take the wonder {}", "activate": "Activate the wonder {}",
    "destroy": "Destroy the wonder {}", "leader": "Draft the leader {}", "back": "Take back {}",
    "with": "Trade with seat {}", "govern": "Governance power: {}", "advisor": "Take the advisor {}",
    "bottom": "Put the advisor {} face up under your deck",
}
_WORDS = {"no governance": "Do not use the Governance token now",
          "done": "Done selecting", "basic": "Basic action", "advanced": "Advanced action",
          "stop": "Stop taking cubes", "pass": "Activate no (more) wonders", "from pool": "Take a cube from the pool"}


class HistoriaGame(Game[HistoriaOptions]):
    """Historia for 2–6 players: the base game with the Agora edition's components."""

    name: ClassVar[str] = "historia"
    title: ClassVar[str] = "Historia"
    Options: ClassVar[type[HistoriaOptions]] = HistoriaOptions

    def start(self, options: HistoriaOptions, seed: int) -> State:
        state = HistoriaState(options, tables(options.data), codes(options.data), Rng(seed))
        state.setup()
        return state

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

    def label(self, action: str) -> str:
        if action in _WORDS:
            return _WORDS[action]
        verb, _, rest = action.partition(" ")
        if verb == "goal":
            axis, _, level = rest.partition(" ")
            return f"Place the goal token in {'tech column' if axis == 'tech' else 'army row'} {level}"
        if verb == "attack":
            where, _, civ = rest.partition(" ")
            return f"War on seat {civ} in {where.replace('_', ' ').title()}"
        if verb in _VERBS:
            return _VERBS[verb].format(rest.replace("_", " ").title())
        return action


GAME = HistoriaGame()
