"""Accounts: sign up, sign in and out, password change, and who a request is.

Passwords are hashed with Argon2 (argon2-cffi) and never stored, logged or sent
back. A session is Starlette's cookie signed with the server's secret (kept in
the data directory, see `load_secret`); it names the account and its password
generation, so a password change ends every other session.
"""

from __future__ import annotations

import asyncio
import os
import secrets
from pathlib import Path
from typing import Annotated, Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import APIRouter, HTTPException, Request, Response
from pydantic import BaseModel, ConfigDict, Field, SecretStr
from starlette.requests import HTTPConnection

from agora.server.limits import RateLimiter
from agora.server.settings import Settings
from agora.server.store.accounts import Account, Accounts, NameTaken

COOKIE = "agora_session"
HASHER = PasswordHasher()
# Verified when a name is unknown, so that an unknown name takes as long as a wrong password.
DUMMY_HASH = HASHER.hash(secrets.token_urlsafe(16))

# Letters (any script), digits, _ . and -: a name shows on tables and in URLs.
AccountName = Annotated[str, Field(min_length=3, max_length=32, pattern=r"^[\w.-]+$")]
Password = Annotated[SecretStr, Field(min_length=8, max_length=256)]


def load_secret(path: Path) -> str:
    """The server's signing secret, made on first use and readable by its owner only."""
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        secret = secrets.token_urlsafe(48)
        # O_EXCL: of two processes starting together, one writes it and the other reads it.
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            return path.read_text().strip()
        with os.fdopen(descriptor, "w") as file:
            file.write(secret)
        return secret


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


async def current(connection: HTTPConnection, accounts: Accounts) -> Account | None:
    """The account a request or socket is signed in as, or None (a guest, or a session that
    a password change ended)."""
    session = connection.session
    account_id = session.get("account")
    if not isinstance(account_id, int):
        return None
    account = await asyncio.to_thread(accounts.get, account_id)
    if account is None or session.get("generation") != account.generation:
        return None
    return account


def start_session(request: Request, account: Account, generation: int | None = None) -> None:
    """Sign the browser in (a fresh session: nothing of the guest's carries over)."""
    request.session.clear()
    request.session.update({"account": account.id, "generation": account.generation if generation is None
                            else generation})


def verify(password_hash: str, password: str) -> bool:
    """Whether the password matches the hash (blocking: Argon2 is slow on purpose)."""
    try:
        return HASHER.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def router(accounts: Accounts, settings: Settings) -> APIRouter:
    """The account routes."""
    api = APIRouter(prefix="/api/account", tags=["account"])
    # Guessing one account's password from many addresses is slowed down here.
    by_name = RateLimiter(settings.sign_in_rate_per_second, settings.sign_in_burst)
    # Each hash costs a core about a second with 64 MiB: an address may ask for few, and
    # only a few are computed at once, so that sign-ins cannot starve the tables.
    by_address = RateLimiter(settings.sign_in_rate_per_second * 5, settings.sign_in_burst * 5)
    hashing = asyncio.Semaphore(settings.hashes_at_once)

    async def argon2(work: Any, *args: str) -> Any:
        async with hashing:
            return await asyncio.to_thread(work, *args)

    def slow_down(request: Request, key: str | None = None) -> None:
        address = request.client.host if request.client else "unknown"
        if not by_address.take(address) or (key is not None and not by_name.take(key)):
            raise HTTPException(429, "too many attempts: wait a minute", headers={"Retry-After": "60"})

    limited: dict[int | str, dict[str, Any]] = {429: {"description": "too many attempts from this address or name"}}
    unauthorized: dict[int | str, dict[str, Any]] = {401: {"description": "not signed in, or a wrong password"}}

    @api.get("")
    async def me(request: Request) -> SessionOut:
        """The account this browser is signed in as, if any."""
        account = await current(request, accounts)
        return SessionOut(account=None if account is None else AccountOut(id=account.id, name=account.name))

    @api.post("/signup", status_code=201, responses=limited)
    async def sign_up(request: Request, body: Credentials) -> AccountOut:
        """Make an account and sign in to it."""
        slow_down(request)
        password_hash = await argon2(HASHER.hash, body.password.get_secret_value())
        try:
            account = await asyncio.to_thread(accounts.create, body.name, password_hash)
        except NameTaken:
            raise HTTPException(409, "that name is taken") from None
        start_session(request, account)
        return AccountOut(id=account.id, name=account.name)

    @api.post("/signin", responses={**unauthorized, **limited})
    async def sign_in(request: Request, body: Credentials) -> AccountOut:
        """Sign in with a name and password."""
        slow_down(request, body.name.casefold())
        account = await asyncio.to_thread(accounts.named, body.name)
        password = body.password.get_secret_value()
        matches = await argon2(verify, account.password_hash if account else DUMMY_HASH, password)
        if account is None or not matches:
            raise HTTPException(401, "no account has that name and password")
        if HASHER.check_needs_rehash(account.password_hash):
            rehashed = await argon2(HASHER.hash, password)
            await asyncio.to_thread(accounts.set_password, account.id, rehashed, True)
        start_session(request, account)
        return AccountOut(id=account.id, name=account.name)

    @api.post("/signout", status_code=204)
    async def sign_out(request: Request) -> Response:
        """Sign this browser out (a guest stays a guest)."""
        request.session.clear()
        return Response(status_code=204)

    @api.post("/password", status_code=204, responses={**unauthorized, **limited})
    async def change_password(request: Request, body: PasswordChange) -> Response:
        """Change the password: every other session of the account ends, this one goes on."""
        account = await current(request, accounts)
        if account is None:
            raise HTTPException(401, "sign in first")
        slow_down(request, account.name.casefold())
        if not await argon2(verify, account.password_hash, body.old.get_secret_value()):
            raise HTTPException(401, "the present password is wrong")
        new_hash = await argon2(HASHER.hash, body.new.get_secret_value())
        generation = await asyncio.to_thread(accounts.set_password, account.id, new_hash)
        start_session(request, account, generation)
        return Response(status_code=204)

    return api
