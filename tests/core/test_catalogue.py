"""The gettext catalogues (agora/locale): every message of the code is in the template and translated in
every language, none fuzzy, each translation with its message's {fields}; and the runtime reads them."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from agora.core import IllegalAction
from agora.core.i18n import LANGS, LOCALE, SOURCE, catalogue_path, extract_names, refusal, seat_name, words

ROOT = Path(__file__).resolve().parents[2]
FIELD = re.compile(r"\{(\w*)")
Key = tuple[str | None, str]


def _read(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=lang)


def _keys(catalogue: Catalog) -> set[Key]:
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalogue if m.id}


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> Catalog:
    """The messages the code uses now, as `pybabel extract` finds them (babel.cfg)."""
    pot = tmp_path_factory.mktemp("extract") / "agora.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "-q", "extract", "-F", "babel.cfg",
                    "-o", str(pot), "."], cwd=ROOT, check=True, capture_output=True)
    return _read(pot)


def test_the_template_holds_every_message_the_code_uses(extracted: Catalog) -> None:
    template = _keys(_read(LOCALE / "agora.pot"))
    used = _keys(extracted)
    assert used - template == set(), "run pybabel extract and update (docs/translating.md)"
    assert template - used == set(), "messages no code uses: run pybabel extract and update"


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != SOURCE])
def test_every_message_is_translated_none_fuzzy(lang: str) -> None:
    template = _keys(_read(LOCALE / "agora.pot"))
    catalogue = _read(catalogue_path(lang), lang)
    assert template - _keys(catalogue) == set(), f"run pybabel update for {lang}"
    untranslated, fuzzy, fields = [], [], []
    for message in catalogue:
        if not message.id:
            continue
        forms = [message.string] if isinstance(message.string, str) else list(message.string or ())
        if not all(forms):
            untranslated.append(message.id)
        if message.fuzzy:
            fuzzy.append(message.id)
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        wanted = set(FIELD.findall(ids[-1]))
        if any(set(FIELD.findall(form)) - wanted for form in forms):
            fields.append(message.id)
    assert untranslated == []
    assert fuzzy == []
    assert fields == [], "a translation names a {field} its message does not give"
    # Babel's own checks, as `pybabel compile` makes them (a %-format the translation breaks, say).
    assert [(m.id, [str(e) for e in errors]) for m, errors in catalogue.check()] == []


def test_the_runtime_speaks_each_language() -> None:
    assert seat_name(1, "en") == "Seat 2"
    assert seat_name(1, "el") == "Θέση 2"
    assert words("el").pgettext("language name", "English") == "Ελληνικά"
    assert words("el") is words("el")  # read once


def test_a_refusal_reads_in_each_language() -> None:
    err = IllegalAction("{code} is not an action of this game", "A1", code="'x'")
    assert err.message == "'x' is not an action of this game"
    assert str(err) == "'x' is not an action of this game (rulebook A1)"
    assert refusal(err.message_id, err.params, "en") == err.message
    assert refusal(err.message_id, err.params, "el") == "το 'x' δεν είναι κίνηση αυτού του παιχνιδιού"
    plain = IllegalAction("no {braces} here")  # a text without parameters stands as written
    assert plain.message == "no {braces} here"
    assert refusal(plain.message_id, plain.params, "el") == "no {braces} here"


def test_a_games_component_names_come_from_its_data_file(extracted: Catalog) -> None:
    """babel.cfg's agora_names extractor: each named entry of Historia's data file is a message of the game's
    context, on the line that names it, and the runtime translates it."""
    path = ROOT / "agora" / "games" / "historia" / "data" / "agora_edition.json"
    data = json.loads(path.read_text())
    groups = ("territories", "tech_levels", "governments", "wonders", "leaders", "civilizations", "advisors", "events")
    names = {entry["name"] for group in groups for entry in data[group]}
    assert len(names) > 150
    assert {("historia", name) for name in names} <= _keys(extracted)
    colossus = extracted.get("Colossus of Rhodes", context="historia")
    assert colossus is not None
    line = path.read_text().splitlines()[colossus.locations[0][1] - 1]
    assert line.strip() == '"name": "Colossus of Rhodes",'
    assert words("el").pgettext("historia", "Colossus of Rhodes") == "Κολοσσός της Ρόδου"


def test_a_games_texts_come_from_its_data_file_by_the_fields_its_section_names(extracted: Catalog) -> None:
    """Relic Runners' babel.cfg section names the fields (text, character) its tiles and explorers carry: each is a
    message of the game's context, on its line, read in Greek; a section whose fields a group lacks fails."""
    path = ROOT / "agora" / "games" / "relic_runners" / "data" / "agora_edition.json"
    data = json.loads(path.read_text())
    texts = {tile["text"] for group in ("ivory_tiles", "purple_tiles") for tile in data[group]}
    texts |= {said for ability in data["abilities"] for said in (ability["character"], ability["text"])}
    assert len(texts) == 18 + 8 + 2 * 5
    assert {("relic-runners", text) for text in texts} <= _keys(extracted)
    professor = extracted.get("the retired professor", context="relic-runners")
    assert professor is not None
    line = path.read_text().splitlines()[professor.locations[0][1] - 1]
    assert line.strip() == '"character": "the retired professor",'
    assert words("el").pgettext("relic-runners", "Gain 3 VP.") == "Κερδίστε 3 ΠΝ."
    with pytest.raises(ValueError, match="'locations'"):
        list(extract_names(path.open("rb"), None, None, {"context": "relic-runners", "groups": "locations",
                                                         "fields": "text"}))


