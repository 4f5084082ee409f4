"""The post-game review in the browser: from the end of a game to the bot's review of our seat (its
progress bar, then the chart and the three biggest mistakes in player words, English and Greek), and
from a decision to the board at that moment."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, WatchedPage, open_page, open_table, play_to_the_end

# The hard bot's budget: a review of a short Pebbles game takes a few seconds.
ITERATIONS = "300"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder = tmp_path_factory.mktemp("e2e-review")
    process = ServerProcess(f"sqlite:///{folder / 'agora.db'}", "--review-iterations", ITERATIONS).start()
    yield process
    process.stop()


def finished_table(
    browser: Browser, server: ServerProcess, game: str, seed: int, **options: Any,
) -> tuple[WatchedPage, str]:
    """A 2-player table of `game`, ours against a random bot, played to its end at random: its page and id."""
    page = open_table(browser, server, game, 2, bots="random", **options)
    play_to_the_end(page, random.Random(seed))
    return page, page.evaluate("app.tableId")


def test_a_finished_game_is_reviewed_with_progress_chart_and_mistakes(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    page, table_id = finished_table(browser, server, "pebbles", 3, rounds=5)
    page.click("#review-game")  # on the end sheet
    page.wait_for_url(f"**/table/{table_id}/review/0")
    expect(page.locator("#review-progress")).to_be_visible()
    expect(page.locator("#review-status")).to_be_visible()
    expect(page.locator("svg.chances")).to_be_visible(timeout=60_000)
    expect(page.locator("#review-running")).to_be_hidden()
    result = page.evaluate("app.review.result")
    decisions, mistakes = result["decisions"], result["mistakes"]
    # A mistake gave away a point or more (less would read as the same chance twice): see tests/research.
    assert len(decisions) > 5 and len(mistakes) == min(3, sum(d["loss"] > 0.0099 for d in decisions))
    assert mistakes, "a random player makes mistakes"
    # One point a decision on the chart, the mistakes numbered; one row a decision, the mistakes marked, each
    # with two chances that read differently.
    assert page.locator("svg.chances .point").count() == len(decisions)
    assert page.locator("svg.chances .point.mistake").count() == len(mistakes)
    marked = page.locator("#decisions tbody tr.mistake")
    assert marked.count() == len(mistakes)
    for row in marked.all():
        played, best = row.locator(".played-value").inner_text(), row.locator(".best-value").inner_text()
        assert played.endswith("%") and best.endswith("%") and played != best, (played, best)
    # How sure: a band about the played line (each value inside its margin), and what hidden information does.
    assert all(d["played_low"] <= d["played_value"] <= d["played_high"] for d in decisions)
    assert any(d["played_high"] - d["played_low"] > 0.01 for d in decisions)
    assert page.locator("svg.chances polygon.margin").count() == 1
    expect(page.locator("#review-sure")).to_contain_text("could not see")
    cards = page.locator("#mistakes li")
    assert cards.count() == len(mistakes)
    worst = next(d for d in decisions if d["step"] == mistakes[0])
    expect(cards.first).to_contain_text(f"The bot would have played “{worst['best']['labels']['en']}”")
    expect(cards.first).to_contain_text(f"played “{worst['played']['labels']['en']}”")
    # One column of chances for each move: named by the moment each judges, as the chart's legend names its lines.
    heads = page.locator("#decisions thead th")
    assert heads.all_inner_texts()[2:5:2] == ["Chance to win\nafter the move played",
                                              "Chance to win\nafter the bot's move"]
    page.screenshot(path=str(screenshots / "review-1280.png"), full_page=True)
    page.select_option("#lang", "el")
    expect(cards.first).to_contain_text(f"Το ρομπότ θα έπαιζε «{worst['best']['labels']['el']}»")
    assert heads.all_inner_texts()[2:5:2] == ["Πιθανότητα νίκης\nμετά την κίνηση που παίχτηκε",
                                              "Πιθανότητα νίκης\nμετά την κίνηση του ρομπότ"]
    expect(page.locator("#review-chart h3")).to_have_text("Πιθανότητα νίκης")
    expect(page.locator("#review-sure")).to_contain_text("δεν μπορούσε να δει")
    page.select_option("#lang", "en")
    # A point of the chart picks its row; a decision's link opens the replay before that move.
    page.locator(f"svg.chances .point[data-step='{mistakes[0]}']").click()
    expect(page.locator(f"#decisions tr[data-step='{mistakes[0]}']")).to_have_class("mistake picked")
    cards.first.get_by_role("link").click()
    page.wait_for_url(f"**/table/{table_id}?step={mistakes[0]}")
    page.wait_for_function(f"app.replay?.active && app.replay.step === {mistakes[0]}")
    expect(page.locator("#outcome")).not_to_be_visible()
    assert page.errors == []
    page.context.close()
    # A phone, a spectator (no seat here), the other seat: the review page offers every seat.
    phone = open_page(browser, server, f"/table/{table_id}/review/0", viewport=PHONE)
    expect(phone.locator("svg.chances")).to_be_visible()
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    phone.screenshot(path=str(screenshots / "review-390.png"), full_page=True)
    phone.locator("#seat-picker a").nth(1).click()
    phone.wait_for_url(f"**/table/{table_id}/review/1")
    expect(phone.locator("svg.chances")).to_be_visible(timeout=60_000)
    assert phone.errors == []
    phone.context.close()


def test_the_board_before_a_decision_is_drawn_on_the_review_page(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    # A short Relic Runners game (its round limit, an option for bots and tests, ends it after 2 rounds).
    page, table_id = finished_table(browser, server, "relic-runners", 5, round_limit=2)
    page.goto(f"{server.url}/table/{table_id}/review/0")
    board = page.locator("#review-board")
    expect(board.locator("svg.rr-map")).to_be_visible(timeout=60_000)
    result = page.evaluate("app.review.result")
    first = result["mistakes"][0] if result["mistakes"] else result["decisions"][0]["step"]
    # The worst mistake's board first, with the move played and the bot's; the replay's view of that moment.
    expect(board.locator(".review-board-frame")).to_have_attribute("data-step", str(first))
    shown = next(d for d in result["decisions"] if d["step"] == first)
    expect(board.locator(".board-head")).to_contain_text(shown["played"]["labels"]["en"])
    replay = server.http.get(f"/api/tables/{table_id}/replay/{first}").json()["view"]
    assert page.evaluate("app.shown.view") == replay
    page.screenshot(path=str(screenshots / "review-board-1280.png"), full_page=True)
    # A row of the list picks its decision's board; a board piece explains itself.
    other = next(d for d in result["decisions"] if d["step"] != first)
    page.locator(f"#decisions tr[data-step='{other['step']}'] td.played").click()
    expect(board.locator(".review-board-frame")).to_have_attribute("data-step", str(other["step"]))
    expect(board.locator(".board-head h3")).to_have_text(f"The board before decision {other['move']}")
    piece = board.locator("[data-tip]").first
    piece.dispatch_event("pointerover")
    expect(page.locator("#tip")).to_have_text(piece.get_attribute("data-tip") or "?")
    # The pointer can reach the tip (its "More" is a button), as at the table.
    assert page.evaluate("getComputedStyle(document.getElementById('tip')).pointerEvents") == "auto"
    page.select_option("#lang", "el")
    expect(board.locator(".board-head h3")).to_have_text(f"Το ταμπλό πριν από την απόφαση {other['move']}")
    assert page.errors == []
    # At 1280×800 the map fits its frame: nothing says it scrolls.
    assert page.locator("#review-board .pan-hint").count() == 0
    page.context.close()
    phone = open_page(browser, server, f"/table/{table_id}/review/0", viewport=PHONE)
    expect(phone.locator("#review-board svg.rr-map")).to_be_visible(timeout=60_000)
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # On a phone the map keeps a readable size, wider than the screen: it says it scrolls sideways (it was cut at
    # the right edge with no sign of more), a shade and an arrow at the edge with more beyond, which follow a swipe.
    expect(phone.locator("#review-board .pan-hint")).to_be_visible()
    expect(phone.locator("#review-board .pan-hint")).to_contain_text("swipe sideways")
    pan = phone.locator("#review-board .pan-wrap")
    expect(pan.locator(".pan-edge.right")).to_be_visible()
    expect(pan.locator(".pan-edge.left")).to_be_hidden()
    edge = pan.locator(".pan-edge.right").bounding_box()
    assert edge is not None and edge["x"] + edge["width"] <= PHONE["width"] + 0.5
    phone.screenshot(path=str(screenshots / "review-board-390.png"), full_page=True)
    pan.locator(":scope > :first-child").evaluate("(el) => { el.scrollLeft = el.scrollWidth; }")
    expect(pan.locator(".pan-edge.right")).to_be_hidden()
    expect(pan.locator(".pan-edge.left")).to_be_visible()
    assert phone.locator("#review-board svg.rr-map").bounding_box()["width"] > PHONE["width"]  # type: ignore[index]
    assert phone.errors == []
    phone.context.close()


# What a player of a Greek review page would find broken: the page wider than the screen, text past the screen's
# right edge outside a box that scrolls, the smallest text (px, an SVG text's as drawn), English words (ASCII words
# of 3 letters or more but the seats' and the game's names and the language picker's "Language") in the text, the
# tab's title and the accessible names, and a chart key that a line break parted from its words.
GREEK_REVIEW = """() => {
  const names = new Set(['agora', 'language', ...[app.info.title, ...Object.values(app.info.titles ?? {}),
    ...app.info.seats.map((seat) => seat.name)].flatMap((n) => String(n).toLowerCase().match(/[a-z]{3,}/g) ?? [])]);
  const english = (text) => (String(text ?? '').match(/[A-Za-z]{3,}/g) ?? [])
    .filter((w) => !names.has(w.toLowerCase()));
  const scrolls = (el) => { for (let a = el; a; a = a.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX) && a.scrollWidth > a.clientWidth) return true; }
    return false; };
  const found = { words: [], past: [], sizes: [] };
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!el || !n.textContent.trim() || el.closest('script, style')
        || !el.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const box = range.getBoundingClientRect();
    if (box.width < 1) continue;
    const ctm = el instanceof SVGElement ? el.getScreenCTM() : null;
    found.sizes.push(parseFloat(getComputedStyle(el).fontSize) * (ctm ? Math.hypot(ctm.a, ctm.b) : 1));
    if (box.right > innerWidth + 0.5 && !scrolls(el)) found.past.push(n.textContent.trim().slice(0, 40));
    found.words.push(...english(n.textContent).map((w) => `${w}: ${n.textContent.trim().slice(0, 50)}`));
  }
  found.words.push(...english(document.title).map((w) => `${w}: ${document.title}`));
  for (const el of document.querySelectorAll('[aria-label], [title], [data-tip]')) {
    for (const text of [el.getAttribute('aria-label'), el.getAttribute('title'), el.dataset.tip]) {
      found.words.push(...english(text).map((w) => `${w}: ${String(text).slice(0, 50)}`));
    }
  }
  // A key and the first line of the words after it.
  const parted = [...document.querySelectorAll('#review-chart .legend .key')].filter((key) => {
    const words = document.createRange();
    words.selectNodeContents(key.nextSibling);
    const line = words.getClientRects()[0], k = key.getBoundingClientRect();
    return !line || Math.abs((k.top + k.bottom) / 2 - (line.top + line.bottom) / 2) > line.height / 2;
  });
  return { width: document.documentElement.scrollWidth, smallest: Math.min(...found.sizes), words: found.words,
           past: found.past, parted: parted.length,
           keys: document.querySelectorAll('#review-chart .legend .key').length };
}"""


def test_a_greek_review_reads_whole_on_a_phone_and_a_laptop(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    """A Relic Runners review in Greek at 390×844 and 1280×800: nothing wider than the screen, no English word
    (the tab's title and the seat picker's name were), text at least 11 px, each chart key on its words' line (on a
    phone the dotted key ended the first line, its words on the next)."""
    page, table_id = finished_table(browser, server, "relic-runners", 5, round_limit=2)
    page.context.close()
    for viewport in (PHONE, DESKTOP):
        review = open_page(browser, server, "/", viewport=viewport)
        review.evaluate("localStorage.setItem('agora.lang', 'el')")
        review.goto(f"{server.url}/table/{table_id}/review/0")
        expect(review.locator("#review-board svg.rr-map")).to_be_visible(timeout=60_000)
        expect(review.locator("#review-chart h3")).to_have_text("Πιθανότητα νίκης")
        shown = review.evaluate(GREEK_REVIEW)
        assert shown["width"] <= viewport["width"] and shown["past"] == [], shown
        assert shown["words"] == [], shown["words"]
        assert shown["smallest"] >= 11, shown
        assert shown["keys"] == 4 and shown["parted"] == 0, shown
        assert review.title().startswith("Η ανάλυση του ρομπότ για: ann")
        review.screenshot(path=str(screenshots / f"review-el-{viewport['width']}.png"), full_page=True)
        assert review.errors == []
        review.context.close()


def test_an_unfinished_table_says_so_and_an_unknown_one_is_not_found(browser: Browser, server: ServerProcess) -> None:
    body = {"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "bot"}], "join_as": "ann"}
    table_id = server.http.post("/api/tables", json=body).json()["table"]["id"]
    page = open_page(browser, server, f"/table/{table_id}/review/0")
    expect(page.locator("#review-running")).to_contain_text("still being played")
    expect(page.locator("#review-chart")).to_be_hidden()
    page.goto(f"{server.url}/table/nosuchtable/review/0")
    expect(page.locator("#review-title")).to_have_text("There is no such table.")
    page.context.close()
