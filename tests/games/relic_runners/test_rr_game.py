"""The game object: registry entry, catalogue, labels, the terminal text, the browser view."""

from __future__ import annotations

import json

from rich.console import Console

from agora.core import Catalogue, Match, MatchRecord, Rng, State, registry
from agora.games.relic_runners import GAME, RelicState, turn
from agora.games.relic_runners.text import render


def test_the_registry_finds_relic_runners() -> None:
    assert registry.get("relic-runners") is GAME


def test_the_catalogue_is_fixed_and_holds_every_legal_action() -> None:
    for players in (2, 5):
        opts = GAME.options({"players": players, "abilities": True})
        cat = Catalogue(GAME.catalogue(opts))
        assert list(GAME.catalogue(opts)) == list(cat.codes)
        s = GAME.new(opts, 3)
        r = Rng(3)
        for _ in range(400):
            if s.outcome() is not None:
                break
            legal = s.legal(s.to_act()[0])
            assert all(code in cat for code in legal)
            s.apply(s.to_act()[0], r.choice(legal))


def test_every_catalogue_code_has_a_readable_label() -> None:
    for code in GAME.catalogue(GAME.options({"players": 3})):
        label = GAME.table.label(code, "en")
        assert label and label != code


def test_text_renders_the_board_in_rich_markup() -> None:
    s = GAME.new({"players": 3, "abilities": True}, 2)
    text = GAME.table.render(s.view(1), "en")
    console = Console(record=True, width=160)
    console.print(text)
    out = console.export_text()
    assert "te12" in out and "Base Camp" in out and "coins hidden" in out


def test_the_terminal_screen_speaks_a_language_asked_for_and_keeps_the_codes_a_player_types() -> None:
    s = GAME.new({"players": 3, "abilities": True}, 2)
    assert isinstance(s, RelicState)
    s.coins[1] = 1
    greek = render(s.view(1), "el")
    assert "Κατασκήνωση Βάσης" in greek and "κρυφά Νομίσματα" in greek
    assert "te12" in greek and "t1:camp-ru3" in greek  # ids, as the actions name them
    assert "1 Νόμισμα Νίκης\n" in greek and "1 VP coin\n" in render(s.view(1), "en")  # a count: "coin", not "coins"


def test_view_carries_what_a_browser_draws() -> None:
    v = GAME.new({"players": 4}, 2).view(None)
    json.dumps(v)
    assert {"x", "y", "kind", "stack", "height", "relic", "shrine"} <= set(v["locations"][0])
    assert {"a", "b", "river", "token", "pathways"} <= set(v["trails"][0])
    assert {"rations", "toolboxes", "ivory", "blue", "relics", "pathways_left"} <= set(v["explorers"][0])


def _random_record(players: int, seed: int, steps: int) -> tuple[MatchRecord, State]:
    s = GAME.new({"players": players, "setup": "random", "abilities": True}, seed)
    r = Rng(seed)
    log = []
    for _ in range(steps):
        if s.outcome() is not None:
            break
        seat = s.to_act()[0]
        action = r.choice(s.legal(seat))
        s.apply(seat, action)
        log.append((seat, action))
    opts = GAME.options({"players": players, "setup": "random", "abilities": True}).model_dump()
    return MatchRecord(game=GAME.name, options=opts, seed=seed, actions=tuple(log)), s


def test_same_options_seed_and_actions_replay_to_the_same_state() -> None:
    record, state = _random_record(4, 11, 300)
    assert record.replay(GAME).to_data() == state.to_data()


def test_a_clone_is_independent_of_its_source() -> None:
    _, state = _random_record(3, 5, 120)
    before = state.to_data()
    twin = state.clone()
    r = Rng(1)
    for _ in range(60):
        if twin.outcome() is not None:
            break
        twin.apply(twin.to_act()[0], r.choice(twin.legal(twin.to_act()[0])))
    assert state.to_data() == before


def test_undo_takes_back_a_move_step_but_not_a_revealed_tile() -> None:
    match = Match(GAME, {"players": 2, "setup": "first"}, 4)
    match.apply(0, "go t1")  # Base Camp -> ru3
    assert match.can_undo(0)
    match.undo(0)
    assert match.state.to_data() == GAME.new({"players": 2, "setup": "first"}, 4).to_data()
    match.apply(0, "go t17")  # Base Camp -> te6, an ivory temple
    match.apply(0, "stop")
    match.apply(0, "explore")  # the ivory tile is shown to everyone
    assert not match.can_undo(0)


def test_every_open_point_of_a9_is_a_documented_option() -> None:
    fields = GAME.Options.model_fields
    for name in (
        "end_relics",
        "pathway_only_move",
        "ration_supply",
        "toolbox_use",
        "first_explorer_bonus",
        "ruin_without_pathways",
        "relic_ends_turn",
        "excess_toolbox_steps",
        "players",
        "setup",
        "abilities",
        "data",
    ):
        assert fields[name].description, name


def test_the_catalogue_is_the_same_for_every_player_count() -> None:
    codes = [list(GAME.catalogue(GAME.options({"players": n}))) for n in (2, 3, 4, 5)]
    assert all(c == codes[0] for c in codes) and len(set(codes[0])) == len(codes[0])


def test_text_shows_blue_values_only_to_their_owner() -> None:
    s = GAME.new({"players": 2, "setup": "first"}, 1)
    assert isinstance(s, RelicState)
    s.blue_tiles[0], s.blue_seen_by[0] = (s.board.pools[3][0],), (1,)
    value = s.board.tile_value[s.blue_tiles[0][0]]
    assert f"L1 +{value}" in GAME.table.render(s.view(0), "en")
    assert "L1 ?" in GAME.table.render(s.view(1), "en") and f"L1 +{value}" not in GAME.table.render(s.view(1), "en")


def test_a_round_ends_when_the_last_seat_has_played_and_the_first_seat_plays_again() -> None:
    """§A4 (turns go clockwise) and §A8: a round is every seat's turn once; the round count goes up when the
    turn comes back to the first seat, and only then."""
    s = GAME.new({"players": 3}, 1)
    assert isinstance(s, RelicState)
    start = s.round
    for seat, want in ((0, start), (1, start), (2, start + 1), (0, start + 1)):
        turn.end_turn(s, seat, None)
        assert s.round == want and s.current == (seat + 1) % 3
