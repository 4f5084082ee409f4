"""The table contract beside the view: where on the board each action code and each event belongs
(`target`, `touches`: the ids view.py gives), and what the table tells a player, in English and Greek:
what is asked now (the status bar's prompt), what an action does and costs with its rulebook section
(its tooltip), the board actions' and symbols' texts, the "How to play" guide, the score sheet's
labels and the tie-break. Sections are the spec's (§), pages the Greek rulebook's. Its words are messages of
the gettext catalogue with the context "ancient-world" (docs/translating.md); the Greek terms are the Greek
rulebook's (Εργασία, Λάβαρα Φυλών, Ζάρι Ζημιάς, πλαίσιο «Πείνας»...).

Every text and id is made from an action code, an event or a view alone, so it tells no more than they do.
The game's TableSide (agora.core.table): labels and log lines come from words.py, the screen from text.py.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import Event, Outcome, i18n
from agora.core.i18n import OptionWords, check_lang, fill, seat_name, words_of_options
from agora.core.rulebook import names_group
from agora.games.ancient_world import words
from agora.games.ancient_world.options import AncientWorldOptions
from agora.games.ancient_world.rulebook import QUOTES
from agora.games.ancient_world.tables import tables_for
from agora.games.ancient_world.text import render as render
from agora.games.ancient_world.view import (
    DAMAGE_DICE,
    DISTRICT_DECK,
    EMPIRE_DECK,
    ROUND_TRACK,
    board_id,
    face_id,
    seat_id,
    your_id,
)
from agora.games.ancient_world.words import card, tribe
from agora.games.ancient_world.words import label as label
from agora.games.ancient_world.words import narrate as narrate


def target(action: str) -> str | None:
    """The board element an action code concerns, as view.py names it: a citizen's disc on an action space or on
    the reader's own card (the place's id and the citizen's skill: a click on the disc places that citizen), a
    card of a row, a titan deck, a card being chosen among, the reader's own card, stored card or army, or an
    opponent's card (Bridge, Trade City); None for a choice with no place (pass, fight, done, decline, a payment)."""
    w = action.split()
    head, n = (w[0], len(w)) if w else ("", 0)
    if head == "place" and n == 3:
        return board_id("space", w[2], w[1])
    if head == "place" and n == 4:
        return your_id("card", w[3], w[1])
    if head in ("attack", "scout") and n == 2:
        return board_id("titans", w[1])
    if head in ("pay", "retire", "discard", "outpost") and n >= 2:
        return your_id("army", w[1][1:])  # "a0": the view's ids count armies from 0 too
    if head == "build" and n >= 2:
        stored = w[1] == "stored"
        slug = w[2] if stored else w[1]
        return your_id("stored", slug) if stored else board_id("row", slug)
    if head == "recruit" and n == 2:
        return board_id("military", w[1])
    if action in ("draw", "zori deck"):
        return EMPIRE_DECK
    if action in ("take district", "draw districts"):
        return DISTRICT_DECK
    if head in ("store", "zori") and n == 3:
        return board_id("row", w[2])
    if head in ("store", "district", "top") and n == 2:
        return board_id("drawn", w[1])
    if head in ("repair", "damage") and n == 2:
        return your_id("card", w[1])
    if head == "use" and n == 3:
        return seat_id(w[1], "card", w[2])
    return None


