"""The routes of moderation, for admins only (an account is made one by `agora db admin NAME`): the reported
chat lines, banning and unbanning an account (a ban ends its sessions and their sockets, and it may not sign
in again), and the log of every act of moderation."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from agora.server.account_words import refuse
from agora.server.routes.accounts import UNAUTHORIZED, end_sessions, signed_in_or_401
from agora.server.routes.common import PlayerName
from agora.server.routes.services import AccountsDep, ModerationDep, RightsDep, SessionsDep, SignedInAsDep
from agora.server.store.accounts import Account

router = APIRouter(prefix="/api/admin", tags=["moderation"],
                   responses={**UNAUTHORIZED, 403: {"description": "not a moderator"}})


async def _admin(request: Request, found: SignedInAsDep, moderation: ModerationDep) -> Account:
    account = signed_in_or_401(request, found).account
    if not await asyncio.to_thread(moderation.is_admin, account.id):
        raise refuse(request, 403, "admins_only")
    return account


# The signed-in admin making the request (401 for a guest, 403 for a player who does not moderate).
Admin = Annotated[Account, Depends(_admin)]


class ReportedOut(BaseModel):
    """A reported chat line."""

    line: int
    table: str = Field(description="the table's page")
    speaker: str | None = Field(description="the name it was said under (none: a seat's own name)")
    account: str | None = Field(description="the speaker's account, if they were signed in")
    text: str | None
    phrase: str | None = Field(description="a quick phrase's id, if it was one")
    reports: int
    last: datetime = Field(description="when it was last reported")


class BanIn(BaseModel):
    """Why an account is banned (kept in the moderation log)."""

    model_config = ConfigDict(extra="forbid")

    reason: Annotated[str, Field(min_length=1, max_length=200)]


class ActOut(BaseModel):
    """One act of moderation."""

    moderator: str | None = Field(description="the admin's name (none: the command line)")
    act: str
    target: str
    reason: str | None
    at: datetime


@router.get("/reports")
async def reports(_admin: Admin, moderation: ModerationDep) -> list[ReportedOut]:
    """The reported chat lines, the most recently reported first."""
    found = await asyncio.to_thread(moderation.reported)
    return [ReportedOut(line=r.line_id, table=f"/table/{r.table_id}", speaker=r.speaker, account=r.account,
                        text=r.text, phrase=r.phrase, reports=r.reports, last=r.last) for r in found]


@router.put("/bans/{name}", status_code=204)
async def ban(name: PlayerName, body: BanIn, request: Request, admin: Admin, accounts: AccountsDep,
              moderation: ModerationDep, sessions: SessionsDep, rights: RightsDep) -> Response:
    """Ban an account: it may not sign in, and its sessions end now (their sockets close, in every process);
    its seats stay for the others to vote on, as when a player leaves. 404 for no such player, 422 for oneself."""
    target = await asyncio.to_thread(accounts.named, name)
    if target is None:
        raise refuse(request, 404, "no_such_player")
    if target.id == admin.id:
        raise refuse(request, 422, "ban_yourself")
    await asyncio.to_thread(moderation.ban, target.id, body.reason, f"account:{target.name}", admin.id)
    await end_sessions(rights, await asyncio.to_thread(sessions.end, target.id))
    return Response(status_code=204)


@router.delete("/bans/{name}", status_code=204)
async def unban(name: PlayerName, request: Request, admin: Admin, accounts: AccountsDep,
                moderation: ModerationDep) -> Response:
    """Lift an account's ban; 404 if it is not banned."""
    target = await asyncio.to_thread(accounts.named, name)
    if target is None or not await asyncio.to_thread(moderation.unban, target.id, f"account:{target.name}",
                                                     admin.id):
        raise refuse(request, 404, "not_banned")
    return Response(status_code=204)


@router.get("/log")
async def log(_admin: Admin, moderation: ModerationDep) -> list[ActOut]:
    """The latest acts of moderation (200), newest first."""
    return [ActOut(moderator=a.moderator, act=a.act, target=a.target, reason=a.reason, at=a.at)
            for a in await asyncio.to_thread(moderation.log)]
