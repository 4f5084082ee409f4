"""Historia at a table: the board element each action concerns and each event touched (by the ids the board
module draws), what the seat to act is asked, what each action does with its rulebook section (a leader's VP
conditions, an advisor's, a wonder's effect in full), a short guide and the rows of the final score sheet.
Words in English and Greek (the Greek rulebook's terms, as words.py uses them).

Board ids: a territory, wonder, leader or advisor by its data id; an action card of the reader's by
"card-<action>"; a civilization by "civ-<n>"; a matrix column or row by "tech-<level>" / "army-<level>".
The view holds each of them (view.py), so a client places every action from the view alone.

The game's TableSide (agora.core.table): labels and log lines come from words.py, the terminal screen from
text.py."""

from __future__ import annotations

from agora.core import Action, Event, Outcome, View
from agora.core.i18n import OptionWords, check_lang, fill, in_language, words_of_options
from agora.games.historia import words
from agora.games.historia.options import HistoriaOptions
from agora.games.historia.schema import ACTIONS
from agora.games.historia.tables import MEASURES, Gain, tables
from agora.games.historia.text import render as render
from agora.games.historia.words import label as label
from agora.games.historia.words import narrate as narrate


def card_id(action: str) -> str:
    """The board id of an action card (one of each per civilization; the board puts it on the reader's own)."""
    return f"card-{action}"


def civ_id(civ: int) -> str:
    """The board id of a civilization (its mat, its marker on the matrix)."""
    return f"civ-{civ}"


_ON_TERRITORY = ("to", "start", "from", "attack")
_ON_COMPONENT = ("take", "activate", "destroy", "leader", "advisor", "bottom")


def target(action: Action) -> str | None:
    """The board element an action concerns; None for a choice with no place (done, basic, pass...)."""
    verb, _, arg = action.partition(" ")
    if action == "from pool":  # the used pool is no place of the board: a button
        return None
    if verb in ("select", "play", "back"):
        return card_id(arg) if arg in ACTIONS else (arg or None)  # an advisor card by its id
    if verb in _ON_TERRITORY:
        return arg.split(" ")[0] or None
    if verb in _ON_COMPONENT:
        return arg or None
    if verb == "with" and arg.isdigit():
        return civ_id(int(arg))
    if verb == "goal":
        axis, _, level = arg.partition(" ")
        return f"{'tech' if axis == 'tech' else 'army'}-{level}" if level.isdigit() else None
    return None


_CIV_KEYS = ("seat", "civ", "with", "on", "winner", "loser")


def touches(event: Event) -> tuple[str, ...]:
    """The territories, wonders and civilizations an event changed, read from its data alone."""
    data = event.data
    gone = ("wonder",) if event.kind in ("destroy", "civbot arts") else ()  # the wonder leaves the game
    out = [data[key] for key in ("territory", "wonder") if isinstance(data.get(key), str) and key not in gone]
    out += [civ_id(data[key]) for key in _CIV_KEYS
            if isinstance(data.get(key), int) and not isinstance(data.get(key), bool) and 0 <= data[key] < 6]
    return tuple(dict.fromkeys(out))


# Bonuses in words ------------------------------------------------------------------

