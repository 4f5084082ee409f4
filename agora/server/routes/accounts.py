"""The account routes: sign up, sign in and out, password change, and one's sessions."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Request, Response
from fastapi import Path as PathParam
from pydantic import BaseModel, ConfigDict, Field, SecretStr

from agora.server.account_words import refuse
from agora.server.accounts import DUMMY_HASH, HASHER, SignedInAs, start_session, verify
from agora.server.names import problem
from agora.server.passwords import weakness
from agora.server.routes.services import (
    AccountsDep,
    ModerationDep,
    RightsDep,
    SessionsDep,
    SignedIn,
    SignedInAsDep,
    SignInsDep,
)
from agora.server.signals import SESSION
from agora.server.store.accounts import NameLooksTaken, NameTaken
from agora.server.tables.rights import Rights

# Letters (any script), digits, _ . and -: a name shows on tables and in URLs.
AccountName = Annotated[str, Field(min_length=3, max_length=32, pattern=r"^[\w.-]+$")]
Password = Annotated[SecretStr, Field(min_length=8, max_length=256)]

router = APIRouter(prefix="/api/account", tags=["account"])
LIMITED: dict[int | str, dict[str, Any]] = {429: {"description": "too many attempts from this address or name"}}
REFUSED: dict[int | str, dict[str, Any]] = {
    409: {"description": "the name is taken, or looks like an existing account's name"},
    422: {"description": "a name with invisible characters or mixed scripts, or a password too easy to guess"},
}
UNAUTHORIZED: dict[int | str, dict[str, Any]] = {401: {"description": "not signed in, or a wrong password"}}


class Credentials(BaseModel):
    """A name and a password."""

    model_config = ConfigDict(extra="forbid")

    name: AccountName
    password: Password


class PasswordChange(BaseModel):
    """The password now, and the new one."""

    model_config = ConfigDict(extra="forbid")

    old: Password
    new: Password


class AccountOut(BaseModel):
    """An account as its player sees it."""

    id: int
    name: str


class SessionOut(BaseModel):
    """Who this browser is signed in as (null: a guest)."""

    account: AccountOut | None


class SignInOut(BaseModel):
    """One of the account's sessions (a signed-in browser)."""

    id: str
    created_at: datetime
    last_seen: datetime = Field(description="to within five minutes")
    user_agent: str
    current: bool = Field(description="the session of this request")


def signed_in_or_401(found: SignedInAs | None) -> SignedInAs:
    """The request's account and session; 401 for a guest."""
    if found is None:
        raise refuse(401, "sign_in_first")
    return found


async def end_sessions(rights: Rights, ended: list[str]) -> None:
    """Close the sockets of ended sessions, here and in every process."""
    for session_id in ended:
        await rights.revoke(SESSION, session_id)


@router.get("")
async def me(account: SignedIn) -> SessionOut:
    """The account this browser is signed in as, if any."""
    return SessionOut(account=None if account is None else AccountOut(id=account.id, name=account.name))


@router.post("/signup", status_code=201, responses={**LIMITED, **REFUSED})
async def sign_up(
    request: Request, body: Credentials, accounts: AccountsDep, sessions: SessionsDep, guard: SignInsDep
) -> AccountOut:
    """Make an account and sign in to it."""
    await guard.slow_down(request)
    refused = problem(body.name)
    if refused is not None:
        raise refuse(422, refused)
    password = body.password.get_secret_value()
    await check_strength(password, body.name)
    password_hash = await guard.argon2(HASHER.hash, password)
    try:
        account = await asyncio.to_thread(accounts.create, body.name, password_hash)
    except NameTaken:
        raise refuse(409, "name_taken") from None
    except NameLooksTaken:
        raise refuse(409, "name_look_alike") from None
    await start_session(request, account, sessions)
    return AccountOut(id=account.id, name=account.name)


async def check_strength(password: str, name: str) -> None:
    """422 with the estimator's advice when `password` is too easy to guess for the account `name`."""
    weak = await asyncio.to_thread(weakness, password, name)
    if weak is not None:
        raise refuse(422, weak.key, *weak.advice)


