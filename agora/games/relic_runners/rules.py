"""The decision machine of Relic Runners: a seat's legal decisions, a decision carried out and its
pending sub-decisions settled, and a clear reason for each refusal. Each rule lives in the module of
its part of the rulebook (movement, exploring, ivory, purple, expeditions, progression, toolboxes,
pathways, turn); this one dispatches.

A turn is MOVE (go/stop, or an ivory teleport), then EXPLORE (optional) and "done"; toolbox uses fit
before moving or after it. Sub-decisions (climbing toolboxes, placing or moving pathways, flipping
tokens, an ivory choice) wait on the `pending` stack and must be settled first.
"""

from __future__ import annotations

from agora.core import Action, Event, Events, IllegalAction, Seat
from agora.core.i18n import N_
from agora.games.relic_runners.codes import Codes, catalogue_set, codes_for
from agora.games.relic_runners.expeditions import shrine
from agora.games.relic_runners.exploring import explore, explore_here, take_looked_at
from agora.games.relic_runners.gains import gain
from agora.games.relic_runners.ivory import holds, ivory_uses, keep_ivory, refill, teleport, teleport_targets
from agora.games.relic_runners.movement import end_move, go, go_ok, may_stop
from agora.games.relic_runners.pathways import place, place_mask, shift
from agora.games.relic_runners.progression import shovel, tool_uses, use_tool
from agora.games.relic_runners.state import (
    ADJ,
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
    RelicState,
    bits,
)
from agora.games.relic_runners.tables import RUIN, TEMPLE, TRACKS
from agora.games.relic_runners.toolboxes import box_at, climb, climbs, flip
from agora.games.relic_runners.turn import end_turn, head_start

# -- legal --------------------------------------------------------------------


def legal(s: RelicState, seat: Seat) -> list[Action]:
    """§A4 the legal codes of `seat`: none unless it is to act."""
    if s.phase == OVER or seat != s.current:
        return []
    c = codes_for(s.board)
    board = s.board
    if s.pending:
        return _task_legal(s, seat, c)
    if s.phase == HEAD:
        return [c.start[board.camp]] + [c.start[x] for x in board.neighbours[board.camp]]
    out: list[str] = []
    if s.phase == MOVE:
        for t in board.incident[s.explorer_at[seat]]:
            if go_ok(s, seat, t):
                out.append(c.go[t])
        if s.move_length and may_stop(s, s.explorer_at[seat], s.unfamiliar_used):
            out.append("stop")
        if s.move_length == 0:
            if holds(s, seat, 2, 6):  # §B3 ivory L2 #6
                out += [c.teleport[x] for x in teleport_targets(s, seat)]
            if holds(s, seat, 2, 3) and not s.toolbox_used:  # §B3 ivory L2 #3 «Στην αρχή του γύρου σας»
                out.append("refill")
            if not out:
                out.append("stop")  # no legal move exists at all: the explorer stays
            tool_uses(s, seat, c, out)
        return out
    # MAIN: explore, toolbox, done
    here = s.explorer_at[seat]
    if not s.explored and not s.ended_at_camp and s.explorable(here) and s.rations[seat] > 0:
        if board.kind[here] != RUIN or s.options.ruin_without_pathways or s.pathways_left(seat) > 0:
            out.append("explore")
        if board.kind[here] == TEMPLE and len(s.stacks[here]) >= 2 and holds(s, seat, 2, 2):
            out.append("explore peek")
    if not s.ended_at_camp:  # §A4.3: reaching Base Camp ends the turn
        tool_uses(s, seat, c, out)
    if s.double_vp and s.turn_blue_tiles:  # §A6 shovel L3: show the blue tile you want doubled, if any
        out += sorted({c.reveal[board.tile_value[s.blue_tiles[seat][i]]] for i in s.turn_blue_tiles})
    out.append("done")
    return out


