"""The Ancient World's player-facing words in English and Greek: action labels,
log lines, card names and the cards' ability texts. The Greek rulebook keeps
the printed card names in English («Wheat Fields», «Merkian Troops»); a Greek page
names every card in Greek all the same (a player reads no English word there), and
the Agora edition's designed cards get a Greek rendering too. Board actions, resources and
terms are the Greek rulebook's (Εργασία, Κατασκευή, Επιστράτευση..., νομίσματα,
γνώση, Τιτάνας, Επαρχία).

Every line is built from an event's data alone, so it tells its reader no more
than the event the reader was sent.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from agora.core import Event
from agora.core.i18n import OptionWords, SeatNames, check_lang, fill, generic_line, seat_name
from agora.games.ancient_world.tables import tables_for

BOARD_ACTIONS = {
    "en": {"work": "Work", "build": "Build", "draft": "Draft", "expand": "Expand", "educate": "Educate",
           "rebuild": "Rebuild", "recruit": "Recruit", "explore": "Explore", "grow": "Grow"},
    "el": {"work": "Εργασία", "build": "Κατασκευή", "draft": "Επιστράτευση", "expand": "Επέκταση",
           "educate": "Εκπαίδευση", "rebuild": "Ανακατασκευή", "recruit": "Στρατολόγηση", "explore": "Εξερεύνηση",
           "grow": "Αύξηση"},
}
# The tribes by their colours (a φυλή is feminine: «Δύο Ταιριαστά Πράσινα Λάβαρα», p9).
TRIBES_EL = {"green": "πράσινη", "red": "κόκκινη", "blue": "μπλε", "yellow": "κίτρινη", "purple": "μωβ"}
# Every card's Greek name: the printed cards the Greek rulebook leaves in English are rendered in Greek (the
# rulebook's «Fishing Port» too), and the cards designed by the Agora edition.
CARDS_EL = {
    # Printed cards (starting, Empire, military, titans)
    "wheat-fields": "Χωράφια Σιταριού", "fishing-dock": "Αλιευτική Αποβάθρα", "aqueduct": "Υδραγωγείο",
    "archivists-of-bol": "Αρχειοφύλακες του Μπολ", "bridge": "Γέφυρα", "crane": "Γερανός",
    "crypta-ship": "Πλοίο Κρύπτα", "desert-caravan": "Καραβάνι της Ερήμου", "scribe-guild": "Συντεχνία Γραφέων",
    "town-hall": "Δημαρχείο", "citadel": "Ακρόπολη", "distant-outpost": "Μακρινό Προπύργιο",
    "forest-hideout": "Κρησφύγετο του Δάσους", "moon-festival": "Γιορτή της Σελήνης", "trade-city": "Εμπορική Πόλη",
    "zori-dramatists": "Δραματουργοί της Ζόρι", "city-guard": "Φρουρά της Πόλης", "militia": "Πολιτοφυλακή",
    "merkian-troops": "Μερκιανά Στρατεύματα", "stone-being": "Πέτρινο Ον",
    # Empire cards (designed)
    "granary": "Σιταποθήκη", "orchard": "Οπωρώνας", "market": "Αγορά", "library": "Βιβλιοθήκη",
    "watchtower": "Σκοπιά", "smithy": "Σιδηρουργείο", "barracks": "Στρατώνας", "shrine": "Ιερό",
    "workshop": "Εργαστήριο", "mason-s-yard": "Αυλή του Λιθοξόου", "scout-camp": "Καταυλισμός Ανιχνευτών",
    "village": "Χωριό", "hunting-lodge": "Κυνηγετικό Καταφύγιο", "stockade": "Ξύλινο Οχυρό",
    "scriptorium": "Αντιγραφείο", "harbor": "Λιμάνι", "pottery": "Κεραμοποιείο", "herb-garden": "Βοτανόκηπος",
    "weaver": "Υφαντουργείο", "bakery": "Αρτοποιείο", "lookout-post": "Φυλάκιο", "great-granary": "Μεγάλη Σιταποθήκη",
    "royal-mint": "Βασιλικό Νομισματοκοπείο", "academy": "Ακαδημία", "war-camp": "Στρατόπεδο",
    "archery-range": "Πεδίο Τοξοβολίας", "fortress": "Φρούριο", "temple": "Ναός", "guild-hall": "Μέγαρο Συντεχνιών",
    "aqueduct-works": "Έργα Υδραγωγείου", "observatory": "Αστεροσκοπείο", "town-square": "Κεντρική Πλατεία",
    "ranger-lodge": "Καταφύγιο Δασοφυλάκων", "colosseum": "Κολοσσαίο", "grand-bazaar": "Μεγάλο Παζάρι",
    "sacred-grove": "Ιερό Άλσος", "green-sanctuary": "Πράσινο Ιερό", "blue-harbor-court": "Αυλή του Μπλε Λιμανιού",
    "golden-court": "Χρυσή Αυλή", "violet-tower": "Βιολετί Πύργος", "siege-works": "Πολιορκητικές Μηχανές",
    "hall-of-records": "Αίθουσα Αρχείων",
    # Military cards (designed)
    "spearmen": "Λογχοφόροι", "archers": "Τοξότες", "slingers": "Σφενδονιστές", "scouts": "Ανιχνευτές",
    "raiders": "Επιδρομείς", "engineers": "Μηχανικοί", "heavy-infantry": "Βαρύ Πεζικό",
    "horse-archers": "Έφιπποι Τοξότες", "veteran-guard": "Φρουρά Βετεράνων", "war-elephants": "Πολεμικοί Ελέφαντες",
    "sages-escort": "Συνοδεία των Σοφών", "mercenaries": "Μισθοφόροι",
    # Titans (designed)
    "mud-crawler": "Ερπετό της Λάσπης", "cave-howler": "Ουρλιαχτής των Σπηλαίων", "ash-hound": "Σκύλος της Στάχτης",
    "marsh-wyrm": "Δράκος του Βάλτου", "thorn-stag": "Αγκαθωτό Ελάφι", "dune-beetle": "Σκαθάρι των Αμμόλοφων",
    "reef-serpent": "Φίδι του Υφάλου", "night-moth": "Νυχτερινή Πεταλούδα", "iron-boar": "Σιδερένιος Κάπρος",
    "sky-ray": "Σαλάχι του Ουρανού", "sand-colossus": "Κολοσσός της Άμμου", "moss-giant": "Γίγαντας των Βρύων",
    "tide-lord": "Άρχοντας της Παλίρροιας", "shadow-stalker": "Κυνηγός των Σκιών",
    "mountain-father": "Πατέρας των Βουνών", "storm-queen": "Βασίλισσα της Καταιγίδας",
    "sun-devourer": "Καταβροχθιστής του Ήλιου", "world-serpent": "Φίδι του Κόσμου",
    "eldest-titan": "Πρεσβύτατος Τιτάνας",
    # Districts (designed)
    "river-valley": "Κοιλάδα του Ποταμού", "high-plains": "Υψίπεδα", "northern-hills": "Βόρειοι Λόφοι",
    "salt-flats": "Αλυκές", "old-forest": "Αρχαίο Δάσος", "iron-ridge": "Σιδερένια Κορυφογραμμή",
    "lake-shore": "Όχθη της Λίμνης", "quiet-vale": "Ήσυχη Κοιλάδα", "wide-steppe": "Πλατιά Στέπα",
    "border-march": "Παραμεθόριος",
}

# The Greek texts of the cards' abilities, by slug. The named cards' texts are the Greek rulebook's (p14
# «Διευκρινήσεις Καρτών», Citadel p9), with the printed names put into Greek (issue 32); the
# banner-bonus cards are designed by the Agora edition and translated from their English texts.
CARD_TEXTS_EL = {
    "aqueduct": "Όταν κερδίζετε έναν νέο πολίτη, κερδίζετε και ένα νόμισμα για κάθε τροφή που έχετε.",
    "archivists-of-bol": "Κερδίζετε ένα νόμισμα στο τέλος κάθε γύρου. Επίσης, όταν χρησιμοποιήσετε την ενέργεια "
                         "εξερεύνησης, τραβάτε 2 επιπλέον κάρτες για την επιλογή σας.",
    "bridge": "Όταν τοποθετήσετε ένα πολίτη σας εδώ, μπορείτε να χρησιμοποιήσετε την ενέργεια κάρτας Αυτοκρατορίας "
              "αντιπάλου, ασχέτως του αν έχει ήδη τοποθετήσει πολίτη του εκεί ή όχι.",
    "crane": "Όταν εκτελείτε την ενέργεια κατασκευής, μπορείτε να ξεσκαρτάρετε την κάρτα αυτή για να κατασκευάσετε "
             "μια κάρτα Αυτοκρατορίας χωρίς να πληρώσετε το κόστος της σε νομίσματα.",
    "crypta-ship": "Όταν τοποθετήσετε έναν πολίτη σας εδώ, εκτελείτε την ενέργεια εξερεύνησης και κερδίζετε 2 "
                   "νομίσματα.",
    "desert-caravan": "Όταν τοποθετήσετε έναν πολίτη σας στην κάρτα αυτή κερδίζετε ένα νόμισμα ανά τροφή που έχετε.",
    "scribe-guild": "Όταν ο παίκτης στα αριστερά σας χρησιμοποιήσει την ενέργεια εκπαίδευσης, μπορείτε να κερδίσετε "
                    "1 γνώση, πληρώνοντας 1 νόμισμα στο απόθεμα.",
    "town-hall": "Όταν τοποθετήσετε έναν πολίτη σας εδώ, κερδίζετε 1 γνώση και επίσης τον δείκτη πρώτου παίκτη (αν "
                 "το χέρι είναι κλειστό).",
    "citadel": "Αυτή η κάρτα Αυτοκρατορίας δίνει επιπλέον πόντους νίκης για τα κόκκινα λάβαρα (παράδειγμα: με 5 "
               "κόκκινα λάβαρα, μαζί με της «Ακρόπολης», δίνει 3 επιπλέον πόντους νίκης).",
    "distant-outpost": "Όταν ο παίκτης στα δεξιά σας χρησιμοποιήσει την ενέργεια εκπαίδευσης, μπορείτε να "
                       "ξεσκαρτάρετε ένα νόμισμα από μια κάρτα Στρατού σας (από το όνομα ή την εικόνα). Μία κάρτα "
                       "Στρατού έτσι μπορεί να χρησιμοποιηθεί δύο φορές στον ίδιο γύρο.",
    "forest-hideout": "Όταν τοποθετήσετε έναν πολίτη σας εδώ, τραβάτε τις 4 πρώτες κάρτες της τράπουλας Τιτάνων και "
                      "τις επιστρέφετε με όποια σειρά επιθυμείτε. Μπορείτε να κάνετε άμεσα επίθεση στην πρώτη κάρτα.",
    "moon-festival": "Στο τέλος του παιχνιδιού, κερδίζετε έναν επιπλέον πόντο νίκης για κάθε σετ πέντε διαφορετικών "
                     "λαβάρων.",
    "trade-city": "Όταν τοποθετήσετε έναν πολίτη σας εδώ, μπορείτε να χρησιμοποιήσετε την ενέργεια κάρτας "
                  "Αυτοκρατορίας ενός αντιπάλου, ακόμη κι αν έχει ήδη τοποθετήσει δικό του πολίτη.",
    "zori-dramatists": "Αν είστε ο πρώτος που θα παίξει πάσο, μπορείτε να αποθηκεύσετε μια κάρτα Αυτοκρατορίας, "
                       "είτε από την ανοιχτή σειρά του ταμπλό, είτε τραβώντας μια τυχαία από την κορυφή της στοίβας.",
    # Banner-bonus cards (designed)
    "green-sanctuary": "Τέλος του παιχνιδιού: επιπλέον πόντοι νίκης για τα πράσινα λάβαρα, όπως η «Ακρόπολη».",
    "blue-harbor-court": "Τέλος του παιχνιδιού: επιπλέον πόντοι νίκης για τα μπλε λάβαρα, όπως η «Ακρόπολη».",
    "golden-court": "Τέλος του παιχνιδιού: επιπλέον πόντοι νίκης για τα κίτρινα λάβαρα, όπως η «Ακρόπολη».",
    "violet-tower": "Τέλος του παιχνιδιού: επιπλέον πόντοι νίκης για τα μωβ λάβαρα, όπως η «Ακρόπολη».",
}


@cache
def _english() -> dict[str, str]:
    """The default edition's English card names, by slug."""
    R = tables_for(None)
    out = dict(zip(R.e_slug, R.e_name, strict=True))
    out.update(zip(R.m_slug, R.m_name, strict=True))
    out.update(zip(R.t_slug, R.t_name, strict=True))
    out.update(zip(R.d_slug, R.d_name, strict=True))
    return out


