"""The `agora` command, driven as a user would, on Relic Runners."""

import json
import re
from importlib import metadata
from pathlib import Path

import pytest
from typer.testing import CliRunner

from agora.commands.app import app
from agora.core.options import parse_game_options
from agora.games.ancient_world.game import AncientWorld
from agora.games.relic_runners.game import RelicRunners

runner = CliRunner()


def agora(*args: str, input: str | None = None) -> tuple[int, str]:
    result = runner.invoke(app, list(args), input=input, env={"COLUMNS": "200"})
    return result.exit_code, result.output


def final_scores(output: str) -> str:
    return output[output.rindex("Final scores"):]


def test_games_lists_relic_runners_with_its_options_and_designed_values() -> None:
    code, out = agora("games")
    assert code == 0
    assert "relic-runners" in out and "--setup" in out and "--abilities" in out
    assert "designed" in out


def test_version_says_the_pure_build_runs_from_the_checkout() -> None:
    # The compiled build's answer is tests/test_compiled.py's, in the venv .ci/compiled installs it into.
    code, out = agora("--version")
    assert (code, out) == (0, f"agora {metadata.version('agora')}, pure build\n")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("setup", ["first", "basic", "random"])
def test_auto_play_finishes_with_scores_and_a_winner(players: int, setup: str) -> None:
    args = ("play", "relic-runners", "--players", str(players), "--auto", "--seed", "5", "--setup", setup)
    code, out = agora(*args)
    assert code == 0, out
    assert "Final scores" in out and "Winner: Seat" in out
    assert len(re.findall(r"^│ Seat [1-5] ", final_scores(out), re.M)) == players
    assert agora(*args)[1] == out  # same seed, same game


def test_saved_match_replays_to_the_same_final_scores(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    code, out = agora("play", "relic-runners", "--players", "3", "--auto", "--seed", "9", "--abilities",
                      "--save", str(path))
    assert code == 0
    assert json.loads(path.read_text())["game"] == "relic-runners"
    code, replayed = agora("replay", str(path), "--no-pause")
    assert code == 0, replayed
    assert final_scores(replayed) == final_scores(out)


def test_a_human_seat_plays_by_number_and_can_quit_with_a_save(tmp_path: Path) -> None:
    path = tmp_path / "h.json"
    code, out = agora("play", "relic-runners", "--seat", "human", "--seed", "3", "--save", str(path),
                      input="1\n1\nq\n")
    assert code == 0, out
    assert "Seat 1, choose:" in out and "game left unfinished" in out
    record = json.loads(path.read_text())
    assert [seat for seat, _ in record["actions"]].count(0) >= 1


def test_an_illegal_typed_action_is_refused_and_the_turn_goes_on() -> None:
    code, out = agora("play", "relic-runners", "--seat", "human", "--seed", "3", input="fly away\n\nq\n")
    assert code == 0
    assert "not" in out.lower() and "game left unfinished" in out


def test_the_terminal_speaks_the_chosen_language(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    code, out = agora("play", "historia", "--auto", "--seed", "2", "--lang", "el", "--save", str(path))
    assert code == 0, out
    assert "Τελική βαθμολογία" in out and "Νικητής: Θέση" in out and "Final scores" not in out
    code, replayed = agora("replay", str(path), "--no-pause", "--lang", "el")
    assert code == 0, replayed
    assert "Θέση 1: " in replayed and "Θέση 1: Θέση 1" not in replayed and "Τελική βαθμολογία" in replayed
    code, refused = agora("play", "historia", "--seat", "human", "--lang", "el", input="fly away\n\nq\n")
    assert code == 0
    assert "δεν είναι κίνηση της Historia" in refused and "Θέση 1, επιλέξτε:" in refused


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("play", "chess", "--auto"), "no game called 'chess'"),
        (("play", "relic-runners", "--auto", "--colour", "red"), "colour"),
        (("play", "relic-runners", "--players", "7", "--auto"), "players"),
        (("play", "relic-runners", "--seat", "wizard"), "--seat takes"),
        (("play", "relic-runners", "--auto", "--seat", "human"), "no human with --auto"),
        (("play", "relic-runners", "--auto", "stray"), "unexpected argument"),
        (("play", "relic-runners", "--auto", "--lang", "fr"), "--lang takes en|el, not 'fr'"),
    ],
)
def test_bad_command_lines_get_a_clear_error(args: tuple[str, ...], message: str) -> None:
    code, out = agora(*args)
    assert code == 2 and message in out


def test_a_corrupt_match_file_gets_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"game": "relic-runners"')
    code, out = agora("replay", str(path))
    assert code == 2 and "not JSON" in out


