"""Run one real server process for a test (uvicorn, real sockets), serving
Pebbles beside the installed games. It stops by itself when the test process
that started it is gone, or after --lifetime seconds."""

from __future__ import annotations

import argparse
import os
import threading
import time
from pathlib import Path

import uvicorn
from toy_game import PEBBLES

from agora.commands.serve import proxy_options
from agora.core import registry
from agora.server import Settings, create_app
from agora.server.observe import configure_logging

LAB_REPORTS = Path(__file__).parents[2] / "bench" / "lab-reports"  # the repo's kept reports, as ./run serves them


def watchdog(parent: int, lifetime: float) -> None:
    deadline = time.monotonic() + lifetime
    while os.getppid() == parent and time.monotonic() < deadline:
        time.sleep(0.5)
    os._exit(3)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--redis")
    parser.add_argument("--redis-prefix", default=Settings.redis_prefix)
    parser.add_argument("--resync", type=float, default=Settings.resync_seconds)
    parser.add_argument("--bot-delay", type=float, default=0.0)
    parser.add_argument("--bot-seconds", type=float, default=2.0)
    parser.add_argument("--bot-processes", type=int, default=Settings.bot_processes)
    parser.add_argument("--bot-tables-per-address", type=int, default=Settings.bot_tables_per_address)
    parser.add_argument("--send-seconds", type=float, default=Settings.send_seconds)
    parser.add_argument("--heartbeat", type=float, default=Settings.heartbeat_seconds)
    parser.add_argument("--lifetime", type=float, default=1800.0)
    parser.add_argument("--rate", type=float, default=Settings.rate_per_second, help="socket messages a second")
    parser.add_argument("--address-rate", type=float, default=Settings.address_rate_per_second)
    parser.add_argument("--review-iterations", type=int, default=Settings.review_iterations)
    parser.add_argument("--review-stale", type=float, default=Settings.review_stale_seconds)
    parser.add_argument("--lab-reports", type=Path, default=LAB_REPORTS)
    parser.add_argument("--trusted-proxy", action="append", default=[], help="as `agora serve --trusted-proxy`")
    parser.add_argument("--log-format", choices=("text", "json"), default="text")
    parser.add_argument("--log-level", default="warning")
    parser.add_argument("--smtp-port", type=int, help="send email to an SMTP server on 127.0.0.1 at this port")
    parser.add_argument("--outbox-poll", type=float, default=Settings.outbox_poll_seconds)
    parser.add_argument("--digest-check", type=float, default=Settings.digest_check_seconds)
    parser.add_argument("--outbox-retry", type=float, default=Settings.outbox_retry_seconds)
    parser.add_argument("--push-service", action="append", default=[], help="as `agora serve --push-service`")
    parser.add_argument("--confirm-per-day", type=int, default=Settings.confirm_emails_per_day)
    for limit in ("open", "per_day", "waiting", "from_one"):  # the invitations' limits, as --invitations-open N...
        parser.add_argument(f"--invitations-{limit.replace('_', '-')}", type=int,
                            default=getattr(Settings, f"invitations_{limit}"))
    parser.add_argument("--presence", type=float, default=Settings.presence_seconds)
    parser.add_argument("--keeper", type=float, default=Settings.keeper_seconds)
    args = parser.parse_args()
    threading.Thread(target=watchdog, args=(os.getppid(), args.lifetime), daemon=True).start()
    settings = Settings(
        database_url=args.db,
        redis_url=args.redis,
        redis_prefix=args.redis_prefix,
        resync_seconds=args.resync,
        bot_delay_seconds=args.bot_delay,
        bot_seconds=args.bot_seconds,
        bot_processes=args.bot_processes,
        bot_tables_per_address=args.bot_tables_per_address,
        send_seconds=args.send_seconds,
        heartbeat_seconds=args.heartbeat,
        rate_per_second=args.rate,
        rate_burst=max(Settings.rate_burst, int(args.rate * 2)),
        address_rate_per_second=args.address_rate,
        review_iterations=args.review_iterations,
        review_stale_seconds=args.review_stale,
        lab_reports=args.lab_reports,
        smtp_host="127.0.0.1" if args.smtp_port else None,
        smtp_port=args.smtp_port or Settings.smtp_port,
        smtp_from="Agora <agora@test.invalid>",
        public_url=f"http://127.0.0.1:{args.port}",
        outbox_poll_seconds=args.outbox_poll,
        digest_check_seconds=args.digest_check,
        outbox_retry_seconds=args.outbox_retry,
        push_services=tuple(args.push_service) or Settings.push_services,
        confirm_emails_per_day=args.confirm_per_day,
        invitations_open=args.invitations_open,
        invitations_per_day=args.invitations_per_day,
        invitations_waiting=args.invitations_waiting,
        invitations_from_one=args.invitations_from_one,
        presence_seconds=args.presence,
        keeper_seconds=args.keeper,
    )
    configure_logging(args.log_format, args.log_level)
    app = create_app(settings, games={**registry.games(), "pebbles": PEBBLES})
    uvicorn.run(
        app, host="127.0.0.1", port=args.port, log_level="warning", ws_max_size=64 * 1024,
        log_config=None, access_log=False, **proxy_options(args.trusted_proxy),
    )


if __name__ == "__main__":
    main()