def _task_legal(s: RelicState, seat: Seat, c: Codes) -> list[Action]:
    """§A4–§B4 the answers to the pending sub-decision."""
    task = s.pending[-1]
    kind = task[0]
    if kind == CLIMB:
        return [c.climb[tr][lv] for tr, lv in climbs(s, seat)]
    if kind == PLACE:
        _, count, anchor, modified = task
        mask = place_mask(s, seat, anchor)
        out = [c.path[t] for t in bits(mask)]
        if count == 1 and not modified:
            if holds(s, seat, 2, 4) and s.pathways_left(seat) >= 2 and mask.bit_count() >= 2:
                out.append("path twice")
            if holds(s, seat, 2, 5) and anchor >= 0:
                out.append("path anywhere")
        return out
    if kind == SHIFT:
        _, _, lifted, no_lift, no_dest = task
        if lifted < 0:
            return [c.lift[t] for t in bits(s.pathways[seat] & ~no_lift)]
        free = s.board.all_trails & ~s.pathways[seat] & ~(1 << lifted) & ~no_dest
        return [c.path[t] for t in bits(free)]
    if kind == KEEP:
        return ["keep new", "keep old", *ivory_uses(s, seat, task[1], c)]
    if kind == PEEK:
        return [c.take[s.board.tile_level[t]] for t in s.stacks[task[1]]]
    if kind == SHOVEL:
        supply = box_at(s, seat, SUPPLY) >= 0
        return ["shovel toolbox", "shovel vp"] if supply else ["shovel vp"]
    if kind == FLIP:
        flips = [c.flip[t] for t in s.board.rivers if not task[2] >> t & 1]
        return [*flips, "enough"] if task[3] else flips
    # ADJ
    return [c.adjacent[x] for x in s.board.neighbours[task[1]] if s.explorable(x)]


def _task_live(s: RelicState, seat: Seat, task: tuple[int, ...]) -> bool:
    """Whether a pending sub-decision can still be made (else it lapses, §A7.2 'as far as possible')."""
    kind = task[0]
    if kind == CLIMB:
        return bool(climbs(s, seat))
    if kind == PLACE:
        return s.pathways_left(seat) > 0 and bool(place_mask(s, seat, task[2]))
    if kind == SHIFT:
        return task[2] >= 0 or bool(s.pathways[seat] & ~task[3])
    if kind == FLIP:
        return task[1] > 0
    if kind == ADJ:
        return any(s.explorable(x) for x in s.board.neighbours[task[1]])
    return True


def _settle(s: RelicState, seat: Seat, events: Events) -> None:
    """§A7.2 pending sub-decisions that can no longer be made lapse ("as far as possible");
    §A5 a shrine waiting on top of them is shown, its tile's action being over."""
    while s.pending and (s.pending[-1][0] == SHRINE or not _task_live(s, seat, s.pending[-1])):
        task = s.pending.pop()
        if task[0] == SHRINE:
            shrine(s, task[1], events)
        elif task[0] == CLIMB and s.options.excess_toolbox_steps == "score":
            gain(s, seat, task[1], events, "toolbox steps no toolbox could take")  # §A9.9 option


# -- apply ------------------------------------------------------------------------


def apply(s: RelicState, seat: Seat, action: Action) -> list[Event]:
    """§A4 carry out one legal decision, or raise IllegalAction with the state untouched."""
    if s.phase == OVER:
        raise IllegalAction("the game is over", "A8")
    if seat != s.current:
        raise IllegalAction("it is seat {current}'s turn, not seat {seat}'s", "A4", current=s.current, seat=seat)
    if action not in legal(s, seat):
        raise _why(s, seat, action)
    return play(s, seat, action)


def play(s: RelicState, seat: Seat, action: Action) -> list[Event]:
    """§A4 an action from legal(s, seat) carried out unchecked, with the events apply tells."""
    events: list[Event] = []
    _carry_out(s, seat, action, events)
    if any(e.reveal and e.to is None for e in events):
        # A tile shown to all decides what else happened: the whole action reveals.
        events = [e if e.reveal or e.to is not None else Event(e.kind, e.data, None, True) for e in events]
    return events


def advance(s: RelicState, seat: Seat, action: Action) -> None:
    """§A4 the trusted fast path: an action from legal(s, seat), carried out unchecked, no event built."""
    _carry_out(s, seat, action, None)


