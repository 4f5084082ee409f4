"""`agora play historia --auto` over the issue's matrix, driven through the real CLI in-process.

Every cell is covered at least once (the whole product would take minutes):
* solo, 1 player + 1..5 Civbots: the whole product of Civbot count x level x option (solo games are short);
* 2..6 players with 0..(6 - players) Civbots: every pair once, the level and the option turning with the
  pair so that each level and each option is on in several of them;
* 2..6 players with every option on at once, the Civbots (6 - players) of mixed levels.
Each game is played twice with the same seed: the two outputs must be the same.
"""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from agora.commands.app import app

runner = CliRunner()

LEVELS = ("chieftain", "noble", "king")
OPTIONS: tuple[tuple[str, ...], ...] = (
    (), ("--events",), ("--expert",), ("--advanced-draft",), ("--goals",), ("--governance",))
EVERY_OPTION = tuple(flag for flags in OPTIONS for flag in flags)


def _games() -> list[tuple[int, int, str, tuple[str, ...]]]:
    games = [(1, k, level, flags) for k in range(1, 6) for level in LEVELS for flags in OPTIONS]
    pairs = [(p, k) for p in range(2, 7) for k in range(0, 7 - p)]
    games += [(p, k, LEVELS[i % 3], OPTIONS[i % 6]) for i, (p, k) in enumerate(pairs)]
    mixed = ",".join(LEVELS[::-1] * 2)  # king,noble,chieftain,...: Civbots of different levels
    games += [(p, 6 - p, ",".join(mixed.split(",")[: 6 - p]) or "noble", EVERY_OPTION) for p in range(2, 7)]
    return games


GAMES = _games()


def play(players: int, civbots: int, level: str, flags: tuple[str, ...], seed: int) -> str:
    args = ["play", "historia", "--auto", "--players", str(players), "--civbots", str(civbots),
            "--level", level, "--seed", str(seed), *flags]
    result = runner.invoke(app, args, env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.output


def test_the_matrix_covers_every_cell() -> None:
    solo = {(k, level, flags) for p, k, level, flags in GAMES if p == 1}
    assert len(solo) == 5 * 3 * 6
    assert {(p, k) for p, k, *_ in GAMES} == {(1, k) for k in range(1, 6)} | {
        (p, k) for p in range(2, 7) for k in range(0, 7 - p)}
    several = [g for g in GAMES if g[0] > 1 and g[1]]
    assert {level for _, _, level, _ in several} >= set(LEVELS) and any("," in g[2] for g in several)
    for flag in EVERY_OPTION:
        assert sum(flag in flags for p, _, _, flags in GAMES if p > 1) >= 2


@pytest.mark.parametrize(("players", "civbots", "level", "flags"), GAMES,
                         ids=[f"p{p}-c{k}-{lv}-{'-'.join(f[2:] for f in fl) or 'base'}" for p, k, lv, fl in GAMES])
def test_auto_play_finishes_with_scores_and_a_winner_and_replays(
    players: int, civbots: int, level: str, flags: tuple[str, ...]
) -> None:
    seed = players * 10 + civbots
    out = play(players, civbots, level, flags, seed)
    scores = out[out.rindex("Final scores"):]
    assert len(re.findall(r"^│ Seat [1-6] ", scores, re.M)) == players  # one score row per seat
    assert re.search(r"^(Winner: Seat \d|No seat wins)", scores, re.M)
    if players == 1:  # GR p.11: the solo player wins only with more VP than every Civbot
        assert "Best Civbot's VP" in scores and "solo: " in scores
    assert play(players, civbots, level, flags, seed) == out  # same seed, same game


def refusal(*args: str) -> str:
    result = runner.invoke(app, ["play", "historia", "--auto", *args], env={"COLUMNS": "200"})
    assert result.exit_code == 2
    return " ".join(result.output.split())  # the error console may wrap the line


def test_a_wrong_level_list_is_refused_with_a_clear_message() -> None:
    assert "3 Civbot levels for 2 Civbots" in refusal("--players", "2", "--civbots", "2", "--level", "king,noble,king")
    assert "unknown Civbot level 'emperor'" in refusal("--players", "2", "--civbots", "1", "--level", "emperor")
