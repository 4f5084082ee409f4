"""Relic Runners' player-facing words in English and Greek: action labels, log
lines and component names. The Greek terms are the Greek rulebook's own
(Διαδρομή, Μονοπάτι, Εργαλειοθήκη, Πακέτο Τροφίμων, Μπεζ/Μπλε/Μωβ Ναός...).

Every line is built from an event's data alone, so it tells its reader no more
than the event the reader was sent.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from agora.core import Event
from agora.core.i18n import OptionWords, SeatNames, check_lang, fill, generic_line, seat_name
from agora.games.relic_runners.tables import COLOURS, board_for
from agora.games.relic_runners.tables import RELICS as RELIC_COLOURS

# Component names ------------------------------------------------------------

TRACKS = {
    "en": {"machete": "machete", "compass": "compass", "shovel": "shovel"},
    "el": {"machete": "Ματσέτας", "compass": "Πυξίδας", "shovel": "Φτυαριού"},
}
TEMPLE_COLOURS = {  # board.COLOURS order
    "en": ("ivory", "blue", "purple"),
    "el": ("Μπεζ", "Μπλε", "Μωβ"),
}
# RELIC_COLOURS order: green toads under the ruins, then one relic per temple colour.
RELICS = {
    "en": ("Emerald Sacred Toad", "White Crystal Skull", "Blue Bird of Paradise", "Purple Grimacing Juju"),
    "el": ("Σμαραγδένιος Ιερός Βάτραχος", "Λευκό Κρυστάλλινο Κρανίο", "Μπλε Παραδείσιο Πουλί",
           "Μωβ Τζούτζου με Γκριμάτσα"),
}
# The Agora edition's places by name (designed: the printed map names none). The map prints the short
# name by each tile; labels and log lines say the full one, so a player finds the place by its word.
PLACES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {  # id: ((en short, en full), (el short, el full))
    "ru1": (("Owl", "Owl Ruins"), ("Κουκουβάγια", "Ερείπια της Κουκουβάγιας")),
    "ru2": (("Jaguar", "Jaguar Ruins"), ("Ιαγουάρος", "Ερείπια του Ιαγουάρου")),
    "ru3": (("Bat", "Bat Ruins"), ("Νυχτερίδα", "Ερείπια της Νυχτερίδας")),
    "ru4": (("Cloud", "Cloud Ruins"), ("Σύννεφο", "Ερείπια του Σύννεφου")),
    "ru5": (("Spider", "Spider Ruins"), ("Αράχνη", "Ερείπια της Αράχνης")),
    "ru6": (("Waterfall", "Waterfall Ruins"), ("Καταρράκτης", "Ερείπια του Καταρράκτη")),
    "ru7": (("Lizard", "Lizard Ruins"), ("Σαύρα", "Ερείπια της Σαύρας")),
    "ru8": (("Crocodile", "Crocodile Ruins"), ("Κροκόδειλος", "Ερείπια του Κροκόδειλου")),
    "te1": (("Serpent", "Serpent Temple"), ("Φίδι", "Ναός του Φιδιού")),
    "te2": (("Sun", "Sun Temple"), ("Ήλιος", "Ναός του Ήλιου")),
    "te3": (("Moon", "Moon Temple"), ("Σελήνη", "Ναός της Σελήνης")),
    "te4": (("Eagle", "Eagle Temple"), ("Αετός", "Ναός του Αετού")),
    "te5": (("Rain", "Rain Temple"), ("Βροχή", "Ναός της Βροχής")),
    "te6": (("Jade", "Jade Temple"), ("Νεφρίτης", "Ναός του Νεφρίτη")),
    "te7": (("Thunder", "Thunder Temple"), ("Κεραυνός", "Ναός του Κεραυνού")),
    "te8": (("Star", "Star Temple"), ("Άστρο", "Ναός του Άστρου")),
    "te9": (("Parrot", "Parrot Temple"), ("Παπαγάλος", "Ναός του Παπαγάλου")),
    "te10": (("Monkey", "Monkey Temple"), ("Πίθηκος", "Ναός του Πιθήκου")),
    "te11": (("Fire", "Fire Temple"), ("Φωτιά", "Ναός της Φωτιάς")),
    "te12": (("Mist", "Mist Temple"), ("Ομίχλη", "Ναός της Ομίχλης")),
}
_CAMP = {"en": "Base Camp", "el": "Κατασκήνωση Βάσης"}
# A trail is found by its two ends, by the names the map prints (jungle trail, river trail).
_TRAIL = {"en": ("the {a} – {b} trail", "the {a} – {b} river"),
          "el": ("Διαδρομή {a} – {b}", "Διαδρομή Ποταμού {a} – {b}")}
_UNNAMED = {"en": "a location", "el": "μια τοποθεσία"}  # a place of an owner's map the edition does not name
QUADRANTS = {"en": {"nw": "north-west", "ne": "north-east", "se": "south-east", "sw": "south-west"},
             "el": {"nw": "βορειοδυτικά", "ne": "βορειοανατολικά", "se": "νοτιοανατολικά", "sw": "νοτιοδυτικά"}}

# The effects of the temple tiles (board.tile_effect), as their texts say them:
# ivory by (level, effect), purple by effect (the same at every level).
IVORY_EFFECTS: dict[tuple[int, int], tuple[str, str]] = {
    (1, 1): ("3 VP per ivory tile you hold at the end, this one included.",
             "3 ΠΝ για κάθε Μπεζ πλακίδιο που έχετε στο τέλος, μαζί με αυτό."),
    (1, 2): ("2 VP per unused Ration Pack on your board at the end.",
             "2 ΠΝ για κάθε αχρησιμοποίητο Πακέτο Τροφίμων στην Καρτέλα σας στο τέλος."),
    (1, 3): ("5 VP per additional relic of the same colour you hold at the end.",
             "5 ΠΝ για κάθε επιπλέον Κειμήλιο του ίδιου χρώματος που έχετε στο τέλος."),
    (1, 4): ("1 VP per Pathway of yours on the board at the end.",
             "1 ΠΝ για κάθε Μονοπάτι σας στο ταμπλό στο τέλος."),
    (1, 5): ("4 VP per toolbox on your Progression Table at the end, the bottom included.",
             "4 ΠΝ για κάθε Εργαλειοθήκη στον Πίνακα Προόδου σας στο τέλος, μαζί με το κάτω μέρος."),
    (1, 6): ("At the end, discard this tile to play 1 extra turn after the last player.",
             "Στο τέλος, απορρίψτε αυτό το πλακίδιο για να παίξετε 1 επιπλέον γύρο μετά τον τελευταίο παίκτη."),
    (2, 1): ("Single use: take your unfamiliar trail in the middle of your pathway chain.",
             "Μία χρήση: ακολουθήστε την άγνωστη Διαδρομή σας στη μέση της αλυσίδας Μονοπατιών σας."),
    (2, 2): ("Single use: when exploring a temple, secretly look at its remaining tiles and take the one you want.",
             "Μία χρήση: όταν εξερευνάτε Ναό, δείτε κρυφά τα υπόλοιπα πλακίδιά του και πάρτε όποιο θέλετε."),
    (2, 3): ("Single use: at the start of your turn, refill your rations up to 5 from Base Camp.",
             "Μία χρήση: στην αρχή του γύρου σας, γεμίστε τα Πακέτα Τροφίμων σας έως 5 από την Κατασκήνωση Βάσης."),
    (2, 4): ("Single use: when you place a Pathway, place 2 instead of 1, both next to your location.",
             "Μία χρήση: όταν τοποθετείτε Μονοπάτι, τοποθετήστε 2 αντί για 1, και τα δύο δίπλα στη θέση σας."),
    (2, 5): ("Single use: when you place a Pathway, place it anywhere on the board.",
             "Μία χρήση: όταν τοποθετείτε Μονοπάτι, τοποθετήστε το οπουδήποτε στο ταμπλό."),
    (2, 6): ("Single use: instead of moving, go straight to another temple of your temple's colour that "
             "holds no relic.",
             "Μία χρήση: αντί να κινηθείτε, πηγαίνετε κατευθείαν σε άλλον Ναό του ίδιου χρώματος χωρίς Κειμήλιο."),
    (3, 1): ("Each time you place a Pathway, gain 1 VP.",
             "Κάθε φορά που τοποθετείτε Μονοπάτι, κερδίζετε 1 ΠΝ."),
    (3, 2): ("Each time you are the first to explore a Ruin or Temple, gain 1 VP.",
             "Κάθε φορά που εξερευνάτε πρώτοι Ερείπια ή Ναό, κερδίζετε 1 ΠΝ."),
    (3, 3): ("Each time you gain VP by exploring a Temple, gain 1 more (at a blue temple, 1 VP coin without "
             "revealing the tile).",
             "Κάθε φορά που κερδίζετε ΠΝ εξερευνώντας Ναό, κερδίζετε 1 ακόμη (σε Μπλε Ναό, 1 Νόμισμα Νίκης "
             "χωρίς να αποκαλύψετε το πλακίδιο)."),
    (3, 4): ("Each time an opponent moves one of their Pathways already on the board, take 1 Ration from Base Camp "
             "(max 5).",
             "Κάθε φορά που ένας αντίπαλος μετακινεί Μονοπάτι του από το ταμπλό, πάρτε 1 Πακέτο Τροφίμων από την "
             "Κατασκήνωση Βάσης (έως 5)."),
    (3, 5): ("Each time you return to Base Camp, take 1 more Ration (max 5).",
             "Κάθε φορά που επιστρέφετε στην Κατασκήνωση Βάσης, πάρτε 1 επιπλέον Πακέτο Τροφίμων (έως 5)."),
    (3, 6): ("Each time you leave Base Camp, flip 1 Toolbox token anywhere, either way.",
             "Κάθε φορά που φεύγετε από την Κατασκήνωση Βάσης, γυρίστε 1 Δείκτη Εργαλειοθήκης οπουδήποτε, "
             "προς όποια πλευρά θέλετε."),
}
PURPLE_EFFECTS: dict[int, tuple[str, str]] = {
    1: ("Gain 3 VP.", "Κερδίστε 3 ΠΝ."),
    2: ("Move one of your toolboxes 1 space up.", "Μετακινήστε μία Εργαλειοθήκη σας 1 θέση πάνω."),
    3: ("Take 2 Ration Packs from Base Camp (max 5).",
        "Πάρτε 2 Πακέτα Τροφίμων από την Κατασκήνωση Βάσης (έως 5)."),
    4: ("Put a new toolbox from your supply at the bottom of your Progression Table.",
        "Βάλτε μια νέα Εργαλειοθήκη από το απόθεμά σας στο κάτω μέρος του Πίνακα Προόδου."),
    5: ("Go straight to Base Camp and take 3 Ration Packs.",
        "Πηγαίνετε κατευθείαν στην Κατασκήνωση Βάσης και πάρτε 3 Πακέτα Τροφίμων."),
    6: ("Move one of your Pathways on the board to any other trail.",
        "Μετακινήστε ένα Μονοπάτι σας από το ταμπλό σε οποιαδήποτε άλλη Διαδρομή."),
    7: ("Do the action of an adjacent Ruin or Temple as if you were there.",
        "Εκτελέστε την ενέργεια γειτονικών Ερειπίων ή Ναού σαν να ήσασταν εκεί."),
    8: ("Flip up to 2 Toolbox tokens anywhere, either way.",
        "Γυρίστε έως 2 Δείκτες Εργαλειοθήκης οπουδήποτε, προς όποια πλευρά θέλετε."),
}
# An English tile text (as the data file and events carry it) -> its Greek.
_GREEK_TEXT = {en: el for en, el in (*IVORY_EFFECTS.values(), *PURPLE_EFFECTS.values())}
_BLUE_TEXT = re.compile(r"^\+(\d+) VP at the end$")


def tile_text(text: str, lang: str) -> str:
    """A tile's effect text (English, as the data carry it) in `lang`; unknown text stays as it is."""
    if lang == "en":
        return text
    blue = _BLUE_TEXT.match(text)
    if blue:
        return f"+{blue.group(1)} ΠΝ στο τέλος"
    return _GREEK_TEXT.get(text, text)


