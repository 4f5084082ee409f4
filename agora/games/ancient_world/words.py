"""The Ancient World's player-facing words: action labels, log lines, card names and the cards' ability
texts, the options and the view's keys. Every word is a message of the gettext catalogue with the context
"ancient-world" (docs/translating.md); the cards' names and ability texts are their English in the default
edition's data file, which babel.cfg extracts (agora.core.i18n.extract_names).

The Greek rulebook keeps the printed card names in English («Wheat Fields», «Merkian Troops»); a Greek page
names every card in Greek all the same (a player reads no English word there), and the Agora edition's
designed cards get a Greek rendering too. Board actions, resources and terms are the Greek rulebook's
(Εργασία, Κατασκευή, Επιστράτευση..., νομίσματα, γνώση, Τιτάνας, Επαρχία).

Every line is built from an event's data alone, so it tells its reader no more
than the event the reader was sent.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import Event, i18n
from agora.core.i18n import SeatNames, check_lang, fill, generic_line, seat_name
from agora.games.ancient_world.tables import tables_for


@cache
def board_actions(lang: str) -> dict[str, str]:
    """The board's nine actions (§6), by their ids, in `lang`."""
    t = i18n.words(lang)
    return {
        "work": t.pgettext("ancient-world", "Work"),
        "build": t.pgettext("ancient-world", "Build"),
        "draft": t.pgettext("ancient-world", "Draft"),
        "expand": t.pgettext("ancient-world", "Expand"),
        "educate": t.pgettext("ancient-world", "Educate"),
        "rebuild": t.pgettext("ancient-world", "Rebuild"),
        "recruit": t.pgettext("ancient-world", "Recruit"),
        "explore": t.pgettext("ancient-world", "Explore"),
        "grow": t.pgettext("ancient-world", "Grow"),
    }


@cache
def _tribes(lang: str) -> dict[str, str]:
    """The tribes by their colours, as a line names one (a φυλή is feminine: «Δύο Ταιριαστά Πράσινα Λάβαρα»,
    p9), in `lang`."""
    t = i18n.words(lang)
    return {
        "green": t.pgettext("ancient-world", "green"),
        "red": t.pgettext("ancient-world", "red"),
        "blue": t.pgettext("ancient-world", "blue"),
        "yellow": t.pgettext("ancient-world", "yellow"),
        "purple": t.pgettext("ancient-world", "purple"),
    }


def tribe(colour: str, lang: str) -> str:
    """A tribe by its colour in `lang`; a tribe of an owner's data reads as its id."""
    return _tribes(lang).get(colour, colour)


@cache
def _english() -> dict[str, str]:
    """The default edition's English card names, by slug: the message ids of their translations."""
    R = tables_for(None)
    out = dict(zip(R.e_slug, R.e_name, strict=True))
    out.update(zip(R.m_slug, R.m_name, strict=True))
    out.update(zip(R.t_slug, R.t_name, strict=True))
    out.update(zip(R.d_slug, R.d_name, strict=True))
    return out


@cache
def _english_texts() -> dict[str, str]:
    """The default edition's English ability texts, by slug, of the cards that print one: the message ids of
    their translations. The named cards' Greek is the Greek rulebook's (p14 «Διευκρινήσεις Καρτών», Citadel
    p9), with the printed names put into Greek (issue 32)."""
    return {slug: str(c["text"]) for slug, c in tables_for(None).cards.items() if c.get("text")}


def card_text(slug: str, lang: str) -> str:
    """A card's ability text in `lang` ("" for a card without one)."""
    english = _english_texts().get(slug)
    return i18n.words(lang).pgettext("ancient-world", english) if english else ""


def card(slug: Any, lang: str) -> str:
    """A card's name in `lang`; a slug the default edition lacks (an owner's data) reads as itself."""
    text = str(slug)
    english = _english().get(text)
    return i18n.words(lang).pgettext("ancient-world", english) if english else text


def _army(token: str) -> int:
    """"a3" -> army 4 (players count armies from 1)."""
    return int(token[1:]) + 1 if token[1:].isdigit() else 0


# Action labels ---------------------------------------------------------------

