"""A Historia game in progress: its fields and their copying.

Civilizations are numbered by seat, then the Civbots. Bitmasks hold sets: `hand`
(action cards), `where` (a civ's territories), `terr` (the civs in a territory),
`turned` (wonders). setup.py makes the first state and the rule modules the rest
(rules.py dispatches); hidden.py redraws what a reader cannot know; view.py
shows it. The game object wires them in: this module imports none of them.
"""

from __future__ import annotations

from typing import Any, TypeVar

from agora.core import Rng, Seat, State
from agora.games.historia.codes import Codes
from agora.games.historia.options import Settings
from agora.games.historia.tables import START_HAND, Tables

DRAFT, PLACE, SELECT, RESOLVE, OVER, GOALS, ADVISORS = range(7)
PHASES = ("leader draft", "starting cubes", "card selection", "resolution", "game over", "civilization goals",
          "advisor choice")
# Sub-decisions of the resolution (the `task` tuple's first item)
PICK, MODE, ARTS_TAKE, EXPLOIT_FROM, EXPAND_TO, TRADE_WITH, WAR_ON, TAKE_BACK, WONDER, DESTROY = range(10)
CHOOSE_ADVISOR, GOVERN = 10, 11
TASKS = ("pick", "mode", "arts", "exploit", "expansion", "trade", "war", "revolution", "wonder", "destroy",
         "advisor", "governance")
# §9.2 the four Governance powers (the -1 state: the token has been used and left the game)
POWERS = ("cubes", "shared", "tech", "military")


