"""The routes of invitations: a player at a table invites an account by its name; the invited player finds it
in the lobby (and by email, if they want invitations so), and may dismiss it."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Request, Response
from fastapi import Path as PathParam
from pydantic import BaseModel, ConfigDict, Field

from agora.core.i18n import LANGS
from agora.server.account_words import refuse
from agora.server.routes.accounts import UNAUTHORIZED, AccountName, signed_in_or_401
from agora.server.routes.common import FORBIDDEN, Authorization, TableId, seat_for
from agora.server.routes.services import (
    AccountsDep,
    InvitationsDep,
    RoomsDep,
    SeatingDep,
    ServicesDep,
    SignedIn,
    SignedInAsDep,
)
from agora.server.store.records import Creator, Notice

router = APIRouter(prefix="/api", tags=["players"])

class InviteIn(BaseModel):
    """Whom to invite: an account's name."""

    model_config = ConfigDict(extra="forbid")

    name: AccountName


class InvitationOut(BaseModel):
    """An invitation, as the invited player sees it."""

    id: int
    table: str = Field(description="the table's page to open (a private table's with its invite key)")
    game: str
    titles: dict[str, str] = Field(description="the game's title in every language")
    inviter: str = Field(description="the inviting seat's name")
    at: datetime


@router.post("/tables/{table_id}/invitations", status_code=204, responses={
    **FORBIDDEN, 404: {"description": "no table, or no player, of that name"},
    409: {"description": "the game is over, or that player is invited or seated there already"},
    429: {"description": "a limit is reached: the table's, the inviter's (waiting, or within a day), or the invited "
                         "player's (waiting, or from this inviter)"},
})
async def invite(
    table_id: TableId, body: InviteIn, request: Request, account: SignedIn, accounts: AccountsDep, rooms: RoomsDep,
    seating: SeatingDep, invitations: InvitationsDep, found: ServicesDep, authorization: Authorization = None,
) -> Response:
    """Invite a player, by their account's name, to the table the request's seat sits at (by its token, or the
    signed-in account's seat): it shows in their lobby, and is emailed if they want invitations by email. The
    server's limits (docs/operations.md) bound how many one inviter sends and one player is sent."""
    seat = await seat_for(rooms, seating, table_id, account, authorization)
    if seat is None:
        raise refuse(403, "players_invite")
    info = await rooms.info(table_id)
    if info.status == "finished":
        raise refuse(409, "game_over")
    target = await asyncio.to_thread(accounts.named, body.name)
    if target is None:
        raise refuse(404, "no_such_player")
    if any(s.account == target.id for s in info.seats):
        raise refuse(409, "seated_there")
    inviter = info.seats[seat].name or f"#{seat + 1}"
    link = f"/table/{table_id}" + (f"?invite={info.invite_key}" if info.invite_key else "")
    senders = found.tables.notices.senders
    notice = Notice(f"invite:{table_id}:{target.id}", "invitations", target.id, table_id,
                    {"table": table_id, "game": info.game, "inviter": inviter, "link": link}, senders.channels)
    by = Creator.of(account.id if account else None, request.client.host if request.client else "unknown")
    refused = await asyncio.to_thread(invitations.invite, target.id, table_id, inviter, by, link, notice)
    if refused is not None:
        raise refuse(409 if refused == "invited_already" else 429, refused)
    senders.wake()
    return Response(status_code=204)


@router.get("/account/invitations", responses=UNAUTHORIZED)
async def my_invitations(
    found: SignedInAsDep, invitations: InvitationsDep, rooms: RoomsDep
) -> list[InvitationOut]:
    """The signed-in player's invitations to tables still open or being played, newest first."""
    account = signed_in_or_401(found).account
    out = []
    for i in await asyncio.to_thread(invitations.of, account.id):
        game = rooms.games.get(i.game)
        titles = {lang: game.table.title(lang) for lang in LANGS} if game is not None else {}
        out.append(InvitationOut(id=i.id, table=i.link, game=i.game, titles=titles, inviter=i.inviter, at=i.at))
    return out


@router.delete("/account/invitations/{invitation}", status_code=204, responses=UNAUTHORIZED)
async def dismiss(
    invitation: Annotated[int, PathParam(ge=1, le=2**31 - 1)], found: SignedInAsDep,
    invitations: InvitationsDep,
) -> Response:
    """Dismiss one of the signed-in player's invitations; 404 if it has no such one."""
    account = signed_in_or_401(found).account
    if not await asyncio.to_thread(invitations.dismiss, account.id, invitation):
        raise refuse(404, "no_such_invitation")
    return Response(status_code=204)
