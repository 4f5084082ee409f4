"""The Relic Runners game object: options, new states, the action catalogue, labels, text."""

from __future__ import annotations

from collections.abc import Sequence

from agora.core import Action, Game, View
from agora.games.relic_runners.board import board_for
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.rules import codes_for
from agora.games.relic_runners.state import RelicState
from agora.games.relic_runners.text import render

_LABELS = {
    "stop": "End your move here",
    "refill": "Ivory L2: refill your rations up to the cap",
    "explore": "Explore this site (1 ration)",
    "explore peek": "Explore with ivory L2: look at the tiles and take one",
    "done": "End your turn",
    "keep new": "Keep the new ivory tile (discard the old)",
    "keep old": "Keep your old ivory tile (discard the new)",
    "path twice": "Ivory L2: place 2 pathways",
    "path anywhere": "Ivory L2: place this pathway anywhere",
    "shovel toolbox": "Put a toolbox from your supply at the bottom",
    "shovel vp": "Gain 2 VP",
    "enough": "Flip no more tokens",
}
_VERBS = {
    "go": "Travel trail {}",
    "path": "Place a pathway on trail {}",
    "lift": "Pick up your pathway from trail {}",
    "flip": "Flip the toolbox token on trail {}",
    "teleport": "Ivory L2: go straight to {}",
    "adjacent": "Resolve the action of {}",
    "start": "Start the game at {}",
    "take": "Take the level {} tile",
    "reveal": "End your turn: show everyone your blue tile worth {} and take its value again (shovel)",
}


class RelicRunners(Game[RelicOptions]):
    """Relic Runners (Matthew Dunstan, Days of Wonder 2013), 2-5 players."""

    name = "relic-runners"
    title = "Relic Runners"
    Options = RelicOptions

    def start(self, options: RelicOptions, seed: int) -> RelicState:
        return RelicState.setup(options, board_for(options.data), seed)

    def catalogue(self, options: RelicOptions) -> Sequence[Action]:
        board = board_for(options.data)
        return codes_for(board).catalogue(board)

    def edition(self) -> list[str]:
        return list(board_for(None).designed)

    def text(self, view: View) -> str:
        return render(view)

    def label(self, action: Action) -> str:
        if action in _LABELS:
            return _LABELS[action]
        verb, _, arg = action.partition(" ")
        if verb == "tool":
            track, level = arg.split()
            return f"Use your {track} toolbox (level {level})"
        if verb == "climb":
            track, level = arg.split()
            where = "from the bottom" if level == "0" else f"from level {level}"
            return f"Move a toolbox up the {track} track {where}"
        if verb in _VERBS:
            return _VERBS[verb].format(arg)
        return action