def test_game_options_words_become_an_options_mapping_typed_by_the_schema() -> None:
    options = RelicRunners.Options
    assert parse_game_options(["--setup", "basic", "--abilities", "--no-pathway-only-move"], options) == {
        "setup": "basic", "abilities": True, "pathway_only_move": False}
    assert parse_game_options(["--end-relics", "3", "--round-limit", "9", "--data", "12"], options) == {
        "end_relics": 3, "round_limit": 9, "data": "12"}  # a file named 12 stays a name
    assert parse_game_options(["--grow-round", "3", "--expand-plus", "true"], AncientWorld.Options) == {
        "grow_round": 3, "expand_plus": True}  # an option of the values 2 or 3 takes the number


def test_a_bad_word_for_a_count_is_refused_with_the_option_named() -> None:
    code, out = agora("play", "relic-runners", "--auto", "--end-relics", "many")
    assert code == 2 and "end_relics" in out and "whole number" in out


def test_play_refuses_a_save_path_it_could_not_write_before_the_game_starts(tmp_path: Path) -> None:
    code, out = agora("play", "relic-runners", "--auto", "--seed", "2", "--save", str(tmp_path))
    said = " ".join(out.split())  # the console wraps a long path wherever the terminal's width falls
    assert code == 2 and "is a folder" in said and "Final scores" not in said
    code, out = agora("play", "relic-runners", "--auto", "--seed", "2", "--save", str(tmp_path / "no" / "m.json"))
    said = " ".join(out.split())
    assert code == 2 and "does not exist" in said and "Final scores" not in said
    assert not (tmp_path / "no").exists()


def test_bench_prints_figures_for_each_player_count() -> None:
    code, out = agora("bench", "relic-runners", "--games", "2")
    assert code == 0, out
    assert "Engine speed" in out and "Research environment" in out and "ISMCTS" in out and "Beside OpenSpiel" in out
    assert out.count("relic") == 13  # a row per player count in three tables, one (at 5 seats) beside OpenSpiel


def test_bot_levels_play_seats_and_the_same_seed_gives_the_same_game() -> None:
    args = ("play", "relic-runners", "--auto", "--seat", "medium", "--seat", "hard", "--seed", "2",
            "--round-limit", "3")
    code, out = agora(*args)
    assert code == 0, out
    assert "Winner" in out and agora(*args)[1] == out


@pytest.mark.parametrize(
    "args",
    [
        ("historia", "--players", "2", "--civbots", "1", "--level", "king", "--events"),
        ("historia", "--players", "1", "--civbots", "2"),
        ("historia", "--players", "4", "--advanced-draft", "--goals", "--governance"),
        ("ancient-world", "--players", "2"),
        ("ancient-world", "--players", "4", "--expand-plus"),
    ],
)
def test_the_other_games_play_to_the_end_by_the_same_command(args: tuple[str, ...]) -> None:
    code, out = agora("play", *args, "--auto", "--seed", "4")
    assert code == 0, out
    assert "Final scores" in out and ("Winner: Seat" in out or "No seat wins" in out)
    assert agora("play", *args, "--auto", "--seed", "4")[1] == out


def test_arena_prints_win_rates_for_rotated_seats(tmp_path: Path) -> None:
    results = tmp_path / "arena.json"
    code, out = agora("arena", "relic-runners", "--bots", "easy,random", "--games", "4", "--out", str(results))
    assert code == 0, out
    assert "easy" in out and "random" in out
    assert len(json.loads(results.read_text())["games"]) == 4


def test_review_names_the_biggest_mistakes_and_writes_the_same_review_twice(tmp_path: Path) -> None:
    match = tmp_path / "m.json"
    assert agora("play", "relic-runners", "--auto", "--seed", "2", "--save", str(match))[0] == 0
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        code, text = agora("review", str(match), "--seat", "1", "--iterations", "8", "--out", str(out))
        assert code == 0, text
        flat = " ".join(text.split())  # the terminal wraps long lines
        assert "Biggest mistakes" in flat
        assert re.search(r"at move \d+ \(step \d+\) you played .+ would have played", flat)
    first = json.loads(outs[0].read_text())
    assert first["seat"] == 1 and first["decisions"] and outs[1].read_text() == outs[0].read_text()


def test_review_refuses_a_seat_the_match_does_not_have(tmp_path: Path) -> None:
    match = tmp_path / "m.json"
    agora("play", "relic-runners", "--auto", "--seed", "2", "--save", str(match))
    code, text = agora("review", str(match), "--seat", "5", "--iterations", "8")
    assert code == 2 and "seat 5 is not in this 2-seat match" in text
