"""§A4.2 exploring: a ration spent, then the action of the site: a ruin's tile discarded and a pathway
placed, or a temple tile taken (ivory kept, blue face down, purple applied); ivory L2 #2's look at
the stack first (§B3) and the first-explorer bonus of ivory L3 #2."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.gains import gain
from agora.games.relic_runners.ivory import discard_ivory, holds
from agora.games.relic_runners.purple import purple
from agora.games.relic_runners.state import KEEP, PEEK, PLACE, SHRINE, RelicState
from agora.games.relic_runners.tables import BLUE, IVORY, RUIN


def explore_here(s: RelicState, seat: Seat, peek: bool, events: Events) -> None:
    """§A4.2: spend a ration and do the action of your location."""
    here = s.explorer_at[seat]
    s.rations[seat] -= 1
    s.camp_rations += 1
    s.explored = True
    if peek:  # §B3 ivory L2 #2: look at the remaining tiles, take the one you want
        discard_ivory(s, seat, 2, events)
        first_bonus(s, seat, here, events)
        bit = 1 << seat
        s.stack_seen_by[here] = tuple(m | bit for m in s.stack_seen_by[here])
        if events is not None:
            seen = [{"level": s.board.tile_level[t], "text": s.board.tile_text[t]} for t in s.stacks[here]]
            peeked = {"seat": seat, "at": s.board.loc_ids[here], "tiles": seen}
            events.append(Event("peek", peeked, frozenset({seat}), True))
        s.pending.append((PEEK, here))
        return
    explore(s, seat, here, here, events)


def take_looked_at(s: RelicState, seat: Seat, site: int, level: int, events: Events) -> None:
    """§B3 ivory L2 #2: the tile of `level` taken from the stack the seat looked at."""
    i = next(j for j, t in enumerate(s.stacks[site]) if s.board.tile_level[t] == level)
    take_tile(s, seat, site, i, site, events)


def first_bonus(s: RelicState, seat: Seat, site: int, events: Events) -> None:
    """§B3 ivory L3 #2: +1 VP for the first to explore a site (§A9.5 option)."""
    # §B3 ivory L3 #2, read per the §A9.5 option
    if holds(s, seat, 3, 2) and (
        s.options.first_explorer_bonus == "every_exploration" or len(s.stacks[site]) == s.full_height[site]
    ):
        gain(s, seat, 1, events, "first to explore")


def explore(s: RelicState, seat: Seat, site: int, anchor: int, events: Events) -> None:
    """§A4.2 the action of `site`; a pathway gained goes next to `anchor`."""
    first_bonus(s, seat, site, events)
    if s.board.kind[site] == RUIN:
        s.stacks[site] = s.stacks[site][:-1]
        s.stack_seen_by[site] = s.stack_seen_by[site][:-1]
        if events is not None:
            events.append(Event("ruin", {"seat": seat, "at": s.board.loc_ids[site]}))
        if s.abilities[seat] == "scholar":
            gain(s, seat, 1, events, "field notes")  # §B6 professor (designed)
        if not s.stacks[site]:  # §A5 shown after the pathway («και ΕΠΕΙΤΑ τοποθετεί ένα Κειμήλιο»)
            s.pending.append((SHRINE, site))
        s.pending.append((PLACE, 1, anchor, 0))
    else:
        take_tile(s, seat, site, len(s.stacks[site]) - 1, anchor, events)


def take_tile(s: RelicState, seat: Seat, site: int, i: int, anchor: int, events: Events) -> None:
    """§A4.2 a temple tile taken: ivory kept (one a level), blue face down, purple applied."""
    board = s.board
    tile, mask = s.stacks[site][i], s.stack_seen_by[site][i]
    top = i == len(s.stacks[site]) - 1
    s.stacks[site] = s.stacks[site][:i] + s.stacks[site][i + 1 :]
    s.stack_seen_by[site] = s.stack_seen_by[site][:i] + s.stack_seen_by[site][i + 1 :]
    colour, level = board.tile_colour[tile], board.tile_level[tile]
    if not s.stacks[site]:
        # §A5 «εκτελεί την ανάλογη ενέργεια … και ΕΠΕΙΤΑ τοποθετεί ένα Κειμήλιο»: under the tile's own sub-decisions
        s.pending.append((SHRINE, site))
    bonus = 1 if holds(s, seat, 3, 3) else 0  # §B3 ivory L3 #3
    if colour == IVORY:
        if events is not None:
            info = {"seat": seat, "at": board.loc_ids[site], "level": level, "effect": board.tile_effect[tile],
                    "text": board.tile_text[tile]}
            events.append(Event("ivory", info, reveal=mask != s.all_mask))
        if s.ivory_tiles[seat * 3 + level - 1] >= 0:  # §A4.2: never two ivory tiles of one level
            s.pending.append((KEEP, tile))  # the 2 VP are paid on the choice
        else:
            s.ivory_tiles[seat * 3 + level - 1] = tile
    elif colour == BLUE:  # §A4.2: kept face down, value known to its owner
        s.blue_tiles[seat] = (*s.blue_tiles[seat], tile)
        s.blue_seen_by[seat] = (*s.blue_seen_by[seat], mask | 1 << seat)
        s.turn_blue_tiles = (*s.turn_blue_tiles, len(s.blue_tiles[seat]) - 1)
        if events is not None:
            events.append(Event("blue", {"seat": seat, "at": board.loc_ids[site], "level": level}))
            events.append(Event("blue_value", {"value": board.tile_value[tile]}, frozenset({seat}), reveal=True))
        gain(s, seat, bonus, events, "ivory L3 extra coin at a blue temple")
    else:  # §A4.2 purple: apply, discard, flip the next one up
        if events is not None:
            info = {"seat": seat, "at": board.loc_ids[site], "level": level, "effect": board.tile_effect[tile]}
            events.append(Event("purple", info, reveal=mask != s.all_mask))
        if top and s.stacks[site]:
            s.stack_seen_by[site] = (*s.stack_seen_by[site][:-1], s.all_mask)
            nxt = s.stacks[site][-1]
            if events is not None:
                shown = {"at": board.loc_ids[site], "effect": board.tile_effect[nxt]}
                events.append(Event("purple_top", shown, reveal=True))
        purple(s, seat, board.tile_effect[tile], site, anchor, bonus, events)
