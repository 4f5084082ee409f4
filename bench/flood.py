"""A flood of tiny frames from a client that never reads (issue 31: it grew the server from
118 to 430 MB in 24 s). A benchmark: it prints figures and asserts nothing.

It starts `agora serve` with its defaults on a fresh SQLite file and, for `--seconds`, sends
one-byte text frames over raw sockets (tests/server/rawsocket.py: no reader, a 2 KiB receive
buffer) to a table's socket, opening another whenever the server closes one; it prints the
frames sent, the sockets used and the server's resident memory before and at its peak.

    .venv/bin/python bench/flood.py --seconds 24
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
from bot_fairness import start_server

sys.path.insert(0, str(Path(__file__).parents[1] / "tests" / "server"))  # the raw client the hostile tests use
from rawsocket import RawSocket

MB = 1024 * 1024


def rss(pid: int) -> int:
    """A process's resident memory, in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise LookupError("no VmRSS")


def flood(port: int, path: str, seconds: float) -> tuple[int, int]:
    """Flood for `seconds`: the frames sent and the sockets opened."""
    frames = sockets = 0
    end: float | None = None
    while end is None or time.monotonic() < end:
        try:
            raw = RawSocket(port, path, receive_buffer=2048)
        except OSError:  # refused at the handshake (the address's rate): try again
            time.sleep(0.05)
            continue
        sockets += 1
        # The flood's time counts from its first socket (a busy machine may take a while to open one).
        end = end or time.monotonic() + seconds
        try:
            raw.send_text('{"type": "hello"}')
            while True:
                raw.send_text("x", times=1000)
                frames += 1000
                if time.monotonic() >= end:
                    break
        except OSError:  # the server closed it
            pass
        raw.close()
    return frames, sockets


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=24.0)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        process, url = start_server(f"sqlite:///{folder}/bench.db", 4)
        try:
            people = {"game": "relic-runners", "seats": [{"kind": "human"}] * 2}
            table_id = httpx.post(f"{url}/api/tables", json=people, timeout=30).json()["table"]["id"]
            port = int(url.rsplit(":", 1)[1])
            path = f"/api/tables/{table_id}/socket"
            flood(port, path, 0.5)  # one-time costs of a first socket (imports, caches) are not the flood's
            time.sleep(0.5)
            before = peak = rss(process.pid)
            done = threading.Event()

            def sample() -> None:
                nonlocal peak
                while not done.wait(0.05):
                    peak = max(peak, rss(process.pid))

            sampler = threading.Thread(target=sample, daemon=True)
            sampler.start()
            frames, sockets = flood(port, path, args.seconds)
            done.set()
            sampler.join()
            print(f"flood                {frames} one-byte frames in {args.seconds:g} s over {sockets} sockets")
            print(f"server RSS           {before / MB:.1f} MB before, {peak / MB:.1f} MB at its peak "
                  f"(+{(peak - before) / MB:.1f} MB)")
        finally:
            process.terminate()
            process.wait(timeout=30)


if __name__ == "__main__":
    main()
