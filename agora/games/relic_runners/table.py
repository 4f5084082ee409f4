"""Relic Runners at a table: the board element each action concerns and each event touched (by the ids
the board module draws), what the seat to act is asked, what each action does with its rulebook section,
a short guide, and the rows of the final score sheet. Words in English and Greek (the Greek rulebook's
terms); places are named as the map prints them (words.place). The game's TableSide (agora.core.table):
labels, log lines and names come from words.py, the terminal screen from text.py."""

from __future__ import annotations

from typing import Any

from agora.core import Action, Event, Outcome, View
from agora.core.i18n import OptionWords, check_lang, fill, in_language, words_of_options
from agora.games.relic_runners import words
from agora.games.relic_runners.options import RelicOptions
from agora.games.relic_runners.schema import EXPLORER_COLOURS
from agora.games.relic_runners.state import ADJ, CLIMB, FLIP, KEEP, PEEK, PLACE, SHIFT, SHOVEL, TASK_NAMES
from agora.games.relic_runners.tables import TRACKS, board_for
from agora.games.relic_runners.text import render as render
from agora.games.relic_runners.view import SPACES
from agora.games.relic_runners.words import label as label
from agora.games.relic_runners.words import names as names
from agora.games.relic_runners.words import narrate as narrate

# The tile stack of the place where the explorer to act stands (the view names that place under this key):
# exploring it, ending a move there and taking a tile looked at are all done by clicking it.
HERE = "current_site"
_AT_HERE = ("explore", "stop", "take")
_ON_MAP = ("go", "path", "lift", "flip", "teleport", "adjacent", "start")  # the code's argument is the place
# Events whose result lands on the explorer's board: they touch that board (its id is the explorer's colour).
_ON_EXPLORER = frozenset({"rations", "climb", "tool", "toolbox_added", "ivory", "ivory_kept", "ivory_used", "blue",
                          "blue_shown", "relic", "vp", "extra_turn"})


def space(track: str, level: int) -> str | None:
    """The id of a progression-table space (level 1..3) on an explorer's board, None if there is none."""
    if track not in TRACKS or not 1 <= level <= 3:
        return None
    return SPACES[TRACKS.index(track)][level - 1]


def target(action: Action) -> str | None:
    """The board element an action concerns: a trail or location of the map, the stack where the explorer to
    act stands, or a space of the progression table on the actor's board; None for a plain choice."""
    verb, _, arg = action.partition(" ")
    if verb in _AT_HERE:
        return HERE
    if verb in _ON_MAP:
        return arg if arg not in ("", "twice", "anywhere") else None
    if verb in ("tool", "climb"):
        track, _, level = arg.partition(" ")
        if not level.isdigit():
            return None
        return space(track, int(level) + (verb == "climb"))  # a climb concerns the space it climbs to
    return None


def touches(event: Event) -> tuple[str, ...]:
    """The trails and locations an event changed, and the board of the explorer whose things it changed."""
    data = event.data
    out = [data[key] for key in ("trail", "from", "to", "at") if isinstance(data.get(key), str)]
    out += [t for t in data.get("flipped", ()) if isinstance(t, str)]
    seat = data.get("seat")
    if event.kind in _ON_EXPLORER and isinstance(seat, int) and 0 <= seat < len(EXPLORER_COLOURS):
        out.append(EXPLORER_COLOURS[seat])
    return tuple(dict.fromkeys(out))


# What the seat to act is asked -------------------------------------------------

