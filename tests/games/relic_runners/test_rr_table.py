"""Relic Runners at a table: each action's place on the board, what each event touched, what the seat to act
is asked, what actions do, the guide and the score sheet, in English and Greek, with no internal id shown."""

from __future__ import annotations

import random
import re
import statistics
from collections.abc import Callable

import pytest
from rr_helpers import go, new, place, play

from agora.bots import make_bot
from agora.bots.boundary import decide
from agora.core import Event
from agora.core.conformance import check_table
from agora.core.i18n import LANGS, fill
from agora.core.rng import Rng
from agora.games.relic_runners import GAME, words
from agora.games.relic_runners.scoring import outcome
from agora.games.relic_runners.state import MAIN, OVER
from agora.games.relic_runners.table import HERE, choices
from agora.games.relic_runners.tables import board_for
from agora.games.relic_runners.view import SPACES

GREEK = re.compile("[\u0370-\u03ff]")
BOARD = board_for(None)
MAP_IDS = set(BOARD.loc_ids) | set(BOARD.trail_ids)
ID_WORD = re.compile(r"\b(?:t|ru|te)\d+\b")  # how the data file's ids of trails, ruins and temples look


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_give_the_table_places_and_words_without_ids(players: int) -> None:
    # Short games of each setup, abilities on and off, and one to the relic end trigger (its tie-break too).
    for i, setup in enumerate(("first", "basic", "random")):
        seed = players * 10 + i
        check_table(GAME, {"players": players, "setup": setup, "abilities": i % 2 == 0, "round_limit": 6}, seed)
    assert check_table(GAME, {"players": players, "abilities": True, "end_relics": 2}, players) > 0


def test_every_code_of_the_catalogue_reads_without_ids_in_both_languages() -> None:
    for code in GAME.catalogue(GAME.options({"players": 5})):
        for lang in LANGS:
            for text in (GAME.table.label(code, lang), GAME.table.explain(code, lang)):
                assert not ID_WORD.search(text), (code, lang, text)
            assert GAME.table.explain(code, lang), (code, lang)  # every action says what it does
            assert "§" in GAME.table.explain(code, lang), (code, lang)


def test_an_action_targets_its_trail_place_stack_or_table_space() -> None:
    spaces = {s for row in SPACES for s in row}
    for code in GAME.catalogue(GAME.options({"players": 5})):
        target = GAME.table.target(code)
        verb, _, arg = code.partition(" ")
        if verb in ("go", "path", "lift", "flip", "teleport", "adjacent", "start") and arg not in ("twice", "anywhere"):
            assert target == arg and target in MAP_IDS, code
        elif verb in ("explore", "stop", "take"):
            assert target == HERE, code
        elif verb in ("tool", "climb"):
            assert target in spaces, code
        else:
            assert target is None, code  # done, keep, refill, shovel, enough, reveal: choices with no place
    assert GAME.table.target("tool shovel 2") == "shovel-2"
    assert GAME.table.target("climb machete 0") == "machete-1"  # a climb concerns the space it climbs to
    assert GAME.table.target("climb compass 2") == "compass-3"


def test_a_travel_label_names_both_ends_of_its_trail_in_words() -> None:
    s = new(2)
    code = go(s, "camp", "ru3")
    assert GAME.table.label(code, "en") == "Travel the Base Camp – Bat trail"
    assert GAME.table.label(code, "el") == "Ταξιδέψτε στη Διαδρομή Κατασκήνωση Βάσης – Νυχτερίδα"
    river = go(s, "te1", "ru1")
    assert GAME.table.label(river, "en") == "Travel the Serpent – Owl river"
    assert "Διαδρομή Ποταμού" in GAME.table.label(river, "el")


def test_greek_labels_are_greek_and_name_the_same_places() -> None:
    s = new(3)
    for code in [*s.legal(0), "teleport te3", "adjacent ru2", "tool machete 1", "climb shovel 0", "path t1"]:
        greek, english = GAME.table.label(code, "el"), GAME.table.label(code, "en")
        assert GREEK.search(greek) and not GREEK.search(english), code
    assert GAME.table.label("teleport te3", "el").endswith("Ναός της Σελήνης")
    assert GAME.table.label("tool machete 1", "en") == ("Use your machete toolbox (level 1): a temple's action "
                                                  "without spending a ration")


