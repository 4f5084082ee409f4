"""§A4 the turn and its end: a seat's turn begun, the head start before the first turn (§B6), and
the turn's end (§A8): the shovel's double (§A6), the last round and the ivory extra turn, the next seat."""

from __future__ import annotations

from agora.core import Event, Events, Seat
from agora.games.relic_runners.gains import gain
from agora.games.relic_runners.ivory import holds
from agora.games.relic_runners.state import MOVE, OVER, RelicState


def begin_turn(s: RelicState, seat: Seat) -> None:
    """Reset the per-turn fields for `seat` (§A4)."""
    s.current = seat
    s.phase = MOVE
    here = s.explorer_at[seat]
    s.start_location = here
    s.start_relic = s.relic_on[here]  # §A5: an expedition starts on a shrine with a relic
    s.trails_travelled = s.move_length = 0
    s.unfamiliar_used = s.pathways_before = s.unfamiliar_mid_chain = False
    s.explored = s.ended_at_camp = s.toolbox_used = s.double_vp = False
    s.turn_vp = 0
    s.turn_blue_tiles = ()


def head_start(s: RelicState, seat: Seat, where: str, events: Events) -> None:
    """§B6 blue ability: begin the game one space outside Base Camp (or stay)."""
    s.explorer_at[seat] = s.board.loc_index[where]
    if events is not None:
        events.append(Event("head_start", {"seat": seat, "at": where}))
    s.head_start_seats = s.head_start_seats[1:]
    if s.head_start_seats:
        s.current = s.head_start_seats[0]
    else:
        begin_turn(s, 0)


def end_turn(s: RelicState, seat: Seat, events: Events, shown: int | None = None) -> None:
    """§A4, §A8 the turn ends: the shovel's double (§A6), the last round, the next seat."""
    board = s.board
    if s.double_vp:  # §A6 shovel L3: double all VP of this turn
        extra = s.turn_vp
        if shown is not None:  # the blue tile the player wants doubled is shown to all and paid in coins
            i = next(j for j in s.turn_blue_tiles if board.tile_value[s.blue_tiles[seat][j]] == shown)
            tile = s.blue_tiles[seat][i]
            s.blue_seen_by[seat] = tuple(s.all_mask if j == i else m for j, m in enumerate(s.blue_seen_by[seat]))
            if events is not None:
                info = {"seat": seat, "level": board.tile_level[tile], "value": shown}
                events.append(Event("blue_shown", info, reveal=True))
            extra += shown
        gain(s, seat, extra, events, "double VP this turn")
    s.turns_played[seat] += 1
    n = s.player_count
    target = s.options.end_relics or board.data.end_trigger.relics[str(n)]
    if not s.last_round and s.relics_collected >= target:  # §A8: the others play one more turn
        s.last_round = True
        s.last_round_seats = tuple((seat + i) % n for i in range(1, n))
        if events is not None:
            events.append(Event("last_round", {"trigger": seat, "relics": s.relics_collected}))
    if s.last_round:
        if s.last_round_seats:
            nxt, s.last_round_seats = s.last_round_seats[0], s.last_round_seats[1:]
        else:
            holder = next((p for p in range(n) if holds(s, p, 1, 6)), -1)
            if holder < 0 or s.extra_turn_used:
                s.phase = OVER
                if events is not None:
                    events.append(Event("game_over", {}))
                return
            s.ivory_tiles[holder * 3] = -1  # ivory L1 #6: discarded for one extra turn
            s.extra_turn_used = True
            nxt = holder
            if events is not None:
                events.append(Event("extra_turn", {"seat": holder}))
    else:
        nxt = (seat + 1) % n
        if nxt == 0:
            s.round += 1
            if s.options.round_limit and s.round > s.options.round_limit:
                s.phase = OVER
                if events is not None:
                    events.append(Event("game_over", {"round_limit": s.options.round_limit}))
                return
    begin_turn(s, nxt)
