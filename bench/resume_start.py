"""What a server process reads from the database at start: every table being played (as it was), or only
those that may move with nobody at them (as it is). A benchmark: it prints figures and asserts nothing.

It makes a fresh SQLite file of `--untimed` tables of two people without a clock and `--timed` turn-based ones,
each with 16 log entries of Pebbles, then, for each way, a fresh process's tables read what that way reads
(rebuilt from their logs, bots and clocks looked at) and it prints how many and how long it took.

    .venv/bin/python bench/resume_start.py --untimed 300 --timed 100
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

sys.path.insert(0, str(Path(__file__).parents[1] / "tests" / "server"))  # the test game, Pebbles
from toy_game import PEBBLES

from agora.server import Settings
from agora.server.db import MatchRow, now
from agora.server.store.chat import Chat
from agora.server.store.database import Database
from agora.server.store.matches import Matches
from agora.server.store.moderation import Moderation
from agora.server.store.queue import PlayQueue
from agora.server.store.ratings import Ratings
from agora.server.store.records import Entry, SeatSpec
from agora.server.store.sessions import Sessions
from agora.server.tables.coordinator import Tables
from agora.server.tables.notices import Senders

ROUND = [(0, "pick 1"), (1, "pick 2"), (0, "end"), (1, "end")]
TURN = {"kind": "turn", "move_hours": 24, "game_days": 30}


def fill(matches: Matches, untimed: int, timed: int) -> None:
    for number in range(untimed + timed):
        table_id = matches.create("pebbles", {"players": 2, "rounds": 5}, number, [SeatSpec("human")] * 2, False,
                                  TURN if number >= untimed else None)
        for seat in (0, 1):
            assert matches.claim(table_id, seat, f"p{seat}", f"token-{number}-{seat}")
        for index, (seat, action) in enumerate(ROUND * 4):
            assert matches.append(table_id, index, Entry(seat, "act", action, now()), False)


def every_active(matches: Matches) -> list[str]:
    """What a process read at start before: every table being played."""
    with Session(matches.engine) as session:
        return list(session.scalars(select(MatchRow.id).where(MatchRow.status == "active")))


async def read_at_start(settings: Settings, database: Database, which: Callable[[], list[str]]) -> tuple[int, float]:
    """A fresh process's tables read the tables `which` names, as its start does: (how many, seconds)."""
    matches = Matches(database)
    tables = Tables(matches, Ratings(database), Sessions(database, 30), {"pebbles": PEBBLES}, settings,
                    Chat(database), Moderation(database), PlayQueue(database),
                    Senders((), lambda: None))  # it tells nobody anything
    started = time.perf_counter()
    for table_id in await asyncio.to_thread(which):
        live = await tables.rooms.get(table_id)
        async with live.lock:
            tables.moved(live)
    took = time.perf_counter() - started
    await tables.stop()
    return len(tables.rooms.live), took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--untimed", type=int, default=300)
    parser.add_argument("--timed", type=int, default=100)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="agora-resume-"))
    settings = Settings(database_url=f"sqlite:///{folder / 'agora.db'}", secret_file=folder / "secret")
    database = Database.open(settings.database_url)
    matches = Matches(database)
    fill(matches, args.untimed, args.timed)
    asyncio.run(read_at_start(settings, database, matches.unattended))  # warms up imports and caches
    for name, which in (("every table being played (before)", lambda: every_active(matches)),
                        ("those that may move unwatched (now)", matches.unattended)):
        count, took = asyncio.run(read_at_start(settings, database, which))
        print(f"{name}: {count} tables read in {took * 1000:.0f} ms ({took * 1000 / max(count, 1):.1f} ms each)")


if __name__ == "__main__":
    main()
