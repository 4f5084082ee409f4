"""kill -9 of one of two workers under load, on PostgreSQL + Redis: nothing
acknowledged is lost, nothing is applied twice, every client reconnects and
converges. A benchmark: it prints figures and judges none, but exits non-zero, saying
why, when a trial measured nothing (no action acknowledged, or the kill cut no client off).

Each trial: a fresh database, `agora serve --workers 2 --redis ...`, N tables of
two seats, each seat a client that plays random legal actions over its own
socket (whichever worker accepted it) and, when its socket drops, reconnects and
sends its unanswered submission once more (at-least-once, as a real client
would). A moment into the load one worker is killed with SIGKILL (uvicorn starts
another); the load goes on, then stops. Then, from the log in the database:
- lost: an acknowledged action that is not in the log at its index;
- applied twice: a log entry that matches no distinct submission of its seat
  (a submission answering log index L may be applied once, at an index >= L);
- converged: every client shows the log's head within 1 s of the load's end.

    .venv/bin/python bench/kill9.py --trials 20 --pg postgresql://postgres@127.0.0.1:5432/test

With `--processes N`, N single-worker `agora serve` processes run behind nginx (deploy/nginx/agora.conf,
HTTPS with a certificate made for the run), the clients reach them through it, and the process
holding the most sockets is killed and stays dead: nginx sends its tables to the others.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import signal
import ssl
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import psycopg
from load import BenchFailed, family, fresh_postgresql, private_table, start_server
from nginx_front import Missing, Nginx, self_signed
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException


@dataclass
class Submission:
    """One action a seat chose, answering log index `index` (sent again after a reconnect)."""

    index: int
    action: str
    outcome: str = "unanswered"  # accepted, duplicate (applied earlier), refused
    at: int | None = None  # the log index it was accepted at


@dataclass
class Client:
    """One seat's client."""

    table: str
    seat: int
    token: str
    submissions: list[Submission] = field(default_factory=list)
    shown: int = 0  # the log index of the last state it was sent
    connects: int = 0
    finished: bool = False

    async def play(self, ws_url: str, rng: random.Random, stop: asyncio.Event, tls: ssl.SSLContext | None) -> None:
        """Play until stopped; reconnect whenever the socket drops."""
        while True:
            try:
                async with connect(f"{ws_url}/api/tables/{self.table}/socket", open_timeout=5, ssl=tls) as ws:
                    self.connects += 1
                    await ws.send(json.dumps({"type": "hello", "token": self.token}))
                    pending = self.pending()
                    if pending is not None:  # its answer was lost with the socket: ask again
                        await ws.send(json.dumps({"action": pending.action, "log_index": pending.index}))
                    async for raw in ws:
                        await self.read(ws, json.loads(raw), rng, stop)
            except (WebSocketException, OSError, TimeoutError):
                await asyncio.sleep(0.05)

    def pending(self) -> Submission | None:
        last = self.submissions[-1] if self.submissions else None
        return last if last is not None and last.outcome == "unanswered" else None

    async def read(self, ws: object, message: dict[str, object], rng: random.Random, stop: asyncio.Event) -> None:
        send = ws.send  # type: ignore[attr-defined]
        kind = message["type"]
        pending = self.pending()
        if kind == "ping":
            await send('{"type":"pong"}')
        elif kind == "accepted" and pending is not None:
            pending.outcome, pending.at = "accepted", int(message["log_index"])  # type: ignore[call-overload]
        elif kind == "error" and pending is not None:
            pending.outcome = "duplicate" if message["code"] == "duplicate" else "refused"
        elif kind == "state":
            self.shown = int(message["log_index"])  # type: ignore[call-overload]
            self.finished = message["status"] == "finished"
            legal = message["legal"]
            if legal and pending is None and not stop.is_set():
                choice = Submission(self.shown, rng.choice(legal)["code"])  # type: ignore[arg-type]
                self.submissions.append(choice)
                await send(json.dumps({"action": choice.action, "log_index": choice.index}))


@dataclass
class Trial:
    """What one trial found."""

    acked: int
    lost: int
    twice: int
    cut: int  # client sockets the killed worker held
    duplicates: int  # sent again after a reconnect and refused as already applied: acknowledged late, once
    unanswered: int
    reconnected: int
    clients: int
    waiting: list[str]  # the clients left without an answer, described
    converged_in: float | None  # seconds from the load's end until every client shows the head; None: never


