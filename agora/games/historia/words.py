"""Historia's player-facing words in English and Greek: action labels, log lines
and component names. The Greek terms are the Greek rulebook's (Τεχνολογία,
Στρατός, Τέχνες, Εκμετάλλευση..., κύβος Δύναμης, ΠΝ, Θαύμα, Ηγέτης, Σύμβουλος,
Ρομπότ); names the rulebook does not print are rendered in their usual Greek.

Every line is built from an event's data alone, so it tells its reader no more
than the event the reader was sent.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from agora.core import Event
from agora.core.i18n import OptionWords, SeatNames, check_lang, fill, generic_line, seat_name
from agora.games.historia.tables import tables

ACTIONS_EL = {
    "technology": "Τεχνολογία", "army": "Στρατός", "arts": "Τέχνες", "exploit": "Εκμετάλλευση",
    "expansion": "Επέκταση", "trade": "Εμπόριο", "raid": "Επιδρομή", "war": "Πόλεμος", "tourism": "Τουρισμός",
    "revolution": "Επανάσταση",
}
TERRITORIES_EL = {
    "north_america": "Βόρεια Αμερική", "central_america": "Κεντρική Αμερική", "south_america": "Νότια Αμερική",
    "europe": "Ευρώπη", "africa": "Αφρική", "southern_africa": "Νότια Αφρική", "middle_east": "Μέση Ανατολή",
    "russia": "Ρωσία", "central_asia": "Κεντρική Ασία", "india": "Ινδία", "china": "Κίνα", "indochina": "Ινδοκίνα",
    "oceania": "Ωκεανία",
}
WONDERS_EL = {
    "great_pyramid": "Μεγάλη Πυραμίδα", "sphinx": "Σφίγγα", "ishtar_gate": "Πύλη της Ιστάρ",
    "hanging_gardens": "Κρεμαστοί Κήποι", "stonehenge": "Στόουνχεντζ", "colossus": "Κολοσσός της Ρόδου",
    "lighthouse": "Φάρος της Αλεξάνδρειας", "temple_of_artemis": "Ναός της Αρτέμιδος",
    "statue_of_zeus": "Άγαλμα του Δία", "mausoleum": "Μαυσωλείο της Αλικαρνασσού", "great_wall": "Σινικό Τείχος",
    "terracotta_army": "Πήλινος Στρατός", "parthenon": "Παρθενώνας", "knossos": "Ανάκτορο της Κνωσού",
    "gobekli_tepe": "Γκιομπεκλί Τεπέ", "abu_simbel": "Αμπού Σιμπέλ", "angkor_wat": "Άνγκορ Βατ",
    "colosseum": "Κολοσσαίο", "hagia_sophia": "Αγία Σοφία", "notre_dame": "Παναγία των Παρισίων",
    "forbidden_city": "Απαγορευμένη Πόλη", "alhambra": "Αλάμπρα", "machu_picchu": "Μάτσου Πίτσου",
    "chichen_itza": "Τσιτσέν Ιτζά", "taj_mahal": "Ταζ Μαχάλ", "pisa": "Πύργος της Πίζας",
    "borobudur": "Μπορομπουντούρ", "kremlin": "Κρεμλίνο", "petra": "Πέτρα", "great_zimbabwe": "Μεγάλη Ζιμπάμπουε",
    "himeji": "Κάστρο Χιμέτζι", "sistine_chapel": "Καπέλα Σιξτίνα", "eiffel_tower": "Πύργος του Άιφελ",
    "statue_of_liberty": "Άγαλμα της Ελευθερίας", "big_ben": "Μπιγκ Μπεν", "panama_canal": "Διώρυγα του Παναμά",
    "suez_canal": "Διώρυγα του Σουέζ", "brooklyn_bridge": "Γέφυρα του Μπρούκλιν",
    "empire_state": "Έμπαϊρ Στέιτ Μπίλντινγκ", "sydney_opera": "Όπερα του Σίδνεϊ", "hoover_dam": "Φράγμα Χούβερ",
    "golden_gate": "Γέφυρα Γκόλντεν Γκέιτ", "burj_khalifa": "Μπουρτζ Χαλίφα", "cn_tower": "Πύργος CN",
    "apollo": "Πρόγραμμα Απόλλων", "pentagon": "Πεντάγωνο", "hadron_collider": "Μεγάλος Επιταχυντής Αδρονίων",
    "space_station": "Διεθνής Διαστημικός Σταθμός",
}
LEADERS_EL = {
    "caesar": "Καίσαρας", "hammurabi": "Χαμουραμπί", "ramses": "Ραμσής Β΄", "alexander": "Μέγας Αλέξανδρος",
    "qin_shi_huang": "Τσιν Σι Χουάνγκ", "pericles": "Περικλής", "lorenzo": "Λορέντζο ο Μεγαλοπρεπής",
    "charlemagne": "Καρλομάγνος", "genghis_khan": "Τζένγκις Χαν", "saladin": "Σαλαντίν", "mansa_musa": "Μάνσα Μούσα",
    "elizabeth": "Ελισάβετ Α΄", "napoleon": "Ναπολέων", "victoria": "Βασίλισσα Βικτώρια",
    "gandhi": "Μαχάτμα Γκάντι", "lincoln": "Αβραάμ Λίνκολν", "catherine": "Μεγάλη Αικατερίνη",
    "meiji": "Αυτοκράτορας Μέιτζι",
}
ADVISORS_EL = {
    "cleopatra": "Κλεοπάτρα", "imhotep": "Ιμχοτέπ", "hatshepsut": "Χατσεψούτ", "nefertiti": "Νεφερτίτη",
    "ptolemy": "Πτολεμαίος", "cicero": "Κικέρων", "vitruvius": "Βιτρούβιος", "agrippa": "Αγρίππας",
    "seneca": "Σενέκας", "pliny": "Πλίνιος ο Πρεσβύτερος", "schliemann": "Σλήμαν", "aristotle": "Αριστοτέλης",
    "archimedes": "Αρχιμήδης", "herodotus": "Ηρόδοτος", "hippocrates": "Ιπποκράτης", "confucius": "Κομφούκιος",
    "sun_tzu": "Σουν Τζου", "zheng_he": "Τζενγκ Χε", "cai_lun": "Τσάι Λουν", "laozi": "Λάο Τσε",
    "pakal": "Πακάλ ο Μέγας", "lady_six_sky": "Κυρία Έξι Ουρανός", "yax_pasaj": "Γιαξ Πασάχ", "itzamna": "Ιτζαμνά",
    "kukulkan": "Κουκουλκάν", "gilgamesh": "Γκιλγκαμές", "sargon": "Σαργών ο Ακκάδιος", "enheduanna": "Ενχεντουάνα",
    "nebuchadnezzar": "Ναβουχοδονόσορ Β΄", "ur_nammu": "Ουρ-Ναμού", "ashoka": "Ασόκα", "chanakya": "Τσανάκια",
    "aryabhata": "Αριαμπάτα", "kalidasa": "Καλιντάσα", "panini": "Πανίνι",
}
CIVILIZATIONS_EL = {
    "egypt": "Αίγυπτος", "romans": "Ρωμαίοι", "greeks": "Έλληνες", "chinese": "Κινέζοι", "maya": "Μάγια",
    "mesopotamians": "Μεσοποτάμιοι", "indians": "Ινδοί",
}
EVENTS_EL = {
    "vesuvius": "Έκρηξη του Βεζούβιου", "little_ice_age": "Μικρή Εποχή των Παγετώνων", "black_death": "Μαύρος Θάνατος",
    "silk_road": "Δρόμος του Μεταξιού", "renaissance": "Αναγέννηση", "gold_rush": "Πυρετός του Χρυσού",
    "great_flood": "Μεγάλη Πλημμύρα", "printing_press": "Τυπογραφικό Πιεστήριο", "crusades": "Σταυροφορίες",
    "migration_period": "Εποχή των Μεταναστεύσεων", "great_depression": "Μεγάλη Ύφεση", "cold_war": "Ψυχρός Πόλεμος",
}
GOVERNMENTS_EL = {
    "tribe": "Φυλή", "nomads": "Νομάδες", "city_state": "Πόλη κράτος", "empire": "Αυτοκρατορία",
    "mercantilism": "Εμπορικό πνεύμα", "enlightenment": "Διαφωτισμός", "consumerism": "Καταναλωτισμός",
    "utopia": "Ουτοπία", "barbarians": "Βάρβαροι",
}
# Technology levels 1..16, as the Greek rulebook names them.
TECH_EL = ("Φωτιά", "Γεωργία", "Κτηνοτροφία", "Μεταλλουργία", "Τροχός", "Συγγραφή", "Φιλοσοφία", "Επιστήμες",
           "Τυπογραφία", "Πυρίτιδα", "Ναυσιπλοΐα", "Βιομηχανία", "Ιατρική", "Πυρηνική ενέργεια", "Διαδίκτυο",
           "Μοναδικότητα")
# The four powers on the back of a Governance token (state.POWERS).
POWERS = {
    "en": {"cubes": "up to 2 cubes from the general supply", "shared": "score shared territories",
           "tech": "+2 technology levels", "military": "+2 army levels"},
    "el": {"cubes": "έως 2 κύβοι Δύναμης από το γενικό απόθεμα", "shared": "βαθμολογία κοινών περιοχών",
           "tech": "+2 επίπεδα Τεχνολογίας", "military": "+2 επίπεδα Στρατού"},
}
# Why an action card had no effect (the `why` of a "no effect" event).
NO_EFFECT_EL = {
    "no adjacent civilization with a higher technology": "κανένας γειτονικός Πολιτισμός με υψηλότερη Τεχνολογία",
    "no adjacent civilization with a lower army": "κανένας γειτονικός Πολιτισμός με χαμηλότερο Στρατό",
    "no cell of the matrix to move into": "καμία θέση του Πίνακα Προόδου για να μετακινηθεί",
    "no civilization shares a territory": "κανένας Πολιτισμός δεν μοιράζεται περιοχή",
    "no cube or no territory to expand into": "κανένας κύβος ή καμία περιοχή για επέκταση",
    "no cube to pay or no wonder in the row": "κανένας κύβος για πληρωμή ή κανένα Θαύμα στη σειρά",
    "no cube to pay": "κανένας κύβος για πληρωμή",
    "no cube to take back": "κανένας κύβος για ανάκτηση",
    "the event's requirement was not met": "η απαίτηση του Γεγονότος δεν ικανοποιήθηκε",
}
_GREEK: dict[str, Mapping[str, str]] = {
    "action": ACTIONS_EL, "territory": TERRITORIES_EL, "wonder": WONDERS_EL, "leader": LEADERS_EL,
    "advisor": ADVISORS_EL, "civilization": CIVILIZATIONS_EL, "event": EVENTS_EL, "government": GOVERNMENTS_EL,
}


@cache
def _english() -> dict[str, dict[str, str]]:
    """The default edition's English names of every component group, by id."""
    edition = tables().edition
    return {
        "action": {a: a.title() for a in ACTIONS_EL},
        "territory": {x.id: x.name for x in edition.territories},
        "wonder": {x.id: x.name for x in edition.wonders},
        "leader": {x.id: x.name for x in edition.leaders},
        "advisor": {x.id: x.name for x in edition.advisors},
        "civilization": {x.id: x.name for x in edition.civilizations},
        "event": {x.id: x.name for x in edition.events},
        "government": {x.id: x.name for x in edition.governments},
    }


