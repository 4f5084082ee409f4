"""The app a server process builds from the settings `agora serve` put in its environment
(uvicorn's factory: worker processes import the app afresh)."""

from __future__ import annotations

import gc
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from agora.server.settings import LOOPBACK, Settings, default_push_key_file, default_secret_file

if TYPE_CHECKING:
    from fastapi import FastAPI

# The settings travel in these variables.
DB_VAR = "AGORA_SERVER_DB"
REDIS_VAR = "AGORA_SERVER_REDIS"
BOT_SECONDS_VAR = "AGORA_SERVER_BOT_SECONDS"
HOSTS_VAR = "AGORA_SERVER_ALLOWED_HOSTS"
ADDRESS_RATE_VAR = "AGORA_SERVER_ADDRESS_RATE"
BOT_TABLES_VAR = "AGORA_SERVER_BOT_TABLES_PER_ADDRESS"
REVIEW_ITERATIONS_VAR = "AGORA_SERVER_REVIEW_ITERATIONS"
LAB_REPORTS_VAR = "AGORA_SERVER_LAB_REPORTS"
REDIS_PREFIX_VAR = "AGORA_SERVER_REDIS_PREFIX"
SECRET_FILE_VAR = "AGORA_SERVER_SECRET_FILE"
LOG_FORMAT_VAR = "AGORA_SERVER_LOG_FORMAT"
LOG_LEVEL_VAR = "AGORA_SERVER_LOG_LEVEL"
SMTP_HOST_VAR = "AGORA_SERVER_SMTP_HOST"
SMTP_PORT_VAR = "AGORA_SERVER_SMTP_PORT"
SMTP_SECURITY_VAR = "AGORA_SERVER_SMTP_SECURITY"
SMTP_USER_VAR = "AGORA_SERVER_SMTP_USER"
SMTP_PASSWORD_FILE_VAR = "AGORA_SERVER_SMTP_PASSWORD_FILE"
SMTP_FROM_VAR = "AGORA_SERVER_SMTP_FROM"
PUBLIC_URL_VAR = "AGORA_SERVER_PUBLIC_URL"
PUSH_KEY_FILE_VAR = "AGORA_SERVER_PUSH_KEY_FILE"
PUSH_SERVICES_VAR = "AGORA_SERVER_PUSH_SERVICES"
# The operator's own variable (never a command-line flag, which every user of the machine can read).
SESSION_SECRET_VAR = "AGORA_SESSION_SECRET"


# Collect young objects every 50,000 allocations instead of 700: each action builds
# views and messages of thousands of short-lived objects, and the default
# collections were a tenth of the server's time under load and its p99 latency.
GC_THRESHOLD = (50_000, 20, 100)


def smtp_from_environment() -> dict[str, Any]:
    """The email settings `serve` put in the environment (none: no email); the password is read from its file."""
    host = os.environ.get(SMTP_HOST_VAR)
    if not host:
        return {}
    password_file = os.environ.get(SMTP_PASSWORD_FILE_VAR)
    return {
        "smtp_host": host,
        "smtp_port": int(os.environ.get(SMTP_PORT_VAR, Settings.smtp_port)),
        "smtp_security": os.environ.get(SMTP_SECURITY_VAR, Settings.smtp_security),
        "smtp_user": os.environ.get(SMTP_USER_VAR) or None,
        "smtp_password": Path(password_file).read_text().strip() if password_file else None,
        "smtp_from": os.environ.get(SMTP_FROM_VAR, Settings.smtp_from),
        "public_url": os.environ.get(PUBLIC_URL_VAR, Settings.public_url),
    }


def app_from_environment() -> FastAPI:
    """The app for the settings `serve` put in the environment (uvicorn's factory)."""
    from agora.server.app import create_app  # the web stack loads in a server process, not in every command
    from agora.server.observe import configure_logging

    log_format = os.environ.get(LOG_FORMAT_VAR, "text")
    configure_logging("json" if log_format == "json" else "text", os.environ.get(LOG_LEVEL_VAR, "warning"))
    secret_file = os.environ.get(SECRET_FILE_VAR)
    push_key_file = os.environ.get(PUSH_KEY_FILE_VAR)
    app = create_app(
        Settings(
            database_url=os.environ[DB_VAR],
            redis_url=os.environ.get(REDIS_VAR) or None,
            bot_seconds=float(os.environ.get(BOT_SECONDS_VAR, Settings.bot_seconds)),
            allowed_hosts=tuple(os.environ.get(HOSTS_VAR, " ".join(LOOPBACK)).split()),
            address_rate_per_second=float(os.environ.get(ADDRESS_RATE_VAR, Settings.address_rate_per_second)),
            bot_tables_per_address=int(os.environ.get(BOT_TABLES_VAR, Settings.bot_tables_per_address)),
            review_iterations=int(os.environ.get(REVIEW_ITERATIONS_VAR, Settings.review_iterations)),
            lab_reports=Path(os.environ[LAB_REPORTS_VAR]),
            redis_prefix=os.environ.get(REDIS_PREFIX_VAR, Settings.redis_prefix),
            session_secret=os.environ.get(SESSION_SECRET_VAR) or None,
            secret_file=Path(secret_file) if secret_file else default_secret_file(),
            push_key_file=Path(push_key_file) if push_key_file else default_push_key_file(),
            push_services=tuple(os.environ.get(PUSH_SERVICES_VAR, "").split()) or Settings.push_services,
            **smtp_from_environment(),
        )
    )
    # What is loaded by now (games, their data, the app) lives as long as the
    # process: frozen, the collector never walks it again.
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLD)
    return app
