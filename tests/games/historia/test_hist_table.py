"""Historia at a table: each action's place on the board, what each event touched, what the seat to act is
asked, what actions do (a leader's VP conditions, an advisor's and a wonder's effect), the guide and the score
sheet, in English and Greek, with no internal id shown."""

from __future__ import annotations

import re

import pytest
from hist_helpers import begin

from agora.core import Event
from agora.core.conformance import check_table
from agora.core.i18n import LANGS
from agora.games.historia import GAME
from agora.games.historia.schema import ACTIONS
from agora.games.historia.state import ADVISORS, DRAFT, RESOLVE, HistoriaState
from agora.games.historia.tables import tables

GREEK = re.compile("[\u0370-\u03ff]")
T = tables()


@pytest.mark.parametrize(("options", "seed"), [
    ({"players": 2}, 1),
    ({"players": 4, "events": True, "goals": True, "governance": True, "advanced_draft": True}, 2),
    ({"players": 3, "civbots": 3}, 4),
    ({"players": 1, "level": "king", "events": True}, 6),
])
def test_random_games_give_the_table_places_and_words_without_ids(options: dict[str, object], seed: int) -> None:
    assert check_table(GAME, options, seed) > 0


def test_every_code_of_the_catalogue_targets_a_board_thing_or_nothing() -> None:
    places = {"territory": set(T.territory_ids), "wonder": set(T.wonder_ids), "leader": set(T.leader_ids),
              "advisor": set(T.advisor_ids), "card": {f"card-{a}" for a in ACTIONS},
              "civ": {f"civ-{c}" for c in range(6)}, "level": {f"{axis}-{lv}" for axis in ("tech", "army")
                                                                   for lv in range(1, 17)}}
    group = {"to": "territory", "start": "territory", "from": "territory", "attack": "territory",
             "take": "wonder", "activate": "wonder", "destroy": "wonder", "leader": "leader", "advisor": "advisor",
             "bottom": "advisor", "with": "civ", "goal": "level"}
    for code in GAME.catalogue(GAME.options({"players": 6})):
        verb = code.partition(" ")[0]
        target = GAME.table.target(code)
        if code == "from pool" or verb in ("done", "basic", "advanced", "stop", "pass", "govern", "no"):
            assert target is None, code
        elif verb in ("select", "play", "back"):
            assert target in places["card"] | places["advisor"], code
        else:
            assert target in places[group[verb]], code
        for lang in LANGS:
            assert "§" in GAME.table.explain(code, lang), (code, lang)  # every action cites its rulebook section
    assert GAME.table.target("attack europe 3") == "europe"
    assert GAME.table.target("select technology") == GAME.table.target("play technology") == "card-technology"
    assert GAME.table.target("goal military 7") == "army-7"


def test_a_leader_draft_explains_the_leaders_vp_conditions_not_just_the_name() -> None:
    text = GAME.table.explain("leader caesar", "en")
    assert text.startswith("Leader Caesar, era 1.")
    assert "3+ wonders → 3 VP" in text and "army level 7 → 6 VP" in text and "§6.2" in text
    greek = GAME.table.explain("leader caesar", "el")
    assert "Καίσαρας" in greek and "3+ Θαύματα → 3 ΠΝ" in greek and "επίπεδο Στρατού 7 → 6 ΠΝ" in greek


def test_advisor_and_wonder_choices_give_the_cards_full_effect() -> None:
    assert "Cleopatra: 2 cubes back from the used pool, 1 card back from your discard row" in \
        GAME.table.explain("advisor cleopatra", "en")
    greek = "Κλεοπάτρα: 2 κύβοι Δύναμης πίσω από τους Χρησιμοποιημένους, 1 κάρτα πίσω από τη σειρά απόρριψης"
    assert greek in GAME.table.explain("advisor cleopatra", "el")  # each count in its plural form
    sphinx = GAME.table.explain("take sphinx", "en")
    assert "more wonders than every other player" in sphinx and "1 VP" in sphinx and "not Civbots" in sphinx
    assert "Great Pyramid" in GAME.table.explain("activate great_pyramid", "en")
    assert "when you play Arts" in GAME.table.explain("activate great_pyramid", "en")
    assert GREEK.search(GAME.table.explain("take sphinx", "el")) and "Σφίγγα" in GAME.table.explain("take sphinx", "el")
    # an action card names its advanced form and the technology it needs
    assert "Advanced from technology 4" in GAME.table.explain("select army", "en")