def name(group: str, ident: Any, lang: str) -> str:
    """A component's name in `lang`: "wonder", "colossus" -> "Colossus of Rhodes" / "Κολοσσός της Ρόδου".
    An id the tables do not know (an owner's own data) reads as its id, spaced and capitalised."""
    text = str(ident)
    english = _english()[group].get(text, text.replace("_", " ").title())
    return _GREEK[group].get(text, english) if lang == "el" else english


def card(ident: Any, lang: str) -> str:
    """An action card or an advisor, the two kinds a hand holds."""
    return name("action" if str(ident) in ACTIONS_EL else "advisor", ident, lang)


# Action labels ---------------------------------------------------------------

_WORDS = {
    "en": {"no governance": "Do not use the Governance token now", "done": "Done selecting",
           "basic": "Basic action", "advanced": "Advanced action", "stop": "Stop taking cubes",
           "pass": "Activate no (more) wonders", "from pool": "Take a cube from the pool"},
    "el": {"no governance": "Να μη χρησιμοποιηθεί τώρα ο Τρόπος Διοίκησης", "done": "Τέλος επιλογής",
           "basic": "Βασική ενέργεια", "advanced": "Προχωρημένη ενέργεια", "stop": "Τέλος ανάκτησης κύβων",
           "pass": "Καμία (άλλη) ενεργοποίηση Θαύματος", "from pool": "Πάρτε έναν κύβο από το απόθεμα"},
}
# verb -> (component group of the argument, template)
_VERBS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "select": ("card", "Select {x}"), "play": ("card", "Resolve {x}"), "to": ("territory", "Expand to {x}"),
        "start": ("territory", "Start in {x}"), "from": ("territory", "Take a cube back from {x}"),
        "take": ("wonder", "Take the wonder {x}"), "activate": ("wonder", "Activate the wonder {x}"),
        "destroy": ("wonder", "Destroy the wonder {x}"), "leader": ("leader", "Draft the leader {x}"),
        "back": ("action", "Take back {x}"), "with": ("seat", "Trade with {x}"),
        "govern": ("power", "Governance power: {x}"), "advisor": ("advisor", "Take the advisor {x}"),
        "bottom": ("advisor", "Put the advisor {x} face up under your deck"),
    },
    "el": {
        "select": ("card", "Επιλογή: {x}"), "play": ("card", "Εκτέλεση: {x}"),
        "to": ("territory", "Επέκταση σε: {x}"), "start": ("territory", "Αρχική θέση: {x}"),
        "from": ("territory", "Ανάκτηση κύβου από: {x}"), "take": ("wonder", "Πάρτε το Θαύμα: {x}"),
        "activate": ("wonder", "Ενεργοποίηση του Θαύματος: {x}"), "destroy": ("wonder", "Καταστροφή του Θαύματος: {x}"),
        "leader": ("leader", "Επιλογή Ηγέτη: {x}"), "back": ("action", "Πάρτε πίσω: {x}"),
        "with": ("seat", "Εμπόριο με: {x}"), "govern": ("power", "Τρόπος Διοίκησης: {x}"),
        "advisor": ("advisor", "Πάρτε τον Σύμβουλο: {x}"),
        "bottom": ("advisor", "Βάλτε τον Σύμβουλο {x} ανοιχτό κάτω από την τράπουλά σας"),
    },
}
_GOAL = {"en": ("Place the goal token in {axis} {level}", "tech column", "army row"),
         "el": ("Τοποθετήστε τον δείκτη Στόχου στη {axis} {level}", "στήλη Τεχνολογίας", "γραμμή Στρατού")}
