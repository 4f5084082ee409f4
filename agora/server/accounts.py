"""Accounts: who a request is, its session, passwords and the guard on guessing them.

Passwords are hashed with Argon2 (argon2-cffi) and never stored, logged or sent
back. A session is a row of the database (see store/sessions.py); Starlette's
cookie, signed with the server's secret (kept in the data directory, see
`load_secret`), carries only its key. Deleting the row ends the session wherever
the cookie was copied: sign-out ends this one, a password change every other.
"""

from __future__ import annotations

import asyncio
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import Request
from starlette.datastructures import MutableHeaders
from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from agora.server.account_words import refuse
from agora.server.names import identity
from agora.server.secret_files import read_or_make
from agora.server.settings import Settings
from agora.server.sign_in_limits import SignInLimits
from agora.server.store.accounts import Account, Accounts
from agora.server.store.sessions import Sessions, SignIn

COOKIE = "agora_session"
HASHER = PasswordHasher()
# Verified when a name is unknown, so that an unknown name takes as long as a wrong password.
DUMMY_HASH = HASHER.hash(secrets.token_urlsafe(16))


def load_secret(path: Path) -> str:
    """The server's signing secret, made on first use and readable by its owner only."""
    return read_or_make(path, lambda: secrets.token_urlsafe(48).encode()).decode().strip()


@dataclass(frozen=True)
class SignedInAs:
    """The account of a request or socket, and the session that signs it in."""

    account: Account
    session: SignIn


async def signed_in(connection: HTTPConnection, accounts: Accounts, sessions: Sessions) -> SignedInAs | None:
    """Who a request or socket is signed in as, or None (a guest, or a session that has ended)."""
    key = connection.session.get("key")
    if not isinstance(key, str):
        return None
    session = await asyncio.to_thread(sessions.find, key)
    if session is None:
        return None
    account = await asyncio.to_thread(accounts.get, session.account)
    return None if account is None else SignedInAs(account, session)


async def start_session(request: Request, account: Account, sessions: Sessions) -> SignIn:
    """Sign the browser in (a fresh session: nothing of the guest's carries over)."""
    user_agent = request.headers.get("user-agent", "")
    session, key = await asyncio.to_thread(sessions.start, account.id, user_agent)
    request.session.clear()
    request.session["key"] = key
    return session


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
            raise refuse(429, "too_many", headers={"Retry-After": "60"})

    async def close(self) -> None:
        """Let go of Redis."""
        await self.limits.close()


class SecureCookies:
    """Marks the session cookie `Secure` on a response to a request that came over HTTPS (served
    so directly, or through a trusted proxy whose X-Forwarded-Proto uvicorn honours): a browser
    then never sends it over plain HTTP."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("scheme") != "https":
            await self.app(scope, receive, send)
            return

        async def send_secure(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                cookies = headers.getlist("set-cookie")
                if any(cookie.startswith(f"{COOKIE}=") for cookie in cookies):
                    del headers["set-cookie"]
                    for cookie in cookies:
                        ours = cookie.startswith(f"{COOKIE}=") and "secure" not in cookie.lower()
                        headers.append("set-cookie", f"{cookie}; secure" if ours else cookie)
            await send(message)

        await self.app(scope, receive, send_secure)
