"""The nine board actions and the skill rule of placing a citizen on them (§5–§6, GR p.5, p.10–12)."""

from __future__ import annotations

from agora.core import Event, Events
from agora.games.ancient_world import city, codes, decks, turns
from agora.games.ancient_world.decks import unique
from agora.games.ancient_world.state import (
    KNOWN,
    NAME,
    P_BUILD,
    P_DISCARD,
    P_DISTRICT,
    P_EXPAND_PAY,
    P_EXPAND_PLUS,
    P_EXPLORE,
    P_RECRUIT,
    P_REPAIR,
    P_RETIRE,
    P_STORE,
    PICTURE,
    AncientWorldState,
)
from agora.games.ancient_world.tables import (
    BOARD,
    BUILD,
    CITIZEN,
    DRAFT,
    EDUCATE,
    EXPAND,
    EXPLORE,
    GROW,
    MAX_CITIZENS,
    REBUILD,
    RECRUIT,
    WORK,
)


def action_open(s: AncientWorldState, a: int) -> bool:
    """§4.1 Explore is uncovered in round 2, Grow in round `grow_round` (A1)."""
    if a == EXPLORE:
        return s.round >= 2
    if a == GROW:
        return s.round >= s.options.grow_round
    return True


def explore_possible(s: AncientWorldState) -> bool:
    """§6 Explore (GR p.12): a card to draw from the deck or its discards, or one in the row to store."""
    deck, disc = decks.empire_deck(s)
    return bool(deck or disc or s.empire_row)


def action_ok(s: AncientWorldState, seat: int, a: int, fee: int = 0) -> bool | None:
    """§6 whether board action `a` can be carried out after paying `fee` (None: it is covered)."""
    if not action_open(s, a):
        return None
    coins = s.coins[seat]
    if a in (BUILD, RECRUIT) and s.options.purchase_optional:
        return fee <= coins  # §6 «μπορεί να αγοράσει»: the purchase may be left out
    if a == BUILD:
        return can_build(s, seat, fee)
    if a == RECRUIT:
        return can_recruit(s, seat, fee)
    if a == EXPAND:
        return bool(s.district_deck) and (s.knowledge[seat] >= 1 or coins >= 3)
    if a == EDUCATE:
        return coins >= 3
    if a == EXPLORE:
        return explore_possible(s)
    if a == GROW:
        return coins >= 3 and s.citizens[seat] < MAX_CITIZENS
    return True


def placement_fee(s: AncientWorldState, seat: int, c: int, a: int) -> int | None:
    """§5 the skill rule and its special cases: the coin fee to place citizen `c` on
    action `a`, or None when it may not go there (or the action cannot be carried out)."""
    if not action_open(s, a):
        return None
    toks = s.board[a]
    if a != BUILD and a != RECRUIT and a != REBUILD and toks and c <= max(toks) >> 3:
        return None  # §5 Rebuild ignores the citizens already there
    fee = skill_fee(s, c, a)
    return fee if action_ok(s, seat, a, fee) else None


def skill_fee(s: AncientWorldState, c: int, a: int) -> int:
    """§5 Build/Recruit: any skill; a citizen that does not match the highest there pays 1 coin (A5).
    Elsewhere a citizen pays nothing (placement_fee says whether it may go there)."""
    if a != BUILD and a != RECRUIT:
        return 0
    toks = s.board[a]
    if toks:
        top = max(toks) >> 3
        if c < top or (c == top and s.options.equal_skill_pays_fee):
            return 1
    return 0


def can_build(s: AncientWorldState, seat: int, fee: int) -> bool:
    """§6 Build (GR p.10): whether build_options(s, seat, fee) is not empty, without making the list."""
    coins = s.coins[seat]
    if fee > coins:
        return False
    need = build_need(s, seat)
    return need is not None and need <= coins - fee


def build_need(s: AncientWorldState, seat: int) -> int | None:
    """§6 Build (GR p.10): the fewest coins a card of the row or of the seat's stored ones needs (0 by Crane),
    None if no card can be built whatever the coins; can_build for every fee at once."""
    R = s.tables
    owned = s.empire[seat]
    room = city.capacity(s, seat) > city.used_capacity(s, seat)
    crane = city.has(s, seat, "crane")
    if not room and not crane:
        return None
    know = s.knowledge[seat]
    cost, ability = R.e_cost, R.e_ability
    need = None
    for pile in (s.empire_row, s.stored[seat]):
        for x in pile:
            t = x & ~KNOWN
            cc, ck = cost[t]
            if ck <= know and t not in owned:
                if crane and ability[t] != "crane":
                    return 0  # §11 Crane builds it without the coin cost
                if room and (need is None or cc < need):
                    need = cc
    return need