_BONUS = {
    "en": {"vp": "{n} VP", "cubes": "{n} cube(s) back from the used pool", "cube": "{n} cube(s) back",
           "card_back": "your oldest discarded card back", "cards": "{n} card(s) back from your discard row",
           "advisor": "draw {n} advisor(s)", "action": "+{n} card a selection", "card": "the {card} card",
           "tech": "+{n} technology level(s)", "military": "+{n} army level(s)",
           "tourism": "a basic Tourism action", "pay_cubes": "pay {n} cube(s)", "none": "nothing"},
    "el": {"vp": "{n} ΠΝ", "cubes": "{n} κύβοι Δύναμης πίσω από τους Χρησιμοποιημένους",
           "cube": "{n} κύβος Δύναμης πίσω", "card_back": "η παλαιότερη κάρτα της σειράς απόρριψης πίσω",
           "cards": "{n} κάρτες πίσω από τη σειρά απόρριψης", "advisor": "τραβάτε {n} Σύμβουλο",
           "action": "+{n} κάρτα ανά επιλογή", "card": "η κάρτα {card}", "tech": "+{n} επίπεδα Τεχνολογίας",
           "military": "+{n} επίπεδα Στρατού", "tourism": "μια βασική ενέργεια Τουρισμού",
           "pay_cubes": "πληρώνετε {n} κύβο Δύναμης", "none": "τίποτα"},
}
_MEASURE = {
    "en": {"tech": "technology level {n}", "military": "army level {n}", "wonders": "{n}+ wonders",
           "territories": "{n}+ territories", "sole": "{n}+ territories held alone"},
    "el": {"tech": "επίπεδο Τεχνολογίας {n}", "military": "επίπεδο Στρατού {n}", "wonders": "{n}+ Θαύματα",
           "territories": "{n}+ περιοχές", "sole": "{n}+ περιοχές μόνοι σας"},
}
_MAJORITY = {
    "en": {"tech": "technology", "military": "army", "wonders": "wonders", "territories": "territories"},
    "el": {"tech": "Τεχνολογία", "military": "Στρατό", "wonders": "Θαύματα", "territories": "περιοχές"},
}


def bonus_text(bonus: Gain, lang: str) -> str:
    """A bundle of gains in words ("2 VP, +1 technology level(s)")."""
    texts = _BONUS[lang]
    parts = []
    for key, value in bonus.to_data().items():
        if not value:
            continue
        if key == "card":
            parts.append(fill(texts["card"], {"card": words.name("action", value, lang)}))
        else:
            parts.append(fill(texts[key], {"n": value}))
    return ", ".join(parts) or texts["none"]


# What the seat to act is asked -------------------------------------------------

_ASK = {
    "en": {
        "leader draft": "Draft a leader: click the leader whose VP conditions suit you",
        "starting cubes": "Click a free territory on the map to place your starting cube",
        "goal column": "Click a technology column of the matrix to place the goal token",
        "goal row": "Click an army row of the matrix to place the goal token",
        "advisor choice": "Choose the advisor to keep in your hand",
        "advisor bottom": "Choose the advisor to put face up under your deck",
        "select": "Choose a card from your hand, face down; the others see only that you chose",
        "select many": "Choose up to {n} cards from your hand, face down; the others see only that you chose",
        "selected": "{k} of {n} card(s) chosen: choose more, or press Done",
        "pick": "Click one of your revealed cards to resolve it next",
        "mode": "Basic or advanced action?",
        "arts": "Click a wonder of the row to take it",
        "exploit": "Take a cube back: click one of your territories or the pool, or stop",
        "exploit map": "Take a cube back: click one of your territories, or stop",
        "exploit pool": "Take a cube back from the used pool, or stop",
        "expansion": "Click a lit territory to expand into it",
        "trade": "Click a civilization with a higher technology to trade with it",
        "war": "Click a territory you share to make war there",
        "revolution": "Click a card of your discard row to take it back",
        "wonder": "Click one of your wonders to activate it, or activate no more",
        "destroy": "Click one of your wonders to destroy it",
        "advisor": "Choose an advisor from your deck",
        "governance": "Use your Governance token now?",
    },
    "el": {
        "leader draft": "Επιλογή Ηγέτη: πατήστε τον Ηγέτη που οι προϋποθέσεις ΠΝ του σας ταιριάζουν",
        "starting cubes": "Πατήστε μια ελεύθερη περιοχή του χάρτη για τον αρχικό σας κύβο Δύναμης",
        "goal column": "Πατήστε μια στήλη Τεχνολογίας του Πίνακα Προόδου για τον δείκτη Στόχου",
        "goal row": "Πατήστε μια γραμμή Στρατού του Πίνακα Προόδου για τον δείκτη Στόχου",
        "advisor choice": "Επιλέξτε τον Σύμβουλο που κρατάτε στο χέρι σας",
        "advisor bottom": "Επιλέξτε τον Σύμβουλο που μπαίνει ανοιχτός κάτω από την τράπουλά σας",
        "select": "Επιλέξτε μια κάρτα από το χέρι σας, κλειστή· οι άλλοι βλέπουν μόνο ότι επιλέξατε",
        "select many": "Επιλέξτε έως {n} κάρτες από το χέρι σας, κλειστές· οι άλλοι βλέπουν μόνο ότι επιλέξατε",
        "selected": "Επιλέξατε {k} από {n} κάρτες: επιλέξτε κι άλλη, ή πατήστε «Τέλος επιλογής»",
        "pick": "Πατήστε μια από τις αποκαλυμμένες κάρτες σας για να την εκτελέσετε",
        "mode": "Βασική ή προχωρημένη ενέργεια;",
        "arts": "Πατήστε ένα Θαύμα της σειράς για να το πάρετε",
        "exploit": "Ανάκτηση κύβου: πατήστε μια περιοχή σας ή τους Χρησιμοποιημένους, ή σταματήστε",
        "exploit map": "Ανάκτηση κύβου: πατήστε μια περιοχή σας, ή σταματήστε",
        "exploit pool": "Ανάκτηση κύβου από τους Χρησιμοποιημένους, ή σταματήστε",
        "expansion": "Πατήστε μια φωτισμένη περιοχή για να επεκταθείτε εκεί",
        "trade": "Πατήστε έναν Πολιτισμό με υψηλότερη Τεχνολογία για να κάνετε Εμπόριο",
        "war": "Πατήστε μια κοινή περιοχή για να κηρύξετε Πόλεμο εκεί",
        "revolution": "Πατήστε μια κάρτα της σειράς απόρριψης για να την πάρετε πίσω",
        "wonder": "Πατήστε ένα Θαύμα σας για να το ενεργοποιήσετε, ή καμία (άλλη) ενεργοποίηση",
        "destroy": "Πατήστε ένα Θαύμα σας για να το καταστρέψετε",
        "advisor": "Επιλέξτε έναν Σύμβουλο από την τράπουλά σας",
        "governance": "Χρησιμοποιείτε τώρα τον δείκτη Τρόπου Διοίκησης;",
    },
}


