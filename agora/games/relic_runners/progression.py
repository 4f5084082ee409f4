"""§A6 the Explorer's Progression Table: the nine actions its spaces give (machete, compass, shovel,
levels 1-3), which of them a seat's toolboxes may do now (§A7.4), and each one carried out."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.codes import Codes
from agora.games.relic_runners.exploring import explore
from agora.games.relic_runners.gains import gain, take_rations
from agora.games.relic_runners.pathways import longest_chain
from agora.games.relic_runners.state import BOTTOM, PLACE, SHIFT, SHOVEL, RelicState
from agora.games.relic_runners.tables import TEMPLE, TRACKS
from agora.games.relic_runners.toolboxes import tool_slot, toolbox_to_bottom


def table_action_doable(s: RelicState, seat: Seat, action: str) -> bool:
    """§A7.4: every part of a table action is mandatory, so it must be possible."""
    if action == "temple_action_free":
        here = s.explorer_at[seat]
        return s.board.kind[here] == TEMPLE and bool(s.stacks[here])
    if action == "move_1_pathway":
        return s.pathways[seat] != 0
    if action == "move_2_pathways":
        return s.pathways[seat].bit_count() >= 2
    if action == "place_pathway_adjacent":
        return s.pathways_left(seat) > 0 and bool(s.board.adj_mask[s.explorer_at[seat]] & ~s.pathways[seat])
    return True


def tool_uses(s: RelicState, seat: Seat, c: Codes, out: list[str]) -> None:
    """§A7.4 the toolbox uses possible now (one a turn, each action doable in full), added to `out`."""
    if s.toolbox_used:  # §A7.4: one toolbox use per turn
        return
    usable = 0  # bit (place - 1) per table space some toolbox may use
    for place in s.toolbox_places(seat):
        if place > 0:
            usable |= 1 << (place - 1)
            if s.options.toolbox_use == "at_or_below":  # §A9.4 option: lower spaces of the track too
                usable |= ((1 << ((place - 1) % 3)) - 1) << ((place - 1) // 3 * 3)
    while usable:
        low = usable & -usable
        usable ^= low
        tr, lv = divmod(low.bit_length() - 1, 3)
        if table_action_doable(s, seat, s.board.table[tr][lv + 1]):
            out.append(c.tool[tr][lv + 1])


def use_tool(s: RelicState, seat: Seat, track: int, level: int, events: Events) -> None:
    """§A7.4: the toolbox goes back to the bottom, then its action is done in full."""
    i = tool_slot(s, seat, track, level)
    s.toolboxes[i] = BOTTOM
    s.toolbox_used = True
    action = s.board.table[track][level]
    if events is not None:
        events.append(Event("tool", {"seat": seat, "track": TRACKS[track], "level": level, "action": action}))
    here = s.explorer_at[seat]
    if action == "temple_action_free":
        explore(s, seat, here, here, events)
    elif action == "take_2_rations":
        take_rations(s, seat, 2, events)
    elif action == "vp_4_per_relic":
        gain(s, seat, 4 * sum(s.relics[seat * 4 : seat * 4 + 4]), events, "4 VP per relic")
    elif action == "move_1_pathway":
        s.pending.append((SHIFT, 1, -1, 0, 0))
    elif action == "move_2_pathways":
        s.pending.append((SHIFT, 2, -1, 0, 0))
    elif action == "vp_2_per_longest_chain_pathway":
        gain(s, seat, 2 * longest_chain(s, seat), events, "2 VP per pathway of the longest chain")
    elif action == "toolbox_or_2vp":
        s.pending.append((SHOVEL,))
    elif action == "place_pathway_adjacent":
        s.pending.append((PLACE, 1, here, 0))
    else:  # double_vp_this_turn
        s.double_vp = True


def shovel(s: RelicState, seat: Seat, arg: str, events: Events) -> None:
    """§A6 shovel L1: a toolbox from the supply, or 2 VP."""
    if arg == "toolbox":
        toolbox_to_bottom(s, seat, events)
    else:
        gain(s, seat, 2, events, "shovel")
