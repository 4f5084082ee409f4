"""Email preferences (the account's address, language and the kinds it wants), the link that confirms an
address (nothing else is mailed to it before), and the one-click unsubscribe links every email carries
(RFC 8058); neither link needs signing in."""

from __future__ import annotations

import asyncio
import html
import time
from typing import Annotated, Literal

from fastapi import APIRouter, Request, Response
from fastapi import Path as PathParam
from fastapi.responses import HTMLResponse
from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from agora.core.i18n import LANGS, N_, words
from agora.server.account_words import refuse
from agora.server.mailer import confirm_holds, token_holds
from agora.server.routes.accounts import UNAUTHORIZED, signed_in_or_401
from agora.server.routes.services import NotificationsDep, Services, ServicesDep, SignedInAsDep
from agora.server.store.notifications import Asking, Notifications, Preferences
from agora.server.words import reader_language

router = APIRouter(prefix="/api/account", tags=["account"])
pages = APIRouter(include_in_schema=False)

# One @, something on each side, a dot in the domain, and no space or control character (which could
# smuggle headers into an email): the mail server decides the rest. A pattern, so the schema says it; its
# classes are spelled out, as regex dialects disagree on what \s is (U+0085 is one to Python and Rust,
# not to JavaScript, which schema readers follow).
ADDRESS = r"^[^@\x00-\x20\x7f-\x9f]{1,64}@[^@\x00-\x20\x7f-\x9f]+\.[^@\x00-\x20\x7f-\x9f.]+$"
Address = Annotated[str, Field(max_length=254, pattern=ADDRESS)]


def spoken(lang: str) -> str:
    """The language if Agora speaks it."""
    if lang not in LANGS:
        raise ValueError(f"a language Agora speaks: {', '.join(LANGS)}")
    return lang


Language = Annotated[str, Field(json_schema_extra={"enum": list(LANGS)}), AfterValidator(spoken)]


class NotificationsIn(BaseModel):
    """Where an account's emails go (null: no email), in which language (null: English), and which kinds."""

    model_config = ConfigDict(extra="forbid")

    email: Address | None = None
    language: Language | None = None
    turn: bool = Field(True, description="an email when a move on a turn-based table makes it your turn")
    invitations: bool = Field(True, description="an email when you are invited to a table")
    digest: bool = Field(False, description="a daily digest of the tables waiting for your move and your "
                                            "invitations")


class NotificationsOut(NotificationsIn):
    """The preferences, and whether the address is confirmed (no email goes to it before)."""

    confirmed: bool = Field(description="the link mailed to the address has been opened: emails go to it")


async def _out(store: Notifications, account_id: int) -> NotificationsOut:
    kept = await asyncio.to_thread(store.preferences, account_id)
    return NotificationsOut(email=kept.email, language=kept.language, turn=kept.turn, invitations=kept.invitations,
                            digest=kept.digest, confirmed=kept.confirmed)


def _asking(found: Services, name: str) -> Asking | None:
    """What a confirmation email needs, if this server sends email."""
    return Asking(name, found.settings.confirm_emails_per_day) if found.settings.smtp_host else None


def _queued(found: Services) -> None:
    found.tables.notices.senders.wake()  # wake this process's senders


@router.get("/notifications", responses=UNAUTHORIZED)
async def get_notifications(found: SignedInAsDep, store: NotificationsDep) -> NotificationsOut:
    """The signed-in account's email preferences."""
    account = signed_in_or_401(found).account
    return await _out(store, account.id)


@router.put("/notifications", responses={**UNAUTHORIZED, 429: {"description": "a new address, and as many "
                                         "confirmation emails went to the account or the address today as may"}})
async def put_notifications(found: SignedInAsDep, store: NotificationsDep, services: ServicesDep,
                            body: NotificationsIn) -> NotificationsOut:
    """Replace the signed-in account's email preferences. A new address is not confirmed: an email with the link
    that confirms it is sent to it, and no other email goes there before it is opened."""
    account = signed_in_or_401(found).account
    asked = await asyncio.to_thread(store.set_preferences, account.id, Preferences(**body.model_dump()),
                                    _asking(services, account.name))
    if asked is None:
        raise refuse(429, "too_many_confirmations")
    if asked:
        _queued(services)
    return await _out(store, account.id)


