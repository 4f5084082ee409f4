"""Web Push: a player's browser is told of their move with Agora's pages closed. The browser subscribes with its
push service (the page asks `/api/push/key` for the key that signs Agora's messages); the outbox's push rows, one
a device (outbox.py: claimed by one process, retried, kept over restarts), are encrypted for the browser
(RFC 8291) and posted to its push service with a VAPID signature (RFC 8292) by pywebpush.

An endpoint is a URL the browser hands over: the server posts to it. So only the push services of
`Settings.push_services` are ever posted to (checked when a browser subscribes and again before each send),
over HTTPS, and redirects are not followed: a subscription cannot turn the server against an address inside
its own network."""

from __future__ import annotations

import base64
import json
import logging
from email.utils import parseaddr
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import requests
from cryptography.hazmat.primitives import serialization
from py_vapid import Vapid02
from pywebpush import WebPushException, webpush

from agora.core import AnyGame
from agora.core.i18n import LANGS, N_, SOURCE, fill, words
from agora.server.mailer import SUBJECTS
from agora.server.outbox import OutboxSender
from agora.server.secret_files import read_or_make
from agora.server.settings import Settings
from agora.server.store.notifications import Claimed, Notifications
from agora.server.store.push import PushSubscriptions

log = logging.getLogger("agora.server")

BODIES = {"turn": N_("{mover} has moved: it is your turn."), "invitations": N_("Open the table to take a seat.")}
# A push service's answers besides "sent": the subscription is gone (forget it); the message can never go (drop it).
GONE = {404, 410}
REFUSED = {400, 401, 403, 413}
SECONDS = 10  # the most a push service may take to answer


def load_push_key(path: Path) -> Vapid02:
    """The key that signs push messages, made on first use and readable by its owner only."""

    def make() -> bytes:
        key = Vapid02()
        key.generate_keys()
        return bytes(key.private_pem())

    return Vapid02.from_pem(read_or_make(path, make))


def application_key(key: Vapid02) -> str:
    """The public half as browsers take it (`applicationServerKey`): the uncompressed point, base64url."""
    point = key.public_key.public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    return base64.urlsafe_b64encode(point).rstrip(b"=").decode()


def endpoint_allowed(endpoint: str, services: tuple[str, ...]) -> bool:
    """Whether the server may post to this endpoint: HTTPS on the default port to a named push service (a host,
    or `*.domain` for its hosts), or an origin named whole."""
    try:
        parts = urlsplit(endpoint)
        port = parts.port
    except ValueError:
        return False
    host = (parts.hostname or "").lower()
    if not host or parts.username is not None or parts.password is not None:
        return False
    origin = f"{parts.scheme}://{parts.netloc}".lower()
    for service in services:
        if "://" in service:
            if origin == service.lower().rstrip("/"):
                return True
        elif parts.scheme == "https" and port in (None, 443) and (
                host == service.lower() or (service.startswith("*.") and host.endswith(service[1:].lower()))):
            return True
    return False


def message(claimed: Claimed, games: dict[str, AnyGame], language: str | None) -> dict[str, Any]:
    """What a push row shows, in the device's language: a title, a line, the page a click opens, and a tag
    (a newer notice of the same table replaces the older one)."""
    lang = language if language in LANGS else SOURCE
    said = words(lang).gettext
    payload = claimed.payload
    game = games.get(str(payload.get("game")))
    fields = {"game": said(game.title) if game is not None else payload.get("game"),
              "mover": payload.get("mover"), "inviter": payload.get("inviter")}
    return {"title": fill(said(SUBJECTS[claimed.kind]), fields), "body": fill(said(BODIES[claimed.kind]), fields),
            "url": str(payload.get("link", f"/table/{payload.get('table')}")),
            "tag": f"{claimed.kind}-{payload.get('table')}"}


class Pusher(OutboxSender):
    """One process's sender of the outbox's push messages."""

    channel = "push"

    def __init__(self, settings: Settings, store: Notifications, devices: PushSubscriptions, key: Vapid02,
                 games: dict[str, AnyGame]) -> None:
        super().__init__(settings, store)
        self.devices = devices
        self.key = key
        self.games = games
        # VAPID's contact (RFC 8292 `sub`): the address emails come from.
        self.contact = f"mailto:{parseaddr(settings.smtp_from)[1] or 'agora@localhost'}"
        self.session = requests.Session()
        self.session.max_redirects = 0  # a push service answers; it does not send the server elsewhere

    def send(self, claimed: list[Claimed]) -> None:
        """Encrypt, post and record each row of a batch (blocking)."""
        for row in claimed:
            device = self.devices.device(row.device) if row.device is not None else None
            if device is None or not endpoint_allowed(device.endpoint, self.settings.push_services):
                self.store.sent(row.id)  # unsubscribed since (or its service no longer allowed): nothing to send
                continue
            subscription = {"endpoint": device.endpoint, "keys": {"p256dh": device.p256dh, "auth": device.auth}}
            shown = message(row, self.games, device.language)
            data = json.dumps(shown, ensure_ascii=False)
            try:
                webpush(subscription, data, vapid_private_key=self.key, vapid_claims={"sub": self.contact},
                        ttl=self.settings.push_ttl_seconds, timeout=SECONDS, requests_session=self.session,
                        headers={"Topic": shown["tag"][:32]})  # a newer one replaces it
            except WebPushException as err:
                status = err.response.status_code if err.response is not None else None
                if status in GONE:
                    self.devices.drop(device.id)
                    self.store.sent(row.id)
                elif status in REFUSED:
                    log.warning("push %d was refused by its push service for good (%s): %s", row.id, status, err)
                    self.store.sent(row.id)
                else:  # busy (429), down (5xx): later
                    self.failed(row, err)
            except requests.RequestException as err:
                self.failed(row, err)
            else:
                self.store.sent(row.id)