_PENDING = {  # by the kind of sub-decision (state.py: CLIMB, PLACE, ...); KEEP and SHOVEL are built from choices
    "en": {
        CLIMB: "Move your toolboxes up: click a space of your Progression Table ({n} step(s) left)",
        PLACE: "Place a pathway: click a lit trail",
        SHIFT: "Move a pathway: click one of yours to pick it up, then the trail where it goes ({n} to move)",
        PEEK: "Click the temple to take one of the tiles you looked at",
        FLIP: "Click a river trail to flip its toolbox token ({n} left)",
        ADJ: "Click a neighbouring ruin or temple to do its action as if you were there",
    },
    "el": {
        CLIMB: "Ανεβάστε τις Εργαλειοθήκες σας: πατήστε μια θέση του Πίνακα Προόδου σας (απομένουν {n} βήματα)",
        PLACE: "Τοποθετήστε ένα Μονοπάτι: πατήστε μια φωτισμένη Διαδρομή",
        SHIFT: "Μετακινήστε ένα Μονοπάτι: πατήστε ένα δικό σας για να το πάρετε, μετά τη Διαδρομή όπου πηγαίνει "
               "(απομένουν {n})",
        PEEK: "Πατήστε τον Ναό για να πάρετε ένα από τα πλακίδια που είδατε",
        FLIP: "Πατήστε μια Διαδρομή Ποταμού για να γυρίσετε τον Δείκτη Εργαλειοθήκης της (απομένουν {n})",
        ADJ: "Πατήστε γειτονικά Ερείπια ή Ναό για να εκτελέσετε την ενέργειά τους σαν να ήσασταν εκεί",
    },
}
# The prompt is built from the kinds of action the reader may take now (the view's "choices"), one phrase for
# each, so that it never names a choice that is not there.
_CHOICE = {
    "en": {
        "start": "click Base Camp or a lit place next to it to begin the game there",
        "go": "click a lit trail to move your explorer",
        "go on": "go on along a lit trail",
        "stop": "click {here} to end your move there",
        "stay": "your explorer cannot move: stay where it is",
        "teleport": "teleport to a lit temple",
        "refill": "refill your rations",
        "tool": "use a toolbox on your Progression Table",
        "explore": "click {here} to explore it (1 ration)",
        "explore peek": "look at its tiles first",
        "reveal": "show the blue tile you want doubled",
        "done": "end your turn",
        "keep": "keep the new ivory tile or your old one (2 VP for the one you give up)",
        "keep teleport": "teleport now with the level-2 tile you give up",
        "path twice": "place two pathways",
        "path anywhere": "place it on any trail",
        "shovel toolbox": "put a toolbox from your supply at the bottom",
        "shovel": "gain 2 VP",
        "enough": "flip no more",
    },
    "el": {
        "start": "πατήστε την Κατασκήνωση Βάσης ή μια φωτισμένη τοποθεσία δίπλα της για να ξεκινήσετε εκεί",
        "go": "πατήστε μια φωτισμένη Διαδρομή για να μετακινήσετε τον Εξερευνητή σας",
        "go on": "συνεχίστε σε μια φωτισμένη Διαδρομή",
        "stop": "πατήστε τη θέση σας ({here}) για να σταματήσετε εκεί",
        "stay": "ο Εξερευνητής σας δεν μπορεί να κινηθεί: μένει όπου είναι",
        "teleport": "μεταφερθείτε σε έναν φωτισμένο Ναό",
        "refill": "γεμίστε τα Πακέτα Τροφίμων σας",
        "tool": "χρησιμοποιήστε μια Εργαλειοθήκη του Πίνακα Προόδου σας",
        "explore": "πατήστε τη θέση σας ({here}) για να την εξερευνήσετε (1 Πακέτο Τροφίμων)",
        "explore peek": "δείτε πρώτα τα πλακίδιά του",
        "reveal": "δείξτε το Μπλε πλακίδιο που θέλετε να διπλασιαστεί",
        "done": "τελειώστε τον γύρο σας",
        "keep": "κρατήστε το νέο Μπεζ πλακίδιο ή το παλιό σας (2 ΠΝ για αυτό που αφήνετε)",
        "keep teleport": "μεταφερθείτε τώρα με το πλακίδιο 2ου επιπέδου που αφήνετε",
        "path twice": "τοποθετήστε δύο Μονοπάτια",
        "path anywhere": "τοποθετήστε το σε οποιαδήποτε Διαδρομή",
        "shovel toolbox": "βάλτε μια Εργαλειοθήκη από το απόθεμά σας στο κάτω μέρος",
        "shovel": "κερδίστε 2 ΠΝ",
        "enough": "μη γυρίσετε άλλους",
    },
}
_OR = {"en": " or ", "el": " ή "}
_HEAD = {  # what a sentence of choices begins with, where the situation needs saying first
    "en": {"head start": "Head start: ", "camp": "Your move ended at Base Camp: ", "shovel": "Shovel: "},
    "el": {"head start": "Προβάδισμα: ", "camp": "Η κίνησή σας τελείωσε στην Κατασκήνωση Βάσης: ",
           "shovel": "Φτυάρι: "},
}
# The order the phrases come in, by phase; each names a choice of the view.
_ORDER = ("start", "go", "teleport", "refill", "stop", "explore", "explore peek", "tool", "reveal", "done")