def _ivory(level: Any, effect: Any, lang: str) -> str:
    both = IVORY_EFFECTS.get((level, effect))
    return str(effect) if both is None else both[lang == "el"]


def _purple(effect: Any, lang: str) -> str:
    both = PURPLE_EFFECTS.get(effect)
    return str(effect) if both is None else both[lang == "el"]


# The actions of the progression table (data TableAction).
TABLE_ACTIONS = {
    "en": {
        "temple_action_free": "a temple's action without spending a ration",
        "take_2_rations": "take 2 rations",
        "vp_4_per_relic": "4 VP per relic",
        "move_1_pathway": "move 1 pathway",
        "move_2_pathways": "move 2 pathways",
        "vp_2_per_longest_chain_pathway": "2 VP per pathway of the longest chain",
        "toolbox_or_2vp": "a toolbox or 2 VP",
        "place_pathway_adjacent": "a pathway next to you",
        "double_vp_this_turn": "double VP this turn",
    },
    "el": {
        "temple_action_free": "η ενέργεια Ναού χωρίς να ξοδέψετε Πακέτο",
        "take_2_rations": "πάρτε 2 Πακέτα Τροφίμων",
        "vp_4_per_relic": "4 ΠΝ για κάθε Κειμήλιο",
        "move_1_pathway": "μετακινήστε 1 Μονοπάτι",
        "move_2_pathways": "μετακινήστε 2 Μονοπάτια",
        "vp_2_per_longest_chain_pathway": "2 ΠΝ για κάθε Μονοπάτι της μεγαλύτερης αλυσίδας",
        "toolbox_or_2vp": "μια Εργαλειοθήκη ή 2 ΠΝ",
        "place_pathway_adjacent": "ένα Μονοπάτι δίπλα σας",
        "double_vp_this_turn": "διπλοί ΠΝ αυτόν τον γύρο",
    },
}
# Why VP were gained (the `why` of a "vp" event).
VP_REASONS = {
    "toolbox steps no toolbox could take": "βήματα Εργαλειοθήκης που καμία Εργαλειοθήκη δεν μπορούσε να κάνει",
    "relic expedition": "αποστολή Κειμηλίου",
    "first to explore": "πρώτη εξερεύνηση",
    "field notes": "σημειώσεις πεδίου",
    "ivory L3 extra coin at a blue temple": "Μπεζ 3ου επιπέδου: επιπλέον νόμισμα σε Μπλε Ναό",
    "purple temple": "Μωβ Ναός",
    "4 VP per relic": "4 ΠΝ για κάθε Κειμήλιο",
    "2 VP per pathway of the longest chain": "2 ΠΝ για κάθε Μονοπάτι της μεγαλύτερης αλυσίδας",
    "ivory L3: a pathway placed": "Μπεζ 3ου επιπέδου: τοποθετήθηκε Μονοπάτι",
    "shovel": "Φτυάρι",
    "ivory compensation": "αποζημίωση Μπεζ πλακιδίου",
    "double VP this turn": "διπλοί ΠΝ αυτόν τον γύρο",
}


