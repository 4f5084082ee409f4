"""`agora play` and `agora replay`: a game in the terminal, and a saved match stepped through."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from agora.bots import LEVELS, Bot, decide, make_bot
from agora.commands.console import console, fail, game_or_exit
from agora.core import AgoraError, AnyGame, IllegalAction, Match, MatchRecord, Outcome, Rng, Seat, registry
from agora.core.i18n import LANGS, SOURCE, refusal, seat_name, words
from agora.core.options import parse_game_options

SEAT_KINDS = ("human", *LEVELS)
Lang = Annotated[str, typer.Option(help=f"the language of the screen: {'|'.join(LANGS)}")]


def check_lang_option(lang: str) -> str:
    """`lang` if Agora speaks it; else a clean exit naming the languages."""
    if lang not in LANGS:
        raise fail(f"--lang takes {'|'.join(LANGS)}, not {lang!r}")
    return lang


def play(
    ctx: typer.Context,
    game_name: Annotated[str, typer.Argument(metavar="GAME", help="a game from `agora games`")],
    players: Annotated[int, typer.Option(help="number of seats")] = 2,
    seat: Annotated[list[str] | None, typer.Option(help=f"{'|'.join(SEAT_KINDS)}, once per seat in order")] = None,
    seed: Annotated[int, typer.Option(help="the game's seed: same seed, same game")] = 0,
    auto: Annotated[bool, typer.Option("--auto", help="bots play every seat (random unless --seat names levels)")]
    = False,
    save: Annotated[Path | None, typer.Option(help="write the match to this JSON file")] = None,
    lang: Lang = SOURCE,
) -> None:
    """Play a game in the terminal: hot-seat humans and bots. Other --options are the game's own (agora games)."""
    game = game_or_exit(game_name)
    check_lang_option(lang)
    t = words(lang)
    kinds = list(seat or ([] if auto else ["human"]))
    kinds += ["random"] * (players - len(kinds))
    if len(kinds) > players or any(k not in SEAT_KINDS for k in kinds) or (auto and "human" in kinds):
        raise fail(f"--seat takes {'|'.join(SEAT_KINDS)} once per seat, for {players} seats (no human with --auto)")
    if save is not None:
        check_save_path(save)
    try:
        match = Match(game, {**parse_game_options(ctx.args, game.Options), "players": players}, seed)
        bots: dict[Seat, Bot] = {s: make_bot(k, game, s, seed * 1000 + s, options=match.options)
                                 for s, k in enumerate(kinds) if k != "human"}
    except AgoraError as err:
        raise fail(str(err)) from None
    humans = [s for s, kind in enumerate(kinds) if kind == "human"]
    thinking = Rng(seed ^ 0xB075)  # the bots' determinizations, apart from the game's own RNG
    try:
        while acting := match.state.to_act():
            who = acting[0]  # simultaneous seats choose one after another, unseen
            if who in bots:  # a bot sees only its view, legal actions and redrawn states
                match.apply(who, decide(bots[who], match.state, who, thinking.fork()))
            else:
                human_turn(game, match, who, lang, handover=len(humans) > 1)
    except (KeyboardInterrupt, EOFError):
        console.print("\n[yellow]" + t.gettext("game left unfinished") + "[/]")
    finally:
        if save:
            match.record().save(save)
            console.print(t.gettext("match saved to {path}").format(path=save))
    outcome = match.state.outcome()
    if outcome:
        if humans:
            console.print(game.table.render(match.state.view(None), lang))
        show_outcome(game, outcome, lang)


