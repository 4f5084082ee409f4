"""The Ancient World's table as flat fields: the board, the decks and rows, and
every player's city-state; plus the quantities derived from them (food,
capacity, army limit, attack value). The rules that change it are in state.py."""

from __future__ import annotations

from typing import Any

from agora.core import Rng
from agora.games.ancient_world.edition import ARMY, ARROW, EYE, FOOD, INC_C, INC_K, SWORD, Rules
from agora.games.ancient_world.options import AncientWorldOptions

# §6 the nine board actions, in the order of the board.
BOARD = ("work", "build", "draft", "expand", "educate", "rebuild", "recruit", "explore", "grow")
WORK, BUILD, DRAFT, EXPAND, EDUCATE, REBUILD, RECRUIT, EXPLORE, GROW = range(9)
MAX_CITIZENS = 5  # §1 20 citizen tokens, 5 a colour
ROUNDS = 6
KNOWN = 128  # flag on a stored card every seat saw being stored (it came from the face-up row)

# Army layout: [active card, coins on the picture, coins on the name, *retired cards]
ACTIVE, PICTURE, NAME = 0, 1, 2

# What the state waits for (the pending decision of a composite action).
(ACT, P_BUILD, P_RECRUIT, P_RETIRE, P_EXPLORE, P_STORE, P_EXPAND_PAY, P_DISTRICT, P_REPAIR, P_PAY, P_MREPAIR,
 P_DAMAGE, P_DISCARD, P_USE, P_SCOUT, P_ORDER, P_FOREST_ATTACK, P_OUTPOST, P_SCRIBE, P_ZORI, OVER) = range(21)
PENDING_NAMES = ("turn", "build", "recruit", "retire", "explore", "store", "expand pay", "district", "repair",
                 "pay armies", "military repair", "damage", "discard army", "use card", "scout", "order titans",
                 "forest attack", "distant outpost", "scribe guild", "zori dramatists", "game over")


