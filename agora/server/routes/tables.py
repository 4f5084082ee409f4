"""The routes of tables: creating one, the lobby, a table as anyone may see it."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from agora.server.bots import BOT_KINDS
from agora.server.clocks import ClockSpec
from agora.server.routes.common import ERRORS, Created, Joined, Name, TableId, TableOut, public
from agora.server.routes.guests import check_guest_name, seat_name
from agora.server.routes.services import AccountsDep, MatchesDep, RoomsDep, SeatingDep, SignedIn
from agora.server.store.records import Creator, SeatSpec

router = APIRouter(prefix="/api", responses=ERRORS)


class SeatIn(BaseModel):
    """A seat asked for: a person, or a bot of a kind."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "bot"]
    bot: Annotated[str, Field(max_length=32)] | None = Field(
        None, description=f"the bot's level: {', '.join(BOT_KINDS)} (default random); for a person's seat, the "
        "level of the bot that plays it if they leave and the others so vote (default medium)"
    )
    name: Name | None = None


class TableIn(BaseModel):
    """A table to create."""

    model_config = ConfigDict(extra="forbid")

    game: Annotated[str, Field(max_length=64)]
    options: dict[str, Any] = Field(default_factory=dict)
    seats: Annotated[list[SeatIn], Field(min_length=1, max_length=16)]
    private: bool = Field(False, description="left out of the lobby: only the invite link finds it")
    join_as: Name | None = Field(
        None, description="take the first human seat under this name (signed in: under the account's name)"
    )
    clock: ClockSpec | None = Field(None, description="real-time or turn-based clocks (none: untimed)")


@router.post("/tables", status_code=201)
async def create_table(
    body: TableIn, request: Request, account: SignedIn, accounts: AccountsDep, rooms: RoomsDep, seating: SeatingDep
) -> Created:
    """Create a table; bots take their seats at once, people join by the invite link. A client
    (address, and account if signed in) may run only a few bots-only tables (429 beyond)."""
    seats = [
        SeatSpec(kind=s.kind, bot=(s.bot or "random") if s.kind == "bot" else s.bot, name=s.name)
        for s in body.seats
    ]
    clock = body.clock.model_dump() if body.clock is not None else None
    # Names first: a refused one leaves no table behind.
    for spec in seats:
        if spec.name is not None:
            await check_guest_name(spec.name, accounts)
    joining = body.join_as is not None and any(s.kind == "human" for s in seats)
    name = await seat_name(body.join_as, account, accounts) if joining else None
    creator = Creator.of(account.id if account else None, request.client.host if request.client else "unknown")
    table_id = await seating.create(body.game, body.options, seats, body.private, clock, creator)
    joined = None
    if name is not None:
        seat, token = await seating.join(table_id, name, None, account.id if account else None)
        joined = Joined(seat=seat, token=token)
    return Created(table=await public(rooms, table_id), joined=joined)


# A nameless guest's name at a tutorial: with a space, so no account's (theirs have none) can look like it.
GUEST = "New player"


class TutorialIn(BaseModel):
    """A game's tutorial to open."""

    model_config = ConfigDict(extra="forbid")

    game: Annotated[str, Field(max_length=64)]
    join_as: Name | None = Field(None, description=f"a guest's name (signed in: the account's; none: {GUEST!r})")


@router.post("/tutorials", status_code=201)
async def open_tutorial(
    body: TutorialIn, request: Request, account: SignedIn, accounts: AccountsDep, rooms: RoomsDep, seating: SeatingDep
) -> Created:
    """The game's tutorial: a private, unrated table from its scripted first game, the person's seat taken with
    its token. An account plays one at a time: asking again hands back the one still played with a new token
    (429 while a tutorial of another game is played). A guest gets a new one each time, up to a few still played
    from one address (then 429). 409 for a game with no tutorial."""
    name = await seat_name(body.join_as or GUEST, account, accounts)
    creator = Creator.of(account.id if account else None, request.client.host if request.client else "unknown")
    table_id, seat, token = await seating.tutorial(body.game, creator, name, account.id if account else None)
    return Created(table=await public(rooms, table_id), joined=Joined(seat=seat, token=token))


@router.get("/tables")
async def lobby(rooms: RoomsDep, matches: MatchesDep) -> list[TableOut]:
    """The lobby: public tables waiting for players, newest first."""
    return [await public(rooms, table_id) for table_id in await asyncio.to_thread(matches.lobby)]


@router.get("/tables/{table_id}")
async def one_table(table_id: TableId, rooms: RoomsDep) -> TableOut:
    """One table, as anyone may see it."""
    return await public(rooms, table_id)
