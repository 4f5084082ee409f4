"""How well an explorer stands in Relic Runners, for the bots.

The worth of a position is the VP the explorer would score if the game ended
now (coins, blue tiles, +5 a relic colour, its ivory level-1 bonus, §A8) plus
what its means promise: rations to explore with, toolboxes climbing the
progression table, pathways laid for long cheap moves, ivory tiles still to
use, and above all a relic expedition ready to go (§A5): relics are the
game's largest prize and its clock, since the game ends when enough have been
collected (§A8). The race to that end, as people run it, every level shares: the site to explore
now or ahead (the shrines it uncovers, §A5), a relic run to set up, a pathway moved to join a pair
of relics no move could (§A6 compass), and the end itself: each relic collected is a step of the
clock, worth more the more explorers one leads on what is public (closing out).
Everything read is public or the explorer's own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import NamedTuple

from agora.core import Seat, State, View
from agora.core.heuristic import Heuristic
from agora.games.relic_runners.state import MAIN, MOVE, SHIFT, SUPPLY, RelicState
from agora.games.relic_runners.tables import CAMP, COLOURS, RELICS, RUIN, TRACKS, Board
from agora.games.relic_runners.trails import (
    FAR,
    Move,
    Trails,
    away_from,
    laid_short,
    longest_expedition,
    pathways_short,
    reachable,
    runnable,
    short_through,
    trails_of_board,
    trails_of_view,
)

RELIC_COLOUR_VP = 5  # §A5: +5 for each relic colour held at the end
RELIC_TRAIL_VP = 2  # §A5: an expedition pays 2 VP a trail travelled
UNSEEN_BLUE_VP = 3.5  # §A4.2: a blue tile is worth 2 to 5
# Rations by how many are held: the first packs decide whether the explorer
# can explore at all, the fifth is only a reserve (§A4.2, cap 5, §A4.3), worth
# nothing more: else, a full explorer would never spend one on a tile the heuristic
# does not value (a purple "move a pathway" tile), and a temple left with only such
# tiles would never reveal its shrine and relic, stalling the game (§A8).
RATIONS = (0.0, 1.2, 2.0, 2.6, 3.0, 3.0, 3.0)
CAMP_RESUPPLY = 3  # §A4.3: ending a move on Base Camp brings 3 rations
PATHWAY = 0.8  # a trail travelled for free, and a link of a longer chain
TOOLBOX_LEVEL = (0.5, 1.5, 3.0, 5.0)  # at the bottom, then on level 1, 2, 3 of a track
IVORY_LEVEL = (0.0, 1.5, 2.0)  # a level-1 tile scores through its bonus; a level-2 use; a level-3 power
# An expedition ready (on a shrine with a relic, another of its colour in
# reach) is worth this share of its VP: the other explorers may take the
# target first, and the move costs the turn.
EXPEDITION_ODDS = 0.6
# The expert's outlook (§A4): the best site one move away, what exploring it
# brings (a blue tile's VP, an ivory tile's use or bonus, a purple tile's
# effect, a ruin's pathway and dig) or an expedition to start from its shrine,
# at this share: it is a turn away, and the other explorer may get there first.
# Tuned by self-play, hard judging with the outlook (at hard's scale) against hard, the arena's
# games: at 0.5 it won 47/78 (60%), at 0.3 13/30 and at 1.0 20/46 (both stopped).
OUTLOOK_SHARE = 0.5
EXPLORE_VP = {"ruin": 1.0, "ivory": 2.0, "blue": UNSEEN_BLUE_VP, "purple": 2.0}
OUTLOOK_TRAILS = 2  # an expedition's usual length, in trails
# A relic run still to set up (every level): a pair of relics of one colour on the map, the
# explorer some moves from the first, its pathways leaving the second one unfamiliar trail away.
# Its prize at this share, divided by the moves it is away. Without it the greedy levels saw a
# relic only once standing on its shrine, and once the temples were explored they wandered for
# hundreds of rounds beside relics nobody collected, so the game never ended (§A8).
RUN_SHARE = 0.4
# A relic run the explorer's pathways do not reach yet counts too (`unreached`): as UNREACHED_MOVES
# moves away, and NEED_MOVES more for each pathway still to lay on its way (`pathways_short`): a pathway
# comes from exploring a ruin beside the way (§A4.2) or moving one (§A6 compass). Without it the greedy
# levels never laid pathways towards a pair of relics no move could join, and once the pairs left all
# lay so, both explorers shuttled between sites for thousands of rounds (arena, medium against easy,
# game 45: bench/arena-results.md). Wherever the explorer stands: counted by the moves to its shrine, it
# drew both explorers to hover by a run neither could make (game 17 of that arena). Counted as near as
# 2 moves, such runs outweighed the runs ready 3 moves away and more, bots no longer closed in on
# those, and 5 of the arena's games 0-59 ran past round 60 (1 before); at 4, 1.
NEED_MOVES = 2
UNREACHED_MOVES = 4
# A game run long (the turns of all explorers past the typical length's upper end, 60-120 turns:
# bench/game_length-results.md): the relic runs not yet reached count more, and rations held less,
# with every DRAG_TURNS more turns, so that laying pathways towards a run and spending rations come to
# outweigh any holding (§A8: the game ends only once enough relics are collected). Not the runs
# reached, which count by the moves to them: weighed more, they drew easy bots to hover by runs the
# moves' count (`away_from`) finds but no move makes (easy against easy, game 45 of the arena's seed
# 1). Not the dig: what it weighs is a site not yet explored, whose worth exploring ends, so weighed
# more it kept explorers from exploring (medium against medium, game 52, past round 300).
LONG_TURNS = 120
DRAG_TURNS = 60
# The race to the end (every level). Each relic collected is a step of the game's clock (§A8), and
# people chase relics to end the game, not for their points alone: a relic held counts END_VP more,
# to every explorer, ahead or behind. Without it the greedy levels left pairs of relics lying while
# they explored (medium, 5 players: 7-9 relics on the map at the end, the first collected in round
# 7-16), and games ran past the typical length.
END_VP = 2.0
# Closing out: the end fixes the standings, so the clock is worth more the more explorers one leads
# on what everyone can see (relic colours, blue tiles): CLOSE_VP times that share (ties half) times
# 1 / (1 + the relics still to collect), which grows towards 1 as the end nears (1/2 one relic
# before it, 1 once triggered). The explorer ahead of all gains CLOSE_VP / 2 by collecting the
# relic that ends the game; every relic collected moves worth from those behind to those ahead, so
# the one ahead drives to the end and the one behind pursues it less the more others it trails,
# yet still for END_VP and the relic's points.
CLOSE_VP = 5.0
# The dig (every level): people move to a site they can explore and explore it nearly every turn,
# and the shrines it uncovers are the game's clock (§A5, §A8). A site to explore now (the move
# ended there, a ration in hand, §A4.2) is worth this share of what exploring it brings; between
# turns, the best site ahead over 1 + the moves to it. Without it the greedy levels ended two
# moves in three where nothing was left to explore (easy, 5 players, 30 rounds of one game).
DIG_SHARE = 0.5
# Taking a site's last tile shows its shrine and relic (§A5): worth this beyond the tile, and the
# double where a relic of its colour already lies on the map (a pair: a relic run to make).
REVEAL_VP = 1.0


# Holdings and Move are named tuples, not frozen dataclasses: search builds one per seat per
# evaluation, and a frozen dataclass's __init__ (interpreted even in the compiled build) sets
# each field through object.__setattr__, which cost most of an evaluation.
class Holdings(NamedTuple):
    """What one explorer has, as the bots weigh it."""

    coins: int
    blue: float
    relics: tuple[int, ...]  # per relic colour
    rations: int
    pathways: int
    toolboxes: tuple[int, ...]  # per toolbox on the table: 0 bottom, else its level
    ivory_held: int
    ivory_bonus: int  # the effect number of its ivory level-1 tile, 0 without
    ivory_levels: tuple[int, ...] = ()  # levels of the ivory tiles held
    expedition: tuple[int, int] = (-1, 0)  # relic colour ready to collect from here, and its trails
    underway: bool = False  # the expedition is this move, already begun: nobody can take its target first
    ration_cap: int = 5  # §A4.3
    last_round: bool = False  # §A8: the end is triggered, what is held now is what will score
    outlook: float = 0.0  # the expert's: the best prospect one move away (0 for the other levels)
    run: float = 0.0  # the best relic run still to set up, its prize over the moves it is away
    dig: float = 0.0  # the best site to explore, now or ahead, its worth over the moves it is away
    ahead: float = 0.0  # the share of the other explorers it leads on what is public (ties half)
    left: int = 10  # the relics still to collect before the end is triggered (§A8: 7-10 in all)
    drag: float = 1.0  # how long the game has run: 1 until its typical length, then more (`dragging`)


def end_rations(h: Holdings) -> float:
    """The rations the explorer can hold when the game ends: before the last
    round, a ration spent exploring can still be bought back with one stop at
    Base Camp (§A4.3), so only those beyond one resupply are really gone; in a
    game run long (`dragging`) the fewer the longer it runs: there is time to
    stop there again."""
    if h.last_round:
        return h.rations
    return h.ration_cap - (h.ration_cap - min(h.ration_cap, h.rations + CAMP_RESUPPLY)) / h.drag


def ivory_bonus(h: Holdings) -> float:
    """§A8 the end bonus of the explorer's ivory level-1 tile (only the held one is worked out)."""
    kind = h.ivory_bonus
    if kind == 1:
        return 3 * h.ivory_held
    if kind == 2:
        return 2 * end_rations(h)
    if kind == 3:
        return 5 * sum(max(0, r - 1) for r in h.relics)
    if kind == 4:
        return h.pathways
    if kind == 5:
        return 4 * len(h.toolboxes)
    return 0


