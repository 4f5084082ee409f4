"""The application: API, sockets and static client, built for one set of games."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib.resources import files
from pathlib import Path

from fastapi import Depends, FastAPI, Request, WebSocket
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException
from starlette.middleware.sessions import SessionMiddleware
from starlette.requests import HTTPConnection
from starlette.routing import compile_path

from agora.core import AgoraError, AnyGame, registry
from agora.server import accounts, lab, players, review_api
from agora.server.api import ERRORS, router
from agora.server.limits import RateLimiter, RequestLimits, first_problem
from agora.server.reviews import Reviews
from agora.server.settings import Settings
from agora.server.sockets import origin_allowed, serve_socket
from agora.server.store import Store
from agora.server.tables import Conflict, NotFound, Tables

STATIC = Path(str(files("agora.server") / "static"))


def create_app(settings: Settings | None = None, games: dict[str, AnyGame] | None = None) -> FastAPI:
    """The web platform for `games` (default: every installed game)."""
    settings = settings or Settings()
    store = Store(settings.database_url)
    tables = Tables(store, dict(games) if games is not None else registry.games(), settings)
    reviews = Reviews(store, settings)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await tables.start()
        await reviews.start()
        try:
            yield
        finally:
            await reviews.stop()
            await tables.stop()
            store.close()

    async def same_origin(connection: HTTPConnection) -> None:
        # A session cookie rides along with any request the browser sends: a page of
        # another origin (another port of the same host, say) must not change anything with it.
        # (Sockets check their Origin themselves, before the handshake.)
        method = connection.scope.get("method", "GET")
        if method not in ("GET", "HEAD", "OPTIONS") and not origin_allowed(connection, settings):
            raise HTTPException(403, "requests that change something must come from this server's pages")

    app = FastAPI(
        title="Agora", summary="Board games with every rule enforced", lifespan=lifespan,
        dependencies=[Depends(same_origin)],
    )
    app.state.tables = tables
    # One limiter for a client address's HTTP requests and socket messages (accounts will key theirs alike).
    by_address = RateLimiter(settings.address_rate_per_second, settings.address_rate_burst)
    app.add_middleware(
        SessionMiddleware, secret_key=accounts.load_secret(settings.secret_file), session_cookie=accounts.COOKIE,
        max_age=settings.session_days * 24 * 3600, same_site="lax",
    )
    app.add_middleware(RequestLimits, max_body_bytes=settings.max_body_bytes, by_address=by_address)
    app.include_router(router(tables))
    app.include_router(review_api.router(tables, reviews))
    app.include_router(accounts.router(store, settings), responses=ERRORS)
    app.include_router(players.router(tables), responses=ERRORS)
    app.include_router(lab.router(tables), responses=ERRORS)

    @app.exception_handler(NotFound)
    async def not_found(_request: Request, err: NotFound) -> JSONResponse:
        return JSONResponse({"detail": str(err)}, status_code=404)

    @app.exception_handler(Conflict)
    async def conflict(_request: Request, err: Conflict) -> JSONResponse:
        return JSONResponse({"detail": str(err)}, status_code=409)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, err: HTTPException) -> Response:
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
    async def invalid(_request: Request, err: RequestValidationError) -> JSONResponse:
        # The documented shape, {"detail": text}; the input itself is never echoed back.
        return JSONResponse({"detail": first_problem(err.errors())}, status_code=422)

    @app.exception_handler(AgoraError)
    async def bad_input(_request: Request, err: AgoraError) -> JSONResponse:
        return JSONResponse({"detail": str(err)}, status_code=422)

    @app.websocket("/api/tables/{table_id}/socket")
    async def socket(websocket: WebSocket, table_id: str) -> None:
        await serve_socket(websocket, tables, settings, table_id, by_address)

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/table/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return FileResponse(STATIC / "table.html")

    @app.get("/table/{table_id}/review/{seat}", include_in_schema=False)
    async def review_page(table_id: str, seat: str) -> FileResponse:
        return FileResponse(STATIC / "review.html")

    @app.get("/player/{name}", include_in_schema=False)
    @app.get("/leaderboard", include_in_schema=False)
    @app.get("/leaderboard/{game}", include_in_schema=False)
    async def people_page() -> FileResponse:
        return FileResponse(STATIC / "player.html")

    @app.get("/lab", include_in_schema=False)
    @app.get("/lab/{game}", include_in_schema=False)
    async def lab_page() -> FileResponse:
        return FileResponse(STATIC / "lab.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app