def human_turn(game: AnyGame, match: Match, seat: Seat, lang: str, *, handover: bool) -> None:
    """One decision of a human seat: the screen shows only what that seat may know."""
    t = words(lang)
    who = f"[bold]{seat_name(seat, lang)}[/]"
    if handover:
        console.clear()
        console.input(t.gettext("{seat}, your turn: press Enter when the others cannot see the screen.")
                      .format(seat=who) + " ")
    while True:
        console.clear()
        console.print(game.table.render(match.state.view(seat), lang))
        legal = match.state.legal(seat)
        console.print("\n" + t.gettext("{seat}, choose:").format(seat=who))
        for i, action in enumerate(legal, 1):
            console.print(f"  [cyan]{i:>3}[/] {game.table.label(action, lang)}  [dim]{action}[/]")
        extra = "  [cyan]  u[/] " + t.gettext("undo your last action") if match.can_undo(seat) else ""
        console.print(extra + "  [cyan]  q[/] " + t.gettext("quit"))
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
                    console.print(f"[dim]{game.table.narrate(event, lang)}[/]")
            return
        except IllegalAction as err:
            section = f" ({err.section})" if err.section else ""
            console.input(f"[red]{refusal(err.message_id, err.params, lang)}{section}[/]  (Enter) ")


def show_outcome(game: AnyGame, outcome: Outcome, lang: str) -> None:
    """The final scores and the winner."""
    t = words(lang)
    table = Table(title=t.gettext("Final scores"), title_justify="left")
    table.add_column(t.gettext("seat"))
    table.add_column(t.gettext("score"), justify="right")
    table.add_column(t.gettext("rank"), justify="right")
    table.add_column(t.gettext("detail"))
    labels = game.table.score_labels(lang)
    for s, (score, rank) in enumerate(zip(outcome.scores, outcome.ranks, strict=True)):
        details = outcome.details[s] if outcome.details else {}
        detail = ", ".join(f"{labels.get(k, k)} {v}" for k, v in details.items())
        table.add_row(seat_name(s, lang), str(score), str(rank), detail)
    console.print(table)
    winners = t.gettext(" and ").join(seat_name(s, lang) for s in outcome.winners)
    tiebreak = game.table.tiebreak(outcome, lang)
    how = f"  ({tiebreak})" if tiebreak else ""
    said = t.gettext("Winner: {seats}").format(seats=winners) if winners else t.gettext("No seat wins")
    console.print(f"[bold {'green' if winners else 'red'}]{said}[/]{how}")


def replay(
    path: Annotated[Path, typer.Argument(metavar="MATCH.json")],
    pause: Annotated[bool | None, typer.Option(help="wait for Enter between steps (default: on a terminal)")] = None,
    board: Annotated[bool, typer.Option(help="show the board after every step")] = False,
    lang: Lang = SOURCE,
) -> None:
    """Step through a saved match as a spectator, to its end or where it stopped."""
    check_lang_option(lang)
    try:
        record = MatchRecord.load(path)
        game = registry.get(record.game)
        state = game.new(record.options, record.seed)
    except AgoraError as err:
        raise fail(str(err)) from None
    waiting = sys.stdin.isatty() if pause is None else pause
    t = words(lang)
    for index, (seat, action) in enumerate(record.actions):
        try:
            events = state.apply(seat, action)
        except IllegalAction as err:
            raise fail(f"action {index} ({seat}: {action!r}) does not replay: {err}") from None
        # The log lines name who acted; a decision the spectator may not see is said as whose it was.
        public = "; ".join(game.table.narrate(e, lang) for e in events if e.visible_to(None))
        public = public or seat_name(seat, lang) + ": " + t.gettext("(a hidden decision)")
        console.print(f"[cyan]{index:>4}[/] {public}")
        if board:
            console.print(game.table.render(state.view(None), lang))
        if waiting:
            console.input("")
    outcome = state.outcome()
    if outcome:
        console.print(game.table.render(state.view(None), lang))
        show_outcome(game, outcome, lang)
    else:
        console.print("[yellow]" + t.ngettext("the match stops after {n} action, unfinished",
                                              "the match stops after {n} actions, unfinished",
                                              len(record.actions)).format(n=len(record.actions)) + "[/]")


def check_save_path(path: Path) -> None:
    """Exit with a clear error now, before a game is played, if a match could not be saved to `path`
    when it ends (a folder, a folder that does not exist, a place this user may not write)."""
    if path.is_dir():
        raise fail(f"--save {path} is a folder: give the match file's name, e.g. {path / 'match.json'}")
    folder = path.parent
    if not folder.is_dir():
        raise fail(f"--save {path}: the folder {folder} does not exist")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise fail(f"--save {path}: this user may not write there")