def applied_twice(client: Client, log: list[tuple[int, int, str | None]]) -> int:
    """Entries of this seat that match no distinct submission: each submission is applied at most once."""
    submissions = list(client.submissions)
    unmatched = 0
    for index, seat, action in log:
        if seat != client.seat:
            continue
        match = next((s for s in submissions if s.action == action and s.index <= index), None)
        if match is None:
            unmatched += 1
        else:
            submissions = submissions[submissions.index(match) + 1:]
    return unmatched


@dataclass
class Served:
    """The servers of a trial: where clients connect, and each server process with its port."""

    url: str
    processes: Callable[[], dict[int, int]]  # now: pid -> the port it serves on
    tls: ssl.SSLContext | None = None


@contextlib.asynccontextmanager
async def workers(database: str, redis: str) -> AsyncIterator[Served]:
    """`agora serve --workers 2`: uvicorn's two workers on one port (it starts another when one dies)."""
    process, url = start_server(database, redis, 2)
    port = int(url.rsplit(":", 1)[1])
    try:
        # Asked at the kill: uvicorn may start its second worker after the first answers.
        yield Served(url, lambda: {worker: port for worker in family(process.pid)[1:]})
    finally:
        process.terminate()
        process.wait(timeout=20)


@contextlib.asynccontextmanager
async def behind_nginx(database: str, redis: str, count: int) -> AsyncIterator[Served]:
    """`count` single-worker processes behind nginx (HTTPS); one killed stays dead."""
    started: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory() as folder:
        try:
            cert, key = self_signed(Path(folder))
            ports = {}
            for _ in range(count):
                process, url = start_server(database, redis, 1, "--trusted-proxy", "127.0.0.1")
                started.append(process)
                ports[process.pid] = int(url.rsplit(":", 1)[1])
            nginx = Nginx(Path(folder), list(ports.values()), cert, key).start(cert)
            try:
                yield Served(nginx.url, lambda: ports, ssl.create_default_context(cafile=str(cert)))
            finally:
                nginx.stop()
        finally:
            for process in started:
                process.terminate()
            for process in started:
                process.wait(timeout=20)


async def trial(args: argparse.Namespace, database: str, number: int) -> Trial:
    served = behind_nginx(database, args.redis, args.processes) if args.processes else workers(database, args.redis)
    async with served as servers:
        clients, cut, converged_in = await load_and_kill(args, servers, database, number)
    log = read_log(database)
    acked = [(c, s) for c in clients for s in c.submissions if s.outcome == "accepted"]
    lost = sum(1 for c, s in acked if (s.at is None or s.at >= len(log[c.table])
                                       or log[c.table][s.at][1:] != (c.seat, s.action)))
    return Trial(
        acked=len(acked),
        lost=lost,
        twice=sum(applied_twice(c, log.get(c.table, [])) for c in clients),
        cut=cut,
        duplicates=sum(1 for c in clients for s in c.submissions if s.outcome == "duplicate"),
        unanswered=sum(1 for c in clients for s in c.submissions if s.outcome == "unanswered"),
        reconnected=sum(1 for c in clients if c.connects > 1),
        clients=len(clients),
        waiting=[f"table {c.table} seat {c.seat}, {c.connects} connection(s), shown {c.shown}, head "
                 f"{len(log.get(c.table, []))}, sent {c.submissions[-1]}" for c in clients if c.pending() is not None],
        converged_in=converged_in,
    )


async def load_and_kill(
    args: argparse.Namespace, servers: Served, database: str, number: int
) -> tuple[list[Client], int, float | None]:
    """Load the servers, kill one, load on, stop: the clients, how many sockets the kill cut, and how
    long after the load's end every client showed the log's head (None: not within --settle)."""
    rng = random.Random(args.seed * 1000 + number)
    stop = asyncio.Event()
    verify: ssl.SSLContext | bool = servers.tls if servers.tls is not None else True
    async with httpx.AsyncClient(base_url=servers.url, timeout=30, verify=verify) as http:
        clients: list[Client] = []
        for _ in range(args.tables):
            table, tokens = await private_table(http, args.game, 2)
            clients += [Client(table, seat, token) for seat, token in enumerate(tokens)]
    ws_url = servers.url.replace("http", "ws", 1)
    tasks = [asyncio.create_task(c.play(ws_url, random.Random(rng.random()), stop, servers.tls)) for c in clients]
    await asyncio.sleep(rng.uniform(1.0, 2.0))
    # The process holding the most client sockets: a kill that cuts nobody off shows nothing.
    held = {pid: sockets_held(pid, port) for pid, port in servers.processes().items()}
    victim = max(held, key=lambda pid: held[pid])
    os.kill(victim, signal.SIGKILL)
    await asyncio.sleep(args.seconds)
    stop.set()
    ended = time.monotonic()
    # The log's head: once every submission is answered (or its answer lost for good).
    tables = sorted({c.table for c in clients})
    converged_in: float | None = None
    while time.monotonic() - ended < args.settle:
        heads = read_heads(database, tables)
        if all(c.shown == heads.get(c.table, 0) or c.finished for c in clients):
            converged_in = time.monotonic() - ended
            break
        await asyncio.sleep(0.02)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return clients, held[victim], converged_in


