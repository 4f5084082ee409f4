"""What The Ancient World gives a table client beside the view: each action's place on the board,
what each event changed, the prompt, the explanations, how to play, the score sheet's labels; and
the view's board ids, placement fees and banners per tribe."""

from __future__ import annotations

import random
import re

import pytest
from aw_helpers import dice, fresh, give, m, run, top_titan

from agora.core import Event, Outcome
from agora.core.conformance import check_table
from agora.core.i18n import LANGS, LanguageError
from agora.games.ancient_world import GAME, table
from agora.games.ancient_world.scoring import score
from agora.games.ancient_world.state import ACT, PENDING_NAMES, AncientWorldState
from agora.games.ancient_world.tables import BOARD


def held(data: object) -> set[str]:
    """Every string a JSON-ready value holds."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set().union(*(held(v) for v in data.values()), set(data))
    if isinstance(data, list):
        return set().union(*(held(v) for v in data))
    return set()


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("expand_plus", [False, True])
def test_random_games_give_a_table_targets_words_and_prompts_without_ids(players: int, expand_plus: bool) -> None:
    for seed in range(2):
        steps = check_table(GAME, {"players": players, "expand_plus": expand_plus}, 700 + seed)
        assert steps >= 6 * players  # a whole game: every seat passed in each of the six rounds


def test_every_catalogue_code_is_explained_in_both_languages_and_ids_never_show() -> None:
    codes = GAME.catalogue(GAME.options({"players": 4, "expand_plus": True}))
    ids = {t for c in codes if (t := GAME.table.target(c))}
    for code in codes:
        for lang in LANGS:
            text = GAME.table.explain(code, lang)
            assert text, (code, lang)
            assert not set(re.split(r"[\s,:]+", text)) & ids, (code, text)
    assert re.search(r"§\d", GAME.table.explain("place 1 work", "en"))  # a rulebook section is named
    assert "σελ." in GAME.table.explain("attack 2", "el")


def test_actions_on_one_place_share_its_target_so_the_table_offers_a_menu_there() -> None:
    # A citizen is placed by clicking its own disc on the space or card: one target for each citizen.
    assert [GAME.table.target(f"place {c} build") for c in (1, 2, 3)] == ["space-build-1", "space-build-2",
                                                                           "space-build-3"]
    assert GAME.table.target("place 2 card town-hall") == "your-card-town-hall-2"
    assert GAME.table.target("build granary") == GAME.table.target("build granary crane") == "row-granary"
    assert GAME.table.target("build stored granary crane") == "your-stored-granary"
    assert GAME.table.target("attack 2") == GAME.table.target("scout 2") == "titans-2"
    assert {GAME.table.target(code) for code in ("pay a1", "retire a1", "outpost a1 name")} == {"your-army-1"}
    assert GAME.table.target("repair town-hall") == GAME.table.target("damage town-hall") == "your-card-town-hall"
    assert GAME.table.target("use 1 town-hall") == "p1-card-town-hall"  # an opponent's card, by its seat
    assert GAME.table.target("store row granary") == GAME.table.target("zori row granary") == "row-granary"
    assert GAME.table.target("draw") == GAME.table.target("zori deck") == "empire-deck"
    for choice in ("pass", "fight", "done", "skip", "decline", "scribe", "new army", "expand coins"):
        assert GAME.table.target(choice) is None  # a button


def test_a_players_view_holds_the_ids_its_actions_target() -> None:
    s = fresh(2)
    give(s, 0, "town-hall")
    s.stored[0].append(s.tables.e_index["granary"])
    view = s.view(0)
    mine = held(view)
    for code in s.legal(0):
        if (target := GAME.table.target(code)) is not None:
            # A citizen's disc is named by its place's id and its skill (the board draws it there).
            assert (target.rsplit("-", 1)[0] if code.startswith("place ") else target) in mine, code
    assert {"your-card-town-hall", "your-stored-granary", "your-army-0", "p0-card-town-hall"} <= mine
    # The other seat sees where seat 0's things are, but not the ids only seat 0's own actions name.
    theirs = held(s.view(1))
    assert "p0-card-town-hall" in theirs and "your-card-town-hall" not in theirs
    assert "your-stored-granary" not in held(s.view(None))


def test_the_view_says_which_citizens_may_go_on_each_space_and_the_coin_each_pays() -> None:
    s = fresh(2)
    s.coins[0] = s.coins[1] = 20
    run(s, 0, "place 3 build", f"build {s.tables.e_slug[s.empire_row[0]]}")
    view = s.view(1)
    spaces = {a["name"]: a for a in view["actions"]}
    # §5 Build takes a lower citizen for 1 coin; an equal one pays nothing (A5 default)
    assert spaces["build"]["yours"] == [{"skill": 1, "fee": 1, "id": "space-build-1"},
                                        {"skill": 2, "fee": 1, "id": "space-build-2"},
                                        {"skill": 3, "fee": 0, "id": "space-build-3"}]
    assert spaces["work"]["yours"] == [{"skill": c, "fee": 0, "id": f"space-work-{c}"} for c in (1, 2, 3)]
    assert all(a["id"] == GAME.table.target(f"place {a['skill']} build") for a in spaces["build"]["yours"])
    assert spaces["explore"]["yours"] == []  # covered in round 1
    assert all(not a["yours"] for a in s.view(0)["actions"])  # not seat 0's turn
    assert [a["id"] for a in view["actions"]] == [f"space-{a}" for a in BOARD]


def test_the_view_counts_banners_by_tribe_and_their_vp_now() -> None:
    s = fresh(3)
    give(s, 1, "citadel", "town-hall")
    player = s.view(None)["players"][1]
    detail = score(s, 1)
    banners = {b["tribe"]: b for b in player["banners"]}
    assert {t: b["count"] for t, b in banners.items()} == {t: detail[f"banners_{t}"] for t in s.tables.tribes}
    assert banners["red"]["count"] == 3  # Citadel's two, Town Hall's one
    assert banners["red"]["vp"] == s.tables.banner_vp[2]
    assert sum(b["vp"] for b in banners.values()) == detail["banners"]


def ready_to_attack() -> AncientWorldState:
    """Seat 0 to act, able to beat the 1-star titan on top (Mud Crawler, defense 3) with its one army."""
    s = fresh(2)
    s.coins[0] = 20
    top_titan(s, 0, "mud-crawler")
    s.armies[0] = [[m(s, "spearmen"), 0, 0]]  # 2 swords
    s.draft_bonus[0] = 1
    return s


def test_events_touch_what_they_changed_on_the_board() -> None:
    s = ready_to_attack()
    dice(s, 0, 1)  # every die shows one coin
    assert GAME.table.touches(Event("place", {"seat": 0, "citizen": 2, "action": "work", "fee": 0})) == ("space-work",)
    events = run(s, 0, "attack 1")
    assert [GAME.table.touches(e) for e in events] == [("titan-mud-crawler",)]
    events = run(s, 0, "pay a0")
    assert GAME.table.touches(events[0]) == ("p0-army-0",)
    events = run(s, 0, "fight")
    touched = {t for e in events for t in GAME.table.touches(e)}
    assert {"p0-conquests", "damage-dice", "p0-coins"} <= touched
    assert "die-1-coin1" in touched  # the face the one die (one banner) came up with
    after = held(s.view(None))
    assert touched <= after


def test_each_face_of_each_die_has_an_id_faces_alike_sharing_one() -> None:
    faces = fresh(2).view(None)["ids"]["faces"]
    assert len(faces) == 3 and all(len(die) == 6 for die in faces)
    assert faces[2][:3] == ["die-3-titan", "die-3-coin1", "die-3-coin2"]  # the edition's third die
    assert faces[0][3:] == ["die-1-blank"] * 3


@pytest.mark.parametrize("lang", LANGS)
def test_every_decision_has_a_prompt_for_the_seat_deciding_only(lang: str) -> None:
    turns = {"turn, no attack", "turn, no citizen", "turn, pass only", "turn, spaces", "turn, spaces, no attack",
             "turn, cards", "turn, cards, no attack"}
    assert set(table.prompts(lang)) == set(PENDING_NAMES) - {"game over"} | turns
    s = fresh(2)
    assert GAME.table.prompt(s.view(0), lang)
    assert GAME.table.prompt(s.view(1), lang) == "" and GAME.table.prompt(s.view(None), lang) == ""
    s.coins[0] = 20
    run(s, 0, "place 3 build")
    assert GAME.table.prompt(s.view(0), lang) == table.prompts(lang)["build"]
    s.placed[1] = 0b1110  # every citizen of seat 1 is out: an attack or a pass is all that is left
    s.pending_seat, s.pending = 1, ACT
    s.coins[1] = 0  # no army can be paid: a pass is all that is left
    assert s.legal(1) == ["pass"] and s.view(1)["attackable"] == []
    assert GAME.table.prompt(s.view(1), lang) == table.prompts(lang)["turn, pass only"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_turn_prompt_offers_an_attack_only_when_a_titan_can_be_beaten_now(lang: str) -> None:
    s = ready_to_attack()
    assert "attack 1" in s.legal(0) and s.view(0)["attackable"] == [1]
    assert s.view(1)["attackable"] == [] and s.view(None)["attackable"] == []  # only the seat to act is told
    # No card of seat 0 takes a citizen: the prompt names the action spaces only (never a choice not there).
    assert not any(code.startswith("place") and "card" in code for code in s.legal(0))
    assert GAME.table.prompt(s.view(0), lang) == table.prompts(lang)["turn, spaces"]
    s.placed[0] = 0b1110
    assert GAME.table.prompt(s.view(0), lang) == table.prompts(lang)["turn, no citizen"]
    s.placed[0], s.coins[0] = 0, 0
    assert not any(code.startswith("attack") for code in s.legal(0))
    assert GAME.table.prompt(s.view(0), lang) == table.prompts(lang)["turn, spaces, no attack"]
    give(s, 0, "town-hall")  # a card with an action: now the cards are named too
    assert "place 1 card town-hall" in s.legal(0)
    assert GAME.table.prompt(s.view(0), lang) == table.prompts(lang)["turn, no attack"]


def test_the_attack_prompt_names_the_titan_and_counts_the_attack_against_its_defense() -> None:
    s = ready_to_attack()
    run(s, 0, "attack 1")
    assert GAME.table.prompt(s.view(0), "en").startswith("Attack on Mud Crawler, 1 against defense 3:")  # the Draft's 1
    run(s, 0, "pay a0")
    pending = s.view(0)["pending"]
    assert (pending["attack"], pending["defense"]) == (3, 3)  # and the Spearmen's 2 swords
    assert GAME.table.prompt(s.view(0), "el").startswith("Επίθεση στον Τιτάνα Ερπετό της Λάσπης, 3 απέναντι σε άμυνα 3")


def test_how_to_play_and_the_score_sheet_speak_both_languages() -> None:
    for lang in LANGS:
        guide_text = GAME.table.how_to_play(lang)
        assert guide_text.count("## ") >= 4 and "\n- " in guide_text
    labels = GAME.table.score_labels("el")
    s = fresh(2)
    details = score(s, 0)
    assert set(labels) <= set(details) and "total" not in labels  # the sheet adds its own total
    assert labels["banners_red"] == "Λάβαρα: κόκκινη φυλή"
    assert GAME.table.score_labels("en")["coins"] == "Coins (1st tie-break)"
    tied = Outcome(scores=(5, 5), ranks=(1, 2), details=(details, details), tiebreak="coins")
    assert GAME.table.tiebreak(tied, "el") == "τα περισσότερα νομίσματα (§12, σελ. 9)"
    with pytest.raises(LanguageError):
        GAME.table.how_to_play("fr")


def test_the_board_texts_word_every_space_symbol_and_card_action_in_both_languages() -> None:
    for lang in LANGS:
        names = GAME.table.names(lang)
        assert set(names["action_text"]) == set(BOARD)
        assert names["action_text"]["build"].startswith("Build" if lang == "en" else "Κατασκευή")
        assert {"food", "swords", "arrows", "loot", "capacity"} <= set(names["icon"])
        assert "{n}" in names["card_action"]["coins"]


def test_a_turn_prompt_names_only_choices_the_legal_actions_hold() -> None:
    rng = random.Random(4)
    seen = set()
    for seed in range(3):
        s = fresh(3, seed)
        for _ in range(400):
            if s.outcome() is not None:
                break
            seat = s.pending_seat
            legal = s.legal(seat)
            words = GAME.table.prompt(s.view(seat), "en")
            if s.view(seat)["pending"]["kind"] == "turn":
                heads = {(code.split()[0], "card" in code.split()) for code in legal}
                assert ("action space" in words) == (("place", False) in heads), (words, legal)
                assert ("your cards" in words) == (("place", True) in heads), (words, legal)
                assert ("attack a titan" in words.lower()) == (("attack", False) in heads), (words, legal)
                seen.add(words)
            s.apply(seat, rng.choice(legal))
    assert len(seen) >= 3  # the games met several kinds of turn
