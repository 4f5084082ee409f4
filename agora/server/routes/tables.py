"""The routes of tables: creating one, the lobby, a table's state and socket, and a finished
match's log, replay and match file."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Query, Response, WebSocket
from fastapi import Path as PathParam
from pydantic import BaseModel, ConfigDict, Field

from agora.core import MatchRecord
from agora.core.game import LANGS, check_lang
from agora.server.bots import BOT_KINDS
from agora.server.clocks import ClockSpec
from agora.server.live import LiveMatch
from agora.server.protocol import ByLanguage
from agora.server.routes.common import (
    ERRORS,
    FORBIDDEN,
    Authorization,
    Created,
    Joined,
    Name,
    TableId,
    TableOut,
    public,
    seat_for,
)
from agora.server.routes.services import MatchesDep, RoomsDep, SeatingDep, ServicesDep, SignedIn
from agora.server.sockets import serve_socket
from agora.server.store.records import SeatSpec
from agora.server.tables.rooms import Rooms

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


class LogEntryOut(BaseModel):
    """One action of a finished match."""

    seat: int
    action: str
    label: str = Field(description="the action's label in the language asked for")
    labels: ByLanguage


class LogOut(BaseModel):
    """A finished match: its actions (undone ones left out) and its outcome."""

    game: str
    actions: list[LogEntryOut]
    outcome: dict[str, Any] | None = Field(description="null for a game the players ended by vote")


async def finished(rooms: Rooms, table_id: str) -> LiveMatch:
    """A finished table's live match; 409 while it is played."""
    live = await rooms.get(table_id)
    if not live.finished:
        raise HTTPException(409, "the match is still being played: its log is secret until the end")
    return live


@router.post("/tables", status_code=201)
async def create_table(body: TableIn, account: SignedIn, rooms: RoomsDep, seating: SeatingDep) -> Created:
    """Create a table; bots take their seats at once, people join by the invite link."""
    seats = [
        SeatSpec(kind=s.kind, bot=(s.bot or "random") if s.kind == "bot" else s.bot, name=s.name)
        for s in body.seats
    ]
    clock = body.clock.model_dump() if body.clock is not None else None
    table_id = await seating.create(body.game, body.options, seats, body.private, clock)
    joined = None
    if body.join_as is not None and any(s.kind == "human" for s in seats):
        name = body.join_as if account is None else account.name
        seat, token = await seating.join(table_id, name, None, account.id if account else None)
        joined = Joined(seat=seat, token=token)
    return Created(table=await public(rooms, table_id), joined=joined)


@router.get("/tables")
async def lobby(rooms: RoomsDep, matches: MatchesDep) -> list[TableOut]:
    """The lobby: public tables waiting for players, newest first."""
    return [await public(rooms, table_id) for table_id in await asyncio.to_thread(matches.lobby)]


@router.get("/tables/{table_id}")
async def one_table(table_id: TableId, rooms: RoomsDep) -> TableOut:
    """One table, as anyone may see it."""
    return await public(rooms, table_id)


@router.get("/tables/{table_id}/state", responses=FORBIDDEN)
async def state(
    table_id: TableId, account: SignedIn, rooms: RoomsDep, seating: SeatingDep, authorization: Authorization = None
) -> dict[str, Any]:
    """What a seat (or a spectator) sees now: the same message the socket pushes."""
    seat = await seat_for(rooms, seating, table_id, account, authorization)
    live = await rooms.get(table_id)
    async with live.lock:
        return live.render(seat, 0, rooms.connected(table_id))


@router.get("/tables/{table_id}/log")
async def match_log(
    table_id: TableId,
    rooms: RoomsDep,
    lang: Annotated[
        str, Query(max_length=8, description="the language of `label`", json_schema_extra={"enum": list(LANGS)})
    ] = "en",
) -> LogOut:
    """A finished match's actions, each labelled in `lang` and in every language, for replay."""
    check_lang(lang)  # the schema lists the languages; this says so in words
    live = await finished(rooms, table_id)
    async with live.lock:
        record = live.match.record()
        outcome = live.match.state.outcome()
        labels = [live.labels(a) for _, a in record.actions]
    return LogOut(
        game=record.game,
        actions=[
            LogEntryOut(seat=s, action=a, label=both[lang], labels=both)
            for (s, a), both in zip(record.actions, labels, strict=True)
        ],
        outcome=outcome.to_data() if outcome is not None else None,
    )


@router.get("/tables/{table_id}/replay/{step}")
async def replay_step(
    table_id: TableId, step: Annotated[int, PathParam(ge=0, le=10_000_000)], rooms: RoomsDep
) -> dict[str, Any]:
    """A spectator's view of a finished match after its first `step` actions."""
    live = await finished(rooms, table_id)
    async with live.lock:
        record = live.match.record()
    if step > len(record.actions):
        raise HTTPException(404, f"the match has {len(record.actions)} actions")
    partial = MatchRecord(game=record.game, options=record.options, seed=record.seed, actions=record.actions[:step])
    view = partial.replay(live.game).view(None)
    return {"step": step, "steps": len(record.actions), "view": view}


@router.get(
    "/tables/{table_id}/record",
    response_class=Response,
    responses={200: {"content": {"application/json": {}}, "description": "a match file `agora replay` reads"}},
)
async def download(table_id: TableId, rooms: RoomsDep) -> Response:
    """A finished match as a match file."""
    live = await finished(rooms, table_id)
    async with live.lock:
        record = live.match.record()
    return Response(
        record.model_dump_json(indent=1),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{record.game}-{table_id}.json"'},
    )


@router.websocket("/tables/{table_id}/socket")
async def socket(websocket: WebSocket, table_id: str, found: ServicesDep) -> None:
    """A table's socket: the state pushed at every change, actions and undos taken (see the protocol)."""
    await serve_socket(websocket, found.tables, found.accounts, found.settings, table_id, found.by_address)
