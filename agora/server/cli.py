"""`agora serve`: run the web platform with uvicorn."""

from __future__ import annotations

import gc
import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from agora.server.settings import LOOPBACK, Settings, default_database_url, default_lab_reports

if TYPE_CHECKING:
    from fastapi import FastAPI

# Worker processes import the app afresh, so the settings travel in the environment.
DB_VAR = "AGORA_SERVER_DB"
REDIS_VAR = "AGORA_SERVER_REDIS"
BOT_SECONDS_VAR = "AGORA_SERVER_BOT_SECONDS"
HOSTS_VAR = "AGORA_SERVER_ALLOWED_HOSTS"
ADDRESS_RATE_VAR = "AGORA_SERVER_ADDRESS_RATE"
REVIEW_ITERATIONS_VAR = "AGORA_SERVER_REVIEW_ITERATIONS"
LAB_REPORTS_VAR = "AGORA_SERVER_LAB_REPORTS"


# Collect young objects every 50,000 allocations instead of 700: each action builds
# views and messages of thousands of short-lived objects, and the default
# collections were a tenth of the server's time under load and its p99 latency.
GC_THRESHOLD = (50_000, 20, 100)


def app_from_environment() -> FastAPI:
    """The app for the settings `serve` put in the environment (uvicorn's factory)."""
    from agora.server.app import create_app

    app = create_app(
        Settings(
            database_url=os.environ[DB_VAR],
            redis_url=os.environ.get(REDIS_VAR) or None,
            bot_seconds=float(os.environ.get(BOT_SECONDS_VAR, Settings.bot_seconds)),
            allowed_hosts=tuple(os.environ.get(HOSTS_VAR, " ".join(LOOPBACK)).split()),
            address_rate_per_second=float(os.environ.get(ADDRESS_RATE_VAR, Settings.address_rate_per_second)),
            review_iterations=int(os.environ.get(REVIEW_ITERATIONS_VAR, Settings.review_iterations)),
            lab_reports=Path(os.environ[LAB_REPORTS_VAR]),
        )
    )
    # What is loaded by now (games, their data, the app) lives as long as the
    # process: frozen, the collector never walks it again.
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLD)
    return app


def serve(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    db: Annotated[str | None, typer.Option(help="database URL (default: SQLite in your data directory)")] = None,
    redis: Annotated[str | None, typer.Option(help="Redis URL, to run several processes on one PostgreSQL")] = None,
    workers: Annotated[int, typer.Option(min=1, help="server processes (several need PostgreSQL and Redis)")] = 1,
    bot_seconds: Annotated[
        float, typer.Option(min=0.05, help="the most a bot may think per move, in seconds")
    ] = Settings.bot_seconds,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option(help="a host (NAME or NAME:PORT) whose pages may open sockets, besides the address served on"),
    ] = None,
    address_rate: Annotated[
        float, typer.Option(min=0, help="requests and socket messages a second per client address (0: no limit)")
    ] = Settings.address_rate_per_second,
    review_iterations: Annotated[
        int, typer.Option(min=1, help="search iterations for each decision of a post-game review (the hard bot's)")
    ] = Settings.review_iterations,
    lab_reports: Annotated[
        Path | None,
        typer.Option(help="the balance lab's kept reports, one folder a game (default: lab in your data directory)"),
    ] = None,
) -> None:
    """Serve the lobby, the tables and the API to browsers."""
    import uvicorn  # the web stack loads only for the command that serves

    url = db or default_database_url()
    if workers > 1 and (url.startswith("sqlite") or redis is None):
        raise typer.BadParameter("several workers need a PostgreSQL --db and a --redis", param_hint="--workers")
    os.environ[DB_VAR] = url
    os.environ[REDIS_VAR] = redis or ""
    os.environ[BOT_SECONDS_VAR] = str(bot_seconds)
    os.environ[HOSTS_VAR] = " ".join([*served_hosts(host, port), *(allowed_host or [])])
    os.environ[ADDRESS_RATE_VAR] = str(address_rate)
    os.environ[REVIEW_ITERATIONS_VAR] = str(review_iterations)
    os.environ[LAB_REPORTS_VAR] = str((lab_reports or default_lab_reports()).resolve())
    typer.echo(f"Agora is at http://{host}:{port}/  (database: {hide_password(url)})")
    if host in ("0.0.0.0", "::") and not allowed_host:
        typer.echo("Pages reach its sockets only at localhost: name the host others use with --allowed-host NAME")
    uvicorn.run(
        "agora.server.cli:app_from_environment",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        ws_max_size=64 * 1024,  # frames beyond this are cut off by the protocol; smaller ones get a clear error
        # A state message is a few KiB; compressing each one cost a quarter of the server's time under load.
        ws_per_message_deflate=False,
        log_level="warning",
    )


def served_hosts(host: str, port: int) -> list[str]:
    """The hosts a browser names in its Origin to reach this server: the address
    served on (on every interface, or on loopback: the loopback names)."""
    names = LOOPBACK if host in ("0.0.0.0", "::") or host in LOOPBACK else (host,)
    return [f"[{name}]:{port}" if ":" in name else f"{name}:{port}" for name in names]


def hide_password(url: str) -> str:
    """A database URL without its credentials, for printing."""
    scheme, sep, rest = url.partition("://")
    if "@" in rest:
        rest = "***@" + rest.rsplit("@", 1)[1]
    return scheme + sep + rest
