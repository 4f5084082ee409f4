"""§B4 the purple temple tiles: the eight effects, applied as the tile is taken."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.gains import gain, take_rations
from agora.games.relic_runners.ivory import holds
from agora.games.relic_runners.state import ADJ, CLIMB, FLIP, SHIFT, RelicState
from agora.games.relic_runners.toolboxes import toolbox_to_bottom


def purple(s: RelicState, seat: Seat, effect: int, site: int, anchor: int, bonus: int, events: Events) -> None:
    """§B4: the eight purple effects."""
    if effect == 1:
        gain(s, seat, 3 + bonus, events, "purple temple")
    elif effect == 2:
        s.pending.append((CLIMB, 1))
    elif effect == 3:
        take_rations(s, seat, 2, events)
    elif effect == 4:
        toolbox_to_bottom(s, seat, events)
    elif effect == 5:
        s.explorer_at[seat] = s.board.camp
        if events is not None:
            events.append(Event("teleport", {"seat": seat, "to": s.board.loc_ids[s.board.camp]}))
        bonus5 = 1 if holds(s, seat, 3, 5) else 0  # ivory L3 #5: a return to Base Camp
        take_rations(s, seat, 3 + bonus5, events)
        if s.options.purple_camp_ends_turn:  # option: read as an arrival at Base Camp (§A4.3)
            s.ended_at_camp = True
    elif effect == 6:
        s.pending.append((SHIFT, 1, -1, 0, 0))
    elif effect == 7:
        s.pending.append((ADJ, site))
    else:
        s.pending.append((FLIP, 2, 0, 1))  # up to 2: may stop early
