"""A Greek reader sees no English the catalogue translates: the lobby and a table of each game, rendered in
Greek, hold none of the catalogue's English texts whose Greek differs (as a whole text, a tooltip line, or
a filled template)."""

from __future__ import annotations

import random
import re

import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import Browser, Page, Route
from serverproc import ServerProcess
from table import CLICK_ONE, DESKTOP, PHONE, audit_game, open_table, watch_errors

from agora.core import registry
from agora.core.i18n import catalogue_path
from agora.server.names import skeleton

# Every text a reader meets: the text of each element, and its tooltip and accessible name, line by line.
SHOWN = """() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && node.parentElement.closest("script, style, option:not(:checked)")) continue;
    texts.push(node.textContent);
  }
  for (const el of document.querySelectorAll("[title], [aria-label], [data-tip], [placeholder]")) {
    for (const name of ["title", "aria-label", "data-tip", "placeholder"]) {
      const value = el.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts.flatMap((t) => t.split("\\n")).map((t) => t.trim()).filter(Boolean);
}"""
FIELD = re.compile(r"\{\w*\}")


def _english() -> list[tuple[str, re.Pattern[str]]]:
    """Each English text of the catalogue whose Greek differs (to the eye), as a pattern of a whole shown text (a
    template's fields match anything; templates with little fixed text are left out, they match too much)."""
    with catalogue_path("el").open("rb") as po:
        catalogue = read_po(po, locale="el")
    found = []
    for message in catalogue:
        ids = [message.id] if isinstance(message.id, str) else list(message.id or ())
        forms = [message.string] if isinstance(message.string, str) else list(message.string or ())
        for english in ids:
            # The same text, or one that looks the same (Latin A and Greek Α): nothing a reader could tell.
            if not english or any(skeleton(english) == skeleton(form) for form in forms):
                continue
            fixed = FIELD.sub("", english)
            if english != fixed and len(fixed.strip()) < 8:
                continue
            pattern = "".join(".+?" if FIELD.fullmatch(part) else re.escape(part)
                              for part in re.split(r"(\{\w*\})", english) if part)
            found.append((english, re.compile(pattern)))
    return found


def _english_shown(page: Page) -> list[tuple[str, str]]:
    shown: list[str] = page.evaluate(SHOWN)
    return [(english, text) for english, pattern in _english() for text in shown if pattern.fullmatch(text)]


def test_the_greek_lobby_shows_no_english_it_translates(browser: Browser, server: ServerProcess) -> None:
    page = watch_errors(browser.new_context(viewport=DESKTOP).new_page())
    page.add_init_script("localStorage.setItem('agora.lang', 'el')")
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.wait_for_function("document.documentElement.lang === 'el'")
    assert _english_shown(page) == []
    assert page.errors == []
    page.context.close()


def test_the_last_language_chosen_wins_whichever_words_come_first(browser: Browser, server: ServerProcess) -> None:
    """Greek chosen, then English before the Greek words came: the page ends in English when they come late."""
    page = watch_errors(browser.new_context(viewport=DESKTOP).new_page())
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.wait_for_function("document.documentElement.lang === 'en'")
    english = page.inner_text("#create-button")
    held: list[Route] = []
    page.route("**/api/words/el", lambda route: held.append(route))  # the Greek words, held until released below
    page.select_option("#lang", "el")
    for _ in range(50):
        if held:
            break
        page.wait_for_timeout(100)
    assert len(held) == 1
    page.select_option("#lang", "en")
    page.wait_for_function("localStorage.getItem('agora.lang') === 'en'")
    with page.expect_response("**/api/words/el"):
        held[0].continue_()
    page.wait_for_timeout(500)  # the late Greek words read and, before the rule, applied
    assert page.evaluate("[document.documentElement.lang, localStorage.getItem('agora.lang')]") == ["en", "en"]
    assert page.inner_text("#create-button") == english
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("game", sorted(registry.games()))
def test_a_greek_table_shows_no_english_it_translates(browser: Browser, server: ServerProcess, game: str) -> None:
    page = open_table(browser, server, game, 2, lang="el")
    page.wait_for_function("app.drawn === app.since")
    assert _english_shown(page) == []
    assert page.errors == []
    page.context.close()