@router.post("/notifications/confirm", status_code=204, responses={
    **UNAUTHORIZED, 409: {"description": "no address, it is confirmed already, or this server sends no email"},
    429: {"description": "as many confirmation emails went to the account or the address today as may"},
})
async def confirm_again(found: SignedInAsDep, store: NotificationsDep,
                        services: ServicesDep) -> Response:
    """Send the email that confirms the signed-in account's address once more."""
    account = signed_in_or_401(found).account
    asking = _asking(services, account.name)
    if asking is None:
        raise refuse(409, "no_email_here")
    refused = await asyncio.to_thread(store.ask_again, account.id, asking)
    if refused is not None:
        raise refuse(429 if refused == "too_many_confirmations" else 409, refused)
    _queued(services)
    return Response(status_code=204)


KIND = Annotated[Literal["turn", "invitations", "digest"], PathParam()]
ACCOUNT = Annotated[int, PathParam(ge=1, le=2**31 - 1)]
TOKEN = Annotated[str, PathParam(max_length=64)]
TITLE = N_("Emails from Agora")
ASK = N_("Stop these emails?")
BUTTON = N_("Stop them")
DONE = N_("Done: you will get no more of these emails. You can turn them on again from your account.")
INVALID = N_("This link is not valid.")
CONFIRM_ASK = N_("Confirm this address for Agora's emails?")
CONFIRM_BUTTON = N_("Confirm it")
CONFIRMED = N_("Done: your address is confirmed, and Agora's emails will reach it.")
EXPIRES = Annotated[int, PathParam(ge=0, le=2**40)]


def page(request: Request, message: str, status: int = 200, button: str | None = None) -> HTMLResponse:
    """A small page saying `message` in the reader's language, with a form posting back to this address if
    a `button` is named (no script: a mail client may open it anywhere)."""
    lang = reader_language(request.headers.get("accept-language"))
    said = words(lang).gettext
    title = html.escape(said(TITLE))
    form = f'<form method="post"><button type="submit">{html.escape(said(button))}</button></form>' if button else ""
    return HTMLResponse(
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title>'
        '<link rel="icon" href="/static/icons/agora.svg"></head>'
        f"<body><h1>{title}</h1><p>{html.escape(said(message))}</p>{form}</body></html>", status_code=status,
        # The link's token never leaves in a Referer; same-origin, not no-referrer, under which a browser's form
        # posts `Origin: null`, which the same-origin check refuses.
        headers={"Referrer-Policy": "same-origin", "Cache-Control": "no-store"},
    )


@pages.get("/unsubscribe/{account_id}/{kind}/{token}")
async def ask_unsubscribe(request: Request, found: ServicesDep, account_id: ACCOUNT, kind: KIND,
                          token: TOKEN) -> HTMLResponse:
    """A page that asks before turning the emails off (mail scanners open links; only the POST acts)."""
    if not token_holds(found.secret, account_id, kind, token):
        return page(request, INVALID, 403)
    return page(request, ASK, button=BUTTON)


@pages.post("/unsubscribe/{account_id}/{kind}/{token}")
async def unsubscribe(request: Request, found: ServicesDep, account_id: ACCOUNT, kind: KIND,
                      token: TOKEN) -> HTMLResponse:
    """Turn this kind of email off for the account (the mail client's one-click POST, or the page's button)."""
    if not token_holds(found.secret, account_id, kind, token):
        return page(request, INVALID, 403)
    await asyncio.to_thread(found.notifications.turn_off, account_id, kind)
    return page(request, DONE)


async def _confirm_holds(found: Services, account_id: int, expires: int, token: str) -> str | None:
    """The account's address, if the link's token is the server's for it and not stale."""
    email = (await asyncio.to_thread(found.notifications.preferences, account_id)).email
    return email if confirm_holds(found.secret, account_id, email, expires, token, time.time()) else None


@pages.get("/confirm-email/{account_id}/{expires}/{token}")
async def ask_confirm(request: Request, found: ServicesDep, account_id: ACCOUNT, expires: EXPIRES,
                      token: TOKEN) -> HTMLResponse:
    """A page that asks before confirming the address (mail scanners open links; only the POST acts)."""
    if await _confirm_holds(found, account_id, expires, token) is None:
        return page(request, INVALID, 403)
    return page(request, CONFIRM_ASK, button=CONFIRM_BUTTON)


@pages.post("/confirm-email/{account_id}/{expires}/{token}")
async def confirm(request: Request, found: ServicesDep, account_id: ACCOUNT, expires: EXPIRES,
                  token: TOKEN) -> HTMLResponse:
    """Confirm the account's address: from now on the emails it wants go there."""
    email = await _confirm_holds(found, account_id, expires, token)
    if email is None or not await asyncio.to_thread(found.notifications.confirm, account_id, email):
        return page(request, INVALID, 403)
    return page(request, CONFIRMED)
