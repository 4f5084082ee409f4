"""The conformance kit: random playouts that check a game keeps the contract.

Every game runs `check_playout` over many seeds in its tests. Hidden
information is checked mechanically through `State.determinize`: whatever a
seat cannot know is drawn anew, and its view, its legal actions and the
public events of a deterministic action must not change.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from agora.core.catalogue import Catalogue
from agora.core.errors import BadInput, IllegalAction
from agora.core.game import AnyGame, State
from agora.core.i18n import LANGS
from agora.core.match import MatchRecord
from agora.core.rng import Rng
from agora.core.terms import Seat

GARBAGE = ("", " ", "nonsense", "move", "\x00", "9" * 40)
# Seats and actions of the wrong type or range (a seat count and 99 are added per game).
BAD_SEATS: tuple[object, ...] = ("0", 1.0, True, False, -1, None, b"\x00", [0])
BAD_ACTIONS: tuple[object, ...] = (None, 5, 1.5, True, b"pass", ["pass"], ("pass",), {"action": "pass"})
BAD_INPUT_EVERY = 50  # steps between two runs of the bad-input corpus (and once at the start and the end)


class ConformanceError(AssertionError):
    """A broken contract, with the seed and step that show it."""


@dataclass
class Playout:
    """What one checked playout saw."""

    steps: int
    hidden_differences: int  # determinizations that changed the full state
    record: MatchRecord
    final: State


def _fail(where: str, message: str) -> None:
    raise ConformanceError(f"{where}: {message}")


def _snapshot(state: State) -> str:
    """The full state frozen as text, so later mutation cannot alias it."""
    return json.dumps(state.to_data())


def _unchanged(state: State, before: str, where: str, what: str) -> None:
    if _snapshot(state) != before:
        _fail(where, f"{what} changed the state")


def _check_refused(state: State, seat: Seat, action: str, where: str) -> None:
    before = _snapshot(state)
    try:
        state.apply(seat, action)
    except IllegalAction as err:
        if not err.message:
            _fail(where, f"IllegalAction for {action!r} has no message")
    else:
        _fail(where, f"seat {seat} could apply {action!r}, which is not legal")
    _unchanged(state, before, where, f"refused action {action!r}")


def _expect_bad_input(state: State, call: Any, where: str, what: str) -> None:
    """`call()` must raise BadInput (an IllegalAction and a ValueError) with a message, changing nothing."""
    before = _snapshot(state)
    try:
        call()
    except BadInput as err:
        if not err.message or not isinstance(err, ValueError):
            _fail(where, f"{what} raised BadInput without a message")
    except Exception as err:  # any other error is the failure looked for
        _fail(where, f"{what} raised {type(err).__name__} ({err}) instead of a clear BadInput")
    else:
        _fail(where, f"{what} was accepted")
    _unchanged(state, before, where, what)


def check_bad_input(state: State, catalogue: Catalogue, where: str) -> None:
    """The bad-input corpus: seats and actions of the wrong type or range are refused
    by every public method with a clear BadInput and change nothing; a spectator's
    view is allowed. After the end, every seat has no action and every action is refused."""
    players = state.players
    acting = state.to_act()
    seat = acting[0] if acting else 0
    legal = state.legal(seat) if acting else []
    code = legal[0] if legal else catalogue.codes[0]
    for bad in (*BAD_SEATS, players, 99):
        _expect_bad_input(state, lambda b=bad: state.legal(b), where, f"legal({bad!r})")
        _expect_bad_input(state, lambda b=bad: state.apply(b, code), where, f"apply({bad!r}, {code!r})")
        if bad is not None:
            _expect_bad_input(state, lambda b=bad: state.view(b), where, f"view({bad!r})")
            _expect_bad_input(state, lambda b=bad: state.determinize(b, Rng(0)), where, f"determinize({bad!r})")
    for bad in BAD_ACTIONS:
        _expect_bad_input(state, lambda b=bad: state.apply(seat, b), where, f"apply({seat}, {bad!r})")
    _expect_bad_input(state, lambda: catalogue.code(True), where, "catalogue.code(True)")
    _expect_bad_input(state, lambda: catalogue.code(len(catalogue)), where, "catalogue.code(past the end)")
    json.dumps(state.view(None))
    if state.outcome() is not None:  # acting after the end
        for s in range(players):
            if state.legal(s):
                _fail(where, f"seat {s} has legal actions after the end")
            for action in (catalogue.codes[0], catalogue.codes[-1], *GARBAGE):
                _check_refused(state, s, action, where)


def _check_hidden(state: State, rng: Rng, where: str) -> int:
    """Views and legal actions of every reader survive a redraw of what it cannot know."""
    changed = 0
    full = _snapshot(state)
    for reader in [None, *range(state.players)]:
        other = state.determinize(reader, rng.fork())
        if other.view(reader) != state.view(reader):
            _fail(where, f"the view of {reader} depends on something it cannot know")
        if other.to_act() != state.to_act():
            _fail(where, f"who acts depends on something {reader} cannot know")
        if reader is not None and other.legal(reader) != state.legal(reader):
            _fail(where, f"the legal actions of {reader} depend on something it cannot know")
        changed += _snapshot(other) != full
        _unchanged(state, full, where, "determinize()")
        if reader is not None and reader in state.to_act():
            other.reopen(reader)  # the others' secret choices taken back: never the reader's own
            if reader not in other.to_act() or other.legal(reader) != state.legal(reader):
                _fail(where, f"reopen({reader}) changed what {reader} itself may do")
    return changed


def _check_events(state: State, seat: Seat, action: str, events: list[Any], rng: Rng, where: str) -> None:
    """The unrevealing events another reader sees do not depend on what it cannot know."""
    for reader in [None, *(s for s in range(state.players) if s != seat)]:
        other = state.determinize(reader, rng.fork())
        if action not in other.legal(seat):
            continue  # the acting seat's own hidden cards differ there
        draws = other.rng.draws
        theirs = other.apply(seat, action)
        if other.rng.draws != draws:
            continue  # a random draw: its result may differ
        seen = [e.to_data() for e in events if e.visible_to(reader) and not e.reveal]
        seen_there = [e.to_data() for e in theirs if e.visible_to(reader) and not e.reveal]
        if seen != seen_there:
            _fail(where, f"events seen by {reader} for {action!r} carry something it cannot know")


def check_playout(
    game: AnyGame,
    options: Mapping[str, Any],
    seed: int,
    *,
    check_every: int = 5,
    max_steps: int = 100_000,
) -> Playout:
    """Play one random game to its end, checking the contract at every step
    (and the costlier checks every `check_every` steps). Raises ConformanceError."""
    opts = game.options(options)
    catalogue = Catalogue(game.catalogue(opts))
    state = game.new(opts, seed)
    twin = game.new(opts, seed)
    if _snapshot(twin) != _snapshot(state):
        _fail(f"seed {seed}", "the same options and seed gave two different states")
    chooser = Rng(seed ^ 0x5EED)
    log: list[tuple[Seat, str]] = []
    hidden = 0
    for step in range(max_steps):
        where = f"{game.name} {dict(options)} seed {seed} step {step}"
        deep = step % check_every == 0
        if step % BAD_INPUT_EVERY == 0:
            check_bad_input(state, catalogue, where)
        acting = state.to_act()
        if state.outcome() is not None:
            if acting:
                _fail(where, "the game is over but seats are still to act")
            if state.unsettled():  # search would play on through it, with no seat to act
                _fail(where, "the game is over but choices are still being carried out (unsettled)")
            break
        if not acting:
            _fail(where, "no seat is to act and the game is not over")
        for seat in range(state.players):
            legal = state.legal(seat)
            if seat in acting:
                if not legal:
                    _fail(where, f"seat {seat} must act but has no legal action")
                if len(set(legal)) != len(legal):
                    _fail(where, f"seat {seat} is offered the same action twice")
                for code in legal:
                    if code not in catalogue:
                        _fail(where, f"legal action {code!r} is missing from the catalogue")
            elif legal:
                _fail(where, f"seat {seat} is not to act but has legal actions")
            elif deep:
                _check_refused(state, seat, chooser.choice(catalogue.codes), where)
        seat = chooser.choice(acting)
        legal = state.legal(seat)
        if deep:
            for reader in [None, *range(state.players)]:
                json.dumps(state.view(reader))
            hidden += _check_hidden(state, chooser, where)
            offered = set(legal)
            for code in (chooser.choice(catalogue.codes), chooser.choice(GARBAGE)):
                if code not in offered:
                    _check_refused(state, seat, code, where)
            before = _snapshot(state)
            if _snapshot(state.clone()) != before:
                _fail(where, "clone() differs from its source")
            for code in legal:
                trial, fast = state.clone(), state.clone()
                trial.apply(seat, code)
                _unchanged(state, before, where, f"applying {code!r} to a clone")
                fast.advance(seat, code)
                if _snapshot(fast) != _snapshot(trial):
                    _fail(where, f"advance({seat}, {code!r}) leaves another state than apply")
        action = chooser.choice(legal)
        pre = state.clone() if deep else None
        events = state.apply(seat, action)
        log.append((seat, action))
        for event in events:
            json.dumps(event.to_data())
        if pre is not None:
            _check_events(pre, seat, action, events, chooser, where)
    else:
        _fail(f"{game.name} seed {seed}", f"no end after {max_steps} steps")
    outcome = state.outcome()
    assert outcome is not None
    check_bad_input(state, catalogue, f"{game.name} {dict(options)} seed {seed} after the end")
    if len(outcome.scores) != state.players or len(outcome.ranks) != state.players or min(outcome.ranks) < 1:
        _fail(f"{game.name} seed {seed}", f"malformed outcome {outcome}")
    json.dumps(outcome.to_data())
    record = MatchRecord(game=game.name, options=opts.model_dump(), seed=seed, actions=tuple(log))
    loaded = MatchRecord.model_validate_json(record.model_dump_json())
    if loaded != record:
        _fail(f"{game.name} seed {seed}", "the match record does not survive JSON")
    if _snapshot(loaded.replay(game)) != _snapshot(state):
        _fail(f"{game.name} seed {seed}", "replaying the log does not reproduce the state")
    return Playout(steps=len(log), hidden_differences=hidden, record=record, final=state)


def _strings(data: Any) -> set[str]:
    """Every string a JSON-ready value holds, keys included."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, Mapping):
        return set(data) | set().union(*(_strings(v) for v in data.values()))
    if isinstance(data, list | tuple):
        return set().union(*(_strings(v) for v in data))
    return set()


