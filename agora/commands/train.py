"""`agora train`: a learned bot by self-play (agora.rl.train), with a progress bar, a CSV log and a curve."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

from agora.commands.console import console, fail
from agora.core import AgoraError, registry

DEFAULT_MIX = "self=0.6,random=0.3,medium=0.1"  # Settings.mix's, as the option spells it


def train(
    game: Annotated[str, typer.Argument(metavar="GAME", help="a game from `agora games`")],
    out: Annotated[Path | None, typer.Option(help="the run's directory: checkpoint.pt, policy.npz, log.csv, "
                                             "curve.png (default runs/GAME)")] = None,
    steps: Annotated[int, typer.Option(min=1, help="learner decisions in all (a resumed run counts its earlier "
                                       "ones)")] = 1_000_000,
    minutes: Annotated[float | None, typer.Option(min=0.0, help="stop after this many minutes of this session "
                                                  "(wall clock), whichever comes first")] = None,
    players: Annotated[int, typer.Option(min=1, help="seats per game")] = 2,
    seed: Annotated[int, typer.Option(help="the run's seed")] = 0,
    envs: Annotated[int, typer.Option(min=1, help="games stepped at once")] = 16,
    rollout: Annotated[int, typer.Option(min=1, help="learner decisions per game between updates")] = 64,
    hidden: Annotated[int, typer.Option(min=1, help="units in each of the network's two hidden layers")] = 256,
    mix: Annotated[str | None, typer.Option(help="shares of games against each opponent: self (the policy or a past "
                                            "self from the pool), random, easy, medium (default: "
                                            f"{DEFAULT_MIX}); with --resume, from here on")] = None,
    eval_every: Annotated[int, typer.Option(min=1, help="updates between evaluations (and checkpoints)")] = 8,
    eval_games: Annotated[int, typer.Option(min=1, help="games against random and against medium per "
                                            "evaluation")] = 10,
    max_decisions: Annotated[int, typer.Option(min=1, help="cut a game off as lost after this many decisions (a "
                                               "policy may walk in circles)")] = 4000,
    imitate: Annotated[str, typer.Option(help="first copy this bot level's play (random, easy or medium) from "
                                         "games of it against itself, then train by self-play; '' for none")] = "",
    imitate_games: Annotated[int, typer.Option(min=1, help="games of the --imitate level to copy")] = 200,
    margin: Annotated[float | None, typer.Option(min=0.0, max=1.0, help="the weight of the final score margin in "
                                                 "the reward, beside the rank's [default: 0, the rank alone]; "
                                                 "with --resume, from here on")] = None,
    temperature: Annotated[float | None, typer.Option(min=0.01, help="the playing policy's temperature, its "
                                                      "scores divided by it (1 as trained; lower plays its "
                                                      "preferred moves more often); with --resume it rewrites "
                                                      "the policy file at once")] = None,
    resume: Annotated[bool, typer.Option("--resume", help="go on from OUT's checkpoint, with its settings")] = False,
    curve: Annotated[bool, typer.Option(help="draw OUT/curve.png at the end (needs the [lab] extra's "
                                        "matplotlib)")] = True,
    ray: Annotated[str | None, typer.Option("--ray", metavar="ADDRESS", help="play the games on Ray workers: a "
                                            "cluster's address (HEAD:6379), or local for a Ray started here; the "
                                            "learner stays in this process, and the run is the same")] = None,
    workers: Annotated[int | None, typer.Option(min=1, help="Ray workers playing the games, with --ray (by default "
                                                "one per CPU of the cluster; at most --envs)")] = None,
) -> None:
    """Train a learned bot for GAME by self-play: PPO with action masking against its past selves and the
    heuristic bots. Ship OUT/policy.npz as agora/bots/data/learned/GAME-<players>p.npz to make it the
    `learned` level. Needs the [train] extra (PyTorch, CPU build)."""
    from agora.rl.train import OPPONENTS, Settings, Trainer, Update, parse_mix, plot  # PyTorch: only here

    out = out or Path("runs") / game
    if workers is not None and ray is None:
        raise fail("--workers counts Ray workers: give --ray too")
    spread = None
    if ray is not None:
        from agora.rl.spread import Spread

        try:
            spread = Spread(ray, workers)  # before anything is read or written
        except AgoraError as err:
            raise fail(str(err)) from None
    try:
        try:
            if resume:
                trainer = Trainer.resume(out, mix=None if mix is None else parse_mix(mix), margin=margin,
                                         temperature=temperature)
            else:
                if (out / "checkpoint.pt").exists():
                    raise fail(f"{out} holds a run already: --resume it, or choose another --out")
                registry.get(game)  # an unknown game is told before anything is built
                settings = Settings(game, players=players, seed=seed, envs=envs, rollout=rollout, hidden=hidden,
                                    mix=parse_mix(mix or DEFAULT_MIX), eval_every=eval_every, eval_games=eval_games,
                                    max_decisions=max_decisions, imitate=imitate, imitate_games=imitate_games,
                                    margin=margin or 0.0, temperature=1.0 if temperature is None else temperature)
                trainer = Trainer(settings, out)
            if trainer.settings.game != game:
                raise fail(f"{out} is a run of {trainer.settings.game}, not {game}")
        except AgoraError as err:
            raise fail(str(err)) from None
        s = trainer.settings
        where = "" if spread is None else f" on {min(spread.workers, s.envs)} Ray workers"
        console.print(f"{s.game}, {s.players} players: {s.envs} games at once{where}, opponents "
                      f"{', '.join(f'{k} {v:.0%}' for k, v in zip(OPPONENTS, s.mix, strict=True) if v)}; "
                      f"{'resuming at' if resume else 'from'} {trainer.steps:,} steps")
        columns = (TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed:,.0f}/{task.total:,.0f}"),
                   TimeElapsedColumn(), TextColumn("{task.fields[figures]}"))
        with Progress(*columns, console=console) as bar:
            task = bar.add_task("steps", total=steps, completed=trainer.steps, figures="")

            def report(u: Update) -> None:
                figures = f"games {u.games:,}"
                if not math.isnan(u.mean_reward):
                    figures += f", reward {u.mean_reward:+.2f}"
                if u.win_vs_random is not None and u.win_vs_medium is not None:
                    figures += f", wins vs random {u.win_vs_random:.0%}, vs medium {u.win_vs_medium:.0%}"
                    what = f"update {u.update}" if u.update or not s.imitate else f"copied {s.imitate}"
                    bar.console.print(f"{what}: {u.steps:,} steps, {u.seconds / 60:.1f} min, {figures}")
                bar.update(task, completed=u.steps, figures=figures)

            trainer.train(steps, minutes, report, spread)
        console.print(f"{trainer.steps:,} steps in {trainer.seconds / 60:.1f} min ({trainer.cpu_seconds / 60:.1f} min "
                      f"of CPU); policy in {out / 'policy.npz'}, log in {out / 'log.csv'}")
        if curve:
            try:
                console.print(f"curve in {plot(out)}")
            except AgoraError as err:
                console.print(f"no curve: {err}")
    finally:
        if spread is not None:
            spread.close()
