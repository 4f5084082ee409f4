"""Every registered game's table side (its `table`, agora.core.table.TableSide) checks the language it is
asked for, in every method that takes one, even where it has nothing to say (a spectator's prompt)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agora.core import AnyGame, Event, Outcome, registry
from agora.core.i18n import LANGS, LanguageError

GAMES = sorted(registry.games().items())


@pytest.mark.parametrize(("name", "game"), GAMES, ids=[name for name, _ in GAMES])
def test_every_method_in_a_language_refuses_one_agora_does_not_speak(name: str, game: AnyGame) -> None:
    table = game.table
    spectator = game.new({}, 1).view(None)
    code = game.catalogue(game.options())[0]
    calls: tuple[Callable[[str], object], ...] = (
        table.title, table.option_words, table.names, table.view_keys, table.how_to_play, table.score_labels,
        lambda lang: table.label(code, lang), lambda lang: table.narrate(Event("game over"), lang),
        lambda lang: table.prompt(spectator, lang), lambda lang: table.explain(code, lang),
        lambda lang: table.tiebreak(Outcome((1, 1), (1, 1)), lang),
    )
    for call in calls:
        for lang in LANGS:
            call(lang)
        for lang in ("fr", "EN", ""):
            with pytest.raises(LanguageError):
                call(lang)
    assert table.title("en") == game.title
    assert table.render(spectator, "en").strip()
