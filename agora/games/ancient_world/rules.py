"""The decision machine: a seat's legal actions, an action carried out, and a clear reason for
each refusal. Each rule lives in the module of its part of the rulebook; this one dispatches."""

from __future__ import annotations

from agora.core import Event, Events, IllegalAction
from agora.core.i18n import N_
from agora.games.ancient_world import actions, attack, cards, city, codes, decks, end_of_round, turns
from agora.games.ancient_world.codes import ATTACK, BOARD_INDEX, PLACE_BY_MASK, PLACE_ON, SKILLS
from agora.games.ancient_world.decks import unique
from agora.games.ancient_world.state import (
    ACT,
    NAME,
    OVER,
    P_BUILD,
    P_DAMAGE,
    P_DISCARD,
    P_DISTRICT,
    P_EXPAND_PAY,
    P_EXPAND_PLUS,
    P_EXPLORE,
    P_FOREST_ATTACK,
    P_HUNGER,
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
    AncientWorldState,
)
from agora.games.ancient_world.tables import (
    BUILD,
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


def legal(s: AncientWorldState, seat: int) -> list[str]:
    """§4.2 (GR p.5–7) the legal actions of `seat`: none unless it is to act."""
    if s.pending == OVER or seat != s.pending_seat:
        return []
    out = _legal_turn(s, seat) if s.pending == ACT else _legal_decision(s, seat)
    s._legal = (seat, tuple(out))  # apply's check of this very state (carry_out drops it)
    return out


def _legal_decision(s: AncientWorldState, seat: int) -> list[str]:
    """§4.2 the legal actions of `seat` that is to make the pending decision of a composite action."""
    p = s.pending
    if p in (P_BUILD, P_RECRUIT):
        buy = actions.build_options(s, seat, 0) if p == P_BUILD else actions.recruit_options(s, seat, 0)
        return [*buy, "buy nothing"] if s.options.purchase_optional else buy
    if p == P_HUNGER:
        return end_of_round.hunger_options(s, seat)
    if p == P_EXPAND_PLUS:
        return ["take district", "draw districts"]
    if p == P_RETIRE:
        out = [f"retire a{i}" for i, a in enumerate(s.armies[seat]) if a[NAME] == 0]
        if len(s.armies[seat]) < city.army_limit(s, seat):
            out.append("new army")
        return out
    if p == P_EXPLORE:
        return actions.explore_options(s)
    if p == P_STORE:
        return [f"store {s.tables.e_slug[t]}" for t in unique(s.pending_data)]
    if p == P_EXPAND_PAY:
        return actions.expand_payments(s, seat)
    if p == P_DISTRICT:
        return [f"district {s.tables.d_slug[d]}" for d in s.pending_data]
    if p in (P_REPAIR, P_MREPAIR):
        out = [f"repair {s.tables.e_slug[t]}" for t in s.empire[seat] if s.damaged[seat] >> t & 1]
        if p == P_REPAIR:
            out.append("done")
        return out
    if p == P_PAY:
        return attack.pay_options(s, seat)
    if p == P_DAMAGE:
        return [f"damage {s.tables.e_slug[t]}" for t in s.empire[seat] if not s.damaged[seat] >> t & 1]
    if p == P_DISCARD:
        return [f"discard a{i}" for i in range(len(s.armies[seat]))]
    if p == P_USE:
        return cards.use_options(s, seat)
    if p == P_SCOUT:
        return [f"scout {k + 1}" for k in range(3) if s.titan_decks[k]]
    if p == P_ORDER:
        return [f"top {s.tables.t_slug[t]}" for t in unique(s.pending_data[3 + s.pending_data[1]:])]
    if p == P_FOREST_ATTACK:
        k = s.pending_data[0]
        return [f"attack {k + 1}", "skip"] if attack.attack_feasible(s, seat, k) else ["skip"]
    if p == P_OUTPOST:
        out = []
        for i, a in enumerate(s.armies[seat]):
            if a[NAME]:
                out.append(f"outpost a{i} name")
            if a[PICTURE]:
                out.append(f"outpost a{i} picture")
        return [*out, "decline"]
    if p == P_SCRIBE:
        return ["scribe", "decline"]
    if p == P_ZORI:
        out = [f"zori row {s.tables.e_slug[t]}" for t in unique(s.empire_row)]
        deck, disc = decks.empire_deck(s)
        if deck or disc:
            out.append("zori deck")
        return [*out, "decline"]
    raise AssertionError(f"unknown pending decision {p}")  # pragma: no cover


def _legal_turn(s: AncientWorldState, seat: int) -> list[str]:
    """§4.2 (GR p.5) a turn: place a citizen (§5) on a board action or an own card, attack a titan (§8), or pass."""
    out: list[str] = []
    # bits 1..5: the skills of this seat's citizens still free to place this round
    free = ((1 << (s.citizens[seat] + 1)) - 2) & ~(s.placed[seat] | s.hungry[seat])
    if free:
        _placements(s, seat, free, out)
    decks = attack.feasible_decks(s, seat)
    if decks:
        out += [ATTACK[k] for k in decks]
    out.append("pass")
    return out


def _placements(s: AncientWorldState, seat: int, free: int, out: list[str]) -> None:
    """§5 (GR p.5, p.10) the citizens of bitmask `free` placed on the board's actions in order, then on the seat's
    cards. On an action with citizens only higher skills may go (§5), so what an action needs is checked first
    (cheap) and the highest skill there read only then: the last token, as each citizen there came above the
    one before (Build, Recruit and Rebuild, which take any skill, are read apart). Plain code, no closure:
    legal() asks it on every turn."""
    board, coins = s.board, s.coins[seat]
    buy_any = coins >= 1 and s.options.purchase_optional  # Build and Recruit take every free citizen (_buy)
    toks = board[WORK]
    mask = free & ~((2 << (toks[-1] >> 3)) - 1) if toks else free
    if mask:
        out += PLACE_BY_MASK[WORK][mask]
    if buy_any:
        out += PLACE_BY_MASK[BUILD][free]
    else:
        _buy(s, seat, BUILD, free, out)
    toks = board[DRAFT]
    mask = free & ~((2 << (toks[-1] >> 3)) - 1) if toks else free
    if mask:
        out += PLACE_BY_MASK[DRAFT][mask]
    if s.district_deck and (s.knowledge[seat] >= 1 or coins >= 3):
        toks = board[EXPAND]
        mask = free & ~((2 << (toks[-1] >> 3)) - 1) if toks else free
        if mask:
            out += PLACE_BY_MASK[EXPAND][mask]
    if coins >= 3:
        toks = board[EDUCATE]
        mask = free & ~((2 << (toks[-1] >> 3)) - 1) if toks else free
        if mask:
            out += PLACE_BY_MASK[EDUCATE][mask]
    out += PLACE_BY_MASK[REBUILD][free]  # §5 Rebuild ignores the citizens already there
    if buy_any:
        out += PLACE_BY_MASK[RECRUIT][free]
    else:
        _buy(s, seat, RECRUIT, free, out)
    if s.round >= 2:
        toks = board[EXPLORE]
        mask = free & ~((2 << (toks[-1] >> 3)) - 1) if toks else free
        if mask and actions.explore_possible(s):
            out += PLACE_BY_MASK[EXPLORE][mask]
    if s.round >= s.options.grow_round and coins >= 3 and s.citizens[seat] < MAX_CITIZENS:
        toks = board[GROW]
        mask = free & ~((2 << (toks[-1] >> 3)) - 1) if toks else free
        if mask:
            out += PLACE_BY_MASK[GROW][mask]
    busy = s.damaged[seat] | s.used_cards[seat]
    e_action, e_place = s.tables.e_action, s.tables.e_place
    for t in s.empire[seat]:
        kind = e_action[t]
        # only the kinds that can fail pay for the call to cards.card_action_possible
        if kind is not None and not busy >> t & 1 and (
                kind not in cards.FALLIBLE or cards.card_action_possible(s, seat, t)):
            out += e_place[t][free]


def _buy(s: AncientWorldState, seat: int, a: int, free: int, out: list[str]) -> None:
    """§5–§6 Build or Recruit (`a`): any citizen may go; one below the highest skill there (or equal to it, A5)
    pays 1 coin first. The coins the purchase needs are worked out only when purchases are forced
    (§6 «μπορεί να αγοράσει»: with purchase_optional nothing to buy is no bar)."""
    toks = s.board[a]
    options = s.options
    coins = s.coins[seat]
    if options.purchase_optional and (coins >= 1 or not toks):
        out += PLACE_BY_MASK[a][free]  # every free citizen: the fee, if any, is affordable and nothing need be bought
        return
    if toks:
        top = max(toks) >> 3
        higher = free & ~((2 << top) - 1)
        lower = free & ((1 << top) - 1)
        if options.equal_skill_pays_fee:
            lower |= free & (1 << top)
        else:
            higher |= free & (1 << top)
    else:
        higher, lower = free, 0
    if options.purchase_optional:
        mask = higher | (lower if coins >= 1 else 0)
    else:
        least = actions.build_need(s, seat) if a == BUILD else actions.recruit_need(s, seat)
        if least is None:
            return
        mask = (higher if least <= coins else 0) | (lower if coins >= 1 and least <= coins - 1 else 0)
    if mask:
        out += PLACE_BY_MASK[a][mask]


def apply(s: AncientWorldState, seat: int, action: str) -> list[Event]:
    """§4.2 one legal action carried out by the rule of its part of the rulebook, or a clear refusal."""
    if s.pending == OVER:
        raise IllegalAction("the game is over", "§12")
    if seat != s.pending_seat:
        raise IllegalAction("it is not seat {seat}'s turn: seat {to_act} is to act", "§4.2", seat=seat,
                            to_act=s.pending_seat)
    known = s._legal  # what legal(seat) listed for this very state, if it was asked: no need to work it out again
    if not ((known is not None and known[0] == seat and action in known[1])
            or (_turn_ok(s, seat, action) if s.pending == ACT else action in legal(s, seat))):
        raise _refusal(s, seat, action)
    events: list[Event] = []
    carry_out(s, seat, action, events)
    return events


def play(s: AncientWorldState, seat: int, action: str) -> list[Event]:
    """§4.2 the trusted path that still tells what happened (State.play, for search): an action from
    legal() carried out unchecked, with the very events `apply` returns."""
    events: list[Event] = []
    carry_out(s, seat, action, events)
    return events


def advance(s: AncientWorldState, seat: int, action: str) -> None:
    """§4.2 the trusted fast path (State.advance): an action from legal() carried out unchecked, no event built."""
    carry_out(s, seat, action, None)


def carry_out(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§4.2 a legal action carried out by the rule of its part of the rulebook."""
    s._legal = None  # the state changes: the legal actions listed for it no longer hold
    p = s.pending
    if p == ACT:
        _turn(s, seat, action, events)
    elif action == "buy nothing":
        actions.buy_nothing(s, seat, events)
    elif p == P_HUNGER:
        end_of_round.go_hungry(s, seat, action, events)
    elif p == P_EXPAND_PLUS:
        actions.expand_plus(s, seat, action, events)
    elif p == P_BUILD:
        actions.build(s, seat, action, events)
    elif p == P_RECRUIT:
        actions.recruit(s, seat, action, events)
    elif p == P_RETIRE:
        actions.retire(s, seat, action, events)
    elif p == P_EXPLORE:
        actions.explore(s, seat, action, events)
    elif p == P_STORE:
        actions.store(s, seat, action, events)
    elif p == P_EXPAND_PAY:
        actions.expand(s, seat, codes.argument(action), events)
    elif p == P_DISTRICT:
        actions.choose_district(s, seat, action, events)
    elif p == P_REPAIR:
        actions.repair(s, seat, action, events)
    elif p == P_MREPAIR:
        attack.military_repair(s, seat, action, events)
    elif p == P_PAY:
        attack.pay(s, seat, action, events)
    elif p == P_DAMAGE:
        attack.damage(s, seat, action, events)
    elif p == P_DISCARD:
        attack.discard(s, seat, action, events)
    elif p == P_USE:
        cards.use(s, seat, action, events)
    elif p == P_SCOUT:
        cards.scout(s, seat, codes.number(action) - 1, events)
    elif p == P_ORDER:
        cards.order(s, seat, action, events)
    elif p == P_FOREST_ATTACK:
        cards.forest_attack(s, seat, action, events)
    elif p == P_OUTPOST:
        cards.outpost(s, seat, action, events)
    elif p == P_SCRIBE:
        cards.scribe(s, seat, action, events)
    elif p == P_ZORI:
        cards.zori(s, seat, action, events)


def _turn_ok(s: AncientWorldState, seat: int, action: str) -> bool:
    """§4.2 whether `action` is in legal(seat) on a turn, without listing them all."""
    w = action.split()
    if action == "pass":
        return True
    if " ".join(w) != action or len(w) < 2:
        return False
    if w[0] == "attack":
        return len(w) == 2 and w[1] in ("1", "2", "3") and attack.attack_feasible(s, seat, int(w[1]) - 1)
    if w[0] != "place" or w[1] not in SKILLS or int(w[1]) not in city.citizens_free(s, seat):
        return False
    c = int(w[1])
    if len(w) == 3:
        return w[2] in BOARD_INDEX and actions.placement_fee(s, seat, c, BOARD_INDEX[w[2]]) is not None
    if len(w) != 4 or w[2] != "card" or w[3] not in s.tables.e_index:
        return False
    t = s.tables.e_index[w[3]]
    return (t in s.empire[seat] and s.tables.e_action[t] is not None
            and not (s.damaged[seat] | s.used_cards[seat]) >> t & 1 and cards.card_action_possible(s, seat, t))


def _turn(s: AncientWorldState, seat: int, action: str, events: Events) -> None:
    """§4.2 (GR p.5–7) a turn's action: a citizen placed, an attack begun, or a pass."""
    if action == "pass":
        # §4.2 (c) a seat that passed takes no more turns this round
        s.passed[seat] = True
        if events is not None:
            events.append(Event("pass", {"seat": seat}))
        first = not s.anyone_passed
        s.anyone_passed = True
        if first and city.has(s, seat, "zori_dramatists"):  # §11 Zori Dramatists: the first to pass
            turns.wait(s, P_ZORI, seat, [])
            return
        turns.finish(s, events)
    elif action in ATTACK:
        attack.start_attack(s, seat, codes.number(action) - 1, events)
    else:
        board = PLACE_ON.get(action)
        if board is not None:
            actions.place(s, seat, board[0], board[1], events)
            return
        c, _, slug = codes.place(action)
        t = s.tables.e_index[slug]
        s.placed[seat] |= 1 << c
        s.used_cards[seat] |= 1 << t  # §7 once per round, one citizen a card
        if events is not None:
            events.append(Event("place", {"seat": seat, "citizen": c, "card": slug}))
        cards.card_action(s, seat, t, events)


# What a refused action waits for, by the pending decision (state.PENDING_NAMES; the game's end refuses first):
# one message each, as a refusal's fields stay untranslated.
_NOT_NOW = {
    "turn": N_("'{action}' is not possible now (waiting for: turn)"),
    "build": N_("'{action}' is not possible now (waiting for: build)"),
    "recruit": N_("'{action}' is not possible now (waiting for: recruit)"),
    "retire": N_("'{action}' is not possible now (waiting for: retire)"),
    "explore": N_("'{action}' is not possible now (waiting for: explore)"),
    "store": N_("'{action}' is not possible now (waiting for: store)"),
    "expand pay": N_("'{action}' is not possible now (waiting for: expand pay)"),
    "district": N_("'{action}' is not possible now (waiting for: district)"),
    "repair": N_("'{action}' is not possible now (waiting for: repair)"),
    "pay armies": N_("'{action}' is not possible now (waiting for: pay armies)"),
    "military repair": N_("'{action}' is not possible now (waiting for: military repair)"),
    "damage": N_("'{action}' is not possible now (waiting for: damage)"),
    "discard army": N_("'{action}' is not possible now (waiting for: discard army)"),
    "use card": N_("'{action}' is not possible now (waiting for: use card)"),
    "scout": N_("'{action}' is not possible now (waiting for: scout)"),
    "order titans": N_("'{action}' is not possible now (waiting for: order titans)"),
    "forest attack": N_("'{action}' is not possible now (waiting for: forest attack)"),
    "distant outpost": N_("'{action}' is not possible now (waiting for: distant outpost)"),
    "scribe guild": N_("'{action}' is not possible now (waiting for: scribe guild)"),
    "zori dramatists": N_("'{action}' is not possible now (waiting for: zori dramatists)"),
    "hunger": N_("'{action}' is not possible now (waiting for: hunger)"),
    "expand plus": N_("'{action}' is not possible now (waiting for: expand plus)"),
}


def _refusal(s: AncientWorldState, seat: int, action: str) -> IllegalAction:
    """§4.2 a clear reason for an action that is not legal now (never naming hidden cards). A refusal's fields
    are not translated (agora.core.i18n.refusal): an action code reads as it is, as does the English name of
    a card the seat owns."""
    words = action.split()
    if s.pending == ACT and len(words) == 3 and words[0] == "place" and words[2] in BOARD_INDEX:
        return _placement_refusal(s, seat, words[1], BOARD_INDEX[words[2]])
    if s.pending == ACT and len(words) == 2 and words[0] == "attack" and words[1] in ("1", "2", "3"):
        return _attack_refusal(s, seat, int(words[1]) - 1)
    if s.pending == P_BUILD and words and words[0] == "build":
        slug = words[2] if len(words) > 2 and words[1] == "stored" else words[1] if len(words) > 1 else ""
        if slug in s.tables.e_index and s.tables.e_index[slug] in s.empire[seat]:
            return IllegalAction("you already own {card}: no two copies of the same Empire card", "§6 Build",
                                 card=s.tables.e_name[s.tables.e_index[slug]])
        return IllegalAction("you cannot build '{card}': not in the row or your stored cards, or not affordable",
                             "§6 Build", card=action.removeprefix("build "))
    return IllegalAction(_NOT_NOW[PENDING_NAMES[s.pending]], "§4.2", action=action)


# The placement refusals name the board action: one message each, as for _NOT_NOW.
_NOT_HIGHER = {
    WORK: N_("citizen {c} cannot go on Work: its skill must be higher than {top}"),
    DRAFT: N_("citizen {c} cannot go on Draft: its skill must be higher than {top}"),
    EXPAND: N_("citizen {c} cannot go on Expand: its skill must be higher than {top}"),
    EDUCATE: N_("citizen {c} cannot go on Educate: its skill must be higher than {top}"),
    EXPLORE: N_("citizen {c} cannot go on Explore: its skill must be higher than {top}"),
    GROW: N_("citizen {c} cannot go on Grow: its skill must be higher than {top}"),
}
_NO_FEE = {
    BUILD: N_("citizen {c} pays 1 coin on Build: its skill is below {top}, and you have no coin"),
    RECRUIT: N_("citizen {c} pays 1 coin on Recruit: its skill is below {top}, and you have no coin"),
}
_COVERED = {  # §4.1 the two actions covered at the start (actions.action_open)
    EXPLORE: N_("Explore is still covered in round {round}"),
    GROW: N_("Grow is still covered in round {round}"),
}
_NEEDS = {
    EXPAND: N_("Expand needs 1 knowledge or 3 coins (and a District to take)"),
    EDUCATE: N_("Educate needs 3 coins"),
    GROW: N_("Grow needs 3 coins and a citizen left to take"),
    EXPLORE: N_("Explore needs an Empire card to draw or store"),
    WORK: N_("Work needs something you lack"),
    DRAFT: N_("Draft needs something you lack"),
    REBUILD: N_("Rebuild needs something you lack"),
}


def _placement_refusal(s: AncientWorldState, seat: int, skill: str, a: int) -> IllegalAction:
    """§5 (GR p.5, p.10) why this citizen may not go on this board action now."""
    if not skill.isdigit() or not 1 <= int(skill) <= s.citizens[seat]:
        return IllegalAction("you have no citizen {c}", "§3.7", c=skill)
    c = int(skill)
    if s.placed[seat] >> c & 1:
        return IllegalAction("citizen {c} is already placed this round", "§5", c=c)
    if s.hungry[seat] >> c & 1:
        return IllegalAction("citizen {c} is hungry and cannot be used this round", "§4.3.5", c=c)
    if not actions.action_open(s, a):
        return IllegalAction(_COVERED[a], "§4.1", round=s.round)
    toks = s.board[a]
    top = max(toks) >> 3 if toks else 0
    if a not in (BUILD, RECRUIT, REBUILD) and toks and c <= top:
        return IllegalAction(_NOT_HIGHER[a], "§5", c=c, top=top)
    if a in (BUILD, RECRUIT) and s.options.purchase_optional:
        return IllegalAction(_NO_FEE[a], "§5", c=c, top=top)
    if a == BUILD:
        if city.capacity(s, seat) <= city.used_capacity(s, seat) and not city.has(s, seat, "crane"):
            return IllegalAction("no free capacity for another Empire card", "§6 Build")
        return IllegalAction("you cannot pay for any Empire card you could build", "§6 Build")
    if a == RECRUIT:
        return IllegalAction("you cannot recruit: no affordable military card, or no army open "
                             "and none that may retire", "§6 Recruit")
    return IllegalAction(_NEEDS[a], "§6")


def _attack_refusal(s: AncientWorldState, seat: int, k: int) -> IllegalAction:
    """§8 (GR p.6–7) why this titan may not be attacked now."""
    terms = attack.attack_terms(s, seat, k)
    if terms is None:
        return IllegalAction("the {stars}-star titan deck is empty", "§8.1", stars=k + 1)
    defense, base, unused = terms
    if not unused:
        return IllegalAction("you have no unused military card to pay for", "§8.2")
    budget = s.coins[seat]
    best = base
    for mask in range(1, 1 << len(unused)):
        cost = sum(u[1] for j, u in enumerate(unused) if mask >> j & 1)
        if cost <= budget:
            best = max(best, base + sum(u[2] for j, u in enumerate(unused) if mask >> j & 1))
    if not any(u[1] <= budget for u in unused):
        return IllegalAction("you cannot pay for any unused military card", "§8.2")
    return IllegalAction("your best attack ({best}) is below the titan's defense {defense}", "§8.3", best=best,
                         defense=defense)
