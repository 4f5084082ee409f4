"""§A7 toolboxes and river tokens: where a seat's toolboxes stand, which may do a table action,
their climbs up the progression table's tracks, and the tokens flipped for steps (§A7.2-3)."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.state import BOTTOM, CLIMB, FLIP, SUPPLY, RelicState, bits
from agora.games.relic_runners.tables import TRACKS


def box_at(s: RelicState, seat: Seat, place: int) -> int:
    """§A7 the seat's toolbox standing at `place`, or -1."""
    places = s.toolbox_places(seat)
    return seat * s.board.n_boxes + places.index(place) if place in places else -1


def tool_slot(s: RelicState, seat: Seat, track: int, level: int) -> int:
    """The toolbox that may do the action at (track, level), or -1 (§A7.4, §A9.4 option)."""
    exact = box_at(s, seat, 1 + track * 3 + level - 1)
    if exact >= 0 or s.options.toolbox_use == "exact":
        return exact
    for higher in range(level + 1, 4):
        i = box_at(s, seat, 1 + track * 3 + higher - 1)
        if i >= 0:
            return i
    return -1


def climbs(s: RelicState, seat: Seat) -> list[tuple[int, int]]:
    """(track, from level) climbs possible now; 0 is the bottom of the table (§A7.1)."""
    out: list[tuple[int, int]] = []
    places = s.toolbox_places(seat)
    if BOTTOM in places:
        out += [(0, 0), (1, 0), (2, 0)]
    for place in sorted(set(places)):
        if place > 0 and place % 3:  # on level 1 or 2: can still climb
            track, below = divmod(place - 1, 3)
            out.append((track, below + 1))
    return out


def climb(s: RelicState, seat: Seat, arg: str, steps: int, events: Events) -> None:
    """§A7.1-2 one step up: `arg` names the track and the level the toolbox climbs from."""
    track_name, from_level = arg.split()
    tr, lv = TRACKS.index(track_name), int(from_level)
    i = box_at(s, seat, BOTTOM if lv == 0 else 1 + tr * 3 + lv - 1)
    s.toolboxes[i] = 1 + tr * 3 + lv
    if events is not None:
        events.append(Event("climb", {"seat": seat, "track": track_name, "to": lv + 1}))
    if steps > 1:
        s.pending.append((CLIMB, steps - 1))


def toolbox_to_bottom(s: RelicState, seat: Seat, events: Events) -> None:
    """§B4 purple #4 / §A6 shovel L1: a toolbox from the supply to the bottom of the table."""
    i = box_at(s, seat, SUPPLY)
    if i >= 0:
        s.toolboxes[i] = BOTTOM
        if events is not None:
            events.append(Event("toolbox_added", {"seat": seat}))


def flip_travelled(s: RelicState, seat: Seat, events: Events) -> int:
    """§A7.2 at the move's end every face-up token on the rivers travelled flips, a step each; §A7.3 the
    last one flipped resets them all and gives one more step. The steps earned."""
    board = s.board
    flipped = s.trails_travelled & s.tokens_up
    steps = flipped.bit_count()
    s.tokens_up &= ~flipped
    if flipped and events is not None:
        events.append(Event("tokens", {"seat": seat, "flipped": [board.trail_ids[t] for t in bits(flipped)]}))
    if flipped and not s.tokens_up:  # §A7.3: the last token resets all, one more step
        s.tokens_up = board.river_mask
        steps += 1
        if events is not None:
            events.append(Event("tokens_reset", {"seat": seat}))
    return steps


def flip(s: RelicState, seat: Seat, task: tuple[int, ...], verb: str, arg: str, events: Events) -> None:
    """§B4 purple #8, §B3 ivory L3 #6: one token flipped either way (or `enough`); §A7.3 the last one
    flipped face down resets them all and gives a step."""
    board = s.board
    _, remaining, done, optional = task
    t = board.trail_index[arg] if verb == "flip" else -1
    if t >= 0:
        s.tokens_up ^= 1 << t
        if events is not None:
            events.append(Event("token_flip", {"seat": seat, "trail": arg, "up": bool(s.tokens_up >> t & 1)}))
        if remaining > 1:
            s.pending.append((FLIP, remaining - 1, done | 1 << t, optional))
        if not s.tokens_up:  # §A7.3: flipping the last one resets all and gives a step
            s.tokens_up = board.river_mask
            if events is not None:
                events.append(Event("tokens_reset", {"seat": seat}))
            s.pending.append((CLIMB, 1))
