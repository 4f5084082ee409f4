"""The routes of the installed games and the bot levels: facts of the box, the same for every
table and reader."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from agora.bots.shipped import has_policy
from agora.core import AnyGame
from agora.core.i18n import LANGS
from agora.research.bench import player_counts
from agora.server.bots import BOT_KINDS
from agora.server.protocol import ByLanguage
from agora.server.routes.common import ERRORS, GameName, titles
from agora.server.routes.services import RoomsDep
from agora.server.web_options import web_options

# The web client's board modules, one a game that has a drawn board.
BOARDS = Path(str(files("agora.server") / "static" / "boards"))

router = APIRouter(prefix="/api", responses=ERRORS)


class OptionWordsOut(BaseModel):
    """An option as a player reads it."""

    label: str
    description: str
    values: dict[str, str] = Field(description="labels of the values it may take, by the value as text "
                                               "(a value without one reads as itself)")


class GameOut(BaseModel):
    """An installed game and the options a web client may set (JSON schema properties)."""

    name: str
    title: str = Field(description="the English title (see `titles`)")
    titles: ByLanguage
    options: dict[str, Any] = Field(
        description="each option's JSON schema; `advanced: true` marks an advanced rule reading (a point the "
                    "rulebook leaves open, folded away in the lobby) as against a variant from the box, and "
                    "`rulebook` gives the rulebook's own words it reads (its Greek original)"
    )
    words: dict[str, dict[str, OptionWordsOut]] = Field(
        description="each option's label, description and value labels, by language and then option"
    )
    board: str | None = Field(description="the path of the web client's board module for the game, if it has one")
    how_to_play: ByLanguage = Field(description='a short guide: lines of text, "## " heads a part, "- " a point')
    tutorial: bool = Field(False, description="whether it has a tutorial (POST /api/tutorials opens one)")
    learned: list[int] = Field(default_factory=list,
                               description="the player counts the `learned` bot level has a policy for")
    score_labels: dict[str, dict[str, str]] = Field(
        description="labels of the score details a final score sheet shows, by language, in the order shown"
    )


def game_out(game: AnyGame) -> GameOut:
    """An installed game as the lobby reads it: the options the web may set, in every language."""
    options = web_options(game)
    words = {
        lang: {name: OptionWordsOut.model_validate(w)
               for name, w in game.table.option_words(lang).items() if name in options}
        for lang in LANGS
    }
    return GameOut(
        name=game.name, title=game.title, titles=titles(game), options=options, words=words,
        board=f"/static/boards/{game.name}.js" if (BOARDS / f"{game.name}.js").is_file() else None,
        how_to_play={lang: game.table.how_to_play(lang) for lang in LANGS},
        tutorial=game.tutorial is not None,
        learned=[n for n in player_counts(game) if has_policy(game.name, n)],
        score_labels={lang: game.table.score_labels(lang) for lang in LANGS},
    )


@router.get("/games")
async def list_games(rooms: RoomsDep) -> list[GameOut]:
    """Every installed game with its options."""
    return [game_out(g) for g in rooms.games.values()]


@router.get("/bots")
async def list_bots() -> list[str]:
    """The bot levels a seat may hold, weakest first."""
    return list(BOT_KINDS)


@router.get("/games/{name}")
async def one_game(name: GameName, rooms: RoomsDep) -> GameOut:
    """One game with its options."""
    return game_out(rooms.game(name))


@router.get("/games/{name}/names")
async def component_names(name: GameName, rooms: RoomsDep) -> dict[str, dict[str, dict[str, str]]]:
    """The game's component names by language, group and id, for drawing its views
    (facts of the box, the same for every table and reader)."""
    game = rooms.game(name)
    return {lang: game.table.names(lang) for lang in LANGS}


@router.get("/games/{name}/keys")
async def view_keys(name: GameName, rooms: RoomsDep) -> dict[str, dict[str, str]]:
    """Labels of the game's view keys by language and key, for heading the panels
    a client draws from a view (facts of the game, the same for every table and reader)."""
    game = rooms.game(name)
    return {lang: game.table.view_keys(lang) for lang in LANGS}
