"""Civbots and the solo game (spec §8, GR p.10–11), one test per rule, and the printed examples."""

from __future__ import annotations

import pytest
from hist_helpers import begin, end_round, play, put, where

from agora.core import OptionsError, Rng
from agora.games.historia import GAME, HistoriaState, end_of_round
from agora.games.historia import civbot as bot
from agora.games.historia.state import OVER, PLACE, SELECT


def test_civbots_need_room_in_the_box_and_solo_needs_a_civbot_example_of_page_10() -> None:
    with pytest.raises(OptionsError, match="at most 6"):
        GAME.new({"players": 3, "civbots": 4})
    with pytest.raises(OptionsError, match="solo"):
        GAME.new({"players": 1, "civbots": 0})
    assert GAME.options({"players": 1}).civbots == 5  # GR p.10: 6 minus the players
    assert GAME.options({"players": 2, "civbots": 4}).civbots == 4  # GR p.10: a 2-player game adds up to 4
    with pytest.raises(OptionsError, match="at most 6"):
        GAME.new({"players": 2, "civbots": 5})


def test_civbots_start_on_the_highest_numbered_empty_tiles_example_of_page_10() -> None:
    """GR p.10: highest tiles 16, 14, 13 and 2 Civbots: they start on 16 and 14; if 14 is taken, 16 and 13."""
    st = GAME.new({"players": 2, "civbots": 2}, 11)
    assert isinstance(st, HistoriaState)
    while st.phase != PLACE:
        st.apply(st.current, st.legal(st.current)[0])
    st.tile = [16, 14, 13, *range(1, 11)]
    fourteen = st.tables.territory_ids[st.tile.index(14)]
    for s in (st.current, *(x for x in st.order if x != st.current)):
        empty = [c for c in st.legal(s) if c != f"start {fourteen}" and st.tile[where(st, c[6:])] < 13]
        st.apply(s, f"start {fourteen}" if s == st.order[0] else empty[0])
    civbots = 1 << 2 | 1 << 3
    tiles = sorted(st.tile[x] for x in range(st.tables.territories) if st.occupants[x] & civbots)
    assert tiles == [13, 16]


def test_a_civbot_has_eight_cubes_and_never_gains_cubes() -> None:
    st = begin(2, seed=3, civbots=1)
    assert st.supply[2] + st.where[2].bit_count() == 8
    assert st.view(None)["civs"][2]["cubes"]["general"] == 0  # the 9th is on the difficulty card
    st.round = 2  # Add cube and Recover cubes are on this segment
    st.supply[2] = 1
    st.used_cubes[2] = 3
    end_round(st)
    assert st.used_cubes[2] == 3 and st.supply[2] <= 1


def test_civbots_act_at_the_end_of_the_round_before_its_steps() -> None:
    st = begin(2, seed=3, civbots=2, level="king")
    st.discards[0] = (2, 3, 4)
    st.hand[0] &= ~(1 << 2 | 1 << 3 | 1 << 4)
    for s in (0, 1):
        st.apply(s, "select revolution" if s == 0 else "select exploit")
    events = []
    while st.phase != SELECT or st.round == 1:
        seat = st.to_act()[0]
        events += st.apply(seat, "back arts" if "back arts" in st.legal(seat) else st.legal(seat)[-1])
    kinds = [e.kind for e in events]
    cards = [e.data["civ"] for e in events if e.kind == "civbot card"]
    assert cards == [2] * 5 + [3] * 5  # King: 5 cards each, one Civbot after the other
    assert kinds.index("civbot card") < kinds.index("end of round")


@pytest.mark.parametrize(("level", "cards"), [("chieftain", 3), ("noble", 4), ("king", 5)])
def test_civbot_cards_per_round_follow_the_level(level: str, cards: int) -> None:
    st = begin(2, seed=4, civbots=1, level=level)
    st.discards[0] = (2, 3, 4)
    st.hand[0] &= ~(1 << 2 | 1 << 3 | 1 << 4)
    events = st.apply(1, "select exploit") + st.apply(0, "select revolution")
    while st.round == 1:
        seat = st.to_act()[0]
        events += st.apply(seat, "back arts" if "back arts" in st.legal(seat) else st.legal(seat)[-1])
    assert sum(e.kind == "civbot card" for e in events) == cards


