"""The services a route may need, built once by the app factory and reached through
`Annotated[..., Depends(...)]` aliases (the app keeps them in `app.state.services`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends
from starlette.requests import HTTPConnection

from agora.server.accounts import SignIns, current
from agora.server.limits import RateLimiter
from agora.server.reviews import ReviewJobs
from agora.server.settings import Settings
from agora.server.store.accounts import Account, Accounts
from agora.server.store.database import Database
from agora.server.store.matches import Matches
from agora.server.store.ratings import Ratings
from agora.server.tables.commits import Commits
from agora.server.tables.coordinator import Tables
from agora.server.tables.rooms import Rooms
from agora.server.tables.seating import Seating


@dataclass(frozen=True)
class Services:
    """One app's services."""

    settings: Settings
    database: Database
    tables: Tables
    accounts: Accounts
    ratings: Ratings
    reviews: ReviewJobs
    sign_ins: SignIns
    # One limiter for a client address's HTTP requests and socket messages.
    by_address: RateLimiter


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


def _accounts(found: ServicesDep) -> Accounts:
    return found.accounts


def _ratings(found: ServicesDep) -> Ratings:
    return found.ratings


def _reviews(found: ServicesDep) -> ReviewJobs:
    return found.reviews


def _sign_ins(found: ServicesDep) -> SignIns:
    return found.sign_ins


RoomsDep = Annotated[Rooms, Depends(_rooms)]
SeatingDep = Annotated[Seating, Depends(_seating)]
CommitsDep = Annotated[Commits, Depends(_commits)]
MatchesDep = Annotated[Matches, Depends(_matches)]
AccountsDep = Annotated[Accounts, Depends(_accounts)]
RatingsDep = Annotated[Ratings, Depends(_ratings)]
ReviewsDep = Annotated[ReviewJobs, Depends(_reviews)]
SignInsDep = Annotated[SignIns, Depends(_sign_ins)]


async def _signed_in(connection: HTTPConnection, accounts: AccountsDep) -> Account | None:
    return await current(connection, accounts)


# The account the request is signed in as (None: a guest).
SignedIn = Annotated[Account | None, Depends(_signed_in)]