@cache
def _simple(lang: str) -> dict[str, str]:
    """The labels of the action codes that name nothing, in `lang`."""
    t = i18n.words(lang)
    return {
        "pass": t.pgettext("ancient-world", "Pass"),
        "fight": t.pgettext("ancient-world", "Fight!"),
        "draw": t.pgettext("ancient-world", "Draw Empire cards to store one"),
        "done": t.pgettext("ancient-world", "Done"),
        "skip": t.pgettext("ancient-world", "Do not attack"),
        "scribe": t.pgettext("ancient-world", "Scribe Guild: 1 coin for 1 knowledge"),
        "decline": t.pgettext("ancient-world", "Decline"),
        "new army": t.pgettext("ancient-world", "Start a new army"),
        "expand knowledge": t.pgettext("ancient-world", "Pay 1 knowledge"),
        "expand coins": t.pgettext("ancient-world", "Pay 3 coins"),
        "zori deck": t.pgettext("ancient-world", "Zori Dramatists: store the top card blind"),
        "buy nothing": t.pgettext("ancient-world", "Buy nothing"),
        "take district": t.pgettext("ancient-world", "Take the face-up District"),
        "draw districts": t.pgettext("ancient-world", "Draw the top three Districts"),
    }


@cache
def _templates(lang: str) -> dict[str, str]:
    """The label templates of the action codes that name a card, a citizen, an army..., in `lang`."""
    t = i18n.words(lang)
    return {
        "place": t.pgettext("ancient-world", "Citizen {n} to {action}"),
        "place card": t.pgettext("ancient-world", "Citizen {n} to your card {card}"),
        "attack": t.pgettext("ancient-world", "Attack the {n}-star titan"),
        "pay": t.pgettext("ancient-world", "Pay army {army}"),
        "retire": t.pgettext("ancient-world", "Retire army {army}"),
        "discard": t.pgettext("ancient-world", "Discard army {army}"),
        "build": t.pgettext("ancient-world", "Build {card}{stored}{crane}"),
        "stored": t.pgettext("ancient-world", " (stored)"),
        "crane": t.pgettext("ancient-world", " discarding Crane, no coin cost"),
        "store": t.pgettext("ancient-world", "Store {card}"),
        "store row": t.pgettext("ancient-world", "Store {card} from the row"),
        "use": t.pgettext("ancient-world", "Use {seat}'s {card}"),
        "outpost": t.pgettext("ancient-world", "Distant Outpost: a coin off army {army} ({area})"),
        "zori row": t.pgettext("ancient-world", "Zori Dramatists: store {card}"),
        "recruit": t.pgettext("ancient-world", "Recruit {card}"),
        "district": t.pgettext("ancient-world", "Take District {card}"),
        "repair": t.pgettext("ancient-world", "Repair {card}"),
        "damage": t.pgettext("ancient-world", "Damage {card}"),
        "scout": t.pgettext("ancient-world", "Scout the {n}-star titan deck"),
        "top": t.pgettext("ancient-world", "Next on top: {card}"),
        "name": t.pgettext("ancient-world", "name"),
        "picture": t.pgettext("ancient-world", "picture"),
        "hungry": t.pgettext("ancient-world", "Citizen {n} goes hungry"),
    }


def label(action: str, lang: str) -> str:
    """A readable label of an action code in `lang`: "place 3 build" -> "Citizen 3 to Build"."""
    if action in _simple(lang):
        return _simple(lang)[action]
    w = action.split()
    if not w:
        return action
    t = _templates(lang)
    head = w[0]
    last = card(w[-1], lang)
    if head == "place" and len(w) == 3:
        return fill(t["place"], {"n": w[1], "action": board_actions(lang).get(w[2], w[2])})
    if head == "place" and len(w) == 4:
        return fill(t["place card"], {"n": w[1], "card": last})
    if head in ("attack", "scout", "hungry") and len(w) == 2:
        return fill(t[head], {"n": w[1]})
    if head in ("pay", "retire", "discard") and len(w) == 2:
        return fill(t[head], {"army": _army(w[1])})
    if head == "build":
        stored = len(w) > 2 and w[1] == "stored"
        crane = len(w) == (4 if stored else 3)  # a card may itself be the Crane: count the words
        slug = w[-2] if crane else w[-1]
        return fill(t["build"], {"card": card(slug, lang), "stored": t["stored"] if stored else "",
                                 "crane": t["crane"] if crane else ""})
    if head in ("store", "zori") and len(w) >= 2:
        key = "zori row" if head == "zori" else "store row" if w[1] == "row" else "store"
        return fill(t[key], {"card": last})
    if head == "use" and len(w) == 3:
        return fill(t["use"], {"seat": seat_name(int(w[1]), lang) if w[1].isdigit() else w[1], "card": last})
    if head == "outpost" and len(w) == 3:
        return fill(t["outpost"], {"army": _army(w[1]), "area": t.get(w[2], w[2])})
    if head in ("recruit", "district", "repair", "damage", "top") and len(w) == 2:
        return fill(t[head], {"card": last})
    return action


