"""Historia's player-facing words in English and Greek: action labels, log lines
and component names. The Greek terms are the Greek rulebook's (Τεχνολογία,
Στρατός, Τέχνες, Εκμετάλλευση..., κύβος Δύναμης, ΠΝ, Θαύμα, Ηγέτης, Σύμβουλος,
Ρομπότ); names the rulebook does not print are rendered in their usual Greek.

Action labels, log lines and the Governance powers are messages of the gettext catalogue with the context
"historia" (docs/translating.md); component names, option words and the view's keys are still tables by
language here (their English names live in the data files, which need an extractor first).

Every line is built from an event's data alone, so it tells its reader no more
than the event the reader was sent.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from agora.core import Event, i18n
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


@cache
def powers(lang: str) -> dict[str, str]:
    """The four powers on the back of a Governance token (state.POWERS), in `lang`."""
    t = i18n.words(lang)
    return {
        "cubes": t.pgettext("historia", "up to 2 cubes from the general supply"),
        "shared": t.pgettext("historia", "score shared territories"),
        "tech": t.pgettext("historia", "+2 technology levels"),
        "military": t.pgettext("historia", "+2 army levels"),
    }


@cache
def _no_effect(lang: str) -> dict[str, str]:
    """Why an action card had no effect, by its English (a "no effect" event's `why`), in `lang`."""
    t = i18n.words(lang)
    return {
        "no adjacent civilization with a higher technology":
            t.pgettext("historia", "no adjacent civilization with a higher technology"),
        "no adjacent civilization with a lower army":
            t.pgettext("historia", "no adjacent civilization with a lower army"),
        "no cell of the matrix to move into": t.pgettext("historia", "no cell of the matrix to move into"),
        "no civilization shares a territory": t.pgettext("historia", "no civilization shares a territory"),
        "no cube or no territory to expand into": t.pgettext("historia", "no cube or no territory to expand into"),
        "no cube to pay or no wonder in the row": t.pgettext("historia", "no cube to pay or no wonder in the row"),
        "no cube to pay": t.pgettext("historia", "no cube to pay"),
        "no cube to take back": t.pgettext("historia", "no cube to take back"),
        "the event's requirement was not met": t.pgettext("historia", "the event's requirement was not met"),
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

@cache
def _words(lang: str) -> dict[str, str]:
    """The labels of the actions that name no component, in `lang`."""
    t = i18n.words(lang)
    return {
        "no governance": t.pgettext("historia", "Do not use the Governance token now"),
        "done": t.pgettext("historia", "Done selecting"),
        "basic": t.pgettext("historia", "Basic action"),
        "advanced": t.pgettext("historia", "Advanced action"),
        "stop": t.pgettext("historia", "Stop taking cubes"),
        "pass": t.pgettext("historia", "Activate no (more) wonders"),
        "from pool": t.pgettext("historia", "Take a cube from the pool"),
    }


# verb -> the component group of its argument
_GROUPS = {
    "select": "card", "play": "card", "to": "territory", "start": "territory", "from": "territory", "take": "wonder",
    "activate": "wonder", "destroy": "wonder", "leader": "leader", "back": "action", "with": "seat",
    "govern": "power", "advisor": "advisor", "bottom": "advisor",
}


@cache
def _verbs(lang: str) -> dict[str, str]:
    """Each verb's label template, its argument {x}, in `lang`."""
    t = i18n.words(lang)
    return {
        "select": t.pgettext("historia", "Select {x}"),
        "play": t.pgettext("historia", "Resolve {x}"),
        "to": t.pgettext("historia", "Expand to {x}"),
        "start": t.pgettext("historia", "Start in {x}"),
        "from": t.pgettext("historia", "Take a cube back from {x}"),
        "take": t.pgettext("historia", "Take the wonder {x}"),
        "activate": t.pgettext("historia", "Activate the wonder {x}"),
        "destroy": t.pgettext("historia", "Destroy the wonder {x}"),
        "leader": t.pgettext("historia", "Draft the leader {x}"),
        "back": t.pgettext("historia", "Take back {x}"),
        "with": t.pgettext("historia", "Trade with {x}"),
        "govern": t.pgettext("historia", "Governance power: {x}"),
        "advisor": t.pgettext("historia", "Take the advisor {x}"),
        "bottom": t.pgettext("historia", "Put the advisor {x} face up under your deck"),
    }


@cache
def _phrases(lang: str) -> dict[str, str]:
    """The pieces of the goal, war and civilization labels, in `lang`."""
    t = i18n.words(lang)
    return {
        "goal": t.pgettext("historia", "Place the goal token in {axis} {level}"),
        "tech column": t.pgettext("historia", "tech column"),
        "army row": t.pgettext("historia", "army row"),
        "war": t.pgettext("historia", "War on {civ} in {territory}"),
        "civ": t.pgettext("historia", "civilization {n}"),
    }


def _target(civ: str, lang: str) -> str:
    """Another civilization in a label, by number: a label cannot know whether it is a seat or a Civbot."""
    return fill(_phrases(lang)["civ"], {"n": int(civ) + 1}) if civ.isdigit() else civ


def _argument(group: str, arg: str, lang: str) -> str:
    if group == "card":
        return card(arg, lang)
    if group == "seat":
        return _target(arg, lang)
    if group == "power":
        return powers(lang).get(arg, arg)
    return name(group, arg, lang)


def label(action: str, lang: str) -> str:
    """A readable label of an action code in `lang` (the code itself if unknown)."""
    if action in _words(lang):
        return _words(lang)[action]
    verb, _, rest = action.partition(" ")
    if verb == "goal":
        axis, _, level = rest.partition(" ")
        phrases = _phrases(lang)
        return fill(phrases["goal"], {"axis": phrases["tech column" if axis == "tech" else "army row"],
                                       "level": level})
    if verb == "attack":
        where, _, civ = rest.partition(" ")
        return fill(_phrases(lang)["war"], {"civ": _target(civ, lang), "territory": name("territory", where, lang)})
    if verb in _GROUPS:
        return fill(_verbs(lang)[verb], {"x": _argument(_GROUPS[verb], rest, lang)})
    return action


# Log lines -------------------------------------------------------------------

@cache
def lines(lang: str) -> dict[str, str]:
    """Each event kind's log line template, in `lang`."""
    t = i18n.words(lang)
    return {
        "leaders offered": t.pgettext("historia", "{seat} is offered the leaders {leaders}"),
        "leader drafted": t.pgettext("historia", "{seat} drafts the leader {leader}"),
        "hidden leader drafted": t.pgettext("historia", "{seat} drafts a leader of era {era}, face down"),
        "choose advisors": t.pgettext("historia", "{seat} chooses advisors"),
        "advisor drawn": t.pgettext("historia", "{seat} draws the advisor {advisor}"),
        "advisor to the bottom": t.pgettext("historia", "{seat} puts the advisor {advisor} face up under the deck"),
        "goal drawn": t.pgettext("historia", "{seat} draws a goal token ({goal})"),
        "goal placed": t.pgettext("historia", "{seat} places the goal token at technology {tech}, army {military}"),
        "goal reached": t.pgettext("historia", "{civ} reaches a goal ({goal})"),
        "start": t.pgettext("historia", "{seat} starts in {territory}"),
        "action round": t.pgettext("historia", "Era {era}, round {round}, action round {action_round}"),
        "selects": t.pgettext("historia", "{seat} selects {count} card(s){ready}"),
        "reveal": t.pgettext("historia", "The selected cards are revealed: {cards}"),
        "advisor": t.pgettext("historia", "{seat} plays the advisor {advisor}"),
        "action": t.pgettext("historia", "{seat} plays {action}{advanced}"),
        "tourism": t.pgettext("historia", "{seat} gains {vp} VP from tourism"),
        "event applies": t.pgettext("historia", "The event {event} applies to {civ}"),
        "governance": t.pgettext("historia", "{seat} activates the Governance token: {power}"),
        "governance ends": t.pgettext("historia", "{seat}'s Governance power ends"),
        "no effect": t.pgettext("historia", "{seat}'s {action} has no effect: {why}"),
        "level": t.pgettext("historia", "{civ} reaches {axis} level {level}"),
        "new card": t.pgettext("historia", "{seat} gains the action card {card}"),
        "draws advisor": t.pgettext("historia", "{seat} draws an advisor"),
        "advisors shuffled": t.pgettext("historia", "{seat} shuffles the advisors"),
        "wonder": t.pgettext("historia", "{seat} takes the wonder {wonder}"),
        "abandon": t.pgettext("historia", "{seat} abandons {territory}"),
        "expand": t.pgettext("historia", "{seat} expands to {territory}"),
        "trade": t.pgettext("historia", "{seat} trades with {with} and gains {vp} VP"),
        "raid": t.pgettext("historia", "{seat} raids and gains {vp} VP"),
        "war": t.pgettext("historia", "{seat} makes war on {on} in {territory}"),
        "war won": t.pgettext("historia", "{winner} wins the war against {loser} and gains {vp} VP"),
        "eliminated": t.pgettext("historia", "{seat} is wiped off the map"),
        "take back": t.pgettext("historia", "{seat} takes back {card}"),
        "activate": t.pgettext("historia", "{seat} activates the wonder {wonder}"),
        "destroy": t.pgettext("historia", "{seat} destroys the wonder {wonder}"),
        "end of round": t.pgettext("historia", "End of round {round} of era {era}"),
        "leaders revealed": t.pgettext("historia", "The leaders are revealed: {leaders}"),
        "turn order": t.pgettext("historia", "Turn order: {order}"),
        "new wonders": t.pgettext("historia", "New wonder row: {row}"),
        "leader bonus": t.pgettext("historia", "{seat} scores {vp} VP with the leader {leader}"),
        "civbots leader share": t.pgettext("historia", "The Civbots share the {missed} leader VP the players missed: "
            "{each} VP each"),
        "game over": t.pgettext("historia", "The game is over; VP: {vp}"),
        "event": t.pgettext("historia", "Event in force: {event}"),
        "civbot expands": t.pgettext("historia", "{civ} expands to {territory}"),
        "civbot card": t.pgettext("historia", "{civ} plays its card {card}"),
        "civbot arts": t.pgettext("historia", "{civ} takes the wonder {wonder}"),
        "civbot level": t.pgettext("historia", "{civ} moves to technology {tech}, army {military}"),
        "civbot war": t.pgettext("historia", "{civ} makes war on {on} in {territory} and gains {vp} VP"),
    }


@cache
def _small(lang: str) -> dict[str, str]:
    """The pieces of log lines, in `lang`."""
    t = i18n.words(lang)
    return {
        "ready": t.pgettext("historia", " and is ready"),
        "advanced": t.pgettext("historia", " (advanced)"),
        # An axis in "reaches level 5 of technology" (Greek: the genitive) and a log line's "none": contexts
        # of their own, as the board's "technology" and "none" read otherwise.
        "tech": t.pgettext("historia/axis", "technology"),
        "military": t.pgettext("historia/axis", "army"),
        "none": t.pgettext("historia/log", "none"),
        "goal": t.pgettext("historia", "goal {n}"),
        "civ": t.pgettext("historia", "Civbot {n}"),
    }


def _civ(civ: Any, lang: str, names: SeatNames) -> str:
    """A civilization by its index: a seat's player, or a Civbot past the seats."""
    if names is not None and isinstance(civ, int) and civ >= len(names):
        return fill(_small(lang)["civ"], {"n": civ + 1})
    return seat_name(civ, lang, names)


def _goal(goal: Any, lang: str) -> str:
    number = str(goal).removeprefix("goal_")
    return fill(_small(lang)["goal"], {"n": number})


def _civbot_card(number: Any, lang: str) -> str:
    """A Civbot card by its number, with the actions it makes the Civbot take."""
    actions = {c.id: c.actions for c in tables().edition.civbot.cards}.get(number)
    return f"{number} ({', '.join(name('action', a, lang) for a in actions)})" if actions else str(number)


def _listed(items: Any, each: Any) -> str:
    return ", ".join(each(x) for x in items) if isinstance(items, list) and items else "—"


def narrate(event: Event, lang: str, names: SeatNames = None) -> str:
    """One log line for `event` in `lang`."""
    template = lines(lang).get(event.kind)
    if template is None:
        return generic_line(event, lang, names)
    data = event.data
    small = _small(lang)
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
        fields["power"] = powers(lang).get(str(data.get("power")), data.get("power"))
    if event.kind == "no effect":
        fields["why"] = _no_effect(lang).get(str(data.get("why")), data.get("why"))
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
    out["power"] = dict(powers(lang))
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
