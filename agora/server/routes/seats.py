"""The routes of seats: joining, making a guest seat an account's, a fresh token, leaving,
coming back and voting on a seat that left, and a private table's invite and rematch."""

from __future__ import annotations

import hmac
from typing import Annotated, Literal

from fastapi import APIRouter, Response
from pydantic import BaseModel, ConfigDict, Field

from agora.server.live import Refused
from agora.server.refusals import Refusal
from agora.server.routes.common import (
    ERRORS,
    FORBIDDEN,
    Authorization,
    Created,
    Joined,
    Name,
    Problem,
    SeatPath,
    TableId,
    TableOut,
    public,
    seat_for,
)
from agora.server.routes.guests import seat_name
from agora.server.routes.services import AccountsDep, CommitsDep, RoomsDep, SeatingDep, SignedIn
from agora.server.store.accounts import Account
from agora.server.store.records import Entry
from agora.server.tables.commits import Commits
from agora.server.tables.rooms import Rooms
from agora.server.tables.seating import Seating

router = APIRouter(prefix="/api", responses=ERRORS)


class JoinIn(BaseModel):
    """A request for a seat."""

    model_config = ConfigDict(extra="forbid")

    name: Name | None = Field(None, description="the name to sit under (signed in: the account's name, always)")
    seat: Annotated[int, Field(ge=0, le=64)] | None = Field(None, description="a particular free seat")
    invite: Annotated[str, Field(max_length=64)] | None = Field(
        None, description="a private table's invite key (`?invite=` of its link): needed to sit at one"
    )


class VoteIn(BaseModel):
    """A vote on the seat that left or ran out of time and is still out."""

    model_config = ConfigDict(extra="forbid")

    choice: Literal["bot", "wait", "end"] = Field(
        description="bot: a bot plays the seat (at its chosen level) until its player is back; wait: the seat gets "
        "a fresh move; end: the game ends, and only the seats that were ever out lose rating"
    )


class InviteOut(BaseModel):
    """A private table's new invite link."""

    invite: str = Field(description="the path to share")


@router.post("/tables/{table_id}/join", responses={
    401: {"model": Problem, "description": "no name, not signed in"},
    403: {"model": Problem, "description": "a private table, and no valid invite key"},
    422: {"model": Problem,
          "description": "a guest's name that is, or looks like, an account's, or holds unseen characters"},
})
async def join(
    table_id: TableId, body: JoinIn, account: SignedIn, accounts: AccountsDep, rooms: RoomsDep,
    seating: SeatingDep,
) -> Joined:
    """Take a free seat (signed in: for the account, under its name). Keep the token: it is shown only now.
    A guest's name may not be, or look like, an account's (422)."""
    name = await seat_name(body.name, account, accounts)
    key = (await rooms.info(table_id)).invite_key
    if key is not None and not hmac.compare_digest(key.encode(), (body.invite or "").encode()):
        raise Refusal(403, "this private table's invite link is not valid (any more): ask for a new one")
    seat, token = await seating.join(table_id, name, body.seat, account.id if account else None)
    return Joined(seat=seat, token=token)


@router.post("/tables/{table_id}/seats/{seat}/claim", responses=FORBIDDEN)
async def claim_seat(
    table_id: TableId, seat: SeatPath, account: SignedIn, rooms: RoomsDep, seating: SeatingDep,
    authorization: Authorization = None,
) -> TableOut:
    """Make the guest seat of this token (`Authorization`) the signed-in account's: from now on
    only that account acts for it, the token alone no longer does."""
    if account is None or authorization is None:
        raise Refusal(403, "sign in, and send the seat's token")
    if await seat_for(rooms, seating, table_id, account, authorization) != seat:
        raise Refusal(403, "that token does not hold this seat")
    await seating.give_seat(table_id, seat, account.id, account.name)
    return await public(rooms, table_id)


@router.post("/tables/{table_id}/seats/{seat}/token", responses=FORBIDDEN)
async def reissue_token(
    table_id: TableId, seat: SeatPath, account: SignedIn, rooms: RoomsDep, seating: SeatingDep,
    authorization: Authorization = None,
) -> Joined:
    """Replace the seat's token (a link shared by mistake stops working): the old token is
    refused from now on and its sockets close. Send the present token, or be its account."""
    if await seat_for(rooms, seating, table_id, account, authorization) != seat:
        raise Refusal(403, "you do not hold this seat")
    return Joined(seat=seat, token=await seating.reissue(table_id, seat))