# Log lines -------------------------------------------------------------------

@cache
def lines(lang: str, n: int = 1) -> dict[str, str]:
    """Each event kind's log line template, in `lang`; the lines that count coins (a retired army's, a
    payment, the damage dice's coins lost) in the form for `n` of them."""
    t = i18n.words(lang)
    return {
        "use": t.pgettext("ancient-world", "{seat} uses {owner}'s {card}"),
        "scribe_guild": t.pgettext("ancient-world", "{seat} uses the Scribe Guild: 1 coin for 1 knowledge"),
        "pass": t.pgettext("ancient-world", "{seat} passes"),
        "place": t.pgettext("ancient-world", "{seat} places citizen {citizen} on {where}{fee}"),
        "first_player": t.pgettext("ancient-world", "{seat} takes the first player marker"),
        "citizen": t.pgettext("ancient-world", "{seat} gains citizen {citizen}"),
        "hungry": t.pgettext("ancient-world", "{seat} puts citizen {citizen} in the Hunger box"),
        "buy_nothing": t.pgettext("ancient-world", "{seat} buys nothing"),
        "build": t.pgettext("ancient-world", "{seat} builds {card}{stored}{crane}"),
        "recruit": t.pgettext("ancient-world", "{seat} recruits {card}"),
        "retire": t.npgettext("ancient-world", "{seat} retires army {army} ({card}) and takes back its {coins} coin",
                              "{seat} retires army {army} ({card}) and takes back its {coins} coins", n),
        "explore_draw": t.pgettext("ancient-world", "{seat} explores and draws {count} Empire cards"),
        "drawn": t.pgettext("ancient-world", "You draw: {cards}"),
        "store": t.pgettext("ancient-world", "{seat} stores {card}"),
        "discard": t.pgettext("ancient-world", "Discarded: {cards}"),
        "districts_drawn": t.pgettext("ancient-world", "You draw the districts: {cards}"),
        "district": t.pgettext("ancient-world", "{seat} takes the district {card}; next: {next}"),
        "repair": t.pgettext("ancient-world", "{seat} repairs {card}"),
        "scout": t.pgettext("ancient-world", "{seat} scouts the {deck}-star titan deck"),
        "scouted": t.pgettext("ancient-world", "You see: {cards}"),
        "titan_top": t.pgettext("ancient-world", "On top of the {deck}-star titans: {card}"),
        "distant_outpost": t.pgettext("ancient-world", "{seat} takes a coin off army {army} ({area}) with the "
            "Distant Outpost"),
        "attack": t.pgettext("ancient-world", "{seat} attacks {titan}"),
        "pay": t.npgettext("ancient-world", "{seat} pays {coins} coin to army {army}",
                           "{seat} pays {coins} coins to army {army}", n),
        "defeat": t.pgettext("ancient-world", "{seat} defeats {titan}; next: {next}"),
        "damage_dice": t.npgettext(
            "ancient-world", "{seat} rolls the damage dice: {coins_lost} coin lost, {loot} loot, {spy} knowledge",
            "{seat} rolls the damage dice: {coins_lost} coins lost, {loot} loot, {spy} knowledge", n),
        "damaged": t.pgettext("ancient-world", "{seat}'s {card} is damaged"),
        "army_discarded": t.pgettext("ancient-world", "{seat} discards the army {card}"),
        "round_end": t.pgettext("ancient-world", "End of round {round}"),
        "game_over": t.pgettext("ancient-world", "The game is over"),
        "round_start": t.pgettext("ancient-world", "Round {round} begins; first player {first}. Empire row: "
            "{empire_row}; military row: {military_row}"),
    }


