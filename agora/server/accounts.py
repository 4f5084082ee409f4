"""Accounts: who a request is, its session, passwords and the guard on guessing them.

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
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import Request
from starlette.requests import HTTPConnection

from agora.server.account_words import refuse
from agora.server.names import identity
from agora.server.settings import Settings
from agora.server.sign_in_limits import SignInLimits
from agora.server.store.accounts import Account, Accounts

COOKIE = "agora_session"
HASHER = PasswordHasher()
# Verified when a name is unknown, so that an unknown name takes as long as a wrong password.
DUMMY_HASH = HASHER.hash(secrets.token_urlsafe(16))


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


class SignIns:
    """What slows down password guessing: hashes are costly and few at once, and account requests
    are limited per address, per (name, address) and per name (see sign_in_limits.py)."""

    def __init__(self, settings: Settings) -> None:
        self.limits = SignInLimits(settings)
        # Each hash costs a core about a second with 64 MiB: only a few are computed at once, so
        # that sign-ins cannot starve the tables.
        self.hashing = asyncio.Semaphore(settings.hashes_at_once)

    async def argon2(self, work: Any, *args: str) -> Any:
        """Run a hash or a verification in a thread, a few at once."""
        async with self.hashing:
            return await asyncio.to_thread(work, *args)

    async def slow_down(self, request: Request, name: str | None = None) -> None:
        """429 once the request's address (or that address for the account `name`, or `name` from
        everywhere) has tried too often."""
        address = request.client.host if request.client else "unknown"
        if not await self.limits.allow(address, None if name is None else identity(name)):
            raise refuse(request, 429, "too_many", headers={"Retry-After": "60"})

    async def close(self) -> None:
        """Let go of Redis."""
        await self.limits.close()
