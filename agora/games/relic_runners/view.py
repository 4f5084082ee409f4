"""What one seat may see: the whole board for drawing, every explorer's board,
its own coins and blue values, and which values are designed."""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import Seat, View
from agora.games.relic_runners.rules import legal
from agora.games.relic_runners.scoring import score_detail
from agora.games.relic_runners.state import CLIMB, FLIP, OVER, PHASES, PLACE, SHIFT, TASK_NAMES, RelicState, bits
from agora.games.relic_runners.tables import COLOURS, RELICS, TRACKS, Board

COUNTED = (CLIMB, PLACE, SHIFT, FLIP)
# The ids of the progression table's spaces on an explorer's board (track, then level 1..3), as a table
# client's board names them: "tool machete 2" and a climb to that level concern the space "machete-2".
SPACES = tuple(tuple(f"{track}-{level}" for level in (1, 2, 3)) for track in TRACKS)


@cache
def _static(b: Board) -> tuple[tuple[dict[str, Any], ...], tuple[dict[str, Any], ...]]:
    """The parts of location and trail entries that never change (copied into each view)."""
    locs = tuple(
        {"id": loc.id, "kind": loc.kind, "quadrant": loc.quadrant, "x": loc.x, "y": loc.y} for loc in b.data.locations
    )
    trails = tuple(
        {"id": tid, "a": b.loc_ids[b.ends[t][0]], "b": b.loc_ids[b.ends[t][1]], "river": bool(b.river_mask >> t & 1)}
        for t, tid in enumerate(b.trail_ids)
    )
    return locs, trails


def _tile(s: RelicState, tile: int) -> dict[str, Any]:
    b = s.board
    out: dict[str, Any] = {
        "colour": COLOURS[b.tile_colour[tile]],
        "level": b.tile_level[tile],
        "text": b.tile_text[tile],
    }
    if b.tile_colour[tile] == 1:
        out["value"] = b.tile_value[tile]
    else:
        out["effect"] = b.tile_effect[tile]
    return out


# Codes that are a choice of their own beside the other codes of their verb ("shovel vp" / "shovel toolbox").
_PLAIN = frozenset({"explore peek", "path twice", "path anywhere", "shovel toolbox"})


def _choices(s: RelicState, seat: Seat | None) -> list[str]:
    """The kinds of action `seat` may take now: each legal code's verb, and the codes of _PLAIN."""
    if seat is None:
        return []
    return sorted({a if a in _PLAIN else a.partition(" ")[0] for a in legal(s, seat)})