@cache
def _english_texts() -> dict[str, str]:
    """The default edition's English ability texts, by slug, of the cards that print one."""
    return {slug: str(c["text"]) for slug, c in tables_for(None).cards.items() if c.get("text")}


def card_text(slug: str, lang: str) -> str:
    """A card's ability text in `lang` ("" for a card without one)."""
    english = _english_texts().get(slug, "")
    return CARD_TEXTS_EL.get(slug, english) if lang == "el" else english


def card(slug: Any, lang: str) -> str:
    """A card's name in `lang`; a slug the default edition lacks (an owner's data) reads as itself."""
    text = str(slug)
    english = _english().get(text, text)
    return CARDS_EL.get(text, english) if lang == "el" else english


def _army(token: str) -> int:
    """"a3" -> army 4 (players count armies from 1)."""
    return int(token[1:]) + 1 if token[1:].isdigit() else 0


# Action labels ---------------------------------------------------------------

_SIMPLE = {
    "en": {"pass": "Pass", "fight": "Fight!", "draw": "Draw Empire cards to store one", "done": "Done",
           "skip": "Do not attack", "scribe": "Scribe Guild: 1 coin for 1 knowledge", "decline": "Decline",
           "new army": "Start a new army", "expand knowledge": "Pay 1 knowledge", "expand coins": "Pay 3 coins",
           "zori deck": "Zori Dramatists: store the top card blind", "buy nothing": "Buy nothing",
           "take district": "Take the face-up District",
           "draw districts": "Draw the top three Districts"},
    "el": {"pass": "Πάσο", "fight": "Μάχη!", "draw": "Τραβήξτε κάρτες Αυτοκρατορίας για να αποθηκεύσετε μία",
           "done": "Τέλος", "skip": "Καμία επίθεση", "scribe": "Συντεχνία Γραφέων: 1 νόμισμα για 1 γνώση",
           "decline": "Όχι", "new army": "Νέος στρατός", "expand knowledge": "Πληρώστε 1 γνώση",
           "expand coins": "Πληρώστε 3 νομίσματα",
           "zori deck": "Δραματουργοί της Ζόρι: αποθηκεύστε κλειστή την πρώτη κάρτα της τράπουλας",
           "buy nothing": "Καμία αγορά",
           "take district": "Πάρτε την ανοιχτή Επαρχία", "draw districts": "Τραβήξτε τις τρεις πρώτες Επαρχίες"},
}
_TEMPLATES = {
    "en": {
        "place": "Citizen {n} to {action}", "place card": "Citizen {n} to your card {card}",
        "attack": "Attack the {n}-star titan", "pay": "Pay army {army}", "retire": "Retire army {army}",
        "discard": "Discard army {army}", "build": "Build {card}{stored}{crane}", "stored": " (stored)",
        "crane": " discarding Crane, no coin cost", "store": "Store {card}", "store row": "Store {card} from the row",
        "use": "Use {seat}'s {card}", "outpost": "Distant Outpost: a coin off army {army} ({area})",
        "zori row": "Zori Dramatists: store {card}", "recruit": "Recruit {card}", "district": "Take District {card}",
        "repair": "Repair {card}", "damage": "Damage {card}", "scout": "Scout the {n}-star titan deck",
        "top": "Next on top: {card}", "name": "name", "picture": "picture", "hungry": "Citizen {n} goes hungry",
    },
    "el": {
        "place": "Πολίτης {n} στην ενέργεια {action}", "place card": "Πολίτης {n} στην κάρτα σας {card}",
        "attack": "Επίθεση στον Τιτάνα {n} αστεριών", "pay": "Πληρωμή του στρατού {army}",
        "retire": "Απόσυρση του στρατού {army}", "discard": "Απόρριψη του στρατού {army}",
        "build": "Κατασκευή: {card}{stored}{crane}", "stored": " (αποθηκευμένη)",
        "crane": " με απόρριψη του Γερανού, χωρίς κόστος σε νομίσματα", "store": "Αποθήκευση: {card}",
        "store row": "Αποθήκευση από τη σειρά: {card}", "use": "Χρήση της κάρτας {card} ({seat})",
        "outpost": "Μακρινό Προπύργιο: ένα νόμισμα από τον στρατό {army} ({area})",
        "zori row": "Δραματουργοί της Ζόρι: αποθήκευση: {card}", "recruit": "Στρατολόγηση: {card}",
        "district": "Πάρτε την Επαρχία {card}", "repair": "Επισκευή: {card}", "damage": "Ζημιά: {card}",
        "scout": "Δείτε την τράπουλα Τιτάνων {n} αστεριών", "top": "Στην κορυφή: {card}",
        "name": "όνομα", "picture": "εικόνα", "hungry": "Ο Πολίτης {n} μένει πεινασμένος",
    },
}