def test_civbot_technology_gains_a_level_and_a_vp_without_matrix_bonus() -> None:
    st = begin(2, civbots=1)
    st.tech[2], st.military[2] = 15, 14
    bot.develop(st, 2, True, None)
    assert st.tech[2] == 16 and st.vp[2] == 1  # no 6 VP Singularity bonus for a Civbot


def test_civbot_technology_at_the_edge_gains_army_instead() -> None:
    st = begin(2, civbots=1)
    st.tech[2], st.military[2] = 2, 1
    assert not st.tables.cell(3, 1)
    bot.develop(st, 2, True, None)
    assert (st.tech[2], st.military[2], st.vp[2]) == (2, 2, 1)


def test_civbot_army_mirrors_technology() -> None:
    st = begin(2, civbots=1)
    st.tech[2], st.military[2] = 1, 2
    bot.develop(st, 2, False, None)
    assert (st.tech[2], st.military[2], st.vp[2]) == (2, 2, 1)


def test_civbot_beyond_sixteen_scores_two_vp() -> None:
    st = begin(2, civbots=1)
    st.tech[2], st.military[2] = 16, 12
    bot.develop(st, 2, True, None)
    assert st.tech[2] == 16 and st.vp[2] == 2


def test_civbot_arts_removes_the_rightmost_wonder_for_a_vp() -> None:
    st = begin(2, civbots=1)
    row = st.wonder_row[:]
    bot.act(st, 2, 2, None)
    assert st.wonder_row == row[:-1] and st.vp[2] == 1 and st.wonders[2] == ()


def test_civbot_war_of_page_11() -> None:
    """GR p.11: Vaso (35 VP, army 2) shares no territory with the Civbot (army 5); Giannis (29 VP, army 3)
    shares two: the Civbot attacks Giannis in Russia, the higher tile."""
    vaso, giannis, robot = 0, 1, 2
    st = begin(2, civbots=1)
    st.vp[vaso], st.vp[giannis] = 35, 29
    st.military[vaso], st.military[giannis], st.military[robot] = 2, 3, 5
    st.tile[where(st, "russia")], st.tile[where(st, "china")] = 12, 5
    put(st, vaso, "europe")
    put(st, giannis, "russia", "china")
    put(st, robot, "russia", "china")
    bot.war(st, robot, None)
    assert st.vp[robot] == 2
    assert st.where[giannis] == 1 << where(st, "china")


def test_civbot_wars_only_if_it_wins() -> None:
    st = begin(2, civbots=1)
    put(st, 0, "china")
    put(st, 2, "china")
    st.military[0], st.military[2] = 4, 4
    bot.war(st, 2, None)
    assert st.vp[2] == 0 and st.where[0]


def test_civbot_war_tie_goes_to_the_earlier_seat_in_turn_order() -> None:
    st = begin(3, civbots=1)
    for s in (0, 1):
        put(st, s, "china", "india")
    put(st, 3, "china")
    st.vp[0], st.vp[1] = 10, 10
    st.military[3] = 3
    st.order = (1, 0, 2)
    bot.war(st, 3, None)
    assert not st.where[1] >> where(st, "china") & 1 and st.where[0] >> where(st, "china") & 1


def test_civbot_war_gains_four_vp_with_nuclear_power() -> None:
    st = begin(2, civbots=1)
    put(st, 0, "china", "india")
    put(st, 2, "china")
    st.military[2] = 3
    st.tech[2] = st.tables.advanced_tech[7]
    bot.war(st, 2, None)
    assert st.vp[2] == 4


def test_civbot_expands_to_the_available_territory_with_the_highest_tile() -> None:
    st = begin(2, civbots=1)
    put(st, 2, "middle_east")
    put(st, 0, "china")
    put(st, 1, "india")
    st.tile[where(st, "china")], st.tile[where(st, "india")] = 16, 15
    st.military[0], st.military[1], st.military[2] = 5, 1, 3
    bot.expand(st, 2, None)  # China is held by a stronger army: not available; India is
    assert st.where[2] >> where(st, "india") & 1 and not st.where[2] >> where(st, "china") & 1


