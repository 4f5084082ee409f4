"""The application: API, sockets and static client, built for one set of games."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import HTTPConnection
from starlette.routing import compile_path

from agora.core import AgoraError, AnyGame, OptionsError, registry
from agora.core.problems import options_refusal, problem, said
from agora.server.accounts import COOKIE, SecureCookies, SignIns, load_secret
from agora.server.limits import RateLimiter, RequestLimits
from agora.server.mailer import Mailer
from agora.server.observe import Observe
from agora.server.push import Pusher, application_key, load_push_key
from agora.server.refusals import Refusal
from agora.server.reviews import ReviewJobs
from agora.server.routes import (
    accounts,
    admin,
    chat,
    docs,
    friends,
    invitations,
    lab,
    matches,
    operations,
    pages,
    play_now,
    players,
    push,
    reviews,
    seats,
    tables,
    words,
)
from agora.server.routes import games as game_routes
from agora.server.routes import (
    notifications as notification_routes,
)
from agora.server.routes.common import ERRORS
from agora.server.routes.pages import STATIC
from agora.server.routes.services import Services
from agora.server.settings import Settings
from agora.server.sockets import origin_allowed
from agora.server.store.accounts import Accounts
from agora.server.store.chat import Chat
from agora.server.store.database import Database
from agora.server.store.friends import Friends
from agora.server.store.invitations import Invitations
from agora.server.store.invitations import Limits as InvitationLimits
from agora.server.store.matches import Matches
from agora.server.store.moderation import Moderation
from agora.server.store.notifications import Notifications
from agora.server.store.push import PushSubscriptions
from agora.server.store.queue import PlayQueue
from agora.server.store.ratings import Ratings
from agora.server.store.reviews import Reviews
from agora.server.store.sessions import Sessions
from agora.server.tables.coordinator import Tables
from agora.server.tables.digests import Digests
from agora.server.tables.notices import Senders
from agora.server.words import reader_language


def create_app(settings: Settings | None = None, games: dict[str, AnyGame] | None = None) -> FastAPI:
    """The web platform for `games` (default: every installed game)."""
    settings = settings or Settings()
    database = Database.open(settings.database_url)
    ratings = Ratings(database)
    sessions = Sessions(database, settings.session_days)
    secret = settings.session_secret or load_secret(settings.secret_file)
    games = dict(games) if games is not None else registry.games()
    notifications = Notifications(database)
    moderation = Moderation(database)
    # No SMTP host: no email, and nothing is queued for it. Push needs nothing from the operator.
    mailer = Mailer(settings, secret, notifications, games) if settings.smtp_host else None
    devices = PushSubscriptions(database)
    push_key = load_push_key(settings.push_key_file)
    pusher = Pusher(settings, notifications, devices, push_key, games)
    senders = [sender for sender in (mailer, pusher) if sender is not None]

    def wake() -> None:
        for sender in senders:
            sender.wake()
    services = Services(
        settings=settings,
        database=database,
        tables=Tables(
            Matches(database), ratings, sessions, games, settings, Chat(database), moderation, PlayQueue(database),
            Senders(tuple(sender.channel for sender in senders), wake),
        ),
        accounts=Accounts(database),
        sessions=sessions,
        ratings=ratings,
        reviews=ReviewJobs(Reviews(database), settings),
        sign_ins=SignIns(settings),
        # One limiter for a client address's HTTP requests and socket messages (accounts will key theirs alike).
        by_address=RateLimiter(settings.address_rate_per_second, settings.address_rate_burst),
        notifications=notifications,
        secret=secret,
        friends=Friends(database),
        moderation=moderation,
        invitations=Invitations(database, InvitationLimits(
            open=settings.invitations_open, per_day=settings.invitations_per_day, waiting=settings.invitations_waiting,
            from_one=settings.invitations_from_one)),
        push=devices,
        push_key=application_key(push_key),
    )

    digests = None if mailer is None else Digests(
        notifications, services.tables.seating, services.invitations, settings.digest_check_seconds, mailer.wake)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await services.tables.start()
        await services.reviews.start()
        for sender in senders:
            sender.start()
        if digests is not None:
            digests.start()
        try:
            yield
        finally:
            if digests is not None:
                await digests.stop()
            for sender in senders:
                await sender.stop()
            await services.reviews.stop()
            await services.tables.stop()
            await services.sign_ins.close()
            database.close()

    async def same_origin(connection: HTTPConnection) -> None:
        # A session cookie rides along with any request the browser sends: a page of
        # another origin (another port of the same host, say) must not change anything with it.
        # (Sockets check their Origin themselves, before the handshake.)
        method = connection.scope.get("method", "GET")
        if method not in ("GET", "HEAD", "OPTIONS") and not origin_allowed(connection, settings):
            raise Refusal(403, "requests that change something must come from this server's pages")

    app = FastAPI(
        title="Agora", summary="Board games with every rule enforced", lifespan=lifespan,
        dependencies=[Depends(same_origin)],
        docs_url=None, redoc_url=None,  # /docs is served with local assets (routes/docs.py); one docs page
    )
    app.state.services = services
    app.add_middleware(
        SessionMiddleware, secret_key=secret,
        session_cookie=COOKIE,
        max_age=settings.session_days * 24 * 3600, same_site="lax",
    )
    app.add_middleware(SecureCookies)
    app.add_middleware(RequestLimits, max_body_bytes=settings.max_body_bytes, by_address=services.by_address)
    app.add_middleware(Observe)  # outermost: every request and socket has its ids, refused ones too
    app.include_router(game_routes.router)
    app.include_router(tables.router)
    app.include_router(play_now.router)
    app.include_router(seats.router)
    app.include_router(matches.router)
    app.include_router(chat.router)
    app.include_router(reviews.router)
    app.include_router(accounts.router, responses=ERRORS)
    app.include_router(notification_routes.router, responses=ERRORS)
    app.include_router(notification_routes.pages)
    app.include_router(players.router, responses=ERRORS)
    app.include_router(friends.router, responses=ERRORS)
    app.include_router(admin.router, responses=ERRORS)
    app.include_router(invitations.router, responses=ERRORS)
    app.include_router(push.router, responses=ERRORS)
    app.include_router(lab.router, responses=ERRORS)
    app.include_router(words.router)
    app.include_router(pages.router)
    app.include_router(docs.router)
    app.include_router(operations.router)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, err: HTTPException) -> Response:
        if isinstance(err, Refusal):  # said in the reader's language
            return err.answer(request)
        if err.status_code == 405:
            # Starlette's Allow names the first route of the path only (GET and POST /api/tables are two routes).
            methods = {
                method.upper()
                for template, operations in app.openapi()["paths"].items()
                if compile_path(template)[0].match(request.url.path)
                for method in operations
            }
            if methods:
                err.headers = {**(err.headers or {}), "Allow": ", ".join(sorted(methods))}
        return await http_exception_handler(request, err)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, err: RequestValidationError) -> JSONResponse:
        # The documented shape, {"detail": text}, in the reader's language; the input itself is never echoed back.
        lang = reader_language(request.headers.get("accept-language"))
        return JSONResponse({"detail": said(problem(err.errors()[0], "body"), lang)}, status_code=422)

    @app.exception_handler(AgoraError)
    async def bad_input(request: Request, err: AgoraError) -> JSONResponse:
        if isinstance(err, OptionsError) and err.game is not None:  # a game's refusal: in the reader's language
            lang = reader_language(request.headers.get("accept-language"))
            return JSONResponse({"detail": options_refusal(err.game, err.problems, lang)}, status_code=422)
        return JSONResponse({"detail": str(err)}, status_code=422)

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    app.mount(docs.ASSETS_URL, StaticFiles(directory=docs.ASSETS), name="docs-assets")
    return app
