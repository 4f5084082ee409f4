"""The table contract beside the view: where on the board each action code and each event belongs
(`target`, `touches`: the ids view.py gives), and what the table tells a player, in English and Greek:
what is asked now (the status bar's prompt), what an action does and costs with its rulebook section
(its tooltip), the board actions' and symbols' texts, the "How to play" guide, the score sheet's
labels and the tie-break. Sections are the spec's (§), pages the Greek rulebook's; terms
are the Greek rulebook's (Εργασία, Λάβαρα Φυλών, Ζάρι Ζημιάς, πλαίσιο «Πείνας»...).

Every text and id is made from an action code, an event or a view alone, so it tells no more than they do.
The game's TableSide (agora.core.table): labels and log lines come from words.py, the screen from text.py.
"""

from __future__ import annotations

from typing import Any

from agora.core import Event, Outcome
from agora.core.i18n import OptionWords, check_lang, fill, in_language, seat_name, words_of_options
from agora.games.ancient_world import words
from agora.games.ancient_world.options import AncientWorldOptions
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
from agora.games.ancient_world.words import TRIBES_EL, card
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


# What each board action does and costs (§6).
ACTION_TEXT = {
    "en": {
        "work": "Work: gain 2 coins (§6, p. 10).",
        "build": "Build: buy an Empire card from the row or from your stored cards, paying its cost in coins and "
                 "knowledge; it takes 1 capacity, and you never own two copies of one card (§6, p. 10).",
        "draft": "Draft: +1 attack for each citizen on Draft, yours included, for every attack this round "
                 "(§6, p. 10).",
        "expand": "Expand: pay 1 knowledge or 3 coins and take the face-up District: more capacity, maybe more "
                  "(§6, p. 10). With Expand+ you choose one of the top three (§13, p. 14).",
        "educate": "Educate: pay 3 coins, gain 1 knowledge (§6, p. 11).",
        "rebuild": "Rebuild: gain 1 coin, repair up to 2 damaged Empire cards and take the first-player marker, hand "
                   "side up, if its hand side is down (§6, p. 11).",
        "recruit": "Recruit: buy a military card from the row at its cost into an open army; with none open, it "
                   "goes over an army that has not attacked this round, which retires (§6, §9, p. 11).",
        "explore": "Explore: draw 5 Empire cards and store one face down, or store one from the row; stored cards "
                   "can be built later (§6, p. 12). Opens in round 2.",
        "grow": "Grow: pay 3 coins for your next citizen; it starts in the Hunger box and works from next round "
                "(§6, p. 12). Opens later in the game (the round track shows when).",
    },
    "el": {
        "work": "Εργασία: παίρνετε 2 νομίσματα (§6, σελ. 10).",
        "build": "Κατασκευή: αγοράζετε μία κάρτα Αυτοκρατορίας από τη σειρά ή από τις αποθηκευμένες σας, "
                 "πληρώνοντας το κόστος της σε νομίσματα και γνώση· καταλαμβάνει 1 χωρητικότητα και δεν έχετε ποτέ "
                 "την ίδια κάρτα δύο φορές (§6, σελ. 10).",
        "draft": "Επιστράτευση: +1 αξία επίθεσης για κάθε Πολίτη στην ενέργεια, και του δικού σας, για κάθε "
                 "επίθεση αυτού του γύρου (§6, σελ. 10).",
        "expand": "Επέκταση: πληρώνετε 1 γνώση ή 3 νομίσματα και παίρνετε την ανοιχτή κάρτα Επαρχίας: περισσότερη "
                  "χωρητικότητα, ίσως κι άλλα (§6, σελ. 10). Με την Επέκταση+ διαλέγετε μία από τις τρεις πρώτες "
                  "(§13, σελ. 14).",
        "educate": "Εκπαίδευση: πληρώνετε 3 νομίσματα και κερδίζετε 1 γνώση (§6, σελ. 11).",
        "rebuild": "Ανακατασκευή: κερδίζετε 1 νόμισμα, επισκευάζετε έως 2 χτυπημένες κάρτες Αυτοκρατορίας και "
                   "παίρνετε τον δείκτη 1ου παίκτη με το χέρι ανοιχτό, αν το χέρι του είναι κλειστό (§6, σελ. 11).",
        "recruit": "Στρατολόγηση: αγοράζετε μια κάρτα Στρατού από τη σειρά στο κόστος της, σε έναν ανοιχτό στρατό· "
                   "αν δεν υπάρχει, μπαίνει πάνω από έναν στρατό που δεν έχει επιτεθεί αυτόν τον γύρο, ο οποίος "
                   "αποσύρεται (§6, §9, σελ. 11).",
        "explore": "Εξερεύνηση: τραβάτε 5 κάρτες Αυτοκρατορίας και αποθηκεύετε μία κλειστή, ή αποθηκεύετε μία από τη "
                   "σειρά· τις αποθηκευμένες μπορείτε να τις κατασκευάσετε αργότερα (§6, σελ. 12). Ανοίγει στον "
                   "γύρο 2.",
        "grow": "Αύξηση: πληρώνετε 3 νομίσματα για τον επόμενο Πολίτη σας· ξεκινά στο πλαίσιο «Πείνας» και δουλεύει "
                "από τον επόμενο γύρο (§6, σελ. 12). Ανοίγει αργότερα στο παιχνίδι (το δείχνει ο μετρητής γύρων).",
    },
}
# §5 who may go on an action space: higher than all there; Build and Recruit anyone (a lower one pays);
# Rebuild anyone.
PLACE_RULE = {
    "en": {"higher": "A citizen goes here only if its skill is higher than every citizen already here (§5, p. 5).",
           "fee": "Any citizen may go here; one lower than the highest already here pays 1 coin (§5, p. 10).",
           "any": "Any citizen may go here, whatever is already here (§5, p. 11)."},
    "el": {"higher": "Ένας Πολίτης μπαίνει εδώ μόνο αν ο βαθμός ικανότητάς του είναι μεγαλύτερος από κάθε Πολίτη που "
                     "βρίσκεται ήδη εδώ (§5, σελ. 5).",
           "fee": "Εδώ μπαίνει κάθε Πολίτης· όποιος έχει μικρότερο βαθμό από τον μεγαλύτερο που βρίσκεται ήδη εδώ "
                  "πληρώνει 1 νόμισμα (§5, σελ. 10).",
           "any": "Εδώ μπαίνει κάθε Πολίτης, ό,τι κι αν βρίσκεται ήδη εδώ (§5, σελ. 11)."},
}
RULE_OF = {"build": "fee", "recruit": "fee", "rebuild": "any"}