def touches(event: Event) -> tuple[str, ...]:
    """The board elements an event changed, read from its data alone (view.py's ids)."""
    d = event.data
    seat = d.get("seat", "")
    kind = event.kind
    if kind == "place":
        return (seat_id(seat, "card", d["card"]),) if "card" in d else (board_id("space", d["action"]),)
    if kind in ("build", "repair", "damaged"):
        return (seat_id(seat, "card", d["card"]),)
    if kind == "use":
        return (seat_id(d["owner"], "card", d["card"]),)
    if kind in ("pay", "retire", "distant_outpost"):
        return (seat_id(seat, "army", d["army"]),)
    if kind in ("recruit", "army_discarded"):
        return (seat_id(seat, "armies"),)
    if kind == "store":
        return (seat_id(seat, "stored"),)
    if kind in ("citizen", "hungry"):
        return (seat_id(seat, "citizens"),)
    if kind == "scribe_guild":
        return (seat_id(seat, "knowledge"),)
    if kind == "damage_dice":  # §8.5 the n-th die rolled is die n: the faces it shows now
        faces = [face_id(i + 1, face["titan"], face["coin"]) for i, face in enumerate(d["faces"])]
        return (DAMAGE_DICE, *faces, seat_id(seat, "coins"))
    if kind == "explore_draw":
        return (EMPIRE_DECK,)
    if kind in ("scout", "titan_top"):
        return (board_id("titans", d["deck"]),)
    if kind == "attack":
        return (board_id("titan", d["titan"]),)
    if kind == "defeat":  # the titan joins the seat's conquests; the next one turns up
        return (seat_id(seat, "conquests"), *((board_id("titan", d["next"]),) if d["next"] else ()))
    if kind == "district":
        return (seat_id(seat, "conquests"), DISTRICT_DECK)
    if kind == "round_start":
        return (ROUND_TRACK,)
    return ()


@cache
def action_text(lang: str) -> dict[str, str]:
    """What each board action does and costs (§6), in `lang`."""
    t = i18n.words(lang)
    return {
        "work": t.pgettext("ancient-world", "Work: gain 2 coins (§6, p. 10)."),
        "build": t.pgettext("ancient-world", "Build: buy an Empire card from the row or from your stored cards, "
            "paying its cost in coins and knowledge; it takes 1 capacity, and you never own two copies of one card "
            "(§6, p. 10)."),
        "draft": t.pgettext("ancient-world", "Draft: +1 attack for each citizen on Draft, yours included, for every "
            "attack this round (§6, p. 10)."),
        "expand": t.pgettext("ancient-world", "Expand: pay 1 knowledge or 3 coins and take the face-up District: "
            "more capacity, maybe more (§6, p. 10). With Expand+ you choose one of the top three (§13, p. 14)."),
        "educate": t.pgettext("ancient-world", "Educate: pay 3 coins, gain 1 knowledge (§6, p. 11)."),
        "rebuild": t.pgettext("ancient-world", "Rebuild: gain 1 coin, repair up to 2 damaged Empire cards and take "
            "the first-player marker, hand side up, if its hand side is down (§6, p. 11)."),
        "recruit": t.pgettext("ancient-world", "Recruit: buy a military card from the row at its cost into an open "
            "army; with none open, it goes over an army that has not attacked this round, which retires (§6, §9, p. "
            "11)."),
        "explore": t.pgettext("ancient-world", "Explore: draw 5 Empire cards and store one face down, or store one "
            "from the row; stored cards can be built later (§6, p. 12). Opens in round 2."),
        "grow": t.pgettext("ancient-world", "Grow: pay 3 coins for your next citizen; it starts in the Hunger box "
            "and works from next round (§6, p. 12). Opens later in the game (the round track shows when)."),
    }


@cache
def _place_rule(lang: str) -> dict[str, str]:
    """§5 who may go on an action space: higher than all there; Build and Recruit anyone (a lower one pays);
    Rebuild anyone; in `lang`."""
    t = i18n.words(lang)
    return {
        "higher": t.pgettext("ancient-world", "A citizen goes here only if its skill is higher than every citizen "
            "already here (§5, p. 5)."),
        "fee": t.pgettext("ancient-world", "Any citizen may go here; one lower than the highest already here pays 1 "
            "coin (§5, p. 10)."),
        "any": t.pgettext("ancient-world", "Any citizen may go here, whatever is already here (§5, p. 11)."),
    }


RULE_OF = {"build": "fee", "recruit": "fee", "rebuild": "any"}