def label(action: str, lang: str) -> str:
    """A readable label of an action code in `lang`: "place 3 build" -> "Citizen 3 to Build"."""
    if action in _SIMPLE[check_lang(lang)]:
        return _SIMPLE[lang][action]
    w = action.split()
    if not w:
        return action
    t = _TEMPLATES[lang]
    head = w[0]
    last = card(w[-1], lang)
    if head == "place" and len(w) == 3:
        return fill(t["place"], {"n": w[1], "action": BOARD_ACTIONS[lang].get(w[2], w[2])})
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

LINES = {
    "en": {
        "use": "{seat} uses {owner}'s {card}",
        "scribe_guild": "{seat} uses the Scribe Guild: 1 coin for 1 knowledge",
        "pass": "{seat} passes",
        "place": "{seat} places citizen {citizen} on {where}{fee}",
        "first_player": "{seat} takes the first player marker",
        "citizen": "{seat} gains citizen {citizen}",
        "hungry": "{seat} puts citizen {citizen} in the Hunger box",
        "buy_nothing": "{seat} buys nothing",
        "build": "{seat} builds {card}{stored}{crane}",
        "recruit": "{seat} recruits {card}",
        "retire": "{seat} retires army {army} ({card}) and takes back its {coins} coin(s)",
        "explore_draw": "{seat} explores and draws {count} Empire cards",
        "drawn": "You draw: {cards}",
        "store": "{seat} stores {card}",
        "discard": "Discarded: {cards}",
        "districts_drawn": "You draw the districts: {cards}",
        "district": "{seat} takes the district {card}; next: {next}",
        "repair": "{seat} repairs {card}",
        "scout": "{seat} scouts the {deck}-star titan deck",
        "scouted": "You see: {cards}",
        "titan_top": "On top of the {deck}-star titans: {card}",
        "distant_outpost": "{seat} takes a coin off army {army} ({area}) with the Distant Outpost",
        "attack": "{seat} attacks {titan}",
        "pay": "{seat} pays {coins} coin(s) to army {army}",
        "defeat": "{seat} defeats {titan}; next: {next}",
        "damage_dice": "{seat} rolls the damage dice: {coins_lost} coin(s) lost, {loot} loot, {spy} knowledge",
        "damaged": "{seat}'s {card} is damaged",
        "army_discarded": "{seat} discards the army {card}",
        "round_end": "End of round {round}",
        "game_over": "The game is over",
        "round_start": "Round {round} begins; first player {first}. Empire row: {empire_row}; military row: "
                       "{military_row}",
    },
    "el": {
        "use": "{seat}: χρησιμοποιεί την κάρτα {card} ({owner})",
        "scribe_guild": "{seat}: χρησιμοποιεί τη Συντεχνία Γραφέων: 1 νόμισμα για 1 γνώση",
        "pass": "{seat}: πάσο",
        "place": "{seat}: τοποθετεί τον Πολίτη {citizen} στην {where}{fee}",
        "first_player": "{seat}: παίρνει τον δείκτη 1ου παίκτη",
        "citizen": "{seat}: παίρνει τον Πολίτη {citizen}",
        "hungry": "{seat}: βάζει τον Πολίτη {citizen} στο πλαίσιο «Πείνας»",
        "buy_nothing": "{seat}: δεν αγοράζει τίποτα",
        "build": "{seat}: κατασκευάζει {card}{stored}{crane}",
        "recruit": "{seat}: στρατολογεί {card}",
        "retire": "{seat}: αποσύρει τον στρατό {army} ({card}) και παίρνει πίσω τα {coins} νομίσματά του",
        "explore_draw": "{seat}: εξερευνά και τραβά {count} κάρτες Αυτοκρατορίας",
        "drawn": "Τραβάτε: {cards}",
        "store": "{seat}: αποθηκεύει {card}",
        "discard": "Απορρίπτονται: {cards}",
        "districts_drawn": "Τραβάτε τις Επαρχίες: {cards}",
        "district": "{seat}: παίρνει την Επαρχία {card}· επόμενη: {next}",
        "repair": "{seat}: επισκευάζει {card}",
        "scout": "{seat}: κοιτάζει την τράπουλα Τιτάνων {deck} αστεριών",
        "scouted": "Βλέπετε: {cards}",
        "titan_top": "Στην κορυφή των Τιτάνων {deck} αστεριών: {card}",
        "distant_outpost": "{seat}: παίρνει ένα νόμισμα από τον στρατό {army} ({area}) με το Μακρινό Προπύργιο",
        "attack": "{seat}: επιτίθεται στον Τιτάνα {titan}",
        "pay": "{seat}: πληρώνει {coins} νόμισμα(τα) στον στρατό {army}",
        "defeat": "{seat}: νικά τον Τιτάνα {titan}· επόμενος: {next}",
        "damage_dice": "{seat}: ρίχνει τα Ζάρια Ζημιάς: χάνει {coins_lost} νόμισμα(τα), {loot} λάφυρα, {spy} γνώση",
        "damaged": "{seat}: η κάρτα {card} χτυπήθηκε",
        "army_discarded": "{seat}: απορρίπτει τον στρατό {card}",
        "round_end": "Τέλος του γύρου {round}",
        "game_over": "Τέλος του παιχνιδιού",
        "round_start": "Αρχίζει ο γύρος {round}· πρώτος παίκτης: {first}. Σειρά Αυτοκρατορίας: {empire_row}· "
                       "σειρά Στρατού: {military_row}",
    },
}
_SMALL = {
    "en": {"fee": " (fee {} coin(s))", "stored": " (stored)", "crane": " with the Crane",
           "face down": "a card face down",
           "none": "none", "card": "your card {}", "name": "name", "picture": "picture"},
    "el": {"fee": " (τέλος {} νόμισμα/τα)", "stored": " (αποθηκευμένη)", "crane": " με τον Γερανό",
           "face down": "μια κλειστή κάρτα", "none": "καμία", "card": "κάρτα σας {}", "name": "όνομα",
           "picture": "εικόνα"},
}