# §10 (p. 13) the symbols of the cards, and the capacity Districts and Titans give.
ICON_TEXT = {
    "en": {
        "food": "Food: each citizen needs 1 at the end of the round.",
        "income_coins": "Income: +1 coin at each end of round.",
        "income_knowledge": "Knowledge income: +1 knowledge at each end of round.",
        "army_limit": "Army limit: one more army.",
        "swords": "Sword: +1 attack against every titan.",
        "arrows": "Arrow: +1 attack against titans that allow arrows.",
        "citizen": "Citizen: gain your next citizen when you get this card (once).",
        "explore_bonus": "Explore bonus: draw that many more cards when you Explore.",
        "loot": "Loot: +1 coin when this army attacks (after the dice).",
        "spy": "Spy: +1 knowledge when this army attacks.",
        "repair": "Repair: repair one damaged Empire card (an army's: just before the damage dice).",
        "capacity": "Capacity: room for one more Empire card.",
    },
    "el": {
        "food": "Τροφή: κάθε Πολίτης χρειάζεται 1 στο τέλος του γύρου.",
        "income_coins": "Εισόδημα: +1 νόμισμα στο τέλος κάθε γύρου.",
        "income_knowledge": "Απόκτηση Γνώσης: +1 γνώση στο τέλος κάθε γύρου.",
        "army_limit": "Όριο Στρατού: ένας στρατός ακόμη.",
        "swords": "Σπαθί: +1 αξία επίθεσης σε κάθε Τιτάνα.",
        "arrows": "Βέλος: +1 αξία επίθεσης σε Τιτάνες που δέχονται βέλη.",
        "citizen": "Πολίτης: παίρνετε τον επόμενο Πολίτη σας μόλις αποκτήσετε την κάρτα (μία φορά).",
        "explore_bonus": "Bonus Εξερεύνησης: τραβάτε τόσες επιπλέον κάρτες όταν Εξερευνάτε.",
        "loot": "Λάφυρα: +1 νόμισμα όταν ο στρατός επιτίθεται (μετά τα ζάρια).",
        "spy": "Κατάσκοπος: +1 γνώση όταν ο στρατός επιτίθεται.",
        "repair": "Επισκευή: επισκευάζετε μία χτυπημένη κάρτα Αυτοκρατορίας (ενός στρατού: ακριβώς πριν από τα "
                  "ζάρια ζημιάς).",
        "capacity": "Χωρητικότητα: χώρος για μία κάρτα Αυτοκρατορίας ακόμη.",
    },
}
# §7 (p. 12–13) an Empire card's action when a citizen goes on it; {n} is the card's amount.
CARD_ACTION_TEXT = {
    "en": {"coins": "Card action: gain {n} coins.", "knowledge": "Card action: gain {n} knowledge.",
           "repair": "Card action: repair up to {n} damaged Empire cards.",
           "coins_per_food": "Card action: 1 coin for each food you have.",
           "explore_coins": "Card action: Explore, then gain {n} coins.",
           "town_hall": "Card action: 1 knowledge and the first-player marker.",
           "use_opponent": "Card action: use an opponent's Empire card action.",
           "titan_scout": "Card action: order the top 4 titans of a deck, then you may attack."},
    "el": {"coins": "Ενέργεια κάρτας: κερδίζετε {n} νομίσματα.", "knowledge": "Ενέργεια κάρτας: κερδίζετε {n} γνώση.",
           "repair": "Ενέργεια κάρτας: επισκευάζετε έως {n} χτυπημένες κάρτες Αυτοκρατορίας.",
           "coins_per_food": "Ενέργεια κάρτας: 1 νόμισμα για κάθε τροφή που έχετε.",
           "explore_coins": "Ενέργεια κάρτας: Εξερεύνηση, και κερδίζετε {n} νομίσματα.",
           "town_hall": "Ενέργεια κάρτας: 1 γνώση και ο δείκτης 1ου παίκτη.",
           "use_opponent": "Ενέργεια κάρτας: χρησιμοποιείτε την ενέργεια κάρτας Αυτοκρατορίας ενός αντιπάλου.",
           "titan_scout": "Ενέργεια κάρτας: βάζετε σε σειρά τους 4 πρώτους Τιτάνες μιας τράπουλας και μπορείτε να "
                          "επιτεθείτε."},
}