def prompt(view: View, lang: str) -> str:
    """What the reader of `view` must decide now, read from the view alone; empty if it is not to act."""
    check_lang(lang)
    seat = (view.get("you") or {}).get("seat")
    if seat is None or seat not in view["to_act"]:
        return ""
    ask = _ASK[lang]
    phase = view["phase"]
    if phase == "civilization goals":
        return ask["goal row" if (view.get("goal_to_place") or {}).get("column") else "goal column"]
    if phase == "advisor choice":
        return ask["advisor bottom" if view["you"]["advisors"] else "advisor choice"]
    if phase == "card selection":
        chosen, most = len(view["you"]["selected"]), view["civs"][seat]["max_cards"]
        key = "selected" if chosen else "select many" if most > 1 else "select"
        return fill(ask[key], {"k": chosen, "n": most})
    if phase == "resolution" and view.get("task"):
        kind = view["task"]["kind"]
        if kind == "exploit":  # name only the places a cube can come back from (rules.py: the pool, the map)
            cubes = view["civs"][seat]["cubes"]
            kind = "exploit" if cubes["used"] and cubes["map"] else "exploit pool" if cubes["used"] else "exploit map"
        return ask.get(kind, "")
    return ask.get(phase, "")


# What each action does --------------------------------------------------------------

