"""The rules of Relic Runners: which small decisions are legal, and what each one does.

A turn is MOVE (go/stop, or an ivory teleport), then EXPLORE (optional) and
"done"; toolbox uses fit before moving or after it. Sub-decisions (climbing
toolboxes, placing or moving pathways, flipping tokens, an ivory choice) wait
on the `todo` stack and must be settled first.
"""

from __future__ import annotations

from agora.core import Action, Event, IllegalAction, Seat
from agora.games.relic_runners.codes import Codes, catalogue_set, codes_for
from agora.games.relic_runners.state import (
    ADJ,
    BOTTOM,
    CLIMB,
    FLIP,
    HEAD,
    KEEP,
    MAIN,
    MOVE,
    OVER,
    PEEK,
    PLACE,
    SHIFT,
    SHOVEL,
    SHRINE,
    SUPPLY,
    TASK_NAMES,
    RelicState,
    bits,
)
from agora.games.relic_runners.tables import BLUE, IVORY, RUIN, TEMPLE, TRACKS

# Where the events of a decision go: None on the trusted fast path, which builds none.
Events = list[Event] | None


# -- small queries ------------------------------------------------------------


def _holds(s: RelicState, seat: Seat, level: int, effect: int) -> bool:
    """§B3 whether the seat holds the ivory tile of this level and effect."""
    tile = s.ivory[seat * 3 + level - 1]
    return tile >= 0 and s.board.tile_effect[tile] == effect


def _middle_ok(s: RelicState, seat: Seat) -> bool:
    # §B3 ivory L2 #1 (single use) or the heiress's permanent version (§B6, designed)
    return s.abilities[seat] == "trailblazer" or _holds(s, seat, 2, 1)


def _step(
    s: RelicState, seat: Seat, t: int, here: int, moved: int, unfam: bool, before: bool, middle: bool
) -> tuple[int, bool, bool, bool] | None:
    """§A4.1: travelling trail `t` from `here`; the new (place, unfam, before, middle) or None."""
    if moved >> t & 1:
        return None  # each trail once per turn
    if s.paths[seat] >> t & 1:
        if unfam:
            if before and not _middle_ok(s, seat):
                return None  # a chain before AND after the unfamiliar trail
            middle = middle or before
        else:
            before = True
    elif unfam:
        return None  # one unfamiliar trail per turn
    else:
        unfam = True
    a, b = s.board.ends[t]
    return (b if a == here else a), unfam, before, middle


def _may_stop(s: RelicState, here: int, unfam: bool) -> bool:
    # §A4.1: never end where you started; §A9.2 option for pathway-only moves
    return here != s.start_loc and (unfam or s.opts.pathway_only_move)


def _finishable(s: RelicState, seat: Seat, here: int, moved: int, unfam: bool, before: bool, middle: bool) -> bool:
    """§A4.1 whether a legal end of move is still reachable (so no move can get stuck)."""
    if _may_stop(s, here, unfam):
        return True
    for t in s.board.incident[here]:
        r = _step(s, seat, t, here, moved, unfam, before, middle)
        if r is None:
            continue
        there, u, b, m = r
        if there == s.board.camp:
            if _may_stop(s, there, u):
                return True
        elif _finishable(s, seat, there, moved | 1 << t, u, b, m):
            return True
    return False


def _go_ok(s: RelicState, seat: Seat, t: int) -> bool:
    """§A4.1 whether trail `t` may be travelled now, the move still able to end legally."""
    here = s.loc[seat]
    r = _step(s, seat, t, here, s.moved, s.unfam, s.before, s.middle)
    if r is None:
        return False
    there, u, b, m = r
    if there == s.board.camp:  # §A4.1: Base Camp stops the move
        return _may_stop(s, there, u)
    return _finishable(s, seat, there, s.moved | 1 << t, u, b, m)


def _teleport_targets(s: RelicState, seat: Seat) -> list[int]:
    """§B3 ivory L2 #6: the other temples of your temple's colour with no relic on them."""
    here = s.loc[seat]
    if s.board.kind[here] != TEMPLE or (not s.opts.teleport_from_shrine and not s.stacks[here]):
        return []
    return [x for x in s.board.temples if x != here and s.colour[x] == s.colour[here] and s.relic_on[x] < 0]


def _box_at(s: RelicState, seat: Seat, place: int) -> int:
    """§A7 the seat's toolbox standing at `place`, or -1."""
    places = s.box_places(seat)
    return seat * s.board.n_boxes + places.index(place) if place in places else -1


def _tool_slot(s: RelicState, seat: Seat, track: int, level: int) -> int:
    """The toolbox that may do the action at (track, level), or -1 (§A7.4, §A9.4 option)."""
    exact = _box_at(s, seat, 1 + track * 3 + level - 1)
    if exact >= 0 or s.opts.toolbox_use == "exact":
        return exact
    for higher in range(level + 1, 4):
        i = _box_at(s, seat, 1 + track * 3 + higher - 1)
        if i >= 0:
            return i
    return -1


def _table_action_doable(s: RelicState, seat: Seat, action: str) -> bool:
    """§A7.4: every part of a table action is mandatory, so it must be possible."""
    if action == "temple_action_free":
        here = s.loc[seat]
        return s.board.kind[here] == TEMPLE and bool(s.stacks[here])
    if action == "move_1_pathway":
        return s.paths[seat] != 0
    if action == "move_2_pathways":
        return s.paths[seat].bit_count() >= 2
    if action == "place_pathway_adjacent":
        return s.pathways_left(seat) > 0 and bool(s.board.adj_mask[s.loc[seat]] & ~s.paths[seat])
    return True


