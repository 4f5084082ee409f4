"""Sending the outbox's emails (outbox.py: claimed by one process, retried, kept over restarts) over SMTP.

Each email carries a one-click unsubscribe link (RFC 8058), signed with the server's secret: it turns
that kind of email off without signing in. Nothing goes to an address until the link of the email that
confirms it (signed alike, for that account, address and a week) has been opened."""

from __future__ import annotations

import hashlib
import hmac
import smtplib
import ssl
from email.message import EmailMessage
from email.utils import make_msgid
from typing import Any

from agora.core import AnyGame
from agora.core.i18n import LANGS, N_, SOURCE, fill, words
from agora.server.outbox import OutboxSender
from agora.server.settings import Settings
from agora.server.store.notifications import CONFIRM, KINDS, Claimed, Notifications, Preferences

SUBJECTS = {"turn": N_("Your move at {game}"), "invitations": N_("{inviter} invites you to {game}"),
            "digest": N_("Your tables at Agora today"), CONFIRM: N_("Confirm your email address for Agora")}
BODIES = {
    "turn": N_("{mover} has moved at your {game} table, and it is your turn.\n\nPlay your move: {link}"),
    "invitations": N_("{inviter} invites you to a table of {game} at Agora.\n\nJoin it: {link}"),
    "digest": N_("Today at Agora:\n\n{lines}"),
    CONFIRM: N_("This address was given for the Agora account {name}. To get its emails here (your moves, "
                "invitations, a daily digest), confirm it within a week: {link}\n\nIf it was not you, do nothing: "
                "no other email will come to this address."),
}
FOOTERS = {
    "turn": N_("You are sent this because you asked to be told when it is your turn. "
               "To get no more of these emails: {unsubscribe}"),
    "invitations": N_("You are sent this because you asked to be told of invitations. "
                      "To get no more of these emails: {unsubscribe}"),
    "digest": N_("You are sent this because you asked for a daily digest. "
                 "To get no more of these emails: {unsubscribe}"),
}


def digest_lines(settings: Settings, games: dict[str, AnyGame], payload: dict[str, Any], lang: str) -> str:
    """A digest's lines in `lang`: each table waiting for the reader's move, then each invitation."""
    said = words(lang).gettext
    site = settings.public_url.rstrip("/")
    lines = [fill(said("Your move: {game} — {link}"), {"game": turn.get("titles", {}).get(lang, "?"),
                                                       "link": f"{site}/table/{turn.get('table')}"})
             for turn in payload.get("turns", [])]
    for invitation in payload.get("invitations", []):
        game = games.get(str(invitation.get("game")))
        lines.append(fill(said("{inviter} invites you to {game}: {link}"), {
            "inviter": invitation.get("inviter"), "game": said(game.title) if game is not None else "?",
            "link": site + str(invitation.get("link"))}))
    return "\n".join(f"- {line}" for line in lines)


def unsubscribe_token(secret: str, account_id: int, kind: str) -> str:
    """The token of an account's link that turns `kind` off (an HMAC of both with the server's secret)."""
    message = f"unsubscribe:{account_id}:{kind}".encode()
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()[:32]


def token_holds(secret: str, account_id: int, kind: str, token: str) -> bool:
    """Whether a link's token is the server's for that account and kind."""
    return kind in KINDS and hmac.compare_digest(unsubscribe_token(secret, account_id, kind), token)


def confirm_token(secret: str, account_id: int, email: str, expires: int) -> str:
    """The token of the link that confirms an account's address until `expires` (a Unix time): an HMAC of the
    three with the server's secret, so that it holds for nothing else."""
    message = f"confirm:{account_id}:{expires}:{email}".encode()
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()[:32]


def confirm_holds(secret: str, account_id: int, email: str | None, expires: int, token: str, moment: float) -> bool:
    """Whether a confirmation link's token is the server's for the account's present address, and not stale."""
    return email is not None and moment <= expires and hmac.compare_digest(
        confirm_token(secret, account_id, email, expires), token)


def unsubscribe_url(settings: Settings, secret: str, account_id: int, kind: str) -> str:
    """The one-click link that turns `kind` off for the account."""
    return f"{settings.public_url.rstrip('/')}/unsubscribe/{account_id}/{kind}/" \
           f"{unsubscribe_token(secret, account_id, kind)}"