def place(code: Any, lang: str) -> str:
    """A location or trail of the map as a player finds it there: a place by its name ("Owl Ruins",
    "Κατασκήνωση Βάσης"), a trail by its two ends as the map prints them ("the Serpent – Owl river").
    Labels and log lines know no game's data file, so they read the Agora edition's map."""
    text = str(code)
    if text == "camp":
        return _CAMP[lang]
    if text in PLACES:
        return PLACES[text][lang == "el"][1]
    board = board_for(None)
    trail = board.trail_index.get(text)
    if trail is None:
        return _UNNAMED[lang]
    a, b = (short_place(board.loc_ids[end], lang) for end in board.ends[trail])
    return _TRAIL[lang][board.river_mask >> trail & 1].format(a=a, b=b)


def short_place(code: str, lang: str) -> str:
    """The name the map prints by a location ("Owl"), else its full name."""
    named = PLACES.get(code)
    return named[lang == "el"][0] if named else place(code, lang)


def _pick(table: Mapping[str, Any], key: Any) -> str:
    return str(table.get(key, key))


def _colour(index: Any, names: tuple[str, ...]) -> str:
    return names[index] if isinstance(index, int) and 0 <= index < len(names) else str(index)


# Action labels ---------------------------------------------------------------

_LABELS = {
    "en": {
        "stop": "End your move here",
        "refill": "Ivory L2: refill your rations up to the cap",
        "explore": "Explore this site (1 ration)",
        "explore peek": "Explore with ivory L2: look at the tiles and take one",
        "done": "End your turn",
        "keep new": "Keep the new ivory tile (discard the old)",
        "keep old": "Keep your old ivory tile (discard the new)",
        "path twice": "Ivory L2: place 2 pathways",
        "path anywhere": "Ivory L2: place this pathway anywhere",
        "shovel toolbox": "Put a toolbox from your supply at the bottom",
        "shovel vp": "Gain 2 VP",
        "enough": "Flip no more tokens",
    },
    "el": {
        "stop": "Τέλος της κίνησής σας εδώ",
        "refill": "Μπεζ 2ου επιπέδου: γεμίστε τα Πακέτα Τροφίμων σας ως το όριο",
        "explore": "Εξερευνήστε αυτή την τοποθεσία (1 Πακέτο Τροφίμων)",
        "explore peek": "Εξερεύνηση με Μπεζ 2ου επιπέδου: δείτε τα πλακίδια και πάρτε ένα",
        "done": "Τέλος του γύρου σας",
        "keep new": "Κρατήστε το νέο Μπεζ πλακίδιο (απορρίψτε το παλιό)",
        "keep old": "Κρατήστε το παλιό Μπεζ πλακίδιο (απορρίψτε το νέο)",
        "path twice": "Μπεζ 2ου επιπέδου: τοποθετήστε 2 Μονοπάτια",
        "path anywhere": "Μπεζ 2ου επιπέδου: τοποθετήστε αυτό το Μονοπάτι οπουδήποτε",
        "shovel toolbox": "Βάλτε μια Εργαλειοθήκη από το απόθεμά σας στο κάτω μέρος",
        "shovel vp": "Κερδίστε 2 ΠΝ",
        "enough": "Μην γυρίσετε άλλους Δείκτες Εργαλειοθήκης",
    },
}
_VERBS = {
    "en": {
        "go": "Travel {place}",
        "path": "Place a pathway on {place}",
        "lift": "Pick up your pathway from {place}",
        "flip": "Flip the toolbox token on {place}",
        "teleport": "Ivory L2: go straight to {place}",
        "adjacent": "Resolve the action of {place}",
        "start": "Start the game at {place}",
        "take": "Take the level {arg} tile",
        "reveal": "End your turn: show everyone your blue tile worth {arg} and take its value again (shovel)",
        "tool": "Use your {track} toolbox (level {level}): {action}",
        "climb": "Move a toolbox up the {track} track {where}",
    },
    "el": {
        "go": "Ταξιδέψτε στη {place}",
        "path": "Τοποθετήστε ένα Μονοπάτι στη {place}",
        "lift": "Πάρτε πίσω το Μονοπάτι σας από τη {place}",
        "flip": "Γυρίστε τον Δείκτη Εργαλειοθήκης στη {place}",
        "teleport": "Μπεζ 2ου επιπέδου: πηγαίνετε κατευθείαν: {place}",
        "adjacent": "Εκτελέστε την ενέργεια: {place}",
        "start": "Ξεκινήστε το παιχνίδι: {place}",
        "take": "Πάρτε το πλακίδιο {arg}ου επιπέδου",
        "reveal": "Τέλος του γύρου: δείξτε σε όλους το Μπλε πλακίδιό σας αξίας {arg} "
                  "και πάρτε ξανά την αξία του (Φτυάρι)",
        "tool": "Χρήση της Εργαλειοθήκης {track} (επίπεδο {level}): {action}",
        "climb": "Ανεβάστε μια Εργαλειοθήκη στη στήλη {track} {where}",
    },
}
_CLIMB_FROM = {"en": ("from the bottom", "from level {}"), "el": ("από το κάτω μέρος", "από το επίπεδο {}")}