def _sentence(head: str, phrases: list[str], lang: str) -> str:
    """The phrases as one sentence: "a, b or c", after `head`, its first letter a capital."""
    text = phrases[-1] if len(phrases) == 1 else ", ".join(phrases[:-1]) + _OR[lang] + phrases[-1]
    text = head + text if head else text[:1].upper() + text[1:]
    return text


def _choice_phrases(view: View, lang: str) -> list[str]:
    """One phrase per kind of action offered outside a pending sub-decision, in _ORDER."""
    words_ = _CHOICE[lang]
    choices = set(view["choices"])
    moving = view["phase"] == "move" and bool(view["this_turn"]["trails"])
    out = []
    for kind in _ORDER:
        if kind not in choices:
            continue
        if kind == "go" and moving:
            kind = "go on"
        elif kind == "stop" and view["phase"] == "move" and not moving:
            kind = "stay"  # §A4.1: no legal move at all
        out.append(words_[kind])
    return out


def _pending_prompt(view: View, lang: str) -> str:
    """What a pending sub-decision asks, with the extra choices an ivory tile or the shovel adds."""
    choices = set(view["choices"])
    kind = TASK_NAMES.index(view["pending"])
    words_ = _CHOICE[lang]
    if kind == SHOVEL:
        phrases = [words_[k] for k in ("shovel toolbox", "shovel") if k in choices or k == "shovel"]
        return _sentence(_HEAD[lang]["shovel"], phrases, lang)
    if kind == KEEP:
        extra = [words_["keep teleport"]] if "teleport" in choices else []
        return _sentence("", [words_["keep"], *extra], lang)
    text = fill(_PENDING[lang][kind], {"n": view["pending_count"] or 1})
    extra = [words_[k] for k in ("path twice", "path anywhere", "enough") if k in choices]
    return text + (f"; {_OR[lang].strip()} " + (", ".join(extra)) if extra else "")


def prompt(view: View, lang: str) -> str:
    """What the reader of `view` must decide now, read from the view alone (its "choices": the kinds of its
    legal actions, so that it names no choice that is not there); empty if it is not to act."""
    check_lang(lang)
    seat = view.get("seat")
    if seat is None or seat not in view["to_act"] or not view["choices"]:
        return ""
    if view["pending"] in TASK_NAMES:
        return _pending_prompt(view, lang)
    here: dict[str, Any] = next(loc for loc in view["locations"] if loc["id"] == view["current_site"])
    phrases = [fill(p, {"here": words.place(here["id"], lang)}) for p in _choice_phrases(view, lang)]
    head = ""
    if view["phase"] == "head start":
        head = _HEAD[lang]["head start"]
    elif view["phase"] != "move" and here["kind"] == "camp":
        head = _HEAD[lang]["camp"]
    return _sentence(head, phrases, lang)


# What each action does --------------------------------------------------------------

