"""The server's secret files: made once, whole, private; processes starting together share one."""

from __future__ import annotations

import multiprocessing
import os
import stat
import time
from pathlib import Path

from agora.server.accounts import load_secret
from agora.server.push import application_key, load_push_key
from agora.server.secret_files import read_or_make


def _slowly_made() -> bytes:
    time.sleep(0.2)  # every racer finds the file missing and makes its own
    return f"secret of process {os.getpid()}".encode()


def _race(path: str, start: multiprocessing.synchronize.Barrier, out: multiprocessing.queues.Queue[str]) -> None:
    start.wait()
    out.put(read_or_make(Path(path), _slowly_made).decode())


def test_processes_starting_together_all_read_the_one_secret_made(tmp_path: Path) -> None:
    path = tmp_path / "data" / "secret"
    context = multiprocessing.get_context("fork")
    start, out = context.Barrier(8), context.Queue()
    racers = [context.Process(target=_race, args=(str(path), start, out)) for _ in range(8)]
    for racer in racers:
        racer.start()
    read = [out.get(timeout=30) for _ in racers]
    for racer in racers:
        racer.join(timeout=30)
    assert len(set(read)) == 1 and read[0].startswith("secret of process ")  # one made it; all read it whole
    assert path.read_text() == read[0]
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert sorted(p.name for p in path.parent.iterdir()) == ["secret"]  # no draft left behind


def test_a_secret_is_made_once_and_kept(tmp_path: Path) -> None:
    assert load_secret(tmp_path / "secret") == load_secret(tmp_path / "secret")
    key = tmp_path / "push.pem"
    assert application_key(load_push_key(key)) == application_key(load_push_key(key))
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