def test_the_board_gets_every_cards_text_with_the_names() -> None:
    names = GAME.table.names("el")
    assert set(names["wonder_text"]) == set(T.wonder_ids) and set(names["leader_text"]) == set(T.leader_ids)
    assert names["action_text"]["war"].startswith("Πόλεμος") and names["advisor_text"]["cleopatra"]


def test_events_touch_the_territories_wonders_and_civilizations_they_changed() -> None:
    assert GAME.table.touches(Event("expand", {"seat": 1, "territory": "europe"})) == ("europe", "civ-1")
    assert GAME.table.touches(Event("war won", {"winner": 0, "loser": 2, "vp": 2})) == ("civ-0", "civ-2")
    assert GAME.table.touches(Event("wonder", {"seat": 0, "wonder": "sphinx"})) == ("sphinx", "civ-0")
    assert GAME.table.touches(Event("destroy", {"seat": 0, "wonder": "sphinx"})) == ("civ-0",)  # it has left the game
    assert GAME.table.touches(Event("end of round", {"round": 1, "era": 1})) == ()


def test_the_prompt_follows_the_phase_and_speaks_only_to_the_seat_to_act() -> None:
    st = GAME.new({"players": 3}, 1)
    assert isinstance(st, HistoriaState)
    assert st.phase == DRAFT
    cur = st.to_act()[0]
    assert GAME.table.prompt(st.view(cur), "en").startswith("Draft a leader")
    assert GAME.table.prompt(st.view((cur + 1) % 3), "en") == "" and GAME.table.prompt(st.view(None), "el") == ""
    st = begin(3)
    view = st.view(0)
    assert GAME.table.prompt(view, "en") == ("Choose a card from your hand, face down; "
                                             "the others see only that you chose")
    view["civs"][0]["max_cards"] = 2  # from Wheel: 2 cards a selection
    assert GAME.table.prompt(view, "en").startswith("Choose up to 2 cards")
    view["you"]["selected"] = ["technology"]
    assert GAME.table.prompt(view, "el").startswith("Επιλέξατε 1 από 2")
    st.apply(0, "select technology")
    assert GAME.table.prompt(st.view(0), "en") == ""  # its one card chosen, the seat waits for the others
    while st.phase != RESOLVE:
        st.apply(st.to_act()[0], st.legal(st.to_act()[0])[0])
    asked = GAME.table.prompt(st.view(st.to_act()[0]), "en")
    assert asked and "{" not in asked



def test_the_exploit_prompt_names_only_where_a_cube_can_come_back_from() -> None:
    st = begin(3)
    view = st.view(0)
    view.update(phase="resolution", task={"seat": 0, "kind": "exploit"}, to_act=[0])
    cubes = view["civs"][0]["cubes"]
    cases = ((1, 1, "territories or the pool"), (1, 0, "from the used pool"), (0, 1, "territories, or"))
    for used, on_map, asked in cases:
        cubes.update(used=used, map=on_map)
        assert asked in GAME.table.prompt(view, "en"), (used, on_map)
        assert ("pool" in GAME.table.prompt(view, "en")) == bool(used)
        assert ("Χρησιμοποιημένους" in GAME.table.prompt(view, "el")) == bool(used)

def test_advanced_draft_asks_for_the_advisor_to_keep_then_the_one_to_put_under() -> None:
    st = GAME.new({"players": 2, "advanced_draft": True}, 3)
    assert isinstance(st, HistoriaState)
    while st.phase == DRAFT:
        st.apply(st.to_act()[0], st.legal(st.to_act()[0])[0])
    assert st.phase == ADVISORS
    seat = st.to_act()[0]
    assert GAME.table.prompt(st.view(seat), "en") == "Choose the advisor to keep in your hand"
    st.apply(seat, st.legal(seat)[0])
    assert GAME.table.prompt(st.view(seat), "en") == "Choose the advisor to put face up under your deck"


def test_guide_score_sheet_and_tie_break_in_both_languages() -> None:
    for lang in LANGS:
        guide = GAME.table.how_to_play(lang)
        assert guide.count("## ") == 3 and "§4.1" in guide
    assert list(GAME.table.score_labels("el")) == ["vp", "tech", "military", "best_civbot_vp", "beat_civbots"]
    st = begin(2)
    while st.outcome() is None:
        seat = st.to_act()[0]
        st.apply(seat, st.legal(seat)[-1])
    outcome = st.outcome()
    assert outcome is not None
    assert GAME.table.tiebreak(outcome, "el") == ("οι περισσότεροι ΠΝ, μετά το μεγαλύτερο άθροισμα Τεχνολογίας και "
                                            "Στρατού (σ.3)")