def fresh(relics: tuple[int, ...], ivory_bonus: int) -> tuple[bool, ...]:
    """Per relic colour, whether one more relic of it would score +5: a colour not yet held, or
    any colour with the ivory level-1 #3 bonus (5 VP per duplicate, §A8)."""
    return tuple(not held or ivory_bonus == 3 for held in relics)


def end_pursuit(ahead: float, left: int) -> float:
    """What one relic more brings beyond its points: a step of the clock (END_VP) and, closing
    out, the lead's share of the clock's advance from 1 / (1 + left) to 1 / left (§A8)."""
    return END_VP + (CLOSE_VP * ahead * (1 / left - 1 / (1 + left)) if left > 0 else 0.0)


def worth(h: Holdings) -> float:
    """Final VP if the game ended now, plus the promise of the explorer's means."""
    distinct = sum(1 for r in h.relics if r)
    now = (h.coins + h.blue + RELIC_COLOUR_VP * distinct + ivory_bonus(h) + END_VP * sum(h.relics)
           + CLOSE_VP * h.ahead / (1 + h.left))
    promise = (RATIONS[min(h.rations, len(RATIONS) - 1)] / h.drag + PATHWAY * h.pathways
               + sum(TOOLBOX_LEVEL[lv] for lv in h.toolboxes) + sum(IVORY_LEVEL[lv - 1] for lv in h.ivory_levels))

    def prize(colour: int, trails: int) -> float:
        bonus = (RELIC_COLOUR_VP if fresh(h.relics, h.ivory_bonus)[colour] else 0) + end_pursuit(h.ahead, h.left)
        return (1.0 if h.underway else EXPEDITION_ODDS) * (RELIC_TRAIL_VP * trails + bonus)

    colour, trails = h.expedition
    ready = prize(colour, trails) if colour >= 0 else RUN_SHARE * h.run
    promise += ready + DIG_SHARE * h.dig
    return now + promise + OUTLOOK_SHARE * h.outlook