@cache
def _icon_text(lang: str) -> dict[str, str]:
    """§10 (p. 13) the symbols of the cards, and the capacity Districts and Titans give, in `lang`."""
    t = i18n.words(lang)
    return {
        "food": t.pgettext("ancient-world", "Food: each citizen needs 1 at the end of the round."),
        "income_coins": t.pgettext("ancient-world", "Income: +1 coin at each end of round."),
        "income_knowledge": t.pgettext("ancient-world", "Knowledge income: +1 knowledge at each end of round."),
        "army_limit": t.pgettext("ancient-world", "Army limit: one more army."),
        "swords": t.pgettext("ancient-world", "Sword: +1 attack against every titan."),
        "arrows": t.pgettext("ancient-world", "Arrow: +1 attack against titans that allow arrows."),
        "citizen": t.pgettext("ancient-world", "Citizen: gain your next citizen when you get this card (once)."),
        "explore_bonus": t.pgettext("ancient-world", "Explore bonus: draw that many more cards when you Explore."),
        "loot": t.pgettext("ancient-world", "Loot: +1 coin when this army attacks (after the dice)."),
        "spy": t.pgettext("ancient-world", "Spy: +1 knowledge when this army attacks."),
        "repair": t.pgettext("ancient-world", "Repair: repair one damaged Empire card (an army's: just before the "
            "damage dice)."),
        "capacity": t.pgettext("ancient-world", "Capacity: room for one more Empire card."),
    }


@cache
def _card_action_text(lang: str) -> dict[str, str]:
    """§7 (p. 12–13) an Empire card's action when a citizen goes on it, in `lang`; {n} is the card's amount."""
    t = i18n.words(lang)
    return {
        "coins": t.pgettext("ancient-world", "Card action: gain {n} coins."),
        "knowledge": t.pgettext("ancient-world", "Card action: gain {n} knowledge."),
        "repair": t.pgettext("ancient-world", "Card action: repair up to {n} damaged Empire cards."),
        "coins_per_food": t.pgettext("ancient-world", "Card action: 1 coin for each food you have."),
        "explore_coins": t.pgettext("ancient-world", "Card action: Explore, then gain {n} coins."),
        "town_hall": t.pgettext("ancient-world", "Card action: 1 knowledge and the first-player marker."),
        "use_opponent": t.pgettext("ancient-world", "Card action: use an opponent's Empire card action."),
        "titan_scout": t.pgettext("ancient-world", "Card action: order the top 4 titans of a deck, then you may "
            "attack."),
    }