@cache
def _small(lang: str) -> dict[str, str]:
    """The pieces of log lines, in `lang`."""
    t = i18n.words(lang)
    return {
        "stored": t.pgettext("ancient-world", " (stored)"),
        "crane": t.pgettext("ancient-world", " with the Crane"),
        "face down": t.pgettext("ancient-world", "a card face down"),
        "none": t.pgettext("ancient-world", "none"),
        "card": t.pgettext("ancient-world", "your card {card}"),
        "name": t.pgettext("ancient-world", "name"),
        "picture": t.pgettext("ancient-world", "picture"),
    }


def _cards(items: Any, lang: str) -> str:
    if not isinstance(items, list) or not items:
        return _small(lang)["none"]
    return ", ".join(card(x, lang) for x in items)


def narrate(event: Event, lang: str, names: SeatNames = None) -> str:
    """One log line for `event` in `lang`."""
    data = event.data
    counted = data.get("coins_lost", data.get("coins", 1))
    template = lines(check_lang(lang), counted if isinstance(counted, int) else 1).get(event.kind)
    if template is None:
        return generic_line(event, lang, names)
    small = _small(lang)
    fields: dict[str, Any] = dict(data)
    for key in ("seat", "owner", "first"):
        if isinstance(data.get(key), int):
            fields[key] = seat_name(data[key], lang, names)
    for key in ("card", "titan", "next"):
        if key in data:
            fields[key] = small["none"] if data[key] is None else card(data[key], lang)
    if event.kind == "store" and data.get("card") is None:
        fields["card"] = small["face down"]
    for key in ("cards", "empire_row", "military_row"):
        if key in data:
            fields[key] = _cards(data[key], lang)
    if isinstance(data.get("army"), int):
        fields["army"] = data["army"] + 1
    if event.kind == "place":
        if "card" in data:
            fields["where"] = fill(small["card"], {"card": card(data["card"], lang)})
        else:
            fields["where"] = board_actions(lang).get(str(data.get("action")), data.get("action"))
        fee = data.get("fee")
        fields["fee"] = fill(i18n.words(lang).npgettext("ancient-world", " (fee {fee} coin)", " (fee {fee} coins)",
                                                         fee), {"fee": fee}) if fee else ""
    if event.kind == "build":
        fields["stored"] = small["stored"] if data.get("stored") else ""
        fields["crane"] = small["crane"] if data.get("crane") else ""
    if "area" in data:
        fields["area"] = small.get(str(data["area"]), data["area"])
    return fill(template, fields)


# The game and its options -----------------------------------------------------

def title(lang: str) -> str:
    """The game's title in `lang` (the Greek edition keeps it: «Το The Ancient World παίζεται σε έξι γύρους»)."""
    return i18n.words(lang).pgettext("ancient-world", "The Ancient World")


def names(lang: str) -> dict[str, dict[str, str]]:
    """The default edition's card names, the board's actions, the cards' ability texts and the tribes
    in `lang`, by the ids the view gives them."""
    check_lang(lang)
    tribes = tables_for(None).tribes
    return {"card": {slug: card(slug, lang) for slug in _english()}, "action": dict(board_actions(lang)),
            "card_text": {slug: card_text(slug, lang) for slug in _english_texts()},
            "tribe": {colour: tribe(colour, lang) for colour in tribes}}