_CARD = {  # §5 (GR p.4–5): basic, then advanced with its technology
    "en": {
        "technology": "Technology: pay 1 cube, +1 technology level. Advanced: pay 3 cubes, +2 levels.",
        "army": "Army: pay 1 cube, +1 army level. Advanced: pay 3 cubes, +2 levels.",
        "arts": "Arts: pay 1 cube, take a wonder from the row. Advanced: pay 3 cubes, take 2.",
        "exploit": "Exploit: take up to 2 of your cubes back from the used pool or the map (leaving a territory "
                   "loses its tile's VP). Advanced: spend 1 VP, take up to 4.",
        "expansion": "Expansion: put a cube from your supply in a territory next to one of yours (with Navigation, "
                     "anywhere). Advanced: first take a cube back from the used pool.",
        "trade": "Trade: with a neighbouring civilization of higher technology: you gain a technology level, it "
                 "gains 2 VP. Advanced: it gains only 1 VP.",
        "raid": "Raid: against a neighbour with a lower army: 1 VP and 1 cube back. Advanced: 2 VP and 2 cubes.",
        "war": "War: on a civilization sharing a territory with you: the higher army gains 2 VP and the loser's "
               "cube leaves that territory. Advanced: 4 VP.",
        "tourism": "Tourism: 1 VP per 4 wonders you own. Advanced: 1 VP per 3.",
        "revolution": "Revolution: ends the round after this action round; take back your latest card and one "
                      "card of your choice. Needs 3 cards in your discard row; resolved last.",
    },
    "el": {
        "technology": "Τεχνολογία: πληρώνετε 1 κύβο, +1 επίπεδο Τεχνολογίας. Προχωρημένη: 3 κύβοι, +2 επίπεδα.",
        "army": "Στρατός: πληρώνετε 1 κύβο, +1 επίπεδο Στρατού. Προχωρημένη: 3 κύβοι, +2 επίπεδα.",
        "arts": "Τέχνες: πληρώνετε 1 κύβο, παίρνετε ένα Θαύμα από τη σειρά. Προχωρημένη: 3 κύβοι, 2 Θαύματα.",
        "exploit": "Εκμετάλλευση: παίρνετε πίσω έως 2 κύβους σας από τους Χρησιμοποιημένους ή από τον χάρτη (αν "
                   "φύγετε από μια περιοχή χάνετε τους ΠΝ του πλακιδίου της). Προχωρημένη: ξοδεύετε 1 ΠΝ, έως 4.",
        "expansion": "Επέκταση: ένας κύβος από το απόθεμά σας σε περιοχή γειτονική σε δική σας (με Ναυσιπλοΐα, "
                     "οπουδήποτε). Προχωρημένη: πρώτα ένας κύβος πίσω από τους Χρησιμοποιημένους.",
        "trade": "Εμπόριο: με γειτονικό Πολιτισμό υψηλότερης Τεχνολογίας: κερδίζετε ένα επίπεδο Τεχνολογίας, "
                 "εκείνος 2 ΠΝ. Προχωρημένη: εκείνος μόνο 1 ΠΝ.",
        "raid": "Επιδρομή: κατά γείτονα με χαμηλότερο Στρατό: 1 ΠΝ και 1 κύβος πίσω. Προχωρημένη: 2 ΠΝ και 2 κύβοι.",
        "war": "Πόλεμος: κατά Πολιτισμού σε κοινή περιοχή: ο ισχυρότερος Στρατός κερδίζει 2 ΠΝ και ο κύβος του "
               "ηττημένου φεύγει από την περιοχή. Προχωρημένη: 4 ΠΝ.",
        "tourism": "Τουρισμός: 1 ΠΝ ανά 4 Θαύματά σας. Προχωρημένη: 1 ΠΝ ανά 3.",
        "revolution": "Επανάσταση: ο γύρος τελειώνει μετά από αυτόν τον γύρο Ενεργειών· παίρνετε πίσω την "
                      "τελευταία σας κάρτα και μία της επιλογής σας. Θέλει 3 κάρτες στη σειρά απόρριψης· εκτελείται "
                      "τελευταία.",
    },
}
_SMALL = {
    "en": {"advanced at": "Advanced from technology {n}.", "section": "(§5, GR p.4–5)",
           "select": "Chosen face down; revealed when everyone has chosen (§4.1, GR p.3).",
           "play": "Resolve it now (§4.1, GR p.4); then it goes to your discard row.",
           "back": "Revolution: take this card back into your hand (§5, GR p.5).",
           "advisor": "Advisor {name}: {effect} (§6.3, GR p.8–9). Played like an action card, then face up under "
                      "your advisor deck.",
           "leader": "Leader {name}, era {era}. At the end of era {era} it scores each condition met: {conditions} "
                     "(§6.2, GR p.7, p.9).",
           "wonder": "Wonder {name}, era {era}. {when}: {bonus}{exclusive}. Activating turns it; it straightens at "
                     "the end of the round (§6.1, GR p.9).",
           "on action": "Activates when you play {card}, even without effect, not on the action that took it",
           "majority": "Activates when you have more {what} than every other player (a tie: no)",
           "destroy at": "Activates when you destroy {n} other wonder(s) of yours",
           "exclusive": " — counts players only, not Civbots; left out in solo",
           "take": "Arts: take this wonder from the row (§5, GR p.4). ",
           "activate": "Activate this wonder now (§6.1, GR p.9). ",
           "destroy": "Destroy this wonder (§6.1, GR p.9). ",
           "to": "Expansion: a cube from your supply into this territory; its tile's VP are scored at the territory "
                 "bonus steps (§5, GR p.5; §2.2).",
           "start": "Your starting cube goes here (§3, GR p.3).",
           "from": "Exploit: take your cube back from this territory; leaving it loses its tile's VP (§5, GR p.4).",
           "attack": "War here: the higher army gains VP and the loser's cube leaves the territory; equal armies: no "
                     "effect (§5, GR p.5).",
           "with": "Trade with this civilization: you gain a technology level, it gains VP (§5, GR p.5).",
           "goal": "Civilization goal: the first civilization to reach this cell of the matrix scores the token "
                   "(§9.1, GR p.12).",
           "govern": "Governance power until the end of the era: {power} (§9.2, GR p.12).",
           "no governance": "Keep the Governance token for later (§9.2, GR p.12).",
           "done": "Reveal nothing more: your chosen cards wait face down until everyone is ready (§4.1, GR p.3).",
           "basic": "Do the card's basic action (§4.1, §5).", "advanced": "Do the card's advanced action: it needs "
           "its technology and costs more (§5, GR p.4).",
           "stop": "Take no more cubes back (§5, GR p.4).", "pass": "Activate no more wonders now (§6.1, GR p.9).",
           "from pool": "Exploit: take a cube back from your used pool (§5, GR p.4).",
           "bottom": "Put this advisor face up under your deck (§9.3, GR p.12). "},
    "el": {"advanced at": "Προχωρημένη από την Τεχνολογία {n}.", "section": "(§5, σ.4–5)",
           "select": "Επιλέγεται κλειστή· αποκαλύπτεται όταν όλοι επιλέξουν (§4.1, σ.3).",
           "play": "Εκτελέστε την τώρα (§4.1, σ.4)· μετά πηγαίνει στη σειρά απόρριψης.",
           "back": "Επανάσταση: παίρνετε πίσω αυτή την κάρτα στο χέρι σας (§5, σ.5).",
           "advisor": "Σύμβουλος {name}: {effect} (§6.3, σ.8–9). Παίζεται σαν κάρτα Ενέργειας, μετά μπαίνει "
                      "ανοιχτός κάτω από την τράπουλα Συμβούλων σας.",
           "leader": "Ηγέτης {name}, Εποχή {era}. Στο τέλος της Εποχής {era} βαθμολογεί κάθε προϋπόθεση που "
                     "ικανοποιείται: {conditions} (§6.2, σ.7, σ.9).",
           "wonder": "Θαύμα {name}, Εποχή {era}. {when}: {bonus}{exclusive}. Η ενεργοποίηση το γυρίζει· ισιώνει "
                     "στο τέλος του γύρου (§6.1, σ.9).",
           "on action": "Ενεργοποιείται όταν παίζετε {card}, ακόμη και χωρίς αποτέλεσμα, όχι στην ενέργεια που το "
                        "πήρε",
           "majority": "Ενεργοποιείται όταν έχετε περισσότερα/ο {what} από κάθε άλλο παίκτη (ισοπαλία: όχι)",
           "destroy at": "Ενεργοποιείται όταν καταστρέφετε {n} άλλο/α Θαύμα/τα σας",
           "exclusive": " — μετρούν μόνο οι παίκτες, όχι τα Ρομπότ· δεν χρησιμοποιείται στο σόλο",
           "take": "Τέχνες: παίρνετε αυτό το Θαύμα από τη σειρά (§5, σ.4). ",
           "activate": "Ενεργοποιήστε αυτό το Θαύμα τώρα (§6.1, σ.9). ",
           "destroy": "Καταστρέψτε αυτό το Θαύμα (§6.1, σ.9). ",
           "to": "Επέκταση: ένας κύβος από το απόθεμά σας σε αυτή την περιοχή· οι ΠΝ του πλακιδίου της "
                 "βαθμολογούνται στα μπόνους περιοχών (§5, σ.5· §2.2).",
           "start": "Ο αρχικός σας κύβος μπαίνει εδώ (§3, σ.3).",
           "from": "Εκμετάλλευση: παίρνετε πίσω τον κύβο σας από αυτή την περιοχή· χάνετε τους ΠΝ του πλακιδίου "
                   "της (§5, σ.4).",
           "attack": "Πόλεμος εδώ: ο ισχυρότερος Στρατός κερδίζει ΠΝ και ο κύβος του ηττημένου φεύγει από την "
                     "περιοχή· ίσοι Στρατοί: κανένα αποτέλεσμα (§5, σ.5).",
           "with": "Εμπόριο με αυτόν τον Πολιτισμό: κερδίζετε ένα επίπεδο Τεχνολογίας, εκείνος ΠΝ (§5, σ.5).",
           "goal": "Στόχος Πολιτισμού: ο πρώτος Πολιτισμός που φτάνει αυτή τη θέση του Πίνακα Προόδου κερδίζει "
                   "τον δείκτη (§9.1, σ.12).",
           "govern": "Δύναμη Τρόπου Διοίκησης ως το τέλος της Εποχής: {power} (§9.2, σ.12).",
           "no governance": "Κρατήστε τον δείκτη Τρόπου Διοίκησης για αργότερα (§9.2, σ.12).",
           "done": "Καμία άλλη κάρτα: οι κάρτες σας περιμένουν κλειστές ώσπου να είναι όλοι έτοιμοι (§4.1, σ.3).",
           "basic": "Η βασική ενέργεια της κάρτας (§4.1, §5).", "advanced": "Η προχωρημένη ενέργεια της κάρτας: "
           "θέλει την Τεχνολογία της και κοστίζει περισσότερο (§5, σ.4).",
           "stop": "Καμία άλλη ανάκτηση κύβου (§5, σ.4).", "pass": "Καμία άλλη ενεργοποίηση Θαύματος τώρα (§6.1, σ.9).",
           "from pool": "Εκμετάλλευση: ένας κύβος πίσω από τους Χρησιμοποιημένους σας (§5, σ.4).",
           "bottom": "Ο Σύμβουλος μπαίνει ανοιχτός κάτω από την τράπουλά σας (§9.3, σ.12). "},
}