def test_civbot_expands_to_the_highest_tile_when_none_is_available() -> None:
    st = begin(2, civbots=1)
    put(st, 2, "oceania")
    put(st, 0, "indochina")
    st.military[0] = 5
    bot.expand(st, 2, None)
    assert st.where[2] >> where(st, "indochina") & 1


def test_civbot_without_a_cube_does_not_expand() -> None:
    st = begin(2, civbots=1)
    st.supply[2] = 0
    before = st.where[2]
    bot.expand(st, 2, None)
    assert st.where[2] == before


def test_trading_with_a_civbot_pays_it() -> None:
    st = begin(2, civbots=1)
    put(st, 0, "china")
    put(st, 1, "oceania")
    put(st, 2, "india")
    st.tech[2], st.military[2] = 3, 3
    play(st, {0: ["trade"]})
    assert st.vp[2] == 2 and st.tech[0] == 2


def test_a_civbots_last_territory_can_fall() -> None:
    st = begin(2, civbots=1)
    put(st, 0, "china")
    put(st, 2, "china")
    st.military[0], st.tech[0] = 3, 3
    st.hand[0] |= 1 << 7
    play(st, {0: ["war"]})
    assert st.vp[0] == 2 and st.where[2] == 0


def test_civbots_share_the_leader_vp_the_players_missed() -> None:
    st = begin(2, civbots=2)
    st.leader = (st.tables.leader_ids.index("caesar"), st.tables.leader_ids.index("lorenzo"))
    st.tech[1] = 11
    st.military[0] = 1
    st.wonders[0] = ()
    end_of_round.leader_bonus(st, None)  # missed: Caesar 3 + 6, Lorenzo 7 -> 16, 8 for each Civbot
    assert st.vp[2:] == [8, 8]


def test_civbot_leader_share_is_capped_by_era() -> None:
    st = begin(2, civbots=1)
    st.leader = (st.tables.leader_ids.index("caesar"), st.tables.leader_ids.index("lorenzo"))
    end_of_round.leader_bonus(st, None)  # missed 9 + 11 = 20, capped at 9 in era I
    assert st.vp[2] == 9


def test_civbots_do_not_count_for_majority_wonders_example_of_page_11() -> None:
    """GR p.11: Vaso has the Ishtar Gate and army 6, Andreas and Kostas 5, a Civbot 7: she gains 1 VP."""
    st = begin(3, civbots=1)
    ishtar = st.tables.wonder_ids.index("ishtar_gate")
    st.wonders[0] = (ishtar,)
    st.tech[0:4] = [6, 5, 5, 6]
    st.military[0:4] = [6, 5, 5, 7]
    st.supply[0] = 0
    play(st, {0: ["technology"]}, (0, "activate ishtar_gate"))
    assert st.vp[0] == 1


def test_civbots_score_government_and_territory_bonuses() -> None:
    st = begin(2, civbots=1)
    st.round = 2
    put(st, 2, "oceania")
    st.tech[2], st.military[2] = 8, 8  # Empire: 3 VP
    end_round(st)
    assert st.vp[2] >= 3 + st.tables.tile_vp[st.tile[where(st, "oceania")]]


def test_solo_has_no_leaders_and_no_exclusive_majority_wonders() -> None:
    st = GAME.new({"players": 1, "civbots": 2}, 5)
    assert isinstance(st, HistoriaState)
    assert st.phase == PLACE and st.leader == (-1,)
    every = st.wonder_row + [w for era in (1, 2, 3) for w in st.wonder_decks[era]]
    assert every and not any(st.tables.wonder_exclusive[w] for w in every)
    assert len(st.wonder_row) == 3


def test_solo_player_losing_its_last_cube_is_eliminated() -> None:
    st = begin(1, civbots=1)
    put(st, 0, "china")
    put(st, 1, "china")
    st.military[1] = 3
    bot.war(st, 1, None)
    assert st.eliminated and st.where[0] == 0
    st.phase = OVER
    out = st.outcome()
    assert out is not None and out.details[0]["beat_civbots"] == 0 and "eliminated" in out.tiebreak
    assert out.winners == ()