# The view's keys as the panels head them (table.view_keys), in the Greek rulebook's terms: Αυτοκρατορία,
# Πολίτες, Τιτάνες, Λάβαρα Φυλών, Κληρονομιά, Λάφυρα, Πείνα, γνώση, σπαθιά, βέλη. Keys that are card ids
# (a dict by card) are headed by the card's name instead.
@cache
def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them, in `lang` (table.view_keys)."""
    t = i18n.words(lang)
    return {
        "A": t.pgettext("ancient-world", "Deck A"),
        "B": t.pgettext("ancient-world", "Deck B"),
        "ability": t.pgettext("ancient-world", "Ability"),
        "action": t.pgettext("ancient-world", "Action"),
        "actions": t.pgettext("ancient-world", "Actions"),
        "allows": t.pgettext("ancient-world", "Defends against"),
        "amount": t.pgettext("ancient-world", "Amount"),
        "armies": t.pgettext("ancient-world", "Armies"),
        "attackable": t.pgettext("ancient-world", "Titans you can beat now"),
        "army_limit": t.pgettext("ancient-world", "Army limit"),
        "arrows": t.pgettext("ancient-world", "Arrows"),
        "banner_vp": t.pgettext("ancient-world", "Banner VP"),
        "banners": t.pgettext("ancient-world", "Tribe banners"),
        "banners_blue": t.pgettext("ancient-world", "Blue banners"),
        "banners_green": t.pgettext("ancient-world", "Green banners"),
        "banners_purple": t.pgettext("ancient-world", "Purple banners"),
        "banners_red": t.pgettext("ancient-world", "Red banners"),
        "banners_yellow": t.pgettext("ancient-world", "Yellow banners"),
        "capacity": t.pgettext("ancient-world", "Capacity"),
        "capacity_used": t.pgettext("ancient-world", "Capacity used"),
        "capital": t.pgettext("ancient-world", "Capital"),
        "card": t.pgettext("ancient-world", "Card"),
        "card_bonus": t.pgettext("ancient-world", "Card bonus"),
        "cards": t.pgettext("ancient-world", "Cards"),
        "chosen": t.pgettext("ancient-world", "Chosen"),
        "citizen": t.pgettext("ancient-world", "Citizen"),
        "citizens": t.pgettext("ancient-world", "Citizens"),
        "coin": t.pgettext("ancient-world", "Coin"),
        "coins": t.pgettext("ancient-world", "Coins"),
        "copies": t.pgettext("ancient-world", "Copies"),
        "cost_coins": t.pgettext("ancient-world", "Cost in coins"),
        "cost_knowledge": t.pgettext("ancient-world", "Cost in knowledge"),
        "count": t.pgettext("ancient-world", "Count"),
        "damage_dice": t.pgettext("ancient-world", "Damage dice"),
        "damaged": t.pgettext("ancient-world", "Damaged"),
        "deck": t.pgettext("ancient-world", "Deck"),
        "defense": t.pgettext("ancient-world", "Defense"),
        "designed": t.pgettext("ancient-world", "Designed"),
        "details": t.pgettext("ancient-world", "Details"),
        "discard": t.pgettext("ancient-world", "Discard pile"),
        "districts": t.pgettext("ancient-world", "Districts"),
        "draft": t.pgettext("ancient-world", "Draft"),
        "drawn": t.pgettext("ancient-world", "Drawn"),
        "edition": t.pgettext("ancient-world", "Edition"),
        "empire": t.pgettext("ancient-world", "Empire"),
        "empire_a_left": t.pgettext("ancient-world", "Empire deck A left"),
        "empire_deck": t.pgettext("ancient-world", "Empire deck"),
        "empire_row": t.pgettext("ancient-world", "Empire row"),
        "expand_plus": t.pgettext("ancient-world", "Expand+"),
        "explore_bonus": t.pgettext("ancient-world", "Exploration bonus"),
        "face_up": t.pgettext("ancient-world", "Face up"),
        "first_player": t.pgettext("ancient-world", "First player"),
        "first_player_hand_up": t.pgettext("ancient-world", "First player's hand up"),
        "food": t.pgettext("ancient-world", "Food"),
        "game": t.pgettext("ancient-world", "Game"),
        "hunger": t.pgettext("ancient-world", "Hunger"),
        "hungry": t.pgettext("ancient-world", "Hungry"),
        "icons": t.pgettext("ancient-world", "Icons"),
        "income": t.pgettext("ancient-world", "Income"),
        "income_coins": t.pgettext("ancient-world", "Coin income"),
        "income_knowledge": t.pgettext("ancient-world", "Knowledge income"),
        "kind": t.pgettext("ancient-world", "Kind"),
        "knowledge": t.pgettext("ancient-world", "Knowledge"),
        "left": t.pgettext("ancient-world", "Left"),
        "legacy": t.pgettext("ancient-world", "Legacy"),
        "loot": t.pgettext("ancient-world", "Loot"),
        "military_deck": t.pgettext("ancient-world", "Military deck"),
        "military_discard": t.pgettext("ancient-world", "Military discard"),
        "military_row": t.pgettext("ancient-world", "Military row"),
        "name": t.pgettext("ancient-world", "Name"),
        "name_coins": t.pgettext("ancient-world", "Coins by name"),
        "old_top": t.pgettext("ancient-world", "Former top card"),
        "open": t.pgettext("ancient-world", "Open"),
        "paid": t.pgettext("ancient-world", "Paid"),
        "passed": t.pgettext("ancient-world", "Passed"),
        "pending": t.pgettext("ancient-world", "Pending"),
        "phase": t.pgettext("ancient-world", "Phase"),
        "picture_coins": t.pgettext("ancient-world", "Coins by picture"),
        "placed": t.pgettext("ancient-world", "Placed"),
        "places": t.pgettext("ancient-world", "Your citizens that may go on it"),
        "players": t.pgettext("ancient-world", "Players"),
        "ranks": t.pgettext("ancient-world", "Ranks"),
        "recruit_cost": t.pgettext("ancient-world", "Recruit cost"),
        "repair": t.pgettext("ancient-world", "Repair"),
        "retired": t.pgettext("ancient-world", "Retired"),
        "round": t.pgettext("ancient-world", "Round"),
        "rounds": t.pgettext("ancient-world", "Rounds"),
        "scores": t.pgettext("ancient-world", "Scores"),
        "seat": t.pgettext("ancient-world", "Seat"),
        "skill": t.pgettext("ancient-world", "Skill"),
        "slug": t.pgettext("ancient-world", "Id"),
        "spy": t.pgettext("ancient-world", "Spy"),
        "stars": t.pgettext("ancient-world", "Stars"),
        "stored": t.pgettext("ancient-world", "Stored"),
        "stored_count": t.pgettext("ancient-world", "Stored cards"),
        "stored_decks": t.pgettext("ancient-world", "Stored from decks"),
        "stored_known": t.pgettext("ancient-world", "Stored, known"),
        "swords": t.pgettext("ancient-world", "Swords"),
        "text": t.pgettext("ancient-world", "Text"),
        "tiebreak": t.pgettext("ancient-world", "Tie-break"),
        "titan": t.pgettext("ancient-world", "Titan"),
        "titans": t.pgettext("ancient-world", "Titans"),
        "to_act": t.pgettext("ancient-world", "To act"),
        "top": t.pgettext("ancient-world", "Top"),
        "total": t.pgettext("ancient-world", "Total"),
        "tribe": t.pgettext("ancient-world", "Tribe"),
        "tribes": t.pgettext("ancient-world", "Tribes"),
        "turn_order_from": t.pgettext("ancient-world", "Turn order from"),
        "used": t.pgettext("ancient-world", "Used"),
        "vp_now": t.pgettext("ancient-world", "VP so far"),  # §12 as if the game ended now
        "winners": t.pgettext("ancient-world", "Winners"),
        "you": t.pgettext("ancient-world", "You"),
        "areas": t.pgettext("ancient-world", "Areas"),
        "choosing": t.pgettext("ancient-world", "Choosing among"),
        "conquests": t.pgettext("ancient-world", "Districts and Titans"),
        "designed_parts": t.pgettext("ancient-world", "Designed for the Agora edition"),
        "dice": t.pgettext("ancient-world", "Damage dice"),
        "faces": t.pgettext("ancient-world", "Dice faces"),
        "fee": t.pgettext("ancient-world", "Fee"),
        "id": t.pgettext("ancient-world", "Board place"),
        "opens": t.pgettext("ancient-world", "Opens in round"),
        "attack": t.pgettext("ancient-world", "Attack"),
        "ids": t.pgettext("ancient-world", "Board places"),
        "military": t.pgettext("ancient-world", "Military"),
        "scoring": t.pgettext("ancient-world", "Scoring"),
        "stored_ids": t.pgettext("ancient-world", "Stored, board places"),
        "target": t.pgettext("ancient-world", "Your board place"),
        "vp": t.pgettext("ancient-world", "VP"),
        "yours": t.pgettext("ancient-world", "Your citizens that may go"),
    }