_WAR = {"en": "War on {civ} in {territory}", "el": "Πόλεμος κατά: {civ}, στην περιοχή {territory}"}


_CIV = {"en": "civilization {}", "el": "Πολιτισμός {}"}


def _target(civ: str, lang: str) -> str:
    """Another civilization in a label, by number: a label cannot know whether it is a seat or a Civbot."""
    return _CIV[lang].format(int(civ) + 1) if civ.isdigit() else civ


def _argument(group: str, arg: str, lang: str) -> str:
    if group == "card":
        return card(arg, lang)
    if group == "seat":
        return _target(arg, lang)
    if group == "power":
        return POWERS[lang].get(arg, arg)
    return name(group, arg, lang)


def label(action: str, lang: str) -> str:
    """A readable label of an action code in `lang` (the code itself if unknown)."""
    if action in _WORDS[check_lang(lang)]:
        return _WORDS[lang][action]
    verb, _, rest = action.partition(" ")
    if verb == "goal":
        axis, _, level = rest.partition(" ")
        template, tech, army = _GOAL[lang]
        return fill(template, {"axis": tech if axis == "tech" else army, "level": level})
    if verb == "attack":
        where, _, civ = rest.partition(" ")
        return fill(_WAR[lang], {"civ": _target(civ, lang), "territory": name("territory", where, lang)})
    if verb in _VERBS[lang]:
        group, template = _VERBS[lang][verb]
        return fill(template, {"x": _argument(group, rest, lang)})
    return action