def _cards(items: Any, lang: str) -> str:
    if not isinstance(items, list) or not items:
        return _SMALL[lang]["none"]
    return ", ".join(card(x, lang) for x in items)


def narrate(event: Event, lang: str, names: SeatNames = None) -> str:
    """One log line for `event` in `lang`."""
    template = LINES[check_lang(lang)].get(event.kind)
    if template is None:
        return generic_line(event, lang, names)
    data = event.data
    small = _SMALL[lang]
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
            fields["where"] = small["card"].format(card(data["card"], lang))
        else:
            fields["where"] = BOARD_ACTIONS[lang].get(str(data.get("action")), data.get("action"))
        fields["fee"] = small["fee"].format(data["fee"]) if data.get("fee") else ""
    if event.kind == "build":
        fields["stored"] = small["stored"] if data.get("stored") else ""
        fields["crane"] = small["crane"] if data.get("crane") else ""
    if "area" in data:
        fields["area"] = small.get(str(data["area"]), data["area"])
    return fill(template, fields)


# The game and its options -----------------------------------------------------

# The Greek edition keeps the title (Greek rulebook: «Το The Ancient World παίζεται σε έξι γύρους»).
TITLES = {"en": "The Ancient World", "el": "The Ancient World"}
OPTIONS: dict[str, dict[str, OptionWords]] = {
    "en": {
        "players": {"label": "Players", "description": "how many players, 2 to 4"},
        "expand_plus": {"label": "Expand+",
                        "description": "the Expand+ variant (§13): take the top 3 districts, keep 1, the rest go to "
                                       "the bottom"},
        "data": {"label": "Data file", "description": "your own components data file (JSON or TOML)"},
        "grow_round": {"label": "Round Grow opens",
                       "description": "the round the Grow action is uncovered: the rulebook prints round 2 twice "
                                      "(Explore opens in round 2) (A1)",
                       "values": {"2": "round 2", "3": "round 3"}},
        "equal_skill_pays_fee": {"label": "An equal citizen pays",
                                 "description": "on Build or Recruit, a citizen equal to the highest one there pays "
                                                "1 coin (A5)"},
        "starting_cards_use_capacity": {"label": "Starting cards take capacity",
                                        "description": "the two starting cards take capacity like every empire card "
                                                       "(A6)"},
        "draft_counts_own_citizen": {"label": "Draft counts your citizen",
                                     "description": "Draft counts the citizen just placed among the citizens on the "
                                                    "action (A7)"},
        "draft_vs_swords_only": {"label": "Draft against swords-only titans",
                                 "description": "a Draft attack counts against titans that allow swords only (A8)"},
        "feed_in_last_round": {"label": "Feeding in the last round",
                               "description": "the feeding check still happens at the end of round 6 (A4)"},
        "voluntary_retire": {"label": "Retire at will",
                             "description": "Recruit may retire an active card even when an army is open (A12)"},
        "citizen_icon_to_hunger": {"label": "A card's citizen starts hungry",
                                   "description": "a citizen gained from a card's citizen icon starts in the Hunger "
                                                  "box (A13)"},
        "hungry_citizens": {"label": "Who picks the hungry citizens",
                            "description": "who picks the citizens left unfed: the player, as the rulebook says "
                                           "(§4.3.5, p.8), or always the lowest or the highest numbers",
                            "values": {"choose": "the player chooses", "lowest": "the lowest numbers",
                                       "highest": "the highest numbers"}},
        "purchase_optional": {"label": "Buying is optional",
                              "description": "on Build or Recruit the citizen may buy (§6): it may go there and buy "
                                             "nothing; off, the placement needs a card to buy and must buy it"},
    },
    "el": {
        "players": {"label": "Παίκτες", "description": "αριθμός παικτών, 2 έως 4"},
        "expand_plus": {"label": "Παραλλαγή Επέκταση+",
                        "description": "§13 παραλλαγή Επέκταση+: πάρτε τις 3 πρώτες Επαρχίες, κρατήστε 1, οι "
                                       "υπόλοιπες στο κάτω μέρος της τράπουλας"},
        "data": {"label": "Αρχείο δεδομένων",
                 "description": "διαδρομή του δικού σας αρχείου δεδομένων εξαρτημάτων (JSON/TOML, ίδιο σχήμα με την "
                                "έκδοση Agora)"},
        "grow_round": {"label": "Γύρος της Αύξησης",
                       "description": "ο γύρος όπου ανοίγει η ενέργεια Αύξησης: ο κανονισμός γράφει «Γύρος 2» "
                                      "δύο φορές (η Εξερεύνηση ανοίγει στον 2ο) (A1)",
                       "values": {"2": "2ος γύρος", "3": "3ος γύρος"}},
        "equal_skill_pays_fee": {"label": "Ίσος Πολίτης πληρώνει",
                                 "description": "A5: στην Κατασκευή/Στρατολόγηση, αν ένας Πολίτης ίσος με τον "
                                                "μεγαλύτερο εκεί πληρώνει 1 νόμισμα"},
        "starting_cards_use_capacity": {"label": "Οι Αρχικές κάρτες πιάνουν χωρητικότητα",
                                        "description": "οι δύο αρχικές κάρτες (η Αλιευτική Αποβάθρα και τα "
                                                       "Χωράφια Σιταριού) πιάνουν χωρητικότητα όπως κάθε κάρτα "
                                                       "Αυτοκρατορίας (A6)"},
        "draft_counts_own_citizen": {"label": "Η Επιστράτευση μετρά τον Πολίτη σας",
                                     "description": "A7: αν η Επιστράτευση μετρά τον Πολίτη που μόλις τοποθετήθηκε "
                                                    "ανάμεσα στους Πολίτες της ενέργειας"},
        "draft_vs_swords_only": {"label": "Επιστράτευση κατά Τιτάνων μόνο με σπαθιά",
                                 "description": "A8: αν η επίθεση της Επιστράτευσης μετρά κατά Τιτάνων που δέχονται "
                                                "μόνο σπαθιά"},
        "feed_in_last_round": {"label": "Τροφή και στον τελευταίο γύρο",
                               "description": "A4: αν ο έλεγχος τροφής γίνεται και στο τέλος του 6ου γύρου"},
        "voluntary_retire": {"label": "Απόσυρση κατά βούληση",
                             "description": "A12: αν η Στρατολόγηση μπορεί να αποσύρει μια ενεργή κάρτα ακόμη κι όταν "
                                            "υπάρχει ανοιχτός στρατός"},
        "citizen_icon_to_hunger": {"label": "Ο Πολίτης κάρτας στην Πείνα",
                                   "description": "A13: αν ένας Πολίτης που κερδίζεται από το σύμβολο Πολίτη μιας "
                                                  "κάρτας ξεκινά στο πλαίσιο «Πείνας»"},
        "hungry_citizens": {"label": "Πεινασμένοι Πολίτες",
                            "description": "ποιος διαλέγει τους Πολίτες που μένουν χωρίς τροφή: ο παίκτης "
                                           "(«τοποθετεί τους ατάιστους δείκτες», §4.3.5, σελ. 8), ή πάντα οι "
                                           "χαμηλότεροι ή οι υψηλότεροι αριθμοί",
                            "values": {"choose": "τους διαλέγει ο παίκτης", "lowest": "οι χαμηλότεροι",
                                       "highest": "οι υψηλότεροι"}},
        "purchase_optional": {"label": "Η αγορά είναι προαιρετική",
                              "description": "§6 Κατασκευή/Στρατολόγηση «μπορεί να αγοράσει»: ένας Πολίτης μπορεί να "
                                             "μπει εκεί χωρίς να αγοράσει τίποτα· αλλιώς η τοποθέτηση θέλει κάρτα "
                                             "προς αγορά και η αγορά είναι υποχρεωτική"},
    },
}


