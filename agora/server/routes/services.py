"""The services a route may need, built once by the app factory and reached through
`Annotated[..., Depends(...)]` aliases (the app keeps them in `app.state.services`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends
from starlette.requests import HTTPConnection

from agora.server.accounts import SignedInAs, SignIns, signed_in
from agora.server.limits import RateLimiter
from agora.server.reviews import ReviewJobs
from agora.server.settings import Settings
from agora.server.store.accounts import Account, Accounts
from agora.server.store.database import Database
from agora.server.store.friends import Friends
from agora.server.store.invitations import Invitations
from agora.server.store.matches import Matches
from agora.server.store.moderation import Moderation
from agora.server.store.notifications import Notifications
from agora.server.store.push import PushSubscriptions
from agora.server.store.ratings import Ratings
from agora.server.store.sessions import Sessions
from agora.server.tables.commits import Commits
from agora.server.tables.coordinator import Tables
from agora.server.tables.matching import Matchmaker
from agora.server.tables.rights import Rights
from agora.server.tables.rooms import Rooms
from agora.server.tables.seating import Seating


@dataclass(frozen=True)
class Services:
    """One app's services."""

    settings: Settings
    database: Database
    tables: Tables
    accounts: Accounts
    sessions: Sessions
    ratings: Ratings
    reviews: ReviewJobs
    sign_ins: SignIns
    # One limiter for a client address's HTTP requests and socket messages.
    by_address: RateLimiter
    # Email preferences (kept whether or not this server sends email), and the secret that signs
    # unsubscribe links (the session cookies' own).
    notifications: Notifications
    secret: str
    friends: Friends
    moderation: Moderation
    invitations: Invitations
    # The browsers told of moves by Web Push, and the public key they subscribe with (push.py).
    push: PushSubscriptions
    push_key: str


def services(connection: HTTPConnection) -> Services:
    """The services of the app serving this request or socket."""
    found: Services = connection.app.state.services
    return found


ServicesDep = Annotated[Services, Depends(services)]


def _rooms(found: ServicesDep) -> Rooms:
    return found.tables.rooms


def _seating(found: ServicesDep) -> Seating:
    return found.tables.seating


def _commits(found: ServicesDep) -> Commits:
    return found.tables.commits


def _matches(found: ServicesDep) -> Matches:
    return found.tables.matches


def _matching(found: ServicesDep) -> Matchmaker:
    return found.tables.matching


def _accounts(found: ServicesDep) -> Accounts:
    return found.accounts


def _sessions(found: ServicesDep) -> Sessions:
    return found.sessions


def _rights(found: ServicesDep) -> Rights:
    return found.tables.rights


def _ratings(found: ServicesDep) -> Ratings:
    return found.ratings


def _reviews(found: ServicesDep) -> ReviewJobs:
    return found.reviews


def _sign_ins(found: ServicesDep) -> SignIns:
    return found.sign_ins


def _notifications(found: ServicesDep) -> Notifications:
    return found.notifications


def _friends(found: ServicesDep) -> Friends:
    return found.friends


NotificationsDep = Annotated[Notifications, Depends(_notifications)]
FriendsDep = Annotated[Friends, Depends(_friends)]


def _moderation(found: ServicesDep) -> Moderation:
    return found.moderation


ModerationDep = Annotated[Moderation, Depends(_moderation)]


def _invitations(found: ServicesDep) -> Invitations:
    return found.invitations


InvitationsDep = Annotated[Invitations, Depends(_invitations)]


def _push(found: ServicesDep) -> PushSubscriptions:
    return found.push


PushDep = Annotated[PushSubscriptions, Depends(_push)]
RoomsDep = Annotated[Rooms, Depends(_rooms)]
SeatingDep = Annotated[Seating, Depends(_seating)]
CommitsDep = Annotated[Commits, Depends(_commits)]
MatchesDep = Annotated[Matches, Depends(_matches)]
AccountsDep = Annotated[Accounts, Depends(_accounts)]
MatchingDep = Annotated[Matchmaker, Depends(_matching)]
SessionsDep = Annotated[Sessions, Depends(_sessions)]
RightsDep = Annotated[Rights, Depends(_rights)]
RatingsDep = Annotated[Ratings, Depends(_ratings)]
ReviewsDep = Annotated[ReviewJobs, Depends(_reviews)]
SignInsDep = Annotated[SignIns, Depends(_sign_ins)]


async def _signed_in_as(connection: HTTPConnection, accounts: AccountsDep, sessions: SessionsDep) -> SignedInAs | None:
    return await signed_in(connection, accounts, sessions)


# The account and session the request is signed in by (None: a guest).
SignedInAsDep = Annotated[SignedInAs | None, Depends(_signed_in_as)]


async def _signed_in(found: SignedInAsDep) -> Account | None:
    return None if found is None else found.account


# The account the request is signed in as (None: a guest).
SignedIn = Annotated[Account | None, Depends(_signed_in)]