MOST_SEATS = {"historia": 6, "relic-runners": 5, "ancient-world": 4}
# Each text a board marks `data-fit` whose glyphs, as drawn, take more than its room (in its own units).
PAST_ITS_ROOM = """() => [...document.querySelectorAll('[data-fit]')]
  .map((el) => [el.textContent, el.getComputedTextLength() - Number(el.dataset.fit)])
  .filter(([, past]) => past > 0.5)"""


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("game", sorted(registry.games()))
def test_no_greek_text_runs_past_its_box(browser: Browser, server: ServerProcess, game: str, size: str) -> None:
    """A long Greek word (Καταναλωτισμός, Μπορομπουντούρ, Ανακατασκευή) stays inside its card, place or board at
    every decision of a game's first rounds, at the most seats: hyphenated by the board's layout, or squeezed
    to its box by the shell where its font draws it wider than the layout's estimate."""
    page = open_table(browser, server, game, MOST_SEATS[game], viewport=DESKTOP if size == "desktop" else PHONE,
                      lang="el")
    try:
        page.wait_for_function("app.drawn === app.since")
        result = audit_game(page, seed=3, limit=25)
        past_its_room = page.evaluate(PAST_ITS_ROOM)
        errors = list(page.errors)
    finally:
        page.context.close()
    # Where a glyph's font is a fallback (✓), the canvas measures a text narrower than it is drawn (5%).
    assert past_its_room == []
    past = {f"\"{cut['text']}\" ({cut['where']}) {cut['over']} px": index
            for index, record in enumerate(result["records"]) for cut in record["overflowing"]}
    assert len(result["records"]) >= 10
    assert list(past) == []
    assert errors == []


# A decision past the first screen whose tooltips say more, and the move that leads there when it is offered: The
# Ancient World's Explore, from round 2, offers to draw, its tooltip "Τραβάτε 5 κάρτες Αυτοκρατορίας (περισσότερες
# με Μπόνους Εξερεύνησης)…" (it once read "Bonus").
FURTHER = {"ancient-world": ("app.state.legal.some((o) => o.code === 'draw')", r"place \d explore")}
# Clicks a legal move as a player does (CLICK_ONE): one matching `towards` when there is one, else any.
CLICK_TOWARDS = """([towards, r]) => {
  const codes = app.state.legal.map((o) => o.code), towards_ = new RegExp(`^${towards}$`);
  const i = codes.findIndex((code) => towards_.test(code));
  return (CLICK_ONE)(i >= 0 ? (i + 0.5) / codes.length : r);
}""".replace("CLICK_ONE", CLICK_ONE)

# The explanations of the legal moves no tooltip holds.
TIPS_EXPLAIN = """() => {
  const tips = [...document.querySelectorAll('[data-tip]')].map((el) => el.dataset.tip).join('\\n');
  return app.state.legal.map((o) => o.explains?.el).filter((text) => text && !tips.includes(text));
}"""


@pytest.mark.parametrize("game", sorted(registry.games()))
def test_no_english_word_shows_in_a_greek_tables_tooltips(browser: Browser, server: ServerProcess, game: str) -> None:
    """Every tooltip the first screen holds (the technology track's bonuses: "1 Σύμβουλος", not "1 advisor"),
    and a later decision's where a game has one (FURTHER), read word by word as the audit reads them: an English
    word of three letters or more, names aside."""
    page = open_table(browser, server, game, MOST_SEATS[game], lang="el")
    try:
        page.wait_for_function("app.drawn === app.since")
        results = [audit_game(page, seed=3, limit=1)]
        if game in FURTHER:
            there, towards = FURTHER[game]
            rng = random.Random(3)
            for _ in range(400):
                page.wait_for_function("app.drawn === app.since && app.state.legal.length > 0 && !app.sent")
                if page.evaluate(there):
                    break
                index = page.evaluate("app.state.log_index")
                assert page.evaluate(CLICK_TOWARDS, [towards, rng.random()]) in ("bar", "board", "menu")
                page.wait_for_function(f"app.since > {index} || !document.getElementById('error').hidden")
            else:
                pytest.fail(f"never reached {there}")
            # that decision's explanations are tooltips there (what the audit reads)
            assert page.evaluate(TIPS_EXPLAIN) == [], there
            results.append(audit_game(page, seed=3, limit=1))
        errors = list(page.errors)
    finally:
        page.context.close()
    assert [r["englishTips"] for r in results] == [{}] * len(results)
    assert [r["english"] for r in results] == [{}] * len(results)
    assert errors == []