def _carry_out(s: RelicState, seat: Seat, action: Action, events: Events) -> None:
    """§A4 what a legal decision does (events into `events`, or none built when it is None)."""
    verb, _, arg = action.partition(" ")
    if s.pending:
        _apply_task(s, seat, verb, arg, events)
    elif s.phase == HEAD:
        head_start(s, seat, arg, events)
    elif verb == "go":
        go(s, seat, s.board.trail_index[arg], events)
    elif verb == "stop":
        end_move(s, seat, events)
    elif verb == "teleport":
        teleport(s, seat, s.board.loc_index[arg], events)
    elif verb == "refill":
        refill(s, seat, events)
    elif verb == "explore":
        explore_here(s, seat, peek=arg == "peek", events=events)
    elif verb == "tool":
        track, level = arg.split()
        use_tool(s, seat, TRACKS.index(track), int(level), events)
    elif verb == "reveal":
        end_turn(s, seat, events, shown=int(arg))
    else:  # done
        end_turn(s, seat, events)
    _settle(s, seat, events)


def _apply_task(s: RelicState, seat: Seat, verb: str, arg: str, events: Events) -> None:
    """§A4–§B4 the answer to the pending sub-decision carried out."""
    task = s.pending.pop()
    kind = task[0]
    if kind == CLIMB:  # §A7.1-2
        climb(s, seat, arg, task[1], events)
    elif kind == PLACE:
        place(s, seat, task, arg, events)
    elif kind == SHIFT:
        shift(s, seat, task, arg, events)
    elif kind == KEEP:
        keep_ivory(s, seat, task[1], verb, arg, events)
    elif kind == PEEK:
        take_looked_at(s, seat, task[1], int(arg), events)
    elif kind == SHOVEL:
        shovel(s, seat, arg, events)
    elif kind == FLIP:  # §B4 purple #8, ivory L3 #6
        flip(s, seat, task, verb, arg, events)
    else:  # ADJ: §B4 purple #7, as if you were there; the pathway goes next to the purple temple
        explore(s, seat, s.board.loc_index[arg], task[1], events)


# -- refusals ---------------------------------------------------------------------


