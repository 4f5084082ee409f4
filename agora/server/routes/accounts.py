"""The account routes: sign up, sign in and out, password change."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Request, Response
from pydantic import BaseModel, ConfigDict, Field, SecretStr

from agora.server.accounts import DUMMY_HASH, HASHER, start_session, verify
from agora.server.routes.services import AccountsDep, SignedIn, SignInsDep
from agora.server.store.accounts import NameTaken

# Letters (any script), digits, _ . and -: a name shows on tables and in URLs.
AccountName = Annotated[str, Field(min_length=3, max_length=32, pattern=r"^[\w.-]+$")]
Password = Annotated[SecretStr, Field(min_length=8, max_length=256)]

router = APIRouter(prefix="/api/account", tags=["account"])
LIMITED: dict[int | str, dict[str, Any]] = {429: {"description": "too many attempts from this address or name"}}
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


@router.get("")
async def me(account: SignedIn) -> SessionOut:
    """The account this browser is signed in as, if any."""
    return SessionOut(account=None if account is None else AccountOut(id=account.id, name=account.name))


@router.post("/signup", status_code=201, responses=LIMITED)
async def sign_up(request: Request, body: Credentials, accounts: AccountsDep, guard: SignInsDep) -> AccountOut:
    """Make an account and sign in to it."""
    guard.slow_down(request)
    password_hash = await guard.argon2(HASHER.hash, body.password.get_secret_value())
    try:
        account = await asyncio.to_thread(accounts.create, body.name, password_hash)
    except NameTaken:
        raise HTTPException(409, "that name is taken") from None
    start_session(request, account)
    return AccountOut(id=account.id, name=account.name)


@router.post("/signin", responses={**UNAUTHORIZED, **LIMITED})
async def sign_in(request: Request, body: Credentials, accounts: AccountsDep, guard: SignInsDep) -> AccountOut:
    """Sign in with a name and password."""
    guard.slow_down(request, body.name.casefold())
    account = await asyncio.to_thread(accounts.named, body.name)
    password = body.password.get_secret_value()
    matches = await guard.argon2(verify, account.password_hash if account else DUMMY_HASH, password)
    if account is None or not matches:
        raise HTTPException(401, "no account has that name and password")
    if HASHER.check_needs_rehash(account.password_hash):
        rehashed = await guard.argon2(HASHER.hash, password)
        await asyncio.to_thread(accounts.set_password, account.id, rehashed, True)
    start_session(request, account)
    return AccountOut(id=account.id, name=account.name)


@router.post("/signout", status_code=204)
async def sign_out(request: Request) -> Response:
    """Sign this browser out (a guest stays a guest)."""
    request.session.clear()
    return Response(status_code=204)


@router.post("/password", status_code=204, responses={**UNAUTHORIZED, **LIMITED})
async def change_password(
    request: Request, body: PasswordChange, account: SignedIn, accounts: AccountsDep, guard: SignInsDep
) -> Response:
    """Change the password: every other session of the account ends, this one goes on."""
    if account is None:
        raise HTTPException(401, "sign in first")
    guard.slow_down(request, account.name.casefold())
    if not await guard.argon2(verify, account.password_hash, body.old.get_secret_value()):
        raise HTTPException(401, "the present password is wrong")
    new_hash = await guard.argon2(HASHER.hash, body.new.get_secret_value())
    generation = await asyncio.to_thread(accounts.set_password, account.id, new_hash)
    start_session(request, account, generation)
    return Response(status_code=204)