@cache
def _sites_of_board(board: Board, temple_colour: tuple[int, ...]) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """Per location, its kind as `site_worth` reads it ("ruin" or its temple colour, "" for Base
    Camp) and the colour of the relic its shrine will show (§A5: green at a ruin, else its temple's)."""
    kinds = tuple("" if k == CAMP else "ruin" if k == RUIN else COLOURS[temple_colour[x]]
                  for x, k in enumerate(board.kind))
    return kinds, tuple(0 if k == RUIN else 1 + temple_colour[x] for x, k in enumerate(board.kind))


def outlook(trails: Trails, here: int, mine: int, sites: list[str], rations: int, relic_on: list[int],
            fresh: tuple[bool, ...]) -> float:
    """The best prospect among the locations one move away: exploring one (`sites`: the kind of
    each site still to explore, "ruin" or its temple colour, else ""), with a ration to spend,
    or starting an expedition from a shrine whose relic has a partner of its colour elsewhere
    (`fresh`: whether each colour would be a new one)."""
    partnered = [relic_on.count(c) > 1 for c in range(len(RELICS))]
    best = 0.0
    ends = reachable(trails, here, mine)
    while ends:
        x = (ends & -ends).bit_length() - 1
        ends &= ends - 1
        value = EXPLORE_VP[sites[x]] if rations and sites[x] else 0.0
        colour = relic_on[x]
        if colour >= 0 and partnered[colour]:
            value = EXPEDITION_ODDS * (RELIC_TRAIL_VP * OUTLOOK_TRAILS + (RELIC_COLOUR_VP if fresh[colour] else 0))
        best = max(best, value)
    return best