# What each action code does, by its first word(s); {card}, {army}, {n}, {seat} are filled from the code.
EXPLAIN = {
    "en": {
        "pass": "Pass: you take no more turns this round. When everyone has passed, the round ends: income, "
                "army coins to the pictures, citizens home, feeding (§4.2, §4.3, p. 7–8).",
        "place card": "Citizen {n} on your {card}: carry out its card action; a card takes one citizen a round, "
                      "and a damaged card none (§7, p. 12).",
        "attack": "Attack the titan on top of the {n}-star deck: pay one or more armies that have not attacked this "
                  "round; your swords count, and your arrows if the titan allows them; reach its defense to take "
                  "it, then roll one damage die for each of its banners (§8, p. 6–7).",
        "pay": "Pay army {army}: 1 coin more than the coins on its picture, put on its name; its symbols and the "
               "legacy abilities under it add to this attack (§8.2, p. 6).",
        "fight": "Fight: your attack reaches the titan's defense. Take the titan, then roll the damage dice: each "
                 "titan face damages one of your Empire cards, each coin face costs a coin (§8.3–§8.5, p. 6–7).",
        "build": "Build {card}, paying its cost in coins and knowledge; it takes 1 capacity (§6, p. 10).",
        "build stored": "Build {card} from your stored cards, paying its cost in coins and knowledge; it takes 1 "
                        "capacity (§6, p. 10).",
        "crane": "Discard your Crane instead of paying the coin cost (§11, p. 14).",
        "recruit": "Recruit {card}, paying its cost: it goes into an open army, or over an army you retire "
                   "(§6, §9, p. 11).",
        "retire": "Retire army {army}: the new card goes on top; the legacy ability of the retired card works "
                  "under it from now on; the coins on it return to you (§9, p. 11).",
        "new army": "Start a new army with the recruited card: you are below your army limit (§9, p. 11).",
        "discard": "Discard army {army} with the cards retired under it: you are above your army limit "
                   "(§8.6, p. 7).",
        "draw": "Draw 5 Empire cards (more with an explore bonus) and store one of them face down; the rest are "
                "discarded (§6, p. 12).",
        "store": "Store {card} face down under your board; the other drawn cards are discarded (§6, p. 12).",
        "store row": "Store {card} from the row, face down under your board; everyone saw which card it is "
                     "(§6, p. 12).",
        "expand knowledge": "Pay 1 knowledge for the District (§6, p. 10).",
        "expand coins": "Pay 3 coins for the District (§6, p. 10).",
        "district": "Keep the District {card}; the other two go face down to the bottom of the deck (§13, p. 14).",
        "repair": "Repair {card}: turn it face up; its symbols and ability work again (§6, p. 11; §10, p. 13).",
        "done": "Stop repairing (§6, p. 11).",
        "damage": "The titan damages {card}: it turns face down and gives nothing until repaired; its banners still "
                  "score at the end (§8.5, p. 7; §12, p. 9).",
        "use": "Use {seat}'s {card}: carry out its card action as if it were yours (§11, p. 14).",
        "scout": "Forest Hideout: look at the top 4 titans of the {n}-star deck and put them back in the order you "
                 "choose; you may then attack the top one (§11, p. 14).",
        "top": "Put {card} next on top of the titan deck (§11, p. 14).",
        "skip": "Do not attack the titan now on top (§11, p. 14).",
        "buy nothing": "Buy nothing: the rulebook says you *may* buy; your citizen stays on the action (§6, p. 10–11).",
        "take district": "Take the face-up District, as without Expand+ (§6, p. 10; §13, p. 14).",
        "draw districts": "Draw the top three Districts (the face-up one among them) and keep one; the others go "
                          "face down to the bottom (§13, p. 14).",
        "hungry": "Citizen {n} goes to the Hunger box: you cannot use it next round, and a citizen hungry at the "
                  "end costs 2 VP (§4.3, p. 8).",
        "outpost name": "Distant Outpost: take a coin off the name of army {army}: it may attack again this round "
                        "(§11, p. 14).",
        "outpost picture": "Distant Outpost: take a coin off the picture of army {army}: it costs 1 coin less to pay "
                           "(§11, p. 14).",
        "decline": "Do not use the ability now (§11, p. 14).",
        "scribe": "Scribe Guild: pay 1 coin, gain 1 knowledge (§11, p. 14).",
        "zori row": "Zori Dramatists: store {card} from the row (§11, p. 14).",
        "zori deck": "Zori Dramatists: store the top card of the Empire deck; the others do not see it (§11, p. 14).",
    },
    "el": {
        "pass": "Πάσο: δεν παίζετε άλλη φορά αυτόν τον γύρο. Όταν όλοι παίξουν πάσο, ο γύρος τελειώνει: εισόδημα, "
                "νομίσματα στρατών στην εικόνα, οι Πολίτες επιστρέφουν, έλεγχος τροφής (§4.2, §4.3, σελ. 7–8).",
        "place card": "Πολίτης {n} στην κάρτα σας {card}: εκτελείτε την ενέργεια της κάρτας· κάθε κάρτα δέχεται έναν "
                      "Πολίτη τον γύρο, και μια χτυπημένη κανέναν (§7, σελ. 12).",
        "attack": "Επίθεση στον Τιτάνα στην κορυφή της τράπουλας {n} αστεριών: πληρώνετε έναν ή περισσότερους "
                  "στρατούς που δεν έχουν επιτεθεί αυτόν τον γύρο· μετρούν τα σπαθιά σας, και τα βέλη αν ο Τιτάνας τα "
                  "δέχεται· αν φτάσετε την άμυνά του τον παίρνετε και ρίχνετε ένα Ζάρι Ζημιάς για κάθε λάβαρό του "
                  "(§8, σελ. 6–7).",
        "pay": "Πληρωμή του στρατού {army}: ένα νόμισμα περισσότερο από όσα έχει στην εικόνα, πάνω στην ονομασία του· "
               "τα σύμβολά του και οι Ικανότητες Κληρονομιάς από κάτω του προστίθενται σε αυτή την επίθεση "
               "(§8.2, σελ. 6).",
        "fight": "Μάχη: η αξία επίθεσής σας φτάνει την άμυνα του Τιτάνα. Τον παίρνετε και ρίχνετε τα Ζάρια Ζημιάς: "
                 "κάθε σύμβολο Τιτάνα χτυπά μία κάρτα Αυτοκρατορίας σας, κάθε σύμβολο νομίσματος κοστίζει ένα "
                 "νόμισμα (§8.3–§8.5, σελ. 6–7).",
        "build": "Κατασκευή: {card}, πληρώνοντας το κόστος της σε νομίσματα και γνώση· καταλαμβάνει 1 χωρητικότητα "
                 "(§6, σελ. 10).",
        "build stored": "Κατασκευή της αποθηκευμένης σας {card}, πληρώνοντας το κόστος της σε νομίσματα και γνώση· "
                        "καταλαμβάνει 1 χωρητικότητα (§6, σελ. 10).",
        "crane": "Ξεσκαρτάρετε τον Γερανό σας αντί να πληρώσετε το κόστος σε νομίσματα (§11, σελ. 14).",
        "recruit": "Στρατολόγηση: {card}, πληρώνοντας το κόστος της· μπαίνει σε έναν ανοιχτό στρατό, ή πάνω από "
                   "έναν στρατό που αποσύρετε (§6, §9, σελ. 11).",
        "retire": "Απόσυρση του στρατού {army}: η νέα κάρτα μπαίνει από πάνω· η Ικανότητα Κληρονομιάς της "
                  "αποσυρμένης κάρτας ισχύει από κάτω της στο εξής· τα νομίσματά της επιστρέφουν σε εσάς "
                  "(§9, σελ. 11).",
        "new army": "Νέος στρατός με την κάρτα που στρατολογήσατε: είστε κάτω από το όριο Στρατού σας "
                    "(§9, σελ. 11).",
        "discard": "Απόρριψη του στρατού {army} μαζί με τις αποσυρμένες κάρτες του: ξεπερνάτε το όριο Στρατού σας "
                   "(§8.6, σελ. 7).",
        "draw": "Τραβάτε 5 κάρτες Αυτοκρατορίας (περισσότερες με Bonus Εξερεύνησης) και αποθηκεύετε μία κλειστή· οι "
                "υπόλοιπες ξεσκαρτάρονται (§6, σελ. 12).",
        "store": "Αποθήκευση: {card}, κλειστή κάτω από το ταμπλό σας· οι άλλες κάρτες που τραβήξατε ξεσκαρτάρονται "
                 "(§6, σελ. 12).",
        "store row": "Αποθήκευση από τη σειρά: {card}, κλειστή κάτω από το ταμπλό σας· όλοι είδαν ποια είναι "
                     "(§6, σελ. 12).",
        "expand knowledge": "Πληρώνετε 1 γνώση για την Επαρχία (§6, σελ. 10).",
        "expand coins": "Πληρώνετε 3 νομίσματα για την Επαρχία (§6, σελ. 10).",
        "district": "Κρατάτε την Επαρχία {card}· οι άλλες δύο μπαίνουν κλειστές στον πάτο της τράπουλας "
                    "(§13, σελ. 14).",
        "repair": "Επισκευή: {card}· ανοίγει ξανά και τα σύμβολα και η ιδιότητά της ισχύουν (§6, σελ. 11· "
                  "§10, σελ. 13).",
        "done": "Τέλος επισκευών (§6, σελ. 11).",
        "damage": "Ο Τιτάνας χτυπά την κάρτα {card}: κλείνει και δεν δίνει τίποτα μέχρι να επισκευαστεί· τα λάβαρά "
                  "της μετρούν στο τέλος (§8.5, σελ. 7· §12, σελ. 9).",
        "use": "Χρήση της κάρτας {card} ({seat}): εκτελείτε την ενέργειά της σαν να ήταν δική σας (§11, σελ. 14).",
        "scout": "Κρησφύγετο του Δάσους: κοιτάτε τους 4 πρώτους Τιτάνες της τράπουλας {n} αστεριών και τους "
                 "επιστρέφετε με όποια σειρά θέλετε· μετά μπορείτε να επιτεθείτε στον πρώτο (§11, σελ. 14).",
        "top": "Ο {card} μπαίνει επόμενος στην κορυφή της τράπουλας Τιτάνων (§11, σελ. 14).",
        "skip": "Καμία επίθεση στον Τιτάνα της κορυφής τώρα (§11, σελ. 14).",
        "buy nothing": "Καμία αγορά: ο κανόνας λέει «μπορεί να αγοράσει»· ο Πολίτης σας μένει στην ενέργεια "
                       "(§6, σελ. 10–11).",
        "take district": "Παίρνετε την ανοιχτή Επαρχία, όπως χωρίς την Επέκταση+ (§6, σελ. 10· §13, σελ. 14).",
        "draw districts": "Τραβάτε τις τρεις πρώτες Επαρχίες (μαζί με την ανοιχτή) και κρατάτε μία· οι άλλες μπαίνουν "
                          "κλειστές στον πάτο (§13, σελ. 14).",
        "hungry": "Ο Πολίτης {n} μπαίνει στο πλαίσιο «Πείνας»: δεν τον χρησιμοποιείτε τον επόμενο γύρο, και ένας "
                  "πεινασμένος Πολίτης στο τέλος κοστίζει 2 ΠΝ (§4.3, σελ. 8).",
        "outpost name": "Μακρινό Προπύργιο: ένα νόμισμα φεύγει από την ονομασία του στρατού {army}: μπορεί να επιτεθεί "
                        "ξανά αυτόν τον γύρο (§11, σελ. 14).",
        "outpost picture": "Μακρινό Προπύργιο: ένα νόμισμα φεύγει από την εικόνα του στρατού {army}: κοστίζει 1 "
                           "νόμισμα λιγότερο (§11, σελ. 14).",
        "decline": "Δεν χρησιμοποιείτε την ιδιότητα τώρα (§11, σελ. 14).",
        "scribe": "Συντεχνία Γραφέων: πληρώνετε 1 νόμισμα και κερδίζετε 1 γνώση (§11, σελ. 14).",
        "zori row": "Δραματουργοί της Ζόρι: αποθηκεύετε την κάρτα {card} από τη σειρά (§11, σελ. 14).",
        "zori deck": "Δραματουργοί της Ζόρι: αποθηκεύετε την πρώτη κάρτα της τράπουλας Αυτοκρατορίας· οι άλλοι δεν τη "
                     "βλέπουν (§11, σελ. 14).",
    },
}