@cache
def explanations(lang: str) -> dict[str, str]:
    """What each action code does, by its first word(s), in `lang`; {card}, {army}, {n}, {seat} are filled
    from the code."""
    t = i18n.words(lang)
    return {
        "pass": t.pgettext("ancient-world", "Pass: you take no more turns this round. When everyone has passed, the "
            "round ends: income, army coins to the pictures, citizens home, feeding (§4.2, §4.3, p. 7–8)."),
        "place card": t.pgettext("ancient-world", "Citizen {n} on your {card}: carry out its card action; a card "
            "takes one citizen a round, and a damaged card none (§7, p. 12)."),
        "attack": t.pgettext("ancient-world", "Attack the titan on top of the {n}-star deck: pay one or more armies "
            "that have not attacked this round; your swords count, and your arrows if the titan allows them; reach "
            "its defense to take it, then roll one damage die for each of its banners (§8, p. 6–7)."),
        "pay": t.pgettext("ancient-world", "Pay army {army}: 1 coin more than the coins on its picture, put on its "
            "name; its symbols and the legacy abilities under it add to this attack (§8.2, p. 6)."),
        "fight": t.pgettext("ancient-world", "Fight: your attack reaches the titan's defense. Take the titan, then "
            "roll the damage dice: each titan face damages one of your Empire cards, each coin face costs a coin "
            "(§8.3–§8.5, p. 6–7)."),
        "build": t.pgettext("ancient-world", "Build {card}, paying its cost in coins and knowledge; it takes 1 "
            "capacity (§6, p. 10)."),
        "build stored": t.pgettext("ancient-world", "Build {card} from your stored cards, paying its cost in coins "
            "and knowledge; it takes 1 capacity (§6, p. 10)."),
        "crane": t.pgettext("ancient-world", "Discard your Crane instead of paying the coin cost (§11, p. 14)."),
        "recruit": t.pgettext("ancient-world", "Recruit {card}, paying its cost: it goes into an open army, or over "
            "an army you retire (§6, §9, p. 11)."),
        "retire": t.pgettext("ancient-world", "Retire army {army}: the new card goes on top; the legacy ability of "
            "the retired card works under it from now on; the coins on it return to you (§9, p. 11)."),
        "new army": t.pgettext("ancient-world", "Start a new army with the recruited card: you are below your army "
            "limit (§9, p. 11)."),
        "discard": t.pgettext("ancient-world", "Discard army {army} with the cards retired under it: you are above "
            "your army limit (§8.6, p. 7)."),
        "draw": t.pgettext("ancient-world", "Draw 5 Empire cards (more with an explore bonus) and store one of them "
            "face down; the rest are discarded (§6, p. 12)."),
        "store": t.pgettext("ancient-world", "Store {card} face down under your board; the other drawn cards are "
            "discarded (§6, p. 12)."),
        "store row": t.pgettext("ancient-world", "Store {card} from the row, face down under your board; everyone "
            "saw which card it is (§6, p. 12)."),
        "expand knowledge": t.pgettext("ancient-world", "Pay 1 knowledge for the District (§6, p. 10)."),
        "expand coins": t.pgettext("ancient-world", "Pay 3 coins for the District (§6, p. 10)."),
        "district": t.pgettext("ancient-world", "Keep the District {card}; the other two go face down to the bottom "
            "of the deck (§13, p. 14)."),
        "repair": t.pgettext("ancient-world", "Repair {card}: turn it face up; its symbols and ability work again "
            "(§6, p. 11; §10, p. 13)."),
        "done": t.pgettext("ancient-world", "Stop repairing (§6, p. 11)."),
        "damage": t.pgettext("ancient-world", "The titan damages {card}: it turns face down and gives nothing until "
            "repaired; its banners still score at the end (§8.5, p. 7; §12, p. 9)."),
        "use": t.pgettext("ancient-world", "Use {seat}'s {card}: carry out its card action as if it were yours "
            "(§11, p. 14)."),
        "scout": t.pgettext("ancient-world", "Forest Hideout: look at the top 4 titans of the {n}-star deck and put "
            "them back in the order you choose; you may then attack the top one (§11, p. 14)."),
        "top": t.pgettext("ancient-world", "Put {card} next on top of the titan deck (§11, p. 14)."),
        "skip": t.pgettext("ancient-world", "Do not attack the titan now on top (§11, p. 14)."),
        "buy nothing": t.pgettext("ancient-world", "Buy nothing: the rulebook says you *may* buy; your citizen "
            "stays on the action (§6, p. 10–11)."),
        "take district": t.pgettext("ancient-world", "Take the face-up District, as without Expand+ (§6, p. 10; "
            "§13, p. 14)."),
        "draw districts": t.pgettext("ancient-world", "Draw the top three Districts (the face-up one among them) "
            "and keep one; the others go face down to the bottom (§13, p. 14)."),
        "hungry": t.pgettext("ancient-world", "Citizen {n} goes to the Hunger box: you cannot use it next round, "
            "and a citizen hungry at the end costs 2 VP (§4.3, p. 8)."),
        "outpost name": t.pgettext("ancient-world", "Distant Outpost: take a coin off the name of army {army}: it "
            "may attack again this round (§11, p. 14)."),
        "outpost picture": t.pgettext("ancient-world", "Distant Outpost: take a coin off the picture of army "
            "{army}: it costs 1 coin less to pay (§11, p. 14)."),
        "decline": t.pgettext("ancient-world", "Do not use the ability now (§11, p. 14)."),
        "scribe": t.pgettext("ancient-world", "Scribe Guild: pay 1 coin, gain 1 knowledge (§11, p. 14)."),
        "zori row": t.pgettext("ancient-world", "Zori Dramatists: store {card} from the row (§11, p. 14)."),
        "zori deck": t.pgettext("ancient-world", "Zori Dramatists: store the top card of the Empire deck; the "
            "others do not see it (§11, p. 14)."),
    }