def relic_run(trails: Trails, here: int, mine: int, relic_on: Sequence[int], fresh: tuple[bool, ...],
              pursuit: float = 0.0, spare: int = FAR, unready: float = 1.0) -> float:
    """The best relic run on the map: its prize (`fresh`: whether each colour would be a new one;
    `pursuit`: a relic's `end_pursuit`) over 1 + the moves to reach its shrine where the explorer's
    pathways reach the run, else over `unreached`'s moves (`pathways_short`: at most `spare`, the
    pathways left to place); 0 without. A run they do not reach counts the less the more pathways
    it lacks, so that laying one on its way pays, and wherever the explorer is, so that hovering by
    it does not; times `unready` (the game's `dragging`)."""
    away: list[int] | None = None
    best = 0.0
    for x, need in pathways_short(trails, mine, tuple(relic_on)):
        if need > spare:  # §A4.2 never more pathways than the supply holds
            continue
        prize = RELIC_TRAIL_VP * OUTLOOK_TRAILS + (RELIC_COLOUR_VP if fresh[relic_on[x]] else 0) + pursuit
        if need:
            best = max(best, unready * prize / unreached(need))
            continue
        if away is None:
            away = away_from(trails, here, mine)
        best = max(best, prize / (1 + (0 if x == here else max(1, away[x]))))
    return best


def ready_run(trails: Trails, here: int, mine: int, relic_on: Sequence[int], fresh: tuple[bool, ...]) -> float:
    """`relic_run` of the runs the explorer's pathways reach alone (`runnable`), without the end's
    pursuit: what a pathway put down (`put_down`) would make ready."""
    shrines = runnable(trails, mine, tuple(relic_on))
    if not shrines:
        return 0.0
    away = away_from(trails, here, mine)
    best = 0.0
    for x in shrines:
        prize = RELIC_TRAIL_VP * OUTLOOK_TRAILS + (RELIC_COLOUR_VP if fresh[relic_on[x]] else 0)
        best = max(best, prize / (1 + (0 if x == here else max(1, away[x]))))
    return best


def unreached(need: int) -> float:
    """The moves a relic run `need` pathways short is counted away, 1 + moves as `relic_run` counts them."""
    return UNREACHED_MOVES + NEED_MOVES * need


def laying(trails: Trails, mine: int, relic_on: tuple[int, ...], ruins: int, fresh: tuple[bool, ...],
           pursuit: float, spare: int, unready: float = 1.0) -> tuple[float, ...]:
    """Per location, what exploring its ruin would add to the best relic run by the pathway it lays
    beside it (§A4.2, `laid_short`), with `relic_run`'s prizes and every run counted as one not yet
    reached (`unreached`: from nowhere in particular), times `unready`; `ruins`: a bitmask of the
    ruins with tiles left. Kept on the map: search asks the same ones many times over."""
    key = (mine, relic_on, ruins, fresh, pursuit, spare, unready)
    found = trails.lay.get(key)
    if found is not None:
        return found
    gains = [0.0] * len(trails.incident)
    if spare > 0:
        def prize(x: int) -> float:
            return RELIC_TRAIL_VP * OUTLOOK_TRAILS + (RELIC_COLOUR_VP if fresh[relic_on[x]] else 0) + pursuit

        def best(runs: Iterable[tuple[int, int]]) -> float:
            return max((prize(x) / unreached(need) for x, need in runs if need <= spare), default=0.0) * unready

        now = best(pathways_short(trails, mine, relic_on))
        for r, after in enumerate(laid_short(trails, mine, relic_on, ruins)):
            if after:
                gains[r] = max(0.0, best(after) - now)
    return trails.keep(trails.lay, key, tuple(gains))


def dragging(round_: int, players: int) -> float:
    """How far past its typical length the game has run: 1 until then, 1 more every DRAG_TURNS turns."""
    return 1.0 + max(0, round_ * players - LONG_TURNS) / DRAG_TURNS


def site_worth(kind: str, height: int, paired: bool) -> float:
    """What exploring a site brings as the bots weigh it (`kind`: "ruin" or its temple colour, ""
    for none, `height`: its tiles left, `paired`: a relic of the colour its shrine will show lies
    on the map already)."""
    if not height or not kind:
        return 0.0
    if height == 1:  # §A5: the last tile shows the shrine and its relic
        return EXPLORE_VP[kind] + REVEAL_VP * (2 if paired else 1)
    return EXPLORE_VP[kind]


