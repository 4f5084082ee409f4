"""A game's tutorial: a first game from a fixed seed and options, scripted step by step. Each step is one action
of one seat; a person's step says what to do and why (a gettext message, with the rulebook section it teaches),
the others' steps are their scripted opponents' moves. Past the last step the game goes on unscripted."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from agora.core.i18n import LANGS, words
from agora.core.terms import Action, Seat


@dataclass(frozen=True)
class Step:
    """One scripted action: `seat` must take `action`. A person's step says `say` (a message id) and names the
    rulebook `section` it teaches; a step with no words is played for the seat (the opponent's, or a move the
    table takes itself)."""

    seat: Seat
    action: Action
    say: str | None = None
    section: str | None = None


@dataclass(frozen=True)
class Tutorial:
    """A game's scripted first game: the person plays `seat` against bots of level `bot` (after the script)."""

    options: Mapping[str, Any]
    seed: int
    seat: Seat
    bot: str
    steps: Sequence[Step]
    # Said when a move other than the step's is tried (a message id), and when the script is over.
    hint: str
    done: str

    def step(self, actions: Sequence[tuple[Seat, Action]]) -> int | None:
        """The index of the step due after `actions` (the log's acts so far, in order), or None once the
        script is over or left (an undo or a seat change broke it: the game goes on unscripted)."""
        if len(actions) >= len(self.steps):
            return None
        for (seat, action), step in zip(actions, self.steps, strict=False):
            if (seat, action) != (step.seat, step.action):
                return None
        return len(actions)

    def texts(self, message_id: str, **fields: object) -> dict[str, str]:
        """A message of the tutorial in every language."""
        return {lang: words(lang).gettext(message_id).format(**fields) for lang in LANGS}

    def taught(self) -> list[int]:
        """The indexes of the steps a person takes (those that say something)."""
        return [i for i, step in enumerate(self.steps) if step.say is not None]