def test_solo_elimination_ends_the_game_at_once_whichever_war_takes_the_last_cube() -> None:
    # GR p.11 §8.4 «αν χάσετε τον τελευταίο κύβο σας από τον χάρτη, … το παιχνίδι τελειώνει»: played through
    # the real machine, a Civbot's war at the end of a round and a war in an action round both end it
    paths: set[str] = set()
    for seed in range(40):
        st = GAME.new({"players": 1, "civbots": 5, "level": "king"}, seed)
        rng = Rng(seed)
        while st.to_act():
            seat = st.to_act()[0]
            kinds = [e.kind for e in st.apply(seat, rng.choice(st.legal(seat)))]
            if "eliminated" in kinds:
                assert isinstance(st, HistoriaState) and st.eliminated
                assert st.to_act() == () and st.phase == OVER and st.round < 12
                outcome = st.outcome()
                assert outcome is not None and outcome.winners == () and "eliminated" in outcome.tiebreak
                paths.add(kinds[kinds.index("eliminated") - 1])
                break
    assert paths == {"civbot war", "war won"}


@pytest.mark.parametrize("option", [False, True])
def test_a_players_last_cube_lost_to_a_civbot_in_a_game_of_players_follows_the_option(option: bool) -> None:
    # GR p.5 War «Αν ένας παίκτης χάσει από πόλεμο τον τελευταίο του κύβο στον χάρτη, … ο κύβος δεν αφαιρείται»;
    # GR p.11 solo «Μπορείτε να χάσετε τον τελευταίο κύβο σας από τον χάρτη, σαν αποτέλεσμα πολέμου με ένα Ρομπότ»
    st = begin(2, civbots=1, civbot_takes_last_cube=option)
    put(st, 0, "china")
    put(st, 2, "china")
    st.military = [1, 1, 3]
    bot.war(st, 2, None)
    assert st.vp[2] == 2 and st.where[0] == (0 if option else 1 << where(st, "china"))
    assert not st.eliminated  # only the solo player is out of the game (GR p.11)


def test_solo_win_needs_more_vp_than_every_civbot() -> None:
    st = begin(1, civbots=2)
    st.phase = OVER
    st.vp = [20, 19, 20]
    out = st.outcome()
    assert out is not None and out.details[0]["beat_civbots"] == 0 and out.winners == ()
    st.vp = [21, 19, 20]
    out = st.outcome()
    assert out is not None and out.details[0]["beat_civbots"] == 1 and "won" in out.tiebreak
    assert out.winners == (0,)


def test_a_civbot_with_the_most_vp_ranks_above_every_player() -> None:
    st = begin(2, civbots=1)
    st.phase = OVER
    st.vp = [12, 15, 30]
    out = st.outcome()
    assert out is not None and out.ranks == (3, 2) and out.winners == ()


def test_civbot_level_is_one_for_all_or_one_per_civbot() -> None:
    """GR p.10: the players choose a level for each Civbot; `level` names one for all or one per Civbot."""
    assert GAME.options({"players": 2, "civbots": 3, "level": "king"}).levels == ("king",) * 3
    mixed = GAME.options({"players": 2, "civbots": 2, "level": "King, chieftain"})
    assert mixed.levels == ("king", "chieftain")
    assert mixed.model_dump()["level"] == "king,chieftain"  # one text form: a saved match survives JSON
    assert GAME.options(mixed.model_dump()).levels == mixed.levels
    with pytest.raises(OptionsError, match="3 Civbot levels for 2 Civbots"):
        GAME.options({"players": 2, "civbots": 2, "level": "king,noble,king"})
    with pytest.raises(OptionsError, match="unknown Civbot level 'emperor'"):
        GAME.options({"players": 2, "civbots": 2, "level": "king,emperor"})