@router.post("/signin", responses={**UNAUTHORIZED, **LIMITED, 403: {"description": "the account is banned"}})
async def sign_in(
    request: Request, body: Credentials, accounts: AccountsDep, sessions: SessionsDep, guard: SignInsDep,
    moderation: ModerationDep,
) -> AccountOut:
    """Sign in with a name and password (403 for a banned account)."""
    await guard.slow_down(request, body.name)
    account = await asyncio.to_thread(accounts.named, body.name)
    password = body.password.get_secret_value()
    matches = await guard.argon2(verify, account.password_hash if account else DUMMY_HASH, password)
    if account is None or not matches:
        raise refuse(401, "wrong_credentials")
    if await asyncio.to_thread(moderation.banned, account.id):
        raise refuse(403, "banned")
    if HASHER.check_needs_rehash(account.password_hash):
        rehashed = await guard.argon2(HASHER.hash, password)
        await asyncio.to_thread(accounts.set_password, account.id, rehashed)
    await start_session(request, account, sessions)
    return AccountOut(id=account.id, name=account.name)


@router.post("/signout", status_code=204)
async def sign_out(request: Request, found: SignedInAsDep, sessions: SessionsDep, rights: RightsDep) -> Response:
    """Sign this browser out: its session ends (a copy of the cookie signs nobody in) and the
    sockets it opened for the account's seats close (a guest stays a guest)."""
    request.session.clear()
    if found is not None:
        ended = await asyncio.to_thread(sessions.end, found.account.id, [found.session.id])
        await end_sessions(rights, ended)
    return Response(status_code=204)


@router.get("/sessions", responses=UNAUTHORIZED)
async def my_sessions(found: SignedInAsDep, sessions: SessionsDep) -> list[SignInOut]:
    """The account's sessions (signed-in browsers), the most recently used first."""
    me = signed_in_or_401(found)
    return [
        SignInOut(id=s.id, created_at=s.created_at, last_seen=s.last_seen, user_agent=s.user_agent,
                  current=s.id == me.session.id)
        for s in await asyncio.to_thread(sessions.of_account, me.account.id)
    ]


@router.delete("/sessions/{session_id}", status_code=204, responses={
    **UNAUTHORIZED, 404: {"description": "the account has no such session"}
})
async def end_session(
    request: Request, session_id: Annotated[str, PathParam(max_length=32)], found: SignedInAsDep,
    sessions: SessionsDep, rights: RightsDep,
) -> Response:
    """End one of the account's sessions (this one included: then this browser is signed out)."""
    me = signed_in_or_401(found)
    ended = await asyncio.to_thread(sessions.end, me.account.id, [session_id])
    if not ended:
        raise refuse(404, "no_such_session")
    if session_id == me.session.id:
        request.session.clear()
    await end_sessions(rights, ended)
    return Response(status_code=204)


@router.delete("/sessions", status_code=204, responses=UNAUTHORIZED)
async def sign_out_everywhere(
    request: Request, found: SignedInAsDep, sessions: SessionsDep, rights: RightsDep
) -> Response:
    """Sign out everywhere: every session of the account ends, this one too."""
    me = signed_in_or_401(found)
    request.session.clear()
    await end_sessions(rights, await asyncio.to_thread(sessions.end, me.account.id))
    return Response(status_code=204)


@router.post("/password", status_code=204, responses={**UNAUTHORIZED, **LIMITED, 422: REFUSED[422]})
async def change_password(
    request: Request, body: PasswordChange, found: SignedInAsDep, sessions: SessionsDep, rights: RightsDep,
    guard: SignInsDep, accounts: AccountsDep,
) -> Response:
    """Change the password: every session of the account ends (their sockets close) and this browser
    is signed in afresh (a copy of its cookie taken before signs nobody in either)."""
    me = signed_in_or_401(found)
    account = me.account
    await guard.slow_down(request, account.name)
    if not await guard.argon2(verify, account.password_hash, body.old.get_secret_value()):
        raise refuse(401, "wrong_password")
    new = body.new.get_secret_value()
    await check_strength(new, account.name)
    new_hash = await guard.argon2(HASHER.hash, new)
    await asyncio.to_thread(accounts.set_password, account.id, new_hash)
    await end_sessions(rights, await asyncio.to_thread(sessions.end, account.id))
    await start_session(request, account, sessions)
    return Response(status_code=204)