def _table_action(track: str, level: str, lang: str) -> str:
    """The action of a progression-table space, as the Agora edition places it (§B5)."""
    board = board_for(None)
    if track not in TRACKS["en"] or level not in ("1", "2", "3"):
        return "?"
    return _pick(TABLE_ACTIONS[lang], board.table[list(TRACKS["en"]).index(track)][int(level)])


def label(action: str, lang: str) -> str:
    """A readable label of an action code in `lang` (the code itself if unknown)."""
    if action in _LABELS[check_lang(lang)]:
        return _LABELS[lang][action]
    verb, _, arg = action.partition(" ")
    template = _VERBS[lang].get(verb)
    if template is None:
        return action
    fields: dict[str, Any] = {"arg": arg, "place": place(arg, lang)}
    if verb in ("tool", "climb"):
        track, _, level = arg.partition(" ")
        fields.update(track=_pick(TRACKS[lang], track), level=level, action=_table_action(track, level, lang))
        bottom, higher = _CLIMB_FROM[lang]
        fields["where"] = bottom if level == "0" else higher.format(level)
    return fill(template, fields)


# Log lines -------------------------------------------------------------------

_LINES = {
    "en": {
        "vp": "{seat} gains {vp} VP ({why}); now {coins} VP",
        "rations": "{seat} takes {took} ration(s), now has {now}",
        "ivory_used": "{seat} uses the level {level} ivory tile: {ivory}",
        "head_start": "{seat} takes a head start to {at}",
        "go": "{seat} travels to {to}",
        "teleport": "{seat} goes straight to {to}",
        "tokens": "{seat} flips the toolbox tokens on {flipped}",
        "tokens_reset": "{seat} turns every toolbox token back up",
        "relic": "{seat} brings the relic {relic} back from {at} ({trails} trail(s))",
        "peek": "{seat} looks at the tiles of {at}: {tiles}",
        "ruin": "{seat} explores {at}",
        "shrine": "A relic ({relic}) appears on the shrine at {at}",
        "ivory": "{seat} takes the level {level} ivory tile at {at}: {ivory}",
        "blue": "{seat} takes a level {level} blue tile at {at}, face down",
        "blue_value": "Your blue tile is worth {value}",
        "purple": "{seat} takes the level {level} purple tile at {at}: {purple}",
        "purple_top": "The next purple tile at {at} shows: {purple}",
        "toolbox_added": "{seat} puts a new toolbox at the bottom of the progression table",
        "tool": "{seat} uses the {track} toolbox, level {level}: {action}",
        "climb": "{seat} moves a toolbox up the {track} track to level {to}",
        "pathway": "{seat} places a pathway on {trail}",
        "pathway_moved": "{seat} moves a pathway from {from} to {to}",
        "token_flip": "{seat} flips the toolbox token on {trail} {up}",
        "ivory_kept": "{seat} keeps the {kept} level {level} ivory tile",
        "blue_shown": "{seat} shows a level {level} blue tile worth {value}",
        "last_round": "{trigger} brings the relics to {relics}: the last round begins",
        "game_over": "The game is over",
        "extra_turn": "{seat} plays an extra turn",
    },
    "el": {
        "vp": "{seat}: κερδίζει {vp} ΠΝ ({why}), τώρα {coins} ΠΝ",
        "rations": "{seat}: παίρνει {took} Πακέτο(α) Τροφίμων, τώρα έχει {now}",
        "ivory_used": "{seat}: χρησιμοποιεί το Μπεζ πλακίδιο {level}ου επιπέδου: {ivory}",
        "head_start": "{seat}: ξεκινά με προβάδισμα, πηγαίνει: {at}",
        "go": "{seat}: ταξιδεύει προς: {to}",
        "teleport": "{seat}: πηγαίνει κατευθείαν: {to}",
        "tokens": "{seat}: γυρίζει τους Δείκτες Εργαλειοθήκης: {flipped}",
        "tokens_reset": "{seat}: γυρίζει ξανά όλους τους Δείκτες Εργαλειοθήκης ανοιχτούς",
        "relic": "{seat}: φέρνει {relic} από: {at} ({trails} Διαδρομή/ές)",
        "peek": "{seat}: κοιτάζει τα πλακίδια: {at}: {tiles}",
        "ruin": "{seat}: εξερευνά: {at}",
        "shrine": "Ένα Κειμήλιο ({relic}) εμφανίζεται στον Βωμό: {at}",
        "ivory": "{seat}: παίρνει το Μπεζ πλακίδιο {level}ου επιπέδου: {at}: {ivory}",
        "blue": "{seat}: παίρνει κλειστό Μπλε πλακίδιο {level}ου επιπέδου: {at}",
        "blue_value": "Το Μπλε πλακίδιό σας αξίζει {value}",
        "purple": "{seat}: παίρνει το Μωβ πλακίδιο {level}ου επιπέδου: {at}: {purple}",
        "purple_top": "Το επόμενο Μωβ πλακίδιο ({at}) δείχνει: {purple}",
        "toolbox_added": "{seat}: βάζει νέα Εργαλειοθήκη στο κάτω μέρος του Πίνακα Προόδου",
        "tool": "{seat}: χρησιμοποιεί την Εργαλειοθήκη {track}, επίπεδο {level}: {action}",
        "climb": "{seat}: ανεβάζει μια Εργαλειοθήκη στη στήλη {track} στο επίπεδο {to}",
        "pathway": "{seat}: τοποθετεί Μονοπάτι στη {trail}",
        "pathway_moved": "{seat}: μετακινεί Μονοπάτι από τη {from} στη {to}",
        "token_flip": "{seat}: γυρίζει τον Δείκτη Εργαλειοθήκης στη {trail} {up}",
        "ivory_kept": "{seat}: κρατά το {kept} Μπεζ πλακίδιο {level}ου επιπέδου",
        "blue_shown": "{seat}: δείχνει Μπλε πλακίδιο {level}ου επιπέδου αξίας {value}",
        "last_round": "{trigger}: τα Κειμήλια φτάνουν τα {relics}, αρχίζει ο τελευταίος γύρος",
        "game_over": "Τέλος του παιχνιδιού",
        "extra_turn": "{seat}: παίζει έναν επιπλέον γύρο",
    },
}
LINES = _LINES  # the kinds each language describes (tests check Greek covers every kind)
_WORDS = {
    "en": {"up": "(face up)", "down": "(face down)", "new": "new", "old": "old", "none": "nothing",
           "level": "level {} tile"},
    "el": {"up": "(ανοιχτός)", "down": "(κλειστός)", "new": "νέο", "old": "παλιό", "none": "τίποτα",
           "level": "πλακίδιο {}ου επιπέδου"},
}