def card_text(action: str, lang: str) -> str:
    """An action card's full text: basic and advanced actions, and the technology the advanced one needs."""
    t = tables()
    need = t.advanced_tech[ACTIONS.index(action)]
    extra = f" {fill(_SMALL[lang]['advanced at'], {'n': need})}" if need < 99 else ""
    return f"{_CARD[lang][action]}{extra} {_SMALL[lang]['section']}"


def advisor_text(ident: str, lang: str) -> str:
    """An advisor's effect (§6.3)."""
    t = tables()
    x = t.advisor_ids.index(ident)
    return fill(_SMALL[lang]["advisor"], {"name": words.name("advisor", ident, lang),
                                          "effect": bonus_text(t.advisor_effect[x], lang)})


def leader_text(ident: str, lang: str) -> str:
    """A leader's era and each VP condition (§6.2)."""
    t = tables()
    x = t.leader_ids.index(ident)
    conditions = "; ".join(f"{fill(_MEASURE[lang][MEASURES[m]], {'n': at})} → {vp} {'VP' if lang == 'en' else 'ΠΝ'}"
                           for m, at, vp in t.leader_conditions[x])
    return fill(_SMALL[lang]["leader"], {"name": words.name("leader", ident, lang), "era": t.leader_era[x],
                                         "conditions": conditions})


