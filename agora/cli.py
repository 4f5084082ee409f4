"""The `agora` command: list games, play in the terminal, replay, benchmark."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from agora import bench as benchmarks
from agora.bots import LEVELS, Bot, decide, make_bot
from agora.bots.arena import arena
from agora.bots.bench import search_speed
from agora.bots.lab import lab
from agora.core import AgoraError, AnyGame, IllegalAction, Match, MatchRecord, Outcome, Rng, Seat, registry
from agora.extras import MissingExtra
from agora.server.cli import serve

app = typer.Typer(help="Agora: Historia, The Ancient World and Relic Runners with every rule enforced.",
                  no_args_is_help=True, add_completion=False)
console = Console(highlight=False)

SEAT_KINDS = ("human", *LEVELS)


def fail(message: str) -> typer.Exit:
    """Print a clear error and give the exit to raise."""
    console.print(f"[bold red]error:[/] {message}")
    return typer.Exit(2)


def game_or_exit(name: str) -> AnyGame:
    try:
        return registry.get(name)
    except AgoraError as err:
        raise fail(str(err)) from None


def parse_game_options(args: list[str]) -> dict[str, Any]:
    """`--key value`, `--flag` and `--no-flag` words as an options mapping (the
    game's own model validates them)."""
    options: dict[str, Any] = {}
    i = 0
    while i < len(args):
        word = args[i]
        if not word.startswith("--") or len(word) == 2:
            raise fail(f"unexpected argument {word!r}: game options are written --name value")
        key = word[2:].replace("-", "_")
        if i + 1 < len(args) and not args[i + 1].startswith("--"):
            options[key] = args[i + 1]
            i += 2
        elif key.startswith("no_"):
            options[key[3:]] = False
            i += 1
        else:
            options[key] = True
            i += 1
    return options


@app.command()
def games() -> None:
    """List the games and their options."""
    for game in registry.games().values():
        info = game.describe()
        table = Table(title=f"[bold]{info['title']}[/]  ({info['name']})", title_justify="left")
        table.add_column("option")
        table.add_column("values")
        table.add_column("default")
        table.add_column("meaning")
        for name, spec in info["options"].items():
            table.add_row(f"--{name.replace('_', '-')}", option_values(spec), str(spec.get("default", "")),
                          spec.get("description", ""))
        console.print(table)
        for line in info.get("edition", []):
            console.print(f"  [yellow]designed[/] {line}")


def option_values(spec: dict[str, Any]) -> str:
    """A short text of an option's allowed values from its JSON schema."""
    if "enum" in spec:
        return "|".join(str(v) for v in spec["enum"])
    if "minimum" in spec or "maximum" in spec:
        return f"{spec.get('minimum', '')}..{spec.get('maximum', '')}"
    kinds = [s.get("type", "") for s in spec.get("anyOf", [])] or [spec.get("type", "")]
    return "|".join(k for k in kinds if k)


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def play(
    ctx: typer.Context,
    game_name: Annotated[str, typer.Argument(metavar="GAME", help="a game from `agora games`")],
    players: Annotated[int, typer.Option(help="number of seats")] = 2,
    seat: Annotated[list[str] | None, typer.Option(help=f"{'|'.join(SEAT_KINDS)}, once per seat in order")] = None,
    seed: Annotated[int, typer.Option(help="the game's seed: same seed, same game")] = 0,
    auto: Annotated[bool, typer.Option("--auto", help="bots play every seat (random unless --seat names levels)")]
    = False,
    save: Annotated[Path | None, typer.Option(help="write the match to this JSON file")] = None,
) -> None:
    """Play a game in the terminal: hot-seat humans and bots. Other --options are the game's own (agora games)."""
    game = game_or_exit(game_name)
    kinds = list(seat or ([] if auto else ["human"]))
    kinds += ["random"] * (players - len(kinds))
    if len(kinds) > players or any(k not in SEAT_KINDS for k in kinds) or (auto and "human" in kinds):
        raise fail(f"--seat takes {'|'.join(SEAT_KINDS)} once per seat, for {players} seats (no human with --auto)")
    try:
        match = Match(game, {**parse_game_options(ctx.args), "players": players}, seed)
    except AgoraError as err:
        raise fail(str(err)) from None
    bots: dict[Seat, Bot] = {s: make_bot(k, game, s, seed * 1000 + s) for s, k in enumerate(kinds) if k != "human"}
    humans = [s for s, kind in enumerate(kinds) if kind == "human"]
    thinking = Rng(seed ^ 0xB075)  # the bots' determinizations, apart from the game's own RNG
    try:
        while acting := match.state.to_act():
            who = acting[0]  # simultaneous seats choose one after another, unseen
            if who in bots:  # a bot sees only its view, legal actions and redrawn states
                match.apply(who, decide(bots[who], match.state, who, thinking.fork()))
            else:
                human_turn(game, match, who, handover=len(humans) > 1)
    except (KeyboardInterrupt, EOFError):
        console.print("\n[yellow]game left unfinished[/]")
    finally:
        if save:
            match.record().save(save)
            console.print(f"match saved to {save}")
    outcome = match.state.outcome()
    if outcome:
        if humans:
            console.print(game.table.render(match.state.view(None)))
        show_outcome(outcome)


def human_turn(game: AnyGame, match: Match, seat: Seat, *, handover: bool) -> None:
    """One decision of a human seat: the screen shows only what that seat may know."""
    if handover:
        console.clear()
        console.input(f"[bold]Seat {seat}[/], your turn: press Enter when the others cannot see the screen. ")
    while True:
        console.clear()
        console.print(game.table.render(match.state.view(seat)))
        legal = match.state.legal(seat)
        console.print(f"\n[bold]Seat {seat}[/], choose:")
        for i, action in enumerate(legal, 1):
            console.print(f"  [cyan]{i:>3}[/] {game.table.label(action, 'en')}  [dim]{action}[/]")
        extra = "  [cyan]  u[/] undo your last action" if match.can_undo(seat) else ""
        console.print(extra + "  [cyan]  q[/] quit")
        answer = console.input("> ").strip()
        if answer == "q":
            raise KeyboardInterrupt
        try:
            if answer == "u":
                match.undo(seat)
                continue
            action = legal[int(answer) - 1] if answer.isdigit() and 0 < int(answer) <= len(legal) else answer
            for event in match.apply(seat, action):
                if event.visible_to(seat):
                    console.print(f"[dim]{event.kind} {dict(event.data)}[/]")
            return
        except IllegalAction as err:
            console.input(f"[red]{err}[/]  (Enter) ")


def show_outcome(outcome: Outcome) -> None:
    """The final scores and the winner."""
    table = Table(title="Final scores", title_justify="left")
    table.add_column("seat")
    table.add_column("score", justify="right")
    table.add_column("rank", justify="right")
    table.add_column("detail")
    for s, (score, rank) in enumerate(zip(outcome.scores, outcome.ranks, strict=True)):
        detail = ", ".join(f"{k} {v}" for k, v in (outcome.details[s] if outcome.details else {}).items())
        table.add_row(str(s), str(score), str(rank), detail)
    console.print(table)
    winners = " and ".join(f"seat {s}" for s in outcome.winners)
    how = f"  ({outcome.tiebreak})" if outcome.tiebreak else ""
    console.print(f"[bold green]Winner: {winners}[/]{how}" if winners else f"[bold red]No seat wins[/]{how}")


@app.command()
def replay(
    path: Annotated[Path, typer.Argument(metavar="MATCH.json")],
    pause: Annotated[bool | None, typer.Option(help="wait for Enter between steps (default: on a terminal)")] = None,
    board: Annotated[bool, typer.Option(help="show the board after every step")] = False,
) -> None:
    """Step through a saved match as a spectator, to its end or where it stopped."""
    try:
        record = MatchRecord.load(path)
        game = registry.get(record.game)
        state = game.new(record.options, record.seed)
    except AgoraError as err:
        raise fail(str(err)) from None
    waiting = sys.stdin.isatty() if pause is None else pause
    for index, (seat, action) in enumerate(record.actions):
        try:
            events = state.apply(seat, action)
        except IllegalAction as err:
            raise fail(f"action {index} ({seat}: {action!r}) does not replay: {err}") from None
        public = "; ".join(f"{e.kind} {dict(e.data)}" for e in events if e.visible_to(None))
        console.print(f"[cyan]{index:>4}[/] seat {seat}: {public or '(a hidden decision)'}")
        if board:
            console.print(game.table.render(state.view(None)))
        if waiting:
            console.input("")
    outcome = state.outcome()
    if outcome:
        console.print(game.table.render(state.view(None)))
        show_outcome(outcome)
    else:
        console.print(f"[yellow]the match stops after {len(record.actions)} actions, unfinished[/]")


@app.command()
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
        for players in benchmarks.player_counts(game):
            r = benchmarks.measure(game, players, games_per_count, seed)
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
            for players in benchmarks.player_counts(game):
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
        for players in benchmarks.player_counts(game):
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


@app.command()
def review(
    path: Annotated[Path, typer.Argument(metavar="MATCH.json")],
    seat: Annotated[int, typer.Option(help="the seat whose decisions to review")] = 0,
    iterations: Annotated[int, typer.Option(help="search iterations per decision (the hard bot's by default)")]
    = 300,
    seed: Annotated[int, typer.Option(help="the review's seed: same match and seed, same review")] = 0,
    out: Annotated[Path | None, typer.Option(help="also write the review to this JSON file")] = None,
) -> None:
    """The hard bot's review of one seat's decisions, from that seat's information only."""
    import json

    from rich.progress import Progress

    from agora.bots.review import review_record

    try:
        record = MatchRecord.load(path)
        record.replay()  # a record that does not replay is refused before any search
    except AgoraError as err:
        raise fail(str(err)) from None
    game = registry.get(record.game)
    with Progress(console=console, transient=True) as bar:
        task = bar.add_task("reviewing", total=len(record.actions))
        try:
            found = review_record(record, seat, iterations=iterations, seed=seed,
                                  progress=lambda done, _: bar.update(task, completed=done))
        except ValueError as err:
            raise fail(escape(str(err))) from None
    table = Table(title=f"Seat {seat}'s decisions: expected standing (2 seats: chance to win)", title_justify="left")
    for column in ("move", "step", "played", "value", "bot's choice", "value", "lost"):
        table.add_column(column, justify="right" if column in ("move", "step", "value", "lost") else "left")
    for d in found.decisions:
        same = d.best == d.played
        table.add_row(str(d.move), str(d.step), escape(game.table.label(d.played, 'en')), f"{d.played_value:.2f}",
                      "=" if same else escape(game.table.label(d.best, 'en')), "" if same else f"{d.best_value:.2f}",
                      f"{d.loss:+.2f}" if d.loss else "")
    console.print(table)
    console.print(f"over the game  {found.sparkline()}")
    mistakes = found.mistakes()
    console.print("[bold]Biggest mistakes[/]" if mistakes else "[green]No move the bot would have changed[/]")
    for d in mistakes:
        console.print(f"  at move {d.move} (step {d.step}) you played {escape(game.table.label(d.played, 'en'))}; "
                      f"the bot would have played {escape(game.table.label(d.best, 'en'))}: [red]+{d.loss:.2f}[/]")
    if out:
        out.write_text(json.dumps(found.to_data(), indent=1) + "\n", encoding="utf-8")
        console.print(f"review saved to {out}")

app.command()(serve)
app.command()(arena)
app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})(lab)


def main() -> None:
    """The `agora` command: a missing extra is told in one line that names it, not in a traceback."""
    try:
        app()
    except MissingExtra as err:
        raise SystemExit(fail(escape(str(err))).exit_code) from None
