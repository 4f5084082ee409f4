"""Email preferences (the account's address, language and the kinds it wants) and the one-click
unsubscribe links every email carries (RFC 8058), which need no signing in."""

from __future__ import annotations

import asyncio
import html
from typing import Annotated, Literal

from fastapi import APIRouter, Request
from fastapi import Path as PathParam
from fastapi.responses import HTMLResponse
from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from agora.core.i18n import LANGS, N_, words
from agora.server.mailer import token_holds
from agora.server.routes.accounts import UNAUTHORIZED, signed_in_or_401
from agora.server.routes.services import NotificationsDep, ServicesDep, SignedInAsDep
from agora.server.store.notifications import Preferences
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
    invitations: bool = Field(True, description="an email when you are invited to a table (not sent yet)")
    digest: bool = Field(False, description="a daily digest (not sent yet)")


@router.get("/notifications", responses=UNAUTHORIZED)
async def get_notifications(request: Request, found: SignedInAsDep, store: NotificationsDep) -> NotificationsIn:
    """The signed-in account's email preferences."""
    account = signed_in_or_401(request, found).account
    kept = await asyncio.to_thread(store.preferences, account.id)
    return NotificationsIn(email=kept.email, language=kept.language, turn=kept.turn, invitations=kept.invitations,
                           digest=kept.digest)


@router.put("/notifications", responses=UNAUTHORIZED)
async def put_notifications(request: Request, found: SignedInAsDep, store: NotificationsDep,
                            body: NotificationsIn) -> NotificationsIn:
    """Replace the signed-in account's email preferences."""
    account = signed_in_or_401(request, found).account
    await asyncio.to_thread(store.set_preferences, account.id, Preferences(**body.model_dump()))
    return body


KIND = Annotated[Literal["turn", "invitations", "digest"], PathParam()]
ACCOUNT = Annotated[int, PathParam(ge=1, le=2**31 - 1)]
TOKEN = Annotated[str, PathParam(max_length=64)]
TITLE = N_("Emails from Agora")
ASK = N_("Stop these emails?")
BUTTON = N_("Stop them")
DONE = N_("Done: you will get no more of these emails. You can turn them on again from your account.")
INVALID = N_("This link is not valid.")


def page(request: Request, message: str, status: int = 200, button: str | None = None) -> HTMLResponse:
    """A small page saying `message` in the reader's language, with a form posting back to this address if
    a `button` is named (no script: a mail client may open it anywhere)."""
    lang = reader_language(request.headers.get("accept-language"))
    said = words(lang).gettext
    title = html.escape(said(TITLE))
    form = f'<form method="post"><button type="submit">{html.escape(said(button))}</button></form>' if button else ""
    return HTMLResponse(
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title></head>'
        f"<body><h1>{title}</h1><p>{html.escape(said(message))}</p>{form}</body></html>", status_code=status,
        headers={"Referrer-Policy": "no-referrer", "Cache-Control": "no-store"},
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
