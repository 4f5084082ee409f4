"""Rating a finished match, once, whichever process gets there first."""

from __future__ import annotations

import asyncio
import logging

from agora.server.live import LiveMatch
from agora.server.ratings import leavers, leavers_ranks, rate, rated_seats
from agora.server.store.ratings import Ratings

log = logging.getLogger("agora.server")


async def rate_finished(ratings: Ratings, live: LiveMatch) -> None:
    """Rate a finished match once (whichever process gets there first)."""
    outcome = live.match.state.outcome()
    info, raters = live.info, rated_seats(live.info, live.entries)
    players = len(info.seats)
    # Out at any point, back or not: the rule holds whatever path the seat took (ratings.py).
    out = leavers(live.entries)
    if live.closed:  # closed by a moderator: an abuse or a stuck table says nothing of anyone's skill
        raters, ranks, only = None, [], None
    elif out and raters is not None:
        ranks, only = leavers_ranks(players, out), {raters[seat] for seat in out}
    elif outcome is not None:
        ranks, only = list(outcome.ranks), None
    else:  # ended by vote at an unrated table (a vote always has a seat out): nothing to rate
        raters, ranks, only = None, [], None
    try:
        await asyncio.to_thread(
            ratings.rate_match, info.id, info.game, players, raters,
            lambda before: rate(raters or [], ranks, before, only),
        )
    except Exception:  # the database away: the next start rates it
        log.exception("table %s: the ratings could not be updated", info.id)