_EXPLAIN = {
    "en": {
        "go": "Travel along this trail (§A4.1). Each turn you may travel one unfamiliar trail (one without your "
              "pathway) and one chain of your own pathways before or after it, each trail once; Base Camp stops "
              "your move. A river trail's face-up toolbox token flips when your move ends and moves a toolbox "
              "up (§A7.2). Ending on a shrine whose relic matches the one you started on takes it: 2 VP a trail "
              "(§A5).",
        "stop": "End your move here (§A4.1): never where you started. Then you may explore (§A4.2).",
        "explore": "Spend 1 ration to do this place's action (§A4.2): a ruin gives a pathway next to it; an ivory "
                   "temple a face-up tile to keep, a blue temple a secret tile worth VP at the end, a purple "
                   "temple an effect at once. Taking the last tile reveals a shrine and its relic (§A5).",
        "explore peek": "Ivory level 2, single use (§B3): explore this temple, look at all its tiles in secret "
                        "and take the one you want.",
        "done": "End your turn (§A4).",
        "refill": "Ivory level 2, single use (§B3): at the start of your turn, refill your rations up to 5 from "
                  "Base Camp.",
        "teleport": "Ivory level 2, single use (§B3): instead of moving, go straight to another temple of your "
                    "temple's colour that holds no relic.",
        "keep": "You may not hold two ivory tiles of one level: keep one, discard the other and gain 2 VP "
                "(§A4.2).",
        "path": "Place one of your pathways on this trail (§A4.2). Your pathways are trails you know: you travel "
                "along them freely.",
        "path twice": "Ivory level 2, single use (§B3): place two pathways, both next to your location.",
        "path anywhere": "Ivory level 2, single use (§B3): place this pathway on any trail of the map.",
        "lift": "Pick up this pathway of yours, to put it on another trail (§A6, §B4).",
        "shovel toolbox": "Shovel level 1 (§A6): a toolbox from your supply goes to the bottom of your "
                          "Progression Table.",
        "shovel vp": "Shovel level 1 (§A6): gain 2 VP.",
        "flip": "Flip this river trail's toolbox token, either way (§B3, §B4). Flipping the last face-up token "
                "turns them all back up and moves a toolbox up 1 (§A7.3).",
        "enough": "Flip no more toolbox tokens (the purple tile flips up to 2, §B4).",
        "adjacent": "Purple tile (§B4): do the action of this neighbouring ruin or temple as if you were there; "
                    "its top tile is taken too.",
        "start": "Head start, the blue explorer's ability (§B6): begin the game here, at Base Camp or next to it.",
        "take": "Ivory level 2 (§B3): take this tile of the ones you looked at; the others stay in the temple.",
        "reveal": "Shovel level 3 (§A6): show everyone the blue tile of this turn you want doubled; its value is "
                  "paid again in coins, and your turn ends.",
        "tool": "{action} (§A6). The toolbox goes back to the bottom first; one toolbox use a turn, never in the "
                "middle of your move (§A7.4). {source}",
        "climb": "Move a toolbox up one space (§A7.1): one at the bottom may take any track, one on a track "
                 "stays on it. There it can do: {action}. {source}",
    },
    "el": {
        "go": "Ταξιδέψτε σε αυτή τη Διαδρομή (§A4.1). Σε κάθε γύρο μπορείτε να ταξιδέψετε μία άγνωστη Διαδρομή "
              "(χωρίς Μονοπάτι σας) και μία αλυσίδα δικών σας Μονοπατιών πριν ή μετά, την καθεμία μία φορά· η "
              "Κατασκήνωση Βάσης σταματά την κίνησή σας. Ο ανοιχτός Δείκτης Εργαλειοθήκης μιας Διαδρομής Ποταμού "
              "κλείνει στο τέλος της κίνησης και ανεβάζει μια Εργαλειοθήκη (§A7.2). Αν τελειώσετε σε Βωμό με "
              "Κειμήλιο ίδιου χρώματος με αυτό από όπου ξεκινήσατε, το παίρνετε: 2 ΠΝ ανά Διαδρομή (§A5).",
        "stop": "Τελειώστε την κίνησή σας εδώ (§A4.1): ποτέ εκεί από όπου ξεκινήσατε. Μετά μπορείτε να "
                "εξερευνήσετε (§A4.2).",
        "explore": "Ξοδέψτε 1 Πακέτο Τροφίμων για την ενέργεια της τοποθεσίας (§A4.2): τα Ερείπια δίνουν ένα "
                   "Μονοπάτι δίπλα τους· ο Μπεζ Ναός ένα ανοιχτό πλακίδιο που κρατάτε, ο Μπλε Ναός ένα κρυφό "
                   "πλακίδιο με ΠΝ στο τέλος, ο Μωβ Ναός ένα αποτέλεσμα αμέσως. Το τελευταίο πλακίδιο αποκαλύπτει "
                   "έναν Βωμό και το Κειμήλιό του (§A5).",
        "explore peek": "Μπεζ 2ου επιπέδου, μίας χρήσης (§B3): εξερευνήστε τον Ναό, δείτε κρυφά όλα τα πλακίδιά "
                        "του και πάρτε όποιο θέλετε.",
        "done": "Τελειώστε τον γύρο σας (§A4).",
        "refill": "Μπεζ 2ου επιπέδου, μίας χρήσης (§B3): στην αρχή του γύρου σας, γεμίστε τα Πακέτα Τροφίμων σας "
                  "έως 5 από την Κατασκήνωση Βάσης.",
        "teleport": "Μπεζ 2ου επιπέδου, μίας χρήσης (§B3): αντί να κινηθείτε, πηγαίνετε κατευθείαν σε άλλον Ναό "
                    "του χρώματος του Ναού σας χωρίς Κειμήλιο.",
        "keep": "Δεν μπορείτε να έχετε δύο Μπεζ πλακίδια του ίδιου επιπέδου: κρατήστε το ένα, απορρίψτε το άλλο "
                "και κερδίστε 2 ΠΝ (§A4.2).",
        "path": "Τοποθετήστε ένα Μονοπάτι σας σε αυτή τη Διαδρομή (§A4.2). Τα Μονοπάτια σας είναι Διαδρομές που "
                "γνωρίζετε: κινείστε ελεύθερα πάνω τους.",
        "path twice": "Μπεζ 2ου επιπέδου, μίας χρήσης (§B3): τοποθετήστε δύο Μονοπάτια, και τα δύο δίπλα στη "
                      "θέση σας.",
        "path anywhere": "Μπεζ 2ου επιπέδου, μίας χρήσης (§B3): τοποθετήστε αυτό το Μονοπάτι σε οποιαδήποτε "
                         "Διαδρομή του χάρτη.",
        "lift": "Πάρτε αυτό το Μονοπάτι σας, για να το βάλετε σε άλλη Διαδρομή (§A6, §B4).",
        "shovel toolbox": "Φτυάρι 1ου επιπέδου (§A6): μια Εργαλειοθήκη από το απόθεμά σας πηγαίνει στο κάτω μέρος "
                          "του Πίνακα Προόδου σας.",
        "shovel vp": "Φτυάρι 1ου επιπέδου (§A6): κερδίστε 2 ΠΝ.",
        "flip": "Γυρίστε τον Δείκτη Εργαλειοθήκης αυτής της Διαδρομής Ποταμού, προς όποια πλευρά θέλετε (§B3, "
                "§B4). Αν κλείσει ο τελευταίος ανοιχτός Δείκτης, ανοίγουν όλοι ξανά και μια Εργαλειοθήκη ανεβαίνει "
                "1 θέση (§A7.3).",
        "enough": "Μην γυρίσετε άλλους Δείκτες Εργαλειοθήκης (το Μωβ πλακίδιο γυρίζει έως 2, §B4).",
        "adjacent": "Μωβ πλακίδιο (§B4): εκτελέστε την ενέργεια αυτών των γειτονικών Ερειπίων ή Ναού σαν να "
                    "ήσασταν εκεί· παίρνετε και το πρώτο πλακίδιό τους.",
        "start": "Προβάδισμα, η ικανότητα του μπλε Εξερευνητή (§B6): ξεκινήστε το παιχνίδι εδώ, στην Κατασκήνωση "
                 "Βάσης ή δίπλα της.",
        "take": "Μπεζ 2ου επιπέδου (§B3): πάρτε αυτό από τα πλακίδια που είδατε· τα άλλα μένουν στον Ναό.",
        "reveal": "Φτυάρι 3ου επιπέδου (§A6): δείξτε σε όλους το Μπλε πλακίδιο αυτού του γύρου που θέλετε να "
                  "διπλασιαστεί· η αξία του πληρώνεται ξανά σε Νομίσματα, και ο γύρος σας τελειώνει.",
        "tool": "{action} (§A6). Η Εργαλειοθήκη γυρίζει πρώτα στο κάτω μέρος· μία χρήση Εργαλειοθήκης ανά γύρο, "
                "ποτέ στη μέση της κίνησής σας (§A7.4). {source}",
        "climb": "Ανεβάστε μια Εργαλειοθήκη μία θέση (§A7.1): από το κάτω μέρος σε όποια στήλη θέλετε, από μια "
                 "στήλη μόνο στην ίδια. Εκεί μπορεί να κάνει: {action}. {source}",
    },
}