def wonder_text(ident: str, lang: str) -> str:
    """A wonder's era, when it activates and what it gives (§6.1)."""
    t = tables()
    w = t.wonder_ids.index(ident)
    small = _SMALL[lang]
    kind, on = t.wonder_kind[w], t.wonder_on[w]
    if kind == 0:
        when = fill(small["on action"], {"card": words.name("action", ACTIONS[on], lang)})
    elif kind == 1:
        when = fill(small["majority"], {"what": _MAJORITY[lang][MEASURES[on]]})
    else:
        when = fill(small["destroy at"], {"n": on})
    return fill(small["wonder"], {"name": words.name("wonder", ident, lang), "era": t.wonder_era[w], "when": when,
                                  "bonus": bonus_text(t.wonder_bonus[w], lang),
                                  "exclusive": small["exclusive"] if t.wonder_exclusive[w] else ""})


def explain(action: Action, lang: str) -> str:
    """What an action does, in player words, with its rulebook section ("" for a code it does not know)."""
    small = _SMALL[check_lang(lang)]
    if action in small:
        return small[action]
    verb, _, arg = action.partition(" ")
    t = tables()
    if verb in ("select", "play", "back"):
        if arg in ACTIONS:
            return f"{small[verb]} {card_text(arg, lang)}"
        return f"{small[verb]} {advisor_text(arg, lang)}" if arg in t.advisor_ids else ""
    if verb in ("advisor", "bottom") and arg in t.advisor_ids:
        return advisor_text(arg, lang) if verb == "advisor" else small["bottom"] + advisor_text(arg, lang)
    if verb == "leader" and arg in t.leader_ids:
        return leader_text(arg, lang)
    if verb in ("take", "activate", "destroy") and arg in t.wonder_ids:
        return small[verb] + wonder_text(arg, lang)
    if verb == "govern":
        return fill(small["govern"], {"power": words.POWERS[lang].get(arg, arg)})
    if verb in small:
        return small[verb]
    return ""