def test_log_lines_name_places_and_events_touch_them() -> None:
    s = new(2)
    event = play(s, go(s, "camp", "ru3"))[0]
    assert GAME.table.narrate(event, "en", ["Ann", "Bob"]) == "Ann travels to Bat Ruins"
    assert GAME.table.touches(event) == (BOARD.trail_ids[BOARD.ends.index((BOARD.camp, BOARD.loc_index["ru3"]))], "ru3")
    moved = Event("pathway_moved", {"seat": 1, "from": "t4", "to": "t8"})
    assert GAME.table.narrate(moved, "en") == ("Seat 2 moves a pathway from the Serpent – Owl river "
                                               "to the Jaguar – Moon river")
    assert GAME.table.touches(moved) == ("t4", "t8")
    # What lands on an explorer's board touches that board: its id is the explorer's colour.
    assert GAME.table.touches(Event("climb", {"seat": 1, "track": "shovel", "to": 1})) == ("green",)
    assert GAME.table.touches(Event("blue", {"seat": 0, "at": "te4", "level": 1})) == ("te4", "red")
    assert GAME.table.touches(Event("tokens", {"seat": 0, "flipped": ["t4", "t8"]})) == ("t4", "t8")
    assert GAME.table.touches(Event("game_over")) == ()


def test_the_prompt_says_what_the_seat_to_act_decides_and_nothing_to_the_others() -> None:
    s = new(2)
    assert GAME.table.prompt(s.view(1), "en") == "" and GAME.table.prompt(s.view(None), "el") == ""
    assert GAME.table.prompt(s.view(0), "en") == "Click a lit trail to move your explorer"
    play(s, go(s, "camp", "ru3"))
    # One unfamiliar trail a turn and no pathway yet: no trail goes on, and the prompt names none.
    assert GAME.table.prompt(s.view(0), "en") == "Click Bat Ruins to end your move there"
    play(s, "stop")
    # No toolbox stands on a track yet: the prompt offers none.
    assert GAME.table.prompt(s.view(0), "en") == "Click Bat Ruins to explore it (1 ration) or end your turn"
    assert "Ερείπια της Νυχτερίδας" in GAME.table.prompt(s.view(0), "el")
    play(s, "explore")
    assert GAME.table.prompt(s.view(0), "en") == "Place a pathway: click a lit trail"


# Each phrase the prompt may say, and the legal actions it needs (table.choices' keys).
NEEDS: dict[str, Callable[[list[str]], bool]] = {
    "go": lambda legal: any(a.startswith("go ") for a in legal),
    "go on": lambda legal: any(a.startswith("go ") for a in legal),
    "stop": lambda legal: "stop" in legal,
    "stay": lambda legal: "stop" in legal,
    "teleport": lambda legal: any(a.startswith("teleport ") for a in legal),
    "keep teleport": lambda legal: any(a.startswith("teleport ") for a in legal),
    "refill": lambda legal: "refill" in legal,
    "tool": lambda legal: any(a.startswith("tool ") for a in legal),
    "explore": lambda legal: "explore" in legal,
    "explore peek": lambda legal: "explore peek" in legal,
    "reveal": lambda legal: any(a.startswith("reveal ") for a in legal),
    "done": lambda legal: "done" in legal,
    "path twice": lambda legal: "path twice" in legal,
    "path anywhere": lambda legal: "path anywhere" in legal,
    "shovel toolbox": lambda legal: "shovel toolbox" in legal,
    "enough": lambda legal: "enough" in legal,
}


@pytest.mark.parametrize("players", [2, 5])
def test_the_prompt_never_names_a_choice_that_is_not_there(players: int) -> None:
    # Random games with every ability, ivory tiles and purple effects: at each decision, each phrase the prompt
    # holds names a legal action, and each kind of legal action outside a sub-decision is named.
    rng = random.Random(players)
    decisions = 0
    for seed in range(6):
        s = new(players, seed=seed, setup="random", abilities=True, round_limit=12)
        while s.phase != OVER:
            seat = s.to_act()[0]
            legal = s.legal(seat)
            view = s.view(seat)
            for lang in LANGS:
                said = GAME.table.prompt(view, lang).lower()
                here = words.place(view["current_site"], lang).lower()
                phrases = {k: fill(phrase, {"here": here}).lower() for k, phrase in choices(lang).items()}
                named = {k for k, phrase in phrases.items() if k in NEEDS and phrase in said}
                assert all(NEEDS[k](legal) for k in named), (lang, said, legal)
                if view["pending"] is None and lang == "en":
                    kinds = {"go", "stop", "teleport", "refill", "tool", "explore", "reveal", "done"}
                    asked = {k for k in kinds if NEEDS[k](legal)}
                    assert asked <= named | {"go" if "go on" in named else "", "stop" if "stay" in named else ""}, (
                        said, legal)
            decisions += 1
            play(s, rng.choice(legal))
    assert decisions > 500


def clicks(legal: list[str], action: str) -> int:
    """What taking `action` costs a player at the table: nothing when it is the only legal action (the shell takes
    it), two where another legal action shares its place on the board (a menu opens there), else one."""
    if len(legal) == 1:
        return 0
    where = GAME.table.target(action)
    return 2 if where is not None and sum(GAME.table.target(a) == where for a in legal) > 1 else 1


