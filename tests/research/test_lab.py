"""`agora lab`: self-play reports per designed component that reproduce from a seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agora.commands.app import app
from agora.core import AgoraError, registry
from agora.games.ancient_world import lab as aw_lab
from agora.games.ancient_world.state import AncientWorldState
from agora.games.historia import lab as historia_lab
from agora.games.historia.state import HistoriaState
from agora.games.relic_runners import lab as relic_lab
from agora.games.relic_runners.state import RelicState
from agora.research.lab import LabGame, component_rows, play_lab_game, report
from agora.research.tournament import GameResult, Tournament, lay_table

RELIC = registry.get("relic-runners")


def lab_game(index: int, ranks: tuple[int, ...], *taken: tuple[str, ...]) -> LabGame:
    return LabGame(GameResult(index, tuple(range(len(ranks))), tuple(-r for r in ranks), ranks, 1), taken)


def test_component_rows_count_seats_that_took_it_against_those_that_did_not() -> None:
    games = [
        lab_game(0, (1, 2), ("a",), ()),  # a taken by the winner
        lab_game(1, (2, 1), ("a",), ("b",)),  # a taken by the loser, b by the winner
        lab_game(2, (1, 1), ("a",), ("a",)),  # a shared first place is no win
    ]
    rows = {r["component"]: r for r in component_rows({"a": "x", "b": "y", "c": "z"}, games)}
    a = rows["a"]
    assert (a["taken_by_seats"], a["seats"], a["taken_in_games"]) == (4, 6, 1.0)
    assert (a["win_taken"]["wins"], a["win_taken"]["games"]) == (1, 4)
    assert (a["win_not_taken"]["wins"], a["win_not_taken"]["games"]) == (1, 2)
    assert a["lift"] == pytest.approx(0.25 - 0.5)
    assert a["win_taken"]["low"] < 0.25 < a["win_taken"]["high"]
    b = rows["b"]
    assert (b["win_taken"]["wins"], b["win_taken"]["games"], b["taken_in_games"]) == (1, 1, pytest.approx(1 / 3))
    assert rows["c"]["taken_by_seats"] == 0 and rows["c"]["win_not_taken"]["games"] == 6


def test_a_relic_runners_game_names_only_watched_components_and_every_blue_tile_held() -> None:
    tournament = Tournament(RELIC, {}, ("random", "random", "random"), 1, 11)
    watched = relic_lab.components(lay_table(tournament, 0).state)
    assert any(name.startswith("blue L1 ") for name in watched) and "ivory L3 #6" in watched
    game = play_lab_game(tournament, 0)
    assert isinstance(game, LabGame)
    taken = [name for seat in game.taken for name in seat]
    assert taken and set(taken) <= set(watched)
    assert {name.split()[0] for name in taken} >= {"ivory", "blue"}
    # Replayed by hand, the blue tiles in each hand at the end are those the lab names.
    table = lay_table(tournament, 0)
    while table.state.to_act():
        table.step()
    state = table.state
    assert isinstance(state, RelicState)
    for seat, names in enumerate(game.taken):
        held = {f"blue L{state.board.tile_level[t]} +{state.board.tile_value[t]}" for t in state.blue_tiles[seat]}
        assert held == {n for n in names if n.startswith("blue")}


def test_the_report_reproduces_from_its_seed_on_any_number_of_processes() -> None:
    first = report(RELIC, {}, "easy", [2], 3, seed=4)
    assert json.dumps(report(RELIC, {}, "easy", [2], 3, seed=4, workers=2)) == json.dumps(first)
    assert json.dumps(report(RELIC, {}, "easy", [2], 3, seed=5)) != json.dumps(first)
    part = first["players"]["2"]
    assert part["games"] == 3 and len(part["played"]) == 3
    assert sum(r["wins"] for r in part["seat_wins"]) == sum(
        sum(1 for rank in g["ranks"] if rank == 1) == 1 for g in part["played"])
    assert part["scores"]["min"] <= part["scores"]["mean"] <= part["scores"]["max"]


def test_agora_lab_prints_the_tables_and_writes_the_same_json_for_the_same_seed(tmp_path: Path) -> None:
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        result = CliRunner().invoke(app, ["lab", "relic-runners", "--level", "random", "--games", "2",
                                          "--players", "2,3", "--seed", "9", "--out", str(out)],
                                    env={"COLUMNS": "200"})
        assert result.exit_code == 0, result.output
    for words in ("2 players", "3 players", "first-seat advantage", "win if taken", "winning margin"):
        assert words in result.output
    assert outs[0].read_text() == outs[1].read_text()
    data = json.loads(outs[0].read_text())
    assert set(data["players"]) == {"2", "3"} and data["seed"] == 9


@pytest.mark.parametrize(("args", "words"), [
    (["toy"], "does not watch"),
    (["relic-runners", "--players", "9"], "players"),
    (["relic-runners", "--players", "two"], "player counts"),
    (["relic-runners", "--level", "genius"], "levels"),
    (["relic-runners", "--setup", "nowhere"], "setup"),
])
def test_bad_requests_are_told_clearly(monkeypatch: pytest.MonkeyPatch, args: list[str], words: str) -> None:
    from toy import TOY

    real = registry.get
    monkeypatch.setattr(registry, "get", lambda name: TOY if name == "toy" else real(name))
    result = CliRunner().invoke(app, ["lab", *args, "--games", "1"], env={"COLUMNS": "200"})
    assert result.exit_code != 0
    assert words in result.output and "Traceback" not in result.output


def test_an_ancient_world_game_names_the_titans_and_districts_each_seat_ends_with() -> None:
    game = registry.get("ancient-world")
    tournament = Tournament(game, {}, ("random", "random"), 1, 3)
    watched = aw_lab.components(lay_table(tournament, 0).state)
    assert any(n.startswith("empire ") for n in watched) and any(n.startswith("titan ") for n in watched)
    played = play_lab_game(tournament, 0)
    assert isinstance(played, LabGame)
    table = lay_table(tournament, 0)
    while table.state.to_act():
        table.step()
    state = table.state
    assert isinstance(state, AncientWorldState)
    for seat, names in enumerate(played.taken):
        assert set(names) <= set(watched)
        assert {n for n in names if n.startswith("titan ")} == {
            f"titan {state.tables.t_slug[t]}" for t in state.titans[seat]}
        assert {n for n in names if n.startswith("district ")} == {
            f"district {state.tables.d_slug[d]}" for d in state.districts[seat]}
    assert any(n.startswith("empire ") for names in played.taken for n in names)


def test_a_historia_game_names_the_wonders_held_at_the_end_and_a_leader_drafted_per_era() -> None:
    tournament = Tournament(registry.get("historia"), {}, ("random", "random"), 1, 2)
    watched = historia_lab.components(lay_table(tournament, 0).state)
    assert any(n.startswith("wonder ") for n in watched) and any(n.startswith("leader ") for n in watched)
    played = play_lab_game(tournament, 0)
    assert isinstance(played, LabGame)
    table = lay_table(tournament, 0)
    while table.state.to_act():
        table.step()
    state = table.state
    assert isinstance(state, HistoriaState)
    for seat, names in enumerate(played.taken):
        assert set(names) <= set(watched)
        ids = state.tables.wonder_ids
        assert {f"wonder {ids[w]}" for w in state.wonders[seat]} <= set(names)  # some may be destroyed
        # §3.9: one leader drafted per era, each leader by one seat only
        leaders = [state.tables.leader_ids.index(n.removeprefix("leader ")) for n in names if n.startswith("leader ")]
        assert sorted(state.tables.leader_era[x] for x in leaders) == [1, 2, 3]
    assert any(n.startswith("wonder ") for names in played.taken for n in names)
    every_leader = [n for names in played.taken for n in names if n.startswith("leader ")]
    assert len(every_leader) == len(set(every_leader)) == 6


def test_a_game_past_the_decision_cap_is_reported_as_stalled_and_not_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    import agora.research.lab as lab

    tournament = Tournament(RELIC, {}, ("random", "random"), 4, 12)
    lengths = []
    for i in range(4):
        game = play_lab_game(tournament, i)
        assert isinstance(game, LabGame)
        lengths.append(game.result.decisions)
    cap = sorted(lengths)[1]
    monkeypatch.setattr(lab, "MAX_DECISIONS", cap)
    part = report(RELIC, {}, "random", [2], 4, seed=12)["players"]["2"]
    assert part["stalled"] == [i for i, n in enumerate(lengths) if n > cap] != []
    assert [g["index"] for g in part["played"]] == [i for i, n in enumerate(lengths) if n <= cap]
    assert part["games"] == len(part["played"]) and sum(r["games"] for r in part["seat_wins"]) == 2 * part["games"]
    monkeypatch.setattr(lab, "MAX_DECISIONS", 1)
    with pytest.raises(AgoraError, match="none of the 4 games"):
        report(RELIC, {}, "random", [2], 4, seed=12)