def _climbs(s: RelicState, seat: Seat) -> list[tuple[int, int]]:
    """(track, from level) climbs possible now; 0 is the bottom of the table (§A7.1)."""
    out: list[tuple[int, int]] = []
    places = s.box_places(seat)
    if BOTTOM in places:
        out += [(0, 0), (1, 0), (2, 0)]
    for place in sorted(set(places)):
        if place > 0 and place % 3:  # on level 1 or 2: can still climb
            track, below = divmod(place - 1, 3)
            out.append((track, below + 1))
    return out


def _place_mask(s: RelicState, seat: Seat, anchor: int) -> int:
    """§A4.2 the trails a new pathway may go on: next to `anchor` (-1: anywhere), none of the seat's there."""
    near = s.board.adj_mask[anchor] if anchor >= 0 else s.board.all_trails
    return near & ~s.paths[seat]  # §A4.2: never two of your pathways on one trail


# -- the turn -----------------------------------------------------------------


def begin_turn(s: RelicState, seat: Seat) -> None:
    """Reset the per-turn fields for `seat` (§A4)."""
    s.current = seat
    s.phase = MOVE
    here = s.loc[seat]
    s.start_loc = here
    s.start_relic = s.relic_on[here]  # §A5: an expedition starts on a shrine with a relic
    s.moved = s.steps = 0
    s.unfam = s.before = s.middle = False
    s.explored = s.ended_camp = s.tool_used = s.double = False
    s.turn_vp = 0
    s.turn_blue = ()


# -- legal --------------------------------------------------------------------


def legal(s: RelicState, seat: Seat) -> list[Action]:
    """§A4 the legal codes of `seat`: none unless it is to act."""
    if s.phase == OVER or seat != s.current:
        return []
    c = codes_for(s.board)
    board = s.board
    if s.todo:
        return _task_legal(s, seat, c)
    if s.phase == HEAD:
        return [c.start[board.camp]] + [c.start[x] for x in board.neighbours[board.camp]]
    out: list[str] = []
    if s.phase == MOVE:
        for t in board.incident[s.loc[seat]]:
            if _go_ok(s, seat, t):
                out.append(c.go[t])
        if s.steps and _may_stop(s, s.loc[seat], s.unfam):
            out.append("stop")
        if s.steps == 0:
            if _holds(s, seat, 2, 6):  # §B3 ivory L2 #6
                out += [c.teleport[x] for x in _teleport_targets(s, seat)]
            if _holds(s, seat, 2, 3) and not s.tool_used:  # §B3 ivory L2 #3 «Στην αρχή του γύρου σας»
                out.append("refill")
            if not out:
                out.append("stop")  # no legal move exists at all: the explorer stays
            _tools(s, seat, c, out)
        return out
    # MAIN: explore, toolbox, done
    here = s.loc[seat]
    if not s.explored and not s.ended_camp and s.explorable(here) and s.rations[seat] > 0:
        if board.kind[here] != RUIN or s.opts.ruin_without_pathways or s.pathways_left(seat) > 0:
            out.append("explore")
        if board.kind[here] == TEMPLE and len(s.stacks[here]) >= 2 and _holds(s, seat, 2, 2):
            out.append("explore peek")
    if not s.ended_camp:  # §A4.3: reaching Base Camp ends the turn
        _tools(s, seat, c, out)
    if s.double and s.turn_blue:  # §A6 shovel L3: show the blue tile you want doubled, if any
        out += sorted({c.reveal[board.tile_value[s.blue[seat][i]]] for i in s.turn_blue})
    out.append("done")
    return out