def _bit_list(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


_BITS = [_bit_list(m) for m in range(1 << 13)]  # every territory, civ or action-card set


def without(items: tuple[int, ...], x: int) -> tuple[int, ...]:
    """`items` less its first `x` (ValueError if absent): the state's tuples are replaced, never changed."""
    i = items.index(x)
    return items[:i] + items[i + 1:]


T = TypeVar("T")


def with_item(items: tuple[T, ...], i: int, x: T) -> tuple[T, ...]:
    """`items` with its `i`-th item replaced by `x`."""
    return (*items[:i], x, *items[i + 1:])


def bits(mask: int) -> list[int]:
    """The members of a small set (shared list: read it, never change it)."""
    return _BITS[mask]


class HistoriaState(State):
    """One moment of a Historia game."""

    __slots__ = (
        "opts", "t", "k", "rng", "n", "era", "rnd", "arnd", "phase", "order", "vp", "tech", "mil",
        "supply", "used", "where", "terr", "tile", "hand", "owned", "row", "adv", "down", "up", "civ",
        "leader", "ldeck", "wdeck", "wrow", "wonders", "turned", "fresh", "sel", "done",
        "revealed", "revolution", "ri", "cur", "task", "packet", "drafters",
        "c", "event", "edeck", "eliminated", "goals", "gpool", "gtech",
        "later", "pstep", "views", "dstep", "gone", "apick",
        "gstate", "gcubes", "glevels", "gtok", "gasked", "bots",
    )

    # Every field is set by new_state() or clone(); these annotations are the whole state. A per-seat
    # (or per-era) collection is a tuple, never changed in place but replaced: clones share them, so
    # clone() copies only the lists that hold them.
    opts: Settings
    t: Tables
    k: Codes
    n: int  # seats
    c: int  # civilizations: the seats, then the Civbots
    bots: tuple[int, ...]
    era: int
    rnd: int
    arnd: int
    phase: int
    order: tuple[int, ...]
    vp: list[int]
    tech: list[int]
    mil: list[int]
    supply: list[int]
    used: list[int]
    where: list[int]
    terr: list[int]
    tile: list[int]
    hand: list[int]
    owned: tuple[int, ...]
    row: list[tuple[int, ...]]
    adv: list[tuple[int, ...]]
    down: list[tuple[int, ...]]
    up: list[tuple[int, ...]]
    civ: list[int]
    leader: tuple[int, ...]
    ldeck: tuple[tuple[int, ...], ...]
    wdeck: tuple[tuple[int, ...], ...]
    wrow: list[int]
    wonders: list[tuple[int, ...]]
    turned: int
    fresh: int
    sel: list[tuple[int, ...]]
    done: list[bool]
    revealed: list[tuple[int, ...]]
    revolution: bool
    ri: int
    cur: int
    task: tuple[int, ...]
    packet: tuple[int, ...]
    drafters: tuple[int, ...]
    event: int
    edeck: tuple[int, ...]
    eliminated: bool
    goals: tuple[tuple[int, int, int], ...]
    gpool: tuple[int, ...]
    gtech: int
    later: tuple[tuple[int, ...], ...]
    pstep: tuple[int, ...]
    views: tuple[tuple[int, ...], ...]
    dstep: int
    gone: tuple[int, ...]
    apick: tuple[int, ...]
    gstate: tuple[int, ...]
    gcubes: tuple[int, ...]
    glevels: tuple[int, ...]
    gtok: tuple[int, ...]
    gasked: int

    @property
    def players(self) -> int:
        return self.n

    def unsettled(self) -> bool:
        # §4.1 (GR p.3) the cards are selected face down, revealed together, then resolved in turn order
        return self.phase == RESOLVE or (self.phase == SELECT and any(self.sel))

    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == SELECT:
            return tuple(s for s in range(self.n) if not self.done[s])
        if self.phase == OVER:
            return ()
        return (self.cur,)

    def clone(self) -> HistoriaState:
        # The lists are copied; the tuples (and the tables) are never changed in place: shared.
        o = HistoriaState()
        o.opts, o.t, o.k, o.rng, o.n, o.c = self.opts, self.t, self.k, self.rng.clone(), self.n, self.c
        o.vp, o.tech, o.mil = self.vp[:], self.tech[:], self.mil[:]
        o.supply, o.used, o.where, o.terr = self.supply[:], self.used[:], self.where[:], self.terr[:]
        o.hand, o.done, o.wrow = self.hand[:], self.done[:], self.wrow[:]
        o.row, o.adv, o.down, o.up = self.row[:], self.adv[:], self.down[:], self.up[:]
        o.wonders, o.sel, o.revealed = self.wonders[:], self.sel[:], self.revealed[:]
        o.bots, o.tile, o.civ = self.bots, self.tile, self.civ
        o.order, o.owned, o.leader = self.order, self.owned, self.leader
        o.era, o.rnd, o.arnd, o.phase = self.era, self.rnd, self.arnd, self.phase
        o.ldeck, o.wdeck, o.turned, o.fresh = self.ldeck, self.wdeck, self.turned, self.fresh
        o.revolution, o.ri, o.cur, o.task = self.revolution, self.ri, self.cur, self.task
        o.packet, o.drafters = self.packet, self.drafters
        o.event, o.edeck, o.eliminated = self.event, self.edeck, self.eliminated
        o.goals, o.gpool, o.gtech = self.goals, self.gpool, self.gtech
        o.later, o.pstep, o.views = self.later, self.pstep, self.views
        o.dstep, o.gone, o.apick = self.dstep, self.gone, self.apick
        o.gstate, o.gcubes, o.glevels = self.gstate, self.gcubes, self.glevels
        o.gtok, o.gasked = self.gtok, self.gasked
        return o

    def to_data(self) -> dict[str, Any]:
        return {
            "rng": self.rng.to_data(),
            "era": self.era, "round": self.rnd, "action_round": self.arnd, "phase": self.phase,
            "order": list(self.order), "vp": self.vp[:], "tech": self.tech[:], "military": self.mil[:],
            "supply": self.supply[:], "used": self.used[:], "where": self.where[:], "terr": self.terr[:],
            "tile": self.tile[:], "hand": self.hand[:], "owned": list(self.owned),
            "row": [list(x) for x in self.row], "advisors": [list(x) for x in self.adv],
            "down": [list(x) for x in self.down], "up": [list(x) for x in self.up], "civ": self.civ[:],
            "leader": list(self.leader), "leader_decks": [list(x) for x in self.ldeck],
            "wonder_decks": [list(x) for x in self.wdeck], "wonder_row": self.wrow[:],
            "wonders": [list(x) for x in self.wonders], "turned": self.turned, "fresh": self.fresh,
            "selected": [list(x) for x in self.sel], "done": self.done[:],
            "revealed": [list(x) for x in self.revealed], "revolution": self.revolution, "ri": self.ri,
            "cur": self.cur, "task": list(self.task), "packet": list(self.packet), "drafters": list(self.drafters),
            "event": self.event, "event_deck": list(self.edeck), "eliminated": self.eliminated,
            "goals": [list(g) for g in self.goals], "goal_pool": list(self.gpool), "goal_tech": self.gtech,
            "later": [list(x) for x in self.later], "pick_step": list(self.pstep),
            "views": [list(x) for x in self.views], "draft_step": self.dstep, "gone": list(self.gone),
            "advisors_owed": list(self.apick), "governance": list(self.gstate),
            "governance_cubes": list(self.gcubes), "governance_levels": list(self.glevels),
            "governance_token": list(self.gtok), "governance_asked": self.gasked,
        }


def new_state(opts: Settings, t: Tables, k: Codes, rng: Rng) -> HistoriaState:
    """The state before setup (§3): empty decks and boards, each civ at the start of the matrix."""
    st = HistoriaState()
    st.opts, st.t, st.k, st.rng = opts, t, k, rng
    n = st.n = opts.players
    c = st.c = n + opts.civbots  # civilizations: the seats, then the Civbots
    st.bots = ()  # the Civbots' acting order (GR p.10), set by setup
    st.era, st.rnd, st.arnd, st.phase = 1, 1, 0, DRAFT
    st.order = tuple(range(n))
    st.vp, st.tech, st.mil = [0] * c, [1] * c, [1] * c
    # §3.5 4 cubes: 3 in front, 1 used (expert: 3 and none used); §8.1 a Civbot has its 8 cubes
    st.supply = [3] * n + [t.edition.civbot.cubes] * (c - n)
    st.used = [0 if opts.expert else 1] * n + [0] * (c - n)
    st.where, st.terr, st.tile = [0] * c, [0] * t.territories, [0] * t.territories
    st.hand, st.owned = [START_HAND] * n, (START_HAND,) * n
    st.row = [()] * n
    st.adv = [()] * n
    st.down = [()] * n
    st.up = [()] * n
    st.civ = [0] * c
    st.leader = (-1,) * n
    st.ldeck = st.wdeck = ((),) * 4
    st.wrow = []
    st.wonders = [()] * c
    st.turned = st.fresh = 0
    st.sel = [()] * n
    st.done = [False] * n
    st.revealed = [()] * n
    st.revolution = False
    st.ri = st.cur = 0
    st.task = ()
    st.packet = st.drafters = ()
    st.event = -1  # the event card in force (Events variant), -1 for none
    st.edeck = ()
    st.eliminated = False  # solo: the player lost its last map cube (GR p.11)
    st.goals = ()  # Civilization Goals on the matrix: (token, tech, military)
    st.gpool = ()  # the face-down goal tokens; the first is the one being placed
    st.gtech = 0  # the column chosen for the goal token being placed
    # the drafts: each pick stays hidden until the draft ends (GR p.3 step 10), so determinize needs when
    # each leader was drafted and when each seat saw the packet; advanced rules (§9.3): the hidden era II
    # and III leaders of each seat, the pool's leftovers, and the advisors owed to a seat
    st.later = ((-1, -1),) * n
    st.pstep = (-1,) * len(t.leader_ids)
    st.views = ((),) * n
    st.dstep = 0
    st.gone = ()
    st.apick = (0,) * n
    # Governance (§9.2): 0 unused, 1–4 the active power, -1 used; cubes borrowed, levels lent,
    # the cube on the token, and who was offered the token this action round
    st.gstate = st.gcubes = st.glevels = st.gtok = (0,) * n
    st.gasked = 0
    return st
