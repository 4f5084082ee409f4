"""A Historia game in progress: its fields and their copying.

Civilizations are numbered by seat, then the Civbots. Bitmasks hold sets: `hand`
(action cards), `where` (a civ's territories), `occupants` (the civs in a territory),
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
        "opts", "tables", "codes", "rng", "seats", "civs", "civbots", "era", "round", "action_round", "phase",
        "order", "vp", "tech", "military", "supply", "used_cubes", "where", "occupants", "tile", "hand", "owned",
        "discards", "advisors", "advisors_down", "advisors_up", "civ", "leader", "leader_decks", "wonder_decks",
        "wonder_row", "wonders", "turned", "fresh_wonders", "selected", "done", "revealed", "revolution",
        "order_index", "current", "task", "packet", "drafters", "event", "event_deck", "eliminated", "goals",
        "goal_pool", "goal_tech", "later_leaders", "pick_step", "packet_seen", "draft_step", "leftover_leaders",
        "advisors_owed", "governance_power", "governance_cubes", "governance_levels", "governance_token",
        "governance_asked", "civbot_played", "civbot_played_at",
    )

    # Every field is set by new_state() or clone(); these annotations are the whole state. A per-seat
    # (or per-era) collection is a tuple, never changed in place but replaced: clones share them, so
    # clone() copies only the lists that hold them.
    opts: Settings
    tables: Tables
    codes: Codes
    seats: int  # the players
    civs: int  # civilizations: the seats, then the Civbots
    civbots: tuple[int, ...]  # the Civbots' acting order (GR p.10)
    era: int
    round: int  # of the era, 1 to 4
    action_round: int  # of the round, from 1
    phase: int
    order: tuple[int, ...]
    vp: list[int]
    tech: list[int]
    military: list[int]
    supply: list[int]
    used_cubes: list[int]  # the used pool of each civ
    where: list[int]  # per civ, the territories holding its cubes
    occupants: list[int]  # per territory, the civs with a cube there
    tile: list[int]  # per territory, its tile's number
    hand: list[int]
    owned: tuple[int, ...]  # per seat, the action cards it has, wherever they are (War, Tourism come later)
    discards: list[tuple[int, ...]]  # per seat, the discard row, oldest first
    advisors: list[tuple[int, ...]]  # per seat, the advisors in hand
    advisors_down: list[tuple[int, ...]]  # per seat, its advisor deck's face-down cards, top first
    advisors_up: list[tuple[int, ...]]  # per seat, the used advisors face up under its deck
    civ: list[int]  # per civ, its civilization card
    leader: tuple[int, ...]
    leader_decks: tuple[tuple[int, ...], ...]
    wonder_decks: tuple[tuple[int, ...], ...]
    wonder_row: list[int]  # the wonders on offer
    wonders: list[tuple[int, ...]]
    turned: int  # the wonders turned 90° until Recover wonders
    fresh_wonders: int  # the wonders acquired by the card being resolved (not activated on it)
    selected: list[tuple[int, ...]]  # per seat, the cards selected face down this action round
    done: list[bool]
    revealed: list[tuple[int, ...]]  # per seat, its revealed cards still to resolve
    revolution: bool
    order_index: int  # the place in turn order of the seat resolving, placing or choosing
    current: int  # the seat to act, outside the selection
    task: tuple[int, ...]  # the pending sub-decision of the resolution: (TASKS index, its arguments...)
    packet: tuple[int, ...]
    drafters: tuple[int, ...]
    event: int
    event_deck: tuple[int, ...]
    eliminated: bool
    goals: tuple[tuple[int, int, int], ...]
    goal_pool: tuple[int, ...]
    goal_tech: int
    later_leaders: tuple[tuple[int, ...], ...]
    pick_step: tuple[int, ...]
    packet_seen: tuple[tuple[int, ...], ...]
    draft_step: int
    leftover_leaders: tuple[int, ...]
    advisors_owed: tuple[int, ...]
    governance_power: tuple[int, ...]
    governance_cubes: tuple[int, ...]
    governance_levels: tuple[int, ...]
    governance_token: tuple[int, ...]
    governance_asked: int
    # per Civbot (by civ past the seats), the cards it played at the latest end of round: each the card,
    # then for each of its actions (action, outcome, two numbers, VP gained) as civbot.OUTCOMES says
    civbot_played: tuple[tuple[tuple[int, ...], ...], ...]
    civbot_played_at: tuple[int, int]  # that round's era and round ((0, 0) before the first)

    @property
    def players(self) -> int:
        return self.seats

    def unsettled(self) -> bool:
        # §4.1 (GR p.3) the cards are selected face down, revealed together, then resolved in turn order
        return self.phase == RESOLVE or (self.phase == SELECT and any(self.selected))

    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == SELECT:
            return tuple(s for s in range(self.seats) if not self.done[s])
        if self.phase == OVER:
            return ()
        return (self.current,)

    def clone(self) -> HistoriaState:
        # The lists are copied; the tuples (and the tables) are never changed in place: shared.
        o = HistoriaState()
        o.opts, o.tables, o.codes, o.rng = self.opts, self.tables, self.codes, self.rng.clone()
        o.seats, o.civs = self.seats, self.civs
        o.vp, o.tech, o.military = self.vp[:], self.tech[:], self.military[:]
        o.supply, o.used_cubes = self.supply[:], self.used_cubes[:]
        o.where, o.occupants = self.where[:], self.occupants[:]
        o.hand, o.done, o.wonder_row = self.hand[:], self.done[:], self.wonder_row[:]
        o.discards, o.advisors = self.discards[:], self.advisors[:]
        o.advisors_down, o.advisors_up = self.advisors_down[:], self.advisors_up[:]
        o.wonders, o.selected, o.revealed = self.wonders[:], self.selected[:], self.revealed[:]
        o.civbots, o.tile, o.civ = self.civbots, self.tile, self.civ
        o.order, o.owned, o.leader = self.order, self.owned, self.leader
        o.era, o.round, o.action_round, o.phase = self.era, self.round, self.action_round, self.phase
        o.leader_decks, o.wonder_decks = self.leader_decks, self.wonder_decks
        o.turned, o.fresh_wonders = self.turned, self.fresh_wonders
        o.revolution, o.order_index, o.current, o.task = self.revolution, self.order_index, self.current, self.task
        o.packet, o.drafters = self.packet, self.drafters
        o.event, o.event_deck, o.eliminated = self.event, self.event_deck, self.eliminated
        o.goals, o.goal_pool, o.goal_tech = self.goals, self.goal_pool, self.goal_tech
        o.later_leaders, o.pick_step, o.packet_seen = self.later_leaders, self.pick_step, self.packet_seen
        o.draft_step, o.leftover_leaders, o.advisors_owed = self.draft_step, self.leftover_leaders, self.advisors_owed
        o.governance_power, o.governance_cubes = self.governance_power, self.governance_cubes
        o.governance_levels, o.governance_token = self.governance_levels, self.governance_token
        o.governance_asked = self.governance_asked
        o.civbot_played, o.civbot_played_at = self.civbot_played, self.civbot_played_at
        return o

    def to_data(self) -> dict[str, Any]:
        return {
            "rng": self.rng.to_data(),
            "era": self.era, "round": self.round, "action_round": self.action_round, "phase": self.phase,
            "order": list(self.order), "vp": self.vp[:], "tech": self.tech[:], "military": self.military[:],
            "supply": self.supply[:], "used": self.used_cubes[:], "where": self.where[:], "terr": self.occupants[:],
            "tile": self.tile[:], "hand": self.hand[:], "owned": list(self.owned),
            "row": [list(x) for x in self.discards], "advisors": [list(x) for x in self.advisors],
            "down": [list(x) for x in self.advisors_down], "up": [list(x) for x in self.advisors_up],
            "civ": self.civ[:],
            "leader": list(self.leader), "leader_decks": [list(x) for x in self.leader_decks],
            "wonder_decks": [list(x) for x in self.wonder_decks], "wonder_row": self.wonder_row[:],
            "wonders": [list(x) for x in self.wonders], "turned": self.turned, "fresh": self.fresh_wonders,
            "selected": [list(x) for x in self.selected], "done": self.done[:],
            "revealed": [list(x) for x in self.revealed], "revolution": self.revolution, "ri": self.order_index,
            "cur": self.current, "task": list(self.task), "packet": list(self.packet), "drafters": list(self.drafters),
            "event": self.event, "event_deck": list(self.event_deck), "eliminated": self.eliminated,
            "goals": [list(g) for g in self.goals], "goal_pool": list(self.goal_pool), "goal_tech": self.goal_tech,
            "later": [list(x) for x in self.later_leaders], "pick_step": list(self.pick_step),
            "views": [list(x) for x in self.packet_seen], "draft_step": self.draft_step,
            "gone": list(self.leftover_leaders),
            "advisors_owed": list(self.advisors_owed), "governance": list(self.governance_power),
            "governance_cubes": list(self.governance_cubes), "governance_levels": list(self.governance_levels),
            "governance_token": list(self.governance_token), "governance_asked": self.governance_asked,
            "civbot_played": [[list(p) for p in x] for x in self.civbot_played],
            "civbot_played_at": list(self.civbot_played_at),
        }


def new_state(opts: Settings, t: Tables, k: Codes, rng: Rng) -> HistoriaState:
    """The state before setup (§3): empty decks and boards, each civ at the start of the matrix."""
    st = HistoriaState()
    st.opts, st.tables, st.codes, st.rng = opts, t, k, rng
    n = st.seats = opts.players
    c = st.civs = n + opts.civbots  # civilizations: the seats, then the Civbots
    st.civbots = ()  # set by setup
    st.era, st.round, st.action_round, st.phase = 1, 1, 0, DRAFT
    st.order = tuple(range(n))
    st.vp, st.tech, st.military = [0] * c, [1] * c, [1] * c
    # §3.5 4 cubes: 3 in front, 1 used (expert: 3 and none used); §8.1 a Civbot has its 8 cubes
    st.supply = [3] * n + [t.edition.civbot.cubes] * (c - n)
    st.used_cubes = [0 if opts.expert else 1] * n + [0] * (c - n)
    st.where, st.occupants, st.tile = [0] * c, [0] * t.territories, [0] * t.territories
    st.hand, st.owned = [START_HAND] * n, (START_HAND,) * n
    st.discards = [()] * n
    st.advisors = [()] * n
    st.advisors_down = [()] * n
    st.advisors_up = [()] * n
    st.civ = [0] * c
    st.leader = (-1,) * n
    st.leader_decks = st.wonder_decks = ((),) * 4
    st.wonder_row = []
    st.wonders = [()] * c
    st.turned = st.fresh_wonders = 0
    st.selected = [()] * n
    st.done = [False] * n
    st.revealed = [()] * n
    st.revolution = False
    st.order_index = st.current = 0
    st.task = ()
    st.packet = st.drafters = ()
    st.event = -1  # the event card in force (Events variant), -1 for none
    st.event_deck = ()
    st.eliminated = False  # solo: the player lost its last map cube (GR p.11)
    st.goals = ()  # Civilization Goals on the matrix: (token, tech, military)
    st.goal_pool = ()  # the face-down goal tokens; the first is the one being placed
    st.goal_tech = 0  # the column chosen for the goal token being placed
    # the drafts: each pick stays hidden until the draft ends (GR p.3 step 10), so determinize needs when
    # each leader was drafted and when each seat saw the packet; advanced rules (§9.3): the hidden era II
    # and III leaders of each seat, the pool's leftovers, and the advisors owed to a seat
    st.later_leaders = ((-1, -1),) * n
    st.pick_step = (-1,) * len(t.leader_ids)
    st.packet_seen = ((),) * n
    st.draft_step = 0
    st.leftover_leaders = ()
    st.advisors_owed = (0,) * n
    # Governance (§9.2): 0 unused, 1–4 the active power, -1 used; cubes borrowed, levels lent,
    # the cube on the token, and who was offered the token this action round
    st.governance_power = st.governance_cubes = st.governance_levels = st.governance_token = (0,) * n
    st.governance_asked = 0
    st.civbot_played = ((),) * (c - n)
    st.civbot_played_at = (0, 0)
    return st
