"""Load benchmark of the web platform: N concurrent games, every seat played by
a random client over a real WebSocket to a real uvicorn server.

Prints actions per second, p50/p99 action-to-broadcast latency (from a seat
sending an action to the first socket of that table receiving the state that
holds it) and the server's memory per live match. A benchmark: it judges no figure, but
exits non-zero, saying why, when it measured nothing (no action accepted, a table stopped
on an error, more than 1% of the actions refused).

    .venv/bin/python bench/load.py --tables 50 --seconds 20
    .venv/bin/python bench/load.py --tables 200 --rate 500   # latency at a set load
    .venv/bin/python bench/load.py --tables 200 --game relic-runners --url http://127.0.0.1:8000
    .venv/bin/python bench/load.py --compare postgresql://postgres@127.0.0.1:5432/test   # SQLite, then PG + Redis
    .venv/bin/python bench/load.py --db postgresql://... --redis redis://127.0.0.1:6379/0 --workers 2
    .venv/bin/python bench/load.py --tables 200 --rate 500 --processes 1 2   # behind nginx, PG + Redis
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import secrets
import socket
import ssl
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import orjson
import psycopg
from nginx_front import Missing, Nginx, self_signed
from sqlalchemy import make_url
from websockets.asyncio.client import ClientConnection, connect


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def family(pid: int) -> list[int]:
    """A process and its descendants (uvicorn's workers), from /proc."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [pid, *(p for child in children for p in family(int(child)))]


def cpu_seconds(*pids: int) -> float:
    """User + system CPU time processes and their descendants are using, from /proc."""
    total = 0.0
    for member in (member for pid in pids for member in family(pid)):
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{member}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def rss_kib(*pids: int) -> int:
    """Resident memory of processes and their descendants, from /proc."""
    total = 0
    for member in (member for pid in pids for member in family(pid)):
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{member}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
    return total


# Random legal answers are refused only where a seat's state went stale under it: more is a broken run.
# Refusals for going over a socket's message rate are sent again, and do not count.
REFUSED_AT_MOST = 0.01
RATE_LIMITED_RETRY = 0.05  # seconds


class Figures:
    """What the run measured, and the pace each table keeps (`interval` seconds
    between its actions; 0 answers every state at once)."""

    def __init__(self, interval: float = 0.0, seed: int = 1) -> None:
        self.interval = interval
        self.phase = random.Random(seed)
        self.next_at: dict[str, float] = {}  # table -> when its next action is due
        self.actions = 0
        self.latencies: list[float] = []
        self.games = 0
        self.refused: dict[str, int] = {}
        self.sent: dict[tuple[str, int], float] = {}  # (table, log index answered) -> send time

    def wait(self, table: str) -> float:
        """Seconds to wait before the table's next action, so that it keeps its pace;
        tables start at random phases, so that their actions do not come in waves."""
        now = time.perf_counter()
        due = max(now, self.next_at.get(table, now + self.phase.random() * self.interval))
        self.next_at[table] = due + self.interval
        return due - now


async def play_seat(
    url: str, table: str, token: str, rng: random.Random, figures: Figures, stop: asyncio.Event,
    tls: ssl.SSLContext | None = None,
) -> None:
    """Answer every state of one seat with a random legal action until the game ends or time is up."""
    ws_url = url.replace("http", "ws", 1) + f"/api/tables/{table}/socket"
    async with connect(ws_url, max_size=2**22, ssl=tls) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        await seat_loop(ws, table, rng, figures, stop)


async def seat_loop(
    ws: ClientConnection, table: str, rng: random.Random, figures: Figures, stop: asyncio.Event
) -> None:
    last = ""  # the seat's last action sent
    async for raw in ws:
        message = orjson.loads(raw)  # as quick as the server's encoder: the clients share its cores
        kind = message["type"]
        if kind == "ping":
            await ws.send('{"type":"pong"}')
        elif kind == "accepted":
            figures.actions += 1
        elif kind == "error":
            figures.refused[message["code"]] = figures.refused.get(message["code"], 0) + 1
            if message["code"] == "rate_limited" and last and not stop.is_set():
                # A seat over its socket's rate sends again a moment later, as a client would: else its table stalls.
                await asyncio.sleep(RATE_LIMITED_RETRY)
                await ws.send(last)
        elif kind == "state":
            index = message["log_index"]
            sent = figures.sent.pop((table, index - 1), None)
            if sent is not None:
                figures.latencies.append(time.perf_counter() - sent)
            if message["status"] == "finished":
                figures.games += message["seat"] == 0
                return
            if message["legal"] and not stop.is_set():
                action = rng.choice(message["legal"])["code"]
                if figures.interval:
                    await asyncio.sleep(figures.wait(table))
                figures.sent.setdefault((table, index), time.perf_counter())
                last = json.dumps({"action": action, "log_index": index})
                await ws.send(last)
            elif stop.is_set():
                return


class BenchFailed(Exception):
    """The server refused what the benchmark needs: the run would measure nothing."""


async def call(http: httpx.AsyncClient, method: str, path: str, **request: Any) -> Any:
    """One API request's JSON answer; any error status stops the benchmark with the server's reason."""
    response = await http.request(method, path, **request)
    if response.is_error:
        raise BenchFailed(f"{method} {path}: {response.status_code} {response.text}")
    return response.json()


async def private_table(http: httpx.AsyncClient, game: str, players: int) -> tuple[str, list[str]]:
    """A new private table of `players` people seated as friends with its invite link are: the creator
    takes seat 0 and reads the invite key from its seat's state, the others join with that key.
    The table's id and each seat's token."""
    body = {"game": game, "options": {"players": players}, "seats": [{"kind": "human"}] * players,
            "join_as": "p0", "private": True}
    created = await call(http, "POST", "/api/tables", json=body)
    table: str = created["table"]["id"]
    tokens: list[str] = [created["joined"]["token"]]
    own = await call(http, "GET", f"/api/tables/{table}/state", headers={"Authorization": f"Bearer {tokens[0]}"})
    for seat in range(1, players):
        body = {"name": f"p{seat}", "invite": own["invite"]}
        joined = await call(http, "POST", f"/api/tables/{table}/join", json=body)
        tokens.append(joined["token"])
    return table, tokens


async def one_table(
    http: httpx.AsyncClient,
    url: str,
    game: str,
    players: int,
    rng: random.Random,
    figures: Figures,
    stop: asyncio.Event,
    tls: ssl.SSLContext | None = None,
) -> None:
    """Games one after another at one table slot until time is up."""
    while not stop.is_set():
        table, tokens = await private_table(http, game, players)
        await asyncio.gather(
            *(play_seat(url, table, t, random.Random(rng.random()), figures, stop, tls) for t in tokens)
        )


def start_server(game_db: str, redis: str | None, workers: int, *extra: str) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    # The server exactly as `agora serve` runs it (its uvicorn settings included).
    agora = str(Path(sys.executable).with_name("agora"))
    # Every load client comes from 127.0.0.1: the per-address limit would refuse the crowd.
    command = [agora, "serve", "--host", "127.0.0.1", "--port", str(port), "--db", game_db, "--address-rate", "0",
               "--workers", str(workers), *(["--redis", redis] if redis else []), *extra]
    process = subprocess.Popen(command)
    url = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if httpx.get(f"{url}/api/games", timeout=1).status_code == 200:
                return process, url
        except httpx.TransportError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")


@dataclass
class Played:
    """What one load client process measured in the window."""

    game: str
    actions: int
    latencies: list[float]
    games: int
    refused: dict[str, int]
    cpu: float  # the client process's own CPU time


async def play(args: argparse.Namespace, url: str, cafile: str | None, tables: int, seed: int, start: float) -> Played:
    """Play `tables` table slots against `url` (over TLS trusting `cafile`, if given) from `start` (a
    time.time()) on; measure from its warm-up's end for --seconds."""
    tls = ssl.create_default_context(cafile=cafile) if cafile else None
    verify: ssl.SSLContext | bool = tls if tls is not None else True
    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(base_url=url, timeout=60, limits=limits, verify=verify) as http:
        games = [g["name"] for g in (await http.get("/api/games")).json()]
        game = args.game or ("relic-runners" if "relic-runners" in games else games[0])
        stop = asyncio.Event()
        # At a set total rate, each table acts every tables/rate seconds.
        figures = Figures(args.tables / args.rate if args.rate else 0.0, seed)
        rng = random.Random(seed)
        tasks = [
            asyncio.create_task(one_table(http, url, game, args.players, rng, figures, stop, tls))
            for _ in range(tables)
        ]
        try:
            await until(start + args.warmup, tasks)
            # Counted from here on, like the actions: a table's start, its second seat's arrival re-sending
            # the first seat's state, earns a refusal or two that belong to the warm-up.
            figures.actions, figures.latencies, figures.refused = 0, [], {}
            cpu_began = time.process_time()
            await until(start + args.warmup + args.seconds, tasks)
            played = Played(game, figures.actions, figures.latencies, figures.games, figures.refused,
                            time.process_time() - cpu_began)
            stop.set()
            await asyncio.wait(tasks, timeout=10)
        finally:
            for task in tasks:
                task.cancel()
    return played


async def until(moment: float, tasks: list[asyncio.Task[None]]) -> None:
    """Wait until `moment` (a time.time()), stopping the run if a table slot failed meanwhile."""
    while (left := moment - time.time()) > 0:
        await asyncio.sleep(min(left, 0.5))
        failed(tasks)


def play_in_process(args: argparse.Namespace, url: str, cafile: str | None, tables: int, seed: int,
                    start: float) -> Played:
    """One load client process's share (run by a process pool)."""
    return asyncio.run(play(args, url, cafile, tables, seed, start))


async def run(
    args: argparse.Namespace, url: str, pids: list[int], cafile: str | None = None, proxy: list[int] | None = None,
) -> float:
    """Load the server at `url` (its processes `pids`; `proxy`: the processes of a proxy in front of
    it, reached over TLS trusting `cafile`) from --clients processes, and print what it measured;
    its actions per second."""
    start = time.time() + 0.5  # every client and this process count from the same moment
    shares = [args.tables // args.clients + (i < args.tables % args.clients) for i in range(args.clients)]
    base = rss_kib(*pids)
    loop = asyncio.get_running_loop()
    pool = ProcessPoolExecutor(args.clients) if args.clients > 1 else None
    try:
        clients: list[asyncio.Future[Played]]
        if pool is None:
            clients = [asyncio.ensure_future(play(args, url, cafile, args.tables, args.seed, start))]
        else:
            clients = [loop.run_in_executor(pool, play_in_process, args, url, cafile, share, args.seed + i, start)
                       for i, share in enumerate(shares)]
        await asyncio.sleep(max(0.0, start + args.warmup - time.time()))
        began = time.perf_counter()
        cpu_began, proxy_began = cpu_seconds(*pids), cpu_seconds(*(proxy or []))
        peak = 0
        while (left := start + args.warmup + args.seconds - time.time()) > 0:
            await asyncio.sleep(min(left, 0.5))
            peak = max(peak, rss_kib(*pids))
        elapsed = time.perf_counter() - began
        cpu = cpu_seconds(*pids) - cpu_began
        proxy_cpu = cpu_seconds(*(proxy or [])) - proxy_began
        played = await asyncio.gather(*clients)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    actions = sum(p.actions for p in played)
    latencies = sorted(latency for p in played for latency in p.latencies)
    refused: dict[str, int] = {}
    for p in played:
        for code, count in p.refused.items():
            refused[code] = refused.get(code, 0) + count
    pace = f"offered {args.rate:.0f} actions/s" if args.rate else "every state answered at once"
    print(f"game {played[0].game}, {args.tables} concurrent tables of {args.players}, {pace}, "
          f"{elapsed:.1f} s measured")
    print(f"actions/s            {actions / elapsed:10.1f}   ({actions} actions, "
          f"{sum(p.games for p in played)} games finished)")
    print(f"refused              {refused or 'none'}")
    if latencies:
        p50 = statistics.median(latencies) * 1000
        p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
        print(f"latency p50 / p99    {p50:10.1f} / {p99:.1f} ms   (action sent -> state received)")
    if pids and actions:
        # The load clients share the machine: the server's own CPU per action is the figure to compare.
        print(f"server CPU           {cpu / actions * 1000:10.2f} ms per action   ({cpu / elapsed:.0%} of one core)")
        if proxy:
            print(f"proxy CPU            {proxy_cpu / actions * 1000:10.2f} ms per action   "
                  f"({proxy_cpu / elapsed:.0%} of one core)")
        print(f"memory per match     {(peak - base) / args.tables:10.0f} KiB   (server RSS {base} -> {peak} KiB)")
    # Near 100% of a core each, the clients set the pace, not the server: its throughput is then a floor.
    busiest = max(p.cpu for p in played) / elapsed
    print(f"load clients CPU     {busiest:10.0%} of one core (the busiest of {args.clients})")
    if not actions:
        raise SystemExit(f"load.py: FAILED, no action was accepted in {elapsed:.1f} s: nothing was measured")
    if sum(n for code, n in refused.items() if code != "rate_limited") > actions * REFUSED_AT_MOST:
        raise SystemExit(f"load.py: FAILED, the server refused {refused} for {actions} accepted actions")
    return actions / elapsed


def failed(tasks: list[asyncio.Task[None]]) -> None:
    """Stop the run on the first error a table slot stopped on: from then on it would measure nothing."""
    for task in tasks:
        if task.done() and not task.cancelled() and (error := task.exception()) is not None:
            raise SystemExit(f"load.py: FAILED, a table stopped on {type(error).__name__}: {error}")


@contextlib.contextmanager
def fresh_postgresql(server: str, flush: bool = True) -> Iterator[str]:
    """A new database on the PostgreSQL of `server` (a database URL), dropped afterwards.
    `flush=False` turns synchronous_commit off in it (for diagnosis: a commit then returns before
    its WAL is on disk, which the server's durability rule does not allow)."""
    name = f"agora_bench_{secrets.token_hex(4)}"
    admin = make_url(server).set(drivername="postgresql")
    with psycopg.connect(admin.render_as_string(hide_password=False), autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
        if not flush:
            connection.execute(f'ALTER DATABASE "{name}" SET synchronous_commit = off')
    try:
        yield admin.set(database=name).render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin.render_as_string(hide_password=False), autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def serve_and_run(args: argparse.Namespace, database: str, redis: str | None, workers: int) -> float:
    """Start a server on `database`, load it, stop it; its actions per second."""
    process, url = start_server(database, redis, workers)
    try:
        return asyncio.run(run(args, url, [process.pid]))
    finally:
        process.terminate()
        process.wait(timeout=15)


def behind_nginx(args: argparse.Namespace, database: str, redis: str, processes: int) -> float:
    """Start `processes` single-worker servers on `database` and deploy/nginx/agora.conf in front of
    them (HTTPS, a certificate made for the run), load them through it, stop them; the actions per second."""
    started: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory() as folder:
        try:
            cert, key = self_signed(Path(folder))
            ports = []
            for _ in range(processes):
                process, url = start_server(database, redis, 1, "--trusted-proxy", "127.0.0.1")
                started.append(process)
                ports.append(int(url.rsplit(":", 1)[1]))
            nginx = Nginx(Path(folder), ports, cert, key).start(cert)
            try:
                return asyncio.run(run(args, nginx.url, [p.pid for p in started], str(cert), [nginx.pid]))
            finally:
                nginx.stop()
                # A process taken out sends its tables to another: they are split, and each costs more.
                print(f"nginx took a process out {nginx.took_out()} time(s)")
                for line in nginx.errors()[:3]:
                    print(f"  nginx: {line}")
        finally:
            for process in started:
                process.terminate()
            for process in started:
                process.wait(timeout=15)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=50, help="concurrent games")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--game", help="default: relic-runners if installed")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured time")
    parser.add_argument("--rate", type=float, default=0.0,
                        help="total actions per second the tables offer (default: as fast as answered)")
    parser.add_argument("--warmup", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clients", type=int, default=1,
                        help="load client processes sharing the tables (one Python process tops out near a core)")
    parser.add_argument("--url", help="a running server (default: start one on a fresh SQLite file)")
    parser.add_argument("--db", help="start the server on this database URL (default: a fresh SQLite file)")
    parser.add_argument("--redis", help="with --db or --compare: the Redis URL (default for --compare: local)")
    parser.add_argument("--workers", type=int, default=1, help="server processes (PostgreSQL and Redis)")
    parser.add_argument("--compare", metavar="PG_URL",
                        help="in one run: SQLite, then a fresh database on this PostgreSQL server with Redis")
    parser.add_argument("--no-flush", action="store_true",
                        help="with --compare: synchronous_commit off, to see what the WAL flush costs (not durable)")
    parser.add_argument("--processes", type=int, nargs="+", metavar="N",
                        help="for each N in turn: N single-worker processes behind nginx (deploy/nginx/agora.conf, "
                             "HTTPS), on a fresh database of --pg with --redis")
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432/test",
                        help="with --processes: the PostgreSQL server")
    args = parser.parse_args()
    if args.processes:
        redis = args.redis or "redis://127.0.0.1:6379/0"
        for processes in args.processes:
            with fresh_postgresql(args.pg) as database:
                print(f"== {processes} process(es) behind nginx, PostgreSQL + Redis")
                try:
                    behind_nginx(args, database, redis, processes)
                except Missing as err:
                    raise SystemExit(f"load.py: {err}") from err
        return
    if args.url:
        asyncio.run(run(args, args.url, []))
        return
    if args.db:
        serve_and_run(args, args.db, args.redis, args.workers)
        return
    with tempfile.TemporaryDirectory() as folder:
        print("== SQLite, 1 worker")
        sqlite = serve_and_run(args, f"sqlite:///{folder}/bench.db", None, 1)
    if args.compare:
        redis = args.redis or "redis://127.0.0.1:6379/0"
        with fresh_postgresql(args.compare, flush=not args.no_flush) as database:
            unflushed = ", synchronous_commit off (diagnosis only: not durable)" if args.no_flush else ""
            print(f"== PostgreSQL + Redis, {args.workers} worker(s){unflushed}")
            postgresql = serve_and_run(args, database, redis, args.workers)
        print(f"PostgreSQL + Redis / SQLite   {postgresql / sqlite:.2f}x")


if __name__ == "__main__":
    main()