# Log lines -------------------------------------------------------------------

LINES = {
    "en": {
        "leaders offered": "{seat} is offered the leaders {leaders}",
        "leader drafted": "{seat} drafts the leader {leader}",
        "hidden leader drafted": "{seat} drafts a leader of era {era}, face down",
        "choose advisors": "{seat} chooses advisors",
        "advisor drawn": "{seat} draws the advisor {advisor}",
        "advisor to the bottom": "{seat} puts the advisor {advisor} face up under the deck",
        "goal drawn": "{seat} draws a goal token ({goal})",
        "goal placed": "{seat} places the goal token at technology {tech}, army {military}",
        "goal reached": "{civ} reaches a goal ({goal})",
        "start": "{seat} starts in {territory}",
        "action round": "Era {era}, round {round}, action round {action_round}",
        "selects": "{seat} selects {count} card(s){ready}",
        "reveal": "The selected cards are revealed: {cards}",
        "advisor": "{seat} plays the advisor {advisor}",
        "action": "{seat} plays {action}{advanced}",
        "tourism": "{seat} gains {vp} VP from tourism",
        "event applies": "The event {event} applies to {civ}",
        "governance": "{seat} activates the Governance token: {power}",
        "governance ends": "{seat}'s Governance power ends",
        "no effect": "{seat}'s {action} has no effect: {why}",
        "level": "{civ} reaches {axis} level {level}",
        "new card": "{seat} gains the action card {card}",
        "draws advisor": "{seat} draws an advisor",
        "advisors shuffled": "{seat} shuffles the advisors",
        "wonder": "{seat} takes the wonder {wonder}",
        "abandon": "{seat} abandons {territory}",
        "expand": "{seat} expands to {territory}",
        "trade": "{seat} trades with {with} and gains {vp} VP",
        "raid": "{seat} raids and gains {vp} VP",
        "war": "{seat} makes war on {on} in {territory}",
        "war won": "{winner} wins the war against {loser} and gains {vp} VP",
        "eliminated": "{seat} is wiped off the map",
        "take back": "{seat} takes back {card}",
        "activate": "{seat} activates the wonder {wonder}",
        "destroy": "{seat} destroys the wonder {wonder}",
        "end of round": "End of round {round} of era {era}",
        "leaders revealed": "The leaders are revealed: {leaders}",
        "turn order": "Turn order: {order}",
        "new wonders": "New wonder row: {row}",
        "leader bonus": "{seat} scores {vp} VP with the leader {leader}",
        "civbots leader share": "The Civbots share the {missed} leader VP the players missed: {each} VP each",
        "game over": "The game is over; VP: {vp}",
        "event": "Event in force: {event}",
        "civbot expands": "{civ} expands to {territory}",
        "civbot card": "{civ} plays its card {card}",
        "civbot arts": "{civ} takes the wonder {wonder}",
        "civbot level": "{civ} moves to technology {tech}, army {military}",
        "civbot war": "{civ} makes war on {on} in {territory} and gains {vp} VP",
    },
    "el": {
        "leaders offered": "{seat}: του προσφέρονται οι Ηγέτες {leaders}",
        "leader drafted": "{seat}: επιλέγει τον Ηγέτη {leader}",
        "hidden leader drafted": "{seat}: επιλέγει κλειστό Ηγέτη της Εποχής {era}",
        "choose advisors": "{seat}: επιλέγει Συμβούλους",
        "advisor drawn": "{seat}: τραβά τον Σύμβουλο {advisor}",
        "advisor to the bottom": "{seat}: βάζει τον Σύμβουλο {advisor} ανοιχτό κάτω από την τράπουλα",
        "goal drawn": "{seat}: τραβά δείκτη Στόχου ({goal})",
        "goal placed": "{seat}: τοποθετεί τον δείκτη Στόχου στην Τεχνολογία {tech}, Στρατό {military}",
        "goal reached": "{civ}: πετυχαίνει Στόχο ({goal})",
        "start": "{seat}: αρχική θέση: {territory}",
        "action round": "Εποχή {era}, γύρος {round}, γύρος Ενεργειών {action_round}",
        "selects": "{seat}: επιλέγει {count} κάρτα(ες){ready}",
        "reveal": "Αποκαλύπτονται οι επιλεγμένες κάρτες: {cards}",
        "advisor": "{seat}: παίζει τον Σύμβουλο {advisor}",
        "action": "{seat}: παίζει {action}{advanced}",
        "tourism": "{seat}: κερδίζει {vp} ΠΝ από Τουρισμό",
        "event applies": "Το Γεγονός {event} ισχύει για: {civ}",
        "governance": "{seat}: ενεργοποιεί τον Τρόπο Διοίκησης: {power}",
        "governance ends": "{seat}: τέλος του Τρόπου Διοίκησης",
        "no effect": "{seat}: {action} χωρίς αποτέλεσμα: {why}",
        "level": "{civ}: φτάνει στο επίπεδο {level} {axis}",
        "new card": "{seat}: παίρνει την κάρτα Ενέργειας {card}",
        "draws advisor": "{seat}: τραβά έναν Σύμβουλο",
        "advisors shuffled": "{seat}: ανακατεύει τους Συμβούλους",
        "wonder": "{seat}: παίρνει το Θαύμα {wonder}",
        "abandon": "{seat}: εγκαταλείπει: {territory}",
        "expand": "{seat}: επεκτείνεται σε: {territory}",
        "trade": "{seat}: κάνει εμπόριο με: {with} και κερδίζει {vp} ΠΝ",
        "raid": "{seat}: κάνει επιδρομή και κερδίζει {vp} ΠΝ",
        "war": "{seat}: κηρύσσει πόλεμο κατά: {on}, στην περιοχή {territory}",
        "war won": "{winner}: νικά στον πόλεμο κατά: {loser} και κερδίζει {vp} ΠΝ",
        "eliminated": "{seat}: εξαφανίζεται από τον χάρτη",
        "take back": "{seat}: παίρνει πίσω: {card}",
        "activate": "{seat}: ενεργοποιεί το Θαύμα {wonder}",
        "destroy": "{seat}: καταστρέφει το Θαύμα {wonder}",
        "end of round": "Τέλος του γύρου {round} της Εποχής {era}",
        "leaders revealed": "Αποκαλύπτονται οι Ηγέτες: {leaders}",
        "turn order": "Σειρά παικτών: {order}",
        "new wonders": "Νέα σειρά Θαυμάτων: {row}",
        "leader bonus": "{seat}: κερδίζει {vp} ΠΝ με τον Ηγέτη {leader}",
        "civbots leader share": "Τα Ρομπότ μοιράζονται τους ΠΝ Ηγετών που χάθηκαν ({missed} ΠΝ): "
                                "{each} ΠΝ το καθένα",
        "game over": "Τέλος του παιχνιδιού· ΠΝ: {vp}",
        "event": "Γεγονός σε ισχύ: {event}",
        "civbot expands": "{civ}: επεκτείνεται σε: {territory}",
        "civbot card": "{civ}: παίζει την κάρτα του {card}",
        "civbot arts": "{civ}: παίρνει το Θαύμα {wonder}",
        "civbot level": "{civ}: μετακινείται στην Τεχνολογία {tech}, Στρατό {military}",
        "civbot war": "{civ}: κηρύσσει πόλεμο κατά: {on}, στην περιοχή {territory} και κερδίζει {vp} ΠΝ",
    },
}
_SMALL = {
    "en": {"ready": " and is ready", "advanced": " (advanced)", "tech": "technology", "military": "army",
           "none": "none", "goal": "goal {}", "civ": "Civbot {}"},
    "el": {"ready": " και είναι έτοιμος", "advanced": " (προχωρημένη)", "tech": "Τεχνολογίας", "military": "Στρατού",
           "none": "κανένα", "goal": "Στόχος {}", "civ": "Ρομπότ {}"},
}