# Whether the rulebook or the Agora edition puts a table action on its space (the data's placement_source).
_PLACED_BY = {
    "en": {"rulebook": "The rulebook puts this action on this space.",
           "designed": "Which space holds this action is designed for the Agora edition (§B5)."},
    "el": {"rulebook": "Το εγχειρίδιο βάζει αυτή την ενέργεια σε αυτή τη θέση.",
           "designed": "Σε ποια θέση βρίσκεται αυτή η ενέργεια είναι σχεδιασμένο για την έκδοση Agora (§B5)."},
}


def explain(action: Action, lang: str) -> str:
    """What an action does, in player words, with its rulebook section ("" for a code it does not know)."""
    texts = _EXPLAIN[check_lang(lang)]
    if action in texts:
        return texts[action]
    verb, _, arg = action.partition(" ")
    if verb not in texts:
        return ""
    if verb not in ("tool", "climb"):
        return texts[verb]
    track, _, level = arg.partition(" ")
    at = int(level) + (verb == "climb") if level.isdigit() else 0
    if space(track, at) is None:
        return ""
    board = board_for(None)
    row = next(s for s in board.data.progression if s.track == track and s.level == at)
    what = f"{words.TRACK_NAMES[lang][track]} {at}: {words.TABLE_ACTIONS[lang][row.action]}"
    return fill(texts[verb], {"action": what, "source": _PLACED_BY[lang][row.placement_source]})


