"""The rules of The Ancient World: setup, the turn, every board and card action,
attacks on titans, and the end of a round. Each rule names its spec section."""

from __future__ import annotations

from typing import Any

from agora.core import Event, IllegalAction, Outcome, Rng, State
from agora.games.ancient_world import hidden, scoring, view
from agora.games.ancient_world.board import (
    ACT,
    BOARD,
    BUILD,
    DRAFT,
    EDUCATE,
    EXPAND,
    EXPLORE,
    GROW,
    KNOWN,
    MAX_CITIZENS,
    NAME,
    OVER,
    P_BUILD,
    P_DAMAGE,
    P_DISCARD,
    P_DISTRICT,
    P_EXPAND_PAY,
    P_EXPLORE,
    P_FOREST_ATTACK,
    P_MREPAIR,
    P_ORDER,
    P_OUTPOST,
    P_PAY,
    P_RECRUIT,
    P_REPAIR,
    P_RETIRE,
    P_SCOUT,
    P_SCRIBE,
    P_STORE,
    P_USE,
    P_ZORI,
    PENDING_NAMES,
    PICTURE,
    REBUILD,
    RECRUIT,
    ROUNDS,
    WORK,
    Board,
)
from agora.games.ancient_world.edition import ARROW, CITIZEN, M_LOOT, M_REPAIR, M_SPY, SWORD, Rules
from agora.games.ancient_world.options import AncientWorldOptions

BOARD_INDEX = {name: i for i, name in enumerate(BOARD)}
ATTACK = ("attack 1", "attack 2", "attack 3")
SKILLS = frozenset(str(c) for c in range(1, MAX_CITIZENS + 1))
SKILLS_OF = [tuple(c for c in range(1, MAX_CITIZENS + 1) if mask >> c & 1) for mask in range(2 << MAX_CITIZENS)]
PLACE_BY_MASK = [[tuple(f"place {c} {name}" for c in skills) for skills in SKILLS_OF] for name in BOARD]