def _tiles(tiles: Any, lang: str) -> str:
    """The tiles a peek showed: their level and effect text."""
    if not isinstance(tiles, list) or not tiles:
        return _WORDS[lang]["none"]
    parts = []
    for tile in tiles:
        if isinstance(tile, Mapping):
            head = _WORDS[lang]["level"].format(tile.get("level", "?"))
            text = tile_text(str(tile.get("text", "")), lang)
            parts.append(f"{head}: {text}" if text else head)
        else:
            parts.append(str(tile))
    return "; ".join(parts)


def narrate(event: Event, lang: str, names: SeatNames = None) -> str:
    """One log line for `event` in `lang`."""
    template = _LINES[check_lang(lang)].get(event.kind)
    if template is None:
        return generic_line(event, lang, names)
    data = event.data
    words = _WORDS[lang]
    fields: dict[str, Any] = dict(data)
    for key in ("seat", "trigger"):
        if key in data:
            fields[key] = seat_name(data[key], lang, names)
    for key in ("at", "to", "from", "trail"):
        if key in data and isinstance(data[key], str):
            fields[key] = place(data[key], lang)
    if "flipped" in data:
        fields["flipped"] = ", ".join(place(t, lang) for t in data["flipped"]) or words["none"]
    if "track" in data:
        fields["track"] = _pick(TRACKS[lang], data["track"])
    if "action" in data:
        fields["action"] = _pick(TABLE_ACTIONS[lang], data["action"])
    if event.kind == "vp":
        fields["why"] = data.get("why", "") if lang == "en" else VP_REASONS.get(str(data.get("why")), data.get("why"))
    if event.kind in ("relic", "shrine"):
        key = "colour" if event.kind == "relic" else "relic"
        fields["relic"] = _colour(data.get(key), RELICS[lang])
    if "effect" in data:
        fields["ivory"] = _ivory(data.get("level"), data["effect"], lang)
        fields["purple"] = _purple(data["effect"], lang)
    if "text" in data:  # the data file's own text: an owner's file may say it otherwise
        fields["ivory"] = tile_text(str(data["text"]), lang)
    if "tiles" in data:
        fields["tiles"] = _tiles(data["tiles"], lang)
    if "up" in data:
        fields["up"] = words["up"] if data["up"] else words["down"]
    if "kept" in data:
        fields["kept"] = words.get(str(data["kept"]), data["kept"])
    return fill(template, fields)


# The game, its options and its components' names ------------------------------