def test_civbots_of_different_levels_act_highest_difficulty_first_ties_by_seat() -> None:
    """GR p.10: the highest difficulty first; equal levels in their cubes' order on the difficulty card."""
    st = begin(1, seed=6, civbots=4, level="noble,king,chieftain,king")
    assert [c["civbot"] for c in st.view(None)["civs"][1:]] == ["noble", "king", "chieftain", "king"]
    st.discards[0] = (2, 3, 4)
    st.hand[0] &= ~(1 << 2 | 1 << 3 | 1 << 4)
    events = st.apply(0, "select revolution")
    while st.round == 1 and not st.eliminated:
        events += st.apply(0, "back arts" if "back arts" in st.legal(0) else st.legal(0)[-1])
    cards = [e.data["civ"] for e in events if e.kind == "civbot card"]
    assert cards == [2] * 5 + [4] * 5 + [1] * 4 + [3] * 3  # king, king, noble, chieftain


def test_civbots_start_in_their_acting_order() -> None:
    """The highest-numbered empty tile goes to the first Civbot in the order (FAQ-BGG: placed in order)."""
    st = begin(2, seed=8, civbots=2, level="chieftain,king")
    chieftain, king = (max(st.tile[x] for x in range(st.tables.territories) if st.where[b] >> x & 1) for b in (2, 3))
    assert king > chieftain


def test_civbot_war_tie_between_civbots_goes_to_the_earlier_in_their_order() -> None:
    st = begin(1, seed=2, civbots=3, level="chieftain,king,noble")  # order: king (2), noble (3), chieftain (1)
    put(st, 0, "oceania")
    put(st, 2, "china")
    for target in (1, 3):  # equal VP and armies: only the order tells them apart
        put(st, target, "china", "india")
    st.military[2] = 5
    bot.war(st, 2, None)
    assert not st.where[3] >> where(st, "china") & 1 and st.where[1] >> where(st, "china") & 1


def test_the_view_shows_each_civbots_cards_of_the_round_as_they_were_revealed() -> None:
    """§8.2 (GR p.10) a Civbot reveals its cards one by one: every seat's view carries the cards it played at
    the latest end of round and what each action did, the same for every reader and the same twice."""
    st = begin(2, seed=4, civbots=2, level="chieftain,king")
    views = [st.view(s) for s in (0, 1, None)]
    assert all(v["civbots_played_at"] is None for v in views)
    assert all(c["played"] == [] for v in views for c in v["civs"] if c["seat"] is None)  # nothing before
    events = st.apply(1, "select exploit") + st.apply(0, "select arts")
    while st.round == 1:
        seat = st.to_act()[0]
        events += st.apply(seat, st.legal(seat)[-1])
    revealed = [(e.data["civ"], e.data["card"]) for e in events if e.kind == "civbot card"]
    view = st.view(0)
    assert view == st.view(0) and [c.get("played") for c in view["civs"]] == [
        c.get("played") for c in st.view(None)["civs"]]
    assert view["civbots_played_at"] == {"era": 1, "round": 1}
    bots = [c for c in view["civs"] if c["seat"] is None]
    assert [len(c["played"]) for c in bots] == [3, 5]  # chieftain 3, king 5 (§8)
    shown = [(c["civ"], p["card"]) for c in sorted(bots, key=lambda c: st.civbots.index(c["civ"])) for p in c["played"]]
    assert shown == revealed
    cards = {c.id: c.actions for c in st.tables.edition.civbot.cards}
    for c in bots:
        for p in c["played"]:
            assert p["actions"] == list(cards[p["card"]]) == [d["action"] for d in p["did"]]
    did = [d for c in sorted(bots, key=lambda c: st.civbots.index(c["civ"])) for p in c["played"] for d in p["did"]]
    levels = [e.data for e in events if e.kind == "civbot level"]
    assert [d["level"] for d in did if d["outcome"] == "level"] == [e[d["track"]] for d, e in zip(
        [d for d in did if d["outcome"] == "level"], levels, strict=True)]
    assert [d["wonder"] for d in did if d["outcome"] == "wonder"] == [
        e.data["wonder"] for e in events if e.kind == "civbot arts"]
    assert [d["territory"] for d in did if d["outcome"] == "expansion"] == [
        e.data["territory"] for e in events if e.kind == "civbot expands"]
    assert all(d["vp"] == {"level": 1, "wonder": 1, "expansion": 0, "nothing": 0}[d["outcome"]] for d in did
               if d["outcome"] != "war")  # §8.3 +1 VP a level or a wonder taken, none to expand
