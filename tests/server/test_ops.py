"""The operator's side of a real server process: /healthz and /readyz (a database behind or down,
Redis down), /metrics parsed by Prometheus' text parser after real play over sockets, `agora serve`
configured from the environment alone, and two deployments kept apart on one Redis by their prefixes."""

from __future__ import annotations

import json
import os
import re
import secrets
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
import redis
from fastapi.testclient import TestClient
from itsdangerous import TimestampSigner
from prometheus_client.parser import text_string_to_metric_families
from py_vapid import Vapid02
from serverproc import ServerProcess, free_port, running
from sqlalchemy import create_engine, make_url, text
from wsclient import SeatSocket

from agora.server.db import head_revision
from agora.server.push import application_key

ROOT = Path(__file__).parents[2]


def duel(server: ServerProcess, *seats: dict[str, str]) -> tuple[str, str]:
    """A Pebbles table made on `server` with Ann in seat 0 (and `seats` after her): its id and her token."""
    body = {"game": "pebbles", "seats": [{"kind": "human"}, *seats], "join_as": "ann"}
    created = server.http.post("/api/tables", json=body).json()
    return created["table"]["id"], created["joined"]["token"]


def samples(server: ServerProcess) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of /metrics, parsed by prometheus-client's own text parser: (name, labels) -> value."""
    response = server.http.get("/metrics")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/plain")
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(response.text)
        for sample in family.samples
    }


# --- health and readiness ---


def test_healthz_and_readyz_answer_on_a_current_database(tmp_path: Path) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}")]) as (server,):
        assert server.http.get("/healthz").json() == {"status": "alive"}
        ready = server.http.get("/readyz")
        assert ready.status_code == 200
        assert ready.json() == {"status": "ready", "checks": {
            "database": {"ok": True}, "migrations": {"ok": True, "revision": head_revision(), "head": head_revision()},
        }}


def test_readyz_is_503_naming_the_migration_a_database_is_behind_by(tmp_path: Path) -> None:
    database = tmp_path / "agora.db"
    with running([ServerProcess(f"sqlite:///{database}")]) as (server,):
        # Another version's rollback left the schema's record one migration behind this version.
        with sqlite3.connect(database) as connection:
            connection.execute("UPDATE alembic_version SET version_num = '0006'")
        behind = server.http.get("/readyz")
        assert behind.status_code == 503
        body = behind.json()
        assert body["status"] == "not ready" and body["checks"]["database"] == {"ok": True}
        migrations = body["checks"]["migrations"]
        assert migrations["ok"] is False and migrations["revision"] == "0006" and migrations["head"] == head_revision()
        assert "agora db upgrade" in migrations["error"]
        assert server.http.get("/healthz").status_code == 200  # alive all the same: not a reason to restart it


