"""The routes of Web Push: the key a browser subscribes with, and a signed-in player's browsers told of their
moves (push.py sends to them)."""

from __future__ import annotations

import asyncio
import base64
import binascii
from typing import Annotated

from cryptography.hazmat.primitives.asymmetric import ec
from fastapi import APIRouter, Query, Response
from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from agora.core.i18n import LANGS
from agora.server.account_words import refuse
from agora.server.push import endpoint_allowed
from agora.server.routes.accounts import UNAUTHORIZED, signed_in_or_401
from agora.server.routes.services import PushDep, ServicesDep, SignedInAsDep

router = APIRouter(prefix="/api/push", tags=["notifications"])

ENDPOINT_CHARS = 1024


def unpadded(text: str) -> bytes:
    """Base64url as browsers give it (padding optional)."""
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise ValueError("not base64url") from None


def p256_point(text: str) -> str:
    """A browser's encryption key: a point of P-256, uncompressed (RFC 8291)."""
    try:
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unpadded(text))
    except ValueError:
        raise ValueError("not a P-256 public key") from None
    if len(unpadded(text)) != 65:
        raise ValueError("not an uncompressed P-256 point")
    return text


def auth_secret(text: str) -> str:
    """A browser's authentication secret: 16 bytes."""
    if len(unpadded(text)) != 16:
        raise ValueError("not 16 bytes")
    return text


def spoken(code: str | None) -> str | None:
    """A language Agora speaks, or none (English)."""
    if code is not None and code not in LANGS:
        raise ValueError(f"not one of {', '.join(LANGS)}")
    return code


class KeysIn(BaseModel):
    """A push subscription's keys, as the browser's `PushSubscription.toJSON()` gives them."""

    model_config = ConfigDict(extra="forbid")

    p256dh: Annotated[str, Field(max_length=100), AfterValidator(p256_point)]
    auth: Annotated[str, Field(max_length=32), AfterValidator(auth_secret)]


class SubscriptionIn(BaseModel):
    """A browser's push subscription, and the language its notices are to be read in."""

    model_config = ConfigDict(extra="ignore")  # toJSON() also gives expirationTime

    endpoint: Annotated[str, Field(min_length=1, max_length=ENDPOINT_CHARS)]
    keys: KeysIn
    language: Annotated[str | None, AfterValidator(spoken)] = None


class KeyOut(BaseModel):
    """The public key browsers subscribe with (`applicationServerKey`)."""

    key: str


@router.get("/key")
async def key(found: ServicesDep) -> KeyOut:
    """The key push messages are signed with, as a browser's `pushManager.subscribe` takes it."""
    return KeyOut(key=found.push_key)


@router.put("/subscription", status_code=204, responses=UNAUTHORIZED)
async def subscribe(body: SubscriptionIn, found: SignedInAsDep, services: ServicesDep,
                    devices: PushDep) -> Response:
    """Tell this browser of the signed-in player's moves (again: its keys and language are updated). A browser
    another account subscribed is this one's from now on. 422 for a push service Agora does not send to."""
    account = signed_in_or_401(found).account
    if not endpoint_allowed(body.endpoint, services.settings.push_services):
        raise refuse(422, "push_service")
    await asyncio.to_thread(devices.subscribe, account.id, body.endpoint, body.keys.p256dh, body.keys.auth,
                            body.language, services.settings.push_devices)
    return Response(status_code=204)


@router.delete("/subscription", status_code=204, responses=UNAUTHORIZED)
async def unsubscribe(found: SignedInAsDep, devices: PushDep,
                      endpoint: Annotated[str, Query(max_length=ENDPOINT_CHARS)]) -> Response:
    """Tell this browser (its endpoint) nothing more; 404 if the signed-in player has no such browser."""
    account = signed_in_or_401(found).account
    if not await asyncio.to_thread(devices.unsubscribe, account.id, endpoint):
        raise refuse(404, "no_such_device")
    return Response(status_code=204)
