"""Players' pages and leaderboards: ratings per game and player count, games in
progress, finished games with their replays."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request
from fastapi import Path as PathParam
from pydantic import BaseModel, Field

from agora.core.i18n import LANGS
from agora.server.accounts import current
from agora.server.db import now
from agora.server.store import SeatAt, Standing
from agora.server.tables import Tables

GameName = Annotated[str, PathParam(pattern=r"^[a-z0-9_-]{1,64}$")]


class RatingOut(BaseModel):
    """A rating at one game and player count."""

    game: str
    players: int
    rating: float = Field(description="the conservative single number: mu - 3 sigma (OpenSkill's ordinal)")
    mu: float
    sigma: float
    games: int = Field(description="rated games it rests on")


class StandingOut(RatingOut):
    """A place on a leaderboard."""

    place: int
    name: str = Field(description="the player's name, or the bot's level")
    bot: bool


class PlayerTableOut(BaseModel):
    """One of a player's tables."""

    id: str
    game: str
    seat: int
    status: str
    rated: bool | None = Field(description="whether the finished game counted for ratings (null: not finished)")
    at: datetime = Field(description="when it finished, or was created if it goes on")
    table: str = Field(description="the table's page")
    replay: str | None = Field(description="the page replaying it, once finished (its table page offers the replay)")


class TurnOut(BaseModel):
    """A table waiting for the signed-in player's move."""

    id: str
    game: str
    titles: dict[str, str] = Field(description="the game's title in every language")
    seat: int
    table: str = Field(description="the table's page")
    left_ms: int | None = Field(description="time left for the move now (null: untimed)")


class PlayerOut(BaseModel):
    """A player's page."""

    name: str
    ratings: list[RatingOut]
    playing: list[PlayerTableOut]
    finished: list[PlayerTableOut]


def rating_out(standing: Standing) -> RatingOut:
    """A standing as its player reads it."""
    skill = standing.skill
    return RatingOut(game=standing.game, players=standing.players, rating=round(skill.ordinal, 3),
                     mu=skill.mu, sigma=skill.sigma, games=skill.games)


def table_out(seat: SeatAt) -> PlayerTableOut:
    """A table of the player's."""
    done = seat.status == "finished"
    return PlayerTableOut(
        id=seat.table_id, game=seat.game, seat=seat.seat, status=seat.status, rated=seat.rated if done else None,
        at=seat.at, table=f"/table/{seat.table_id}", replay=f"/table/{seat.table_id}" if done else None,
    )


def router(tables: Tables) -> APIRouter:
    """The routes of players and leaderboards."""
    api = APIRouter(prefix="/api", tags=["players"])
    store = tables.store

    @api.get("/players/{name}")
    async def player(
        name: Annotated[str, PathParam(min_length=3, max_length=32, pattern=r"^[\w.-]+$")], request: Request
    ) -> PlayerOut:
        """A player's page: ratings, tables being played, finished tables (newest first); private
        tables only to the player themself."""
        account = await asyncio.to_thread(store.account_named, name)
        if account is None:
            raise HTTPException(404, "no player of that name")
        reader = await current(request, store)
        own = reader is not None and reader.id == account.id
        ratings = await asyncio.to_thread(store.standings, "", None, account.id)
        playing = await asyncio.to_thread(store.seats_of, account.id, False, own)
        finished = await asyncio.to_thread(store.seats_of, account.id, True, own)
        return PlayerOut(
            name=account.name, ratings=[rating_out(r) for r in ratings],
            playing=[table_out(s) for s in playing], finished=[table_out(s) for s in finished],
        )

    @api.get("/turns", responses={401: {"description": "not signed in"}})
    async def turns(request: Request) -> list[TurnOut]:
        """Every table where it is the signed-in player's move now."""
        account = await current(request, store)
        if account is None:
            raise HTTPException(401, "sign in to see your turns")
        waiting = []
        for live, seat in await tables.turns(account.id):
            clocks = live.clocks
            waiting.append(TurnOut(
                id=live.info.id, game=live.info.game, titles={lang: live.game.table.title(lang) for lang in LANGS},
                seat=seat, table=f"/table/{live.info.id}",
                left_ms=round(clocks.left(seat, now())) if clocks is not None else None,
            ))
        # The least time left first; untimed tables after.
        return sorted(waiting, key=lambda t: (t.left_ms is None, t.left_ms or 0))

    @api.get("/games/{name}/leaderboard")
    async def leaderboard(
        name: GameName,
        players: Annotated[int | None, Query(ge=1, le=16, description="one player count (default: every one)")] = None,
    ) -> list[StandingOut]:
        """The best 100 ratings at a game, bots' levels among them, best first."""
        tables.game(name)  # 404 for a game not installed
        standings = await asyncio.to_thread(store.standings, name, players)
        return [
            StandingOut(**rating_out(s).model_dump(), place=place, name=s.name, bot=s.rater.startswith("bot:"))
            for place, s in enumerate(standings, 1)
        ]

    return api