def _civ(civ: Any, lang: str, names: SeatNames) -> str:
    """A civilization by its index: a seat's player, or a Civbot past the seats."""
    if names is not None and isinstance(civ, int) and civ >= len(names):
        return _SMALL[lang]["civ"].format(civ + 1)
    return seat_name(civ, lang, names)


def _goal(goal: Any, lang: str) -> str:
    number = str(goal).removeprefix("goal_")
    return _SMALL[lang]["goal"].format(number)


def _civbot_card(number: Any, lang: str) -> str:
    """A Civbot card by its number, with the actions it makes the Civbot take."""
    actions = {c.id: c.actions for c in tables().edition.civbot.cards}.get(number)
    return f"{number} ({', '.join(name('action', a, lang) for a in actions)})" if actions else str(number)


def _listed(items: Any, each: Any) -> str:
    return ", ".join(each(x) for x in items) if isinstance(items, list) and items else "—"


def narrate(event: Event, lang: str, names: SeatNames = None) -> str:
    """One log line for `event` in `lang`."""
    template = LINES[check_lang(lang)].get(event.kind)
    if template is None:
        return generic_line(event, lang, names)
    data = event.data
    small = _SMALL[lang]
    fields: dict[str, Any] = dict(data)
    for key in ("seat", "civ", "with", "on", "winner", "loser"):
        if isinstance(data.get(key), int):
            fields[key] = _civ(data[key], lang, names)
    for key in ("territory", "wonder", "leader", "advisor", "event"):
        if key in data:
            fields[key] = small["none"] if data[key] is None else name(key, data[key], lang)
    if "action" in data:
        fields["action"] = name("action", data["action"], lang)
    if event.kind in ("new card", "take back") and "card" in data:
        fields["card"] = card(data["card"], lang)
    if event.kind == "civbot card":
        fields["card"] = _civbot_card(data.get("card"), lang)
    if "goal" in data:
        fields["goal"] = _goal(data["goal"], lang)
    if event.kind == "selects":
        fields["ready"] = small["ready"] if data.get("ready") else ""
    if event.kind == "action":
        fields["advanced"] = small["advanced"] if data.get("advanced") else ""
    if event.kind == "reveal":
        fields["cards"] = "; ".join(
            f"{_civ(s, lang, names)}: {_listed(cards, lambda c: card(c, lang))}"
            for s, cards in enumerate(data.get("cards", []))
        )
    if event.kind == "level":
        axis = "tech" if "tech" in data else "military"
        fields.update(axis=small[axis], level=data.get(axis, "?"))
    if event.kind in ("leaders offered", "leaders revealed"):
        fields["leaders"] = _listed(data.get("leaders"), lambda x: name("leader", x, lang))
    if event.kind == "new wonders":
        fields["row"] = _listed(data.get("row"), lambda x: name("wonder", x, lang))
    if event.kind == "turn order":
        fields["order"] = _listed(data.get("order"), lambda c: _civ(c, lang, names))
    if event.kind == "governance":
        fields["power"] = POWERS[lang].get(str(data.get("power")), data.get("power"))
    if event.kind == "no effect" and lang == "el":
        fields["why"] = NO_EFFECT_EL.get(str(data.get("why")), data.get("why"))
    if event.kind == "game over":
        fields["vp"] = _listed(data.get("vp"), lambda v: str(v))
    return fill(template, fields)


