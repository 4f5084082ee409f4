"""Bots under load: how long a person's table waits for its bot while many bots-only tables
of expert bots think (issue 31: 40 such tables made another table's random bot answer in
35-40 s). A benchmark: it prints figures and asserts nothing.

It starts `agora serve` on a fresh SQLite file (the bots-only limit per address raised, so
one machine can make them all), makes N bots-only tables of expert bots and watches each
(a bots-only table nobody watches is paused), then plays a person's seat against a random
bot at another table and times each bot reply: from the state that gives the bot the move
to the state that holds it (the server's bot delay included). Prints the p50/p95/max of
those replies and how evenly the bots-only tables moved.

    .venv/bin/python bench/bot_fairness.py --tables 40 --replies 40
    .venv/bin/python bench/bot_fairness.py --tables 0    # the same replies with no load
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from websockets.asyncio.client import connect


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def start_server(database: str, bot_tables: int) -> tuple[subprocess.Popen[bytes], str]:
    """`agora serve` on `database`, any number of sockets and `bot_tables` bots-only tables per address."""
    port = free_port()
    agora = str(Path(sys.executable).with_name("agora"))
    command = [agora, "serve", "--host", "127.0.0.1", "--port", str(port), "--db", database, "--address-rate", "0",
               "--bot-tables-per-address", str(bot_tables)]
    process = subprocess.Popen(command, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        with contextlib.suppress(httpx.TransportError):
            if httpx.get(f"{url}/api/games", timeout=1).status_code == 200:
                return process, url
        time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")


async def watch(ws: str, table_id: str, moves: dict[str, int], stop: asyncio.Event) -> None:
    """A spectator of a bots-only table, reading everything (a socket that does not read is closed)."""
    async with connect(f"{ws}/api/tables/{table_id}/socket", max_size=None) as socket_:
        await socket_.send(json.dumps({"type": "hello"}))
        while not stop.is_set():
            try:
                message = json.loads(await asyncio.wait_for(socket_.recv(), 1))
            except TimeoutError:
                continue
            if message["type"] == "ping":
                await socket_.send(json.dumps({"type": "pong"}))
            elif message["type"] == "state":
                moves[table_id] = message["log_index"]


async def person(http: httpx.AsyncClient, ws: str, game: str, replies: int, rng: random.Random) -> list[float]:
    """Play seat 0 against a random bot in seat 1, table after table; the bot's reply times."""
    times: list[float] = []
    while len(times) < replies:
        body = {"game": game, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}], "join_as": "ann"}
        created = (await http.post("/api/tables", json=body)).json()
        table_id, token = created["table"]["id"], created["joined"]["token"]
        async with connect(f"{ws}/api/tables/{table_id}/socket", max_size=None) as socket_:
            await socket_.send(json.dumps({"type": "hello", "token": token}))
            asked: tuple[int, float] | None = None  # the log index at which the bot got the move, and when
            while len(times) < replies:
                message = json.loads(await socket_.recv())
                if message["type"] == "ping":
                    await socket_.send(json.dumps({"type": "pong"}))
                if message["type"] != "state":
                    continue
                now = time.monotonic()
                if asked is not None and message["log_index"] > asked[0]:
                    times.append(now - asked[1])
                    asked = None
                if message["status"] == "finished":
                    break
                if 1 in message["to_act"] and asked is None:
                    asked = (message["log_index"], now)
                if 0 in message["to_act"] and message["legal"]:
                    action = rng.choice(message["legal"])["code"]
                    await socket_.send(json.dumps({"action": action, "log_index": message["log_index"]}))
    return times


async def run(args: argparse.Namespace, url: str) -> None:
    ws = url.replace("http", "ws", 1)
    async with httpx.AsyncClient(base_url=url, timeout=60) as http:
        seats = [{"kind": "bot", "bot": args.level}] * args.players
        body = {"game": args.game, "options": {"players": args.players}, "seats": seats}
        tables = []
        for _ in range(args.tables):
            answer = await http.post("/api/tables", json=body)
            answer.raise_for_status()
            tables.append(answer.json()["table"]["id"])
        moves = dict.fromkeys(tables, 0)
        stop = asyncio.Event()
        watchers = [asyncio.create_task(watch(ws, table_id, moves, stop)) for table_id in tables]
        await asyncio.sleep(args.warmup)  # the bots-only tables' bots are all thinking by now
        started = dict(moves)
        began = time.monotonic()
        times = await person(http, ws, args.game, args.replies, random.Random(args.seed))
        elapsed = time.monotonic() - began
        made = [moves[t] - started[t] for t in tables]
        stop.set()
        await asyncio.gather(*watchers, return_exceptions=True)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    print(f"bots-only tables     {args.tables} of {args.players} {args.level} bots ({args.game}), all watched")
    print(f"bot replies          {len(times)} at a person's table (random bot, the server's 0.4 s delay included)")
    print(f"reply p50 / p95 / max  {statistics.median(times):.2f} / {p95:.2f} / {times[-1]:.2f} s")
    if made:
        print(f"bots-only moves      {sum(made)} in {elapsed:.0f} s; per table min {min(made)}, "
              f"median {statistics.median(made):.0f}, max {max(made)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=40, help="bots-only tables thinking meanwhile")
    parser.add_argument("--game", default="relic-runners")
    parser.add_argument("--players", type=int, default=2, help="bots at each bots-only table")
    parser.add_argument("--level", default="expert", help="the bots-only tables' bot level")
    parser.add_argument("--replies", type=int, default=40, help="bot replies to time at the person's table")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of load before timing")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        process, url = start_server(f"sqlite:///{folder}/bench.db", max(args.tables, 1))
        try:
            asyncio.run(run(args, url))
        finally:
            process.terminate()
            process.wait(timeout=30)


if __name__ == "__main__":
    main()