def sockets_held(pid: int, port: int) -> int:
    """Established TCP connections to `port` that process `pid` holds (from /proc)."""
    inodes = set()
    with contextlib.suppress(OSError):  # a process gone meanwhile holds nothing
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            with contextlib.suppress(OSError):
                target = os.readlink(fd)
                if target.startswith("socket:["):
                    inodes.add(target[8:-1])
    held = 0
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        local_port, state, inode = int(fields[1].split(":")[1], 16), fields[3], fields[9]
        held += local_port == port and state == "01" and inode in inodes  # 01: established
    return held


def read_heads(database: str, tables: list[str]) -> dict[str, int]:
    with psycopg.connect(database) as connection:
        rows = connection.execute(
            'SELECT match_id, max("index") + 1 FROM actions WHERE match_id = ANY(%s) GROUP BY match_id', (tables,)
        ).fetchall()
    return {str(table): int(length) for table, length in rows}


def read_log(database: str) -> dict[str, list[tuple[int, int, str | None]]]:
    with psycopg.connect(database) as connection:
        rows = connection.execute('SELECT match_id, "index", seat, action FROM actions ORDER BY match_id, "index"')
        log: dict[str, list[tuple[int, int, str | None]]] = {}
        for table, index, seat, action in rows.fetchall():
            log.setdefault(str(table), []).append((int(index), int(seat), action))
    return log


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trials", type=int, default=20)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--game", default="relic-runners")
    parser.add_argument("--seconds", type=float, default=3.0, help="load after the kill")
    parser.add_argument("--settle", type=float, default=5.0, help="the most to wait for convergence")
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432/test", help="a PostgreSQL server")
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=0,
                        help="N single-worker processes behind nginx instead of uvicorn's 2 workers")
    args = parser.parse_args()
    servers = f"{args.processes} processes behind nginx" if args.processes else "2 workers"
    print(f"{args.trials} trials: {servers} on PostgreSQL + Redis, {args.tables} tables of 2 ({args.game}), "
          f"one process killed with SIGKILL 1-2 s into the load, {args.seconds:.0f} s more load")
    print(f"{'trial':>5} {'acked':>6} {'lost':>5} {'twice':>6} {'resent, were in':>16} {'unanswered':>11} "
          f"{'cut off':>8} {'reconnected':>12} {'converged':>10}")
    results = []
    for number in range(args.trials):
        with fresh_postgresql(args.pg) as database:
            try:
                found = asyncio.run(trial(args, database, number))
            except BenchFailed as err:
                raise SystemExit(f"kill9.py: FAILED, {err}") from err
            except Missing as err:
                raise SystemExit(f"kill9.py: {err}") from err
        results.append(found)
        converged = f"{found.converged_in:.2f} s" if found.converged_in is not None else "NO"
        print(f"{number + 1:>5} {found.acked:>6} {found.lost:>5} {found.twice:>6} {found.duplicates:>16} "
              f"{found.unanswered:>11} {found.cut:>8} {found.reconnected:>5}/{found.clients:<6} {converged:>10}")
        for waiting in found.waiting:
            print(f"      unanswered: {waiting}")
        if not found.acked or not found.cut:
            what = "no action was acknowledged" if not found.acked else "the kill cut no client off"
            raise SystemExit(f"kill9.py: FAILED, in trial {number + 1} {what}: it measured nothing")
    settled = [r.converged_in for r in results if r.converged_in is not None]
    print(f"total: {sum(r.acked for r in results)} acknowledged, {sum(r.lost for r in results)} lost, "
          f"{sum(r.twice for r in results)} applied twice; {len(settled)}/{len(results)} trials converged "
          f"(slowest {max(settled, default=0):.2f} s after the load's end); "
          f"{sum(r.reconnected for r in results)} clients reconnected after a kill")


if __name__ == "__main__":
    main()