# The guide, the score sheet --------------------------------------------------------

# The "How to play" panel: "## " heads a part, "- " starts a point.
GUIDE = {
    "en": "\n".join((
        "Relic Runners: explorers cross the jungle to explore ruins and temples and to bring back relics. "
        "Most VP wins.",
        "## Your turn",
        "- Move (§A4.1): click a trail. You may travel one unfamiliar trail, plus one chain of your own "
        "pathways before or after it. Base Camp stops you; ending there gives 3 rations and ends your turn.",
        "- Explore (§A4.2): click your place to spend 1 ration. Ruins give a pathway; ivory temples a tile "
        "you keep face up; blue temples a secret tile worth VP at the end; purple temples an effect at once.",
        "- Toolboxes (§A7): travelling a river trail flips its face-up token and moves one of your toolboxes "
        "up a track (Machete, Compass, Shovel). Once a turn, click a toolbox's space on your board to do its "
        "action; it goes back to the bottom.",
        "## Relics",
        "- Taking a site's last tile reveals a shrine with a relic (§A5). Start your turn on a shrine with a "
        "relic and end your move on another shrine with a relic of the same colour: take that relic and gain "
        "2 VP for every trail you travelled.",
        "## The end",
        "- When enough relics are taken, everyone else plays one last turn (§A8). Then coins, blue tiles, 5 "
        "VP per relic colour and ivory level 1 bonuses are added. Ties: most relics, then most kinds of "
        "relic.",
        "- Your VP coins and blue tiles stay hidden from the others until the end.",
    )),
    "el": "\n".join((
        "Relic Runners: Εξερευνητές διασχίζουν τη ζούγκλα, εξερευνούν Ερείπια και Ναούς και φέρνουν πίσω "
        "Κειμήλια. Κερδίζουν οι περισσότεροι Πόντοι Νίκης (ΠΝ).",
        "## Ο γύρος σας",
        "- Μετακίνηση (§A4.1): πατήστε μια Διαδρομή. Μπορείτε να ταξιδέψετε μία άγνωστη Διαδρομή, και μία "
        "αλυσίδα δικών σας Μονοπατιών πριν ή μετά. Η Κατασκήνωση Βάσης σας σταματά· εκεί παίρνετε 3 Πακέτα "
        "Τροφίμων και ο γύρος σας τελειώνει.",
        "- Εξερεύνηση (§A4.2): πατήστε τη θέση σας για να ξοδέψετε 1 Πακέτο Τροφίμων. Τα Ερείπια δίνουν ένα "
        "Μονοπάτι· οι Μπεζ Ναοί ένα ανοιχτό πλακίδιο· οι Μπλε Ναοί ένα κρυφό πλακίδιο με ΠΝ στο τέλος· οι Μωβ"
        " Ναοί ένα αποτέλεσμα αμέσως.",
        "- Εργαλειοθήκες (§A7): όταν ταξιδεύετε σε Διαδρομή Ποταμού, ο ανοιχτός Δείκτης της κλείνει και μια "
        "Εργαλειοθήκη σας ανεβαίνει σε μια στήλη (Ματσέτα, Πυξίδα, Φτυάρι). Μία φορά τον γύρο, πατήστε τη "
        "θέση μιας Εργαλειοθήκης στην Καρτέλα σας για την ενέργειά της· η Εργαλειοθήκη γυρίζει στο κάτω "
        "μέρος.",
        "## Κειμήλια",
        "- Όταν παίρνετε το τελευταίο πλακίδιο μιας τοποθεσίας, αποκαλύπτεται ένας Βωμός με Κειμήλιο (§A5). "
        "Ξεκινήστε τον γύρο σας σε Βωμό με Κειμήλιο και τελειώστε την κίνησή σας σε άλλον Βωμό με Κειμήλιο "
        "ίδιου χρώματος: παίρνετε αυτό το Κειμήλιο και 2 ΠΝ για κάθε Διαδρομή που ταξιδέψατε.",
        "## Το τέλος",
        "- Όταν συλλεχθούν αρκετά Κειμήλια, όλοι οι άλλοι παίζουν έναν τελευταίο γύρο (§A8). Μετά "
        "προστίθενται Νομίσματα, Μπλε πλακίδια, 5 ΠΝ για κάθε χρώμα Κειμηλίου και τα μπόνους των Μπεζ "
        "πλακιδίων 1ου επιπέδου. Ισοπαλία: τα περισσότερα Κειμήλια, μετά τα περισσότερα διαφορετικά.",
        "- Τα Νομίσματα Νίκης και τα Μπλε πλακίδιά σας μένουν κρυφά από τους άλλους ως το τέλος.",
    )),
}