class Board:
    """Every field of one moment of the game. Lists are flat and per seat, so a
    clone copies them shallowly (inner lists of mutable rows are copied too)."""

    __slots__ = (
        "R", "opts", "n", "rng", "round", "pend", "pseat", "pd", "turn", "lead", "first", "hand_up",
        "passed", "anyone_passed", "board", "coins", "know", "ncit", "placed", "hungry", "emp", "dmg", "busy",
        "stored", "dist", "tit", "armies", "draft", "icons", "abil", "row", "deck_a", "deck_b", "disc_a", "disc_b",
        "mrow", "mdeck", "mdisc", "tdeck", "ddeck", "seen_t", "seen_d", "near_t", "queue", "_outcome",
    )

    R: Rules
    opts: AncientWorldOptions
    n: int
    rng: Rng
    round: int
    pend: int
    pseat: int
    pd: list[int]
    turn: int
    lead: int
    first: int
    hand_up: bool
    passed: list[bool]
    anyone_passed: bool
    board: list[list[int]]  # tokens skill * 8 + seat on each board action
    coins: list[int]
    know: list[int]
    ncit: list[int]
    placed: list[int]  # bitmask of skills on the board or on cards this round
    hungry: list[int]  # bitmask of skills in the Hunger box
    emp: list[list[int]]  # Empire cards in play (type numbers)
    dmg: list[int]  # bitmask of damaged Empire card types
    busy: list[int]  # bitmask of Empire card types with a citizen this round
    stored: list[list[int]]
    dist: list[list[int]]
    tit: list[list[int]]
    armies: list[list[list[int]]]
    draft: list[int]
    icons: list[tuple[int, ...]]  # per seat: the 8 permanent icon sums, then capacity (kept by recount)
    abil: list[frozenset[str]]  # per seat: §11 abilities of its undamaged Empire cards
    row: list[int]
    deck_a: list[int]
    deck_b: list[int]
    disc_a: list[int]
    disc_b: list[int]
    mrow: list[int]
    mdeck: list[int]
    mdisc: list[int]
    tdeck: list[list[int]]  # index 0 is the face-up top
    ddeck: list[int]  # index 0 is the face-up top
    seen_t: list[frozenset[int]]  # per reader (seats, then the spectator): titans whose deck place it knows
    seen_d: list[frozenset[int]]
    # per reader, per titan deck: (n, cards) = these cards are somewhere in the deck's top n places
    # (a block another seat reordered with Forest Hideout: the reader saw the old top, or saw them earlier)
    near_t: list[tuple[tuple[int, frozenset[int]], ...]]
    queue: list[tuple[int, int]]  # (pending kind, seat) of triggered abilities still to offer
    _outcome: Any

    # --- copying ---------------------------------------------------------------------------------------------

    def _copy_into(self, o: Board) -> None:
        o.R, o.opts, o.n, o.rng = self.R, self.opts, self.n, self.rng.clone()
        o.round, o.pend, o.pseat, o.pd = self.round, self.pend, self.pseat, self.pd[:]
        o.turn, o.lead, o.first, o.hand_up = self.turn, self.lead, self.first, self.hand_up
        o.passed, o.anyone_passed = self.passed[:], self.anyone_passed
        o.board = [b[:] for b in self.board]
        o.coins, o.know, o.ncit = self.coins[:], self.know[:], self.ncit[:]
        o.placed, o.hungry = self.placed[:], self.hungry[:]
        o.emp = [e[:] for e in self.emp]
        o.dmg, o.busy = self.dmg[:], self.busy[:]
        o.stored = [s[:] for s in self.stored]
        o.dist = [d[:] for d in self.dist]
        o.tit = [t[:] for t in self.tit]
        o.armies = [[a[:] for a in arm] for arm in self.armies]
        o.draft = self.draft[:]
        o.icons, o.abil = self.icons[:], self.abil[:]
        o.row, o.deck_a, o.deck_b = self.row[:], self.deck_a[:], self.deck_b[:]
        o.disc_a, o.disc_b = self.disc_a[:], self.disc_b[:]
        o.mrow, o.mdeck, o.mdisc = self.mrow[:], self.mdeck[:], self.mdisc[:]
        o.tdeck = [t[:] for t in self.tdeck]
        o.ddeck = self.ddeck[:]
        o.seen_t, o.seen_d, o.near_t = self.seen_t[:], self.seen_d[:], self.near_t[:]
        o.queue = self.queue[:]
        o._outcome = self._outcome

    def fields(self) -> dict[str, Any]:
        """Every field as JSON-ready data (hidden ones and the RNG included)."""
        out: dict[str, Any] = {}
        for name in Board.__slots__:
            if name in ("R", "opts", "_outcome", "icons", "abil"):
                continue
            value = getattr(self, name)
            if name == "rng":
                value = value.to_data()
            elif name in ("seen_t", "seen_d"):
                value = [sorted(s) for s in value]
            elif name == "near_t":
                value = [[[size, sorted(cards)] for size, cards in decks] for decks in value]
            out[name] = value
        out["options"] = self.opts.model_dump()
        return out

    # --- derived quantities (§3 Capital, §10 icons) ----------------------------------------------------------

    def recount(self, seat: int) -> None:
        """Refresh the seat's icon sums, capacity and abilities after its cards changed."""
        R, dmg = self.R, self.dmg[seat]
        total = [0] * 8
        abilities: set[str] = set()
        for t in self.emp[seat]:
            if not dmg >> t & 1:
                for k, v in enumerate(R.e_icons[t]):
                    total[k] += v
                ability = R.e_ability[t]
                if ability is not None:
                    abilities.add(ability)
        for d in self.dist[seat]:
            for k, v in enumerate(R.d_icons[d]):
                total[k] += v
        for t in self.tit[seat]:
            for k, v in enumerate(R.t_icons[t]):
                total[k] += v
        capacity = (R.capital.capacity + sum(R.d_capacity[d] for d in self.dist[seat])
                    + sum(R.t_capacity[t] for t in self.tit[seat]))
        self.icons[seat] = (*total, capacity)
        self.abil[seat] = frozenset(abilities)

    def _icon(self, seat: int, k: int) -> int:
        """Sum of permanent icon `k` over undamaged Empire cards, Districts and Titans."""
        return self.icons[seat][k]

    def food(self, seat: int) -> int:
        """§4.3 food: the Capital's plus every undamaged food symbol."""
        return self.R.capital.food + self._icon(seat, FOOD)

    def capacity(self, seat: int) -> int:
        """§6 Build: capacity from the Capital, Districts and Titans."""
        return self.icons[seat][8]

    def used_capacity(self, seat: int) -> int:
        """Each Empire card takes 1 (A6: the starting ones too unless the option says not)."""
        used = len(self.emp[seat])
        if not self.opts.starting_cards_use_capacity:
            used -= sum(1 for t in self.emp[seat] if self.R.e_deck[t] == "start")
        return used

    def army_limit(self, seat: int) -> int:
        """§9 one army per army-limit symbol; the Capital gives 2."""
        return self.R.capital.army_limit + self._icon(seat, ARMY)

    def income(self, seat: int) -> tuple[int, int]:
        """§4.3 coins and knowledge with the green arrow."""
        return self.R.capital.income_coins + self._icon(seat, INC_C), self._icon(seat, INC_K)

    def explore_bonus(self, seat: int) -> int:
        return self._icon(seat, EYE)

    def has(self, seat: int, ability: str) -> bool:
        """Whether `seat` owns an undamaged card with this §11 ability."""
        return ability in self.abil[seat]

    def permanent_attack(self, seat: int, arrows_count: bool) -> int:
        """§8.3 swords (and arrows against a swords-and-arrows titan) that need no payment."""
        value = self._icon(seat, SWORD)
        if arrows_count:
            value += self._icon(seat, ARROW)
        return value

    def army_value(self, army: list[int], arrows_count: bool) -> int:
        """§8.2 the paid card's symbols plus the legacy abilities of the cards retired under it."""
        R = self.R
        icons = R.m_icons[army[ACTIVE]]
        value = icons[0] + (icons[1] if arrows_count else 0)
        for m in army[3:]:
            leg = R.m_legacy[m]
            value += leg[0] + (leg[1] if arrows_count else 0)
        return value

    def army_total(self, army: list[int], k: int) -> int:
        """Military icon `k` (loot, spy, repair) of an army when it is paid for."""
        R = self.R
        return R.m_icons[army[ACTIVE]][k] + sum(R.m_legacy[m][k] for m in army[3:])

    def citizens_free(self, seat: int) -> list[int]:
        """Skills of citizens that can still be placed this round."""
        blocked = self.placed[seat] | self.hungry[seat]
        return [c for c in range(1, self.ncit[seat] + 1) if not blocked >> c & 1]

    def empire_deck(self) -> tuple[list[int], list[int]]:
        """§4.1 the Empire deck in use and its discard pile (B from round 4)."""
        return (self.deck_b, self.disc_b) if self.round >= 4 else (self.deck_a, self.disc_a)

    def draw_empire(self) -> int | None:
        """The top Empire card; the discard pile is shuffled into a new deck when it runs out."""
        deck, disc = self.empire_deck()
        if not deck:
            if not disc:
                return None
            deck.extend(disc)
            disc.clear()
            self.rng.shuffle(deck)
        return deck.pop()

    def discard_empire(self, t: int) -> None:
        """Discard to the pile of the card's own deck (A2: A cards are kept apart from round 4)."""
        (self.disc_b if self.R.e_deck[t] == "B" else self.disc_a).append(t)

    def draw_military(self) -> int | None:
        if not self.mdeck:
            if not self.mdisc:
                return None
            self.mdeck.extend(self.mdisc)
            self.mdisc.clear()
            self.rng.shuffle(self.mdeck)
        return self.mdeck.pop()
