"""The routes of moderation, for admins only (an account is made one by `agora db admin NAME`): the reported
chat lines, banning and unbanning an account (a ban ends its sessions and their sockets, and it may not sign
in again), muting an account for everyone and lifting it, hiding a chat line, closing a table, and the log of
every act of moderation."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Response
from pydantic import BaseModel, ConfigDict, Field

from agora.server.account_words import refuse
from agora.server.db import now
from agora.server.live import Refused
from agora.server.refusals import NotFound, Refusal
from agora.server.routes.accounts import UNAUTHORIZED, end_sessions, signed_in_or_401
from agora.server.routes.common import PlayerName, TableId
from agora.server.routes.services import (
    AccountsDep,
    ModerationDep,
    RightsDep,
    ServicesDep,
    SessionsDep,
    SignedInAsDep,
)
from agora.server.store.accounts import Account, Accounts

router = APIRouter(prefix="/api/admin", tags=["moderation"],
                   responses={**UNAUTHORIZED, 403: {"description": "not a moderator"}})


async def _admin(found: SignedInAsDep, moderation: ModerationDep) -> Account:
    account = signed_in_or_401(found).account
    if not await asyncio.to_thread(moderation.is_admin, account.id):
        raise refuse(403, "admins_only")
    return account


# The signed-in admin making the request (401 for a guest, 403 for a player who does not moderate).
Admin = Annotated[Account, Depends(_admin)]


class ReportedOut(BaseModel):
    """A reported chat line."""

    line: int
    table: str = Field(description="the table's page")
    hidden: bool = Field(description="whether a moderator hid it already")
    speaker: str | None = Field(description="the name it was said under (none: a seat's own name)")
    account: str | None = Field(description="the speaker's account, if they were signed in")
    text: str | None
    phrase: str | None = Field(description="a quick phrase's id, if it was one")
    reports: int
    last: datetime = Field(description="when it was last reported")


class ReasonIn(BaseModel):
    """Why an account is banned, a chat line hidden or a table closed (kept in the moderation log)."""

    model_config = ConfigDict(extra="forbid")

    reason: Annotated[str, Field(min_length=1, max_length=200)]


# The longest a timed mute may run: a year (longer is "until lifted").
MOST_MINUTES = 525_600


class MuteIn(BaseModel):
    """Why an account is muted, and for how long (none: until a moderator lifts it)."""

    model_config = ConfigDict(extra="forbid")

    reason: Annotated[str, Field(min_length=1, max_length=200)]
    minutes: Annotated[int | None, Field(ge=1, le=MOST_MINUTES)] = None


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
    return [ReportedOut(line=r.line_id, table=f"/table/{r.table_id}", hidden=r.hidden, speaker=r.speaker,
                        account=r.account, text=r.text, phrase=r.phrase, reports=r.reports, last=r.last) for r in found]


async def another_account(accounts: Accounts, name: str, admin: Account,
                          yourself: str) -> Account:
    """The account a moderator acts on, by name: 404 for no such player, 422 (the message `yourself`) for the
    moderator's own."""
    target = await asyncio.to_thread(accounts.named, name)
    if target is None:
        raise refuse(404, "no_such_player")
    if target.id == admin.id:
        raise refuse(422, yourself)
    return target


@router.put("/bans/{name}", status_code=204)
async def ban(name: PlayerName, body: ReasonIn, admin: Admin, accounts: AccountsDep,
              moderation: ModerationDep, sessions: SessionsDep, rights: RightsDep) -> Response:
    """Ban an account: it may not sign in, and its sessions end now (their sockets close, in every process);
    its seats stay for the others to vote on, as when a player leaves. 404 for no such player, 422 for oneself."""
    target = await another_account(accounts, name, admin, "ban_yourself")
    await asyncio.to_thread(moderation.ban, target.id, body.reason, f"account:{target.name}", admin.id)
    await end_sessions(rights, await asyncio.to_thread(sessions.end, target.id))
    return Response(status_code=204)


@router.delete("/bans/{name}", status_code=204)
async def unban(name: PlayerName, admin: Admin, accounts: AccountsDep,
                moderation: ModerationDep) -> Response:
    """Lift an account's ban; 404 if it is not banned."""
    target = await asyncio.to_thread(accounts.named, name)
    if target is None or not await asyncio.to_thread(moderation.unban, target.id, f"account:{target.name}",
                                                     admin.id):
        raise refuse(404, "not_banned")
    return Response(status_code=204)


@router.put("/mutes/{name}", status_code=204)
async def mute(name: PlayerName, body: MuteIn, admin: Admin, accounts: AccountsDep,
               moderation: ModerationDep) -> Response:
    """Mute an account for everyone, for `minutes` or until lifted: its chat lines are refused at every table, in
    every process, saying why (a mute said again replaces the last). 404 for no such player, 422 for oneself."""
    target = await another_account(accounts, name, admin, "mute_yourself")
    until = None if body.minutes is None else now() + timedelta(minutes=body.minutes)
    await asyncio.to_thread(moderation.mute, target.id, until, body.reason, f"account:{target.name}", admin.id)
    return Response(status_code=204)


@router.delete("/mutes/{name}", status_code=204)
async def unmute(name: PlayerName, admin: Admin, accounts: AccountsDep,
                 moderation: ModerationDep) -> Response:
    """Lift an account's mute; 404 if it is not muted (or its time is up)."""
    target = await asyncio.to_thread(accounts.named, name)
    if target is None or not await asyncio.to_thread(moderation.unmute, target.id, f"account:{target.name}",
                                                     admin.id):
        raise refuse(404, "not_muted")
    return Response(status_code=204)


@router.put("/hidden/{line}", status_code=204)
async def hide(line: Annotated[int, Path(ge=1, le=2**62)], body: ReasonIn, admin: Admin,
               moderation: ModerationDep, found: ServicesDep) -> Response:
    """Hide a chat line from everyone: it leaves the table's chat and replays, and every socket of the table, in
    every process, is told to drop it. 404 for no such line, 409 for one hidden already."""
    table_id = await asyncio.to_thread(moderation.hide, line, body.reason, admin.id)
    chat = found.tables.chat
    if table_id is None:
        known = await asyncio.to_thread(chat.store.table_of, line) is not None
        raise refuse(409, "hidden_already") if known else refuse(404, "no_such_line")
    await chat.deliver(table_id)
    chat.sync.said(table_id)
    return Response(status_code=204)


@router.put("/closed/{table_id}", status_code=204)
async def close(table_id: TableId, body: ReasonIn, admin: Admin, moderation: ModerationDep,
                found: ServicesDep) -> Response:
    """Close a table: its game ends where it stands, unrated; nobody may act at it any more; it leaves the lobby;
    every socket of it, in every process, is told. 404 for no such table, 409 for one that is over already."""
    try:
        await found.tables.commits.close(table_id)
    except NotFound:
        raise refuse(404, "no_such_table") from None
    except Refused as refused:
        if refused.code != "finished":  # busy, or the database away: nothing was closed, send it again
            raise Refusal(503, refused.message_id, **refused.params) from None
        raise refuse(409, "over_already") from None
    await asyncio.to_thread(moderation.record, admin.id, "table closed", f"table:{table_id}", body.reason)
    return Response(status_code=204)


@router.get("/log")
async def log(_admin: Admin, moderation: ModerationDep) -> list[ActOut]:
    """The latest acts of moderation (200), newest first."""
    return [ActOut(moderator=a.moderator, act=a.act, target=a.target, reason=a.reason, at=a.at)
            for a in await asyncio.to_thread(moderation.log)]