def _army(token: str) -> int:
    """"a3" -> army 4 (players count armies from 1)."""
    return int(token[1:]) + 1 if token[1:].isdigit() else 0


def explain(action: str, lang: str) -> str:
    """What `action` does and costs, with its rulebook section ("" for a code the game does not know)."""
    text = EXPLAIN[check_lang(lang)]
    w = action.split()
    if not w:
        return ""
    head = w[0]
    if head == "place" and len(w) == 3 and w[2] in ACTION_TEXT[lang]:
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


# What the reader of a view is asked now, by the kind of decision pending (the view's `phase`).
PROMPTS = {
    "en": {
        "turn": "Place a citizen on an action space or one of your cards, attack a titan, or pass",
        "turn, no attack": "Place a citizen on an action space or one of your cards, or pass",
        "turn, spaces": "Place a citizen on an action space, attack a titan, or pass",
        "turn, spaces, no attack": "Place a citizen on an action space, or pass",
        "turn, cards": "Place a citizen on one of your cards, attack a titan, or pass",
        "turn, cards, no attack": "Place a citizen on one of your cards, or pass",
        "turn, no citizen": "Attack a titan, or pass",
        "turn, pass only": "No citizen left to place and no titan you can beat now: pass",
        "build": "Choose the Empire card to build, from the row or your stored cards",
        "recruit": "Choose the military card to recruit",
        "retire": "No army is open for {card}: choose the army it goes over (that one retires)",
        "explore": "Draw Empire cards from the deck, or store a card from the row",
        "store": "Choose the drawn card to store; the others are discarded",
        "expand pay": "Pay for the District: 1 knowledge or 3 coins",
        "district": "Choose the District to keep",
        "repair": "Repair damaged Empire cards: {left} more at most",
        "pay armies": "Attack on {titan}, {attack} against defense {defense}: pay your armies, then fight",
        "military repair": "Your army may repair a damaged Empire card before the damage dice",
        "damage": "The titan strikes: choose the Empire card it damages ({left} to go)",
        "discard army": "You are above your army limit: choose the army to discard",
        "use card": "Choose the opponent's Empire card whose action you use",
        "scout": "Forest Hideout: choose the titan deck to look at",
        "order titans": "Forest Hideout: choose the titan that goes next on top",
        "forest attack": "Forest Hideout: attack the titan now on top, or not",
        "distant outpost": "Distant Outpost: take a coin off one of your armies, or decline",
        "scribe guild": "Scribe Guild: pay 1 coin for 1 knowledge, or decline",
        "zori dramatists": "Zori Dramatists: store an Empire card from the row or the deck, or decline",
        "hunger": "Food is short: choose a citizen for the Hunger box ({left} to go)",
        "expand plus": "Expand+: take the face-up District, or draw the top three and keep one",
    },
    "el": {
        "turn": "Τοποθετήστε έναν Πολίτη σε μια ενέργεια ή σε μια κάρτα σας, επιτεθείτε σε Τιτάνα, ή πάσο",
        "turn, no attack": "Τοποθετήστε έναν Πολίτη σε μια ενέργεια ή σε μια κάρτα σας, ή πάσο",
        "turn, spaces": "Τοποθετήστε έναν Πολίτη σε μια ενέργεια, επιτεθείτε σε Τιτάνα, ή πάσο",
        "turn, spaces, no attack": "Τοποθετήστε έναν Πολίτη σε μια ενέργεια, ή πάσο",
        "turn, cards": "Τοποθετήστε έναν Πολίτη σε μια κάρτα σας, επιτεθείτε σε Τιτάνα, ή πάσο",
        "turn, cards, no attack": "Τοποθετήστε έναν Πολίτη σε μια κάρτα σας, ή πάσο",
        "turn, no citizen": "Επιτεθείτε σε Τιτάνα, ή πάσο",
        "turn, pass only": "Δεν σας μένει Πολίτης και κανένας Τιτάνας που να νικάτε τώρα: πάσο",
        "build": "Διαλέξτε την κάρτα Αυτοκρατορίας που κατασκευάζετε, από τη σειρά ή τις αποθηκευμένες σας",
        "recruit": "Διαλέξτε την κάρτα Στρατού που στρατολογείτε",
        "retire": "Δεν υπάρχει ανοιχτός στρατός για την κάρτα {card}: διαλέξτε τον στρατό πάνω από τον οποίο "
                  "μπαίνει (εκείνος αποσύρεται)",
        "explore": "Τραβήξτε κάρτες Αυτοκρατορίας από την τράπουλα ή αποθηκεύστε μία από τη σειρά",
        "store": "Διαλέξτε την κάρτα που αποθηκεύετε· οι άλλες ξεσκαρτάρονται",
        "expand pay": "Πληρώστε για την Επαρχία: 1 γνώση ή 3 νομίσματα",
        "district": "Διαλέξτε την Επαρχία που κρατάτε",
        "repair": "Επισκευάστε χτυπημένες κάρτες Αυτοκρατορίας: έως {left} ακόμη",
        "pay armies": "Επίθεση στον Τιτάνα {titan}, {attack} απέναντι σε άμυνα {defense}: πληρώστε τους στρατούς σας "
                      "και μετά στη μάχη",
        "military repair": "Ο στρατός σας μπορεί να επισκευάσει μια χτυπημένη κάρτα Αυτοκρατορίας πριν από τα Ζάρια "
                           "Ζημιάς",
        "damage": "Ο Τιτάνας χτυπά: διαλέξτε την κάρτα Αυτοκρατορίας που δέχεται ζημιά (απομένουν {left})",
        "discard army": "Ξεπερνάτε το όριο Στρατού σας: διαλέξτε τον στρατό που απορρίπτετε",
        "use card": "Διαλέξτε την κάρτα Αυτοκρατορίας αντιπάλου της οποίας την ενέργεια χρησιμοποιείτε",
        "scout": "Κρησφύγετο του Δάσους: διαλέξτε την τράπουλα Τιτάνων που κοιτάτε",
        "order titans": "Κρησφύγετο του Δάσους: διαλέξτε τον Τιτάνα που μπαίνει επόμενος στην κορυφή",
        "forest attack": "Κρησφύγετο του Δάσους: επίθεση στον Τιτάνα της κορυφής, ή όχι",
        "distant outpost": "Μακρινό Προπύργιο: πάρτε ένα νόμισμα από έναν στρατό σας, ή όχι",
        "scribe guild": "Συντεχνία Γραφέων: 1 νόμισμα για 1 γνώση, ή όχι",
        "zori dramatists": "Δραματουργοί της Ζόρι: αποθηκεύστε μια κάρτα Αυτοκρατορίας από τη σειρά ή την "
                           "τράπουλα, ή όχι",
        "hunger": "Η τροφή δεν φτάνει: διαλέξτε Πολίτη για το πλαίσιο «Πείνας» (απομένουν {left})",
        "expand plus": "Επέκταση+: πάρτε την ανοιχτή Επαρχία, ή τραβήξτε τις τρεις πρώτες και κρατήστε μία",
    },
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
    template = PROMPTS[lang].get(kind, "")
    deck = pending.get("deck")
    titan = view["titans"][deck - 1]["top"] if isinstance(deck, int) and 1 <= deck <= 3 else None
    return fill(template, {"left": pending.get("left", "?"), "card": card(pending.get("card", ""), lang),
                           "titan": card(titan, lang) if titan else "?", "attack": pending.get("attack", "?"),
                           "defense": pending.get("defense", "?")})


HOW_TO_PLAY = {
    "en": "\n".join((
        "## Goal",
        "After six rounds the city-state with the most victory points (VP) wins. VP come from sets of tribe "
        "banners on your Empire cards, Titans and Districts: each tribe scores for up to 6 of its banners (1, 3, "
        "5, 7, 9, 11 VP in the Agora edition; the 11 is printed). Each hungry citizen at the end costs 2 VP.",
        "## Your turn (one action, then the next player)",
        "- Place a citizen on an action space: click the space (then the citizen, if several may go). It must be "
        "higher than every citizen already there; Build and Recruit take any citizen (a lower one pays 1 coin), "
        "Rebuild ignores those there.",
        "- Or place a citizen on one of your Empire cards that has an action (once a round): click the card on "
        "your mat.",
        "- Or attack a titan: click its deck, then pay armies that have not attacked this round (1 coin + the "
        "coins on the picture), then fight. Swords always count, arrows only against titans that allow them. You "
        "win it if you reach its defense, then roll one damage die for each of its banners.",
        "- Or pass: you are done until the next round.",
        "## End of round",
        "Everyone takes coin and knowledge income, army coins move from the name to the picture (the army may "
        "attack again), citizens come home, and every citizen needs 1 food: the rest go to the Hunger box and "
        "skip the next round.",
        "## Cards",
        "- Empire cards give banners, food, income, swords, arrows and abilities; each takes 1 capacity (the "
        "Capital has 4; Districts and Titans add more).",
        "- Military cards form armies; recruiting with no army open retires one, and its legacy ability keeps "
        "working under the new card.",
        "- Explore (from round 2) stores cards to build later; Grow adds citizens.",
        "## This table",
        "Hover or long-press anything to read its rule. Values marked ✦ are designed for the Agora edition, since "
        "not every printed value is public: the ✦ badge on the board lists them, each card's tip names its own.",
    )),
    "el": "\n".join((
        "## Σκοπός",
        "Μετά από έξι γύρους κερδίζει η πόλη-κράτος με τους περισσότερους πόντους νίκης (ΠΝ). ΠΝ δίνουν τα σετ "
        "λαβάρων φυλών στις κάρτες Αυτοκρατορίας, στους Τιτάνες και στις Επαρχίες σας: κάθε φυλή μετρά έως 6 "
        "λάβαρά της (1, 3, 5, 7, 9, 11 ΠΝ στην έκδοση Agora· το 11 είναι τυπωμένο). Κάθε πεινασμένος Πολίτης στο "
        "τέλος κοστίζει 2 ΠΝ.",
        "## Η σειρά σας (μία ενέργεια, μετά ο επόμενος παίκτης)",
        "- Τοποθετήστε έναν Πολίτη σε μια ενέργεια του ταμπλό: κάντε κλικ στην ενέργεια (και στον Πολίτη, αν "
        "μπορούν πολλοί). Πρέπει να έχει μεγαλύτερο βαθμό από κάθε Πολίτη που βρίσκεται ήδη εκεί· η Κατασκευή και "
        "η Στρατολόγηση δέχονται κάθε Πολίτη (ο μικρότερος πληρώνει 1 νόμισμα), η Ανακατασκευή αγνοεί όσους είναι "
        "εκεί.",
        "- Ή τοποθετήστε έναν Πολίτη σε μια κάρτα Αυτοκρατορίας σας με ενέργεια (μία φορά τον γύρο): κάντε κλικ "
        "στην κάρτα στο ταμπλό παίκτη σας.",
        "- Ή επιτεθείτε σε Τιτάνα: κάντε κλικ στην τράπουλά του, πληρώστε στρατούς που δεν έχουν επιτεθεί αυτόν "
        "τον γύρο (1 νόμισμα + τα νομίσματα της εικόνας) και μετά στη μάχη. Τα σπαθιά μετρούν πάντα, τα βέλη μόνο "
        "σε Τιτάνες που τα δέχονται. Αν φτάσετε την άμυνά του τον κερδίζετε και ρίχνετε ένα Ζάρι Ζημιάς για κάθε "
        "λάβαρό του.",
        "- Ή πάσο: τελειώσατε μέχρι τον επόμενο γύρο.",
        "## Τέλος του γύρου",
        "Όλοι παίρνουν το εισόδημά τους σε νομίσματα και γνώση, τα νομίσματα των στρατών κατεβαίνουν από την "
        "ονομασία στην εικόνα (ο στρατός μπορεί να επιτεθεί ξανά), οι Πολίτες επιστρέφουν, και κάθε Πολίτης "
        "χρειάζεται 1 τροφή: οι υπόλοιποι πάνε στο πλαίσιο «Πείνας» και χάνουν τον επόμενο γύρο.",
        "## Κάρτες",
        "- Οι κάρτες Αυτοκρατορίας δίνουν λάβαρα, τροφή, εισόδημα, σπαθιά, βέλη και ιδιότητες· καθεμιά "
        "καταλαμβάνει 1 χωρητικότητα (η Πρωτεύουσα έχει 4· οι Επαρχίες και οι Τιτάνες δίνουν περισσότερη).",
        "- Οι κάρτες Στρατού σχηματίζουν στρατούς· αν στρατολογήσετε χωρίς ανοιχτό στρατό, ένας αποσύρεται, και η "
        "Ικανότητα Κληρονομιάς του ισχύει κάτω από τη νέα κάρτα.",
        "- Η Εξερεύνηση (από τον γύρο 2) αποθηκεύει κάρτες για αργότερα· η Αύξηση φέρνει Πολίτες.",
        "## Αυτό το τραπέζι",
        "Περάστε το ποντίκι ή πατήστε παρατεταμένα οτιδήποτε για να διαβάσετε τον κανόνα του. Οι τιμές με ✦ είναι "
        "σχεδιασμένες για την έκδοση Agora, αφού δεν είναι δημόσια κάθε τυπωμένη τιμή: το σήμα ✦ στο ταμπλό τις "
        "απαριθμεί και η περιγραφή κάθε κάρτας λέει τις δικές της.",
    )),
}


def how_to_play(lang: str) -> str:
    """The "How to play" panel in `lang`."""
    return HOW_TO_PLAY[check_lang(lang)]


def score_labels(lang: str) -> dict[str, str]:
    """§12 the score sheet's rows: the VP by part, the banners per tribe, then the tie-break counts."""
    en = check_lang(lang) == "en"
    tribes = tables_for(None).tribes
    labels = {"banners": "Banners (VP)" if en else "Λάβαρα (ΠΝ)",
              "card_bonus": "Card bonuses (VP)" if en else "Μπόνους καρτών (ΠΝ)",
              "hunger": "Hungry citizens (VP)" if en else "Πεινασμένοι Πολίτες (ΠΝ)"}
    for tribe in tribes:
        name = tribe if en else TRIBES_EL.get(tribe, tribe)
        labels[f"banners_{tribe}"] = f"{name.capitalize()} banners" if en else f"Λάβαρα: {name} φυλή"
    labels.update({"coins": "Coins (1st tie-break)" if en else "Νομίσματα (1η ισοπαλία)",
                   "cards": "Empire, District and Titan cards (2nd tie-break)" if en
                   else "Κάρτες Αυτοκρατορίας, Επαρχιών και Τιτάνων (2η ισοπαλία)",
                   "knowledge": "Knowledge (3rd tie-break)" if en else "Γνώση (3η ισοπαλία)"})
    return labels


TIEBREAKS = {
    "en": {"coins": "most coins (§12, p. 9)", "cards": "most Empire, District and Titan cards (§12, p. 9)",
           "knowledge": "most knowledge (§12, p. 9)",
           "shared": "a shared victory: tied on VP, coins, cards and knowledge, where the rulebook stops (§12, p. 9)"},
    "el": {"coins": "τα περισσότερα νομίσματα (§12, σελ. 9)",
           "cards": "οι περισσότερες κάρτες Αυτοκρατορίας, Επαρχιών και Τιτάνων (§12, σελ. 9)",
           "knowledge": "η περισσότερη γνώση (§12, σελ. 9)",
           "shared": "κοινή νίκη: ισοπαλία σε ΠΝ, νομίσματα, κάρτες και γνώση, όπου σταματά ο κανονισμός "
                     "(§12, σελ. 9)"},
}


def tiebreak(outcome: Outcome, lang: str) -> str:
    """The tie-break that decided (§12) in `lang`."""
    return TIEBREAKS[check_lang(lang)].get(outcome.tiebreak, outcome.tiebreak)


def board_texts(lang: str) -> dict[str, dict[str, str]]:
    """The texts a client needs to word the board: each action space's effect and who may go there, the
    symbols, and the card actions (see names)."""
    spaces = {a: f"{text} {PLACE_RULE[lang][RULE_OF.get(a, 'higher')]}" for a, text in ACTION_TEXT[lang].items()}
    return {"action_text": spaces, "icon": dict(ICON_TEXT[lang]), "card_action": dict(CARD_ACTION_TEXT[lang])}


def title(lang: str) -> str:
    """The game's title in `lang`."""
    return words.TITLES[check_lang(lang)]


def option_words(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang` (words.OPTIONS)."""
    return words_of_options(AncientWorldOptions, words.OPTIONS, lang)


def names(lang: str) -> dict[str, dict[str, str]]:
    """The components' names in `lang` (words.names) and the board's texts (board_texts)."""
    return {**words.names(lang), **board_texts(lang)}


def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them in `lang` (words.VIEW_KEYS)."""
    return in_language(words.VIEW_KEYS, lang)