def _army(token: str) -> int:
    """"a3" -> army 4 (players count armies from 1)."""
    return int(token[1:]) + 1 if token[1:].isdigit() else 0


def explain(action: str, lang: str) -> str:
    """What `action` does and costs, with its rulebook section ("" for a code the game does not know)."""
    text = explanations(check_lang(lang))
    w = action.split()
    if not w:
        return ""
    head = w[0]
    if head == "place" and len(w) == 3 and w[2] in action_text(lang):
        return board_texts(lang)["action_text"][w[2]]
    if head == "place" and len(w) == 4:
        return fill(text["place card"], {"n": w[1], "card": card(w[3], lang)})
    if head == "build" and len(w) >= 2:
        stored = w[1] == "stored"
        crane = len(w) == (4 if stored else 3)  # a card may itself be the Crane: count the words
        slug = w[-2] if crane else w[-1]
        out = fill(text["build stored" if stored else "build"], {"card": card(slug, lang)})
        return f"{out} {text['crane']}" if crane else out
    if head in ("store", "zori") and len(w) == 3:
        return fill(text[f"{head} row"], {"card": card(w[2], lang)})
    if head == "outpost" and len(w) == 3 and w[2] in ("name", "picture"):
        return fill(text[f"outpost {w[2]}"], {"army": _army(w[1])})
    if head == "use" and len(w) == 3:
        seat = seat_name(int(w[1]), lang) if w[1].isdigit() else w[1]
        return fill(text["use"], {"seat": seat, "card": card(w[2], lang)})
    if action in text:
        return text[action]
    if head in text and len(w) == 2:
        return fill(text[head], {"n": w[1], "army": _army(w[1]), "card": card(w[1], lang)})
    return ""


@cache
def prompts(lang: str) -> dict[str, str]:
    """What the reader of a view is asked now, by the kind of decision pending (the view's `phase`), in `lang`."""
    t = i18n.words(lang)
    return {
        "turn": t.pgettext("ancient-world", "Place a citizen on an action space or one of your cards, attack a "
            "titan, or pass"),
        "turn, no attack": t.pgettext("ancient-world", "Place a citizen on an action space or one of your cards, or "
            "pass"),
        "turn, spaces": t.pgettext("ancient-world", "Place a citizen on an action space, attack a titan, or pass"),
        "turn, spaces, no attack": t.pgettext("ancient-world", "Place a citizen on an action space, or pass"),
        "turn, cards": t.pgettext("ancient-world", "Place a citizen on one of your cards, attack a titan, or pass"),
        "turn, cards, no attack": t.pgettext("ancient-world", "Place a citizen on one of your cards, or pass"),
        "turn, no citizen": t.pgettext("ancient-world", "Attack a titan, or pass"),
        "turn, pass only": t.pgettext("ancient-world", "No citizen left to place and no titan you can beat now: pass"),
        "build": t.pgettext("ancient-world", "Choose the Empire card to build, from the row or your stored cards"),
        "recruit": t.pgettext("ancient-world", "Choose the military card to recruit"),
        "retire": t.pgettext("ancient-world", "No army is open for {card}: choose the army it goes over (that one "
            "retires)"),
        "explore": t.pgettext("ancient-world", "Draw Empire cards from the deck, or store a card from the row"),
        "store": t.pgettext("ancient-world", "Choose the drawn card to store; the others are discarded"),
        "expand pay": t.pgettext("ancient-world", "Pay for the District: 1 knowledge or 3 coins"),
        "district": t.pgettext("ancient-world", "Choose the District to keep"),
        "repair": t.pgettext("ancient-world", "Repair damaged Empire cards: {left} more at most"),
        "pay armies": t.pgettext("ancient-world", "Attack on {titan}, {attack} against defense {defense}: pay your "
            "armies, then fight"),
        "military repair": t.pgettext("ancient-world", "Your army may repair a damaged Empire card before the "
            "damage dice"),
        "damage": t.pgettext("ancient-world", "The titan strikes: choose the Empire card it damages ({left} to go)"),
        "discard army": t.pgettext("ancient-world", "You are above your army limit: choose the army to discard"),
        "use card": t.pgettext("ancient-world", "Choose the opponent's Empire card whose action you use"),
        "scout": t.pgettext("ancient-world", "Forest Hideout: choose the titan deck to look at"),
        "order titans": t.pgettext("ancient-world", "Forest Hideout: choose the titan that goes next on top"),
        "forest attack": t.pgettext("ancient-world", "Forest Hideout: attack the titan now on top, or not"),
        "distant outpost": t.pgettext("ancient-world", "Distant Outpost: take a coin off one of your armies, or "
            "decline"),
        "scribe guild": t.pgettext("ancient-world", "Scribe Guild: pay 1 coin for 1 knowledge, or decline"),
        "zori dramatists": t.pgettext("ancient-world", "Zori Dramatists: store an Empire card from the row or the "
            "deck, or decline"),
        "hunger": t.pgettext("ancient-world", "Food is short: choose a citizen for the Hunger box ({left} to go)"),
        "expand plus": t.pgettext("ancient-world", "Expand+: take the face-up District, or draw the top three and "
            "keep one"),
    }


