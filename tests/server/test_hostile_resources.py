"""A server that cannot be exhausted (issue 31): every socket's outbox is bounded, a flood
earns one answer and a close, a client that does not read is closed with a reason; bots are
shared fairly between tables, bots-only tables are limited per client and pause when nobody
watches. Real server processes, real sockets."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from loops import run_alone
from rawsocket import RawSocket
from serverproc import ServerProcess, running
from wsclient import SeatSocket

from agora.server.tables.bot_queue import BotQueue
from agora.server.tables.rooms import Grant, Watcher

MB = 1024 * 1024
CLOSE_TIMEOUT = 4408
CLOSE_TOO_MANY = 4429
BOTS = {"game": "relic-runners", "options": {"players": 4}, "seats": [{"kind": "bot"}] * 4}  # random: quick, long
STRONG_PASSWORD = "a long and unlikely passphrase 31"


def rss(pid: int) -> int:
    """A process's resident memory, in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise LookupError("no VmRSS")


class PeakMemory:
    """Samples a process's resident memory in a thread; `peak` is the most seen."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.peak = rss(pid)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        while not self._stop.wait(0.05):
            self.peak = max(self.peak, rss(self.pid))

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()


def start(tmp_path: Path, *extra: str) -> ServerProcess:
    return ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", *extra).start()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    process = start(tmp_path, "--bot-delay", "0.05")
    yield process
    process.stop()


def log_length(server: ServerProcess, table_id: str) -> int:
    length: int = server.http.get(f"/api/tables/{table_id}").json()["log_length"]
    return length


def bots_only_table(server: ServerProcess) -> str:
    response = server.http.post("/api/tables", json=BOTS)
    assert response.status_code == 201, response.text
    table_id: str = response.json()["table"]["id"]
    return table_id


def test_a_flood_of_tiny_frames_from_clients_that_never_read_keeps_the_server_small(tmp_path: Path) -> None:
    # No address limit: the flood reaches the sockets whole, the worst case for their outboxes.
    server = start(tmp_path, "--address-rate", "0")
    try:
        people = {"game": "relic-runners", "seats": [{"kind": "human"}] * 2}
        table_id = server.http.post("/api/tables", json=people).json()["table"]["id"]
        path = f"/api/tables/{table_id}/socket"
        assert server.process is not None
        warm = RawSocket(server.port, path)  # the first socket's one-time costs (imports, caches) are not the flood's
        warm.send_text('{"type": "hello"}')
        warm.frame()
        warm.close()
        time.sleep(0.5)
        before = rss(server.process.pid)
        floods: list[RawSocket] = []
        with PeakMemory(server.process.pid) as memory:
            for _ in range(2):
                # Each frame once queued an error for a client that reads nothing; its small buffer keeps
                # the kernel from taking them in its stead.
                raw = RawSocket(server.port, path, receive_buffer=2048)
                raw.send_text('{"type": "hello"}')
                raw.send_text("x", times=200_000)
                floods.append(raw)
            time.sleep(1)
        growth = memory.peak - before
        print(f"server RSS {before / MB:.1f} MB before, peak {memory.peak / MB:.1f} MB: +{growth / MB:.1f} MB")
        assert growth < 20 * MB, f"the server grew by {growth / MB:.1f} MB"
        for raw in floods:
            code, reason = raw.close_frame()
            assert (code, reason) == (CLOSE_TOO_MANY, "too many messages")
            raw.close()
    finally:
        server.stop()


def test_a_flood_earns_one_error_then_silence_then_a_close(server: ServerProcess) -> None:
    people = {"game": "relic-runners", "seats": [{"kind": "human"}] * 2}
    table_id = server.http.post("/api/tables", json=people).json()["table"]["id"]
    raw = RawSocket(server.port, f"/api/tables/{table_id}/socket")
    raw.send_text('{"type": "hello"}')
    raw.send_text('{"type": "pong"}', times=1000)
    texts = []
    while (frame := raw.frame())[0] != 0x8:
        texts.append(frame[1].decode())
    raw.close()
    assert sum('"rate_limited"' in text for text in texts) == 1, texts


def test_a_client_that_does_not_read_is_closed_with_a_reason(tmp_path: Path) -> None:
    # A close waits a heartbeat for room behind what is unread: long enough for this client's late read.
    server = start(tmp_path, "--bot-delay", "0", "--send-seconds", "2", "--heartbeat", "30")
    try:
        table_id = bots_only_table(server)
        # A tiny receive buffer: the server's messages back up at once, as they would for a stalled client.
        raw = RawSocket(server.port, f"/api/tables/{table_id}/socket", receive_buffer=2048)
        raw.send_text('{"type": "hello"}')
        time.sleep(14)  # reads nothing while megabytes of states back up, long past the 2 s a message may wait
        code, reason = raw.close_frame()
        raw.close()
        assert code == CLOSE_TIMEOUT
        assert reason.startswith("not reading")
    finally:
        server.stop()


def test_bots_only_tables_are_limited_per_account_and_per_address(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=30) as signed_in:
        made = signed_in.post("/api/account/signup", json={"name": "zoe", "password": STRONG_PASSWORD})
        assert made.status_code == 201, made.text
        for _ in range(2):
            assert signed_in.post("/api/tables", json=BOTS).status_code == 201
        refused = signed_in.post("/api/tables", json=BOTS)
        assert refused.status_code == 429
        assert "your account already runs 2 bots-only tables" in refused.json()["detail"]
    for _ in range(2):  # the address has made 2 already: 2 more, then no more
        assert server.http.post("/api/tables", json=BOTS).status_code == 201
    refused = server.http.post("/api/tables", json=BOTS)
    assert refused.status_code == 429
    assert "your address already runs 4 bots-only tables" in refused.json()["detail"]
    # Tables with people at them are not bots-only: they are not counted.
    people = {"game": "relic-runners", "seats": [{"kind": "human"}, {"kind": "bot"}]}
    assert server.http.post("/api/tables", json=people).status_code == 201


@pytest.mark.pg
@pytest.mark.redis
def test_the_bots_only_limit_of_an_account_holds_across_processes(
    pg_url: str, redis_url: str, channel: str
) -> None:
    # The database is the session's: other tests' tables from this address must not count here.
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--bot-tables-per-address", "1000"]
    with running([ServerProcess(pg_url, *shared) for _ in range(2)]) as (one, two):
        name = f"yan{time.monotonic_ns() % 10**8}"
        with httpx.Client(base_url=one.url, timeout=30) as on_one, httpx.Client(base_url=two.url, timeout=30) as on_two:
            made = on_one.post("/api/account/signup", json={"name": name, "password": STRONG_PASSWORD})
            assert made.status_code == 201, made.text
            on_two.cookies = on_one.cookies  # the same session, signed by the secret both processes read
            assert on_one.post("/api/tables", json=BOTS).status_code == 201
            assert on_two.post("/api/tables", json=BOTS).status_code == 201
            for client in (on_one, on_two):
                refused = client.post("/api/tables", json=BOTS)
                assert refused.status_code == 429
                assert "your account already runs 2 bots-only tables" in refused.json()["detail"]


def test_a_bots_only_table_pauses_while_nobody_watches_and_resumes_when_someone_does(server: ServerProcess) -> None:
    table_id = bots_only_table(server)
    time.sleep(1.5)
    assert log_length(server, table_id) == 0, "it played with nobody watching"

    watcher = SeatSocket(server.ws, table_id)
    watcher.state_at_least(3)
    watcher.close()
    time.sleep(0.5)  # a turn under way when the watcher left may still land
    paused_at = log_length(server, table_id)
    time.sleep(1.5)
    assert log_length(server, table_id) == paused_at, "it played on after its last watcher left"

    again = SeatSocket(server.ws, table_id)
    again.state_at_least(paused_at + 2)
    again.close()


def test_tables_take_turns_for_the_bot_workers() -> None:
    """Round-robin between tables, not first come first served; people's tables go first;
    bots-only tables never hold the last worker."""

    async def scenario() -> tuple[list[str], list[str]]:
        queue = BotQueue(workers=2)
        served: list[str] = []
        release = {name: asyncio.Event() for name in ("a1", "a2", "a3", "b1", "c1", "p1", "p2")}

        async def turn(table: str, name: str, people: bool) -> None:
            async with queue.turn(table, people):
                served.append(name)
                await release[name].wait()

        # Table a asks three times before b and c ask once: they are served a, b, c, a, a.
        tasks = [asyncio.create_task(turn("a", "a1", False))]
        await asyncio.sleep(0)
        tasks += [asyncio.create_task(turn("a", name, False)) for name in ("a2", "a3")]
        tasks += [asyncio.create_task(turn(table, name, False)) for table, name in (("b", "b1"), ("c", "c1"))]
        await asyncio.sleep(0.01)
        # One worker is busy with a bots-only table's turn; the other stays free for people.
        first = list(served)
        tasks += [asyncio.create_task(turn("p", "p1", True)), asyncio.create_task(turn("p", "p2", True))]
        await asyncio.sleep(0.01)
        for name in ("p1", "a1", "p2", "b1", "a2", "c1", "a3"):
            release[name].set()
            await asyncio.sleep(0.01)
        await asyncio.gather(*tasks)
        return first, served

    first, served = run_alone(scenario())
    assert first == ["a1"]
    assert served == ["a1", "p1", "p2", "b1", "c1", "a2", "a3"]


def test_a_turn_given_up_while_waiting_leaves_the_queue() -> None:
    async def scenario() -> list[str]:
        queue = BotQueue(workers=1)
        served: list[str] = []
        hold = asyncio.Event()

        async def turn(table: str) -> None:
            async with queue.turn(table, people=True):
                served.append(table)
                if table == "a":
                    await hold.wait()

        first = asyncio.create_task(turn("a"))
        await asyncio.sleep(0)
        gone, last = asyncio.create_task(turn("b")), asyncio.create_task(turn("c"))
        await asyncio.sleep(0)
        gone.cancel()  # its table finished, or the server stops
        hold.set()
        await asyncio.gather(first, last)
        return served

    assert run_alone(scenario()) == ["a", "c"]


def test_a_sockets_outbox_is_bounded_and_repeated_errors_coalesce() -> None:
    async def scenario() -> tuple[list[object], bool]:
        watcher = Watcher(Grant("t1", None), since=0, limit=4)
        for _ in range(1000):
            watcher.say({"type": "error", "code": "rate_limited", "message": "slow down", "section": None})
            watcher.poke()
        queued = [await watcher.next(), await watcher.next()]  # one error, one state (the pokes made one)
        for number in range(5):
            watcher.say({"type": "accepted", "log_index": number})
        return [*queued, await watcher.next()], watcher.overflowed

    queued, overflowed = run_alone(scenario())
    assert queued[0] == {"type": "error", "code": "rate_limited", "message": "slow down", "section": None}
    assert queued[1] is None
    # Past its limit the outbox is dropped: what the writer gets next is the order to close.
    assert queued[2] == {"type": "overflow"}
    assert overflowed