def view(s: RelicState, seat: Seat | None) -> View:
    """JSON-ready view for `seat` (None: a spectator)."""

    b = s.board
    bit = 0 if seat is None else 1 << seat
    everyone = s.all_mask

    def sees(mask: int) -> bool:
        return bool(mask & bit) or mask == everyone

    static_locs, static_trails = _static(b)
    explorers_at: dict[int, list[int]] = {}
    for p in range(s.player_count):
        explorers_at.setdefault(s.explorer_at[p], []).append(p)
    locations = []
    for i, base in enumerate(static_locs):
        stack: list[dict[str, Any]] = [
            {"ruin": True}
            if tile < 0
            else {"level": b.tile_level[tile], "face": _tile(s, tile) if sees(s.stack_seen_by[i][j]) else None}
            for j, tile in enumerate(s.stacks[i])
        ]
        locations.append({
            **base,
            "colour": COLOURS[s.temple_colour[i]] if s.temple_colour[i] >= 0 else None,
            "stack": stack, "height": len(stack),
            "shrine": base["kind"] != "camp" and not s.stacks[i],
            "relic": RELICS[s.relic_on[i]] if s.relic_on[i] >= 0 else None,
            "explorers": explorers_at.get(i, []),
        })  # fmt: skip
    owners: list[list[int]] = [[] for _ in static_trails]
    for p in range(s.player_count):
        for t in bits(s.pathways[p]):
            owners[t].append(p)
    tokens = s.tokens_up
    trails = [
        {**base, "token": ("active" if tokens >> t & 1 else "used") if base["river"] else None, "pathways": owners[t]}
        for t, base in enumerate(static_trails)
    ]
    explorers = []
    for p in range(s.player_count):
        detail = score_detail(s, p)
        boxes: dict[str, Any] = {"supply": 0, "bottom": 0, **{tr: [0, 0, 0] for tr in TRACKS}}
        for i in s.toolbox_slots(p):
            place = s.toolboxes[i]
            if place < 0:
                boxes["supply"] += 1
            elif place == 0:
                boxes["bottom"] += 1
            else:
                tr, lv = divmod(place - 1, 3)
                boxes[TRACKS[tr]][lv] += 1
        blue = [
            {"level": b.tile_level[t], "value": b.tile_value[t] if sees(s.blue_seen_by[p][i]) else None}
            for i, t in enumerate(s.blue_tiles[p])
        ]
        ability = None
        if s.abilities[p]:
            a = b.abilities[b.seat_colours[p]]
            ability = {"character": a.character, "text": a.text, "source": a.source}
        explorers.append({
            "seat": p, "colour": b.seat_colours[p], "location": b.loc_ids[s.explorer_at[p]],
            "rations": s.rations[p], "ration_cap": s.ration_cap[p],
            "pathways_left": s.pathways_left(p), "pathways": [b.trail_ids[t] for t in bits(s.pathways[p])],
            "toolboxes": boxes,
            "ivory": [_tile(s, t) for t in s.ivory_tiles[p * 3 : p * 3 + 3] if t >= 0],
            "blue": blue,
            "relics": {RELICS[c]: s.relics[p * 4 + c] for c in range(4)},
            "coins": s.coins[p] if seat == p else None,
            # §A8: what everyone can count now (relic colours, the ivory level-1 bonus), and for the
            # owner the whole score so far (its coins and blue tiles too)
            "vp_visible": detail["relic_colours"] + detail["ivory_bonus"],
            "vp_now": detail["total"] if seat == p else None,
            "ability": ability,
        })  # fmt: skip
    target = s.options.end_relics or b.data.end_trigger.relics[str(s.player_count)]
    out = s.outcome()
    return {
        "game": "relic-runners",
        "edition": b.data.edition,
        "designed": b.designed,
        "seat": seat,
        "players": s.player_count,
        "to_act": list(s.to_act()),
        "turn": s.current,
        "phase": PHASES[s.phase],
        "pending": TASK_NAMES[s.pending[-1][0]] if s.pending else None,
        # steps to climb, pathways to place or move, flips left
        "pending_count": s.pending[-1][1] if s.pending and s.pending[-1][0] in COUNTED else None,
        # the kinds of action the reader may take now ("go", "stop", "tool", "done"...): what its prompt names
        "choices": _choices(s, seat),
        "round": s.round,
        "camp_rations": s.camp_rations,
        "relics_collected": s.relics_collected,
        "end_at": target,
        "last_round": s.last_round,
        "progression": [[b.table[tr][lv] for lv in (1, 2, 3)] for tr in range(3)],
        "tracks": list(TRACKS),
        "spaces": [list(row) for row in SPACES],
        # where the explorer to act stands; its name is the id of that place's tile stack on a table's board
        "current_site": None if s.phase == OVER else b.loc_ids[s.explorer_at[s.current]],
        "locations": locations,
        "trails": trails,
        "explorers": explorers,
        "this_turn": {
            "start": b.loc_ids[s.start_location],
            "trails": [b.trail_ids[t] for t in bits(s.trails_travelled)],
            "unfamiliar_used": s.unfamiliar_used,
            "pathways_before": s.pathways_before,  # a chain of the mover's pathways came before its unfamiliar trail
            "toolbox_used": s.toolbox_used,
            "double": s.double_vp,
            "explored": s.explored,
        },
        "outcome": out.to_data() if out else None,
    }