def prompt(view: dict[str, Any], lang: str) -> str:
    """What the reader of `view` decides now ("" when it is not the reader's decision)."""
    check_lang(lang)
    pending = view["pending"]
    if view.get("you") is None or pending["seat"] != view["you"]:
        return ""
    kind = pending["kind"]
    me = view["players"][view["you"]]
    if kind == "turn":  # §4.2 a citizen to place, a titan to beat (§8), or a pass: it names only what is there
        spaces = any(space["yours"] for space in view["actions"])  # where the reader's citizens may go now
        cards = any(e.get("places") for e in me["empire"])  # its own cards that take a citizen now (§7)
        where = {(True, True): "turn", (True, False): "turn, spaces", (False, True): "turn, cards"}.get((spaces, cards))
        attack = bool(view.get("attackable"))
        kind = (("turn, no citizen" if attack else "turn, pass only") if where is None
                else where if attack else "turn, no attack" if where == "turn" else f"{where}, no attack")
    template = prompts(lang).get(kind, "")
    deck = pending.get("deck")
    titan = view["titans"][deck - 1]["top"] if isinstance(deck, int) and 1 <= deck <= 3 else None
    return fill(template, {"left": pending.get("left", "?"), "card": card(pending.get("card", ""), lang),
                           "titan": card(titan, lang) if titan else "?", "attack": pending.get("attack", "?"),
                           "defense": pending.get("defense", "?")})