# The game and its options -----------------------------------------------------

# The Greek edition keeps the title (Greek rulebook: «Στο Historia, κάθε παίκτης...»).
TITLES = {"en": "Historia", "el": "Historia"}
_LEVELS_EL = {"chieftain": "Φύλαρχος", "noble": "Ευγενής", "king": "Βασιλιάς"}
OPTIONS: dict[str, dict[str, OptionWords]] = {
    "en": {
        "players": {"label": "Players", "description": "how many players, people or bots (1 = solo, against Civbots)"},
        "civbots": {"label": "Civbots",
                    "description": "civilizations the rules play (p.10); players and Civbots together at most 6; "
                                   "solo: 5 unless you choose fewer"},
        "level": {"label": "Civbot level",
                  "description": "how hard the Civbots play: 3, 4 or 5 Civbot cards a round (p.10)",
                  "values": {"chieftain": "Chieftain", "noble": "Noble", "king": "King"}},
        "events": {"label": "Events", "description": "the Events variant (p.11): one event card in force each round"},
        "advanced_draft": {"label": "Advanced rules",
                           "description": "the advanced rules (p.12): a snake draft of one leader per era, starting "
                                          "cubes in reverse order, advisors chosen instead of drawn"},
        "governance": {"label": "Governance",
                       "description": "the Governance promo (p.12): once a game, first in one of your token's "
                                      "categories and not last in the other, take one power until the era's end"},
        "goals": {"label": "Civilization Goals",
                  "description": "the Civilization Goals promo (p.12): 8 goal tokens on the matrix; the first "
                                 "civilization to reach one scores it"},
        "expert": {"label": "Expert start", "description": "expert start (p.3 step 6): 3 cubes in front of you and "
                                                             "none in the used pool"},
        "data": {"label": "Data file", "description": "a components data file (JSON or TOML) with your box's values"},
        "green_advisors": {"label": "Green advisors",
                           "description": "which of the two green advisor sets the green player uses (FAQ)",
                           "values": {"mesopotamians": "Mesopotamians", "indians": "Indians"}},
        "civbot_takes_last_cube": {"label": "A Civbot takes the last cube",
                                   "description": "a player's last map cube lost in a war a Civbot won, with other "
                                                  "players at the table: kept, as the war rule says (p.5, off), or "
                                                  "removed, as the solo rule says (p.11, on); the player plays on"},
        "edge_costs_cube": {"label": "A move off the matrix costs its cube",
                            "description": "Technology or Army with no cell of the matrix to move into: nothing "
                                           "happens and nothing is spent (off), or the cube is spent (on)"},
    },
    "el": {
        "players": {"label": "Παίκτες",
                    "description": "αριθμός παικτών, ανθρώπων ή bots (1 = σόλο, με Ρομπότ)"},
        "civbots": {"label": "Ρομπότ Πολιτισμού",
                    "description": "Ρομπότ (σ.10), που κινούνται από τους κανόνες· παίκτες + Ρομπότ έως 6· στο σόλο "
                                   "5 από προεπιλογή (6 μείον τους παίκτες, σ.10)"},
        "level": {"label": "Επίπεδο των Ρομπότ",
                  "description": "πόσο δυνατά παίζουν τα Ρομπότ: 3, 4 ή 5 κάρτες Ρομπότ ανά γύρο (σ.10)",
                  "values": _LEVELS_EL},
        "events": {"label": "Παραλλαγή Γεγονότα",
                   "description": "η παραλλαγή Γεγονότα (σ.11): μία κάρτα Γεγονότος σε ισχύ κάθε γύρο"},
        "advanced_draft": {"label": "Προχωρημένοι κανόνες",
                           "description": "οι προχωρημένοι κανόνες (σ.12): επιλογή ενός Ηγέτη ανά Εποχή με φιδάκι "
                                          "(οι Εποχές II και III κρυφές ως την Εποχή τους), αρχικοί κύβοι με "
                                          "αντίστροφη σειρά, Σύμβουλοι επιλεγμένοι αντί να τραβηχτούν· ο Σύμβουλος "
                                          "της αρχής πηγαίνει ανοιχτός κάτω από την τράπουλα (η κατά γράμμα "
                                          "ανάγνωση)"},
        "governance": {"label": "Τρόποι Διοίκησης",
                       "description": "οι Τρόποι Διοίκησης (σ.12): μία φορά στο παιχνίδι, πρώτοι σε μία από τις "
                                      "κατηγορίες του δείκτη σας και όχι τελευταίοι στην άλλη, παίρνετε μία Δύναμη "
                                      "ως το τέλος της Εποχής· προσφέρεται στην αρχή της εκτέλεσής σας σε έναν γύρο "
                                      "Ενεργειών (απόφαση Agora)"},
        "goals": {"label": "Στόχοι Πολιτισμών",
                  "description": "οι Στόχοι Πολιτισμών (σ.12): 8 δείκτες στον Πίνακα Προόδου μετά τα πλακίδια, πριν "
                                 "την επιλογή Ηγετών· ο πρώτος Πολιτισμός που φτάνει έναν τον βαθμολογεί· «πέρα» "
                                 "από δείκτη = και τα δύο επίπεδα τουλάχιστον όσο του δείκτη (απόφαση Agora)"},
        "expert": {"label": "Έμπειρη αρχή",
                   "description": "έμπειρη αρχή (σ.3 βήμα 6): 3 κύβοι μπροστά σας και κανένας στους "
                                  "Χρησιμοποιημένους"},
        "data": {"label": "Αρχείο δεδομένων",
                 "description": "ένα αρχείο δεδομένων εξαρτημάτων (JSON ή TOML) με τις τυπωμένες τιμές του κουτιού "
                                "σας· προεπιλογή: η έκδοση Agora"},
        "green_advisors": {"label": "Πράσινοι Σύμβουλοι",
                           "description": "ποιο από τα δύο πράσινα σετ Συμβούλων χρησιμοποιεί ο Πράσινος παίκτης "
                                          "(FAQ-GIG)",
                           "values": {"mesopotamians": CIVILIZATIONS_EL["mesopotamians"],
                                      "indians": CIVILIZATIONS_EL["indians"]}},
        "civbot_takes_last_cube": {"label": "Το Ρομπότ παίρνει τον τελευταίο κύβο",
                                   "description": "ο τελευταίος κύβος ενός παίκτη στον χάρτη, χαμένος σε πόλεμο που "
                                                  "κέρδισε Ρομπότ, σε παιχνίδι με άλλους παίκτες: μένει, όπως λέει ο "
                                                  "κανόνας του Πολέμου (σελ. 5, προεπιλογή), ή αφαιρείται, όπως λέει "
                                                  "το Ατομικό Παιχνίδι για τον μόνο παίκτη (σελ. 11)· ο παίκτης "
                                                  "συνεχίζει να παίζει"},
        "edge_costs_cube": {"label": "Ο κύβος ξοδεύεται στην άκρη",
                            "description": "ασάφεια §5: αν η Τεχνολογία/ο Στρατός ξοδεύουν τον κύβο τους όταν ο "
                                           "Πίνακας Προόδου δεν έχει θέση για να μετακινηθούν (προεπιλογή: κανένα "
                                           "αποτέλεσμα, τίποτα δεν ξοδεύεται)"},
    },
}


