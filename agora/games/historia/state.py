"""A Historia game in progress: its fields, the decision machine, the rules of
the base game (spec §3–§7) and hidden information (views, determinize).

Civilizations are numbered by seat. Bitmasks hold sets: `hand` (action cards),
`where` (a civ's territories), `terr` (the civs in a territory), `turned` (wonders).
"""

from __future__ import annotations

from typing import Any

from agora.core import Event, IllegalAction, Outcome, Rng, Seat, State, View, rank_by
from agora.games.historia.civbot import civbot_order, civbot_turns, place_civbots
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.schema import ACTIONS, Bonus
from agora.games.historia.tables import (
    ADVISOR0,
    ARMY,
    ARTS,
    CUBES_PER_COLOUR,
    EXPANSION,
    EXPLOIT,
    MAX_LEVEL,
    ON_ACTION,
    ON_DESTROY,
    RAID,
    REVOLUTION,
    START_HAND,
    TECHNOLOGY,
    TOURISM,
    TRADE,
    WAR,
    Codes,
    Tables,
)

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
_AUDIENCE = [frozenset((s,)) for s in range(6)]  # the events one seat alone may see


def _bits(mask: int) -> list[int]:
    """The members of a small set (shared list: read it, never change it)."""
    return _BITS[mask]


class HistoriaState(State):
    """One moment of a Historia game."""

    __slots__ = (
        "opts", "t", "k", "rng", "n", "era", "rnd", "arnd", "phase", "order", "vp", "tech", "mil",
        "supply", "used", "where", "terr", "tile", "hand", "owned", "row", "adv", "down", "up", "civ",
        "leader", "ldeck", "wdeck", "wrow", "wonders", "turned", "fresh", "sel", "done",
        "revealed", "revolution", "ri", "cur", "task", "packet", "drafters", "_ev", "_revealing",
        "c", "event", "edeck", "eliminated", "goals", "gpool", "gtech",
        "later", "pstep", "views", "dstep", "gone", "apick",
        "gstate", "gcubes", "glevels", "gtok", "gasked", "bots",
    )

    def __init__(self, opts: HistoriaOptions, t: Tables, k: Codes, rng: Rng) -> None:
        self.opts, self.t, self.k, self.rng = opts, t, k, rng
        n = self.n = opts.players
        c = self.c = n + opts.civbots  # civilizations: the seats, then the Civbots
        self.bots = civbot_order(opts)  # the Civbots' acting order (GR p.10), fixed for the game
        self.era, self.rnd, self.arnd, self.phase = 1, 1, 0, DRAFT
        self.order = list(range(n))
        self.vp, self.tech, self.mil = [0] * c, [1] * c, [1] * c
        # §3.5 4 cubes: 3 in front, 1 used (expert: 3 and none used); §8.1 a Civbot has its 8 cubes
        self.supply = [3] * n + [t.edition.civbot.cubes] * (c - n)
        self.used = [0 if opts.expert else 1] * n + [0] * (c - n)
        self.where, self.terr, self.tile = [0] * c, [0] * t.territories, [0] * t.territories
        self.hand, self.owned = [START_HAND] * n, [START_HAND] * n
        self.row: list[list[int]] = [[] for _ in range(n)]
        self.adv: list[list[int]] = [[] for _ in range(n)]
        self.down: list[list[int]] = [[] for _ in range(n)]
        self.up: list[list[int]] = [[] for _ in range(n)]
        self.civ = [0] * c
        self.leader = [-1] * n
        self.ldeck: list[list[int]] = [[], [], [], []]
        self.wdeck: list[list[int]] = [[], [], [], []]
        self.wrow: list[int] = []
        self.wonders: list[list[int]] = [[] for _ in range(c)]
        self.turned = self.fresh = 0
        self.sel: list[list[int]] = [[] for _ in range(n)]
        self.done = [False] * n
        self.revealed: list[list[int]] = [[] for _ in range(n)]
        self.revolution = False
        self.ri = self.cur = 0
        self.task: tuple[int, ...] = ()
        self.packet: list[int] = []
        self.drafters: list[int] = []
        self._ev: list[Event] = []
        self._revealing = False  # this apply has revealed something
        self.event = -1  # the event card in force (Events variant), -1 for none
        self.edeck: list[int] = []
        self.eliminated = False  # solo: the player lost its last map cube (GR p.11)
        self.goals: list[tuple[int, int, int]] = []  # Civilization Goals on the matrix: (token, tech, military)
        self.gpool: list[int] = []  # the face-down goal tokens; the first is the one being placed
        self.gtech = 0  # the column chosen for the goal token being placed
        # the drafts: each pick stays hidden until the draft ends (GR p.3 step 10), so determinize needs when
        # each leader was drafted and when each seat saw the packet; advanced rules (§9.3): the hidden era II
        # and III leaders of each seat, the pool's leftovers, and the advisors owed to a seat
        self.later: list[list[int]] = [[-1, -1] for _ in range(n)]
        self.pstep = [-1] * len(t.leader_ids)
        self.views: list[list[int]] = [[] for _ in range(n)]
        self.dstep = 0
        self.gone: list[int] = []
        self.apick = [0] * n
        # Governance (§9.2): 0 unused, 1–4 the active power, -1 used; cubes borrowed, levels lent,
        # the cube on the token, and who was offered the token this action round
        self.gstate = [0] * n
        self.gcubes = [0] * n
        self.glevels = [0] * n
        self.gtok = [0] * n
        self.gasked = 0

    # ----------------------------------------------------------------- setup (§3)
    def setup(self) -> None:
        """Deal the components, then the goal tokens (promo) or the leader draft (GR p.3 steps 1–10)."""
        t, n, rng = self.t, self.n, self.rng
        for era in (1, 2, 3):  # §3.2 three wonder decks, shuffled; §3.9 three leader decks
            # §8.4 solo: the exclusive-majority wonders are removed
            self.wdeck[era] = [
                w for w in range(len(t.wonder_ids)) if t.wonder_era[w] == era
                and not (self.opts.solo and t.wonder_exclusive[w])
            ]
            rng.shuffle(self.wdeck[era])
            self.ldeck[era] = [x for x in range(len(t.leader_ids)) if t.leader_era[x] == era]
            rng.shuffle(self.ldeck[era])
        self.wrow = self._draw_wonders(1)  # §3.2 players + 2 wonders
        green = t.civ_ids.index(self.opts.green_advisors)
        civs = [t.civ_ids.index(c) for c in ("egypt", "romans", "greeks", "chinese", "maya")] + [green]
        rng.shuffle(civs)  # §3.3 a random civilization for each player
        self.civ = civs[: self.c]
        for s in range(n):
            deck = list(t.advisor_set[civs[s]])
            rng.shuffle(deck)  # §3.4 shuffle the advisors, draw the top one
            self.adv[s] = [] if self.opts.advanced_draft else [deck.pop(0)]  # §9.3 advanced: chosen instead
            self.down[s] = deck
        rng.shuffle(self.order)  # §3.6 random turn order
        tiles = list(range(1, 17))
        rng.shuffle(tiles)  # §3.8 one random tile per territory, the rest removed
        self.tile = tiles[: t.territories]
        if self.opts.events:  # §9 Events: the deck lies face up; the top card is in force for the round
            self.edeck = list(range(len(t.event_ids)))
            rng.shuffle(self.edeck)
            self.event = self.edeck.pop(0)
        if self.opts.goals:  # GR p.12 the goal tokens, face down, placed after setup step 9 (the tiles)
            self.gpool = list(range(len(t.goal_ids)))
            rng.shuffle(self.gpool)
            self.phase, self.ri = GOALS, 0
            self._offer_goal()
            return
        self._leaders()

    def _leaders(self) -> None:
        """GR p.3 step 10: the leader draft (§9.3 advanced: the snake draft; §8.4 solo: no leaders)."""
        n = self.n
        if self.opts.solo:
            if self.opts.advanced_draft:
                self._start_advisors()
            else:
                self._start_cubes()
            return
        if self.opts.advanced_draft:  # §9.3 players+1 leaders of each era, a snake draft of three rounds
            size = min(n + 1, 6)
            self.packet = [x for era in (1, 2, 3) for x in self.ldeck[era][:size]]
            for era in (1, 2, 3):
                del self.ldeck[era][:size]
            self.drafters = self.order + self.order[::-1] + self.order
            self.phase = DRAFT
            self._show_packet()
            return
        self._open_draft(1, self.order[::-1])  # §3.9 the last player drafts first, in reverse order

    def _draw_wonders(self, era: int) -> list[int]:
        deck = self.wdeck[era]
        take = deck[: self.n + 2]
        del deck[: self.n + 2]
        return take

    def _open_draft(self, era: int, drafters: list[int]) -> None:
        self.views = [[] for _ in range(self.n)]  # what a seat saw in an earlier draft is all revealed now
        deck = self.ldeck[era]
        size = min(self.n + 1, 6)  # §3.9 players + 1, only 6 with 6 players
        self.packet = deck[:size]
        del deck[:size]
        self.drafters = drafters
        self.phase = DRAFT
        self._show_packet()

    def _show_packet(self) -> None:
        s = self.cur = self.drafters[0]
        self.views[s].append(self.dstep)
        offered = [self.t.leader_ids[x] for x in sorted(self.packet)]
        self._emit("leaders offered", {"seat": s, "leaders": offered}, s, True)

    # ----------------------------------------------------------------- contract
    @property
    def players(self) -> int:
        return self.n

    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == SELECT:
            return tuple(s for s in range(self.n) if not self.done[s])
        if self.phase == OVER:
            return ()
        return (self.cur,)

    def rule_legal(self, seat: Seat) -> list[str]:
        phase, k = self.phase, self.k
        if phase == SELECT:
            if not 0 <= seat < self.n or self.done[seat]:
                return []
            return self._select_options(seat)
        if phase == OVER or seat != self.cur:
            return []
        if phase == DRAFT:
            if self.opts.advanced_draft:  # §9.3 one leader of each era
                held = {self.t.leader_era[x] for x in (self.leader[seat], *self.later[seat]) if x >= 0}
                return [k.leader[x] for x in sorted(self.packet) if self.t.leader_era[x] not in held]
            return [k.leader[x] for x in sorted(self.packet)]  # the packet in hand has no order
        if phase == ADVISORS:
            return [(k.advisor if not self.task else k.bottom)[x] for x in sorted(self.down[seat])]
        if phase == PLACE:
            return [k.start[x] for x in range(self.t.territories) if not self.terr[x]]
        if phase == GOALS:
            if self.gtech:
                return [k.goal_military[m] for _, m in self.goal_cells(self.gtech)]
            return [k.goal_tech[tt] for tt in sorted({tt for tt, _ in self.goal_cells()})]
        return self._task_options(seat)

    def _select_options(self, s: int) -> list[str]:
        chosen = self.sel[s]
        out = []
        if len(chosen) < self.t.max_cards[self.tech[s]]:
            hand = self.hand[s]
            if len(self.row[s]) < 3:  # §5 Revolution needs 3 cards in the discard row
                hand &= ~(1 << REVOLUTION)
            out = self.k.select_hand[hand][:]
            if self.adv[s]:
                sel = self.k.select
                out += [sel[ADVISOR0 + x] for x in self.adv[s]]
        if chosen:
            out.append("done")
        return out

    def _task_options(self, s: int) -> list[str]:
        task, k = self.task, self.k
        kind = task[0]
        if kind == WONDER:  # the most frequent decision first
            return [*(k.activate[w] for w in self._eligible_wonders(s, task[1])), "pass"]
        if kind == PICK:
            cards = self.revealed[s]
            return [k.play[c] for c in cards if c != REVOLUTION]  # §4.1 Revolution is resolved last
        if kind == MODE:
            return ["basic", "advanced"]
        if kind == ARTS_TAKE:
            return [k.take[w] for w in self.wrow]
        if kind == EXPLOIT_FROM:
            out = ["from pool"] if self.used[s] else []
            if self.where[s] & (self.where[s] - 1):  # never the last map cube (NOTES: exploit ruling)
                out += [k.source[x] for x in _bits(self.where[s])]
            return [*out, "stop"]
        if kind == EXPAND_TO:
            return [k.to[x] for x in _bits(self._expansion_targets(s))]
        if kind == TRADE_WITH:
            return [k.trade[c] for c in self._trade_targets(s)]
        if kind == WAR_ON:
            return [k.attack[x][c] for x, c in self._war_targets(s)]
        if kind == TAKE_BACK:
            return [k.back[a] for a in sorted(set(self.row[s]))]
        if kind == CHOOSE_ADVISOR:
            return [k.advisor[x] for x in sorted(self.down[s])]
        if kind == GOVERN:
            return [*k.govern, "no governance"]
        # DESTROY
        return [k.destroy[w] for w in self.wonders[s] if w != task[1]]

    def rule_apply(self, seat: Seat, action: str) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction("the game is over", "GR p.3")
        if not (0 <= seat < self.n and not self.done[seat] if self.phase == SELECT else seat == self.cur):
            raise IllegalAction(f"seat {seat} is not to act now; waiting for {list(self.to_act())}", "GR p.3")
        if action not in self.rule_legal(seat):
            raise IllegalAction(self._why(seat, action), self._section(action))
        self._ev, self._revealing = [], False
        self._act(seat, action)
        self._settle()
        events = self._ev
        self._ev = []
        return events

    def _why(self, seat: int, action: str) -> str:
        parsed = self.k.parse.get(action)
        if parsed is None:
            return f"{action!r} is not a Historia action"
        verb, a, _ = parsed
        if self.phase == SELECT and verb == "select":
            if len(self.sel[seat]) >= self.t.max_cards[self.tech[seat]]:
                return f"you may select at most {self.t.max_cards[self.tech[seat]]} card(s) this action round"
            if a == REVOLUTION and len(self.row[seat]) < 3:
                return "Revolution needs at least 3 cards in your discard row"
            return f"{self.t.card_names[a]} is not in your hand"
        if verb == "advanced":
            return "the advanced action needs its technology and its cost"
        return f"{action!r} is not possible now ({PHASES[self.phase]})"

    @staticmethod
    def _section(action: str) -> str:
        return "GR p.5" if "revolution" in action else "GR p.4"

    def _emit(self, kind: str, data: dict[str, Any], to: int | None = None, reveal: bool = False) -> None:
        # what follows a reveal in the same apply may depend on what it showed: marked as a reveal too
        self._revealing = self._revealing or reveal
        self._ev.append(Event(kind, data, None if to is None else _AUDIENCE[to], self._revealing))

    def _settle(self) -> None:
        """Carry out every decision that has a single option."""
        while self.phase in (RESOLVE, DRAFT, PLACE, GOALS, ADVISORS):
            options = self.rule_legal(self.cur)
            if len(options) != 1:
                return
            self._act(self.cur, options[0])

    def _act(self, s: int, code: str) -> None:
        verb, a, b = self.k.parse[code]
        if verb == "select":
            self._select(s, a)
        elif verb == "done":
            self._finish_selection(s)
        elif verb == "leader":
            self._draft(s, a)
        elif verb == "start":
            self._place_start(s, a)
        elif verb == "play":
            self._start_card(s, a)
        elif verb in ("basic", "advanced"):
            self._perform(s, self.task[1], verb == "advanced")
        elif verb == "take":
            self._take_wonder(s, a)
        elif verb in ("from", "from pool", "stop"):
            self._exploit_step(s, verb, a)
        elif verb == "to":
            self._expand(s, a)
        elif verb == "with":
            self._trade(s, a)
        elif verb == "attack":
            self._war(s, a, b)
        elif verb == "back":
            self._take_back(s, a)
        elif verb == "activate":
            self._activate(s, a)
        elif verb == "pass":
            self._next_card()
        elif verb == "destroy":
            self._destroy(s, a)
        elif verb in ("goal tech", "goal military"):
            self._place_goal(s, verb, a)
        elif verb in ("govern", "no governance"):
            self._govern(s, a if verb == "govern" else -1)
        elif self.phase == ADVISORS:
            self._choose_start_advisor(s, verb, a)
        elif verb == "advisor":
            self._choose_advisor(s, a)

    # ----------------------------------------------------------------- draft and start (§3.9–§3.10)
    def _draft(self, s: int, x: int) -> None:
        if self.opts.advanced_draft:
            self._snake_pick(s, x)
            return
        self.leader[s] = x
        self.packet.remove(x)
        self._hidden_pick(s, x)
        self.drafters.pop(0)
        if self.drafters:
            self._show_packet()
            return
        self.packet = []  # §3.9 leftovers are removed from the game
        self._reveal_leaders()
        if self.arnd == 0 and self.rnd == 1 and self.era == 1:
            self._start_cubes()
        else:
            self._next_round()

    def _snake_pick(self, s: int, x: int) -> None:
        t = self.t
        era = t.leader_era[x]
        self.packet.remove(x)
        if era == 1:
            self.leader[s] = x
        else:  # the later leaders stay hidden until their era
            self.later[s][era - 2] = x
        self._hidden_pick(s, x)
        self.drafters.pop(0)
        if self.drafters:
            self._show_packet()
            return
        self.gone, self.packet = self.packet, []  # the leftovers leave the game face down
        self._reveal_leaders()  # §9.3 the era I leaders are placed face up
        self._start_advisors()

    def _hidden_pick(self, s: int, x: int) -> None:
        self.pstep[x] = self.dstep
        self.dstep += 1
        self._emit("leader drafted", {"seat": s, "leader": self.t.leader_ids[x]}, s)
        self._emit("hidden leader drafted", {"seat": s, "era": self.t.leader_era[x]})

    def _reveal_leaders(self) -> None:
        # GR p.3 step 10: once everyone has a leader, "then" the leaders are placed face up
        self._emit("leaders revealed", {"leaders": [self.t.leader_ids[x] for x in self.leader]}, None, True)

    def _start_advisors(self) -> None:
        self.phase, self.ri, self.task = ADVISORS, 0, ()
        self.cur = self.order[0]
        self._offer_advisors()

    def _offer_advisors(self) -> None:
        """§9.3 each player chooses its first advisor, then one to put face up under its deck."""
        self._emit("choose advisors", {"seat": self.cur})

    def _choose_start_advisor(self, s: int, verb: str, x: int) -> None:
        self.down[s].remove(x)
        if verb == "advisor":
            self.adv[s].append(x)
            self.task = (CHOOSE_ADVISOR,)  # next: the advisor to put face up at the bottom
            self._emit("advisor drawn", {"seat": s, "advisor": self.t.advisor_ids[x]}, s)
            return
        self.up[s].append(x)
        self._emit("advisor to the bottom", {"seat": s, "advisor": self.t.advisor_ids[x]})
        self.task = ()
        self.ri += 1
        if self.ri < self.n:
            self.cur = self.order[self.ri]
            self._offer_advisors()
        else:
            self._start_cubes()

    def _start_cubes(self) -> None:
        self.phase, self.ri, self.cur = PLACE, 0, self._placing()[0]

    def _placing(self) -> list[int]:
        # §9.3 with the advanced rules the starting cubes go in reverse turn order
        return self.order[::-1] if self.opts.advanced_draft else self.order

    def _offer_goal(self) -> None:
        self.cur = self.order[self.ri % self.n]
        self.gtech = 0
        token = self.gpool[0]
        self._emit("goal drawn", {"seat": self.cur, "goal": self.t.goal_ids[token]}, None, True)

    def goal_cells(self, tech: int = 0) -> list[tuple[int, int]]:
        """§9.1 where a goal token may go: not in the starting government's zone, not next to
        (even diagonally) another token."""
        t = self.t
        start_zone = t.zone[1 * 17 + 1]
        return [
            (tt, m) for tt in ((tech,) if tech else range(1, 17)) for m in range(1, 17)
            if t.zone[tt * 17 + m] >= 0 and t.zone[tt * 17 + m] != start_zone
            and all(abs(tt - gt) > 1 or abs(m - gm) > 1 for _, gt, gm in self.goals)
        ]

    def _place_goal(self, s: int, verb: str, level: int) -> None:
        if verb == "goal tech":
            self.gtech = level
            return
        token = self.gpool.pop(0)
        self.goals.append((token, self.gtech, level))
        self._emit("goal placed", {"seat": s, "goal": self.t.goal_ids[token], "tech": self.gtech, "military": level})
        self.ri += 1
        if len(self.goals) < 8 and self.gpool and self.goal_cells():
            self._offer_goal()
            return
        self.gpool = []  # the unused tokens go back to the box
        self._leaders()

    def _reach_goals(self, c: int) -> None:
        """§9.1 the first civ to move onto or past a goal token scores it (past: Agora ruling, both levels
        at least the token's); a Civbot scores only its VP."""
        for goal in [g for g in self.goals if self.tech[c] >= g[1] and self.mil[c] >= g[2]]:
            self.goals.remove(goal)
            bonus = self.t.goal_bonus[goal[0]]
            self._emit("goal reached", {"civ": c, "goal": self.t.goal_ids[goal[0]]})
            if c < self.n:
                self._gain(c, bonus)
            else:
                self.vp[c] += bonus.vp

    def _place_start(self, s: int, x: int) -> None:
        # §3.10 a starting cube in an empty territory; FAQ-GIG: no territory VP for it
        self.supply[s] -= 1
        self.terr[x] |= 1 << s
        self.where[s] |= 1 << x
        self._emit("start", {"seat": s, "territory": self.t.territory_ids[x]})
        self.ri += 1
        if self.ri < self.n:
            self.cur = self._placing()[self.ri]
        else:
            place_civbots(self)
            self._begin_action_round()

    # ----------------------------------------------------------------- selection (§4.1)
    def _begin_action_round(self) -> None:
        self.phase = SELECT
        self.arnd += 1
        self.gasked = 0
        self.revolution = False
        for s in range(self.n):
            self.sel[s] = []
            self.done[s] = not self._select_options(s)
        self._emit("action round", {"era": self.era, "round": self.rnd, "action_round": self.arnd})
        if all(self.done):
            self._reveal()

    def _select(self, s: int, card: int) -> None:
        if card >= ADVISOR0:
            self.adv[s].remove(card - ADVISOR0)
        else:
            self.hand[s] &= ~(1 << card)
        self.sel[s].append(card)
        if len(self.sel[s]) >= self.t.max_cards[self.tech[s]]:
            self._finish_selection(s)
        else:
            self._emit("selects", {"seat": s, "count": len(self.sel[s]), "ready": False})

    def _finish_selection(self, s: int) -> None:
        self.done[s] = True
        self._emit("selects", {"seat": s, "count": len(self.sel[s]), "ready": True})
        if all(self.done):
            self._reveal()

    def _reveal(self) -> None:
        ids = self.t.card_ids
        self._emit("reveal", {"cards": [[ids[c] for c in self.sel[s]] for s in range(self.n)]}, None, True)
        for s in range(self.n):
            self.revealed[s] = self.sel[s]
            self.sel[s] = []
        self.phase, self.ri = RESOLVE, 0
        self._next_card()

    # ----------------------------------------------------------------- resolution (§4.1 step 3)
    def _next_card(self) -> None:
        self.fresh = 0
        while self.ri < self.n:
            s = self.order[self.ri]
            cards = self.revealed[s]
            if cards:
                self.cur = s
                if self.opts.governance and not self.gasked >> s & 1:
                    self.gasked |= 1 << s
                    if self._may_govern(s):  # Agora ruling: offered at the start of the seat's resolution
                        self.task = (GOVERN,)
                        return
                playable = [c for c in cards if c != REVOLUTION] or cards
                if len(playable) == 1:
                    self._start_card(s, playable[0])
                else:
                    self.task = (PICK,)
                return
            self.ri += 1
        self.task = ()
        if self.revolution:  # §5 Revolution: this was the last action round of the round
            self._end_of_round()
        else:
            self._begin_action_round()

    def _start_card(self, s: int, card: int) -> None:
        self.revealed[s].remove(card)
        self.fresh = 0
        t = self.t
        if card >= ADVISOR0:
            x = card - ADVISOR0
            effect = t.advisor_effect[x]
            self._emit("advisor", {"seat": s, "advisor": t.advisor_ids[x]})
            # GR p.11 an advisor triggers events only with an action symbol: Schliemann's solid Tourism hex
            if effect.tourism and self.event >= 0 and not self.event_allows(s, TOURISM):
                self._emit("no effect", {"seat": s, "action": "tourism", "why": "the event's requirement was not met"})
                effect = effect.model_copy(update={"tourism": 0})
            self._gain(s, effect)
            self.up[s].append(x)  # §4.1 step 4 a used advisor goes face up to the bottom of the deck
            self._face_down_again(s)
            # Schliemann's solid Tourism hex is a whole Tourism action (FAQ-BGG), so it triggers Tourism wonders
            self._after_card(s, TOURISM if effect.tourism else -1)
            return
        if card == REVOLUTION:
            self._revolution(s)
            return
        if self.tech[s] >= t.advanced_tech[card] and self._can_afford_advanced(s, card):
            self.task = (MODE, card)
            return
        self._perform(s, card, False)

    def _can_afford_advanced(self, s: int, a: int) -> bool:
        if a in (TECHNOLOGY, ARMY, ARTS):
            return self.supply[s] >= 3
        if a == EXPLOIT:
            return self.vp[s] >= 1  # Agora ruling: the 1 VP must be there to be spent
        return True

    def _perform(self, s: int, a: int, adv: bool) -> None:
        self._emit("action", {"seat": s, "action": ACTIONS[a], "advanced": adv})
        if self.event >= 0 and not self.event_allows(s, a):
            self._no_effect(s, a, "the event's requirement was not met")
            return
        if a in (TECHNOLOGY, ARMY):
            self._develop(s, a, adv)
        elif a == ARTS:
            cost = 3 if adv else 1
            if self.supply[s] < cost or not self.wrow:
                self._no_effect(s, a, "no cube to pay or no wonder in the row")
                return
            self._pay(s, cost)
            self.task = (ARTS_TAKE, 2 if adv else 1, a)
        elif a == EXPLOIT:
            if not self.used[s] and not (self.where[s] & (self.where[s] - 1)):
                self._no_effect(s, a, "no cube to take back")
                return
            if adv:
                self.vp[s] -= 1  # §5 Advanced Exploit: spend 1 VP
            self.task = (EXPLOIT_FROM, 4 if adv else 2)
        elif a == EXPANSION:
            if adv and self.used[s]:  # §5 Advanced Expansion first recovers a cube
                self.used[s] -= 1
                self.supply[s] += 1
            if not self.supply[s] or not self._expansion_targets(s):
                self._no_effect(s, a, "no cube or no territory to expand into")
                return
            self.task = (EXPAND_TO, adv)
        elif a == TRADE:
            if not self._trade_targets(s):
                self._no_effect(s, a, "no adjacent civilization with a higher technology")
                return
            self.task = (TRADE_WITH, adv)
        elif a == RAID:
            self._raid(s, adv)
        elif a == WAR:
            if not self._war_targets(s):
                self._no_effect(s, a, "no civilization shares a territory")
                return
            self.task = (WAR_ON, adv)
        else:  # TOURISM: §5 1 VP per 4 wonders, advanced per 3
            gain = len(self.wonders[s]) // (3 if adv else 4)
            self.vp[s] += gain
            self._emit("tourism", {"seat": s, "vp": gain})
            self._finish_action(s, a)

    def event_allows(self, c: int, a: int) -> bool:
        """Resolve the event in force before civ c's action a (§9); False if its requirement is not met."""
        t = self.t
        x = self.event
        on = t.event_on[x]
        if on != -1 and on != a:
            return True
        effect = t.event_effect[x]
        if effect.pay_cubes:  # e.g. Little Ice Age: pay before the action, else it has no effect
            if self.supply[c] < effect.pay_cubes:
                return False
            self._pay(c, effect.pay_cubes)
        if effect.vp:
            self.vp[c] += effect.vp  # negative VP are allowed (GR p.11)
        self._emit("event applies", {"civ": c, "event": t.event_ids[x]})
        return True

    def _may_govern(self, s: int) -> bool:
        """§9.2 first (alone) in one of the token's categories and not last (ties allowed) in the other;
        and a cube of the colour to put on the token."""
        general = CUBES_PER_COLOUR - self.supply[s] - self.used[s] - self.where[s].bit_count()
        if self.gstate[s] or not (general or self.used[s] or self.supply[s]):
            return False
        a, b = self.t.governance[self.civ[s]]
        others = [c for c in range(self.c) if c != s]
        if not others:
            return False

        def first(m: int) -> bool:
            return all(self._measure(c, m) < self._measure(s, m) for c in others)

        def last(m: int) -> bool:
            return all(self._measure(c, m) > self._measure(s, m) for c in others)

        return (first(a) and not last(b)) or (first(b) and not last(a))

    def _govern(self, s: int, power: int) -> None:
        if power < 0:
            self._next_card()
            return
        # §9.2 a cube on the token: from the general supply, else the used pool, else the supply
        general = CUBES_PER_COLOUR - self.supply[s] - self.used[s] - self.where[s].bit_count() - self.gtok[s]
        if not general:
            if self.used[s]:
                self.used[s] -= 1
            else:
                self.supply[s] -= 1
        self.gtok[s] = 1
        self.gstate[s] = power + 1
        self._emit("governance", {"seat": s, "power": POWERS[power]})
        if power == 0:  # up to 2 cubes from the general supply, returned at the end of the era
            take = min(2, max(0, general - 1) if general else 0)
            self.supply[s] += take
            self.gcubes[s] = take
        elif power in (2, 3):  # 2 levels until the end of the era; their bonuses are gained as usual
            before = self.tech[s] + self.mil[s]
            self._levels(s, power == 2, 2)
            self.glevels[s] = self.tech[s] + self.mil[s] - before
        self._next_card()

    def _shared_scorers(self) -> dict[int, int]:
        """§9.2 the territories scored by a single holder of the "shared" power (two or more cancel)."""
        out: dict[int, int] = {}
        cancelled = set()
        for s in range(self.n):
            if self.gstate[s] == 2:
                for x in _bits(self.where[s]):
                    if self.terr[x] == 1 << s:
                        continue  # alone there: the usual Territory bonus
                    if x in out:
                        cancelled.add(x)
                    out[x] = s
        return {x: s for x, s in out.items() if x not in cancelled}

    def _blocked(self, c: int) -> int:
        """The territories another civ's "shared" power keeps from c (leader bonuses, cube recovery)."""
        mask = 0
        for x, s in self._shared_scorers().items():
            if s != c:
                mask |= 1 << x
        return mask

    def _end_governance(self, cubes: bool) -> None:
        """§9.2 at the end of the era: borrowed cubes go back (before the end-of-round steps: cubes=True);
        the lent levels are lost and the used tokens leave the game (after them)."""
        for s in range(self.n):
            if cubes:
                back = self.gcubes[s]
                take = min(back, self.supply[s])
                self.supply[s] -= take
                self.used[s] -= min(back - take, self.used[s])
                self.gcubes[s] = 0
                continue
            if self.gstate[s] in (3, 4):
                for _ in range(self.glevels[s]):  # one level at a time, where the matrix has a cell
                    if self.gstate[s] == 3 and self.t.cell(self.tech[s] - 1, self.mil[s]):
                        self.tech[s] -= 1
                    elif self.gstate[s] == 4 and self.t.cell(self.tech[s], self.mil[s] - 1):
                        self.mil[s] -= 1
                self.glevels[s] = 0
            if self.gstate[s] > 0:
                self.gstate[s], self.gtok[s] = -1, 0
                self._emit("governance ends", {"seat": s})

    def _no_effect(self, s: int, a: int, why: str) -> None:
        # §4.1 a requirement not met: the card is still played, with no effect
        self._emit("no effect", {"seat": s, "action": ACTIONS[a], "why": why})
        self._finish_action(s, a)

    def _pay(self, s: int, cubes: int) -> None:
        self.supply[s] -= cubes
        self.used[s] += cubes

    def _develop(self, s: int, a: int, adv: bool) -> None:
        cost = 3 if adv else 1
        axis_tech = a == TECHNOLOGY
        level = self.tech[s] if axis_tech else self.mil[s]
        nxt = (level + 1, self.mil[s]) if axis_tech else (self.tech[s], level + 1)
        movable = level == MAX_LEVEL or self.t.cell(*nxt)
        if self.supply[s] < cost or not movable:
            if movable or not self.opts.edge_costs_cube or self.supply[s] < cost:
                self._no_effect(s, a, "no cube to pay" if movable else "no cell of the matrix to move into")
                return
            self._pay(s, cost)  # option edge_costs_cube: the cube is spent anyway
            self._no_effect(s, a, "no cell of the matrix to move into")
            return
        self._pay(s, cost)
        self._levels(s, axis_tech, 2 if adv else 1)
        self._finish_action(s, a)

    def _levels(self, c: int, axis_tech: bool, n: int) -> None:
        """Gain n levels of tech or military, one at a time, each with its matrix bonus (§2.1)."""
        t = self.t
        for _ in range(n):
            level = self.tech[c] if axis_tech else self.mil[c]
            if level == MAX_LEVEL:  # §2.1 beyond 16 each level is worth 2 VP
                self.vp[c] += 2
                continue
            if axis_tech:
                if not t.cell(level + 1, self.mil[c]):
                    return  # §2.1 no cell: no effect
                self.tech[c] = level + 1
                bonus = t.tech_bonus[level + 1]
            else:
                if not t.cell(self.tech[c], level + 1):
                    return
                self.mil[c] = level + 1
                bonus = t.military_bonus[level + 1]
            self._emit("level", {"civ": c, "tech" if axis_tech else "military": level + 1})
            self._gain(c, bonus)  # §2.1 a level's bonus takes effect at once
            if self.goals:
                self._reach_goals(c)

    def _gain(self, c: int, b: Bonus) -> None:
        if b.vp:
            self.vp[c] += b.vp
        if b.cubes or b.cube:
            self._recover_cubes(c, b.cubes + b.cube)
        if b.cards or b.card_back:
            self._recover_cards(c, b.cards + b.card_back)
        if b.card is not None:  # §2.1 Agriculture gives War, Industry gives Tourism, into the hand at once
            bit = 1 << (WAR if b.card == "war" else TOURISM)
            if not self.owned[c] & bit:
                self.owned[c] |= bit
                self.hand[c] |= bit
                self._emit("new card", {"seat": c, "card": b.card})
        for _ in range(b.advisor):
            self._draw_advisor(c)
        if b.tech:
            self._levels(c, True, b.tech)
        if b.military:
            self._levels(c, False, b.military)
        if b.tourism:
            self.vp[c] += len(self.wonders[c]) // 4

    def _recover_cubes(self, c: int, n: int) -> None:
        n = min(n, self.used[c])
        self.used[c] -= n
        self.supply[c] += n

    def _recover_cards(self, c: int, n: int) -> None:
        row = self.row[c]
        for _ in range(min(n, len(row))):  # the oldest cards of the discard row (GR p.7–8)
            self.hand[c] |= 1 << row.pop(0)

    def _draw_advisor(self, s: int) -> None:
        if self.opts.advanced_draft:  # §9.3 the player chooses among its face-down advisors, after the action
            if self.down[s]:
                self.apick[s] += 1
            return
        if not self.down[s]:  # every advisor is in hand
            return
        x = self.down[s].pop(0)  # §6.3 draw the top advisor
        self.adv[s].append(x)
        self._emit("advisor drawn", {"seat": s, "advisor": self.t.advisor_ids[x]}, s, True)
        self._emit("draws advisor", {"seat": s})
        self._face_down_again(s)

    def _choose_advisor(self, s: int, x: int) -> None:
        self.down[s].remove(x)
        self.adv[s].append(x)
        self.apick[s] -= 1
        self._emit("advisor drawn", {"seat": s, "advisor": self.t.advisor_ids[x]}, s)
        self._emit("draws advisor", {"seat": s})
        self._face_down_again(s)
        if not self.down[s]:
            self.apick[s] = 0  # nothing left to draw
        self._after_card(s, self.task[1])

    def _face_down_again(self, s: int) -> None:
        # GR p.9 whenever the top of the advisor deck is face up (only face-up advisors left), shuffle it
        # face down again (§9.3: turn it face down)
        if not self.down[s] and self.up[s]:
            self._reshuffle_advisors(s)

    def _reshuffle_advisors(self, s: int) -> None:
        deck = self.up[s]
        self.up[s] = []
        self.rng.shuffle(deck)
        self.down[s] = deck
        self._emit("advisors shuffled", {"seat": s})

    def _take_wonder(self, s: int, w: int) -> None:
        self.wrow.remove(w)
        self.wonders[s].append(w)
        self.fresh |= 1 << w  # §6.1 not on the action that acquired it
        self._emit("wonder", {"seat": s, "wonder": self.t.wonder_ids[w]})
        left = self.task[1] - 1
        if left and self.wrow:
            self.task = (ARTS_TAKE, left, ARTS)
        else:
            self._finish_action(s, ARTS)

    def _exploit_step(self, s: int, verb: str, x: int) -> None:
        if verb == "stop":
            self._finish_action(s, EXPLOIT)
            return
        if verb == "from pool":
            self.used[s] -= 1
        else:  # §5 abandoning a territory loses its tile's VP
            self.terr[x] &= ~(1 << s)
            self.where[s] &= ~(1 << x)
            self.vp[s] -= self.t.tile_vp[self.tile[x]]
            self._emit("abandon", {"seat": s, "territory": self.t.territory_ids[x]})
        self.supply[s] += 1
        left = self.task[1] - 1
        if left and (self.used[s] or self.where[s] & (self.where[s] - 1)):
            self.task = (EXPLOIT_FROM, left)
        else:
            self._finish_action(s, EXPLOIT)

    def _reach(self, c: int) -> int:
        if self.tech[c] >= self.t.navigation:  # §2.2 Navigation: every territory is adjacent for its owner
            return self.t.all_territories
        out = 0
        near = self.t.near
        for x in _bits(self.where[c]):
            out |= near[x]
        return out

    def _expansion_targets(self, s: int) -> int:
        return self._reach(s) & ~self.where[s]  # NOTES: one cube per civ in a territory in the base game

    def _expand(self, s: int, x: int) -> None:
        self.supply[s] -= 1
        self.terr[x] |= 1 << s
        self.where[s] |= 1 << x
        self._emit("expand", {"seat": s, "territory": self.t.territory_ids[x]})
        self._finish_action(s, EXPANSION)

    def _neighbours(self, s: int) -> list[int]:
        reach = self._reach(s)
        nav = reach == self.t.all_territories
        return [c for c in range(self.c) if c != s and (nav or reach & self.where[c])]

    def _trade_targets(self, s: int) -> list[int]:
        return [c for c in self._neighbours(s) if self.tech[c] > self.tech[s]]

    def _trade(self, s: int, c: int) -> None:
        gain = 1 if self.task[1] else 2  # §5 the partner gains 2 VP, 1 with Advanced Trade
        self.vp[c] += gain
        self._emit("trade", {"seat": s, "with": c, "vp": gain})
        self._levels(s, True, 1)
        self._finish_action(s, TRADE)

    def _raid(self, s: int, adv: bool) -> None:
        if not any(self.mil[c] < self.mil[s] for c in self._neighbours(s)):
            self._no_effect(s, RAID, "no adjacent civilization with a lower army")
            return
        gain = 2 if adv else 1  # §5 Raid: 1 VP and 1 cube; advanced 2 and 2; VP even without cubes
        self.vp[s] += gain
        self._recover_cubes(s, gain)
        self._emit("raid", {"seat": s, "vp": gain})
        self._finish_action(s, RAID)

    def _war_targets(self, s: int) -> list[tuple[int, int]]:
        mine = self.where[s]
        return [(x, c) for x in _bits(mine) for c in _bits(self.terr[x]) if c != s]

    def _war(self, s: int, x: int, c: int) -> None:
        adv = self.task[1]
        self._emit("war", {"seat": s, "on": c, "territory": self.t.territory_ids[x]})
        if self.mil[s] != self.mil[c]:  # §5 equal armies: no effect
            win, lose = (s, c) if self.mil[s] > self.mil[c] else (c, s)
            self.vp[win] += 4 if adv else 2
            self._emit("war won", {"winner": win, "loser": lose, "vp": 4 if adv else 2})
            self.lose_war(lose, x)
        self._finish_action(s, WAR)

    def lose_war(self, lose: int, x: int) -> None:
        """The loser of a war moves its cube from territory x to the used pool (§5)."""
        # §5 a player's last map cube is not removed, though the winner scores; §8 a Civbot's can be, and the
        # solo player's too, which eliminates the player
        if self.where[lose] & ~(1 << x) or lose >= self.n or self.opts.solo:
            self.terr[x] &= ~(1 << lose)
            self.where[lose] &= ~(1 << x)
            self.used[lose] += 1
            if lose < self.n and not self.where[lose]:
                self.eliminated = True
                self._emit("eliminated", {"seat": lose})

    def _revolution(self, s: int) -> None:
        # §5 Revolution: into the row, then take back the most recent card and one card of choice
        self._emit("action", {"seat": s, "action": "revolution", "advanced": False})
        if self.event >= 0:
            self.event_allows(s, REVOLUTION)  # the round ends all the same: Revolution has no cost to refuse
        self.revolution = True
        row = self.row[s]
        row.append(REVOLUTION)
        self.hand[s] |= 1 << row.pop()
        if row:
            self.task = (TAKE_BACK,)
        else:
            self._after_card(s, REVOLUTION)

    def _take_back(self, s: int, a: int) -> None:
        self.row[s].remove(a)
        self.hand[s] |= 1 << a
        self._emit("take back", {"seat": s, "card": ACTIONS[a]})
        self._after_card(s, REVOLUTION)

    def _finish_action(self, s: int, a: int) -> None:
        self.row[s].append(a)  # §4.1 step 4 the card goes face up to the discard row, newest last
        self._after_card(s, a)

    # ----------------------------------------------------------------- wonders (§6.1)
    def _after_card(self, s: int, trigger: int) -> None:
        if self.eliminated:
            self._game_over()
        elif self.apick[s] and self.down[s]:
            self.cur, self.task = s, (CHOOSE_ADVISOR, trigger)
        elif self.wonders[s] and self._eligible_wonders(s, trigger):
            self.cur, self.task = s, (WONDER, trigger)
        else:
            self._next_card()

    def _eligible_wonders(self, s: int, trigger: int) -> list[int]:
        t = self.t
        blocked = self.turned | self.fresh
        out = []
        for w in self.wonders[s]:
            if blocked >> w & 1:
                continue
            kind, on = t.wonder_kind[w], t.wonder_on[w]
            if kind == ON_ACTION:
                ok = on == trigger  # §6.1 triggered by the action even if it had no effect
            elif kind == ON_DESTROY:
                ok = len(self.wonders[s]) > on  # §6.1 a wonder cannot destroy itself
            else:
                ok = self._majority(s, on)
            if ok:
                out.append(w)
        return out

    def _measure(self, c: int, m: int) -> int:
        if m == 0:
            return self.tech[c]
        if m == 1:
            return self.mil[c]
        if m == 2:
            return len(self.wonders[c])
        return self._on_map(c, m, self.where[c])

    def _on_map(self, c: int, m: int, where: int) -> int:
        if m == 3:
            return where.bit_count()
        return sum(1 for x in _bits(where) if self.terr[x] == 1 << c)

    def _majority(self, s: int, m: int) -> bool:
        mine = self._measure(s, m)  # §6.1 a strict majority among the players; a tie fails
        return all(self._measure(c, m) < mine for c in range(self.n) if c != s)

    def _activate(self, s: int, w: int) -> None:
        self.turned |= 1 << w  # §6.1 turned 90°: not again until Recover wonders
        self._emit("activate", {"seat": s, "wonder": self.t.wonder_ids[w]})
        if self.t.wonder_kind[w] == ON_DESTROY:
            self.task = (DESTROY, w, self.t.wonder_on[w], self.task[1])
            return
        self._gain(s, self.t.wonder_bonus[w])
        self._after_card(s, self.task[1])

    def _destroy(self, s: int, x: int) -> None:
        _, w, left, trigger = self.task
        self.wonders[s].remove(x)
        self.turned &= ~(1 << x)
        self._emit("destroy", {"seat": s, "wonder": self.t.wonder_ids[x]})
        if left > 1:
            self.task = (DESTROY, w, left - 1, trigger)
            return
        self._gain(s, self.t.wonder_bonus[w])
        self._after_card(s, trigger)

    # ----------------------------------------------------------------- end of round (§7)
    def _end_of_round(self) -> None:
        if self.opts.governance and self.rnd == 4:
            self._end_governance(True)
        if self.c > self.n:
            civbot_turns(self)  # §8.2 the Civbots act before the end-of-round steps
            if self.eliminated:
                self._game_over()
                return
        self._emit("end of round", {"era": self.era, "round": self.rnd})
        n, c, t = self.n, self.c, self.t
        for step in t.timeline[self.rnd - 1]:
            if step == "add_cube":
                for s in range(n):
                    if self.supply[s] + self.used[s] + self.where[s].bit_count() + self.gtok[s] < CUBES_PER_COLOUR:
                        self.used[s] += 1
            elif step == "territory_bonus":  # §7 the sole occupant scores the tile
                shared = self._shared_scorers() if self.opts.governance else {}
                for x in range(t.territories):
                    occ = self.terr[x]
                    if occ and not occ & (occ - 1):
                        self.vp[occ.bit_length() - 1] += t.tile_vp[self.tile[x]]
                    elif x in shared:  # §9.2 the "shared" power scores a shared territory
                        self.vp[shared[x]] += t.tile_vp[self.tile[x]]
            elif step == "recover_cards":
                for s in range(n):
                    self._recover_cards(s, 2)
            elif step == "recover_cubes":  # §7 one cube per territory occupied, alone or shared
                for s in range(n):
                    mine = self.where[s] & ~self._blocked(s) if self.opts.governance else self.where[s]
                    self._recover_cubes(s, mine.bit_count())
            elif step == "recover_wonders":
                self.turned = 0
            elif step == "government_bonus":
                for s in range(c):
                    bonus = t.government_bonus[t.zone[self.tech[s] * 17 + self.mil[s]]]
                    if s < n:
                        self._gain(s, bonus)
                    else:  # §8.3 a Civbot scores its government's VP; it never gains cubes
                        self.vp[s] += bonus.vp
            elif step == "turn_order":
                self._turn_order()
            elif step == "new_wonders":
                self._new_wonders()
            elif step == "leader_bonus":
                self._leader_bonus()
            elif step == "new_leaders" and self.era < 3 and not self.opts.solo and self.opts.advanced_draft:
                for s in range(n):  # §9.3 the next era's drafted leader comes face up
                    self.leader[s], self.later[s][self.era - 1] = self.later[s][self.era - 1], -1
                self._emit("leaders revealed", {"leaders": [t.leader_ids[x] for x in self.leader]}, None, True)
            elif step == "new_leaders" and self.era < 3 and not self.opts.solo:
                self._open_draft(self.era + 1, list(self.order))  # §7 the first player drafts, in turn order
                return
        self._next_round()

    def _turn_order(self) -> None:
        # §7 fewest VP first; a tie goes to the seat that was later in the previous order
        pos = {s: i for i, s in enumerate(self.order)}
        self.order.sort(key=lambda s: (self.vp[s], -pos[s]))
        self._emit("turn order", {"order": list(self.order)})

    def _new_wonders(self) -> None:
        era = self.era + (self.rnd == 4)  # §7 the deck of the next round's era
        if self.rnd == 4:
            self.wdeck[self.era] = []  # the unused wonders of the era leave the game
        if era > 3:
            self.wrow = []
            return
        self.wrow = self._draw_wonders(era)
        self._emit("new wonders", {"row": [self.t.wonder_ids[w] for w in self.wrow]}, None, True)

    def _leader_bonus(self) -> None:
        missed = 0
        for s in range(self.n):
            x = self.leader[s]
            if x < 0:
                continue
            conditions = self.t.leader_conditions[x]
            # §9.2 territories under another civ's "shared" power do not count for leaders
            blocked = self._blocked(s) if self.opts.governance else 0
            gain = sum(vp for m, at, vp in conditions if (
                self._on_map(s, m, self.where[s] & ~blocked) if m >= 3 else self._measure(s, m)) >= at)
            missed += sum(vp for _, _, vp in conditions) - gain
            self.vp[s] += gain  # §6.2 each condition met scores ("and/or"); then the leader is discarded
            self._emit("leader bonus", {"seat": s, "leader": self.t.leader_ids[x], "vp": gain})
            self.leader[s] = -1
        bots = self.c - self.n
        if bots:  # §8.3 the Civbots share the VP the players missed, capped by era
            share = min(missed // bots, self.t.edition.civbot.leader_cap[self.era - 1])
            for b in range(self.n, self.c):
                self.vp[b] += share
            self._emit("civbots leader share", {"missed": missed, "each": share})

    def _game_over(self) -> None:
        self.phase, self.task = OVER, ()
        self._emit("game over", {"vp": list(self.vp)})

    def _next_round(self) -> None:
        if self.opts.governance and self.rnd == 4:
            self._end_governance(False)
        if self.era == 3 and self.rnd == 4:
            self._game_over()
            return
        if self.rnd == 4:
            self.era, self.rnd = self.era + 1, 1
        else:
            self.rnd += 1
        self.arnd = 0
        if self.opts.events:  # §9 the next event comes into force; the one after it shows on the deck
            self.event = self.edeck.pop(0) if self.edeck else -1
            self._emit("event", {"event": self.t.event_ids[self.event] if self.event >= 0 else None}, None, True)
        self._begin_action_round()

    # ----------------------------------------------------------------- outcome (§4)
    def rule_outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        n = self.n
        # §4 Civbots compete too: a seat's rank counts every civ, Civbots included.
        keys = [(self.vp[c], self.tech[c] + self.mil[c]) for c in range(len(self.vp))]
        if self.opts.solo:  # §8.4 only more VP than every Civbot wins (a tie loses), and elimination loses
            keys = [(-1 if c == 0 and self.eliminated else 2 * vp + (c != 0), 0) for c, (vp, _) in enumerate(keys)]
        best_bot = max(self.vp[n:], default=None)
        details = tuple(
            {"vp": self.vp[s], "tech": self.tech[s], "military": self.mil[s]}
            | ({} if best_bot is None else {"best_civbot_vp": best_bot, "beat_civbots": int(self.vp[s] > best_bot)})
            for s in range(n)
        )
        how = "most VP, then the highest tech + military sum (GR p.3)"
        if self.opts.solo:  # §8.4 the solo player wins only with more VP than every Civbot, and not eliminated
            won = not self.eliminated and best_bot is not None and self.vp[0] > best_bot
            details[0]["beat_civbots"] = int(won)
            how = "solo: " + ("won, with more VP than every Civbot" if won else
                              "lost: eliminated" if self.eliminated else "lost: a Civbot has as many VP or more")
        return Outcome(tuple(self.vp[:n]), rank_by(keys)[:n], details, how)

    # ----------------------------------------------------------------- copies and hidden information
    def clone(self) -> HistoriaState:
        o = object.__new__(HistoriaState)
        o.opts, o.t, o.k, o.rng, o.n, o.c = self.opts, self.t, self.k, self.rng.clone(), self.n, self.c
        o.bots = self.bots
        o.event, o.edeck, o.eliminated = self.event, self.edeck[:], self.eliminated
        o.goals, o.gpool, o.gtech = self.goals[:], self.gpool[:], self.gtech
        o.later, o.pstep, o.views = [x[:] for x in self.later], self.pstep[:], [x[:] for x in self.views]
        o.dstep, o.gone, o.apick = self.dstep, self.gone[:], self.apick[:]
        o.gstate, o.gcubes, o.glevels = self.gstate[:], self.gcubes[:], self.glevels[:]
        o.gtok, o.gasked = self.gtok[:], self.gasked
        o.era, o.rnd, o.arnd, o.phase = self.era, self.rnd, self.arnd, self.phase
        o.order, o.vp, o.tech, o.mil = self.order[:], self.vp[:], self.tech[:], self.mil[:]
        o.supply, o.used, o.where, o.terr, o.tile = self.supply[:], self.used[:], self.where[:], self.terr[:], self.tile
        o.hand, o.owned, o.civ, o.leader = self.hand[:], self.owned[:], self.civ, self.leader[:]
        o.row = [x[:] for x in self.row]
        o.adv = [x[:] for x in self.adv]
        o.down = [x[:] for x in self.down]
        o.up = [x[:] for x in self.up]
        o.ldeck = [x[:] for x in self.ldeck]
        o.wdeck = [x[:] for x in self.wdeck]
        o.wrow = self.wrow[:]
        o.wonders = [x[:] for x in self.wonders]
        o.turned, o.fresh = self.turned, self.fresh
        o.sel = [x[:] for x in self.sel]
        o.done = self.done[:]
        o.revealed = [x[:] for x in self.revealed]
        o.revolution, o.ri, o.cur, o.task = self.revolution, self.ri, self.cur, self.task
        o.packet, o.drafters = self.packet[:], self.drafters[:]
        o._ev, o._revealing = [], False
        return o

    def to_data(self) -> dict[str, Any]:
        return {
            "rng": self.rng.to_data(),
            "era": self.era, "round": self.rnd, "action_round": self.arnd, "phase": self.phase,
            "order": self.order[:], "vp": self.vp[:], "tech": self.tech[:], "military": self.mil[:],
            "supply": self.supply[:], "used": self.used[:], "where": self.where[:], "terr": self.terr[:],
            "tile": self.tile[:], "hand": self.hand[:], "owned": self.owned[:],
            "row": [x[:] for x in self.row], "advisors": [x[:] for x in self.adv],
            "down": [x[:] for x in self.down], "up": [x[:] for x in self.up], "civ": self.civ[:],
            "leader": self.leader[:], "leader_decks": [x[:] for x in self.ldeck],
            "wonder_decks": [x[:] for x in self.wdeck], "wonder_row": self.wrow[:],
            "wonders": [x[:] for x in self.wonders], "turned": self.turned, "fresh": self.fresh,
            "selected": [x[:] for x in self.sel], "done": self.done[:],
            "revealed": [x[:] for x in self.revealed], "revolution": self.revolution, "ri": self.ri,
            "cur": self.cur, "task": list(self.task), "packet": self.packet[:], "drafters": self.drafters[:],
            "event": self.event, "event_deck": self.edeck[:], "eliminated": self.eliminated,
            "goals": [list(g) for g in self.goals], "goal_pool": self.gpool[:], "goal_tech": self.gtech,
            "later": [x[:] for x in self.later], "pick_step": self.pstep[:], "views": [x[:] for x in self.views],
            "draft_step": self.dstep, "gone": self.gone[:], "advisors_owed": self.apick[:],
            "governance": self.gstate[:], "governance_cubes": self.gcubes[:], "governance_levels": self.glevels[:],
            "governance_token": self.gtok[:], "governance_asked": self.gasked,
        }

    def rule_determinize(self, seat: Seat | None, rng: Rng) -> HistoriaState:
        o = self.clone()
        o.rng = Rng(rng.next_u64())
        if o.gpool:  # the face-down goal tokens (the drawn one, being placed, is public)
            rest = o.gpool[1:] if o.phase == GOALS else o.gpool
            rng.shuffle(rest)
            o.gpool = o.gpool[:1] + rest if o.phase == GOALS else rest
        if len(o.edeck) > 2:  # the event deck lies face up: only its top card is known
            rest = o.edeck[1:]
            rng.shuffle(rest)
            o.edeck[1:] = rest
        for era in (1, 2, 3):
            rng.shuffle(o.wdeck[era])  # nobody knows the order of a deck
        o._redraw_leaders(seat, rng)
        for s in range(self.n):
            if s == seat:
                rng.shuffle(o.down[s])
            else:
                o._redraw_hidden_cards(s, rng)
        return o

    def _redraw_leaders(self, reader: int | None, rng: Rng) -> None:
        """The leaders hidden from the reader, redrawn among the places it cannot tell apart.

        A pick stays hidden until its draft ends (GR p.3; §9.3 eras II and III until their era). The reader
        saw the packet at its own turns: a leader drafted between two of its views is one of the cards that
        left the packet meanwhile; one drafted after its last view is among the packet, the leftovers and
        those picks; the decks and the picks before its first view it never saw. A card's back shows its
        era, so cards move only within their era."""
        views = self.views[reader] if reader is not None else []
        groups: dict[tuple[int, int], list[tuple[list[int], int]]] = {}
        era = self.t.leader_era

        def add(key: int, where: list[int], i: int) -> None:
            groups.setdefault((key, era[where[i]]), []).append((where, i))

        def picked(where: list[int], i: int) -> None:
            add(sum(1 for v in views if v < self.pstep[where[i]]), where, i)

        for s in range(self.n):
            if s == reader:
                continue
            if self.phase == DRAFT and self.leader[s] >= 0:
                picked(self.leader, s)
            for k in (0, 1):
                if self.later[s][k] >= 0:
                    picked(self.later[s], k)
        for where in (self.packet, self.gone):
            for i in range(len(where)):
                add(len(views), where, i)
        for e in (1, 2, 3):
            for i in range(len(self.ldeck[e])):
                add(0, self.ldeck[e], i)
        for places in groups.values():
            cards = [where[i] for where, i in places]
            steps = [self.pstep[x] for x in cards]
            rng.shuffle(cards)
            for (where, i), x, step in zip(places, cards, steps, strict=True):
                where[i] = x
                self.pstep[x] = step  # when a place was filled stays known

    def _redraw_hidden_cards(self, s: int, rng: Rng) -> None:
        """Another seat's advisors in hand, its face-down deck and its secret selection, drawn anew."""
        secret = self.phase == SELECT
        picked = self.sel[s] if secret else []
        unknown = self.adv[s] + [c - ADVISOR0 for c in picked if c >= ADVISOR0] + self.down[s]
        rng.shuffle(unknown)
        in_hand = len(self.adv[s]) + sum(1 for c in picked if c >= ADVISOR0)
        advisors, self.down[s] = unknown[:in_hand], unknown[in_hand:]
        if not secret or not picked:
            self.adv[s] = advisors
            return
        hand = self.hand[s] | sum(1 << c for c in picked if c < ADVISOR0)
        pool = [a for a in _bits(hand) if a != REVOLUTION or len(self.row[s]) >= 3]
        pool += [ADVISOR0 + x for x in advisors]
        rng.shuffle(pool)
        self.sel[s] = pool[: len(picked)]
        chosen = set(self.sel[s])
        self.hand[s] = hand & ~sum(1 << c for c in chosen if c < ADVISOR0)
        self.adv[s] = [x for x in advisors if ADVISOR0 + x not in chosen]

    # ----------------------------------------------------------------- views
    def rule_view(self, seat: Seat | None) -> View:
        from agora.games.historia.view import build_view

        return build_view(self, seat)