def how_to_play(lang: str) -> str:
    """The "How to play" panel in `lang`: one message a heading or paragraph."""
    t = i18n.words(lang)
    return "\n".join((
        t.pgettext("ancient-world", "## Goal"),
        t.pgettext("ancient-world", "After six rounds the city-state with the most victory points (VP) wins. VP "
            "come from sets of tribe banners on your Empire cards, Titans and Districts: each tribe scores for up "
            "to 6 of its banners (1, 3, 5, 7, 9, 11 VP in the Agora edition; the 11 is printed). Each hungry "
            "citizen at the end costs 2 VP."),
        t.pgettext("ancient-world", "## Your turn (one action, then the next player)"),
        t.pgettext("ancient-world", "- Place a citizen on an action space: click the space (then the citizen, if "
            "several may go). It must be higher than every citizen already there; Build and Recruit take any "
            "citizen (a lower one pays 1 coin), Rebuild ignores those there."),
        t.pgettext("ancient-world", "- Or place a citizen on one of your Empire cards that has an action (once a "
            "round): click the card on your mat."),
        t.pgettext("ancient-world", "- Or attack a titan: click its deck, then pay armies that have not attacked "
            "this round (1 coin + the coins on the picture), then fight. Swords always count, arrows only against "
            "titans that allow them. You win it if you reach its defense, then roll one damage die for each of its "
            "banners."),
        t.pgettext("ancient-world", "- Or pass: you are done until the next round."),
        t.pgettext("ancient-world", "## End of round"),
        t.pgettext("ancient-world", "Everyone takes coin and knowledge income, army coins move from the name to the "
            "picture (the army may attack again), citizens come home, and every citizen needs 1 food: the rest go "
            "to the Hunger box and skip the next round."),
        t.pgettext("ancient-world", "## Cards"),
        t.pgettext("ancient-world", "- Empire cards give banners, food, income, swords, arrows and abilities; each "
            "takes 1 capacity (the Capital has 4; Districts and Titans add more)."),
        t.pgettext("ancient-world", "- Military cards form armies; recruiting with no army open retires one, and "
            "its legacy ability keeps working under the new card."),
        t.pgettext("ancient-world", "- Explore (from round 2) stores cards to build later; Grow adds citizens."),
        t.pgettext("ancient-world", "## This table"),
        t.pgettext("ancient-world", "Hover or long-press anything to read its rule. Values marked ✦ are designed "
            "for the Agora edition, since not every printed value is public: the ✦ badge on the board lists them, "
            "each card's tip names its own."),
    ))


def score_labels(lang: str) -> dict[str, str]:
    """§12 the score sheet's rows: the VP by part, the banners per tribe, then the tie-break counts."""
    t = i18n.words(lang)
    labels = {"banners": t.pgettext("ancient-world", "Banners (VP)"),
              "card_bonus": t.pgettext("ancient-world", "Card bonuses (VP)"),
              "hunger": t.pgettext("ancient-world", "Hungry citizens (VP)")}
    for colour in tables_for(None).tribes:
        row = fill(t.pgettext("ancient-world", "{tribe} banners"), {"tribe": tribe(colour, lang)})
        labels[f"banners_{colour}"] = row[:1].upper() + row[1:]  # a row's label starts with a capital
    labels.update({"coins": t.pgettext("ancient-world", "Coins (1st tie-break)"),
                   "cards": t.pgettext("ancient-world", "Empire, District and Titan cards (2nd tie-break)"),
                   "knowledge": t.pgettext("ancient-world", "Knowledge (3rd tie-break)")})
    return labels


@cache
def _tiebreaks(lang: str) -> dict[str, str]:
    """§12 the tie-breaks, by the outcome's `tiebreak`, in `lang`."""
    t = i18n.words(lang)
    return {
        "coins": t.pgettext("ancient-world", "most coins (§12, p. 9)"),
        "cards": t.pgettext("ancient-world", "most Empire, District and Titan cards (§12, p. 9)"),
        "knowledge": t.pgettext("ancient-world", "most knowledge (§12, p. 9)"),
        "shared": t.pgettext("ancient-world", "a shared victory: tied on VP, coins, cards and knowledge, where the "
            "rulebook stops (§12, p. 9)"),
    }


def tiebreak(outcome: Outcome, lang: str) -> str:
    """The tie-break that decided (§12) in `lang`."""
    return _tiebreaks(check_lang(lang)).get(outcome.tiebreak, outcome.tiebreak)


def board_texts(lang: str) -> dict[str, dict[str, str]]:
    """The texts a client needs to word the board: each action space's effect and who may go there, the
    symbols, and the card actions (see names)."""
    rules = _place_rule(lang)
    spaces = {a: f"{text} {rules[RULE_OF.get(a, 'higher')]}" for a, text in action_text(lang).items()}
    return {"action_text": spaces, "icon": dict(_icon_text(lang)), "card_action": dict(_card_action_text(lang))}


def title(lang: str) -> str:
    """The game's title in `lang`."""
    return words.title(lang)