# The Greek edition keeps the title (Greek rulebook: «Στο Relic Runners, είστε ατρόμητοι Εξερευνητές»).
TITLES = {"en": "Relic Runners", "el": "Relic Runners"}
OPTIONS: dict[str, dict[str, OptionWords]] = {
    "en": {
        "players": {"label": "Explorers", "description": "how many explorers play, 2 to 5 (§A2)"},
        "setup": {"label": "Temple setup",
                  "description": "where the temples start (§A2.3): the printed first-game layout, one temple of "
                                 "each colour per quarter of the map, or anywhere",
                  "values": {"first": "first game", "basic": "one per quarter", "random": "anywhere"}},
        "abilities": {"label": "Special abilities",
                      "description": "play the explorer-board sides with special abilities (§A2.6, §B6)"},
        "data": {"label": "Data file", "description": "your own components data file (JSON or TOML)"},
        "end_relics": {"label": "Relics that end the game",
                       "description": "relics collected that start the last round; empty: the rulebook's table "
                                      "(2 players 7 .. 5 players 10) (§A9.1)"},
        "pathway_only_move": {"label": "Moving along your own pathways only",
                              "description": "a move along your own pathways only, crossing no unfamiliar trail, is "
                                             "legal (§A9.2)"},
        "ration_supply": {"label": "Ration packs at Base Camp",
                          "description": "Base Camp holds 2 packs a player plus those spent, and you take only what "
                                         "is there; or every pack not on a board lies at Base Camp (§A9.3)",
                          "values": {"camp": "only what Base Camp holds", "all": "every spare pack"}},
        "toolbox_use": {"label": "What a toolbox may do",
                        "description": "a toolbox does the action of the level it stands on, or also any lower "
                                       "action of its track (§A9.4)",
                        "values": {"exact": "its own level", "at_or_below": "its level or lower"}},
        "first_explorer_bonus": {"label": "The “explore first” bonus",
                                 "description": "ivory level 3 “explore first”: you take the first tile of a site, "
                                                "or a bonus for each ruin or temple you explore (§A9.5)",
                                 "values": {"first_at_site": "first at a site",
                                            "every_exploration": "every exploration"}},
        "ruin_without_pathways": {"label": "Ruins without pathways",
                                  "description": "you may explore a ruin when you have no pathway left: you just dig "
                                                 "(§A9.6)"},
        "purple_camp_ends_turn": {"label": "Purple #5 ends the turn",
                                  "description": "purple #5 sends you to Base Camp with 3 packs: off, the turn goes "
                                                 "on; on, it counts as ending the move at Base Camp, which ends the "
                                                 "turn (§A4.3)"},
        "teleport_from_shrine": {"label": "Teleport from a shrine",
                                 "description": "ivory level 2 #6 teleport: also from a fully explored temple (a "
                                                "shrine), or only from a temple with tiles left (§A9.7)"},
        "relic_ends_turn": {"label": "A relic ends the turn",
                            "description": "taking a relic ends your turn at once: no toolbox after it (§A9.8)"},
        "excess_toolbox_steps": {"label": "Toolbox steps left over",
                                 "description": "toolbox steps no toolbox can take are lost, or score 1 VP each "
                                                "(§A9.9)",
                                 "values": {"lost": "lost", "score": "1 VP each"}},
        "round_limit": {"label": "Round limit",
                        "description": "not a published rule: end the game after this many rounds (0 = never), for "
                                       "bots and research"},
    },
    "el": {
        "players": {"label": "Εξερευνητές", "description": "αριθμός Εξερευνητών, 2 έως 5 (§A2)"},
        "setup": {"label": "Προετοιμασία Ναών",
                  "description": "πού ξεκινούν οι Ναοί (§A2.3): η τυπωμένη διάταξη του πρώτου παιχνιδιού, ένας "
                                 "Ναός κάθε χρώματος σε κάθε τεταρτημόριο του χάρτη, ή οπουδήποτε",
                  "values": {"first": "πρώτο παιχνίδι", "basic": "ένας ανά τεταρτημόριο", "random": "οπουδήποτε"}},
        "abilities": {"label": "Ειδικές ικανότητες",
                      "description": "παίξτε με την πλευρά της Καρτέλας Εξερευνητή με τις ειδικές ικανότητες "
                                     "(§A2.6, §B6)"},
        "data": {"label": "Αρχείο δεδομένων",
                 "description": "διαδρομή του δικού σας αρχείου δεδομένων εξαρτημάτων (JSON ή TOML)· προεπιλογή: η "
                                "έκδοση Agora"},
        "end_relics": {"label": "Κειμήλια για το τέλος",
                       "description": "πόσα Κειμήλια ξεκινούν τον τελευταίο γύρο· προεπιλογή: ο πίνακας του αρχείου "
                                      "δεδομένων (2 παίκτες 7 .. 5 παίκτες 10)"},
        "pathway_only_move": {"label": "Κίνηση μόνο σε Μονοπάτια",
                              "description": "επιτρέπεται κίνηση μόνο στα δικά σας Μονοπάτια, χωρίς άγνωστη "
                                             "Διαδρομή"},
        "ration_supply": {"label": "Απόθεμα Πακέτων Τροφίμων",
                          "description": "η Κατασκήνωση Βάσης έχει 2 Πακέτα ανά παίκτη συν όσα ξοδεύτηκαν, και "
                                         "παίρνετε μόνο όσα υπάρχουν εκεί· ή κάθε Πακέτο που δεν είναι σε Καρτέλα "
                                         "βρίσκεται στην Κατασκήνωση Βάσης (§A9.3)",
                          "values": {"camp": "μόνο όσα έχει η Κατασκήνωση", "all": "κάθε ελεύθερο Πακέτο"}},
        "toolbox_use": {"label": "Χρήση Εργαλειοθήκης",
                        "description": "μια Εργαλειοθήκη κάνει την ενέργεια του επιπέδου όπου βρίσκεται, ή και κάθε "
                                       "χαμηλότερη ενέργεια της στήλης της (§A9.4)",
                        "values": {"exact": "μόνο το επίπεδό της", "at_or_below": "το επίπεδό της ή χαμηλότερα"}},
        "first_explorer_bonus": {"label": "Μπόνους πρώτης εξερεύνησης",
                                 "description": "Μπεζ 3ου επιπέδου «πρώτη εξερεύνηση»: παίρνετε το πρώτο πλακίδιο "
                                                "μιας τοποθεσίας, ή μπόνους για κάθε Ερείπια ή Ναό που εξερευνάτε "
                                                "(§A9.5)",
                                 "values": {"first_at_site": "πρώτοι στην τοποθεσία",
                                            "every_exploration": "κάθε εξερεύνηση"}},
        "ruin_without_pathways": {"label": "Ερείπια χωρίς Μονοπάτια",
                                  "description": "μπορείτε να εξερευνήσετε Ερείπια όταν δεν σας έχει μείνει Μονοπάτι "
                                                 "(απλώς σκάβετε)"},
        "purple_camp_ends_turn": {"label": "Το Μωβ #5 τελειώνει τον γύρο",
                                  "description": "Μωβ #5 («Αμέσως μεταφερθείτε στην Κατασκήνωση Βάσης και πάρτε 3 "
                                                 "Πακέτα»): ο γύρος συνεχίζεται (προεπιλογή)· αλλιώς μετρά σαν "
                                                 "ολοκλήρωση της μετακίνησης στην Κατασκήνωση Βάσης, που τελειώνει "
                                                 "τον γύρο"},
        "teleport_from_shrine": {"label": "Άμεση μεταφορά από Βωμό",
                                 "description": "Μπεζ επιπέδου 2 #6: η άμεση μεταφορά γίνεται και από πλήρως "
                                                "εξερευνημένο Ναό (Βωμό) (προεπιλογή), ή μόνο από Ναό με πλακίδια"},
        "relic_ends_turn": {"label": "Το Κειμήλιο τελειώνει τον γύρο",
                            "description": "όταν παίρνετε Κειμήλιο ο γύρος σας τελειώνει αμέσως (καμία χρήση "
                                           "Εργαλειοθήκης μετά)"},
        "excess_toolbox_steps": {"label": "Περισσευούμενα βήματα Εργαλειοθήκης",
                                 "description": "βήματα Εργαλειοθήκης που καμία Εργαλειοθήκη δεν μπορεί να κάνει: "
                                                "χάνονται, ή δίνουν 1 ΠΝ το καθένα",
                                 "values": {"lost": "χάνονται", "score": "1 ΠΝ το καθένα"}},
        "round_limit": {"label": "Όριο γύρων",
                        "description": "όχι δημοσιευμένος κανόνας: το παιχνίδι τελειώνει μετά από τόσους γύρους "
                                       "(0 = ποτέ), για bots και έρευνα"},
    },
}
_KINDS = {"en": {"camp": "Base Camp", "ruin": "Ruin", "temple": "Temple"},
          "el": {"camp": "Κατασκήνωση Βάσης", "ruin": "Ερείπια", "temple": "Ναός"}}


