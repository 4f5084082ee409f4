"""The account routes' words in English and Greek, and the language a request reads them in.

An answer's `detail` is one string (the browser shows it as it is), in the first language of the
request's Accept-Language that the server speaks, English otherwise.
"""

from __future__ import annotations

from fastapi import HTTPException
from starlette.requests import HTTPConnection

WORDS: dict[str, dict[str, str]] = {
    "name_taken": {"en": "that name is taken", "el": "αυτό το όνομα το έχει ήδη κάποιος"},
    "name_look_alike": {
        "en": "that name looks like an existing account's name: choose another",
        "el": "αυτό το όνομα μοιάζει με το όνομα ενός υπάρχοντος λογαριασμού: διάλεξε άλλο",
    },
    "name_invisible": {
        "en": "a name may not hold invisible characters (zero-width, joiners, direction marks or spaces)",
        "el": "ένα όνομα δεν μπορεί να έχει αόρατους χαρακτήρες (μηδενικού πλάτους, συνδέσμους, "
              "σημάδια κατεύθυνσης ή κενά)",
    },
    "name_mixed_scripts": {
        "en": "a name may not mix alphabets that look alike (such as Latin with Greek or Cyrillic)",
        "el": "ένα όνομα δεν μπορεί να ανακατεύει αλφάβητα που μοιάζουν (όπως λατινικά με ελληνικά ή κυριλλικά)",
    },
    "name_too_long": {
        "en": "that name is too long once its letters are spelled out: at most 32 letters",
        "el": "αυτό το όνομα είναι πολύ μακρύ όταν γραφτούν τα γράμματά του: το πολύ 32 γράμματα",
    },
    "password_weak": {
        "en": "that password is too easy to guess",
        "el": "αυτός ο κωδικός μαντεύεται πολύ εύκολα",
    },
    "password_has_name": {
        "en": "a password may not contain the account's name",
        "el": "ο κωδικός δεν μπορεί να περιέχει το όνομα του λογαριασμού",
    },
    "wrong_credentials": {"en": "no account has that name and password",
                          "el": "κανένας λογαριασμός δεν έχει αυτό το όνομα και κωδικό"},
    "sign_in_first": {"en": "sign in first", "el": "συνδέσου πρώτα"},
    "no_such_session": {"en": "you have no such session", "el": "δεν έχεις τέτοια σύνδεση"},
    "wrong_password": {"en": "the present password is wrong", "el": "ο τωρινός κωδικός είναι λάθος"},
    "too_many": {"en": "too many attempts: wait a minute", "el": "πάρα πολλές προσπάθειες: περίμενε ένα λεπτό"},
}

# zxcvbn's own feedback (its English sentences, word for word) in Greek.
ESTIMATOR_GREEK: dict[str, str] = {
    "Use a few words, avoid common phrases.": "Βάλε μερικές λέξεις, απόφυγε τις συνηθισμένες φράσεις.",
    "No need for symbols, digits, or uppercase letters.": "Δε χρειάζονται σύμβολα, ψηφία ή κεφαλαία.",
    "Add another word or two. Uncommon words are better.":
        "Πρόσθεσε μία ή δύο λέξεις ακόμα. Οι ασυνήθιστες λέξεις είναι καλύτερες.",
    "Straight rows of keys are easy to guess.": "Οι ευθείες σειρές πλήκτρων μαντεύονται εύκολα.",
    "Short keyboard patterns are easy to guess.": "Τα κοντά μοτίβα του πληκτρολογίου μαντεύονται εύκολα.",
    "Use a longer keyboard pattern with more turns.": "Βάλε μακρύτερο μοτίβο πληκτρολογίου με περισσότερες στροφές.",
    'Repeats like "aaa" are easy to guess.': 'Οι επαναλήψεις όπως "aaa" μαντεύονται εύκολα.',
    'Repeats like "abcabcabc" are only slightly harder to guess than "abc".':
        'Οι επαναλήψεις όπως "abcabcabc" μαντεύονται λίγο μόνο δυσκολότερα από το "abc".',
    "Avoid repeated words and characters.": "Απόφυγε τις επαναλαμβανόμενες λέξεις και χαρακτήρες.",
    'Sequences like "abc" or "6543" are easy to guess.': 'Οι ακολουθίες όπως "abc" ή "6543" μαντεύονται εύκολα.',
    "Avoid sequences.": "Απόφυγε τις ακολουθίες.",
    "Recent years are easy to guess.": "Οι πρόσφατες χρονιές μαντεύονται εύκολα.",
    "Avoid recent years.": "Απόφυγε τις πρόσφατες χρονιές.",
    "Avoid years that are associated with you.": "Απόφυγε χρονιές που σχετίζονται με σένα.",
    "Dates are often easy to guess.": "Οι ημερομηνίες συχνά μαντεύονται εύκολα.",
    "Avoid dates and years that are associated with you.": "Απόφυγε ημερομηνίες και χρονιές που σχετίζονται με σένα.",
    "This is a top-10 common password.": "Είναι από τους 10 πιο συνηθισμένους κωδικούς.",
    "This is a top-100 common password.": "Είναι από τους 100 πιο συνηθισμένους κωδικούς.",
    "This is a very common password.": "Είναι πολύ συνηθισμένος κωδικός.",
    "This is similar to a commonly used password.": "Μοιάζει με έναν συνηθισμένο κωδικό.",
    "A word by itself is easy to guess.": "Μια λέξη μόνη της μαντεύεται εύκολα.",
    "Names and surnames by themselves are easy to guess.": "Τα ονόματα και τα επώνυμα μόνα τους μαντεύονται εύκολα.",
    "Common names and surnames are easy to guess.": "Τα συνηθισμένα ονόματα και επώνυμα μαντεύονται εύκολα.",
    "Capitalization doesn't help very much.": "Τα κεφαλαία δε βοηθούν πολύ.",
    "All-uppercase is almost as easy to guess as all-lowercase.":
        "Όλα κεφαλαία μαντεύονται σχεδόν τόσο εύκολα όσο όλα πεζά.",
    "Reversed words aren't much harder to guess.": "Οι ανάποδες λέξεις δεν μαντεύονται πολύ δυσκολότερα.",
    "Predictable substitutions like '@' instead of 'a' don't help very much.":
        "Οι προβλέψιμες αντικαταστάσεις όπως '@' αντί για 'a' δε βοηθούν πολύ.",
}


def language(connection: HTTPConnection) -> str:
    """The first language of the request's Accept-Language that the server speaks ("en" otherwise)."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(connection.headers.get("accept-language", "").split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        ranked.append((-weight, index, tag.strip().lower().split("-")[0]))
    for weight, _, lang in sorted(ranked):
        if weight < 0 and lang in ("en", "el"):
            return lang
    return "en"


def say(connection: HTTPConnection, key: str, *more: str) -> str:
    """The message `key` in the request's language, followed by the estimator's sentences `more`."""
    lang = language(connection)
    text = WORDS[key][lang]
    if more:
        text += ": " + " ".join(ESTIMATOR_GREEK.get(line, line) if lang == "el" else line for line in more)
    return text


def refuse(connection: HTTPConnection, status: int, key: str, *more: str,
           headers: dict[str, str] | None = None) -> HTTPException:
    """An HTTP error whose detail is the message `key` (and `more`) in the request's language."""
    return HTTPException(status, say(connection, key, *more), headers=headers)