def _why(s: RelicState, seat: Seat, action: object) -> IllegalAction:
    """§A4 a player-readable reason an action is refused (nothing hidden in it), with its rulebook section."""
    if not isinstance(action, str) or action not in catalogue_set(s.board):
        return IllegalAction("{action} is not a Relic Runners action", None, action=repr(action))
    verb, _, arg = action.partition(" ")
    if s.pending:
        task = s.pending[-1]
        kind = task[0]
        # a compulsory flip is ivory L3 #6 (§B3); purple #8's may stop early (§B4)
        section = "B3" if kind == FLIP and not task[3] else _TASK_SECTIONS[kind]
        if verb in _TASK_VERBS[kind]:
            return IllegalAction(_TASK_WHY[kind], section)
        return IllegalAction(_FIRST[kind], section)
    if s.phase == HEAD:
        return IllegalAction("first choose where your explorer starts", "B6")
    if verb == "go":
        if s.phase != MOVE:
            return IllegalAction("your move is over this turn", "A4.1")
        t = s.board.trail_index[arg]
        here = s.explorer_at[seat]
        if t not in s.board.incident[here]:
            return IllegalAction("trail {trail} does not start at your location", "A4.1", trail=arg)
        if s.trails_travelled >> t & 1:
            return IllegalAction("you may travel each trail only once per turn", "A4.1")
        if not s.pathways[seat] >> t & 1 and s.unfamiliar_used:
            return IllegalAction("you may travel only one unfamiliar trail per turn", "A4.1")
        if s.pathways[seat] >> t & 1 and s.unfamiliar_used and s.pathways_before:
            return IllegalAction("your pathway chain may come before or after the unfamiliar trail, not both", "A4.1")
        return IllegalAction("that trail leads nowhere you could end your move (never where you started)", "A4.1")
    if verb == "stop":
        if s.phase != MOVE:
            return IllegalAction("your move is over this turn", "A4.1")
        if not s.move_length:
            return IllegalAction("you must move your explorer along a trail", "A4.1")
        if s.explorer_at[seat] == s.start_location:
            return IllegalAction("you may not end your move where you started", "A4.1")
        return IllegalAction("a move must use your unfamiliar trail (option pathway_only_move)", "A4.1")
    if verb == "explore":
        if s.phase != MAIN:
            return IllegalAction("move first, then explore", "A4.2")
        if s.explored or s.ended_at_camp:
            return IllegalAction("you have no exploration left this turn", "A4.2")
        if s.rations[seat] == 0:
            return IllegalAction("exploring costs a Ration Pack and you have none", "A4.2")
        if arg == "peek" and s.explorable(s.explorer_at[seat]):
            return IllegalAction("looking at a temple's tiles needs ivory L2 #2 and at least 2 tiles there", "B3")
        return IllegalAction("there is nothing to explore here (a ruin or temple with tiles left)", "A4.2")
    if verb == "tool":
        if s.toolbox_used:
            return IllegalAction("you may use only one toolbox per turn", "A7.4")
        if s.phase == MOVE and s.move_length:
            return IllegalAction("not in the middle of your move", "A7.4")
        if s.ended_at_camp:
            return IllegalAction("your turn ends when your move ends at Base Camp", "A4.3")
        return IllegalAction("you have no toolbox able to do that action now", "A7.4")
    if verb == "refill":
        return IllegalAction("refilling your rations needs ivory L2 #3, at the start of your turn", "B3")
    if verb == "teleport":
        return IllegalAction("teleporting needs ivory L2 #6: instead of moving, to another temple of your colour with "
                             "no relic", "B3")
    if verb == "reveal":
        return IllegalAction("you may show a blue tile taken this turn only when the shovel doubles this turn's VP",
                             "A6")
    if verb == "done":
        return IllegalAction("you must move before your turn ends", "A4.1")
    return IllegalAction("{action} answers a question the game is not asking now", _TASK_SECTION_OF.get(verb),
                         action=repr(action))


# Where each kind of sub-decision is ruled (state.py's order), the verbs that answer it, and why such an
# answer is refused.
_TASK_SECTIONS = ("A7.2", "A4.2", "A6", "A4.2", "B3", "A6", "B4", "B4")
_TASK_VERBS = (
    ("climb",), ("path",), ("lift", "path"), ("keep", "teleport"), ("take",), ("shovel",),
    ("flip", "enough"), ("adjacent",),
)  # fmt: skip
_TASK_WHY = (
    N_("no toolbox of yours can climb from there: one at the bottom takes any track, one on a track stays on it"),
    N_("a pathway goes on a trail next to your location with none of yours on it (ivory L2 #4 and #5 need their "
       "tile)"),
    N_("move a pathway of yours to a trail with none of yours, never back where a moved one was"),
    N_("keep the new or the old tile; a discarded level-2 tile's effect is usable first only as a teleport, "
       "before your move"),
    N_("take a tile of a level still in that temple"),
    N_("the toolbox choice needs a toolbox in your supply"),
    N_("flip each token once; this flip is not optional"),
    N_("resolve a ruin or temple next to this one that still has tiles"),
)
# Why another answer is refused while a sub-decision waits: that decision comes first (state.TASK_NAMES).
_FIRST = (
    N_("first move your toolboxes up"),
    N_("first place a pathway"),
    N_("first move a pathway"),
    N_("first choose which ivory tile to keep"),
    N_("first take one of the tiles you looked at"),
    N_("first take a toolbox or 2 VP"),
    N_("first flip toolbox tokens"),
    N_("first choose the adjacent site to resolve"),
)
# Where each sub-decision's verb is ruled, for refusals when no such decision is pending.
_TASK_SECTION_OF = {
    "climb": "A7.2", "path": "A4.2", "lift": "A6", "keep": "A4.2", "take": "B3",
    "shovel": "A6", "flip": "B4", "enough": "B4", "adjacent": "B4", "start": "B6", "explore": "A4.2",
}  # fmt: skip
