"""§B3 the ivory temple tiles: holding them, using and discarding the single-use ones (the refill and
the teleport of level 2), and §A4.2's choice between two ivory tiles of one level."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.codes import Codes
from agora.games.relic_runners.gains import gain, take_rations
from agora.games.relic_runners.state import MAIN, MOVE, RelicState
from agora.games.relic_runners.tables import TEMPLE


def holds(s: RelicState, seat: Seat, level: int, effect: int) -> bool:
    """§B3 whether the seat holds the ivory tile of this level and effect."""
    tile = s.ivory_tiles[seat * 3 + level - 1]
    return tile >= 0 and s.board.tile_effect[tile] == effect


def discard_ivory(s: RelicState, seat: Seat, level: int, events: Events) -> None:
    """§B3 a single-use ivory tile discarded once used."""
    tile = s.ivory_tiles[seat * 3 + level - 1]
    s.ivory_tiles[seat * 3 + level - 1] = -1
    if events is not None:
        events.append(Event("ivory_used", {"seat": seat, "level": level, "effect": s.board.tile_effect[tile]}))


def refill(s: RelicState, seat: Seat, events: Events) -> None:
    """§B3 ivory L2 #3: refill "up to 5" packs, the printed figure (even with a larger cap)."""
    discard_ivory(s, seat, 2, events)
    take_rations(s, seat, s.board.data.counts.max_rations - s.rations[seat], events)


def teleport_targets(s: RelicState, seat: Seat) -> list[int]:
    """§B3 ivory L2 #6: the other temples of your temple's colour with no relic on them."""
    here = s.explorer_at[seat]
    if s.board.kind[here] != TEMPLE or (not s.options.teleport_from_shrine and not s.stacks[here]):
        return []
    colour = s.temple_colour[here]
    return [x for x in s.board.temples if x != here and s.temple_colour[x] == colour and s.relic_on[x] < 0]


def teleport(s: RelicState, seat: Seat, where: int, events: Events) -> None:
    """§B3 ivory L2 #6: instead of moving, to another temple of the same colour."""
    discard_ivory(s, seat, 2, events)
    s.explorer_at[seat] = where
    if events is not None:
        events.append(Event("teleport", {"seat": seat, "to": s.board.loc_ids[where]}))
    s.phase = MAIN


def ivory_uses(s: RelicState, seat: Seat, new: int, c: Codes) -> list[str]:
    """§A4.2: the effect of the ivory tile you discard may be used first, where possible.

    Only one can be carried out at the moment of the choice, which cannot wait: ivory L2 #6
    (teleport), while your move has not begun (#3's refill is for the start of the turn, and a
    choice before moving follows a toolbox use). Its code names the place; the other tile is kept."""
    board = s.board
    if board.tile_level[new] != 2 or s.phase != MOVE or s.move_length:
        return []
    if 6 not in (board.tile_effect[new], board.tile_effect[s.ivory_tiles[seat * 3 + 1]]):
        return []
    return [c.teleport[x] for x in teleport_targets(s, seat)]


def keep_ivory(s: RelicState, seat: Seat, new: int, verb: str, arg: str, events: Events) -> None:
    """§A4.2: keep one of two ivory tiles of a level; 2 VP, unless a level-2 tile is used first."""
    board = s.board
    level = board.tile_level[new]
    slot = seat * 3 + level - 1
    old = s.ivory_tiles[slot]
    if verb == "keep":
        kept, dropped = (new, old) if arg == "new" else (old, new)
        s.ivory_tiles[slot] = kept
        if events is not None:
            events.append(Event("ivory_kept", {"seat": seat, "level": level, "kept": arg}))
        # §B3 ivory L3 #3 counts if held, or if it is the tile discarded (its effect used first)
        bonus = 1 if holds(s, seat, 3, 3) or (level == 3 and board.tile_effect[dropped] == 3) else 0
        gain(s, seat, board.data.counts.ivory_compensation_vp + bonus, events, "ivory compensation")
        return
    # §A4.2 + §B3: the level-2 tile whose effect (teleport) is used is discarded, so no compensation
    used, kept = (new, old) if board.tile_effect[new] == 6 else (old, new)
    if events is not None:
        info = {"seat": seat, "level": level, "kept": "new" if kept == new else "old"}
        events.append(Event("ivory_kept", info))
    s.ivory_tiles[slot] = used
    teleport(s, seat, board.loc_index[arg], events)
    s.ivory_tiles[slot] = kept