def _options(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang` (table.option_words)."""
    t = i18n.words(lang)
    return {
        "players": {
            "label": t.pgettext("ancient-world", "Players"),
            "description": t.pgettext("ancient-world", "how many players, 2 to 4"),
        },
        "expand_plus": {
            "label": t.pgettext("ancient-world/option", "Expand+"),
            "description": t.pgettext("ancient-world", "the Expand+ variant (§13): take the top 3 districts, keep "
                "1, the rest go to the bottom"),
        },
        "data": {
            "label": t.pgettext("ancient-world", "Data file"),
            "description": t.pgettext("ancient-world", "your own components data file (JSON or TOML)"),
        },
        "grow_round": {
            "label": t.pgettext("ancient-world", "Round Grow opens"),
            "description": t.pgettext("ancient-world", "the round the Grow action is uncovered: the rulebook prints "
                "round 2 twice (Explore opens in round 2) (A1)"),
            "values": {
                "2": t.pgettext("ancient-world", "round 2"),
                "3": t.pgettext("ancient-world", "round 3"),
            },
        },
        "equal_skill_pays_fee": {
            "label": t.pgettext("ancient-world", "An equal citizen pays"),
            "description": t.pgettext("ancient-world", "on Build or Recruit, a citizen equal to the highest one "
                "there pays 1 coin (A5)"),
        },
        "starting_cards_use_capacity": {
            "label": t.pgettext("ancient-world", "Starting cards take capacity"),
            "description": t.pgettext("ancient-world", "the two starting cards take capacity like every empire card "
                "(A6)"),
        },
        "draft_counts_own_citizen": {
            "label": t.pgettext("ancient-world", "Draft counts your citizen"),
            "description": t.pgettext("ancient-world", "Draft counts the citizen just placed among the citizens on "
                "the action (A7)"),
        },
        "draft_vs_swords_only": {
            "label": t.pgettext("ancient-world", "Draft against swords-only titans"),
            "description": t.pgettext("ancient-world", "a Draft attack counts against titans that allow swords only "
                "(A8)"),
        },
        "feed_in_last_round": {
            "label": t.pgettext("ancient-world", "Feeding in the last round"),
            "description": t.pgettext("ancient-world", "the feeding check still happens at the end of round 6 (A4)"),
        },
        "voluntary_retire": {
            "label": t.pgettext("ancient-world", "Retire at will"),
            "description": t.pgettext("ancient-world", "Recruit may retire an active card even when an army is open "
                "(A12)"),
        },
        "citizen_icon_to_hunger": {
            "label": t.pgettext("ancient-world", "A card's citizen starts hungry"),
            "description": t.pgettext("ancient-world", "a citizen gained from a card's citizen icon starts in the "
                "Hunger box (A13)"),
        },
        "hungry_citizens": {
            "label": t.pgettext("ancient-world", "Who picks the hungry citizens"),
            "description": t.pgettext("ancient-world", "who picks the citizens left unfed: the player, as the "
                "rulebook says (§4.3.5, p.8), or always the lowest or the highest numbers"),
            "values": {
                "choose": t.pgettext("ancient-world", "the player chooses"),
                "lowest": t.pgettext("ancient-world", "the lowest numbers"),
                "highest": t.pgettext("ancient-world", "the highest numbers"),
            },
        },
        "purchase_optional": {
            "label": t.pgettext("ancient-world", "Buying is optional"),
            "description": t.pgettext("ancient-world", "on Build or Recruit the citizen may buy (§6): it may go "
                "there and buy nothing; off, the placement needs a card to buy and must buy it"),
        },
    }


def option_words(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang`."""
    return words_of_options(AncientWorldOptions, {lang: _options(lang)}, lang)


def names(lang: str) -> dict[str, dict[str, str]]:
    """The components' names in `lang` (words.names), the board's texts (board_texts) and the rulebook's own
    words for its tooltips (rulebook.QUOTES)."""
    return {**words.names(lang), **board_texts(lang), **names_group(QUOTES)}


def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them in `lang` (words.view_keys)."""
    return dict(words.view_keys(check_lang(lang)))