@pytest.mark.pg
def test_readyz_is_503_while_the_database_is_down_and_200_once_it_is_back(
    fresh_pg: Callable[[], tuple[str, str]],
) -> None:
    url, name = fresh_pg()
    admin = create_engine(make_url(url).set(database="postgres"), isolation_level="AUTOCOMMIT")
    with running([ServerProcess(url)]) as (server,):
        assert server.http.get("/readyz").status_code == 200
        try:
            # The database goes away under the server: its connections cut, its name gone.
            with admin.connect() as connection:
                connection.execute(text(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS false'))
                connection.execute(text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :n"),
                                   {"n": name})
                connection.execute(text(f'ALTER DATABASE "{name}" RENAME TO "{name}_away"'))
            down = server.http.get("/readyz")
            assert down.status_code == 503
            assert down.json()["status"] == "not ready"
            assert down.json()["checks"]["database"]["ok"] is False
            assert down.json()["checks"]["database"]["error"]
            assert server.http.get("/healthz").status_code == 200
        finally:
            with admin.connect() as connection:
                connection.execute(text(f'ALTER DATABASE "{name}_away" RENAME TO "{name}"'))
                connection.execute(text(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS true'))
        assert server.http.get("/readyz").status_code == 200
    admin.dispose()


def test_readyz_is_503_when_the_configured_redis_does_not_answer(tmp_path: Path) -> None:
    nobody = f"redis://127.0.0.1:{free_port()}/0"
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--redis", nobody)]) as (server,):
        ready = server.http.get("/readyz")
        assert ready.status_code == 503
        checks = ready.json()["checks"]
        assert checks["database"]["ok"] is True and checks["migrations"]["ok"] is True
        assert checks["redis"]["ok"] is False and "Connect" in checks["redis"]["error"]


# --- metrics ---


def test_metrics_count_what_real_play_over_sockets_did(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(database, "--rate", "2")]) as (server,):
        before = samples(server)
        assert before[("agora_actions_committed_total", ())] == 0
        assert before[("agora_open_sockets", ())] == 0
        table_id, token = duel(server, {"kind": "bot", "bot": "random"})
        ann = SeatSocket(server.ws, table_id, token)
        try:
            ann.state_at_least(0)
            ann.send(action="pick 2", log_index=0)
            ann.until("accepted")
            state = ann.state_at_least(2)  # the bot has picked too: both picks are in the log
            during = samples(server)
            assert during[("agora_open_sockets", ())] == 1
            assert during[("agora_live_tables", ())] == 1
            # A burst past the socket's rate (2 a second, in bursts of 40) is refused, and counted.
            for _ in range(45):
                ann.send(type="pong")
            assert ann.until("error")["code"] == "rate_limited"
        finally:
            ann.close()
        time.sleep(0.3)
        after = samples(server)
    committed = after[("agora_actions_committed_total", ())]
    assert committed >= state["log_index"] >= 2
    assert after[("agora_commit_seconds_count", ())] == committed
    assert 0 < after[("agora_commit_seconds_sum", ())] < committed  # well under a second a commit here
    assert after[("agora_commit_seconds_bucket", (("le", "+Inf"),))] == committed
    assert after[("agora_bot_move_seconds_count", ())] >= 1
    assert after[("agora_bot_turns_waiting", ())] >= 0
    assert after[("agora_rate_limit_refusals_total", (("limit", "socket"),))] >= 1
    assert after[("agora_open_sockets", ())] == 0
    assert not any(name == "agora_errors_total" and value for (name, _), value in after.items())


# --- configuration from the environment ---


AGORA = [sys.executable, "-c", "from agora.commands.app import main; main()"]


@pytest.mark.parametrize("secret_in", ["file", "variable"])
def test_agora_serve_takes_every_setting_from_the_environment(tmp_path: Path, secret_in: str) -> None:
    port = free_port()
    secret = secrets.token_urlsafe(32)
    (tmp_path / "secret").write_text(secret + "\n")
    given = ({"AGORA_SESSION_SECRET_FILE": str(tmp_path / "secret")} if secret_in == "file"
             else {"AGORA_SESSION_SECRET": secret})
    environment = {
        **{k: v for k, v in os.environ.items() if not k.startswith("AGORA_SESSION_SECRET")}, **given,
        "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1",
        "AGORA_HOST": "127.0.0.1", "AGORA_PORT": str(port), "AGORA_DB": f"sqlite:///{tmp_path / 'agora.db'}",
        "AGORA_LAB_REPORTS": str(tmp_path / "lab"),
        "AGORA_LOG_FORMAT": "json", "AGORA_LOG_LEVEL": "info", "AGORA_ALLOWED_HOST": "agora.test games.test:8443",
        "AGORA_PUSH_KEY_FILE": str(tmp_path / "keys" / "push.pem"), "AGORA_PUSH_SERVICE": "push.test http://127.0.0.1:9",
    }
    command = [*AGORA, "serve"]
    with (tmp_path / "log").open("wb") as log:
        process = subprocess.Popen(command, env=environment, stdout=log, stderr=subprocess.STDOUT)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as http:
            for _ in range(200):
                try:
                    if http.get("/healthz").status_code == 200:
                        break
                except httpx.TransportError:
                    time.sleep(0.1)
            # The allowed hosts came from the environment: a page of games.test:8443 may change things.
            credentials = {"name": "ops-ann", "password": "quiet orange lantern 1987!"}
            signed_up = http.post("/api/account/signup", json=credentials,
                                  headers={"Origin": "https://games.test:8443", "X-Request-ID": "probe-42"})
            assert signed_up.status_code == 201, signed_up.text
            assert signed_up.headers["x-request-id"] == "probe-42"
            # The session cookie is signed with the secret of the file the environment named.
            TimestampSigner(secret).unsign(signed_up.cookies["agora_session"])
            # The push key was made in the file named, for its owner alone; the push services are the ones named.
            push_key = Vapid02.from_pem((tmp_path / "keys" / "push.pem").read_bytes())
            assert (tmp_path / "keys" / "push.pem").stat().st_mode & 0o777 == 0o600
            assert http.get("/api/push/key").json()["key"] == application_key(push_key)
            browser = {"keys": {"p256dh": application_key(push_key), "auth": "AAAAAAAAAAAAAAAAAAAAAA"}}
            assert http.put("/api/push/subscription", json={**browser, "endpoint": "https://push.test/x"},
                            headers={"Origin": "https://games.test:8443"}).status_code == 204
            assert http.put("/api/push/subscription", json={**browser, "endpoint": "https://fcm.googleapis.com/x"},
                            headers={"Origin": "https://games.test:8443"}).status_code == 422
    finally:
        process.terminate()
        process.wait(timeout=10)
    records = [json.loads(line) for line in (tmp_path / "log").read_text().splitlines() if line.startswith("{")]
    assert records, "no JSON log records"
    request = [r for r in records if r["logger"] == "agora.access" and r["path"] == "/api/account/signup"]
    assert request and request[0]["request_id"] == "probe-42" and request[0]["status"] == 201


def test_table_ids_are_on_the_log_records_of_their_requests(tmp_path: Path) -> None:
    log = tmp_path / "log"
    server = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--log-format", "json", "--log-level", "info", log=log)
    with running([server]):
        table_id, _ = duel(server, {"kind": "human"})
        assert server.http.get(f"/api/tables/{table_id}").status_code == 200
    records = [json.loads(line) for line in log.read_text().splitlines() if line.startswith("{")]
    asked = [r for r in records if r.get("path") == f"/api/tables/{table_id}"]
    assert asked and asked[0]["table_id"] == table_id and re.fullmatch(r"[0-9a-f]{16}", asked[0]["request_id"])


# --- two deployments on one Redis ---


@pytest.mark.redis
def test_two_deployments_on_one_redis_keep_apart_by_their_prefixes(tmp_path: Path, redis_url: str) -> None:
    first, second = f"ops-a-{secrets.token_hex(3)}", f"ops-b-{secrets.token_hex(3)}"
    watcher = redis.Redis.from_url(redis_url)
    heard = watcher.pubsub()
    heard.psubscribe(f"{first}:*", f"{second}:*")
    servers = [ServerProcess(f"sqlite:///{tmp_path / f'{prefix}.db'}", "--redis", redis_url, "--redis-prefix", prefix)
               for prefix in (first, second)]
    try:
        with running(servers) as (one, _two):
            duel(one, {"kind": "human"})
            one.http.post("/api/tables", json={"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "human"}]})
            one.http.post("/api/account/signin", json={"name": "nobody", "password": "not it at all"},
                          headers={"Origin": one.url})
            channels: set[str] = set()
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline and f"{first}:match-changed" not in channels:
                message = heard.get_message(timeout=0.2)
                if message and message["type"] == "pmessage":
                    channels.add(message["channel"].decode())
            assert channels == {f"{first}:match-changed"}, channels
            keys = {key.decode() for key in watcher.scan_iter(match=f"{first}:*")}
            assert keys and all(key.startswith(f"{first}:sign-in:") for key in keys)
            assert not list(watcher.scan_iter(match=f"{second}:*"))
    finally:
        heard.close()
        for key in watcher.scan_iter(match=f"{first}:*"):
            watcher.delete(key)
        watcher.close()


def test_a_secret_given_twice_is_refused(tmp_path: Path) -> None:
    (tmp_path / "secret").write_text("one secret")
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "AGORA_SESSION_SECRET": "another",
                   "AGORA_DB": f"sqlite:///{tmp_path / 'agora.db'}"}
    refused = subprocess.run([*AGORA, "serve", "--session-secret-file", str(tmp_path / "secret")],
                             env=environment, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2 and "not both" in refused.stderr


# --- offline API docs ---


def test_the_api_docs_load_only_assets_agora_serves(client: TestClient) -> None:
    page = client.get("/docs")
    assert page.status_code == 200
    assets = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert {Path(asset).name for asset in assets} == {"swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png"}
    assert "//" not in page.text.replace("https://swagger.io", "")  # no CDN, no other host: only local paths
    for asset in assets:
        assert asset.startswith("/docs-assets/")
        served = client.get(asset)
        assert served.status_code == 200 and len(served.content) > 500, asset
    assert "SwaggerUIBundle" in client.get("/docs-assets/swagger-ui-bundle.js").text
    assert client.get("/openapi.json").json()["info"]["title"] == "Agora"
    assert client.get("/redoc").status_code == 404  # one docs page, the offline one


def test_the_grafana_dashboard_charts_only_metrics_the_server_serves(client: TestClient) -> None:
    dashboard = json.loads((ROOT / "docs" / "grafana-dashboard.json").read_text())
    charted = {name for panel in dashboard["panels"] for target in panel["targets"]
               for name in re.findall(r"agora_[a-z_]+", target["expr"])}
    families = list(text_string_to_metric_families(client.get("/metrics").text))
    served = {family.name for family in families} | {sample.name for family in families for sample in family.samples}
    labelled = {"agora_rate_limit_refusals_total", "agora_errors_total"}  # a series appears at its first count
    assert len(charted) == 8 and charted - labelled <= served, charted - served


@pytest.mark.pg
@pytest.mark.redis
def test_several_workers_report_their_sum_at_any_of_them(
    fresh_pg: Callable[[], tuple[str, str]], redis_url: str, tmp_path: Path
) -> None:
    url, _ = fresh_pg()
    port = free_port()
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics"),
                   "AGORA_LAB_REPORTS": str(tmp_path / "lab"), "AGORA_SESSION_SECRET": "shared by both workers"}
    command = [*AGORA, "serve", "--port", str(port), "--workers", "2", "--db", url, "--redis", redis_url,
               "--redis-prefix", f"ops-{secrets.token_hex(3)}"]
    process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as http:
            for _ in range(300):
                try:
                    if http.get("/readyz").status_code == 200:
                        break
                except httpx.TransportError:
                    time.sleep(0.1)
            body = {"game": "relic-runners", "seats": [{"kind": "human"}, {"kind": "human"}]}
            table_id = http.post("/api/tables", json=body).json()["table"]["id"]
            # Spectators' sockets, each accepted by whichever worker the kernel gives it to.
            watching = [SeatSocket(f"ws://127.0.0.1:{port}", table_id) for _ in range(4)]
            try:
                for socket in watching:
                    socket.until("state")
                counted = set()
                for _ in range(8):  # a new connection each: it lands on either worker, and each reports both
                    scraped = text_string_to_metric_families(httpx.get(f"http://127.0.0.1:{port}/metrics").text)
                    counted |= {family.samples[0].value for family in scraped if family.name == "agora_open_sockets"}
            finally:
                for socket in watching:
                    socket.close()
            pids = {path.name.rsplit("_", 1)[1] for path in (tmp_path / "metrics").glob("gauge_livesum_*.db")}
    finally:
        process.terminate()
        process.wait(timeout=20)
    assert len(pids) == 2  # both workers keep their values in the folder
    assert counted == {4.0}
