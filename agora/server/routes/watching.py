"""Who may read a table: anyone, a public one; a private one, its players (a seat's token or account)
and the holders of its current invite key, while it is played and once it is over (its state, log,
replay, match file, rating changes and reviews)."""

from __future__ import annotations

import hmac
from typing import Annotated

from fastapi import Depends, Query

from agora.server.refusals import Refusal
from agora.server.routes.common import Authorization, TableId, seat_for
from agora.server.routes.services import RoomsDep, SeatingDep, SignedIn

InviteKey = Annotated[str | None, Query(max_length=64, description="a private table's invite key (a spectator's)")]


async def _watching(
    table_id: TableId, account: SignedIn, rooms: RoomsDep, seating: SeatingDep,
    authorization: Authorization = None, invite: InviteKey = None,
) -> int | None:
    seat = await seat_for(rooms, seating, table_id, account, authorization)
    info = await rooms.info(table_id)
    key = info.invite_key if info.private else None
    # The key is read afresh: a revoked one opens nothing.
    if seat is None and key is not None and not hmac.compare_digest(key.encode(), (invite or "").encode()):
        raise Refusal(403, "this private table is watched with its invite link")
    return seat


# The seat a request reads a table for (None: a spectator); 403 for a private table's stranger.
Watching = Annotated[int | None, Depends(_watching)]
