"""What a seat may see: the whole public table, its own stored cards and the
cards it is looking at; for the others only how many cards they store.

Each thing a table client draws carries the id of its board element (`board_id`:
"space-build", "row-crane"), the ids `AncientWorld.target` and `touches` name. Things
in a city have an id by their seat (`seat_id`: "p1-card-crane"); the reader's own also
carry the id its actions name (`your_id`: "your-card-crane"), since a code names no seat.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.games.ancient_world.actions import action_open, placement_fee
from agora.games.ancient_world.attack import attack_terms, feasible_decks
from agora.games.ancient_world.cards import card_action_possible
from agora.games.ancient_world.city import (
    army_limit,
    army_value,
    capacity,
    citizens_free,
    food,
    income,
    used_capacity,
)
from agora.games.ancient_world.decks import empire_deck
from agora.games.ancient_world.end_of_round import unfed_left
from agora.games.ancient_world.scoring import banner_counts, vp
from agora.games.ancient_world.scoring import outcome as scoring_outcome
from agora.games.ancient_world.state import (
    ACT,
    KNOWN,
    NAME,
    P_DAMAGE,
    P_DISTRICT,
    P_HUNGER,
    P_MREPAIR,
    P_ORDER,
    P_PAY,
    P_REPAIR,
    P_RETIRE,
    P_STORE,
    PENDING_NAMES,
    PICTURE,
    AncientWorldState,
)
from agora.games.ancient_world.tables import BOARD, EXPLORE, GROW, ROUNDS, Tables

# The board elements' ids (see the module's docstring).
EMPIRE_DECK, DISTRICT_DECK, ROUND_TRACK, DAMAGE_DICE = "empire-deck", "district-deck", "round-track", "damage-dice"
# A seat's parts of its city that events change as a whole.
AREAS = ("coins", "knowledge", "citizens", "armies", "stored", "conquests")


def board_id(*parts: object) -> str:
    """A board element's id from its kind and what names it: ("space", "build") -> "space-build";
    ("titans", 2), ("titan", slug), ("row", slug), ("military", slug), ("drawn", slug) for a card the
    reader is choosing among."""
    return "-".join(str(p) for p in parts)


def face_id(die: int, titan: int, coin: int) -> str:
    """A face of damage die `die` (from 1), by what it shows: "die-2-titan", "die-3-coin2", "die-1-blank"
    (faces alike on one die share it: they cannot be told apart)."""
    return board_id("die", die, "titan" if titan else f"coin{coin}" if coin else "blank")


def seat_id(seat: object, *parts: object) -> str:
    """A thing in a seat's city: (1, "card", slug), (1, "army", 0) counting from 0, (1, area) of AREAS."""
    return board_id(f"p{seat}", *parts)


def your_id(*parts: object) -> str:
    """The reader's own thing as its actions name it: ("card", slug), ("army", 0), ("stored", slug)."""
    return board_id("your", *parts)


def view(s: AncientWorldState, seat: int | None) -> dict[str, Any]:
    """The JSON-ready view of `seat` (None: a spectator)."""
    R = s.tables
    e, m, t, d = R.e_slug, R.m_slug, R.t_slug, R.d_slug
    deck, disc = empire_deck(s)
    ordering = s.pending_data[0] if s.pending == P_ORDER else -1
    out = {
        "game": "ancient-world",
        "you": seat,
        "round": s.round,
        "rounds": ROUNDS,
        "expand_plus": s.options.expand_plus,
        "to_act": list(s.to_act()),
        "phase": PENDING_NAMES[s.pending],
        "pending": _pending(s, seat),
        "first_player": s.first_player,
        "first_player_hand_up": s.first_player_hand_up,
        "turn_order_from": s.turn_order_from,
        "passed": s.passed[:],
        "actions": [
            {"name": BOARD[a], "id": board_id("space", BOARD[a]), "open": action_open(s, a),
             "opens": 2 if a == EXPLORE else s.options.grow_round if a == GROW else 1,  # §4.1 (A1)
             "citizens": [{"seat": tok & 7, "skill": tok >> 3} for tok in s.board[a]],
             "yours": _placements(s, seat, a)}
            for a in range(len(BOARD))
        ],
        "empire_row": [e[x] for x in s.empire_row],
        "empire_deck": {"deck": "B" if s.round >= 4 else "A", "count": len(deck),
                        "discard": [e[x] for x in disc], "id": EMPIRE_DECK},
        "empire_a_left": len(s.empire_deck_a),
        "military_row": [m[x] for x in s.military_row],
        "military_deck": len(s.military_deck),
        "military_discard": [m[x] for x in s.military_discard],
        "titans": [{"stars": k + 1, "count": len(td), "id": board_id("titans", k + 1),
                    "top": t[td[0]] if td and k != ordering else None} for k, td in enumerate(s.titan_decks)],
        "districts": {"count": len(s.district_deck), "id": DISTRICT_DECK,
                      "top": d[s.district_deck[0]] if s.district_deck and s.pending != P_DISTRICT else None},
        "players": [_player(s, p, seat) for p in range(s.player_count)],
        "attackable": _attackable(s, seat),
        "designed": R.info["designed"],
        "edition": R.info,  # edition name, tribes, the Capital, the banner table, the dice faces
        "designed_parts": designed_parts(R),
        "scores": outcome.to_data() if (outcome := scoring_outcome(s)) else None,
    }
    out["cards"] = _cards(out, R.cards)
    out["ids"] = _ids(out, R)
    return out