# The turn's phases (state.PHASES) as the Greek rulebook heads them (1. ΜΕΤΑΚΙΝΗΣΗ, 2. ΕΞΕΡΕΥΝΗΣΗ), and the
# toolbox tracks as its Explorer card prints them (Ματσέτα, Πυξίδα, Φτυάρι).
_PHASES = {"en": {"head start": "Head start", "move": "Move", "explore": "Explore", "over": "Game over"},
           "el": {"head start": "Προβάδισμα", "move": "Μετακίνηση", "explore": "Εξερεύνηση",
                  "over": "Τέλος του παιχνιδιού"}}
TRACK_NAMES = {"en": {"machete": "Machete", "compass": "Compass", "shovel": "Shovel"},
                "el": {"machete": "Ματσέτα", "compass": "Πυξίδα", "shovel": "Φτυάρι"}}


# The explorers' abilities of the Agora edition (§B6, the data's "abilities"), by explorer colour: the
# character and what the ability does, in Greek (the English is the data file's own).
ABILITIES_EL = {
    "red": ("ο σκιώδης πρώην στρατιώτης",
            "Σακίδιο λαθρέμπορου: μπορείτε να έχετε έως 6 Πακέτα Τροφίμων αντί για 5."),
    "green": ("ο προμηθευτής αποστολών",
              "Καλά εξοπλισμένος: ξεκινάτε το παιχνίδι με 2 Εργαλειοθήκες στο κάτω μέρος του Πίνακα Προόδου σας "
              "αντί για 1."),
    "blue": ("ο ενθουσιώδης εξερευνητής",
             "Προβάδισμα: πριν από τον πρώτο γύρο μπορείτε να μετακινήσετε τον Εξερευνητή σας από την Κατασκήνωση "
             "Βάσης σε μια γειτονική τοποθεσία."),
    "yellow": ("ο συνταξιούχος καθηγητής",
               "Σημειώσεις πεδίου: κερδίζετε 1 ΠΝ κάθε φορά που εξερευνάτε Ερείπια."),
    "black": ("η ευκίνητη κληρονόμος",
              "Σίγουρο βήμα: μπορείτε πάντα να ταξιδέψετε την άγνωστη Διαδρομή σας στη μέση της αλυσίδας των "
              "Μονοπατιών σας."),
}


def _abilities(lang: str) -> dict[str, dict[str, str]]:
    """The "character" and "ability" name groups, by explorer colour."""
    given = board_for(None).abilities
    english = {c: (a.character, a.text) for c, a in given.items()}
    greek = english if lang == "en" else {c: ABILITIES_EL.get(c, g) for c, g in english.items()}
    return {"character": {c: g[0] for c, g in greek.items()}, "ability": {c: g[1] for c, g in greek.items()}}