def _tools(s: RelicState, seat: Seat, c: Codes, out: list[str]) -> None:
    """§A7.4 the toolbox uses possible now (one a turn, each action doable in full)."""
    if s.tool_used:  # §A7.4: one toolbox use per turn
        return
    usable = 0  # bit (place - 1) per table space some toolbox may use
    for place in s.box_places(seat):
        if place > 0:
            usable |= 1 << (place - 1)
            if s.opts.toolbox_use == "at_or_below":  # §A9.4 option: lower spaces of the track too
                usable |= ((1 << ((place - 1) % 3)) - 1) << ((place - 1) // 3 * 3)
    while usable:
        low = usable & -usable
        usable ^= low
        tr, lv = divmod(low.bit_length() - 1, 3)
        if _table_action_doable(s, seat, s.board.table[tr][lv + 1]):
            out.append(c.tool[tr][lv + 1])


def _task_legal(s: RelicState, seat: Seat, c: Codes) -> list[Action]:
    """§A4–§B4 the answers to the pending sub-decision."""
    task = s.todo[-1]
    kind = task[0]
    if kind == CLIMB:
        return [c.climb[tr][lv] for tr, lv in _climbs(s, seat)]
    if kind == PLACE:
        _, count, anchor, modified = task
        mask = _place_mask(s, seat, anchor)
        out = [c.path[t] for t in bits(mask)]
        if count == 1 and not modified:
            if _holds(s, seat, 2, 4) and s.pathways_left(seat) >= 2 and mask.bit_count() >= 2:
                out.append("path twice")
            if _holds(s, seat, 2, 5) and anchor >= 0:
                out.append("path anywhere")
        return out
    if kind == SHIFT:
        _, _, lifted, no_lift, no_dest = task
        if lifted < 0:
            return [c.lift[t] for t in bits(s.paths[seat] & ~no_lift)]
        free = s.board.all_trails & ~s.paths[seat] & ~(1 << lifted) & ~no_dest
        return [c.path[t] for t in bits(free)]
    if kind == KEEP:
        return ["keep new", "keep old", *_ivory_uses(s, seat, task[1], c)]
    if kind == PEEK:
        return [c.take[s.board.tile_level[t]] for t in s.stacks[task[1]]]
    if kind == SHOVEL:
        supply = _box_at(s, seat, SUPPLY) >= 0
        return ["shovel toolbox", "shovel vp"] if supply else ["shovel vp"]
    if kind == FLIP:
        flips = [c.flip[t] for t in s.board.rivers if not task[2] >> t & 1]
        return [*flips, "enough"] if task[3] else flips
    # ADJ
    return [c.adjacent[x] for x in s.board.neighbours[task[1]] if s.explorable(x)]


def _ivory_uses(s: RelicState, seat: Seat, new: int, c: Codes) -> list[str]:
    """§A4.2: the effect of the ivory tile you discard may be used first, where possible.

    Only one can be carried out at the moment of the choice, which cannot wait: ivory L2 #6
    (teleport), while your move has not begun (#3's refill is for the start of the turn, and a
    choice before moving follows a toolbox use). Its code names the place; the other tile is kept."""
    board = s.board
    if board.tile_level[new] != 2 or s.phase != MOVE or s.steps:
        return []
    if 6 not in (board.tile_effect[new], board.tile_effect[s.ivory[seat * 3 + 1]]):
        return []
    return [c.teleport[x] for x in _teleport_targets(s, seat)]


def _task_live(s: RelicState, seat: Seat, task: tuple[int, ...]) -> bool:
    """Whether a pending sub-decision can still be made (else it lapses, §A7.2 'as far as possible')."""
    kind = task[0]
    if kind == CLIMB:
        return bool(_climbs(s, seat))
    if kind == PLACE:
        return s.pathways_left(seat) > 0 and bool(_place_mask(s, seat, task[2]))
    if kind == SHIFT:
        return task[2] >= 0 or bool(s.paths[seat] & ~task[3])
    if kind == FLIP:
        return task[1] > 0
    if kind == ADJ:
        return any(s.explorable(x) for x in s.board.neighbours[task[1]])
    return True


def _settle(s: RelicState, seat: Seat, ev: Events) -> None:
    """§A7.2 pending sub-decisions that can no longer be made lapse ("as far as possible");
    §A5 a shrine waiting on top of them is shown, its tile's action being over."""
    while s.todo and (s.todo[-1][0] == SHRINE or not _task_live(s, seat, s.todo[-1])):
        task = s.todo.pop()
        if task[0] == SHRINE:
            _shrine(s, task[1], ev)
        elif task[0] == CLIMB and s.opts.excess_toolbox_steps == "score":
            _gain(s, seat, task[1], ev, "toolbox steps no toolbox could take")  # §A9.9 option


# -- gains ----------------------------------------------------------------------


def _gain(s: RelicState, seat: Seat, vp: int, ev: Events, why: str) -> None:
    """VP coins, kept face down (§A1): only the owner is told the amount's total."""
    if vp <= 0:
        return
    s.coins[seat] += vp
    if seat == s.current:
        s.turn_vp += vp
    if ev is not None:
        ev.append(Event("vp", {"seat": seat, "vp": vp, "why": why, "coins": s.coins[seat]}, to=frozenset({seat})))


def _take_rations(s: RelicState, seat: Seat, n: int, ev: Events) -> None:
    """Rations from Base Camp, never above the cap (§A4.3) nor more than Base Camp holds (§A9.3)."""
    got = max(0, min(n, s.cap[seat] - s.rations[seat], s.camp_rations))
    if got:
        s.rations[seat] += got
        s.camp_rations -= got
        if ev is not None:
            ev.append(Event("rations", {"seat": seat, "took": got, "now": s.rations[seat]}))


def _refill(s: RelicState, seat: Seat, ev: Events) -> None:
    """§B3 ivory L2 #3: refill "up to 5" packs, the printed figure (even with a larger cap)."""
    _discard_ivory(s, seat, 2, ev)
    _take_rations(s, seat, s.board.data.counts.max_rations - s.rations[seat], ev)


def _discard_ivory(s: RelicState, seat: Seat, level: int, ev: Events) -> None:
    """§B3 a single-use ivory tile discarded once used."""
    tile = s.ivory[seat * 3 + level - 1]
    s.ivory[seat * 3 + level - 1] = -1
    if ev is not None:
        ev.append(Event("ivory_used", {"seat": seat, "level": level, "effect": s.board.tile_effect[tile]}))


# -- apply ------------------------------------------------------------------------


def apply(s: RelicState, seat: Seat, action: Action) -> list[Event]:
    """§A4 carry out one legal decision, or raise IllegalAction with the state untouched."""
    if s.phase == OVER:
        raise IllegalAction("the game is over", "A8")
    if seat != s.current:
        raise IllegalAction(f"it is seat {s.current}'s turn, not seat {seat}'s", "A4")
    if action not in legal(s, seat):
        raise IllegalAction(*_why(s, seat, action))
    return play(s, seat, action)


def play(s: RelicState, seat: Seat, action: Action) -> list[Event]:
    """§A4 an action from legal(s, seat) carried out unchecked, with the events apply tells."""
    ev: list[Event] = []
    _carry_out(s, seat, action, ev)
    if any(e.reveal and e.to is None for e in ev):
        # A tile shown to all decides what else happened: the whole action reveals.
        ev = [e if e.reveal or e.to is not None else Event(e.kind, e.data, None, True) for e in ev]
    return ev


def advance(s: RelicState, seat: Seat, action: Action) -> None:
    """§A4 the trusted fast path: an action from legal(s, seat), carried out unchecked, no event built."""
    _carry_out(s, seat, action, None)


def _carry_out(s: RelicState, seat: Seat, action: Action, ev: Events) -> None:
    """§A4 what a legal decision does (events into `ev`, or none built when it is None)."""
    verb, _, arg = action.partition(" ")
    if s.todo:
        _apply_task(s, seat, verb, arg, ev)
    elif s.phase == HEAD:
        _head_start(s, seat, arg, ev)
    elif verb == "go":
        _go(s, seat, s.board.trail_index[arg], ev)
    elif verb == "stop":
        _end_move(s, seat, ev)
    elif verb == "teleport":
        _teleport(s, seat, s.board.loc_index[arg], ev)
    elif verb == "refill":
        _refill(s, seat, ev)
    elif verb == "explore":
        _explore_here(s, seat, peek=arg == "peek", ev=ev)
    elif verb == "tool":
        track, level = arg.split()
        _use_tool(s, seat, TRACKS.index(track), int(level), ev)
    elif verb == "reveal":
        _end_turn(s, seat, ev, shown=int(arg))
    else:  # done
        _end_turn(s, seat, ev)
    _settle(s, seat, ev)


def _why(s: RelicState, seat: Seat, action: object) -> tuple[str, str | None]:
    """§A4 a player-readable reason an action is refused (nothing hidden in it)."""
    if not isinstance(action, str) or action not in catalogue_set(s.board):
        return f"{action!r} is not a Relic Runners action", None
    verb, _, arg = action.partition(" ")
    if s.todo:
        task = s.todo[-1]
        kind = task[0]
        # a compulsory flip is ivory L3 #6 (§B3); purple #8's may stop early (§B4)
        section = "B3" if kind == FLIP and not task[3] else _TASK_SECTIONS[kind]
        if verb in _TASK_VERBS[kind]:
            return _TASK_WHY[kind], section
        return f"first {TASK_NAMES[kind]}", section
    if s.phase == HEAD:
        return "first choose where your explorer starts", "B6"
    if verb == "go":
        if s.phase != MOVE:
            return "your move is over this turn", "A4.1"
        t = s.board.trail_index[arg]
        here = s.loc[seat]
        if t not in s.board.incident[here]:
            return f"trail {arg} does not start at your location", "A4.1"
        if s.moved >> t & 1:
            return "you may travel each trail only once per turn", "A4.1"
        if not s.paths[seat] >> t & 1 and s.unfam:
            return "you may travel only one unfamiliar trail per turn", "A4.1"
        if s.paths[seat] >> t & 1 and s.unfam and s.before:
            return "your pathway chain may come before or after the unfamiliar trail, not both", "A4.1"
        return "that trail leads nowhere you could end your move (never where you started)", "A4.1"
    if verb == "stop":
        if s.phase != MOVE:
            return "your move is over this turn", "A4.1"
        if not s.steps:
            return "you must move your explorer along a trail", "A4.1"
        if s.loc[seat] == s.start_loc:
            return "you may not end your move where you started", "A4.1"
        return "a move must use your unfamiliar trail (option pathway_only_move)", "A4.1"
    if verb == "explore":
        if s.phase != MAIN:
            return "move first, then explore", "A4.2"
        if s.explored or s.ended_camp:
            return "you have no exploration left this turn", "A4.2"
        if s.rations[seat] == 0:
            return "exploring costs a Ration Pack and you have none", "A4.2"
        if arg == "peek" and s.explorable(s.loc[seat]):
            return "looking at a temple's tiles needs ivory L2 #2 and at least 2 tiles there", "B3"
        return "there is nothing to explore here (a ruin or temple with tiles left)", "A4.2"
    if verb == "tool":
        if s.tool_used:
            return "you may use only one toolbox per turn", "A7.4"
        if s.phase == MOVE and s.steps:
            return "not in the middle of your move", "A7.4"
        if s.ended_camp:
            return "your turn ends when your move ends at Base Camp", "A4.3"
        return "you have no toolbox able to do that action now", "A7.4"
    if verb == "refill":
        return "refilling your rations needs ivory L2 #3, at the start of your turn", "B3"
    if verb == "teleport":
        return "teleporting needs ivory L2 #6: instead of moving, to another temple of your colour with no relic", "B3"
    if verb == "reveal":
        return "you may show a blue tile taken this turn only when the shovel doubles this turn's VP", "A6"
    if verb == "done":
        return "you must move before your turn ends", "A4.1"
    return f"{action!r} answers a question the game is not asking now", _TASK_SECTION_OF.get(verb)


# Where each kind of sub-decision is ruled (state.py's order), the verbs that answer it, and why such an
# answer is refused.
_TASK_SECTIONS = ("A7.2", "A4.2", "A6", "A4.2", "B3", "A6", "B4", "B4")
_TASK_VERBS = (
    ("climb",), ("path",), ("lift", "path"), ("keep", "teleport"), ("take",), ("shovel",),
    ("flip", "enough"), ("adjacent",),
)  # fmt: skip
_TASK_WHY = (
    "no toolbox of yours can climb from there: one at the bottom takes any track, one on a track stays on it",
    "a pathway goes on a trail next to your location with none of yours on it (ivory L2 #4 and #5 need their tile)",
    "move a pathway of yours to a trail with none of yours, never back where a moved one was",
    "keep the new or the old tile; a discarded level-2 tile's effect is usable first only as a teleport, "
    "before your move",
    "take a tile of a level still in that temple",
    "the toolbox choice needs a toolbox in your supply",
    "flip each token once; this flip is not optional",
    "resolve a ruin or temple next to this one that still has tiles",
)
# Where each sub-decision's verb is ruled, for refusals when no such decision is pending.
_TASK_SECTION_OF = {
    "climb": "A7.2", "path": "A4.2", "lift": "A6", "keep": "A4.2", "take": "B3",
    "shovel": "A6", "flip": "B4", "enough": "B4", "adjacent": "B4", "start": "B6", "explore": "A4.2",
}  # fmt: skip


def _head_start(s: RelicState, seat: Seat, where: str, ev: Events) -> None:
    """§B6 blue ability: begin the game one space outside Base Camp (or stay)."""
    s.loc[seat] = s.board.loc_index[where]
    if ev is not None:
        ev.append(Event("head_start", {"seat": seat, "at": where}))
    s.head_pending = s.head_pending[1:]
    if s.head_pending:
        s.current = s.head_pending[0]
    else:
        begin_turn(s, 0)


# -- moving ---------------------------------------------------------------------


def _go(s: RelicState, seat: Seat, t: int, ev: Events) -> None:
    """§A4.1 one trail travelled; Base Camp stops the move."""
    here = s.loc[seat]
    r = _step(s, seat, t, here, s.moved, s.unfam, s.before, s.middle)
    assert r is not None
    there, s.unfam, s.before, s.middle = r
    s.moved |= 1 << t
    s.steps += 1
    s.loc[seat] = there
    if ev is not None:
        ev.append(Event("go", {"seat": seat, "trail": s.board.trail_ids[t], "to": s.board.loc_ids[there]}))
    if here == s.board.camp and _holds(s, seat, 3, 6):
        s.todo.append((FLIP, 1, 0, 0))  # §B3 ivory L3 #6: leaving Base Camp flips a token (must)
    if there == s.board.camp:
        _end_move(s, seat, ev)  # §A4.1: Base Camp stops the move


def _teleport(s: RelicState, seat: Seat, where: int, ev: Events) -> None:
    """§B3 ivory L2 #6: instead of moving, to another temple of the same colour."""
    _discard_ivory(s, seat, 2, ev)
    s.loc[seat] = where
    if ev is not None:
        ev.append(Event("teleport", {"seat": seat, "to": s.board.loc_ids[where]}))
    s.phase = MAIN


def _end_move(s: RelicState, seat: Seat, ev: Events) -> None:
    """§A4.1 the move's end: tokens flipped (§A7.2), an expedition (§A5), Base Camp (§A4.3)."""
    board = s.board
    if s.middle and s.abilities[seat] != "trailblazer":
        _discard_ivory(s, seat, 2, ev)  # ivory L2 #1 was needed for this move
    # §A7.2: flip every face-up token on the rivers travelled, one step each
    flipped = s.moved & s.tokens
    steps = flipped.bit_count()
    s.tokens &= ~flipped
    if flipped and ev is not None:
        ev.append(Event("tokens", {"seat": seat, "flipped": [board.trail_ids[t] for t in bits(flipped)]}))
    if flipped and not s.tokens:  # §A7.3: the last token resets all, one more step
        s.tokens = board.river_mask
        steps += 1
        if ev is not None:
            ev.append(Event("tokens_reset", {"seat": seat}))
    s.phase = MAIN
    here = s.loc[seat]
    # §A5: a relic expedition ends on another shrine with a relic of the same colour
    if s.start_relic >= 0 and here != s.start_loc and s.relic_on[here] == s.start_relic:
        colour = s.relic_on[here]
        s.relic_on[here] = -1
        s.relics[seat * 4 + colour] += 1
        s.collected += 1
        per = board.data.counts.relic_vp_per_trail
        if ev is not None:
            ev.append(Event("relic", {"seat": seat, "at": board.loc_ids[here], "colour": colour, "trails": s.steps}))
        _gain(s, seat, per * s.steps, ev, "relic expedition")
        if s.opts.relic_ends_turn:  # §A9.8 option
            s.explored = s.tool_used = True
    if here == board.camp:  # §A4.3: free resupply, and the turn ends
        bonus = 1 if _holds(s, seat, 3, 5) else 0  # ivory L3 #5
        _take_rations(s, seat, board.data.counts.camp_resupply + bonus, ev)
        s.ended_camp = True
    if steps:
        s.todo.append((CLIMB, steps))


# -- exploring ------------------------------------------------------------------


def _explore_here(s: RelicState, seat: Seat, peek: bool, ev: Events) -> None:
    """§A4.2: spend a ration and do the action of your location."""
    here = s.loc[seat]
    s.rations[seat] -= 1
    s.camp_rations += 1
    s.explored = True
    if peek:  # §B3 ivory L2 #2: look at the remaining tiles, take the one you want
        _discard_ivory(s, seat, 2, ev)
        _first_bonus(s, seat, here, ev)
        bit = 1 << seat
        s.known[here] = tuple(m | bit for m in s.known[here])
        if ev is not None:
            seen = [{"level": s.board.tile_level[t], "text": s.board.tile_text[t]} for t in s.stacks[here]]
            peeked = {"seat": seat, "at": s.board.loc_ids[here], "tiles": seen}
            ev.append(Event("peek", peeked, frozenset({seat}), True))
        s.todo.append((PEEK, here))
        return
    _explore(s, seat, here, here, ev)


def _first_bonus(s: RelicState, seat: Seat, site: int, ev: Events) -> None:
    """§B3 ivory L3 #2: +1 VP for the first to explore a site (§A9.5 option)."""
    # §B3 ivory L3 #2, read per the §A9.5 option
    if _holds(s, seat, 3, 2) and (
        s.opts.first_explorer_bonus == "every_exploration" or len(s.stacks[site]) == s.full_height[site]
    ):
        _gain(s, seat, 1, ev, "first to explore")


def _explore(s: RelicState, seat: Seat, site: int, anchor: int, ev: Events) -> None:
    """§A4.2 the action of `site`; a pathway gained goes next to `anchor`."""
    _first_bonus(s, seat, site, ev)
    if s.board.kind[site] == RUIN:
        s.stacks[site] = s.stacks[site][:-1]
        s.known[site] = s.known[site][:-1]
        if ev is not None:
            ev.append(Event("ruin", {"seat": seat, "at": s.board.loc_ids[site]}))
        if s.abilities[seat] == "scholar":
            _gain(s, seat, 1, ev, "field notes")  # §B6 professor (designed)
        if not s.stacks[site]:  # §A5 shown after the pathway («και ΕΠΕΙΤΑ τοποθετεί ένα Κειμήλιο»)
            s.todo.append((SHRINE, site))
        s.todo.append((PLACE, 1, anchor, 0))
    else:
        _take_tile(s, seat, site, len(s.stacks[site]) - 1, anchor, ev)


def _shrine(s: RelicState, site: int, ev: Events) -> None:
    """§A5: the last tile gone reveals a shrine and its relic, once that tile's action is over."""
    colour = 0 if s.board.kind[site] == RUIN else 1 + s.colour[site]
    s.relic_on[site] = colour
    if ev is not None:
        ev.append(Event("shrine", {"at": s.board.loc_ids[site], "relic": colour}))


def _take_tile(s: RelicState, seat: Seat, site: int, i: int, anchor: int, ev: Events) -> None:
    """§A4.2 a temple tile taken: ivory kept (one a level), blue face down, purple applied."""
    board = s.board
    tile, mask = s.stacks[site][i], s.known[site][i]
    top = i == len(s.stacks[site]) - 1
    s.stacks[site] = s.stacks[site][:i] + s.stacks[site][i + 1 :]
    s.known[site] = s.known[site][:i] + s.known[site][i + 1 :]
    colour, level = board.tile_colour[tile], board.tile_level[tile]
    if not s.stacks[site]:
        # §A5 «εκτελεί την ανάλογη ενέργεια … και ΕΠΕΙΤΑ τοποθετεί ένα Κειμήλιο»: under the tile's own sub-decisions
        s.todo.append((SHRINE, site))
    bonus = 1 if _holds(s, seat, 3, 3) else 0  # §B3 ivory L3 #3
    if colour == IVORY:
        if ev is not None:
            info = {"seat": seat, "at": board.loc_ids[site], "level": level, "effect": board.tile_effect[tile],
                    "text": board.tile_text[tile]}
            ev.append(Event("ivory", info, reveal=mask != s.all_mask))
        if s.ivory[seat * 3 + level - 1] >= 0:  # §A4.2: never two ivory tiles of one level
            s.todo.append((KEEP, tile))  # the 2 VP are paid on the choice
        else:
            s.ivory[seat * 3 + level - 1] = tile
    elif colour == BLUE:  # §A4.2: kept face down, value known to its owner
        s.blue[seat] = (*s.blue[seat], tile)
        s.blue_known[seat] = (*s.blue_known[seat], mask | 1 << seat)
        s.turn_blue = (*s.turn_blue, len(s.blue[seat]) - 1)
        if ev is not None:
            ev.append(Event("blue", {"seat": seat, "at": board.loc_ids[site], "level": level}))
            ev.append(Event("blue_value", {"value": board.tile_value[tile]}, frozenset({seat}), reveal=True))
        _gain(s, seat, bonus, ev, "ivory L3 extra coin at a blue temple")
    else:  # §A4.2 purple: apply, discard, flip the next one up
        if ev is not None:
            info = {"seat": seat, "at": board.loc_ids[site], "level": level, "effect": board.tile_effect[tile]}
            ev.append(Event("purple", info, reveal=mask != s.all_mask))
        if top and s.stacks[site]:
            s.known[site] = (*s.known[site][:-1], s.all_mask)
            nxt = s.stacks[site][-1]
            if ev is not None:
                shown = {"at": board.loc_ids[site], "effect": board.tile_effect[nxt]}
                ev.append(Event("purple_top", shown, reveal=True))
        _purple(s, seat, board.tile_effect[tile], site, anchor, bonus, ev)


def _purple(s: RelicState, seat: Seat, effect: int, site: int, anchor: int, bonus: int, ev: Events) -> None:
    """§B4: the eight purple effects."""
    if effect == 1:
        _gain(s, seat, 3 + bonus, ev, "purple temple")
    elif effect == 2:
        s.todo.append((CLIMB, 1))
    elif effect == 3:
        _take_rations(s, seat, 2, ev)
    elif effect == 4:
        _toolbox_to_bottom(s, seat, ev)
    elif effect == 5:
        s.loc[seat] = s.board.camp
        if ev is not None:
            ev.append(Event("teleport", {"seat": seat, "to": s.board.loc_ids[s.board.camp]}))
        bonus5 = 1 if _holds(s, seat, 3, 5) else 0  # ivory L3 #5: a return to Base Camp
        _take_rations(s, seat, 3 + bonus5, ev)
        if s.opts.purple_camp_ends_turn:  # option: read as an arrival at Base Camp (§A4.3)
            s.ended_camp = True
    elif effect == 6:
        s.todo.append((SHIFT, 1, -1, 0, 0))
    elif effect == 7:
        s.todo.append((ADJ, site))
    else:
        s.todo.append((FLIP, 2, 0, 1))  # up to 2: may stop early


def _toolbox_to_bottom(s: RelicState, seat: Seat, ev: Events) -> None:
    """§B4 purple #4 / §A6 shovel L1: a toolbox from the supply to the bottom of the table."""
    i = _box_at(s, seat, SUPPLY)
    if i >= 0:
        s.boxes[i] = BOTTOM
        if ev is not None:
            ev.append(Event("toolbox_added", {"seat": seat}))


# -- toolboxes ------------------------------------------------------------------


def _use_tool(s: RelicState, seat: Seat, track: int, level: int, ev: Events) -> None:
    """§A7.4: the toolbox goes back to the bottom, then its action is done in full."""
    i = _tool_slot(s, seat, track, level)
    s.boxes[i] = BOTTOM
    s.tool_used = True
    action = s.board.table[track][level]
    if ev is not None:
        ev.append(Event("tool", {"seat": seat, "track": TRACKS[track], "level": level, "action": action}))
    here = s.loc[seat]
    if action == "temple_action_free":
        _explore(s, seat, here, here, ev)
    elif action == "take_2_rations":
        _take_rations(s, seat, 2, ev)
    elif action == "vp_4_per_relic":
        _gain(s, seat, 4 * sum(s.relics[seat * 4 : seat * 4 + 4]), ev, "4 VP per relic")
    elif action == "move_1_pathway":
        s.todo.append((SHIFT, 1, -1, 0, 0))
    elif action == "move_2_pathways":
        s.todo.append((SHIFT, 2, -1, 0, 0))
    elif action == "vp_2_per_longest_chain_pathway":
        _gain(s, seat, 2 * longest_chain(s, seat), ev, "2 VP per pathway of the longest chain")
    elif action == "toolbox_or_2vp":
        s.todo.append((SHOVEL,))
    elif action == "place_pathway_adjacent":
        s.todo.append((PLACE, 1, here, 0))
    else:  # double_vp_this_turn
        s.double = True


def longest_chain(s: RelicState, seat: Seat) -> int:
    """§A6: pathways in the seat's longest continuous chain, never through Base Camp."""
    board = s.board
    mine = s.paths[seat]
    best = 0

    def walk(here: int, used: int, length: int) -> None:
        nonlocal best
        best = max(best, length)
        if here == board.camp and length:
            return
        for t in board.incident[here]:
            if mine >> t & 1 and not used >> t & 1:
                walk(board.other(t, here), used | 1 << t, length + 1)

    for start in {e for t in bits(mine) for e in board.ends[t]}:
        walk(start, 0, 0)
    return best


# -- sub-decisions ----------------------------------------------------------------


def _apply_task(s: RelicState, seat: Seat, verb: str, arg: str, ev: Events) -> None:
    """§A4–§B4 the answer to the pending sub-decision carried out."""
    task = s.todo.pop()
    kind = task[0]
    board = s.board
    if kind == CLIMB:  # §A7.1-2
        track_name, from_level = arg.split()
        tr, lv = TRACKS.index(track_name), int(from_level)
        i = _box_at(s, seat, BOTTOM if lv == 0 else 1 + tr * 3 + lv - 1)
        s.boxes[i] = 1 + tr * 3 + lv
        if ev is not None:
            ev.append(Event("climb", {"seat": seat, "track": track_name, "to": lv + 1}))
        if task[1] > 1:
            s.todo.append((CLIMB, task[1] - 1))
    elif kind == PLACE:
        _, count, anchor, _ = task
        if arg == "twice":
            _discard_ivory(s, seat, 2, ev)
            s.todo.append((PLACE, 2, anchor, 1))
        elif arg == "anywhere":
            _discard_ivory(s, seat, 2, ev)
            s.todo.append((PLACE, 1, -1, 1))
        else:
            t = board.trail_index[arg]
            s.paths[seat] |= 1 << t
            if ev is not None:
                ev.append(Event("pathway", {"seat": seat, "trail": arg}))
            if _holds(s, seat, 3, 1):
                _gain(s, seat, 1, ev, "ivory L3: a pathway placed")
            if count > 1:
                s.todo.append((PLACE, count - 1, anchor, 1))
    elif kind == SHIFT:
        _, remaining, lifted, no_lift, no_dest = task
        t = board.trail_index[arg]
        if lifted < 0:
            s.paths[seat] &= ~(1 << t)
            s.todo.append((SHIFT, remaining, t, no_lift, no_dest))
        else:
            s.paths[seat] |= 1 << t
            if ev is not None:
                ev.append(Event("pathway_moved", {"seat": seat, "from": board.trail_ids[lifted], "to": arg}))
            for other in range(s.players_n):  # §B3 ivory L3 #4
                if other != seat and _holds(s, other, 3, 4):
                    _take_rations(s, other, 1, ev)
            if remaining > 1:  # §A6: the second may not be the first, nor go where the first was
                s.todo.append((SHIFT, remaining - 1, -1, 1 << t, 1 << lifted))
    elif kind == KEEP:
        _keep_ivory(s, seat, task[1], verb, arg, ev)
    elif kind == PEEK:
        wanted = int(arg)
        site = task[1]
        i = next(j for j, t in enumerate(s.stacks[site]) if board.tile_level[t] == wanted)
        _take_tile(s, seat, site, i, site, ev)
    elif kind == SHOVEL:
        if arg == "toolbox":
            _toolbox_to_bottom(s, seat, ev)
        else:
            _gain(s, seat, 2, ev, "shovel")
    elif kind == FLIP:  # §B4 purple #8, ivory L3 #6
        _, remaining, done, optional = task
        t = board.trail_index[arg] if verb == "flip" else -1
        if t >= 0:
            s.tokens ^= 1 << t
            if ev is not None:
                ev.append(Event("token_flip", {"seat": seat, "trail": arg, "up": bool(s.tokens >> t & 1)}))
            if remaining > 1:
                s.todo.append((FLIP, remaining - 1, done | 1 << t, optional))
            if not s.tokens:  # §A7.3: flipping the last one resets all and gives a step
                s.tokens = board.river_mask
                if ev is not None:
                    ev.append(Event("tokens_reset", {"seat": seat}))
                s.todo.append((CLIMB, 1))
    else:  # ADJ: §B4 purple #7, as if you were there; the pathway goes next to the purple temple
        _explore(s, seat, board.loc_index[arg], task[1], ev)


def _keep_ivory(s: RelicState, seat: Seat, new: int, verb: str, arg: str, ev: Events) -> None:
    """§A4.2: keep one of two ivory tiles of a level; 2 VP, unless a level-2 tile is used first."""
    board = s.board
    level = board.tile_level[new]
    slot = seat * 3 + level - 1
    old = s.ivory[slot]
    if verb == "keep":
        kept, dropped = (new, old) if arg == "new" else (old, new)
        s.ivory[slot] = kept
        if ev is not None:
            ev.append(Event("ivory_kept", {"seat": seat, "level": level, "kept": arg}))
        # §B3 ivory L3 #3 counts if held, or if it is the tile discarded (its effect used first)
        bonus = 1 if _holds(s, seat, 3, 3) or (level == 3 and board.tile_effect[dropped] == 3) else 0
        _gain(s, seat, board.data.counts.ivory_compensation_vp + bonus, ev, "ivory compensation")
        return
    # §A4.2 + §B3: the level-2 tile whose effect (teleport) is used is discarded, so no compensation
    used, kept = (new, old) if board.tile_effect[new] == 6 else (old, new)
    if ev is not None:
        ev.append(Event("ivory_kept", {"seat": seat, "level": level, "kept": "new" if kept == new else "old"}))
    s.ivory[slot] = used
    _teleport(s, seat, board.loc_index[arg], ev)
    s.ivory[slot] = kept


# -- end of turn ----------------------------------------------------------------------


def _end_turn(s: RelicState, seat: Seat, ev: Events, shown: int | None = None) -> None:
    """§A4, §A8 the turn ends: the shovel's double (§A6), the last round, the next seat."""
    board = s.board
    if s.double:  # §A6 shovel L3: double all VP of this turn
        extra = s.turn_vp
        if shown is not None:  # the blue tile the player wants doubled is shown to all and paid in coins
            i = next(j for j in s.turn_blue if board.tile_value[s.blue[seat][j]] == shown)
            tile = s.blue[seat][i]
            s.blue_known[seat] = tuple(s.all_mask if j == i else m for j, m in enumerate(s.blue_known[seat]))
            if ev is not None:
                info = {"seat": seat, "level": board.tile_level[tile], "value": shown}
                ev.append(Event("blue_shown", info, reveal=True))
            extra += shown
        _gain(s, seat, extra, ev, "double VP this turn")
    s.turns[seat] += 1
    n = s.players_n
    target = s.opts.end_relics or board.data.end_trigger.relics[str(n)]
    if not s.triggered and s.collected >= target:  # §A8: the others play one more turn
        s.triggered = True
        s.final = tuple((seat + i) % n for i in range(1, n))
        if ev is not None:
            ev.append(Event("last_round", {"trigger": seat, "relics": s.collected}))
    if s.triggered:
        if s.final:
            nxt, s.final = s.final[0], s.final[1:]
        else:
            holder = next((p for p in range(n) if _holds(s, p, 1, 6)), -1)
            if holder < 0 or s.extra_used:
                s.phase = OVER
                if ev is not None:
                    ev.append(Event("game_over", {}))
                return
            s.ivory[holder * 3] = -1  # ivory L1 #6: discarded for one extra turn
            s.extra_used = True
            nxt = holder
            if ev is not None:
                ev.append(Event("extra_turn", {"seat": holder}))
    else:
        nxt = (seat + 1) % n
        if nxt == 0:
            s.round += 1
            if s.opts.round_limit and s.round > s.opts.round_limit:
                s.phase = OVER
                if ev is not None:
                    ev.append(Event("game_over", {"round_limit": s.opts.round_limit}))
                return
    begin_turn(s, nxt)
