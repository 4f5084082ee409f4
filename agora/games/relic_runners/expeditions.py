"""§A5 shrines and relic expeditions: the shrine a site shows once its last tile is taken, and the
relic an expedition collects at its move's end."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.gains import gain
from agora.games.relic_runners.state import RelicState
from agora.games.relic_runners.tables import RUIN


def shrine(s: RelicState, site: int, events: Events) -> None:
    """§A5: the last tile gone reveals a shrine and its relic, once that tile's action is over."""
    colour = 0 if s.board.kind[site] == RUIN else 1 + s.temple_colour[site]
    s.relic_on[site] = colour
    if events is not None:
        events.append(Event("shrine", {"at": s.board.loc_ids[site], "relic": colour}))


def finish_expedition(s: RelicState, seat: Seat, here: int, events: Events) -> None:
    """§A5: a relic expedition ends on another shrine with a relic of the same colour, and takes it."""
    if s.start_relic >= 0 and here != s.start_location and s.relic_on[here] == s.start_relic:
        board = s.board
        colour = s.relic_on[here]
        s.relic_on[here] = -1
        s.relics[seat * 4 + colour] += 1
        s.relics_collected += 1
        per = board.data.counts.relic_vp_per_trail
        if events is not None:
            info = {"seat": seat, "at": board.loc_ids[here], "colour": colour, "trails": s.move_length}
            events.append(Event("relic", info))
        gain(s, seat, per * s.move_length, events, "relic expedition")
        if s.options.relic_ends_turn:  # §A9.8 option
            s.explored = s.toolbox_used = True