@pytest.mark.parametrize("players", [2, 5])
def test_a_turn_takes_at_most_three_clicks_at_the_median(players: int) -> None:
    # Whole games of medium bots (fixed seeds), each turn's clicks counted as a player at the table makes them.
    turns: list[int] = []
    for seed in range(2):
        s = new(players, seed=seed, setup="random")
        bots = [make_bot("medium", GAME, p, seed * 10 + p) for p in range(players)]
        rng = Rng(seed)
        turn, n = s.current, 0
        while s.phase != OVER:
            seat = s.to_act()[0]
            if s.current != turn:
                turns.append(n)
                turn, n = s.current, 0
            action = decide(bots[seat], s, seat, rng)
            n += clicks(s.legal(seat), action)
            s.apply(seat, action)
    assert len(turns) > 100
    assert statistics.median(turns) <= 3 and max(turns) <= 10, sorted(turns)


def test_a_move_ending_at_base_camp_asks_only_to_end_the_turn() -> None:
    s = new(2)
    place(s, 0, "ru3")
    play(s, go(s, "ru3", "camp"))
    assert s.phase == MAIN
    assert GAME.table.prompt(s.view(0), "en") == "Your move ended at Base Camp: end your turn"


def test_a_pending_climb_is_asked_with_the_steps_left() -> None:
    s = new(2)
    s.pending.append((0, 2))  # tasks.CLIMB, two steps
    assert GAME.table.prompt(s.view(0), "en") == ("Move your toolboxes up: click a space of your Progression Table "
                                            "(2 steps left)")
    assert "(απομένουν 2 βήματα)" in GAME.table.prompt(s.view(0), "el")
    s.pending[-1] = (0, 1)  # the count is a plural message: one step reads singular in each language
    assert GAME.table.prompt(s.view(0), "en").endswith("(1 step left)")
    assert GAME.table.prompt(s.view(0), "el").endswith("(απομένει 1 βήμα)")


def test_a_toolbox_action_says_its_effect_section_and_whether_its_space_is_designed() -> None:
    machete = GAME.table.explain("tool machete 1", "en")
    assert machete.startswith("Machete 1: a temple's action without spending a ration (§A6)")
    assert "§A7.4" in machete and "designed for the Agora edition (§B5)" in machete
    shovel = GAME.table.explain("climb shovel 0", "en")  # to shovel level 1, which the rulebook places
    assert "a toolbox or 2 VP" in shovel and "The rulebook puts this action on this space." in shovel
    assert GAME.table.explain("tool shovel 1", "el").startswith("Φτυάρι 1: μια Εργαλειοθήκη ή 2 ΠΝ (§A6)")
    assert "§A4.1" in GAME.table.explain("go t1", "en") and "§A4.2" in GAME.table.explain("explore", "el")


def test_the_score_sheet_rows_are_the_outcomes_details_in_order() -> None:
    over = new(2)
    over.phase = OVER  # a game ended at once: its score sheet
    result = outcome(over)
    assert result is not None
    labels = {lang: GAME.table.score_labels(lang) for lang in LANGS}
    assert list(labels["en"]) == ["coins", "blue", "relic_colours", "ivory_bonus", "relics", "distinct_relics"]
    assert labels["en"].keys() == labels["el"].keys()
    assert all(GREEK.search(text) for text in labels["el"].values())
    assert set(labels["en"]) <= set(result.details[0])
    assert GAME.table.tiebreak(result, "el") == "τα περισσότερα Κειμήλια, μετά τα περισσότερα διαφορετικά Κειμήλια"
    assert GAME.table.tiebreak(result, "en") == "most relics, then most distinct relics"


def test_how_to_play_is_short_and_in_both_languages() -> None:
    english, greek = GAME.table.how_to_play("en"), GAME.table.how_to_play("el")
    assert english.count("## ") == greek.count("## ") == 3
    assert english.count("\n- ") == greek.count("\n- ") >= 5
    assert GREEK.search(greek) and not GREEK.search(english)
    assert len(english) < 2500


def test_the_view_names_where_the_explorer_to_act_stands_and_each_explorers_vp() -> None:
    s = new(2)
    place(s, 0, "te1")
    s.coins[0], s.coins[1] = 7, 9
    s.relics[0] = 1  # a green relic: 5 VP everyone can count
    view = s.view(0)
    assert view["current_site"] == "te1"
    assert view[HERE] == "te1"  # the id actions at the explorer's place target is the view's own key
    mine, theirs = view["explorers"]
    assert mine["vp_visible"] == 5 and mine["vp_now"] == 12
    assert theirs["vp_visible"] == 0 and theirs["vp_now"] is None  # others' coins stay hidden
    assert s.view(None)["explorers"][0]["vp_now"] is None


def test_every_place_of_the_map_has_a_name_of_its_own_in_both_languages() -> None:
    for lang in LANGS:
        names = GAME.table.names(lang)
        assert set(names["place"]) == set(names["place_short"]) == set(BOARD.loc_ids)
        assert len(set(names["place"].values())) == len(BOARD.loc_ids)
        assert len(set(names["place_short"].values())) == len(BOARD.loc_ids)
        assert not any(ID_WORD.search(name) for name in names["place"].values())
