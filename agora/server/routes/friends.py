"""The routes of friends: the players a signed-in account follows, and the public tables they sit at now
(the lobby's "Friends" list)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, Response
from pydantic import BaseModel

from agora.server.account_words import refuse
from agora.server.routes.accounts import UNAUTHORIZED, signed_in_or_401
from agora.server.routes.common import PlayerName
from agora.server.routes.players import PlayerTableOut, table_out
from agora.server.routes.services import AccountsDep, FriendsDep, MatchesDep, SignedInAsDep

router = APIRouter(prefix="/api/account/friends", tags=["players"], responses=UNAUTHORIZED)

MOST_FOLLOWED = 200  # players one account may follow (a friends list, not a crawl of every account)


class FriendOut(BaseModel):
    """A followed player and the public tables they sit at now (open or being played)."""

    name: str
    playing: list[PlayerTableOut]


@router.get("")
async def friends(
    found: SignedInAsDep, following: FriendsDep, matches: MatchesDep
) -> list[FriendOut]:
    """The players the signed-in account follows, by name, each with their public tables now."""
    account = signed_in_or_401(found).account
    out = []
    for friend, name in await asyncio.to_thread(following.following, account.id):
        seats = await asyncio.to_thread(matches.seats_of, friend, False, False, 10)
        out.append(FriendOut(name=name, playing=[table_out(s) for s in seats]))
    return out


@router.put("/{name}", status_code=204)
async def follow(name: PlayerName, found: SignedInAsDep, accounts: AccountsDep,
                 following: FriendsDep) -> Response:
    """Follow a player (again: nothing changes); 404 for no such player, 422 for oneself, 409 beyond the most
    one may follow."""
    account = signed_in_or_401(found).account
    friend = await asyncio.to_thread(accounts.named, name)
    if friend is None:
        raise refuse(404, "no_such_player")
    if friend.id == account.id:
        raise refuse(422, "follow_yourself")
    if not await asyncio.to_thread(following.follow, account.id, friend.id, MOST_FOLLOWED):
        raise refuse(409, "following_most")
    return Response(status_code=204)


@router.delete("/{name}", status_code=204)
async def unfollow(name: PlayerName, found: SignedInAsDep, accounts: AccountsDep,
                   following: FriendsDep) -> Response:
    """Stop following a player; 404 if the account does not follow them."""
    account = signed_in_or_401(found).account
    friend = await asyncio.to_thread(accounts.named, name)
    if friend is None or not await asyncio.to_thread(following.unfollow, account.id, friend.id):
        raise refuse(404, "not_following")
    return Response(status_code=204)