def _words_without(text: str, ids: set[str], where: str, what: str) -> None:
    if not text.strip():
        _fail(where, f"{what} is empty")
    shown = set(text.replace(",", " ").replace(":", " ").split()) & ids
    if shown:
        _fail(where, f"{what} {text!r} shows internal ids {sorted(shown)}")


def check_table(
    game: AnyGame,
    options: Mapping[str, Any],
    seed: int,
    *,
    max_steps: int = 100_000,
) -> int:
    """Play one random game and check what a table client is given beside the
    view: each legal action of a seat to act has a label, and perhaps an
    explanation, in every language, that show no board id (an id some action
    of the catalogue targets), and a target that is an id of the seat's own
    view; each event touches ids of the views after it, and its log line shows
    no board id; a seat to act has a prompt. Returns the steps played."""
    opts = game.options(options)
    board_ids = {t for code in game.catalogue(opts) if (t := game.table.target(code)) is not None}
    state = game.new(opts, seed)
    chooser = Rng(seed ^ 0x7AB1E)
    for step in range(max_steps):
        outcome = state.outcome()
        if outcome is not None:
            for lang in LANGS:
                tiebreak = game.table.tiebreak(outcome, lang) or "-"
                _words_without(tiebreak, board_ids, f"{game.name} seed {seed}", "tie-break")
            return step
        where = f"{game.name} {dict(options)} seed {seed} step {step}"
        for seat in state.to_act():
            view = state.view(seat)
            held = _strings(view)
            for lang in LANGS:
                _words_without(game.table.prompt(view, lang), board_ids, where, f"the {lang} prompt of seat {seat}")
            for code in state.legal(seat):
                target = game.table.target(code)
                if target is not None and target not in held:
                    _fail(where, f"{code!r} targets {target!r}, which seat {seat}'s view does not hold")
                for lang in LANGS:
                    _words_without(game.table.label(code, lang), board_ids, where, f"the {lang} label of {code!r}")
                    explanation = game.table.explain(code, lang)
                    if explanation:
                        _words_without(explanation, board_ids, where, f"the {lang} explanation of {code!r}")
        seat = chooser.choice(state.to_act())
        events = state.apply(seat, chooser.choice(state.legal(seat)))
        after = _strings(state.view(None)) | _strings(state.view(seat))
        for event in events:
            for touched in game.table.touches(event):
                if touched not in after:
                    _fail(where, f"{event.kind} touches {touched!r}, which the views after it do not hold")
            for lang in LANGS:
                line = game.table.narrate(event, lang)
                _words_without(line, board_ids, where, f"the {lang} log line of {event.kind}")
    _fail(f"{game.name} seed {seed}", f"no end after {max_steps} steps")
    return max_steps
