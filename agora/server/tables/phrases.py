"""Quick phrases: a chat line sent by its id, which each reader reads in their own language, so players
without a common language can still talk. Every table has the common ones; a game adds its own."""

from __future__ import annotations

from agora.core.i18n import LANGS, N_, words

COMMON: dict[str, str] = {
    "hello": N_("Hello!"),
    "gg": N_("Good game"),
    "well_played": N_("Well played"),
    "your_turn": N_("Your turn"),
    "thinking": N_("Thinking…"),
    "one_moment": N_("One moment, please"),
    "oops": N_("Oops"),
    "thanks": N_("Thanks"),
    "rematch": N_("Rematch?"),
}

# A game's own, by the game's name (its words in the same catalogue).
BY_GAME: dict[str, dict[str, str]] = {
    "relic-runners": {"nice_find": N_("Nice find!"), "race_on": N_("The race is on!")},
    "historia": {"peace": N_("Peace between us?"), "great_age": N_("What an age!")},
    "ancient-world": {"allies": N_("Allies against the titans?"), "titan_down": N_("A titan down!")},
}


def phrases(game: str) -> dict[str, str]:
    """The quick phrases of a table of `game`: id -> English text (the message id)."""
    return {**COMMON, **BY_GAME.get(game, {})}


def texts(key: str) -> dict[str, str]:
    """A phrase (of any game: a stored line is read whatever becomes of its game) in every language."""
    message_id = COMMON.get(key) or next((own[key] for own in BY_GAME.values() if key in own), key)
    return {lang: words(lang).gettext(message_id) for lang in LANGS}


def catalogue(game: str) -> list[dict[str, object]]:
    """The phrases a table of `game` offers, each with its id and its text in every language."""
    return [{"id": key, "texts": texts(key)} for key in phrases(game)]