def names(lang: str) -> dict[str, dict[str, str]]:
    """The names of the map's kinds of site, the temple colours and the relics (by the view's colour of each),
    of the phases, toolbox tracks and progression-table actions by the ids the view gives them, and of the
    Agora edition's places by location id (full, and as the map prints them) and its quadrants, and of the
    ivory ("level-effect") and purple (effect) tiles' effects by the numbers the view gives a tile."""
    check_lang(lang)
    return {
        "kind": dict(_KINDS[lang]),
        "colour": dict(zip(COLOURS, TEMPLE_COLOURS[lang], strict=True)),
        "relic": dict(zip(RELIC_COLOURS, RELICS[lang], strict=True)),
        "phase": dict(_PHASES[lang]),
        "track": dict(TRACK_NAMES[lang]),
        "table_action": dict(TABLE_ACTIONS[lang]),
        "place": {"camp": _CAMP[lang], **{site: place(site, lang) for site in PLACES}},
        "place_short": {"camp": _CAMP[lang], **{site: short_place(site, lang) for site in PLACES}},
        "quadrant": dict(QUADRANTS[lang]),
        "ivory_effect": {f"{level}-{effect}": texts[lang == "el"] for (level, effect), texts in IVORY_EFFECTS.items()},
        "purple_effect": {str(effect): texts[lang == "el"] for effect, texts in PURPLE_EFFECTS.items()},
        **_abilities(lang),
    }


# The view's keys as the panels head them (table.view_keys), in the Greek rulebook's terms: Πακέτα
# Τροφίμων, Μονοπάτια, Εργαλειοθήκες, Πίνακας Προόδου, Βωμός. Keys that are ids of relics, toolbox tracks,
# temple colours or kinds of site ("white", "machete", "ivory", "ruin") are headed by those names instead.
VIEW_KEYS: dict[str, tuple[str, str]] = {
    "a": ("From", "Από"),
    "b": ("To", "Προς"),
    "ability": ("Ability", "Ικανότητα"),
    "choices": ("What you may do", "Τι μπορείτε να κάνετε"),
    "bottom": ("Bottom of the table", "Βάση του Πίνακα"),
    "camp_rations": ("Rations at Base Camp", "Πακέτα Τροφίμων στην Κατασκήνωση Βάσης"),
    "character": ("Character", "Χαρακτήρας"),
    "coins": ("Victory coins", "Νομίσματα Νίκης"),
    "current_site": ("Where the explorer to act stands", "Πού βρίσκεται ο Εξερευνητής που παίζει"),
    "colour": ("Colour", "Χρώμα"),
    "designed": ("Designed", "Σχεδιασμένα"),
    "details": ("Details", "Ανάλυση"),
    "distinct_relics": ("Distinct relics", "Διαφορετικά Κειμήλια"),
    "double": ("Double", "Διπλό"),
    "edition": ("Edition", "Έκδοση"),
    "effect": ("Effect", "Αποτέλεσμα"),
    "end_at": ("Ends at relics", "Τέλος στα Κειμήλια"),
    "explored": ("Explored", "Εξερεύνησε"),
    "explorers": ("Explorers", "Εξερευνητές"),
    "face": ("Face", "Όψη"),
    "game": ("Game", "Παιχνίδι"),
    "height": ("Tiles", "Πλακίδια"),
    "id": ("Id", "Κωδικός"),
    "ivory_bonus": ("Ivory bonus", "Μπόνους Μπεζ"),
    "kind": ("Kind", "Είδος"),
    "last_round": ("Last round", "Τελευταίος γύρος"),
    "level": ("Level", "Επίπεδο"),
    "location": ("Location", "Τοποθεσία"),
    "locations": ("Locations", "Τοποθεσίες"),
    "outcome": ("Outcome", "Αποτέλεσμα παιχνιδιού"),
    "pathways": ("Pathways", "Μονοπάτια"),
    "pathways_before": ("Pathways before", "Μονοπάτια πριν"),
    "pathways_left": ("Pathways left", "Μονοπάτια που απομένουν"),
    "pending": ("Pending", "Εκκρεμεί"),
    "pending_count": ("Pending count", "Πόσα εκκρεμούν"),
    "phase": ("Phase", "Φάση"),
    "players": ("Players", "Παίκτες"),
    "progression": ("Progression Table", "Πίνακας Προόδου"),
    "quadrant": ("Quadrant", "Τεταρτημόριο"),
    "ranks": ("Ranks", "Κατάταξη"),
    "ration_cap": ("Ration limit", "Όριο Πακέτων Τροφίμων"),
    "rations": ("Rations", "Πακέτα Τροφίμων"),
    "relic": ("Relic", "Κειμήλιο"),
    "relic_colours": ("Relic colours", "Χρώματα Κειμηλίων"),
    "relics": ("Relics", "Κειμήλια"),
    "relics_collected": ("Relics collected", "Κειμήλια που συλλέχθηκαν"),
    "river": ("River", "Ποταμός"),
    "round": ("Round", "Γύρος"),
    "scores": ("Scores", "Πόντοι Νίκης"),
    "seat": ("Seat", "Θέση"),
    "shrine": ("Shrine", "Βωμός"),
    "source": ("Source", "Πηγή"),
    "spaces": ("Progression Table spaces", "Θέσεις του Πίνακα Προόδου"),
    "stack": ("Tile stack", "Στοίβα Πλακιδίων"),
    "start": ("Start", "Αφετηρία"),
    "supply": ("Supply", "Απόθεμα"),
    "text": ("Text", "Κείμενο"),
    "this_turn": ("This turn", "Αυτός ο γύρος"),
    "tiebreak": ("Tie-break", "Ισοπαλία"),
    "to_act": ("To act", "Παίζει"),
    "token": ("Toolbox token", "Δείκτης Εργαλειοθήκης"),
    "toolbox_used": ("Toolbox used", "Χρήση Εργαλειοθήκης"),
    "toolboxes": ("Toolboxes", "Εργαλειοθήκες"),
    "total": ("Total", "Σύνολο"),
    "tracks": ("Toolbox tracks", "Στήλες Εργαλειοθηκών"),
    "trails": ("Trails", "Διαδρομές"),
    "turn": ("Turn", "Σειρά"),
    "unfamiliar_used": ("Unfamiliar trail used", "Άγνωστη Διαδρομή χρησιμοποιήθηκε"),
    "value": ("Value", "Αξία"),
    "vp_now": ("VP so far", "ΠΝ ως τώρα"),
    "vp_visible": ("Visible VP", "Ορατοί ΠΝ"),
    "winners": ("Winners", "Νικητές"),
    "x": ("Across", "Οριζόντια"),
    "y": ("Down", "Κάθετα"),
}