def build_options(s: AncientWorldState, seat: int, fee: int) -> list[str]:
    """§6 Build: a card of the row or one of your stored cards, no duplicate,
    with free capacity, paid in coins and knowledge (Crane: without the coins)."""
    R = s.tables
    owned = s.empire[seat]
    free = city.capacity(s, seat) - city.used_capacity(s, seat)
    crane = city.has(s, seat, "crane")
    coins, know = s.coins[seat] - fee, s.knowledge[seat]
    if fee > s.coins[seat] or (free <= 0 and not crane):
        return []
    out = []
    for where, cards in (("", s.empire_row), ("stored ", [t & ~KNOWN for t in s.stored[seat]])):
        for t in unique(cards):
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


def recruit_options(s: AncientWorldState, seat: int, fee: int) -> list[str]:
    """§6 Recruit: a card of the military row at its printed cost, into an open army
    or, with none open, over an active card that has not attacked this round (§9)."""
    R = s.tables
    armies = s.armies[seat]
    if len(armies) >= city.army_limit(s, seat) and not any(a[NAME] == 0 for a in armies):
        return []
    budget = s.coins[seat] - fee
    return [f"recruit {R.m_slug[m]}" for m in unique(s.military_row) if R.m_cost[m] <= budget]


def can_recruit(s: AncientWorldState, seat: int, fee: int) -> bool:
    """§6 Recruit (GR p.11): whether recruit_options(s, seat, fee) is not empty, without making the list."""
    need = recruit_need(s, seat)
    return need is not None and need <= s.coins[seat] - fee


def recruit_need(s: AncientWorldState, seat: int) -> int | None:
    """§6 Recruit (GR p.11): the cheapest card of the military row, None if none can be recruited whatever
    the coins (no card, or no army open and none that may retire); can_recruit for every fee at once."""
    armies = s.armies[seat]
    if len(armies) >= city.army_limit(s, seat) and not any(a[NAME] == 0 for a in armies):
        return None
    row = s.military_row
    if not row:
        return None
    cost = s.tables.m_cost
    return min([cost[x] for x in row])


def explore_options(s: AncientWorldState) -> list[str]:
    """§6 Explore: draw 5 (+ explore bonus) and store 1, or store 1 from the row."""
    deck, disc = decks.empire_deck(s)
    out = ["draw"] if deck or disc else []
    return out + [f"store row {s.tables.e_slug[t]}" for t in unique(s.empire_row)]


def expand_payments(s: AncientWorldState, seat: int) -> list[str]:
    """§6 Expand (GR p.10): 1 knowledge or 3 coins, whichever the seat can pay."""
    out = []
    if s.knowledge[seat] >= 1:
        out.append("expand knowledge")
    if s.coins[seat] >= 3:
        out.append("expand coins")
    return out


def place(s: AncientWorldState, seat: int, c: int, a: int, events: Events) -> None:
    """§5–§6 (GR p.5, p.10–12) a citizen placed on a board action, its fee paid, the action carried out at once."""
    fee = skill_fee(s, c, a)  # legal: the placement was checked (apply) or taken from legal() (advance)
    s.coins[seat] -= fee
    s.board[a] = (*s.board[a], c * 8 + seat)  # §5 citizens stay on the action all round
    s.placed[seat] |= 1 << c
    if events is not None:
        events.append(Event("place", {"seat": seat, "citizen": c, "action": BOARD[a], "fee": fee}))
    if a == WORK:
        s.coins[seat] += 2  # §6 Work: 2 coins
    elif a == BUILD:
        turns.wait(s, P_BUILD, seat, [])
        return
    elif a == DRAFT:
        # §6 Draft: +1 attack a citizen on the action, for the whole round (A7: your own counts)
        count = len(s.board[DRAFT]) - (0 if s.options.draft_counts_own_citizen else 1)
        s.draft_bonus[seat] += count
    elif a == EXPAND:
        pays = expand_payments(s, seat)
        if len(pays) == 2:
            turns.wait(s, P_EXPAND_PAY, seat, [])
            return
        expand(s, seat, codes.argument(pays[0]), events)
        return
    elif a == EDUCATE:
        s.coins[seat] -= 3  # §6 Educate: 3 coins for 1 knowledge
        s.knowledge[seat] += 1
        turns.educate_triggers(s, seat)
    elif a == REBUILD:
        s.coins[seat] += 1  # §6 Rebuild: 1 coin, the token hand up (once a round), 2 repairs
        take_first_player(s, seat, events, turn=True)
        start_repair(s, seat, 2, events)
        return
    elif a == RECRUIT:
        turns.wait(s, P_RECRUIT, seat, [])
        return
    elif a == EXPLORE:
        turns.wait(s, P_EXPLORE, seat, [])
        return
    elif a == GROW:
        s.coins[seat] -= 3  # §6 Grow: 3 coins, the next citizen, into the Hunger box
        city.gain_citizen(s, seat, True, events)
    turns.finish(s, events)


