"""Every registered game package follows the one template: the same module name does the same job in
all of them (docs/architecture.md, "A game package"), so a reader who knows one game finds their way
in the next. The checks that are the same for every game run here, over the registry."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from words_check import check_catalogue_labels, check_game_words

from agora.core import AnyGame, registry

GAMES = sorted(registry.games().items())
IDS = [name for name, _ in GAMES]
# The template's modules (a game adds rules modules named after its rulebook's parts beside them).
MODULES = ("__init__", "game", "options", "schema", "tables", "codes", "state", "setup", "rules", "scoring",
           "view", "hidden", "table", "text", "words", "encode", "bot", "lab")
FILES = ("NOTES.md", "COVERAGE.md")


def package_of(game: AnyGame) -> Path:
    """The folder of the package that registers `game`."""
    module = importlib.import_module(type(game).__module__)
    assert module.__file__ is not None
    return Path(module.__file__).parent


@pytest.mark.parametrize(("name", "game"), GAMES, ids=IDS)
def test_a_game_package_has_every_module_of_the_template(name: str, game: AnyGame) -> None:
    folder = package_of(game)
    missing = [m for m in MODULES if not (folder / f"{m}.py").is_file()]
    missing += [f for f in FILES if not (folder / f).is_file()]
    missing += [] if (folder / "data").is_dir() else ["data/"]
    assert not missing, f"{name} lacks {', '.join(missing)} of the game package template"


@pytest.mark.parametrize(("name", "game"), GAMES, ids=IDS)
def test_the_game_is_its_package_game_and_its_table_is_its_table_module(name: str, game: AnyGame) -> None:
    package = importlib.import_module(type(game).__module__.rpartition(".")[0])
    assert package.GAME is game
    assert game.table is importlib.import_module(f"{package.__name__}.table")


def test_the_template_check_finds_a_missing_module(tmp_path: Path) -> None:
    for module in MODULES:
        if module != "codes":
            (tmp_path / f"{module}.py").write_text("")
    assert [m for m in MODULES if not (tmp_path / f"{m}.py").is_file()] == ["codes"]


@pytest.mark.parametrize(("name", "game"), GAMES, ids=IDS)
def test_every_catalogue_code_has_a_greek_label_unlike_its_code(name: str, game: AnyGame) -> None:
    most = game.Options.model_json_schema()["properties"]["players"]["maximum"]
    check_catalogue_labels(game, players=most)


@pytest.mark.parametrize(("name", "game"), GAMES, ids=IDS)
def test_the_title_and_every_option_read_in_greek(name: str, game: AnyGame) -> None:
    check_game_words(game)
