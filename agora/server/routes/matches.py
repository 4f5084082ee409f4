"""The routes of a table's match: its state and socket while it is played, and once finished
its log, replay and match file."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response, WebSocket
from fastapi import Path as PathParam
from pydantic import BaseModel, Field

from agora.core import MatchRecord
from agora.core.i18n import LANGS, Nn_, check_lang
from agora.server.live import LiveMatch
from agora.server.protocol import ByLanguage
from agora.server.refusals import Refusal
from agora.server.routes.common import ERRORS, FORBIDDEN, TableId
from agora.server.routes.services import RoomsDep, ServicesDep
from agora.server.routes.watching import Watching
from agora.server.sockets import serve_socket
from agora.server.tables.rooms import Rooms

router = APIRouter(prefix="/api", responses=ERRORS)


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
        raise Refusal(409, "the match is still being played: its log is secret until the end")
    return live


@router.get("/tables/{table_id}/state", responses=FORBIDDEN)
async def state(table_id: TableId, seat: Watching, rooms: RoomsDep) -> dict[str, Any]:
    """What a seat (or a spectator) sees now: the same message the socket pushes. A private
    table's spectator needs its invite key."""
    live = await rooms.get(table_id)
    async with live.lock:
        return live.render(seat, 0, rooms.connected(table_id))


@router.get("/tables/{table_id}/log", responses=FORBIDDEN)
async def match_log(
    table_id: TableId,
    _seat: Watching,
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


@router.get("/tables/{table_id}/replay/{step}", responses=FORBIDDEN)
async def replay_step(
    table_id: TableId, step: Annotated[int, PathParam(ge=0, le=10_000_000)], _seat: Watching, rooms: RoomsDep
) -> dict[str, Any]:
    """A spectator's view of a finished match after its first `step` actions."""
    live = await finished(rooms, table_id)
    async with live.lock:
        record = live.match.record()
    if step > len(record.actions):
        raise Refusal(404, Nn_("the match has {n} action", "the match has {n} actions"), n=len(record.actions))
    partial = MatchRecord(game=record.game, options=record.options, seed=record.seed, actions=record.actions[:step])
    view = partial.replay(live.game).view(None)
    return {"step": step, "steps": len(record.actions), "view": view}


@router.get(
    "/tables/{table_id}/record",
    response_class=Response,
    responses={**FORBIDDEN,
               200: {"content": {"application/json": {}}, "description": "a match file `agora replay` reads"}},
)
async def download(table_id: TableId, _seat: Watching, rooms: RoomsDep) -> Response:
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
    await serve_socket(
        websocket, found.tables, found.accounts, found.sessions, found.settings, table_id, found.by_address
    )
