"""`agora serve`: run the web platform with uvicorn."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Any, Literal

import typer

from agora.server.environment import (
    ADDRESS_RATE_VAR,
    BOT_SECONDS_VAR,
    BOT_TABLES_VAR,
    DB_VAR,
    HOSTS_VAR,
    LAB_REPORTS_VAR,
    LOG_FORMAT_VAR,
    LOG_LEVEL_VAR,
    PUBLIC_URL_VAR,
    PUSH_KEY_FILE_VAR,
    PUSH_SERVICES_VAR,
    REDIS_PREFIX_VAR,
    REDIS_VAR,
    REVIEW_ITERATIONS_VAR,
    SECRET_FILE_VAR,
    SESSION_SECRET_VAR,
    SMTP_FROM_VAR,
    SMTP_HOST_VAR,
    SMTP_PASSWORD_FILE_VAR,
    SMTP_PORT_VAR,
    SMTP_SECURITY_VAR,
    SMTP_USER_VAR,
)
from agora.server.settings import (
    LOOPBACK,
    MULTIPROCESS_VAR,
    Settings,
    data_dir,
    default_database_url,
    default_lab_reports,
)

LogFormat = Literal["text", "json"]
LogLevel = Literal["debug", "info", "warning", "error"]
SmtpSecurity = Literal["none", "starttls", "ssl"]


def serve(
    host: Annotated[str, typer.Option(envvar="AGORA_HOST", help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(envvar="AGORA_PORT", help="port to listen on")] = 8000,
    db: Annotated[
        str | None, typer.Option(envvar="AGORA_DB", help="database URL (default: SQLite in your data directory)")
    ] = None,
    redis: Annotated[
        str | None, typer.Option(envvar="AGORA_REDIS", help="Redis URL, to run several processes on one PostgreSQL")
    ] = None,
    workers: Annotated[
        int, typer.Option(envvar="AGORA_WORKERS", min=1, help="server processes (several need PostgreSQL and Redis)")
    ] = 1,
    bot_seconds: Annotated[
        float, typer.Option(envvar="AGORA_BOT_SECONDS", min=0.05, help="the most a bot may think per move, in seconds")
    ] = Settings.bot_seconds,
    allowed_host: Annotated[
        list[str] | None,
        typer.Option(envvar="AGORA_ALLOWED_HOST",
                     help="a host (NAME or NAME:PORT) whose pages may open sockets, besides the address served on"),
    ] = None,
    address_rate: Annotated[
        float, typer.Option(envvar="AGORA_ADDRESS_RATE", min=0,
                            help="requests and socket messages a second per client address (0: no limit)")
    ] = Settings.address_rate_per_second,
    bot_tables_per_address: Annotated[
        int, typer.Option(envvar="AGORA_BOT_TABLES_PER_ADDRESS", min=0,
                          help="bots-only tables a client address may run at once (made within the hour)")
    ] = Settings.bot_tables_per_address,
    review_iterations: Annotated[
        int, typer.Option(envvar="AGORA_REVIEW_ITERATIONS", min=1,
                          help="search iterations for each decision of a post-game review (the hard bot's)")
    ] = Settings.review_iterations,
    trusted_proxy: Annotated[
        list[str] | None,
        typer.Option(envvar="AGORA_TRUSTED_PROXY",
                     help="the address of a reverse proxy whose X-Forwarded-For/-Proto headers are believed "
                          "(the client's address, HTTPS: Secure cookies); none: no forwarded header is"),
    ] = None,
    lab_reports: Annotated[
        Path | None,
        typer.Option(envvar="AGORA_LAB_REPORTS",
                     help="the balance lab's kept reports, one folder a game (default: lab in your data directory)"),
    ] = None,
    redis_prefix: Annotated[
        str, typer.Option(envvar="AGORA_REDIS_PREFIX",
                          help="what starts every Redis key and channel, so deployments can share one Redis")
    ] = Settings.redis_prefix,
    session_secret_file: Annotated[
        Path | None,
        typer.Option(envvar="AGORA_SESSION_SECRET_FILE", exists=True, dir_okay=False, readable=True,
                     help="the file holding the secret that signs session cookies (default: AGORA_SESSION_SECRET "
                          "if set, else session-secret in your data directory, made on first start)"),
    ] = None,
    log_format: Annotated[
        LogFormat, typer.Option(envvar="AGORA_LOG_FORMAT", help="text, or json: one object a line")
    ] = "text",
    log_level: Annotated[
        LogLevel,
        typer.Option(envvar="AGORA_LOG_LEVEL", help="the least important records logged (info: every request)"),
    ] = "warning",
    smtp_host: Annotated[
        str | None, typer.Option(envvar="AGORA_SMTP_HOST", help="the SMTP server that sends email (none: no email)")
    ] = None,
    smtp_port: Annotated[
        int | None, typer.Option(envvar="AGORA_SMTP_PORT", min=1, max=65535,
                                 help="its port (default: 25, 587 with starttls, 465 with ssl)")
    ] = None,
    smtp_security: Annotated[
        SmtpSecurity, typer.Option(envvar="AGORA_SMTP_SECURITY",
                                   help="none, starttls (upgrade a plain connection) or ssl (TLS from the start)")
    ] = "none",
    smtp_user: Annotated[
        str | None, typer.Option(envvar="AGORA_SMTP_USER", help="the SMTP account to sign in as (none: no sign-in)")
    ] = None,
    smtp_password_file: Annotated[
        Path | None,
        typer.Option(envvar="AGORA_SMTP_PASSWORD_FILE", exists=True, dir_okay=False, readable=True,
                     help="the file holding the SMTP account's password"),
    ] = None,
    smtp_from: Annotated[
        str, typer.Option(envvar="AGORA_SMTP_FROM", help="the From of every email")
    ] = Settings.smtp_from,
    push_key_file: Annotated[
        Path | None,
        typer.Option(envvar="AGORA_PUSH_KEY_FILE", dir_okay=False,
                     help="the key that signs Web Push messages, made there on first start; every process of one "
                          "deployment needs the same (default: push-key.pem in your data directory)"),
    ] = None,
    push_service: Annotated[
        list[str] | None,
        typer.Option(envvar="AGORA_PUSH_SERVICE",
                     help="a push service Agora may post to (HOST, *.DOMAIN, or a whole origin such as "
                          "http://127.0.0.1:8123), instead of the browsers' own; give it once a service"),
    ] = None,
    public_url: Annotated[
        str | None, typer.Option(envvar="AGORA_PUBLIC_URL",
                                 help="the address players reach the server at, for links in emails "
                                      "(default: http://HOST:PORT/)")
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
    os.environ[REDIS_PREFIX_VAR] = redis_prefix
    os.environ[LOG_FORMAT_VAR] = log_format
    os.environ[LOG_LEVEL_VAR] = log_level
    if session_secret_file is not None:
        if os.environ.get(SESSION_SECRET_VAR):
            raise typer.BadParameter(f"give the secret in a file or in {SESSION_SECRET_VAR}, not both",
                                     param_hint="--session-secret-file")
        if not session_secret_file.read_text().strip():
            raise typer.BadParameter("the file is empty", param_hint="--session-secret-file")
        os.environ[SECRET_FILE_VAR] = str(session_secret_file.resolve())
    if smtp_host:
        os.environ[SMTP_HOST_VAR] = smtp_host
        os.environ[SMTP_PORT_VAR] = str(smtp_port or {"none": 25, "starttls": 587, "ssl": 465}[smtp_security])
        os.environ[SMTP_SECURITY_VAR] = smtp_security
        os.environ[SMTP_USER_VAR] = smtp_user or ""
        if smtp_password_file is not None:
            os.environ[SMTP_PASSWORD_FILE_VAR] = str(smtp_password_file.resolve())
        os.environ[SMTP_FROM_VAR] = smtp_from
        os.environ[PUBLIC_URL_VAR] = public_url or f"http://{host}:{port}"
    if push_key_file is not None:
        os.environ[PUSH_KEY_FILE_VAR] = str(push_key_file.resolve())
    if push_service:
        os.environ[PUSH_SERVICES_VAR] = " ".join(push_service)
    if workers > 1:
        os.environ[MULTIPROCESS_VAR] = str(metrics_folder())
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
        log_level=log_level,
        log_config=None,  # each process's logging is set up by app_from_environment, in --log-format
        access_log=False,  # requests are logged by the app (observe.py), with their request ids
        **proxy_options(trusted_proxy or []),
    )


def metrics_folder() -> Path:
    """Where several workers keep their metrics (PROMETHEUS_MULTIPROC_DIR, else metrics in the data
    directory), emptied: prometheus-client's multiprocess mode must start from nothing each run."""
    folder = Path(os.environ.get(MULTIPROCESS_VAR) or data_dir() / "metrics")
    folder.mkdir(parents=True, exist_ok=True)
    for kept in folder.glob("*.db"):
        kept.unlink()
    return folder


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