# The guide, the score sheet --------------------------------------------------------

GUIDE = {
    "en": "\n".join((
        "Historia: lead a civilization through three eras of four rounds. Most VP wins; a tie goes to the "
        "highest technology + army.",
        "## A round",
        "- Select (§4.1): everyone chooses 1 card from the hand face down (2 from Wheel, 3 from Medicine). "
        "The others see that you chose, never what.",
        "- Reveal and resolve in turn order: each card's basic action, or its advanced action once your "
        "technology allows it. Played cards go to your discard row; the round ends after an action round "
        "where someone played Revolution.",
        "## The board",
        "- The progress matrix: your marker moves right with Technology and up with Army. Its colour zone is "
        "your government, scored at the end of each round.",
        "- The map: cubes in territories. Expansion adds one; territory bonuses score each tile's VP.",
        "- Wonders: Arts takes one from the row; it activates on its condition for its bonus, once a round.",
        "## Era ends",
        "- Your leader scores each VP condition met, then a new leader is drafted. Advisors are extra cards "
        "of your civilization.",
        "- Civbots (solo or to fill the table) play cards of their own deck; to win solo, beat them all.",
    )),
    "el": "\n".join((
        "Historia: οδηγήστε έναν Πολιτισμό μέσα από τρεις Εποχές τεσσάρων γύρων. Κερδίζουν οι περισσότεροι ΠΝ· "
        "στην ισοπαλία, το μεγαλύτερο άθροισμα Τεχνολογίας και Στρατού.",
        "## Ένας γύρος",
        "- Επιλογή (§4.1): όλοι επιλέγουν 1 κάρτα από το χέρι τους κλειστή (2 από τον Τροχό, 3 από την "
        "Ιατρική). Οι άλλοι βλέπουν ότι επιλέξατε, ποτέ τι.",
        "- Αποκάλυψη και εκτέλεση με τη σειρά παικτών: η βασική ενέργεια κάθε κάρτας, ή η προχωρημένη όταν το "
        "επιτρέπει η Τεχνολογία σας. Οι κάρτες πηγαίνουν στη σειρά απόρριψης· ο γύρος τελειώνει μετά από γύρο "
        "Ενεργειών όπου κάποιος έπαιξε Επανάσταση.",
        "## Το ταμπλό",
        "- Ο Πίνακας Προόδου: ο δείκτης σας πάει δεξιά με την Τεχνολογία και πάνω με τον Στρατό. Η χρωματιστή "
        "ζώνη του είναι το Πολίτευμά σας, που βαθμολογείται στο τέλος κάθε γύρου.",
        "- Ο χάρτης: κύβοι Δύναμης σε περιοχές. Η Επέκταση προσθέτει έναν· τα μπόνους περιοχών δίνουν τους ΠΝ "
        "κάθε πλακιδίου.",
        "- Θαύματα: οι Τέχνες παίρνουν ένα από τη σειρά· ενεργοποιείται με την προϋπόθεσή του, μία φορά τον γύρο.",
        "## Τέλος Εποχής",
        "- Ο Ηγέτης σας βαθμολογεί κάθε προϋπόθεση ΠΝ, μετά επιλέγεται νέος. Οι Σύμβουλοι είναι επιπλέον κάρτες "
        "του Πολιτισμού σας.",
        "- Τα Ρομπότ (σόλο ή για να συμπληρωθεί το τραπέζι) παίζουν κάρτες της δικής τους τράπουλας· στο σόλο "
        "κερδίζετε αν τα ξεπεράσετε όλα.",
    )),
}