def names(lang: str) -> dict[str, dict[str, str]]:
    """The default edition's card names, the board's actions, the cards' ability texts and the tribes
    in `lang`, by the ids the view gives them."""
    check_lang(lang)
    tribes = tables_for(None).tribes
    return {"card": {slug: card(slug, lang) for slug in _english()}, "action": dict(BOARD_ACTIONS[lang]),
            "card_text": {slug: card_text(slug, lang) for slug in _english_texts()},
            "tribe": {t: TRIBES_EL.get(t, t) if lang == "el" else t for t in tribes}}


# The view's keys as the panels head them (table.view_keys), in the Greek rulebook's terms: Αυτοκρατορία,
# Πολίτες, Τιτάνες, Λάβαρα Φυλών, Κληρονομιά, Λάφυρα, Πείνα, γνώση, σπαθιά, βέλη. Keys that are card ids
# (a dict by card) are headed by the card's name instead.
VIEW_KEYS: dict[str, tuple[str, str]] = {
    "A": ("Deck A", "Τράπουλα Α"), "B": ("Deck B", "Τράπουλα Β"),
    "ability": ("Ability", "Ικανότητα"),
    "action": ("Action", "Ενέργεια"),
    "actions": ("Actions", "Ενέργειες"),
    "allows": ("Defends against", "Αμύνεται σε"),
    "amount": ("Amount", "Ποσότητα"),
    "armies": ("Armies", "Στρατοί"),
    "attackable": ("Titans you can beat now", "Τιτάνες που μπορείτε να νικήσετε τώρα"),
    "army_limit": ("Army limit", "Όριο Στρατών"),
    "arrows": ("Arrows", "Βέλη"),
    "banner_vp": ("Banner VP", "ΠΝ Λάβαρων"),
    "banners": ("Tribe banners", "Λάβαρα Φυλών"),
    "banners_blue": ("Blue banners", "Μπλε Λάβαρα"),
    "banners_green": ("Green banners", "Πράσινα Λάβαρα"),
    "banners_purple": ("Purple banners", "Μωβ Λάβαρα"),
    "banners_red": ("Red banners", "Κόκκινα Λάβαρα"),
    "banners_yellow": ("Yellow banners", "Κίτρινα Λάβαρα"),
    "capacity": ("Capacity", "Χωρητικότητα"),
    "capacity_used": ("Capacity used", "Χρησιμοποιημένη χωρητικότητα"),
    "capital": ("Capital", "Πρωτεύουσα"),
    "card": ("Card", "Κάρτα"),
    "card_bonus": ("Card bonus", "Μπόνους καρτών"),
    "cards": ("Cards", "Κάρτες"),
    "chosen": ("Chosen", "Επιλεγμένη"),
    "citizen": ("Citizen", "Πολίτης"),
    "citizens": ("Citizens", "Πολίτες"),
    "coin": ("Coin", "Νόμισμα"),
    "coins": ("Coins", "Νομίσματα"),
    "copies": ("Copies", "Αντίτυπα"),
    "cost_coins": ("Cost in coins", "Κόστος σε νομίσματα"),
    "cost_knowledge": ("Cost in knowledge", "Κόστος σε γνώση"),
    "count": ("Count", "Πλήθος"),
    "damage_dice": ("Damage dice", "Ζάρια ζημιάς"),
    "damaged": ("Damaged", "Με ζημιά"),
    "deck": ("Deck", "Τράπουλα"),
    "defense": ("Defense", "Άμυνα"),
    "designed": ("Designed", "Σχεδιασμένα"),
    "details": ("Details", "Ανάλυση"),
    "discard": ("Discard pile", "Απορρίψεις"),
    "districts": ("Districts", "Συνοικίες"),
    "draft": ("Draft", "Επιστράτευση"),
    "drawn": ("Drawn", "Τραβηγμένες"),
    "edition": ("Edition", "Έκδοση"),
    "empire": ("Empire", "Αυτοκρατορία"),
    "empire_a_left": ("Empire deck A left", "Απομένουν στην Τράπουλα Αυτοκρατορίας Α"),
    "empire_deck": ("Empire deck", "Τράπουλα Αυτοκρατορίας"),
    "empire_row": ("Empire row", "Σειρά Αυτοκρατορίας"),
    "expand_plus": ("Expand+", "Επέκταση+"),
    "explore_bonus": ("Exploration bonus", "Μπόνους εξερεύνησης"),
    "face_up": ("Face up", "Ανοιχτές"),
    "first_player": ("First player", "Πρώτος παίκτης"),
    "first_player_hand_up": ("First player's hand up", "Ο πρώτος παίκτης σηκώνει χέρι"),
    "food": ("Food", "Τροφή"),
    "game": ("Game", "Παιχνίδι"),
    "hunger": ("Hunger", "Πείνα"),
    "hungry": ("Hungry", "Πεινάει"),
    "icons": ("Icons", "Σύμβολα"),
    "income": ("Income", "Εισόδημα"),
    "income_coins": ("Coin income", "Εισόδημα νομισμάτων"),
    "income_knowledge": ("Knowledge income", "Εισόδημα γνώσης"),
    "kind": ("Kind", "Είδος"),
    "knowledge": ("Knowledge", "Γνώση"),
    "left": ("Left", "Απομένουν"),
    "legacy": ("Legacy", "Κληρονομιά"),
    "loot": ("Loot", "Λάφυρα"),
    "military_deck": ("Military deck", "Στρατιωτική τράπουλα"),
    "military_discard": ("Military discard", "Στρατιωτικές απορρίψεις"),
    "military_row": ("Military row", "Στρατιωτική σειρά"),
    "name": ("Name", "Όνομα"),
    "name_coins": ("Coins by name", "Νομίσματα ονομασίας"),
    "old_top": ("Former top card", "Προηγούμενη πάνω κάρτα"),
    "open": ("Open", "Ανοιχτή"),
    "paid": ("Paid", "Πληρώθηκε"),
    "passed": ("Passed", "Πάσο"),
    "pending": ("Pending", "Εκκρεμεί"),
    "phase": ("Phase", "Φάση"),
    "picture_coins": ("Coins by picture", "Νομίσματα εικόνας"),
    "placed": ("Placed", "Τοποθετημένοι"),
    "places": ("Your citizens that may go on it", "Οι Πολίτες σας που μπορούν να μπουν σε αυτή"),
    "players": ("Players", "Παίκτες"),
    "ranks": ("Ranks", "Κατάταξη"),
    "recruit_cost": ("Recruit cost", "Κόστος στρατολόγησης"),
    "repair": ("Repair", "Επισκευή"),
    "retired": ("Retired", "Αποσυρμένος"),
    "round": ("Round", "Γύρος"),
    "rounds": ("Rounds", "Γύροι"),
    "scores": ("Scores", "Πόντοι Νίκης"),
    "seat": ("Seat", "Θέση"),
    "skill": ("Skill", "Δεξιότητα"),
    "slug": ("Id", "Κωδικός"),
    "spy": ("Spy", "Κατάσκοπος"),
    "stars": ("Stars", "Αστέρια"),
    "stored": ("Stored", "Αποθηκευμένες"),
    "stored_count": ("Stored cards", "Αποθηκευμένες κάρτες"),
    "stored_decks": ("Stored from decks", "Αποθηκευμένες ανά τράπουλα"),
    "stored_known": ("Stored, known", "Αποθηκευμένες, γνωστές"),
    "swords": ("Swords", "Σπαθιά"),
    "text": ("Text", "Κείμενο"),
    "tiebreak": ("Tie-break", "Ισοπαλία"),
    "titan": ("Titan", "Τιτάνας"),
    "titans": ("Titans", "Τιτάνες"),
    "to_act": ("To act", "Παίζει"),
    "top": ("Top", "Πάνω κάρτα"),
    "total": ("Total", "Σύνολο"),
    "tribe": ("Tribe", "Φυλή"),
    "tribes": ("Tribes", "Φυλές"),
    "turn_order_from": ("Turn order from", "Σειρά παικτών από"),
    "used": ("Used", "Χρησιμοποιημένη"),
    "vp_now": ("VP so far", "ΠΝ μέχρι τώρα"),  # §12 as if the game ended now
    "winners": ("Winners", "Νικητές"),
    "you": ("You", "Εσείς"),
    # The table's board ids and what the board draws beside them
    "areas": ("Areas", "Περιοχές"),
    "choosing": ("Choosing among", "Επιλογή ανάμεσα σε"),
    "conquests": ("Districts and Titans", "Επαρχίες και Τιτάνες"),
    "designed_parts": ("Designed for the Agora edition", "Σχεδιασμένα για την έκδοση Agora"),
    "dice": ("Damage dice", "Ζάρια Ζημιάς"),
    "faces": ("Dice faces", "Όψεις ζαριών"),
    "fee": ("Fee", "Τέλος"),
    "id": ("Board place", "Θέση στο ταμπλό"),
    "opens": ("Opens in round", "Ανοίγει στον γύρο"),
    "attack": ("Attack", "Επίθεση"),
    "ids": ("Board places", "Θέσεις στο ταμπλό"),
    "military": ("Military", "Στρατός"),
    "scoring": ("Scoring", "Σκοράρισμα"),
    "stored_ids": ("Stored, board places", "Αποθηκευμένες, θέσεις στο ταμπλό"),
    "target": ("Your board place", "Η θέση σας στο ταμπλό"),
    "vp": ("VP", "ΠΝ"),
    "yours": ("Your citizens that may go", "Οι Πολίτες σας που μπορούν να μπουν"),
}