def _ids(v: dict[str, Any], R: Tables) -> dict[str, Any]:
    """The board ids of the things the view lists by card alone, list by list (the rows, the cards
    being chosen among, the titans on top), and of the board's fixed parts (each die's faces in order)."""
    pending = v["pending"]
    choosing = pending.get("drawn") or pending.get("cards") or []
    return {"empire_row": [board_id("row", x) for x in v["empire_row"]],
            "military_row": [board_id("military", x) for x in v["military_row"]],
            "titans": [board_id("titan", t["top"]) if t["top"] else None for t in v["titans"]],
            "choosing": [board_id("drawn", x) for x in choosing],
            "round": ROUND_TRACK, "dice": DAMAGE_DICE,
            "faces": [[face_id(i + 1, *face) for face in die] for i, die in enumerate(R.dice)]}


def _attackable(s: AncientWorldState, reader: int | None) -> list[int]:
    """§8 (A10) the titan decks (1-3) whose top the reader can attack and beat now, on its turn (else none)."""
    if reader is None or reader != s.pending_seat or s.pending != ACT:
        return []
    return [k + 1 for k in feasible_decks(s, reader)]


def _placements(s: AncientWorldState, reader: int | None, a: int) -> list[dict[str, Any]]:
    """§5 the reader's citizens free to go on board action `a` now, each with the coin fee it pays there and
    the id of its disc there (what its "place" action targets)."""
    if reader is None or reader != s.pending_seat or s.pending != ACT:
        return []
    out: list[dict[str, Any]] = []
    for c in citizens_free(s, reader):
        fee = placement_fee(s, reader, c, a)
        if fee is not None:
            out.append({"skill": c, "fee": fee, "id": board_id("space", BOARD[a], c)})
    return out


def _card_places(s: AncientWorldState, reader: int, x: int) -> list[dict[str, Any]]:
    """§7 the reader's citizens free to go on its own Empire card `x` now (a card action unused this round), each
    with the id of its disc on the card."""
    R = s.tables
    if (reader != s.pending_seat or s.pending != ACT or R.e_action[x] is None
            or (s.damaged[reader] | s.used_cards[reader]) >> x & 1 or not card_action_possible(s, reader, x)):
        return []
    return [{"skill": c, "id": your_id("card", R.e_slug[x], c)} for c in citizens_free(s, reader)]


@cache
def designed_parts(R: Tables) -> dict[str, Any]:
    """Which values of the edition are designed for Agora rather than printed, as data a client words
    in any language: the tribes, the Capital's and the scoring's fields, the dice, and per card group
    how many kinds carry designed values."""
    ed = R.edition
    groups: dict[str, list[Any]] = {"empire": list(ed.empire), "military": list(ed.military),
                                    "titans": list(ed.titans), "districts": list(ed.districts)}
    return {
        "tribes": [t for t, prov in ed.tribes_prov.items() if prov == "designed"],
        "capital": [f for f, prov in ed.capital.prov.items() if prov == "designed"],
        "scoring": [f for f, prov in ed.scoring.prov.items() if prov == "designed"],
        "dice": ed.damage_dice_prov == "designed",
        "cards": {g: [sum(1 for r in records if r.designed_fields()), len(records)] for g, records in groups.items()},
    }


def _cards(v: dict[str, Any], cards: dict[str, dict[str, object]]) -> dict[str, Any]:
    """The printed (or designed) facts of every card the view shows, each with its designed fields."""
    slugs: list[str] = [*v["empire_row"], *v["empire_deck"]["discard"], *v["military_row"], *v["military_discard"]]
    slugs += [t["top"] for t in v["titans"] if t["top"]]
    if v["districts"]["top"]:
        slugs.append(v["districts"]["top"])
    for p in v["players"]:
        slugs += [c["card"] for c in p["empire"]] + p["districts"] + p["titans"] + p["stored_known"]
        slugs += p["stored"] or []
        for a in p["armies"]:
            slugs += [a["card"], *a["retired"]]
    pending = v["pending"]
    for key in ("drawn", "cards", "chosen", "card", "face_up", "old_top"):
        value = pending.get(key)
        if isinstance(value, str):
            slugs.append(value)
        elif value:
            slugs += value
    return {slug: cards[slug] for slug in slugs}


