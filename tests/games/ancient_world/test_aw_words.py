"""The Ancient World in English and Greek: every action code has a Greek label,
and every kind of event a game produces has a Greek log line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from words_check import (
    GREEK,
    check_event_lines,
    check_names,
    check_view_keys,
    random_events,
    random_view_keys,
)

from agora.core import Event, IllegalAction, i18n
from agora.core.i18n import LANGS, LanguageError, refusal
from agora.games.ancient_world import GAME, rules, table, words
from agora.games.ancient_world.state import PENDING_NAMES, AncientWorldState


def test_every_event_kind_of_random_games_has_a_line_in_both_languages() -> None:
    seen = random_events(GAME, [(s, {"players": 2 + s % 3}) for s in range(6)], 3000)
    seen |= random_events(GAME, [(s, {"players": 2 + s % 3, "expand_plus": True}) for s in range(6, 8)], 3000)
    assert len(seen) > 20  # the games reached far enough to mean something
    check_event_lines(GAME, {lang: words.lines(lang) for lang in LANGS}, seen)


def test_printed_and_designed_names_are_greek_on_a_greek_page() -> None:
    assert words.card("wheat-fields", "el") == "Χωράφια Σιταριού"  # the Greek rulebook keeps it in English
    assert words.card("fishing-dock", "el") == "Αλιευτική Αποβάθρα"  # the rulebook's «Fishing Port»
    assert words.card("fishing-dock", "en") == "Fishing Dock"
    assert words.card("granary", "el") == "Σιταποθήκη"  # designed by the Agora edition


def test_no_component_name_or_text_in_greek_is_english() -> None:
    # The rulebook's quotes are its Greek original in both languages, its English card names as printed.
    english, greek = ({group: named for group, named in GAME.table.names(lang).items() if group != "rulebook"}
                      for lang in ("en", "el"))
    same = [(group, key) for group, named in english.items() for key, name in named.items()
            if greek.get(group, {}).get(key, name) == name and any(ch.isalpha() for ch in name)]
    assert same == []
    # Nor does a Greek name, text, prompt or label quote an English card name.
    quoted = re.compile("|".join(rf"\b{re.escape(name)}\b" for name in english["card"].values()))
    texts = [text for named in greek.values() for text in named.values()]
    texts += list(table.prompts("el").values()) + list(table.explanations("el").values()) + [table.how_to_play("el")]
    assert [text for text in texts if quoted.search(text)] == []


def test_labels_count_armies_from_one_and_know_the_crane_card_from_the_crane_discount() -> None:
    assert GAME.table.label("pay a0", "el") == "Πληρωμή του στρατού 1"
    assert GAME.table.label("build crane", "en") == "Build Crane"
    assert GAME.table.label("build granary crane", "en") == "Build Granary discarding Crane, no coin cost"


def test_a_card_stored_face_down_is_not_named() -> None:
    line = GAME.table.narrate(Event("store", {"seat": 0, "card": None}), "el", ["Άννα"])
    assert line == "Άννα: αποθηκεύει μια κλειστή κάρτα"


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(LanguageError, match="'EN'"):
        GAME.table.label("pass", "EN")
    with pytest.raises(LanguageError):
        GAME.table.narrate(Event("pass", {"seat": 0}), "gr")


def test_cards_and_board_actions_are_named_as_in_labels_and_lines() -> None:
    names = check_names(GAME, {"card", "action", "card_text", "tribe"})
    assert names["el"]["card"]["granary"] == "Σιταποθήκη" and names["el"]["card"]["wheat-fields"] == "Χωράφια Σιταριού"
    assert names["el"]["action"]["build"] == "Κατασκευή"  # the Greek rulebook's board action, as labels say it
    assert names["el"]["tribe"]["green"] == "πράσινη" and names["en"]["tribe"]["green"] == "green"
    state = GAME.new({"players": 2}, 0)
    assert isinstance(state, AncientWorldState)
    assert names["en"]["card"].keys() == set(state.tables.cards)


def test_every_card_with_an_english_ability_text_has_a_greek_one() -> None:
    state = GAME.new({"players": 2}, 0)
    assert isinstance(state, AncientWorldState)
    cards = state.tables.cards
    with_text = {slug for slug, c in cards.items() if c.get("text")}
    assert len(with_text) >= 18  # the 14 named cards, Citadel and the designed banner-bonus cards
    texts = {lang: GAME.table.names(lang)["card_text"] for lang in ("en", "el")}
    assert texts["en"] == {slug: cards[slug]["text"] for slug in with_text}  # the view's own English texts
    assert texts["el"].keys() == with_text
    for slug in with_text:
        assert GREEK.search(texts["el"][slug]) and texts["el"][slug] != texts["en"][slug], slug
    # The Greek rulebook's own wording for a printed card (p14), the card names in Greek.
    assert texts["el"]["crane"].startswith("Όταν εκτελείτε την ενέργεια κατασκευής")
    assert "«Ακρόπολη»" in texts["el"]["green-sanctuary"]


def test_every_key_of_random_views_heads_its_panel_in_greek() -> None:
    # Views of every player count and of Expand+, through to the final scores.
    games = [(s, {"players": 2 + s % 3}) for s in range(3)] + [(3, {"players": 3, "expand_plus": True})]
    keys = random_view_keys(GAME, games, 3000)
    assert {"empire_row", "titans", "armies", "scores", "stored_decks"} <= keys
    check_view_keys(GAME, keys, {"card"})
    assert GAME.table.view_keys("el")["titans"] == "Τιτάνες"


def test_every_component_name_and_text_of_the_data_file_has_its_own_greek_in_the_catalogue() -> None:
    # The names and ability texts babel.cfg extracts from the data file, read as the game reads them: no Greek
    # page shows one in English. No card is exempt: the Greek rulebook prints the cards' names in English, but
    # none of them is a proper name a Greek reader keeps (the people of Bol and Zori are put in Greek letters).
    data = json.loads((Path(words.__file__).parent / "data" / "agora_edition.json").read_text())
    greek = i18n.words("el")
    said = [entry[key] for group in ("empire", "military", "titans", "districts") for entry in data[group]
            for key in ("name", "text") if key in entry]
    assert len(said) == 58 + 15 + 20 + 10 + 18
    english = [text for text in said if greek.pgettext("ancient-world", text) == text]
    assert english == []
    assert all(GREEK.search(greek.pgettext("ancient-world", text)) for text in said)


def test_a_refusal_reads_in_greek_with_the_english_unchanged() -> None:
    state = GAME.new({"players": 2}, 0)
    seat = state.to_act()[0]
    state.apply(seat, "place 3 work")
    with pytest.raises(IllegalAction) as refused:
        state.apply(1 - seat, "place 2 work")
    err = refused.value
    assert err.message == "citizen 2 cannot go on Work: its skill must be higher than 3"
    assert refusal(err.message_id, err.params, "el") == ("ο Πολίτης 2 δεν μπαίνει στην Εργασία: ο βαθμός του "
                                                         "πρέπει να είναι μεγαλύτερος από 3")
    # What a refused action waits for is a word of each message, not a field (a field is not translated).
    assert set(rules._NOT_NOW) == set(PENDING_NAMES) - {"game over"}
    with pytest.raises(IllegalAction) as late:
        state.apply(1 - seat, "done")
    assert late.value.message == "'done' is not possible now (waiting for: turn)"
    assert refusal(late.value.message_id, late.value.params, "el") == "το «done» δεν γίνεται τώρα (αναμένεται: σειρά)"


def test_coins_are_counted_in_the_plural_only_when_more_than_one() -> None:
    def pay(coins: int, lang: str) -> str:
        return GAME.table.narrate(Event("pay", {"seat": 0, "coins": coins, "army": 0}), lang, ["Ann"])

    assert pay(1, "en") == "Ann pays 1 coin to army 1" and pay(2, "en") == "Ann pays 2 coins to army 1"
    assert pay(1, "el") == "Ann: πληρώνει 1 νόμισμα στον στρατό 1"
    assert pay(3, "el") == "Ann: πληρώνει 3 νομίσματα στον στρατό 1"
    retire = Event("retire", {"seat": 0, "army": 1, "card": "militia", "coins": 1})
    assert GAME.table.narrate(retire, "el").endswith("παίρνει πίσω το 1 νόμισμά του")