def dig(trails: Trails, here: int, mine: int, sites: list[float], rations: int, now: bool, explored: float) -> float:
    """The sites to explore (`sites`: each location's `site_worth`): the one here, where the move
    has ended and the explorer may explore (`now`, §A4.2), or the one explored here this turn
    (`explored`, its worth kept till the turn ends: else exploring would look no better than only
    stopping there); and the best one ahead, over 1 + the moves to it (never here: a move never
    ends where it began, §A4.1), none without a ration (Base Camp first, §A4.3)."""
    done = explored or (sites[here] if now and rations else 0.0)
    if not rations:  # §A4.2 exploring costs a ration: Base Camp first (§A4.3)
        return done
    away = away_from(trails, here, mine)
    # §A4.1 never here: a move never ends where it began
    return done + max((v / (1 + max(1, away[x])) for x, v in enumerate(sites) if v and x != here), default=0.0)


def put_down(trails: Trails, here: int, mine: int, relic_on: list[int], fresh: tuple[bool, ...]) -> int:
    """The explorer's pathways once the one in its hand (lifted to be moved, §A6 compass) is put
    down where it best sets up a relic expedition or run: a bridge between a pair of relics that
    no move could join, the way on once every site is explored (§A8); else a step towards one
    (`relic_run`'s runs not yet reached, `short_through`). Kept on the map: search asks the same
    ones many times over."""
    key = (here, mine, tuple(relic_on), fresh)
    found = trails.put.get(key)
    if found is not None:
        return found

    def prize(x: int) -> float:
        return RELIC_TRAIL_VP * OUTLOOK_TRAILS + (RELIC_COLOUR_VP if fresh[relic_on[x]] else 0)

    def rated(mask: int, runs: tuple[tuple[int, int], ...]) -> float:
        (colour, trails_long), _ = expedition(trails, relic_on, here, mask)
        if colour >= 0:
            return EXPEDITION_ODDS * (RELIC_TRAIL_VP * trails_long + (RELIC_COLOUR_VP if fresh[colour] else 0))
        ready = ready_run(trails, here, mask, relic_on, fresh)
        return RUN_SHARE * max(ready, max((prize(x) / unreached(need) for x, need in runs if need), default=0.0))

    shrines = tuple(relic_on)
    free = [t for t in range(len(trails.ends)) if not mine >> t & 1]
    through = short_through(trails, mine, shrines, {t: [t] for t in free})
    best = mine
    top = rated(mine, pathways_short(trails, mine, shrines))
    for t in free:
        if (value := rated(mine | 1 << t, through.get(t, ()))) > top:
            best, top = mine | 1 << t, value
    return trails.keep(trails.put, key, best)


def expedition(trails: Trails, relic_on: list[int], here: int, mine: int,
               move: Move | None = None) -> tuple[tuple[int, int], bool]:
    """The relic colour the explorer could collect and the most trails it could
    do it in, (-1, 0) if none; and whether that expedition is underway. Mid-move
    from a shrine with a relic (§A5), it is this move's own expedition, finished
    from here; else it is the next move's, from where the explorer stands."""
    if move is not None and move.used and (colour := relic_on[move.start]) >= 0:
        targets = sum(1 << x for x, c in enumerate(relic_on) if c == colour and x != move.start)
        length = longest_expedition(trails, here, mine, targets, move) if targets else 0
        if length:
            return (colour, length), True
    colour = relic_on[here]
    if colour < 0:
        return (-1, 0), False
    targets = sum(1 << x for x, c in enumerate(relic_on) if c == colour and x != here)
    if not targets:
        return (-1, 0), False
    length = longest_expedition(trails, here, mine, targets)
    return ((colour, length) if length else (-1, 0)), False


def public(relics: list[int], blue: list[int]) -> list[float]:
    """Each explorer's points everyone can see (`relics`: the counts per colour, four a seat; `blue`:
    its blue tiles): relic colours held (§A8) and blue tiles at their usual worth (their values
    are hidden, §A4.2)."""
    return [RELIC_COLOUR_VP * ((relics[4 * p] > 0) + (relics[4 * p + 1] > 0) + (relics[4 * p + 2] > 0)
                               + (relics[4 * p + 3] > 0)) + UNSEEN_BLUE_VP * n for p, n in enumerate(blue)]


def ahead(points: list[float], seat: Seat) -> float:
    """The share of the other explorers `seat` leads on `public` points, ties half."""
    mine, beaten = points[seat], -0.5  # itself aside
    for other in points:
        beaten += 1.0 if mine > other else 0.5 if mine == other else 0.0
    return beaten / max(1, len(points) - 1)


