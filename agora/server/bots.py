"""Bots in seats: the levels of `agora.bots`. A bot decides from its seat's
view, legal actions and a determinizer, never from the true state.

Bots think in worker processes: a search holds the interpreter for its whole
budget, and in a thread it would still slow every other table through the
GIL. Each decision builds its bot afresh from the match's secret seed, the
seat and the log index, so a decision depends on nothing a process keeps:
any worker, or a restarted server, decides the same.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from agora.bots import LEVELS, Determinizer, make_bot
from agora.core import Action, AnyGame, Rng, Seat, View
from agora.core.i18n import LANGS, N_, words

_GOLDEN = 0x9E3779B97F4A7C15
_MASK = (1 << 64) - 1

BOT_KINDS: tuple[str, ...] = LEVELS

# A bot is named by its seat, as players call one across the table: the same name in every match.
BOT_NAMES: tuple[str, ...] = (N_("Athena"), N_("Hermes"), N_("Clio"), N_("Ares"), N_("Iris"), N_("Nike"))


def bot_names(seat: Seat) -> dict[str, str]:
    """The name of the bot in `seat`, in every language."""
    name = BOT_NAMES[seat % len(BOT_NAMES)]
    return {lang: words(lang).gettext(name) for lang in LANGS}


def decision_seed(seed: int, seat: Seat, index: int) -> int:
    """The seed of one bot decision, derived from the match's secret seed so
    nobody can foresee its secret choices."""
    return Rng((seed ^ (seat * _GOLDEN) ^ (index << 32)) & _MASK).next_u64()


def think(
    kind: str,
    game: AnyGame,
    seat: Seat,
    seed: int,
    seconds: float,
    view: View,
    legal: tuple[Action, ...],
    determinizer: Determinizer,
    options: dict[str, Any] | None = None,
) -> Action:
    """One decision of a `kind` bot, in a worker process, capped at `seconds`
    of search; `options` the match's (the learned level plays a policy for its player count)."""
    return make_bot(kind, game, seat, seed, seconds=seconds, options=options).choose(view, legal, determinizer)


def bot_pool(processes: int) -> ProcessPoolExecutor:
    """Worker processes for bots. "spawn", not "fork": a server process runs
    threads (the event loop's, the database's), which forking would copy
    mid-flight."""
    return ProcessPoolExecutor(
        processes, mp_context=multiprocessing.get_context("spawn"), initializer=_follow, initargs=(os.getpid(),)
    )


def _follow(server: int) -> None:
    """Make a worker end with its server, however the server ended (kill -9 included)."""

    def watch() -> None:
        while os.getppid() == server:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="agora-bot-follow").start()