class AncientWorldState(Board, State):
    """One moment of a game of The Ancient World."""

    __slots__ = ()

    # --- setup (§3) -----------------------------------------------------------------------------------------

    @classmethod
    def setup(cls, rules: Rules, opts: AncientWorldOptions, seed: int) -> AncientWorldState:
        s = cls.__new__(cls)
        R, n = rules, opts.players
        s.R, s.opts, s.n, s.rng = R, opts, n, Rng(seed)
        rng = s.rng
        s.round = 1  # §4.1 round 1: the coin on "A", the Empire A deck
        # §3.8 the first player is chosen at random; the 2nd takes +1 coin, the 3rd and 4th +2
        s.first = s.lead = s.turn = s.pseat = rng.below(n)
        s.coins = [6] * n
        for offset, extra in ((1, 1), (2, 2), (3, 2)):
            if offset < n:
                s.coins[(s.first + offset) % n] += extra
        s.hand_up = False
        s.pend, s.pd, s.queue = ACT, [], []
        s.passed, s.anyone_passed = [False] * n, False
        s.board = [[] for _ in BOARD]
        s.know, s.ncit = [0] * n, [3] * n  # §3.7 citizens 1, 2 and 3
        s.placed, s.hungry, s.dmg, s.busy, s.draft = [0] * n, [0] * n, [0] * n, [0] * n, [0] * n
        s.emp = [list(R.starting_empire) for _ in range(n)]  # §3.7 Fishing Dock and Wheat Fields
        s.armies = [[[m, 0, 0] for m in R.starting_military] for _ in range(n)]  # City Guard, Militia
        s.stored, s.dist, s.tit = [[] for _ in range(n)], [[] for _ in range(n)], [[] for _ in range(n)]

        def deck(kinds: range | list[int], copies: tuple[int, ...]) -> list[int]:
            cards = [k for k in kinds for _ in range(copies[k])]
            rng.shuffle(cards)
            return cards

        kinds = range(len(R.e_slug))
        s.deck_a = deck([t for t in kinds if R.e_deck[t] == "A"], R.e_copies)  # §3.5
        s.deck_b = deck([t for t in kinds if R.e_deck[t] == "B"], R.e_copies)  # §3.6
        s.disc_a, s.disc_b = [], []
        s.ddeck = deck(list(range(len(R.d_slug))), (1,) * len(R.d_slug))  # §3.3 top card face up
        s.tdeck = [deck([t for t in range(len(R.t_slug)) if R.t_stars[t] == k], (1,) * len(R.t_slug))
                   for k in (1, 2, 3)]  # §3.11
        s.mdeck = deck([m for m in range(len(R.m_slug)) if m not in R.starting_military], R.m_copies)  # §3.12
        s.mdisc = []
        s.row = [s.deck_a.pop() for _ in range(n + 2)]  # §3.5 a row of 4/5/6
        s.mrow = [s.mdeck.pop() for _ in range(n)]  # §3.12 one military card a player
        s.seen_t = [frozenset()] * (n + 1)
        s.near_t = [((0, frozenset()),) * 3] * (n + 1)
        s.seen_d = [frozenset()] * (n + 1)
        s._outcome = None
        s.icons, s.abil = [()] * n, [frozenset()] * n
        for seat in range(n):
            s.recount(seat)
        return s

    # --- the State contract -----------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.n

    def to_act(self) -> tuple[int, ...]:
        return () if self.pend == OVER else (self.pseat,)

    def clone(self) -> AncientWorldState:
        o = AncientWorldState.__new__(AncientWorldState)
        self._copy_into(o)
        return o

    def to_data(self) -> dict[str, Any]:
        return self.fields()

    def rule_view(self, seat: int | None) -> dict[str, Any]:
        return view.view(self, seat)

    def rule_determinize(self, seat: int | None, rng: Rng) -> AncientWorldState:
        o = self.clone()
        hidden.redraw(o, seat, rng)
        return o

    def rule_outcome(self) -> Outcome | None:
        if self.pend != OVER:
            return None
        if self._outcome is None:
            self._outcome = scoring.outcome(self)
        result: Outcome = self._outcome
        return result

    # --- legal actions ----------------------------------------------------------------------------------------

    def rule_legal(self, seat: int) -> list[str]:
        if self.pend == OVER or seat != self.pseat:
            return []
        p = self.pend
        if p == ACT:
            return self._legal_turn(seat)
        if p == P_BUILD:
            return self._build_options(seat, 0)
        if p == P_RECRUIT:
            return self._recruit_options(seat, 0)
        if p == P_RETIRE:
            out = [f"retire a{i}" for i, a in enumerate(self.armies[seat]) if a[NAME] == 0]
            if len(self.armies[seat]) < self.army_limit(seat):
                out.append("new army")
            return out
        if p == P_EXPLORE:
            return self._explore_options()
        if p == P_STORE:
            return [f"store {self.R.e_slug[t]}" for t in _unique(self.pd)]
        if p == P_EXPAND_PAY:
            return self._expand_payments(seat)
        if p == P_DISTRICT:
            return [f"district {self.R.d_slug[d]}" for d in self.pd]
        if p in (P_REPAIR, P_MREPAIR):
            out = [f"repair {self.R.e_slug[t]}" for t in self.emp[seat] if self.dmg[seat] >> t & 1]
            if p == P_REPAIR:
                out.append("done")
            return out
        if p == P_PAY:
            return self._pay_options(seat)
        if p == P_DAMAGE:
            return [f"damage {self.R.e_slug[t]}" for t in self.emp[seat] if not self.dmg[seat] >> t & 1]
        if p == P_DISCARD:
            return [f"discard a{i}" for i in range(len(self.armies[seat]))]
        if p == P_USE:
            return self._use_options(seat)
        if p == P_SCOUT:
            return [f"scout {k + 1}" for k in range(3) if self.tdeck[k]]
        if p == P_ORDER:
            return [f"top {self.R.t_slug[t]}" for t in _unique(self.pd[3 + self.pd[1]:])]
        if p == P_FOREST_ATTACK:
            k = self.pd[0]
            return [f"attack {k + 1}", "skip"] if self._attack_feasible(seat, k) else ["skip"]
        if p == P_OUTPOST:
            out = []
            for i, a in enumerate(self.armies[seat]):
                if a[NAME]:
                    out.append(f"outpost a{i} name")
                if a[PICTURE]:
                    out.append(f"outpost a{i} picture")
            return [*out, "decline"]
        if p == P_SCRIBE:
            return ["scribe", "decline"]
        if p == P_ZORI:
            out = [f"zori row {self.R.e_slug[t]}" for t in _unique(self.row)]
            deck, disc = self.empire_deck()
            if deck or disc:
                out.append("zori deck")
            return [*out, "decline"]
        raise AssertionError(f"unknown pending decision {p}")  # pragma: no cover

    def action_open(self, a: int) -> bool:
        """§4.1 Explore is uncovered in round 2, Grow in round `grow_round` (A1)."""
        if a == EXPLORE:
            return self.round >= 2
        if a == GROW:
            return self.round >= self.opts.grow_round
        return True

    def _legal_turn(self, seat: int) -> list[str]:
        R = self.R
        out: list[str] = []
        # bits 1..5: the skills of this seat's citizens still free to place this round
        free = ((1 << (self.ncit[seat] + 1)) - 2) & ~(self.placed[seat] | self.hungry[seat])
        if free:
            coins = self.coins[seat]
            ok = (True, self._can_build(seat, 0), True,
                  bool(self.ddeck) and (self.know[seat] >= 1 or coins >= 3), coins >= 3, True,
                  self._can_recruit(seat, 0), self.round >= 2 and self._explore_possible(),
                  self.round >= self.opts.grow_round and coins >= 3 and self.ncit[seat] < MAX_CITIZENS)
            board = self.board
            for a in range(9):
                toks = board[a]
                if not toks:
                    if ok[a]:
                        out += PLACE_BY_MASK[a][free]
                    continue
                top = max(toks) >> 3
                higher = free & ~((2 << top) - 1)
                if a in (BUILD, RECRUIT):
                    # §5 lower skills pay 1 coin; an equal one pays only with the A5 option
                    equal = free & (1 << top)
                    lower = free & ((1 << top) - 1)
                    if self.opts.equal_skill_pays_fee:
                        lower |= equal
                    else:
                        higher |= equal
                    mask = (higher if ok[a] else 0) | (lower if lower and self._action_ok(seat, a, 1) else 0)
                    out += PLACE_BY_MASK[a][mask]
                elif ok[a]:
                    out += PLACE_BY_MASK[a][free if a == REBUILD else higher]
            busy = self.dmg[seat] | self.busy[seat]
            for t in self.emp[seat]:
                if R.e_action[t] is not None and not busy >> t & 1 and self._card_action_possible(seat, t):
                    slug = R.e_slug[t]
                    out += [f"place {c} card {slug}" for c in SKILLS_OF[free]]
        out += [ATTACK[k] for k in self._feasible_decks(seat)]
        out.append("pass")
        return out

    def _explore_possible(self) -> bool:
        deck, disc = self.empire_deck()
        return bool(deck or disc or self.row)

    def _action_ok(self, seat: int, a: int, fee: int = 0) -> bool | None:
        """Whether board action `a` can be carried out after paying `fee` (None: it is covered)."""
        if not self.action_open(a):
            return None
        coins = self.coins[seat]
        if a == BUILD:
            return self._can_build(seat, fee)
        if a == RECRUIT:
            return self._can_recruit(seat, fee)
        if a == EXPAND:
            return bool(self.ddeck) and (self.know[seat] >= 1 or coins >= 3)
        if a == EDUCATE:
            return coins >= 3
        if a == EXPLORE:
            return self._explore_possible()
        if a == GROW:
            return coins >= 3 and self.ncit[seat] < MAX_CITIZENS
        return True

    def _placement_fee(self, seat: int, c: int, a: int) -> int | None:
        """§5 the skill rule and its special cases: the coin fee to place citizen `c` on
        action `a`, or None when it may not go there (or the action cannot be carried out)."""
        if not self.action_open(a):
            return None
        toks = self.board[a]
        top = max(toks) >> 3 if toks else 0
        fee = 0
        if a in (BUILD, RECRUIT):
            # §5 Build/Recruit: any skill; a citizen that does not match the highest there pays 1 coin (A5)
            if toks and (c < top or (c == top and self.opts.equal_skill_pays_fee)):
                fee = 1
        elif a != REBUILD and toks and c <= top:  # §5 Rebuild ignores the citizens already there
            return None
        return fee if self._action_ok(seat, a, fee) else None

    def _can_build(self, seat: int, fee: int) -> bool:
        """Whether _build_options(seat, fee) is not empty (without making the list)."""
        if fee > self.coins[seat]:
            return False
        R = self.R
        owned = self.emp[seat]
        room = self.capacity(seat) > self.used_capacity(seat)
        crane = self.has(seat, "crane")
        if not room and not crane:
            return False
        coins, know = self.coins[seat] - fee, self.know[seat]
        for pile in (self.row, self.stored[seat]):
            for x in pile:
                t = x & ~KNOWN
                cc, ck = R.e_cost[t]
                if ck <= know and t not in owned and ((room and cc <= coins) or (crane and R.e_ability[t] != "crane")):
                    return True
        return False

    def _build_options(self, seat: int, fee: int) -> list[str]:
        """§6 Build: a card of the row or one of your stored cards, no duplicate,
        with free capacity, paid in coins and knowledge (Crane: without the coins)."""
        R = self.R
        owned = self.emp[seat]
        free = self.capacity(seat) - self.used_capacity(seat)
        crane = self.has(seat, "crane")
        coins, know = self.coins[seat] - fee, self.know[seat]
        if fee > self.coins[seat] or (free <= 0 and not crane):
            return []
        out = []
        for where, cards in (("", self.row), ("stored ", [t & ~KNOWN for t in self.stored[seat]])):
            for t in _unique(cards):
                if t in owned:
                    continue  # §6 no two copies of the same Empire card
                cc, ck = R.e_cost[t]
                if ck > know:
                    continue
                if free > 0 and cc <= coins:
                    out.append(f"build {where}{R.e_slug[t]}")
                if crane and R.e_ability[t] != "crane":
                    out.append(f"build {where}{R.e_slug[t]} crane")  # §11 Crane frees its own place
        return out

    def _recruit_options(self, seat: int, fee: int) -> list[str]:
        """§6 Recruit: a card of the military row at its printed cost, into an open army
        or, with none open, over an active card that has not attacked this round (§9)."""
        R = self.R
        armies = self.armies[seat]
        if len(armies) >= self.army_limit(seat) and not any(a[NAME] == 0 for a in armies):
            return []
        budget = self.coins[seat] - fee
        return [f"recruit {R.m_slug[m]}" for m in _unique(self.mrow) if R.m_cost[m] <= budget]

    def _can_recruit(self, seat: int, fee: int) -> bool:
        """Whether _recruit_options(seat, fee) is not empty (without making the list)."""
        armies = self.armies[seat]
        if len(armies) >= self.army_limit(seat) and not any(a[NAME] == 0 for a in armies):
            return False
        budget = self.coins[seat] - fee
        cost = self.R.m_cost
        return any(cost[x] <= budget for x in self.mrow)

    def _explore_options(self) -> list[str]:
        """§6 Explore: draw 5 (+ explore bonus) and store 1, or store 1 from the row."""
        deck, disc = self.empire_deck()
        out = ["draw"] if deck or disc else []
        return out + [f"store row {self.R.e_slug[t]}" for t in _unique(self.row)]

    def _expand_payments(self, seat: int) -> list[str]:
        out = []
        if self.know[seat] >= 1:
            out.append("expand knowledge")
        if self.coins[seat] >= 3:
            out.append("expand coins")
        return out

    def _card_action_possible(self, seat: int, t: int) -> bool:
        kind = self.R.e_action[t]
        if kind == "use_opponent":
            return bool(self._use_options(seat))
        if kind == "titan_scout":
            return any(self.tdeck)
        return True

    def _use_options(self, seat: int) -> list[str]:
        """§11 Bridge / Trade City: an opponent's Empire card action, busy or not."""
        R = self.R
        out = []
        for o in range(self.n):
            if o == seat:
                continue
            for t in self.emp[o]:
                kind = R.e_action[t]
                if kind is None or kind == "use_opponent" or self.dmg[o] >> t & 1:
                    continue
                if kind == "titan_scout" and not any(self.tdeck):
                    continue
                out.append(f"use {o} {R.e_slug[t]}")
        return out

    # --- attack arithmetic (§8) -------------------------------------------------------------------------------

    def _attack_terms(self, seat: int, k: int) -> tuple[int, int, list[tuple[int, int, int]]] | None:
        """(defense, value without armies, [(army, cost, value)] of unused armies) for titan deck k."""
        deck = self.tdeck[k]
        if not deck:
            return None
        t = deck[0]
        arrows = self.R.t_arrows_count[t]
        base = self.permanent_attack(seat, arrows)
        if arrows or self.opts.draft_vs_swords_only:  # A8
            base += self.draft[seat]
        unused = [(i, 1 + a[PICTURE], self.army_value(a, arrows))
                  for i, a in enumerate(self.armies[seat]) if a[NAME] == 0]
        return self.R.t_defense[t], base, unused

    def _reachable(self, defense: int, value: int, budget: int, rest: list[tuple[int, int, int]]) -> bool:
        """Whether some choice among `rest` affordable with `budget` lifts `value` to `defense`."""
        if value >= defense:
            return True
        for j, (_, cost, val) in enumerate(rest):
            if cost <= budget and self._reachable(defense, value + val, budget - cost, rest[j + 1:]):
                return True
        return False

    def _attack_feasible(self, seat: int, k: int) -> bool:
        """§8 at least one unused military card must be paid for, and (A10) the attack must win."""
        return k in self._feasible_decks(seat)

    def _feasible_decks(self, seat: int) -> list[int]:
        """The titan decks (0-2) whose top `seat` can attack and beat now."""
        coins = self.coins[seat]
        unused = [a for a in self.armies[seat] if a[NAME] == 0 and a[PICTURE] < coins]  # cost 1 + picture
        if not unused:
            return []
        R = self.R
        icons = self.icons[seat]
        draft = self.draft[seat]
        by_kind: list[list[int] | None] = [None, None]  # army values against swords-only / both titans
        out = []
        for k in range(3):
            deck = self.tdeck[k]
            if not deck:
                continue
            t = deck[0]
            arrows = R.t_arrows_count[t]
            defense = R.t_defense[t]
            base = icons[SWORD] + (icons[ARROW] + draft if arrows else draft if self.opts.draft_vs_swords_only else 0)
            values = by_kind[arrows]
            if values is None:
                values = by_kind[arrows] = [self.army_value(a, arrows) for a in unused]
            if base + sum(values) < defense:
                continue  # everything together falls short
            if base + max(values) >= defense:
                out.append(k)  # one army is enough
                continue
            terms = [(0, 1 + a[PICTURE], v) for a, v in zip(unused, values, strict=True)]
            if any(self._reachable(defense, base + v, coins - c, terms[j + 1:]) for j, (_, c, v) in enumerate(terms)):
                out.append(k)
        return out

    def _pay_options(self, seat: int) -> list[str]:
        k, mask = self.pd[0], self.pd[1]
        terms = self._attack_terms(seat, k)
        assert terms is not None
        defense, base, unused = terms
        value = base + sum(self.army_value(a, self.R.t_arrows_count[self.tdeck[k][0]])
                           for i, a in enumerate(self.armies[seat]) if mask >> i & 1)
        coins = self.coins[seat]
        out = []
        for j, (i, cost, val) in enumerate(unused):
            if cost <= coins and self._reachable(defense, value + val, coins - cost,
                                                 [u for u in unused[j + 1:]] + unused[:j]):
                out.append(f"pay a{i}")
        if mask and value >= defense:
            out.append("fight")
        return out

    # --- applying actions -------------------------------------------------------------------------------------

    def rule_apply(self, seat: int, action: str) -> list[Event]:
        if self.pend == OVER:
            raise IllegalAction("the game is over", "§12")
        if seat != self.pseat:
            raise IllegalAction(f"it is not seat {seat}'s turn: seat {self.pseat} is to act", "§4.2")
        if not (self._turn_ok(seat, action) if self.pend == ACT else action in self.rule_legal(seat)):
            raise self._refusal(seat, action)
        events: list[Event] = []
        p = self.pend
        if p == ACT:
            self._do_turn(seat, action, events)
        elif p == P_BUILD:
            self._do_build(seat, action, events)
        elif p == P_RECRUIT:
            self._do_recruit(seat, action, events)
        elif p == P_RETIRE:
            self._do_retire(seat, action, events)
        elif p == P_EXPLORE:
            self._do_explore(seat, action, events)
        elif p == P_STORE:
            self._do_store(seat, action, events)
        elif p == P_EXPAND_PAY:
            self._do_expand(seat, action.split()[1], events)
        elif p == P_DISTRICT:
            self._do_district(seat, action, events)
        elif p in (P_REPAIR, P_MREPAIR):
            self._do_repair(seat, action, events)
        elif p == P_PAY:
            self._do_pay(seat, action, events)
        elif p == P_DAMAGE:
            self._do_damage(seat, action, events)
        elif p == P_DISCARD:
            self._do_discard(seat, action, events)
        elif p == P_USE:
            _, o, slug = action.split()
            events.append(Event("use", {"seat": seat, "owner": int(o), "card": slug}))
            self._card_action(seat, self.R.e_index[slug], events)
        elif p == P_SCOUT:
            self._do_scout(seat, int(action.split()[1]) - 1, events)
        elif p == P_ORDER:
            self._do_order(seat, action, events)
        elif p == P_FOREST_ATTACK:
            if action == "skip":
                self._finish(events)
            else:
                self._start_attack(seat, self.pd[0], events)
        elif p == P_OUTPOST:
            self._do_outpost(seat, action, events)
        elif p == P_SCRIBE:
            if action == "scribe":  # §11 Scribe Guild: pay 1 coin, gain 1 knowledge
                self.coins[seat] -= 1
                self.know[seat] += 1
                events.append(Event("scribe_guild", {"seat": seat}))
            self._finish(events)
        elif p == P_ZORI:
            self._do_zori(seat, action, events)
        return events

    def _turn_ok(self, seat: int, action: str) -> bool:
        """Whether `action` is in legal(seat) on a turn, without listing them all."""
        w = action.split()
        if action == "pass":
            return True
        if " ".join(w) != action or len(w) < 2:
            return False
        if w[0] == "attack":
            return len(w) == 2 and w[1] in ("1", "2", "3") and self._attack_feasible(seat, int(w[1]) - 1)
        if w[0] != "place" or w[1] not in SKILLS or int(w[1]) not in self.citizens_free(seat):
            return False
        c = int(w[1])
        if len(w) == 3:
            return w[2] in BOARD_INDEX and self._placement_fee(seat, c, BOARD_INDEX[w[2]]) is not None
        if len(w) != 4 or w[2] != "card" or w[3] not in self.R.e_index:
            return False
        t = self.R.e_index[w[3]]
        return (t in self.emp[seat] and self.R.e_action[t] is not None
                and not (self.dmg[seat] | self.busy[seat]) >> t & 1 and self._card_action_possible(seat, t))

    def _set(self, kind: int, seat: int, pd: list[int]) -> None:
        self.pend, self.pseat, self.pd = kind, seat, pd

    def _finish(self, events: list[Event]) -> None:
        """The acting seat's action is over: offer triggered abilities, then the next seat (§4.2)."""
        if self.queue:
            kind, seat = self.queue.pop(0)
            self._set(kind, seat, [])
            return
        self.pd = []
        for i in range(1, self.n + 1):
            s = (self.turn + i) % self.n
            if not self.passed[s]:
                self.turn = s
                self._set(ACT, s, [])
                return
        self._end_round(events)

    def _do_turn(self, seat: int, action: str, events: list[Event]) -> None:
        words = action.split()
        if words[0] == "pass":
            # §4.2 (c) a seat that passed takes no more turns this round
            self.passed[seat] = True
            events.append(Event("pass", {"seat": seat}))
            first = not self.anyone_passed
            self.anyone_passed = True
            if first and self.has(seat, "zori_dramatists"):  # §11 Zori Dramatists: the first to pass
                self._set(P_ZORI, seat, [])
                return
            self._finish(events)
        elif words[0] == "attack":
            self._start_attack(seat, int(words[1]) - 1, events)
        elif words[2] == "card":
            c, t = int(words[1]), self.R.e_index[words[3]]
            self.placed[seat] |= 1 << c
            self.busy[seat] |= 1 << t  # §7 once per round, one citizen a card
            events.append(Event("place", {"seat": seat, "citizen": c, "card": words[3]}))
            self._card_action(seat, t, events)
        else:
            self._place(seat, int(words[1]), BOARD_INDEX[words[2]], events)

    def _place(self, seat: int, c: int, a: int, events: list[Event]) -> None:
        fee = self._placement_fee(seat, c, a)
        assert fee is not None
        self.coins[seat] -= fee
        self.board[a].append(c * 8 + seat)  # §5 citizens stay on the action all round
        self.placed[seat] |= 1 << c
        events.append(Event("place", {"seat": seat, "citizen": c, "action": BOARD[a], "fee": fee}))
        if a == WORK:
            self.coins[seat] += 2  # §6 Work: 2 coins
        elif a == BUILD:
            self._set(P_BUILD, seat, [])
            return
        elif a == DRAFT:
            # §6 Draft: +1 attack a citizen on the action, for the whole round (A7: your own counts)
            count = len(self.board[DRAFT]) - (0 if self.opts.draft_counts_own_citizen else 1)
            self.draft[seat] += count
        elif a == EXPAND:
            pays = self._expand_payments(seat)
            if len(pays) == 2:
                self._set(P_EXPAND_PAY, seat, [])
                return
            self._do_expand(seat, pays[0].split()[1], events)
            return
        elif a == EDUCATE:
            self.coins[seat] -= 3  # §6 Educate: 3 coins for 1 knowledge
            self.know[seat] += 1
            self._educate_triggers(seat)
        elif a == REBUILD:
            self.coins[seat] += 1  # §6 Rebuild: 1 coin, the token hand up (once a round), 2 repairs
            self._take_first_player(seat, events)
            self._start_repair(seat, 2, events)
            return
        elif a == RECRUIT:
            self._set(P_RECRUIT, seat, [])
            return
        elif a == EXPLORE:
            self._set(P_EXPLORE, seat, [])
            return
        elif a == GROW:
            self.coins[seat] -= 3  # §6 Grow: 3 coins, the next citizen, into the Hunger box
            self._gain_citizen(seat, True, events)
        self._finish(events)

    def _take_first_player(self, seat: int, events: list[Event]) -> None:
        """§6 Rebuild / §11 Town Hall: the token changes hands only while its hand is down (A9)."""
        if not self.hand_up:
            self.first, self.hand_up = seat, True
            events.append(Event("first_player", {"seat": seat}))

    def _gain_citizen(self, seat: int, to_hunger: bool, events: list[Event]) -> None:
        """§6 Grow / §10 citizen icon: the lowest-numbered citizen not yet owned (A13)."""
        if self.ncit[seat] >= MAX_CITIZENS:
            return
        self.ncit[seat] += 1
        if to_hunger:
            self.hungry[seat] |= 1 << self.ncit[seat]
        events.append(Event("citizen", {"seat": seat, "citizen": self.ncit[seat]}))
        if self.has(seat, "aqueduct"):  # §11 Aqueduct: 1 coin per food on a new citizen
            self.coins[seat] += self.food(seat)

    def _educate_triggers(self, seat: int) -> None:
        """§11 Distant Outpost (player on the right educates) and Scribe Guild (on the left)."""
        n = self.n
        right_of = (seat + 1) % n  # the educating seat sits on this owner's right
        left_of = (seat - 1) % n
        if right_of != seat and self.has(right_of, "distant_outpost") and any(
                a[NAME] or a[PICTURE] for a in self.armies[right_of]):
            self.queue.append((P_OUTPOST, right_of))
        if left_of != seat and self.has(left_of, "scribe_guild") and self.coins[left_of] >= 1:
            self.queue.append((P_SCRIBE, left_of))

    # Build, Recruit, Explore, Expand ---------------------------------------------------------------------------

    def _do_build(self, seat: int, action: str, events: list[Event]) -> None:
        R = self.R
        words = action.split()
        stored = words[1] == "stored"
        slug = words[2] if stored else words[1]
        t = R.e_index[slug]
        crane = len(words) == (4 if stored else 3)  # "build [stored] X crane"
        cc, ck = R.e_cost[t]
        if crane:  # §11 Crane: discard it to build without the coin cost
            crane_t = next(x for x in self.emp[seat] if R.e_ability[x] == "crane")
            self.emp[seat].remove(crane_t)
            self.discard_empire(crane_t)
            cc = 0
        self.coins[seat] -= cc
        self.know[seat] -= ck
        if stored:
            pile = self.stored[seat]
            pile.remove((t | KNOWN) if (t | KNOWN) in pile else t)
        else:
            self.row.remove(t)  # §6 the row is not refilled until next round
        self.emp[seat].append(t)
        self.recount(seat)
        events.append(Event("build", {"seat": seat, "card": slug, "stored": stored, "crane": crane}, reveal=stored))
        if R.e_icons[t][CITIZEN]:
            self._gain_citizen(seat, self.opts.citizen_icon_to_hunger, events)
        if len(self.armies[seat]) > self.army_limit(seat):  # a discarded Crane could carry an army symbol
            self._set(P_DISCARD, seat, [])
            return
        self._finish(events)

    def _do_recruit(self, seat: int, action: str, events: list[Event]) -> None:
        R = self.R
        m = R.m_index[action.split()[1]]
        self.coins[seat] -= R.m_cost[m]
        self.mrow.remove(m)
        events.append(Event("recruit", {"seat": seat, "card": R.m_slug[m]}))
        armies = self.armies[seat]
        if len(armies) < self.army_limit(seat) and not self.opts.voluntary_retire:
            armies.append([m, 0, 0])
            self._finish(events)
        else:
            self._set(P_RETIRE, seat, [m])

    def _do_retire(self, seat: int, action: str, events: list[Event]) -> None:
        m = self.pd[0]
        armies = self.armies[seat]
        if action == "new army":
            armies.append([m, 0, 0])
        else:
            # §9 retire: its coins go back to the general supply (A11), its legacy stays visible,
            # the new card goes on top
            i = int(action.split()[1][1:])
            old = armies[i]
            armies[i] = [m, 0, 0, *old[3:], old[0]]
            events.append(Event("retire", {"seat": seat, "army": i, "card": self.R.m_slug[old[0]]}))
        self._finish(events)

    def _do_explore(self, seat: int, action: str, events: list[Event]) -> None:
        R = self.R
        if action == "draw":
            drawn = []
            for _ in range(5 + self.explore_bonus(seat)):  # §10 explore bonus: extra cards
                t = self.draw_empire()
                if t is None:
                    break
                drawn.append(t)
            events.append(Event("explore_draw", {"seat": seat, "count": len(drawn)}))
            events.append(Event("drawn", {"cards": [R.e_slug[t] for t in drawn]}, to=frozenset({seat}),
                                reveal=True))
            self._set(P_STORE, seat, drawn)
        else:
            t = R.e_index[action.split()[2]]
            self.row.remove(t)
            self.stored[seat].append(t | KNOWN)
            events.append(Event("store", {"seat": seat, "card": R.e_slug[t]}))
            self._finish(events)

    def _do_store(self, seat: int, action: str, events: list[Event]) -> None:
        R = self.R
        t = R.e_index[action.split()[1]]
        rest = self.pd[:]
        rest.remove(t)
        self.stored[seat].append(t)  # §6 stored face down under the player board
        for x in rest:  # §6 the cards not stored are discarded
            self.discard_empire(x)
        events.append(Event("store", {"seat": seat, "card": None}))
        events.append(Event("discard", {"cards": [R.e_slug[x] for x in rest]}, reveal=True))
        self._finish(events)

    def _do_expand(self, seat: int, pay: str, events: list[Event]) -> None:
        """§6 Expand: 1 knowledge or 3 coins for the face-up District (§13 Expand+: the top 3)."""
        if pay == "knowledge":
            self.know[seat] -= 1
        else:
            self.coins[seat] -= 3
        if self.opts.expand_plus and len(self.ddeck) > 1:
            drawn = self.ddeck[:3]
            del self.ddeck[:3]
            events.append(Event("districts_drawn", {"cards": [self.R.d_slug[d] for d in drawn]},
                                to=frozenset({seat}), reveal=True))
            self._set(P_DISTRICT, seat, drawn)
            return
        self._take_district(seat, self.ddeck.pop(0), events)
        self._finish(events)

    def _take_district(self, seat: int, d: int, events: list[Event]) -> None:
        self.dist[seat].append(d)
        self.recount(seat)
        if self.R.d_icons[d][CITIZEN]:  # §10 the citizen icon, on whatever card carries it
            self._gain_citizen(seat, self.opts.citizen_icon_to_hunger, events)
        top = self.R.d_slug[self.ddeck[0]] if self.ddeck else None
        events.append(Event("district", {"seat": seat, "card": self.R.d_slug[d], "next": top}, reveal=True))

    def _do_district(self, seat: int, action: str, events: list[Event]) -> None:
        d = self.R.d_index[action.split()[1]]
        drawn = self.pd
        rest = [x for x in drawn if x != d]
        self.ddeck.extend(rest)  # §13 the others go face down to the bottom, in the order drawn
        seen = list(self.seen_d)
        seen[seat] = seen[seat] | frozenset(rest)
        if drawn[0] in rest:  # the face-up card everyone saw: its place at the bottom is public
            seen = [s | {drawn[0]} for s in seen]
        self.seen_d = seen
        self._take_district(seat, d, events)
        self._finish(events)

    # Repairs, card actions -------------------------------------------------------------------------------------

    def _start_repair(self, seat: int, count: int, events: list[Event]) -> None:
        if count and self.dmg[seat]:
            self._set(P_REPAIR, seat, [count])
        else:
            self._finish(events)

    def _do_repair(self, seat: int, action: str, events: list[Event]) -> None:
        if action == "done":
            self._finish(events)
            return
        slug = action.split()[1]
        self.dmg[seat] &= ~(1 << self.R.e_index[slug])  # turn the card face up again
        self.recount(seat)
        events.append(Event("repair", {"seat": seat, "card": slug}))
        self.pd[0] -= 1
        if self.pd[0] > 0 and self.dmg[seat]:
            return
        if self.pend == P_MREPAIR:
            self._roll(seat, events)
        else:
            self._finish(events)

    def _card_action(self, seat: int, t: int, events: list[Event]) -> None:
        """§7 an Empire card action, carried out for `seat` (its own card or one used through Bridge)."""
        R = self.R
        kind, amount = R.e_action[t], R.e_amount[t]
        if kind == "coins":
            self.coins[seat] += amount
        elif kind == "knowledge":
            self.know[seat] += amount
        elif kind == "repair":
            self._start_repair(seat, amount, events)
            return
        elif kind == "coins_per_food":  # §11 Desert Caravan
            self.coins[seat] += self.food(seat)
        elif kind == "explore_coins":  # §11 Crypta Ship: Explore and 2 coins
            self.coins[seat] += amount
            if self._explore_options():
                self._set(P_EXPLORE, seat, [])
                return
        elif kind == "town_hall":  # §11 Town Hall: 1 knowledge, and the token if its hand is down
            self.know[seat] += 1
            self._take_first_player(seat, events)
        elif kind == "use_opponent":  # §11 Bridge, Trade City
            self._set(P_USE, seat, [])
            return
        elif kind == "titan_scout":  # §11 Forest Hideout
            self._set(P_SCOUT, seat, [])
            return
        self._finish(events)

    def _do_scout(self, seat: int, k: int, events: list[Event]) -> None:
        """§11 Forest Hideout: the top 4 of a titan deck of your choice (A14), back in your order."""
        cards = self.tdeck[k][:4]
        del self.tdeck[k][:4]
        events.append(Event("scout", {"seat": seat, "deck": k + 1}))
        events.append(Event("scouted", {"cards": [self.R.t_slug[t] for t in cards]}, to=frozenset({seat}),
                            reveal=True))
        self._set(P_ORDER, seat, [k, 0, cards[0], *cards])  # [deck, chosen so far, the old top, *cards]
        if len(cards) == 1:
            self._order_done(seat, events)

    def _do_order(self, seat: int, action: str, events: list[Event]) -> None:
        t = self.R.t_index[action.split()[1]]
        pd = self.pd
        j = 3 + pd[1]
        i = pd.index(t, j)
        pd[i], pd[j] = pd[j], pd[i]
        pd[1] += 1
        if len(pd) - 3 - pd[1] <= 1:
            self._order_done(seat, events)

    def _order_done(self, seat: int, events: list[Event]) -> None:
        k, cards = self.pd[0], self.pd[3:]
        self.tdeck[k][:0] = cards
        known = frozenset(cards)
        # the scout knows these places; every other reader knows only that the old top and the cards
        # it had seen are somewhere in the block now
        near = list(self.near_t)
        for r, seen in enumerate(self.seen_t):
            decks = list(near[r])
            decks[k] = (0, frozenset()) if r == seat else (len(cards), ((seen | decks[k][1]) & known) | {self.pd[2]})
            near[r] = tuple(decks)
        self.near_t = near
        self.seen_t = [(s | known) if r == seat else (s - known) for r, s in enumerate(self.seen_t)]
        events.append(Event("titan_top", {"deck": k + 1, "card": self.R.t_slug[cards[0]]}, reveal=True))
        self._set(P_FOREST_ATTACK, seat, [k])
        if not self._attack_feasible(seat, k):
            self._finish(events)

    def _do_outpost(self, seat: int, action: str, events: list[Event]) -> None:
        if action != "decline":  # §11 Distant Outpost: 1 coin off a military card, name or picture
            _, army, area = action.split()
            i = int(army[1:])
            self.armies[seat][i][NAME if area == "name" else PICTURE] -= 1
            events.append(Event("distant_outpost", {"seat": seat, "army": i, "area": area}))
        self._finish(events)

    def _do_zori(self, seat: int, action: str, events: list[Event]) -> None:
        R = self.R
        words = action.split()
        if words[0] == "decline":
            pass
        elif words[1] == "row":
            t = R.e_index[words[2]]
            self.row.remove(t)
            self.stored[seat].append(t | KNOWN)
            events.append(Event("store", {"seat": seat, "card": words[2]}))
        else:
            t2 = self.draw_empire()
            if t2 is not None:
                self.stored[seat].append(t2)
                events.append(Event("store", {"seat": seat, "card": None}))
                events.append(Event("drawn", {"cards": [R.e_slug[t2]]}, to=frozenset({seat}), reveal=True))
        self._finish(events)

    # Attacks (§8) -------------------------------------------------------------------------------------------

    def _start_attack(self, seat: int, k: int, events: list[Event]) -> None:
        events.append(Event("attack", {"seat": seat, "titan": self.R.t_slug[self.tdeck[k][0]]}))
        self._set(P_PAY, seat, [k, 0])

    def _do_pay(self, seat: int, action: str, events: list[Event]) -> None:
        if action != "fight":
            # §8.2 pay 1 + the coins on the card, onto its name area
            i = int(action.split()[1][1:])
            army = self.armies[seat][i]
            cost = 1 + army[PICTURE]
            self.coins[seat] -= cost
            army[NAME] += cost
            self.pd[1] |= 1 << i
            events.append(Event("pay", {"seat": seat, "army": i, "coins": cost}))
            return
        k, mask = self.pd
        armies = [a for i, a in enumerate(self.armies[seat]) if mask >> i & 1]
        t = self.tdeck[k].pop(0)  # §8.4 take the titan and turn up the next
        self._shift_near(k, t)
        self.tit[seat].append(t)
        self.recount(seat)
        if self.R.t_icons[t][CITIZEN]:
            self._gain_citizen(seat, self.opts.citizen_icon_to_hunger, events)
        top = self.R.t_slug[self.tdeck[k][0]] if self.tdeck[k] else None
        events.append(Event("defeat", {"seat": seat, "titan": self.R.t_slug[t], "next": top}, reveal=True))
        loot = sum(self.army_total(a, M_LOOT) for a in armies)
        spy = sum(self.army_total(a, M_SPY) for a in armies)
        repair = sum(self.army_total(a, M_REPAIR) for a in armies)
        self._set(P_MREPAIR, seat, [repair, t, loot, spy])
        if repair and self.dmg[seat]:  # §10 military repair: before the damage dice
            return
        self._roll(seat, events)

    def _shift_near(self, k: int, t: int) -> None:
        """The top of titan deck k left it: every reader's block there is one place shorter."""
        near = []
        for decks in self.near_t:
            size, cards = decks[k]
            if size:
                rest = list(decks)
                rest[k] = (size - 1, cards - {t}) if size > 2 else (0, frozenset())
                decks = tuple(rest)
            near.append(decks)
        self.near_t = near

    def _roll(self, seat: int, events: list[Event]) -> None:
        """§8.5 one damage die a banner of the titan; coins lost at once, loot and spy after the dice."""
        _, t, loot, spy = self.pd
        dice = self.R.dice
        titans = coins = 0
        faces = []
        for i in range(len(self.R.t_banners[t])):
            face = self.rng.choice(dice[i % len(dice)])
            titans += face[0]
            coins += face[1]
            faces.append({"titan": face[0], "coin": face[1]})
        lost = min(coins, self.coins[seat])
        self.coins[seat] += loot - lost
        self.know[seat] += spy
        events.append(Event("damage_dice", {"seat": seat, "faces": faces, "coins_lost": lost, "loot": loot,
                                            "spy": spy}))
        self._set(P_DAMAGE, seat, [titans])
        self._damage_step(seat, events)

    def _damage_step(self, seat: int, events: list[Event]) -> None:
        left = self.pd[0]
        healthy = [t for t in self.emp[seat] if not self.dmg[seat] >> t & 1]
        if left and healthy:
            return  # the player chooses which card turns face down
        # §8.6 a lost army-limit symbol discards the armies above the limit, retired cards included
        if len(self.armies[seat]) > self.army_limit(seat):
            self._set(P_DISCARD, seat, [])
            return
        self._finish(events)

    def _do_damage(self, seat: int, action: str, events: list[Event]) -> None:
        slug = action.split()[1]
        self.dmg[seat] |= 1 << self.R.e_index[slug]
        self.recount(seat)
        events.append(Event("damaged", {"seat": seat, "card": slug}))
        self.pd[0] -= 1
        self._damage_step(seat, events)

    def _do_discard(self, seat: int, action: str, events: list[Event]) -> None:
        i = int(action.split()[1][1:])
        army = self.armies[seat].pop(i)
        self.mdisc.extend([army[0], *army[3:]])
        events.append(Event("army_discarded", {"seat": seat, "card": self.R.m_slug[army[0]]}))
        if len(self.armies[seat]) <= self.army_limit(seat):
            self._finish(events)

    # End of round (§4.3), preparation (§4.1) -----------------------------------------------------------------

    def _end_round(self, events: list[Event]) -> None:
        n = self.n
        for s in range(n):
            if self.round < ROUNDS:  # §4.3.1 income, not after round 6
                c, k = self.income(s)
                self.coins[s] += c
                self.know[s] += k
            for a in self.armies[s]:  # §4.3.2 coins from the name area to the picture
                a[PICTURE] += a[NAME]
                a[NAME] = 0
            self.placed[s] = self.busy[s] = self.draft[s] = 0  # §4.3.3 citizens come home
        self.board = [[] for _ in BOARD]
        self.hand_up = False  # §4.3.4 the token's hand goes face down
        if self.round < ROUNDS or self.opts.feed_in_last_round:  # A4
            for s in range(n):  # §4.3.5 feeding: the unfed go to the Hunger box
                unfed = max(0, self.ncit[s] - self.food(s))
                skills = range(1, 1 + unfed) if self.opts.hungry_citizens == "lowest" else range(
                    self.ncit[s] - unfed + 1, self.ncit[s] + 1)
                self.hungry[s] = sum(1 << c for c in skills)
        events.append(Event("round_end", {"round": self.round}))
        if self.round == ROUNDS:
            self._set(OVER, -1, [])
            events.append(Event("game_over", {}))
            return
        self.round += 1
        R = self.R
        # §4.1.3 the Empire row: discard what is left, deal a new row (from B from round 4)
        for t in self.row:
            self.discard_empire(t)
        self.row = []
        for _ in range(n + 2):
            t2 = self.draw_empire()
            if t2 is None:
                break
            self.row.append(t2)
        # §4.1.4 the military row: discard, deal one a player
        self.mdisc.extend(self.mrow)
        self.mrow = []
        for _ in range(n):
            m = self.draw_military()
            if m is None:
                break
            self.mrow.append(m)
        self.passed = [False] * n
        self.anyone_passed = False
        self.lead = self.turn = self.first
        self._set(ACT, self.first, [])
        events.append(Event("round_start", {"round": self.round, "first": self.first,
                                            "empire_row": [R.e_slug[t] for t in self.row],
                                            "military_row": [R.m_slug[m] for m in self.mrow]}, reveal=True))

    # --- refusals ---------------------------------------------------------------------------------------------

    def _refusal(self, seat: int, action: str) -> IllegalAction:
        """A clear reason for an action that is not legal now (never naming hidden cards)."""
        words = action.split()
        where = PENDING_NAMES[self.pend]
        if self.pend == ACT and len(words) == 3 and words[0] == "place" and words[2] in BOARD_INDEX:
            return self._placement_refusal(seat, words[1], BOARD_INDEX[words[2]])
        if self.pend == ACT and len(words) == 2 and words[0] == "attack" and words[1] in ("1", "2", "3"):
            return self._attack_refusal(seat, int(words[1]) - 1)
        if self.pend == P_BUILD and words and words[0] == "build":
            slug = words[2] if len(words) > 2 and words[1] == "stored" else words[1] if len(words) > 1 else ""
            if slug in self.R.e_index and self.R.e_index[slug] in self.emp[seat]:
                return IllegalAction(f"you already own {self.R.e_name[self.R.e_index[slug]]}: "
                                     "no two copies of the same Empire card", "§6 Build")
            return IllegalAction(f"you cannot build {action.removeprefix('build ')!r}: "
                                 "not in the row or your stored cards, or not affordable", "§6 Build")
        return IllegalAction(f"{action!r} is not possible now (waiting for: {where})", "§4.2")

    def _placement_refusal(self, seat: int, skill: str, a: int) -> IllegalAction:
        name = BOARD[a].capitalize()
        if not skill.isdigit() or not 1 <= int(skill) <= self.ncit[seat]:
            return IllegalAction(f"you have no citizen {skill}", "§3.7")
        c = int(skill)
        if self.placed[seat] >> c & 1:
            return IllegalAction(f"citizen {c} is already placed this round", "§5")
        if self.hungry[seat] >> c & 1:
            return IllegalAction(f"citizen {c} is hungry and cannot be used this round", "§4.3.5")
        if not self.action_open(a):
            return IllegalAction(f"{name} is still covered in round {self.round}", "§4.1")
        toks = self.board[a]
        top = max(toks) >> 3 if toks else 0
        if a not in (BUILD, RECRUIT, REBUILD) and toks and c <= top:
            return IllegalAction(f"citizen {c} cannot go on {name}: its skill must be higher than {top}", "§5")
        if a == BUILD:
            if self.capacity(seat) <= self.used_capacity(seat) and not self.has(seat, "crane"):
                return IllegalAction("no free capacity for another Empire card", "§6 Build")
            return IllegalAction("you cannot pay for any Empire card you could build", "§6 Build")
        if a == RECRUIT:
            return IllegalAction("you cannot recruit: no affordable military card, or no army open "
                                 "and none that may retire", "§6 Recruit")
        costs = {EXPAND: "1 knowledge or 3 coins (and a District to take)", EDUCATE: "3 coins",
                 GROW: "3 coins and a citizen left to take", EXPLORE: "an Empire card to draw or store"}
        return IllegalAction(f"{name} needs {costs.get(a, 'something you lack')}", "§6")

    def _attack_refusal(self, seat: int, k: int) -> IllegalAction:
        terms = self._attack_terms(seat, k)
        if terms is None:
            return IllegalAction(f"the {k + 1}-star titan deck is empty", "§8.1")
        defense, base, unused = terms
        if not unused:
            return IllegalAction("you have no unused military card to pay for", "§8.2")
        budget = self.coins[seat]
        best = base
        for mask in range(1, 1 << len(unused)):
            cost = sum(u[1] for j, u in enumerate(unused) if mask >> j & 1)
            if cost <= budget:
                best = max(best, base + sum(u[2] for j, u in enumerate(unused) if mask >> j & 1))
        if not any(u[1] <= budget for u in unused):
            return IllegalAction("you cannot pay for any unused military card", "§8.2")
        return IllegalAction(f"your best attack ({best}) is below the titan's defense {defense}", "§8.3")


def _unique(cards: list[int]) -> list[int]:
    """Distinct card kinds in first-seen order (copies offer one choice)."""
    return list(dict.fromkeys(cards))
