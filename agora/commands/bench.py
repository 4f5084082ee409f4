"""`agora bench`: the engine's, the research environment's and the search's speed."""

from __future__ import annotations

import os
from typing import Annotated

import typer
from rich.markup import escape
from rich.table import Table

from agora.commands.console import console, game_or_exit
from agora.core import AnyGame, registry
from agora.core.extras import MissingExtra
from agora.research.bench import measure, player_counts, search_speed


def bench(
    game_name: Annotated[str | None, typer.Argument(metavar="[GAME]", help="one game (default: all)")] = None,
    games_per_count: Annotated[int, typer.Option("--games", help="random playouts per player count")] = 20,
    seed: Annotated[int, typer.Option(help="first seed")] = 0,
) -> None:
    """Print µs per decision step, games per second and clone() µs per game and player count."""
    chosen = [game_or_exit(game_name)] if game_name else list(registry.games().values())
    table = Table(title="Engine speed (random playouts)", title_justify="left",
                  caption="step = legal() + apply(); µs are medians", caption_justify="left")
    table.add_column("game", no_wrap=True)
    for column in ("players", "games", "steps/game", "step µs", "games/s", "clone µs"):
        table.add_column(column, justify="right")
    for game in chosen:
        for players in player_counts(game):
            r = measure(game, players, games_per_count, seed)
            table.add_row(game.name, str(players), str(r.games), f"{r.steps_per_game:.0f}", f"{r.step_us:.1f}",
                          f"{r.games_per_second:.1f}", f"{r.clone_us:.1f}")
    console.print(table)
    try:
        from agora.rl.bench import measure_env  # the [rl] extra's libraries: loaded only here
        from agora.rl.encoding import has_encoder
    except MissingExtra as err:
        console.print(f"[yellow]research environment figures left out:[/] {escape(str(err))}")
    else:
        env_table = Table(title="Research environment (PettingZoo AEC, random actions)", title_justify="left",
                          caption="µs a step, CPU time, means; observation and mask: the env's work beside the engine",
                          caption_justify="left")
        env_table.add_column("game", no_wrap=True)
        for column in ("players", "raw step µs", "env step µs", "env cost", "observation µs", "mask µs"):
            env_table.add_column(column, justify="right")
        for game in chosen:
            if not has_encoder(game.name):
                continue
            for players in player_counts(game):
                e = measure_env(game, players, max(1, games_per_count // 4), seed)
                env_table.add_row(game.name, str(players), f"{e.raw_step_us:.1f}", f"{e.env_step_us:.1f}",
                                  f"{e.overhead:.1f}×", f"{e.observation_us:.1f}", f"{e.mask_us:.1f}")
        console.print(env_table)
        _beside_openspiel(chosen, max(1, games_per_count // 5), seed)
    workers = max(2, os.cpu_count() or 1)
    search_table = Table(title="ISMCTS (hard level's heuristic) from a mid-game position", title_justify="left",
                         caption=f"per CPU second: the search's CPU time, the per-core figure (aim ≥ 5,000); "
                                 f"root-parallel: {workers} worker processes, wall clock", caption_justify="left")
    search_table.add_column("game", no_wrap=True)
    for column in ("players", "iterations", "per second", "per CPU second", "root-parallel per second",
                   "its per CPU second"):
        search_table.add_column(column, justify="right")
    for game in chosen:
        for players in player_counts(game):
            budget = max(50, games_per_count * 25)
            found = search_speed(game, players, iterations=budget, seed=seed)
            spread = search_speed(game, players, iterations=budget * workers, seed=seed, workers=workers)
            search_table.add_row(game.name, str(players), str(found.iterations), f"{found.per_second:,.0f}",
                                 f"{found.per_cpu_second:,.0f}", f"{spread.per_second:,.0f}",
                                 f"{spread.per_cpu_second:,.0f}")
    console.print(search_table)


def _beside_openspiel(chosen: list[AnyGame], games: int, seed: int) -> None:
    """Each game at its largest player count timed turn about with OpenSpiel's hearts, backgammon
    and python_block_dominoes, and the ratios to issue 20's aims."""
    from agora.rl import reference as ref

    table = Table(title="Beside OpenSpiel (random playouts, each game turn about with the references)",
                  title_justify="left", caption_justify="left",
                  caption=f"µs, CPU time, means over whole games; step = legal + advance (checked: + apply's check "
                          f"and events); aims: compiled step ≤ {ref.STEP_AIM}× hearts, clone ≤ backgammon's, "
                          f"pure step ≤ {ref.PURE_AIM}× python_block_dominoes")
    table.add_column("game", no_wrap=True)
    for column in ("players", "build", "step", "checked step", "clone", "hearts step", "backgammon clone",
                   "dominoes step", "step ÷ hearts", "clone ÷ backgammon", "step ÷ dominoes"):
        table.add_column(column, justify="right")
    for game in chosen:
        r = ref.side_by_side(game, games, seed)
        hearts, backgammon, dominoes = (r.references[name] for name in ref.REFERENCES)
        table.add_row(game.name, str(r.players), "compiled" if r.compiled else "pure", f"{r.trusted.step_us:.1f}",
                      f"{r.checked.step_us:.1f}", f"{r.trusted.clone_us:.2f}", f"{hearts.step_us:.1f}",
                      f"{backgammon.clone_us:.2f}", f"{dominoes.step_us:.1f}", f"{r.step_vs_hearts:.2f}",
                      f"{r.clone_vs_backgammon:.2f}", f"{r.step_vs_dominoes:.2f}")
    console.print(table)