def take_first_player(s: AncientWorldState, seat: int, events: Events, turn: bool) -> None:
    """§6 Rebuild / §11 Town Hall: the token changes hands only while its hand is down (A9); Rebuild
    turns it hand up («τον γυρίζει», GR p.11), Town Hall only takes it (GR p.14 says no turning)."""
    if not s.first_player_hand_up:
        s.first_player, s.first_player_hand_up = seat, turn
        if events is not None:
            events.append(Event("first_player", {"seat": seat}))


def build(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§6 Build (GR p.10): the card paid in coins and knowledge (Crane: no coins) joins the city."""
    R = s.tables
    slug, stored, crane = codes.build(action)
    t = R.e_index[slug]
    cc, ck = R.e_cost[t]
    if crane:  # §11 Crane: discard it to build without the coin cost
        crane_t = next(x for x in s.empire[seat] if R.e_ability[x] == "crane")
        s.empire[seat] = tuple(x for x in s.empire[seat] if x != crane_t)
        decks.discard_empire(s, crane_t)
        cc = 0
    s.coins[seat] -= cc
    s.knowledge[seat] -= ck
    if stored:
        pile = s.stored[seat]
        pile.remove((t | KNOWN) if (t | KNOWN) in pile else t)
    else:
        s.empire_row.remove(t)  # §6 the row is not refilled until next round
    s.empire[seat] = (*s.empire[seat], t)
    city.recount(s, seat)
    if events is not None:
        events.append(Event("build", {"seat": seat, "card": slug, "stored": stored, "crane": crane}, reveal=stored))
    if R.e_icons[t][CITIZEN]:
        city.gain_citizen(s, seat, s.options.citizen_icon_to_hunger, events)
    if len(s.armies[seat]) > city.army_limit(s, seat):  # a discarded Crane could carry an army symbol
        turns.wait(s, P_DISCARD, seat, [])
        return
    turns.finish(s, events)


def recruit(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§6 Recruit (GR p.11): the military card paid for goes into an open army, or waits for a retirement."""
    R = s.tables
    m = R.m_index[codes.argument(action)]
    s.coins[seat] -= R.m_cost[m]
    s.military_row.remove(m)
    if events is not None:
        events.append(Event("recruit", {"seat": seat, "card": R.m_slug[m]}))
    armies = s.armies[seat]
    if len(armies) < city.army_limit(s, seat) and not s.options.voluntary_retire:
        armies.append([m, 0, 0])
        turns.finish(s, events)
    else:
        turns.wait(s, P_RETIRE, seat, [m])


def retire(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§9 Retire (GR p.11): the new card goes on top of an unused army's card, whose legacy now counts."""
    m = s.pending_data[0]
    armies = s.armies[seat]
    if action == "new army":
        armies.append([m, 0, 0])
    else:
        # §9 retire: its coins return to the player («επιστρέφοντάς τα στο απόθεμά του», GR p.11, A11),
        # its legacy stays visible, the new card goes on top
        i = codes.army(action)
        old = armies[i]
        coins = old[PICTURE] + old[NAME]
        s.coins[seat] += coins
        armies[i] = [m, 0, 0, *old[3:], old[0]]
        if events is not None:
            events.append(Event("retire", {"seat": seat, "army": i, "card": s.tables.m_slug[old[0]], "coins": coins}))
    turns.finish(s, events)


def explore(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§6 Explore (GR p.12): draw 5 (plus the explore bonus) to store one, or store one of the row."""
    R = s.tables
    if action == "draw":
        drawn = []
        for _ in range(5 + city.explore_bonus(s, seat)):  # §10 explore bonus: extra cards
            t = decks.draw_empire(s)
            if t is None:
                break
            drawn.append(t)
        if events is not None:
            events.append(Event("explore_draw", {"seat": seat, "count": len(drawn)}))
            events.append(Event("drawn", {"cards": [R.e_slug[t] for t in drawn]}, to=frozenset({seat}),
                                reveal=True))
        turns.wait(s, P_STORE, seat, drawn)
    else:
        t = R.e_index[codes.row_card(action)]
        s.empire_row.remove(t)
        s.stored[seat].append(t | KNOWN)
        if events is not None:
            events.append(Event("store", {"seat": seat, "card": R.e_slug[t]}))
        turns.finish(s, events)


def store(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§6 Explore (GR p.12): one drawn card stored face down, the others discarded."""
    R = s.tables
    t = R.e_index[codes.argument(action)]
    rest = s.pending_data[:]
    rest.remove(t)
    s.stored[seat].append(t)  # §6 stored face down under the player board
    for x in rest:  # §6 the cards not stored are discarded
        decks.discard_empire(s, x)
    if events is not None:
        events.append(Event("store", {"seat": seat, "card": None}))
        events.append(Event("discard", {"cards": [R.e_slug[x] for x in rest]}, reveal=True))
    turns.finish(s, events)


def expand(s: AncientWorldState, seat: int, pay: str, events: Events) -> None:
    """§6 Expand: 1 knowledge or 3 coins for the face-up District (§13 Expand+: the top 3)."""
    if pay == "knowledge":
        s.knowledge[seat] -= 1
    else:
        s.coins[seat] -= 3
    if s.options.expand_plus and len(s.district_deck) > 1:
        turns.wait(s, P_EXPAND_PLUS, seat, [])  # §13 «μπορεί να τραβήξει»: the top one, or draw three
        return
    take_district(s, seat, s.district_deck.pop(0), events)
    turns.finish(s, events)


def expand_plus(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§13 Expand+ (GR p.14): the player may draw the top three Districts to keep one, or take the face-up one."""
    if action == "take district":
        take_district(s, seat, s.district_deck.pop(0), events)
        turns.finish(s, events)
        return
    drawn = s.district_deck[:3]
    del s.district_deck[:3]
    if events is not None:
        events.append(Event("districts_drawn", {"cards": [s.tables.d_slug[d] for d in drawn]},
                            to=frozenset({seat}), reveal=True))
    turns.wait(s, P_DISTRICT, seat, drawn)


def buy_nothing(s: AncientWorldState, seat: int, events: Events) -> None:
    """§6 Build/Recruit (GR p.10–11) «μπορεί να αγοράσει»: the citizen stays, nothing is bought."""
    if events is not None:
        events.append(Event("buy_nothing", {"seat": seat}))
    turns.finish(s, events)


def take_district(s: AncientWorldState, seat: int, d: int, events: Events) -> None:
    """§6 Expand (GR p.10): the District joins the city; the next one is turned up."""
    s.districts[seat] = (*s.districts[seat], d)
    city.recount(s, seat)
    if s.tables.d_icons[d][CITIZEN]:  # §10 the citizen icon, on whatever card carries it
        city.gain_citizen(s, seat, s.options.citizen_icon_to_hunger, events)
    top = s.tables.d_slug[s.district_deck[0]] if s.district_deck else None
    if events is not None:
        events.append(Event("district", {"seat": seat, "card": s.tables.d_slug[d], "next": top}, reveal=True))


def choose_district(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§13 Expand+ (GR p.14): one of the three kept, the others face down to the bottom."""
    d = s.tables.d_index[codes.argument(action)]
    drawn = s.pending_data
    rest = [x for x in drawn if x != d]
    s.district_deck.extend(rest)  # §13 the others go face down to the bottom, in the order drawn
    seen = list(s.seen_districts)
    seen[seat] = seen[seat] | frozenset(rest)
    if drawn[0] in rest:  # the face-up card everyone saw: its place at the bottom is public
        seen = [x | {drawn[0]} for x in seen]
    s.seen_districts = seen
    take_district(s, seat, d, events)
    turns.finish(s, events)



def start_repair(s: AncientWorldState, seat: int, count: int, events: Events) -> None:
    """§6 Rebuild (GR p.11) and repair icons (§10): up to `count` damaged cards may be turned up."""
    if count and s.damaged[seat]:
        turns.wait(s, P_REPAIR, seat, [count])
    else:
        turns.finish(s, events)


def repair(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§6 Rebuild (and repair card actions): turn up to the count of damaged cards face up, or stop."""
    if action == "done":
        turns.finish(s, events)
        return
    if not city.repair(s, seat, codes.argument(action), events):
        turns.finish(s, events)
