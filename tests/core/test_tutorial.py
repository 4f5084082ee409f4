"""Every game's tutorial stays playable: its scripted steps are legal, in order, from its seed and options (a
rules change that breaks the script fails here), each person's step has words in every language, and the
script's position follows the log."""

from __future__ import annotations

import pytest

from agora.core import AnyGame
from agora.core.i18n import LANGS
from agora.core.registry import games

TAUGHT = [game for game in games().values() if game.tutorial is not None]


def test_every_game_teaches() -> None:
    assert sorted(game.name for game in TAUGHT) == sorted(games())


@pytest.mark.parametrize("game", TAUGHT, ids=lambda g: g.name)
def test_script_is_legal_from_the_seed(game: AnyGame) -> None:
    tutorial = game.tutorial
    assert tutorial is not None
    state = game.new(tutorial.options, tutorial.seed)
    done: list[tuple[int, str]] = []
    for index, step in enumerate(tutorial.steps):
        assert tutorial.step(done) == index
        assert list(state.to_act()) == [step.seat], f"step {index}: {state.to_act()} act, not seat {step.seat}"
        assert step.action in state.legal(step.seat), f"step {index}: {step.action!r} is not legal"
        # A person's step points at a place on the board, or at a button when the action has none.
        state.apply(step.seat, step.action)
        done.append((step.seat, step.action))
    assert tutorial.step(done) is None
    assert state.outcome() is None  # the game goes on unscripted


@pytest.mark.parametrize("game", TAUGHT, ids=lambda g: g.name)
def test_every_persons_step_speaks_every_language(game: AnyGame) -> None:
    tutorial = game.tutorial
    assert tutorial is not None
    for step in tutorial.steps:
        if step.seat != tutorial.seat:
            assert step.say is None
            continue
        assert step.say is not None and step.section is not None
        texts = tutorial.texts(step.say)
        assert set(texts) == set(LANGS)
        assert f"§{step.section}" in texts["en"]
        if "el" in LANGS:
            assert texts["el"] != texts["en"], f"no Greek for {step.say!r}"
            assert f"§{step.section}" in texts["el"]
    for message in (tutorial.hint, tutorial.done):
        texts = tutorial.texts(message)
        assert "el" not in texts or texts["el"] != texts["en"]


@pytest.mark.parametrize("game", TAUGHT, ids=lambda g: g.name)
def test_a_step_off_the_script_ends_it(game: AnyGame) -> None:
    tutorial = game.tutorial
    assert tutorial is not None
    first = tutorial.steps[0]
    assert tutorial.step([]) == 0
    assert tutorial.step([(first.seat, first.action)]) == 1
    assert tutorial.step([(first.seat, "something else")]) is None