def _player(s: AncientWorldState, p: int, reader: int | None) -> dict[str, Any]:
    R = s.tables
    e = R.e_slug
    coins_in, know_in = income(s, p)
    stored = s.stored[p]
    mine = reader == p
    counts = banner_counts(s, p)
    return {
        "seat": p,
        "areas": {area: seat_id(p, area) for area in AREAS},
        "coins": s.coins[p],
        "knowledge": s.knowledge[p],
        "citizens": list(range(1, s.citizens[p] + 1)),
        "placed": [c for c in range(1, 6) if s.placed[p] >> c & 1],
        "hungry": [c for c in range(1, 6) if s.hungry[p] >> c & 1],
        "vp_now": vp(s, p),  # §12 as if the game ended now: every fact it counts is public
        "food": food(s, p),
        "capacity": capacity(s, p),
        "capacity_used": used_capacity(s, p),
        "army_limit": army_limit(s, p),
        "income": {"coins": coins_in, "knowledge": know_in},
        "draft": s.draft_bonus[p],
        "passed": s.passed[p],
        # §12.3 banners per tribe, and the VP each tribe's banners are worth now
        "banners": [{"tribe": tribe, "count": c, "vp": R.banner_vp[min(c, 6) - 1] if c else 0}
                    for tribe, c in zip(R.tribes, counts, strict=True)],
        "empire": [{"card": e[x], "damaged": bool(s.damaged[p] >> x & 1), "used": bool(s.used_cards[p] >> x & 1),
                    "id": seat_id(p, "card", e[x]),
                    **({"target": your_id("card", e[x]), "places": _card_places(s, p, x)} if mine else {})}
                   for x in s.empire[p]],
        "stored": [e[x & ~KNOWN] for x in stored] if mine else None,
        "stored_ids": [your_id("stored", e[x & ~KNOWN]) for x in stored] if mine else None,
        "stored_count": len(stored),
        "stored_known": [e[x & ~KNOWN] for x in stored if x & KNOWN],
        "stored_decks": {k: sum(1 for x in stored if R.e_deck[x & ~KNOWN] == k) for k in ("A", "B")},
        "districts": [R.d_slug[x] for x in s.districts[p]],
        "titans": [R.t_slug[x] for x in s.titans[p]],
        "armies": [{"card": R.m_slug[a[0]], "picture_coins": a[PICTURE], "name_coins": a[NAME],
                    "used": a[NAME] > 0, "retired": [R.m_slug[x] for x in a[3:]], "id": seat_id(p, "army", i),
                    **({"target": your_id("army", i)} if mine else {})} for i, a in enumerate(s.armies[p])],
    }


def _pending(s: AncientWorldState, reader: int | None) -> dict[str, Any]:
    R = s.tables
    out: dict[str, Any] = {"kind": PENDING_NAMES[s.pending], "seat": s.pending_seat}
    mine = reader == s.pending_seat
    if s.pending == P_STORE:
        out["count"] = len(s.pending_data)
        if mine:
            out["drawn"] = [R.e_slug[x] for x in s.pending_data]
    elif s.pending == P_DISTRICT:
        out["count"] = len(s.pending_data)
        out["face_up"] = R.d_slug[s.pending_data[0]]
        if mine:
            out["drawn"] = [R.d_slug[x] for x in s.pending_data]
    elif s.pending == P_ORDER:
        out["deck"] = s.pending_data[0] + 1
        out["count"] = len(s.pending_data) - 3
        out["old_top"] = R.t_slug[s.pending_data[2]]
        if mine:
            out["chosen"] = [R.t_slug[x] for x in s.pending_data[3:3 + s.pending_data[1]]]
            out["cards"] = [R.t_slug[x] for x in s.pending_data[3 + s.pending_data[1]:]]
    elif s.pending == P_PAY:
        out["deck"] = s.pending_data[0] + 1
        out["paid"] = [i for i in range(len(s.armies[s.pending_seat])) if s.pending_data[1] >> i & 1]
        terms = attack_terms(s, s.pending_seat, s.pending_data[0])
        if terms is not None:  # §8.3 the attack so far against the titan's defense
            arrows = R.t_arrows_count[s.titan_decks[s.pending_data[0]][0]]
            paid = sum(army_value(s, s.armies[s.pending_seat][i], arrows) for i in out["paid"])
            out["defense"], out["attack"] = terms[0], terms[1] + paid
    elif s.pending in (P_DAMAGE, P_REPAIR, P_MREPAIR):
        out["left"] = s.pending_data[0]  # titan symbols still to take, or repairs still to make
    elif s.pending == P_RETIRE:
        out["card"] = R.m_slug[s.pending_data[0]]
    elif s.pending == P_HUNGER:
        out["left"] = unfed_left(s, s.pending_seat)  # §4.3.5 citizens still to put in the Hunger box
    return out