def from_view(view: View, seat: Seat, look: bool = False) -> Holdings:
    """The explorer's holdings as its own view shows it; `look`: with the expert's outlook."""
    me = view["explorers"][seat]
    boxes = me["toolboxes"]
    levels = [0] * boxes["bottom"] + [lv + 1 for tr in TRACKS for lv, n in enumerate(boxes[tr]) for _ in range(n)]
    ivory = {t["level"]: t["effect"] for t in me["ivory"]}
    locations = view["locations"]
    trails = trails_of_view(tuple((loc["id"], loc["kind"]) for loc in locations),
                             tuple((t["a"], t["b"]) for t in view["trails"]))
    where = {loc["id"]: i for i, loc in enumerate(locations)}
    relic_on = [RELICS.index(loc["relic"]) if loc["relic"] else -1 for loc in locations]
    trail_index = {t["id"]: i for i, t in enumerate(view["trails"])}
    mine = sum(1 << trail_index[t] for t in me["pathways"])
    here = where[me["location"]]
    turn = view["this_turn"]
    relics = tuple(me["relics"][c] for c in RELICS)
    bonus = ivory.get(1, 0)
    in_hand = view["turn"] == seat and view["pending"] == "move a pathway" and "path" in view["choices"]
    new = fresh(relics, bonus)
    if in_hand:  # §A6: a pathway lifted, to be put down
        mine = put_down(trails, here, mine, relic_on, new)
    move = None
    if view["phase"] == "move" and view["turn"] == seat:
        move = Move(where[turn["start"]], sum(1 << trail_index[t] for t in turn["trails"]),
                    turn["unfamiliar_used"], turn["pathways_before"])
    ready, underway = expedition(trails, relic_on, here, mine, move)
    lead = ahead(public([e["relics"][c] for e in view["explorers"] for c in RELICS],
                        [len(e["blue"]) for e in view["explorers"]]), seat)
    left = max(0, view["end_at"] - view["relics_collected"])  # §A8
    spare = me["pathways_left"] - in_hand
    pursuit = end_pursuit(lead, left)
    drag = dragging(view["round"], len(view["explorers"]))
    run = 0.0 if ready[0] >= 0 else relic_run(trails, here, mine, relic_on, new, pursuit, spare, drag)
    prospect = 0.0
    sites = [(loc["colour"] or loc["kind"]) if loc["height"] and loc["kind"] != "camp" else ""
             for loc in locations]
    if look:
        prospect = outlook(trails, here, mine, sites, me["rations"], relic_on, new)
    kinds = [(loc["colour"] or loc["kind"]) if loc["kind"] != "camp" else "" for loc in locations]
    shown = [1 + COLOURS.index(loc["colour"]) if loc["colour"] else 0 for loc in locations]  # §A5 its relic
    heights = [loc["height"] for loc in locations]
    on_map = [relic_on.count(c) for c in range(len(RELICS))]
    worths = [site_worth(kinds[x], heights[x], on_map[shown[x]] > 0) for x in range(len(locations))]
    ruins = sum(1 << x for x, k in enumerate(kinds) if k == "ruin" and heights[x])
    if ruins and me["rations"]:  # a ruin's pathway, only with a ration to explore with (§A4.2; `dig`)
        for x, gain in enumerate(laying(trails, mine, tuple(relic_on), ruins, new, pursuit, spare, drag)):
            worths[x] += gain
    mine_now = view["turn"] == seat
    # §A4.2 the move has ended here (or is on its way), and the site not yet explored this turn
    now = mine_now and ((view["phase"] == "move" and bool(turn["trails"]))
                        or (view["phase"] == "explore" and not turn["explored"]))
    done = mine_now and view["phase"] == "explore" and turn["explored"]
    paired = on_map[shown[here]] > (relic_on[here] == shown[here])  # its own relic, just shown, aside
    explored = site_worth(kinds[here], heights[here] + 1, paired) if done else 0.0
    return Holdings(
        coins=me["coins"],
        blue=sum(UNSEEN_BLUE_VP if b["value"] is None else b["value"] for b in me["blue"]),
        relics=relics,
        rations=me["rations"],
        pathways=len(me["pathways"]) + in_hand,
        toolboxes=tuple(sorted(levels)),
        ivory_held=len(ivory),
        ivory_bonus=bonus,
        ivory_levels=tuple(sorted(ivory)),
        expedition=ready,
        underway=underway,
        ration_cap=me["ration_cap"],
        last_round=view["last_round"],
        outlook=prospect,
        run=run,
        dig=dig(trails, here, mine, worths, me["rations"], now, explored),
        ahead=lead,
        left=left,
        drag=drag,
    )


