"""The checks every game's words share: a Greek label for each code of the
catalogue, and a log line in both languages for each kind of event that random
games produce."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from agora.core import Event, Game, Rng

GREEK = re.compile("[\u0370-\u03ff]")


def random_events(game: Game, games: Iterable[tuple[int, Mapping[str, object]]], steps: int) -> dict[str, Event]:  # type: ignore[type-arg]
    """One event of every kind that random games (seed, options) produce within `steps` decisions each."""
    seen: dict[str, Event] = {}
    for seed, options in games:
        rng = Rng(seed)
        state = game.new(dict(options), seed)
        for _ in range(steps):
            if state.outcome() is not None:
                break
            seat = rng.choice(state.to_act())
            for event in state.apply(seat, rng.choice(state.legal(seat))):
                seen.setdefault(event.kind, event)
    return seen


def check_catalogue_labels(game: Game, players: int) -> None:  # type: ignore[type-arg]
    """Every code a game of `players` may offer has a Greek label, unlike both its code and its English label."""
    for code in game.catalogue(game.options({"players": players})):
        greek = game.label(code, "el")
        assert greek and greek != code and GREEK.search(greek), code
        assert greek != game.label(code, "en"), code


def check_event_lines(game: Game, lines: Mapping[str, Mapping[str, str]], seen: Mapping[str, Event]) -> None:  # type: ignore[type-arg]
    """Each event kind in `seen` has a template in `lines` (by language) and reads as
    Greek in Greek, not in English, with no template field left empty."""
    for kind, event in seen.items():
        assert kind in lines["el"] and kind in lines["en"], kind
        greek, english = game.narrate(event, "el"), game.narrate(event, "en")
        assert GREEK.search(greek), (kind, greek)
        assert not GREEK.search(english), (kind, english)
        # "?" is what a template field the event lacks reads as.
        assert "?" not in greek and "?" not in english, (kind, greek, english)