# The informal second person singular of Greek: its pronouns, and the verb forms the catalogue used for it (a
# present or past ending in -εις/-ες, an imperative). A form also read as a third person past (άλλαξε,
# γύρισε: "it changed", "it flipped") is left out: that reading is common in log lines.
INFORMAL = re.compile(r"(?<!\w)(?:σου|εσύ|εσένα|σένα|μπορείς|έχεις|πάρεις|λαμβάνεις|μαθαίνεις|βλέπεις|κάνεις|φύγεις"
                      r"|ψηφίσεις|αποχωρήσεις|αποχώρησες|απάντησες|ζήτησες|ήσουν|συνδέσου|περίμενε|κοίτα|διάλεξε"
                      r"|παίξε|πάρε|κάνε|δες|γράψε|στείλε|μπες|κάτσε|κράτα|βάλε|απόφυγε|πρόσθεσε|φτιάξε|άνοιξε"
                      r"|επιβεβαίωσε|επιβεβαίωσέ|χρησιμοποίησε|ξεπέρασε)(?!\w)", re.IGNORECASE)


def test_the_greek_catalogue_addresses_the_player_in_one_register() -> None:
    """The plural of politeness (σας, -ετε, -στε) that most of the catalogue used: a page never says "Σειρά σου"
    beside "Τραβάτε 5 κάρτες"."""
    catalogue = _read(catalogue_path("el"), "el")
    informal = {}
    for message in catalogue:
        forms = [message.string] if isinstance(message.string, str) else list(message.string or ())
        found = [word for form in forms for word in INFORMAL.findall(form or "")]
        if message.id and found:
            informal[message.id if isinstance(message.id, str) else message.id[0]] = found
    assert informal == {}


# The Latin-script words a Greek translation may keep: names (the site's, the games', people's, the components'
# printed labels), a key's name on the keyboard, loan-words Greek writes in Latin script, and the literal tokens of
# a message for programmers (a type, an option, a message kind, an HTTP method, an example password).
LATIN_KEPT = {
    "agora", "historia", "relic", "runners", "the", "ancient", "world", "civbot", "faq", "gig",  # names
    "wilson", "brier", "fisher",  # statistics named after people
    "enter", "shift", "tab",  # keys
    "email", "emails", "byte", "json", "toml", "utc", "seed",  # written so in Greek too
    "str", "none", "true", "false", "pass", "determinize", "rng", "pathway", "only", "move", "level", "hello",
    "post", "aaa", "abc", "abcabcabc",  # tokens
}


def test_the_greek_catalogue_keeps_no_english_word_but_names_and_tokens() -> None:
    """A Greek page once read "…περισσότερες με Bonus Εξερεύνησης" in a tooltip: a word of three letters or more in
    Latin script, in any Greek translation (its {fields} aside), is a Roman numeral, or a name or a token of
    LATIN_KEPT."""
    catalogue = _read(catalogue_path("el"), "el")
    english = {}
    for message in catalogue:
        forms = [message.string] if isinstance(message.string, str) else list(message.string or ())
        words = [word for form in forms for word in re.findall(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", form or ""))]
        found = sorted({w for w in words if w.lower() not in LATIN_KEPT and not re.fullmatch(r"[IVXLC]+", w)})
        if message.id and found:
            english[message.id if isinstance(message.id, str) else message.id[0]] = found
    assert english == {}