class Common(NamedTuple):
    """What `from_sample` reads of a sampled state alike for every explorer: worked out once when
    search judges all of them in one position (`values_of_sample`)."""

    points: list[float]  # `public`
    left: int
    shrines: tuple[int, ...]
    drag: float
    sites: list[str]  # the outlook's kinds of sites still to explore (only with `look`)
    kinds: tuple[str, ...]
    shown: tuple[int, ...]
    on_map: list[int]
    worths: list[float]  # each site's `site_worth`, before a ruin's pathway for the explorer
    ruins: int  # the ruins still to explore, a bit each


def common(s: RelicState, look: bool) -> Common:
    """The part of every explorer's holdings in `s` that does not depend on the explorer."""
    b = s.board
    kinds, shown = _sites_of_board(b, tuple(s.temple_colour))
    on_map = [s.relic_on.count(c) for c in range(len(RELICS))]
    return Common(
        points=public(s.relics, [len(t) for t in s.blue_tiles]),
        # §A8 (§A9.1 option, else the data file's table)
        left=max(0, (s.options.end_relics or b.data.end_trigger.relics[str(s.player_count)]) - s.relics_collected),
        shrines=tuple(s.relic_on),
        drag=dragging(s.round, s.player_count),
        sites=[("ruin" if b.kind[x] == RUIN else COLOURS[s.temple_colour[x]]) if s.stacks[x] and b.kind[x] != CAMP
               else "" for x in range(len(b.kind))] if look else [],
        kinds=kinds,
        shown=shown,
        on_map=on_map,
        worths=[site_worth(kinds[x], len(st), on_map[shown[x]] > 0) if st else 0.0 for x, st in enumerate(s.stacks)],
        ruins=sum(1 << x for x in b.ruins if s.stacks[x]),
    )


def values_of_sample(state: State, look: bool = False) -> list[float]:
    """Every explorer's `worth` in a sampled state (Heuristic.evaluate_samples): each seat's
    `from_sample`, the common part worked out once."""
    assert isinstance(state, RelicState)
    shared = common(state, look)
    return [worth(from_sample(state, seat, look, shared)) for seat in range(state.player_count)]


def from_sample(state: State, seat: Seat, look: bool = False, shared: Common | None = None) -> Holdings:
    """The same holdings read from a sampled state (the explorer knows its own blue tiles);
    `shared`: the state's `common` part, if already worked out."""
    assert isinstance(state, RelicState)
    s, b = state, state.board
    c = shared or common(s, look)
    places = [p for p in s.toolbox_places(seat) if p != SUPPLY]
    held = [level for level in (1, 2, 3) if s.ivory_tiles[seat * 3 + level - 1] >= 0]
    first = s.ivory_tiles[seat * 3]
    trails, here, mine = trails_of_board(b), s.explorer_at[seat], s.pathways[seat]
    relics = tuple(s.relics[seat * 4 : seat * 4 + 4])
    bonus = b.tile_effect[first] if first >= 0 else 0
    in_hand = s.current == seat and bool(s.pending) and s.pending[-1][0] == SHIFT and s.pending[-1][2] >= 0
    new = fresh(relics, bonus)
    if in_hand:  # §A6: a pathway lifted, to be put down
        mine = put_down(trails, here, mine, s.relic_on, new)
    move = None
    if s.phase == MOVE and s.current == seat:
        move = Move(s.start_location, s.trails_travelled, s.unfamiliar_used, s.pathways_before)
    ready, underway = expedition(trails, s.relic_on, here, mine, move)
    lead = ahead(c.points, seat)
    left, shrines, drag, kinds, shown, on_map = c.left, c.shrines, c.drag, c.kinds, c.shown, c.on_map
    spare = s.pathways_left(seat) - in_hand
    pursuit = end_pursuit(lead, left)
    run = 0.0 if ready[0] >= 0 else relic_run(trails, here, mine, shrines, new, pursuit, spare, drag)
    prospect = 0.0
    if look:
        prospect = outlook(trails, here, mine, c.sites, s.rations[seat], s.relic_on, new)
    worths = c.worths
    if c.ruins and s.rations[seat]:  # a ruin's pathway, only with a ration to explore with (§A4.2; `dig`)
        worths = list(worths)  # the common list stays as it is for the other explorers
        for x, gain in enumerate(laying(trails, mine, shrines, c.ruins, new, pursuit, spare, drag)):
            worths[x] += gain
    mine_now = s.current == seat
    # §A4.2 the move has ended here (or is on its way), and the site not yet explored this turn
    now = mine_now and ((s.phase == MOVE and s.trails_travelled != 0) or (s.phase == MAIN and not s.explored))
    done = mine_now and s.phase == MAIN and s.explored
    paired = on_map[shown[here]] > (s.relic_on[here] == shown[here])  # its own relic, just shown, aside
    explored = site_worth(kinds[here], len(s.stacks[here]) + 1, paired) if done else 0.0
    return Holdings(
        coins=s.coins[seat],
        blue=sum(b.tile_value[t] for t in s.blue_tiles[seat]),
        relics=relics,
        rations=s.rations[seat],
        pathways=s.pathways[seat].bit_count() + in_hand,
        toolboxes=tuple(sorted(0 if p == 0 else (p - 1) % 3 + 1 for p in places)),
        ivory_held=len(held),
        ivory_bonus=bonus,
        ivory_levels=tuple(held),
        expedition=ready,
        underway=underway,
        ration_cap=s.ration_cap[seat],
        last_round=s.last_round,
        outlook=prospect,
        run=run,
        dig=dig(trails, here, mine, worths, s.rations[seat], now, explored),
        ahead=lead,
        left=left,
        drag=drag,
    )


