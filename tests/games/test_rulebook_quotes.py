"""The rulebook's own words behind the tooltips' "rulebook text" toggle (agora.core.rulebook): every section a
player reads cited has its Greek original or is named as having none, no quote is for a section nobody cites,
and a client gets them as the names group "rulebook" in every language."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.pofile import read_po

import agora
from agora.core.i18n import LANGS
from agora.core.registry import get
from agora.core.rulebook import KEY, SECTION, Quote, cited, names_group

CATALOGUE = Path(agora.__file__).parent / "locale" / "el" / "LC_MESSAGES" / "agora.po"
BOARDS = Path(agora.__file__).parent / "server" / "static" / "boards"
GAMES = ["historia", "ancient-world", "relic-runners"]
GREEK = re.compile(r"[α-ωά-ώΑ-Ω]")


def quotes_of(game: str) -> ModuleType:
    return importlib.import_module(f"agora.games.{game.replace('-', '_')}.rulebook")


def player_texts(game: str) -> list[str]:
    """Everything of the game a player reads in English: its catalogue's messages and its components' texts."""
    with CATALOGUE.open("rb") as po:
        catalogue = read_po(po, locale="el")
    messages = [m.id for m in catalogue if m.id and str(m.context or "").split("/")[0] == game]
    texts = [str(i) for m in messages for i in (m if isinstance(m, tuple) else (m,))]
    names = get(game).table.names("en")
    return texts + [text for group, items in names.items() if group != "rulebook" for text in items.values()]


@pytest.mark.parametrize("game", GAMES)
def test_every_quote_is_greek_with_its_page(game: str) -> None:
    module = quotes_of(game)
    assert module.QUOTES, "a game with rule texts quotes its rulebook"
    for key, quote in module.QUOTES.items():
        assert KEY.fullmatch(key), key
        assert isinstance(quote, Quote)
        assert re.fullmatch(r"\d+(–\d+)?", quote.page), (key, quote.page)
        assert GREEK.search(quote.words) and not quote.words.startswith("«"), key


@pytest.mark.parametrize("game", GAMES)
def test_every_section_a_player_reads_has_its_original_or_none(game: str) -> None:
    module = quotes_of(game)
    quoted = {SECTION.match(key).group() for key in module.QUOTES}  # type: ignore[union-attr]
    seen = cited(player_texts(game))
    assert seen - quoted - module.NO_ORIGINAL == set(), "cited with no quote and not named as having none"
    assert quoted - seen == set(), "quoted but cited by no text a player reads"
    assert quoted & module.NO_ORIGINAL == set()


@pytest.mark.parametrize("game", GAMES)
def test_a_client_gets_the_quotes_in_every_language(game: str) -> None:
    expected = names_group(quotes_of(game).QUOTES)["rulebook"]
    for lang in LANGS:
        assert get(game).table.names(lang)["rulebook"] == expected


@pytest.mark.parametrize("game", GAMES)
def test_every_quote_of_a_thing_is_named_by_the_board(game: str) -> None:
    """A quote keyed by section and id shows only where the board names it (data-tip-rule / dataset.tipRule), by
    the key itself or a template that fills in the id ("§6:${space.name}"): none lies unused."""
    board = "\n".join(p.read_text(encoding="utf-8") for p in [BOARDS / f"{game}.js", *BOARDS.glob(f"{game}/*.js")])
    unused = [key for key in quotes_of(game).QUOTES if ":" in key
              and key not in board and f"{key.split(':')[0]}:${{" not in board]
    assert unused == []


def test_the_names_group_quotes_the_words_and_the_page() -> None:
    group = names_group({"§6:work": Quote("10", "Εργασία: Ο παίκτης παίρνει δύο νομίσματα.")})
    assert group == {"rulebook": {"§6:work": "«Εργασία: Ο παίκτης παίρνει δύο νομίσματα.» (σελ. 10)"}}


def test_cited_finds_every_form_of_a_section() -> None:
    assert cited(["Work (§6, p. 10).", "(§4.3.5) and §A4.2, §B3; §12"]) == {"§6", "§4.3.5", "§A4.2", "§B3", "§12"}
