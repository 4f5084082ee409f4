"""The routes of Play now: a signed-in player asks for a game and a player count, polls while the queue
looks for players of close rating, and is given a seat at a new table (agora.server.tables.matching)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Response
from pydantic import BaseModel, ConfigDict, Field

from agora.server.account_words import refuse
from agora.server.db import now
from agora.server.routes.accounts import UNAUTHORIZED, signed_in_or_401
from agora.server.routes.common import ERRORS
from agora.server.routes.services import MatchingDep, SignedInAsDep
from agora.server.store.queue import Waiting

router = APIRouter(prefix="/api/play-now", responses={**ERRORS, **UNAUTHORIZED})


class PlayNowIn(BaseModel):
    """What a player asks Play now for."""

    model_config = ConfigDict(extra="forbid")

    game: Annotated[str, Field(max_length=64)]
    players: Annotated[int, Field(ge=1, le=16)]
    bots_after: Annotated[int, Field(ge=0, le=3600)] | None = Field(
        None, description="seconds after which bots (medium) may take the seats nobody took (none: people only)")


class WaitOut(BaseModel):
    """A player's wait: what for, since when and, once seated, the table and seat (the seat is the
    player's account's: the table's page and socket know it by the session, no token needed)."""

    game: str
    players: int
    bots_after: int | None
    since: datetime
    waited: float = Field(description="seconds waited so far")
    table: str | None
    seat: int | None


def _out(waiting: Waiting) -> WaitOut:
    return WaitOut(game=waiting.game, players=waiting.players, bots_after=waiting.bots_after, since=waiting.since,
                   waited=round((now() - waiting.since).total_seconds(), 1), table=waiting.table_id,
                   seat=waiting.seat)


@router.post("", status_code=201)
async def play_now(body: PlayNowIn, found: SignedInAsDep, matching: MatchingDep) -> WaitOut:
    """Wait for a game of `players` (a wait asked before is dropped); seated at once if players of close rating
    already wait (401 for a guest: the queue matches by rating)."""
    account = signed_in_or_401(found).account
    return _out(await matching.join(account.id, account.name, body.game, body.players, body.bots_after))


@router.get("")
async def my_wait(found: SignedInAsDep, matching: MatchingDep) -> WaitOut | None:
    """The player's wait, null if none (poll it every few seconds: a wait nobody polls is left out after 20 s)."""
    account = signed_in_or_401(found).account
    waiting = await matching.poll(account.id)
    return None if waiting is None else _out(waiting)


@router.delete("", status_code=204)
async def stop_waiting(found: SignedInAsDep, matching: MatchingDep) -> Response:
    """Stop waiting, or, once seated, say the player has gone to the table (409 while the player is being
    seated; 404 if not waiting)."""
    account = signed_in_or_401(found).account
    waiting = await matching.poll(account.id)
    if waiting is None:
        raise refuse(404, "not_waiting")
    if waiting.table_id is not None:
        await matching.done(account.id)
    elif not await matching.leave(account.id):
        raise refuse(409, "seated_already")
    return Response(status_code=204)