# §A8 the game ends only once enough relics are collected: no turn limit. Games between bots
# end by round 30-100 (medium against medium: median 48, at most 100 in 60 games); two search
# bots could stand guard by a shrine each, neither exploring the tile that would reveal a relic
# the other takes first, for hundreds of rounds. Past this round they play for their own gain.
OVERTIME_ROUND = 120


def overtime(view: View) -> bool:
    """Whether the game has run past any usual length (Heuristic.overtime)."""
    return bool(view["round"] > OVERTIME_ROUND)


# The medium level (agora.bots.greedy_of): four of its own next decisions, not two, over 2 samples. A turn
# spans 4-10 decisions: a move trail by trail, a "stop", exploring or not, and what exploring brings (a
# toolbox to climb, a pathway to place, an ivory tile to keep), §A4.1, §A4.2. Two ahead, medium judged
# half its options with the turn half made (49% of 735 in two arena games), easy (one ahead) two
# thirds: they chose alike, and medium beat easy 56.5% of 200 games. Four ahead it judges three
# quarters (78%) once the turn is over. Chosen over a plainer easy: easy stays as it was, one decision
# ahead, its moves judged half made, so its 200/200 against random and its games' lengths stand; a
# plainer judgement would have to keep the stall fixes above that end its games. Before WIDEST, three
# ahead won 61/88 games against easy, four 77/94 (games 0-87 and 0-93 of the arena's seed 1). Measured,
# 2 players: bench/arena-results.md.
GREEDY: dict[str, tuple[int, int]] = {"medium": (4, 2)}  # (lookahead, samples)
# Lookahead plays no decision of more options than this out with more decisions after it
# (Heuristic.widest): where to put a lifted pathway down (§A6 compass, 30-40 trails) is judged half
# made, by `put_down`; played out with the decisions after it, one such decision cost medium 18 CPU s.
# Nor which toolbox tokens to flip (10-11 options, one flip after another): at 12, medium against
# medium took up to 4.7 CPU s on one. The widest others seen in three games: a move 7, a pathway to place 6.
WIDEST = 9

HEURISTIC = Heuristic(
    evaluate=lambda view, seat: worth(from_view(view, seat)),
    scale=4.0,  # VP gained: about what one good exploration brings
    evaluate_sample=lambda state, seat: worth(from_sample(state, seat)),
    evaluate_samples=values_of_sample,
    overtime=overtime,
    widest=WIDEST,
)
# The expert level's: the same judgement with the outlook one move away, sharper. Tuned by self-play
# (bench/judge_duels.py), hard with a candidate against hard, 2 players, seats rotated: scale 1 won
# 51/100, 2 won 62/98 and, again on other seeds, 49/100; 10 won 27/75. Expert at 2 against hard won
# 66% of 200 games before the outlook, 67% with it (bench/expert-results.md).
EXPERT_HEURISTIC = Heuristic(
    evaluate=lambda view, seat: worth(from_view(view, seat, look=True)),
    scale=2.0,
    evaluate_sample=lambda state, seat: worth(from_sample(state, seat, look=True)),
    evaluate_samples=lambda state: values_of_sample(state, look=True),
    overtime=overtime,
)
# The expert's iterations a decision, twice the level's 1,500: a turn spans 5-10 decisions, so
# the search needs the depth to reach the other explorer's reply. Against hard over the arena's
# 200 games, with the outlook: 134/200 at 1,500, 151/200 at 3,000. It pays only with the outlook:
# without it 3,000 won 93/157 where 1,500 won 101 of those games (bench/expert-results.md).
EXPERT_ITERATIONS = 3000