def how_to_play(lang: str) -> str:
    """The "How to play" panel in `lang`."""
    return GUIDE[check_lang(lang)]


# The score sheet's rows, in order (scoring.outcome's details; the sheet adds its own total).
SCORE_LABELS = {
    "vp": ("Victory points", "Πόντοι Νίκης"),
    "tech": ("Technology level (tie-break)", "Επίπεδο Τεχνολογίας (ισοπαλία)"),
    "military": ("Army level (tie-break)", "Επίπεδο Στρατού (ισοπαλία)"),
    "best_civbot_vp": ("Best Civbot's VP", "ΠΝ του καλύτερου Ρομπότ"),
    "beat_civbots": ("Beat every Civbot (1 = yes)", "Ξεπέρασε όλα τα Ρομπότ (1 = ναι)"),
}


def score_labels(lang: str) -> dict[str, str]:
    """The score sheet's rows in `lang`, in order."""
    return in_language(SCORE_LABELS, lang)


_TIEBREAK = {
    "most VP, then the highest tech + military sum (GR p.3)":
        "οι περισσότεροι ΠΝ, μετά το μεγαλύτερο άθροισμα Τεχνολογίας και Στρατού (σ.3)",
    "solo: won, with more VP than every Civbot": "σόλο: νίκη, με περισσότερους ΠΝ από κάθε Ρομπότ",
    "solo: lost: eliminated": "σόλο: ήττα: αποκλεισμός από τον χάρτη",
    "solo: lost: a Civbot has as many VP or more": "σόλο: ήττα: ένα Ρομπότ έχει τόσους ή περισσότερους ΠΝ",
}


def tiebreak(outcome: Outcome, lang: str) -> str:
    """The tie-break rule (§4, GR p.3) or the solo result (§8.4) in `lang`."""
    return outcome.tiebreak if check_lang(lang) == "en" else _TIEBREAK.get(outcome.tiebreak, outcome.tiebreak)


def card_texts(lang: str) -> dict[str, dict[str, str]]:
    """Every card's full text by id, for the board's tooltips: facts of the box, as names are."""
    t = tables()
    return {"action_text": {a: card_text(a, lang) for a in ACTIONS},
            "advisor_text": {a: advisor_text(a, lang) for a in t.advisor_ids},
            "leader_text": {x: leader_text(x, lang) for x in t.leader_ids},
            "wonder_text": {w: wonder_text(w, lang) for w in t.wonder_ids}}


# The title, the options, the components' names, the view's keys ---------------------------------------

def title(lang: str) -> str:
    """The game's title in `lang`."""
    return words.TITLES[check_lang(lang)]


def option_words(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang` (words.OPTIONS)."""
    return words_of_options(HistoriaOptions, words.OPTIONS, lang)


def names(lang: str) -> dict[str, dict[str, str]]:
    """The components' names in `lang` (words.names), with each card's full text by id ("wonder_text",
    "leader_text"...) for the board's tooltips."""
    return words.names(lang) | card_texts(lang)


def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them in `lang` (words.VIEW_KEYS)."""
    return in_language(words.VIEW_KEYS, lang)