def how_to_play(lang: str) -> str:
    """The "How to play" panel in `lang`."""
    return GUIDE[check_lang(lang)]


# The score sheet's rows, in order (scoring.score_detail's keys; the sheet adds its own total).
SCORE_LABELS = {
    "coins": ("VP coins", "Νομίσματα Νίκης"),
    "blue": ("Blue temple tiles", "Πλακίδια Μπλε Ναών"),
    "relic_colours": ("Relic colours (5 VP each)", "Χρώματα Κειμηλίων (5 ΠΝ το καθένα)"),
    "ivory_bonus": ("Ivory level 1 bonus", "Μπόνους Μπεζ 1ου επιπέδου"),
    "relics": ("Relics (first tie-break)", "Κειμήλια (πρώτη ισοπαλία)"),
    "distinct_relics": ("Kinds of relic (second tie-break)", "Είδη Κειμηλίων (δεύτερη ισοπαλία)"),
}


def score_labels(lang: str) -> dict[str, str]:
    """The score sheet's rows in `lang`, in order."""
    return in_language(SCORE_LABELS, lang)


_TIEBREAK = {"most relics, then most distinct relics": "τα περισσότερα Κειμήλια, μετά τα περισσότερα διαφορετικά "
                                                       "Κειμήλια"}


def tiebreak(outcome: Outcome, lang: str) -> str:
    """The tie-break rule (§A8) in `lang`."""
    return outcome.tiebreak if check_lang(lang) == "en" else _TIEBREAK.get(outcome.tiebreak, outcome.tiebreak)


# The title, the options, the view's keys --------------------------------------------------------------

def title(lang: str) -> str:
    """The game's title in `lang`."""
    return words.TITLES[check_lang(lang)]


def option_words(lang: str) -> dict[str, OptionWords]:
    """Every option's words in `lang` (words.OPTIONS)."""
    return words_of_options(RelicOptions, words.OPTIONS, lang)


def view_keys(lang: str) -> dict[str, str]:
    """The view's keys as the panels head them in `lang` (words.VIEW_KEYS)."""
    return in_language(words.VIEW_KEYS, lang)