def names(lang: str) -> dict[str, dict[str, str]]:
    """Every component group's names in `lang` by id, the technology levels' by level, the Civbot
    levels' (GR p.10) and the Governance powers' (§9.2) by the ids the view gives them."""
    check_lang(lang)
    out = {group: {ident: name(group, ident, lang) for ident in idents} for group, idents in _english().items()}
    levels = tables().edition.tech_levels
    out["tech"] = {str(i): TECH_EL[i - 1] if lang == "el" else lv.name for i, lv in enumerate(levels, 1)}
    out["level"] = dict(_LEVELS_EL) if lang == "el" else {level: level.title() for level in _LEVELS_EL}
    out["power"] = dict(POWERS[lang])
    return out


# The view's keys as the panels head them (table.view_keys), in the words of the Greek rulebook and of the
# labels above: κύβοι Δύναμης, Τρόπος Διοίκησης, Θαύμα, Ηγέτης, Σύμβουλος, στήλη Τεχνολογίας, γραμμή Στρατού.
# Keys that are wonder ids (a dict by wonder) are headed by the wonder's name instead.
VIEW_KEYS: dict[str, tuple[str, str]] = {
    "a": ("A", "Α"), "b": ("B", "Β"),
    "action": ("Action", "Ενέργεια"),
    "action_cards": ("Action cards", "Κάρτες Ενεργειών"),
    "action_round": ("Action round", "Γύρος Ενεργειών"),
    "adjacency": ("Adjacency", "Γειτνίαση"),
    "adjacent": ("Adjacent", "Γειτονικές περιοχές"),
    "advanced": ("Advanced", "Προχωρημένο"),
    "advanced_tech": ("Advanced from technology", "Προχωρημένη από την Τεχνολογία"),
    "advisor": ("Advisor", "Σύμβουλος"),
    "advisor_deck": ("Advisor deck", "Τράπουλα Συμβούλων"),
    "advisors": ("Advisors", "Σύμβουλοι"),
    "advisors_in_hand": ("Advisors in hand", "Σύμβουλοι στο χέρι"),
    "advisors_offered": ("Advisors offered", "Προσφερόμενοι Σύμβουλοι"),
    "all_but": ("All but", "Όλες εκτός από"),
    "at_least": ("At least", "Τουλάχιστον"),
    "board": ("Board", "Ταμπλό"),
    "bonus": ("Bonus", "Μπόνους"),
    "brown": ("Brown", "Καφέ"),
    "can_select_revolution": ("May choose Revolution", "Μπορεί να επιλέξει Επανάσταση"),
    "card": ("Card", "Κάρτα"),
    "card_back": ("Card back", "Πίσω όψη κάρτας"),
    "cards": ("Cards", "Κάρτες"),
    "categories": ("Categories", "Κατηγορίες"),
    "cells": ("Cells", "Κελιά"),
    "civ": ("Civilization", "Πολιτισμός"),
    "civbot": ("Civbot", "Civbot (Αυτόματος Πολιτισμός)"),
    "civilization": ("Civilization", "Πολιτισμός"),
    "civilization_id": ("Civilization id", "Κωδικός Πολιτισμού"),
    "civilizations": ("Civilizations", "Πολιτισμοί"),
    "civs": ("Civilizations", "Πολιτισμοί"),
    "colour": ("Colour", "Χρώμα"),
    "column": ("Technology column", "Στήλη Τεχνολογίας"),
    "conditions": ("Conditions", "Προϋποθέσεις"),
    "cube": ("Cube", "Κύβος Δύναμης"),
    "cubes": ("Power cubes", "Κύβοι Δύναμης"),
    "designed": ("Designed", "Σχεδιασμένα"),
    "difficulty_card": ("Difficulty card", "Κάρτα Δυσκολίας"),
    "discard_row": ("Discard row", "Σειρά απορριμμάτων"),
    "edition": ("Edition", "Έκδοση"),
    "effect": ("Effect", "Αποτέλεσμα"),
    "eliminated": ("Eliminated", "Αποκλεισμένοι"),
    "era": ("Era", "Εποχή"),
    "event": ("Event", "Γεγονός"),
    "events": ("Events", "Γεγονότα"),
    "exclusive": ("Exclusive", "Αποκλειστικό"),
    "face_down": ("Face down", "Κλειστοί"),
    "face_up": ("Face up", "Ανοιχτοί"),
    "game": ("Game", "Παιχνίδι"),
    "general": ("General supply", "Γενικό απόθεμα"),
    "goal_to_place": ("Goal to place", "Στόχος προς τοποθέτηση"),
    "goals": ("Goals", "Στόχοι Πολιτισμού"),
    "governance": ("Governance", "Τρόπος Διοίκησης"),
    "government": ("Government", "Πολίτευμα"),
    "government_id": ("Government id", "Κωδικός Πολιτεύματος"),
    "governments": ("Governments", "Πολιτεύματα"),
    "grey": ("Grey", "Γκρι"),
    "hand": ("Hand", "Χέρι"),
    "hand_actions": ("Action cards in hand", "Κάρτες Ενεργειών στο χέρι"),
    "hidden_leaders": ("Hidden leaders", "Κρυφοί Ηγέτες"),
    "id": ("Id", "Κωδικός"),
    "kind": ("Kind", "Είδος"),
    "later_leaders": ("Later leaders", "Επόμενοι Ηγέτες"),
    "leader": ("Leader", "Ηγέτης"),
    "leaders": ("Leaders", "Ηγέτες"),
    "leaders_drafted": ("Leaders drafted", "Επιλεγμένοι Ηγέτες"),
    "leaders_offered": ("Leaders offered", "Προσφερόμενοι Ηγέτες"),
    "level": ("Level", "Επίπεδο"),
    "map": ("Map", "Χάρτης"),
    "markers": ("Markers", "Δείκτες"),
    "matrix": ("Matrix", "Πίνακας Ανάπτυξης"),
    "max_cards": ("Hand limit", "Όριο καρτών"),
    "military": ("Army", "Στρατός"),
    "military_levels": ("Army levels", "Επίπεδα Στρατού"),
    "name": ("Name", "Όνομα"),
    "navigation": ("Navigation (technology)", "Ναυσιπλοΐα (Τεχνολογία)"),
    "next_event": ("Next event", "Επόμενο Γεγονός"),
    "note": ("Note", "Σημείωση"),
    "on": ("On", "Σε"),
    "pay_cubes": ("Power cubes to pay", "Κύβοι Δύναμης προς πληρωμή"),
    "phase": ("Phase", "Φάση"),
    "ready": ("Ready", "Έτοιμος"),
    "revealed": ("Revealed", "Αποκαλυμμένη"),
    "revolution_allowed": ("Revolution allowed", "Επιτρέπεται Επανάσταση"),
    "revolution_played": ("Revolution played", "Παίχτηκε Επανάσταση"),
    "round": ("Round", "Γύρος"),
    "seat": ("Seat", "Θέση"),
    "selected": ("Selected", "Επιλεγμένη"),
    "size": ("Size", "Μέγεθος"),
    "solo": ("Solo", "Μονός παίκτης"),
    "state": ("State", "Κατάσταση"),
    "supply": ("Supply", "Απόθεμα"),
    "target": ("Place on the board", "Θέση στο ταμπλό"),
    "task": ("Task", "Εργασία"),
    "tech": ("Technology", "Τεχνολογία"),
    "tech_levels": ("Technology levels", "Επίπεδα Τεχνολογίας"),
    "tech_name": ("Technology", "Τεχνολογία"),
    "territories": ("Territories", "Περιοχές"),
    "tile": ("Tile", "Πλακίδιο"),
    "tile_vp": ("Tile VP", "ΠΝ πλακιδίου"),
    "tiles": ("Tiles", "Πλακίδια"),
    "timeline": ("Timeline", "Χρονολόγιο"),
    "to_act": ("To act", "Παίζει"),
    "token": ("Token", "Δείκτης"),
    "tourism": ("Tourism", "Τουρισμός"),
    "turn_order": ("Turn order", "Σειρά παικτών"),
    "turned": ("Turned", "Γυρισμένο"),
    "used": ("Used", "Χρησιμοποιημένοι"),
    "vp": ("VP", "ΠΝ"),
    "what": ("What", "Τι"),
    "wonder_decks": ("Wonder decks", "Τράπουλες Θαυμάτων"),
    "wonder_row": ("Wonder row", "Σειρά Θαυμάτων"),
    "wonders": ("Wonders", "Θαύματα"),
    "you": ("You", "Εσείς"),
    "zones": ("Zones", "Ζώνες"),
}