def compose(settings: Settings, secret: str, games: dict[str, AnyGame], claimed: Claimed, to: str,
            language: str | None) -> EmailMessage:
    """The email of a claimed outbox row, in the account's language (English if it has none Agora speaks)."""
    lang = language if language in LANGS else SOURCE
    said = words(lang).gettext
    payload = claimed.payload
    game = games.get(str(payload.get("game")))
    site = settings.public_url.rstrip("/")
    if claimed.kind == CONFIRM:
        expires = int(payload["expires"])
        token = confirm_token(secret, claimed.account_id, str(payload["email"]), expires)
        link = f"{site}/confirm-email/{claimed.account_id}/{expires}/{token}"
    else:
        link = site + str(payload.get("link", f"/table/{payload.get('table')}"))
    unsubscribe = unsubscribe_url(settings, secret, claimed.account_id, claimed.kind) if claimed.kind in KINDS else ""
    fields = {
        "game": said(game.title) if game is not None else payload.get("game"),
        "mover": payload.get("mover"),
        "inviter": payload.get("inviter"),
        "lines": digest_lines(settings, games, payload, lang) if claimed.kind == "digest" else "",
        "name": payload.get("name"),
        "link": link,
        "unsubscribe": unsubscribe,
    }
    message = EmailMessage()
    message["From"] = settings.smtp_from
    message["To"] = to
    message["Subject"] = fill(said(SUBJECTS[claimed.kind]), fields)
    message["Message-ID"] = make_msgid(idstring=f"agora-{claimed.id}")
    message["X-Agora-Outbox"] = str(claimed.id)  # which row it was: duplicates are counted by it
    body = fill(said(BODIES[claimed.kind]), fields)
    if unsubscribe:  # the confirmation is asked for by the player, once: nothing to stop
        message["List-Unsubscribe"] = f"<{unsubscribe}>"
        message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
        body += "\n\n-- \n" + fill(said(FOOTERS[claimed.kind]), fields)
    message.set_content(body)
    message["Content-Language"] = lang  # after the content, which clears every Content- header
    return message


def deliver(settings: Settings, messages: list[EmailMessage]) -> list[Exception | None]:
    """Send the messages on one SMTP connection (blocking): for each, None if accepted, else why not."""
    assert settings.smtp_host is not None
    timeout = 30
    server: smtplib.SMTP
    if settings.smtp_security == "ssl":
        server = smtplib.SMTP_SSL(settings.smtp_host, settings.smtp_port, timeout=timeout,
                                  context=ssl.create_default_context())
    else:
        server = smtplib.SMTP(settings.smtp_host, settings.smtp_port, timeout=timeout)
    results: list[Exception | None] = []
    with server:
        if settings.smtp_security == "starttls":
            server.starttls(context=ssl.create_default_context())
        if settings.smtp_user:
            server.login(settings.smtp_user, settings.smtp_password or "")
        for message in messages:
            try:
                server.send_message(message)
                results.append(None)
            except smtplib.SMTPRecipientsRefused as err:  # this address alone: the others still go
                results.append(err)
    return results


def wanted(email: Claimed, preferences: Preferences) -> bool:
    """Whether an email queued earlier is still to go: a confirmation, while its address is the account's and
    unconfirmed; any other, while the address is confirmed and its kind wanted."""
    if email.kind == CONFIRM:
        return email.payload.get("email") == preferences.email and not preferences.confirmed
    return preferences.confirmed and bool(getattr(preferences, email.kind))


class Mailer(OutboxSender):
    """One process's sender of the outbox's emails."""

    channel = "email"

    def __init__(self, settings: Settings, secret: str, store: Notifications, games: dict[str, AnyGame]) -> None:
        super().__init__(settings, store)
        self.secret = secret
        self.games = games

    def send(self, claimed: list[Claimed]) -> None:
        """Compose, deliver and record a batch (blocking)."""
        ready: list[tuple[Claimed, EmailMessage]] = []
        for email in claimed:
            preferences = self.store.preferences(email.account_id)
            if preferences.email is None or not wanted(email, preferences):
                self.store.sent(email.id)  # the account turned it off (or changed its address) since: never sent
                continue
            ready.append((email, compose(self.settings, self.secret, self.games, email, preferences.email,
                                         preferences.language)))
        if not ready:
            return
        try:
            results: list[Exception | None] = deliver(self.settings, [message for _, message in ready])
        except (OSError, smtplib.SMTPException) as err:
            results = [err] * len(ready)
        for (email, _message), problem in zip(ready, results, strict=True):
            if problem is None:
                self.store.sent(email.id)
            else:
                self.failed(email, problem)