async def seat_change(
    rooms: Rooms, seating: Seating, commits: Commits, table_id: str, account: Account | None,
    authorization: str | None, kind: str, what: str,
) -> None:
    """Commit a change of who plays the request's seat (out, back, a vote); 409 if refused, saying why."""
    seat = await seat_for(rooms, seating, table_id, account, authorization)
    if seat is None:
        raise Refusal(403, "you hold no seat at this table")
    try:
        await commits.submit(table_id, seat, Entry(seat, kind, what), 0)
    except Refused as refused:
        raise Refusal(409, refused.message_id, **refused.params) from None


@router.post("/tables/{table_id}/leave", status_code=204, responses=FORBIDDEN)
async def leave(
    table_id: TableId, account: SignedIn, rooms: RoomsDep, seating: SeatingDep, commits: CommitsDep,
    authorization: Authorization = None,
) -> Response:
    """Leave (resign) the game being played: the others vote to let a bot play your seat, to wait,
    or to end the game; a rated game counts as lost for you, even if you take the seat back later."""
    await seat_change(rooms, seating, commits, table_id, account, authorization, "out", "left")
    return Response(status_code=204)


@router.post("/tables/{table_id}/back", status_code=204, responses=FORBIDDEN)
async def back(
    table_id: TableId, account: SignedIn, rooms: RoomsDep, seating: SeatingDep, commits: CommitsDep,
    authorization: Authorization = None,
) -> Response:
    """Take back the seat you left (or that ran out of time): you play it again from now on, the vote
    on it is called off, and its clock restarts with at least a fresh turn. A rated game still counts as lost."""
    await seat_change(rooms, seating, commits, table_id, account, authorization, "back", "")
    return Response(status_code=204)


@router.post("/tables/{table_id}/vote", status_code=204, responses=FORBIDDEN)
async def vote(
    table_id: TableId, body: VoteIn, account: SignedIn, rooms: RoomsDep, seating: SeatingDep, commits: CommitsDep,
    authorization: Authorization = None,
) -> Response:
    """Vote on the seat that left or ran out of time (see `vote` in the state message), while it is
    still out; once every player still at the table has voted, the most voted choice is applied."""
    await seat_change(rooms, seating, commits, table_id, account, authorization, "vote", body.choice)
    return Response(status_code=204)


@router.post("/tables/{table_id}/invite", responses=FORBIDDEN)
async def new_invite(
    table_id: TableId, account: SignedIn, rooms: RoomsDep, seating: SeatingDep, authorization: Authorization = None
) -> InviteOut:
    """Revoke the private table's invite link and make a new one (a seat's player only)."""
    if await seat_for(rooms, seating, table_id, account, authorization) is None:
        raise Refusal(403, "you hold no seat at this table")
    if not (await rooms.info(table_id)).private:
        raise Refusal(409, "a public table needs no invite key: the lobby lists it")
    key = await seating.new_invite(table_id)
    return InviteOut(invite=f"/table/{table_id}?invite={key}")


@router.post("/tables/{table_id}/rematch", responses=FORBIDDEN)
async def rematch(
    table_id: TableId, account: SignedIn, rooms: RoomsDep, seating: SeatingDep, authorization: Authorization = None
) -> Created:
    """After the game: the rematch table (made by the first to ask), with a seat there for you."""
    seat = await seat_for(rooms, seating, table_id, account, authorization)
    if seat is None:
        raise Refusal(403, "only the players of this table may ask for its rematch")
    made = await seating.rematch(table_id)
    name = account.name if account else (await rooms.info(table_id)).seats[seat].name or "?"
    info = await rooms.info(made)
    free = [s.seat for s in info.seats if s.kind == "human" and not s.taken]
    wanted = seat if seat in free else None
    new_seat, token = await seating.join(made, name, wanted, account.id if account else None)
    return Created(table=await public(rooms, made), joined=Joined(seat=new_seat, token=token))
