"""`agora serve`: run the web platform with uvicorn."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any

import typer

from agora.server.environment import (
    ADDRESS_RATE_VAR,
    BOT_SECONDS_VAR,
    BOT_TABLES_VAR,
    DB_VAR,
    HOSTS_VAR,
    LAB_REPORTS_VAR,
    REDIS_VAR,
    REVIEW_ITERATIONS_VAR,
)
from agora.server.settings import LOOPBACK, Settings, default_database_url, default_lab_reports


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
    bot_tables_per_address: Annotated[
        int, typer.Option(min=0, help="bots-only tables a client address may run at once (made within the hour)")
    ] = Settings.bot_tables_per_address,
    review_iterations: Annotated[
        int, typer.Option(min=1, help="search iterations for each decision of a post-game review (the hard bot's)")
    ] = Settings.review_iterations,
    trusted_proxy: Annotated[
        list[str] | None,
        typer.Option(help="the address of a reverse proxy whose X-Forwarded-For/-Proto headers are believed "
                          "(the client's address, HTTPS: Secure cookies); none: no forwarded header is"),
    ] = None,
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
    os.environ[BOT_TABLES_VAR] = str(bot_tables_per_address)
    os.environ[REVIEW_ITERATIONS_VAR] = str(review_iterations)
    os.environ[LAB_REPORTS_VAR] = str((lab_reports or default_lab_reports()).resolve())
    typer.echo(f"Agora is at http://{host}:{port}/  (database: {hide_password(url)})")
    if host in ("0.0.0.0", "::") and not allowed_host:
        typer.echo("Pages reach its sockets only at localhost: name the host others use with --allowed-host NAME")
    uvicorn.run(
        "agora.server.environment:app_from_environment",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        ws_max_size=64 * 1024,  # frames beyond this are cut off by the protocol; smaller ones get a clear error
        # A state message is a few KiB; compressing each one cost a quarter of the server's time under load.
        ws_per_message_deflate=False,
        log_level="warning",
        **proxy_options(trusted_proxy or []),
    )


def proxy_options(trusted: list[str]) -> dict[str, Any]:
    """uvicorn's options for forwarded headers: believed from the trusted proxies only (by default
    uvicorn believes 127.0.0.1's, so anyone on the machine could pose as any address)."""
    return {"proxy_headers": bool(trusted), "forwarded_allow_ips": ",".join(trusted) or None}


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
