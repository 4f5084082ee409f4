"""Players' pages and leaderboards: ratings per game and player count, games in
progress, finished games with their replays."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from agora.core.i18n import LANGS
from agora.server.account_words import refuse
from agora.server.db import now
from agora.server.ratings import FRESH, provisional, shown
from agora.server.refusals import Refusal
from agora.server.routes.common import FORBIDDEN, GameName, PlayerName, TableId
from agora.server.routes.services import AccountsDep, MatchesDep, RatingsDep, RoomsDep, SeatingDep, SignedIn
from agora.server.routes.watching import Watching
from agora.server.store.ratings import Skill, Standing
from agora.server.store.records import SeatAt

router = APIRouter(prefix="/api", tags=["players"])


class RatingOut(BaseModel):
    """A rating at one game and player count."""

    game: str
    players: int
    rating: float = Field(description="the conservative single number: mu - 3 sigma (OpenSkill's ordinal)")
    shown: int = Field(description="the rating as players read it: 1000 + 25 x the ordinal, at least 0")
    provisional: bool = Field(description="it rests on too few rated games to trust yet (shown with a '?')")
    mu: float
    sigma: float
    games: int = Field(description="rated games it rests on")


class SeatRatingOut(BaseModel):
    """What a rated match did to one seat's rating, as players read it."""

    seat: int
    before: int
    after: int
    change: int = Field(description="after - before, as shown")
    provisional: bool = Field(description="the rating after the match is still provisional")


class MatchRatingsOut(BaseModel):
    """Whether a finished match counted for ratings, and what it did to each seat's."""

    rated: bool | None = Field(description="null: not looked at yet (the game goes on, or has just ended)")
    seats: list[SeatRatingOut]


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
                     shown=shown(skill), provisional=provisional(skill),
                     mu=skill.mu, sigma=skill.sigma, games=skill.games)


def seat_rating_out(seat: int, before: Skill | None, after: Skill | None) -> SeatRatingOut:
    """One seat's change (a rater's first game starts from the fresh rating; no `after`: unchanged)."""
    old = before or FRESH
    new = after or old
    return SeatRatingOut(seat=seat, before=shown(old), after=shown(new), change=shown(new) - shown(old),
                         provisional=provisional(new))


def table_out(seat: SeatAt) -> PlayerTableOut:
    """A table of the player's."""
    done = seat.status == "finished"
    return PlayerTableOut(
        id=seat.table_id, game=seat.game, seat=seat.seat, status=seat.status, rated=seat.rated if done else None,
        at=seat.at, table=f"/table/{seat.table_id}", replay=f"/table/{seat.table_id}" if done else None,
    )


@router.get("/players/{name}")
async def player(
    name: PlayerName, reader: SignedIn,
    accounts: AccountsDep, matches: MatchesDep, ratings: RatingsDep,
) -> PlayerOut:
    """A player's page: ratings, tables being played, finished tables (newest first); private
    tables only to the player themself."""
    account = await asyncio.to_thread(accounts.named, name)
    if account is None:
        raise refuse(404, "no_such_player")
    own = reader is not None and reader.id == account.id
    standings = await asyncio.to_thread(ratings.standings, "", None, account.id)
    playing = await asyncio.to_thread(matches.seats_of, account.id, False, own)
    finished = await asyncio.to_thread(matches.seats_of, account.id, True, own)
    return PlayerOut(
        name=account.name, ratings=[rating_out(r) for r in standings],
        playing=[table_out(s) for s in playing], finished=[table_out(s) for s in finished],
    )


@router.get("/tables/{table_id}/ratings", responses=FORBIDDEN)
async def match_ratings(table_id: TableId, _seat: Watching, ratings: RatingsDep) -> MatchRatingsOut:
    """What a finished match did to each seat's rating (a private table's: to its players and invitees)."""
    rated, changes = await asyncio.to_thread(ratings.changes, table_id)
    seats = [seat_rating_out(seat, change.before, change.after) for seat, change in enumerate(changes)]
    return MatchRatingsOut(rated=rated, seats=seats)


@router.get("/turns", responses={401: {"description": "not signed in"}})
async def turns(account: SignedIn, seating: SeatingDep) -> list[TurnOut]:
    """Every table where it is the signed-in player's move now."""
    if account is None:
        raise Refusal(401, "sign in to see your turns")
    waiting = []
    for live, seat in await seating.turns(account.id):
        clocks = live.clocks
        waiting.append(TurnOut(
            id=live.info.id, game=live.info.game, titles={lang: live.game.table.title(lang) for lang in LANGS},
            seat=seat, table=f"/table/{live.info.id}",
            left_ms=round(clocks.left(seat, now())) if clocks is not None else None,
        ))
    # The least time left first; untimed tables after.
    return sorted(waiting, key=lambda t: (t.left_ms is None, t.left_ms or 0))


@router.get("/games/{name}/leaderboard")
async def leaderboard(
    name: GameName,
    rooms: RoomsDep,
    ratings: RatingsDep,
    players: Annotated[int | None, Query(ge=1, le=16, description="one player count (default: every one)")] = None,
) -> list[StandingOut]:
    """The best 100 ratings at a game, bots' levels among them, best first."""
    rooms.game(name)  # 404 for a game not installed
    standings = await asyncio.to_thread(ratings.standings, name, players)
    return [
        StandingOut(**rating_out(s).model_dump(), place=place, name=s.name, bot=s.rater.startswith("bot:"))
        for place, s in enumerate(standings, 1)
    ]
