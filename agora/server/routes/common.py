"""What the routes of games, tables and seats share: path parameters, error answers, the
public face of a table and the seat a request acts for."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import Header
from fastapi import Path as PathParam
from pydantic import BaseModel, Field

from agora.core import AnyGame
from agora.core.i18n import LANGS
from agora.server.clocks import CLOCK_SPEC, ClockSpec
from agora.server.live import LiveMatch
from agora.server.protocol import ByLanguage
from agora.server.refusals import Refusal
from agora.server.store.accounts import Account
from agora.server.tables.rooms import Rooms
from agora.server.tables.seating import Seating

TableId = Annotated[str, PathParam(pattern=r"^[A-Za-z0-9_-]{1,32}$", description="the table's id")]
# An account's name in a path (the form accounts.AccountName checks at sign-up).
PlayerName = Annotated[str, PathParam(min_length=3, max_length=32, pattern=r"^[\w.-]+$")]
GameName = Annotated[str, PathParam(pattern=r"^[a-z0-9_-]{1,64}$")]
SeatPath = Annotated[int, PathParam(ge=0, le=64)]
Authorization = Annotated[
    str | None, Header(description="`Bearer <seat token>`; none: the signed-in account's seat, else a spectator")
]
# Printable text only: names are shown to other players.
Name = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[^\x00-\x1f\x7f]+$")]


class Problem(BaseModel):
    """What went wrong."""

    detail: str = Field(description="what went wrong, in the first language of the request's Accept-Language "
                                    "that Agora speaks, else English")


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": Problem, "description": "a body that is not JSON within bounds (nested at most 16 deep, no lone "
                                           "surrogate)"},
    403: {"model": Problem, "description": "a request that changes something, sent from a page of another origin"},
    404: {"model": Problem, "description": "no such table or game"},
    409: {"model": Problem, "description": "not possible at this table now"},
    413: {"model": Problem, "description": "a body over 64 KiB"},
    422: {"model": Problem, "description": "bad input: `detail` says which field and why (never echoing it)"},
    429: {"model": Problem, "description": "too many requests from this client address: retry after `Retry-After` "
                                           "seconds"},
}
FORBIDDEN: dict[int | str, dict[str, Any]] = {
    403: {"model": Problem, "description": "the token (or the account signed in) holds no seat at this table"}
}


class SeatOut(BaseModel):
    """A seat as everyone may see it."""

    seat: int
    kind: str
    bot: str | None
    name: str | None
    taken: bool
    signed_in: bool = Field(description="held by an account: only that account, signed in, acts for it")


class TableOut(BaseModel):
    """A table as everyone may see it (never its seed while it is played)."""

    id: str
    game: str
    title: str = Field(description="the game's English title (see `titles`)")
    titles: ByLanguage
    options: dict[str, Any]
    status: Literal["open", "active", "finished"]
    private: bool
    created_at: datetime
    seats: list[SeatOut]
    log_length: int
    invite: str = Field(description="the path of the table's page: share it to invite")
    clock: ClockSpec | None = Field(description="the table's clock settings (null: untimed)")
    tutorial: bool = Field(False, description="a game's tutorial: its first moves scripted, unrated")


class Joined(BaseModel):
    """A claimed seat: the token is shown this once and never again."""

    seat: int
    token: str


class Created(BaseModel):
    """A new table, and the creator's seat if `join_as` was given."""

    table: TableOut
    joined: Joined | None = None


def titles(game: AnyGame) -> dict[str, str]:
    """A game's title in every language."""
    return {lang: game.table.title(lang) for lang in LANGS}


def table_out(live: LiveMatch) -> TableOut:
    """The public face of a table."""
    info = live.info
    status = "finished" if live.finished else info.status
    return TableOut(
        id=info.id,
        game=info.game,
        title=live.game.title,
        titles=titles(live.game),
        options=info.options,
        status=status,  # type: ignore[arg-type]
        private=info.private,
        created_at=info.created_at,
        seats=[
            SeatOut(seat=s.seat, kind=s.kind, bot=s.bot, name=s.name, taken=s.taken, signed_in=s.account is not None)
            for s in info.seats
        ],
        log_length=live.length,
        invite=f"/table/{info.id}",
        clock=CLOCK_SPEC.validate_python(info.clock) if info.clock else None,
        tutorial=info.tutorial,
    )


async def public(rooms: Rooms, table_id: str) -> TableOut:
    """A table as anyone may see it now."""
    live = await rooms.get(table_id)
    async with live.lock:
        return table_out(live)


async def seat_for(
    rooms: Rooms, seating: Seating, table_id: str, account: Account | None, authorization: str | None
) -> int | None:
    """The seat a request acts for: its bearer token's, else its account's; None: a spectator.
    403 for a token that holds no seat (or holds an account's seat without that account)."""
    token = None
    if authorization is not None:
        scheme, _, token = authorization.partition(" ")
        if scheme.lower() != "bearer" or not token:
            raise Refusal(403, "that token holds no seat at this table")
    await rooms.info(table_id)  # 404 first
    seat = await seating.seat_of(table_id, token, account.id if account else None)
    if seat is None and token is not None:
        raise Refusal(403, "that token holds no seat at this table")
    return seat
