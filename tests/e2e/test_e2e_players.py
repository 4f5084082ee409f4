"""The players panel, a phone's board sections and the notice of your turn, in a real browser: every seat's
row in sight at six seats, a seat's mat on a click, sections switched on a phone, and the tab's title, icon
and chime when the turn comes."""

from __future__ import annotations

import random
from typing import Any

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import PHONE, join_second_seat, move, open_mats, open_table, rows_in_sight_since_our_last_turn, state

# Every row's box, the panel's visible box, and the smallest text of the rows (their marks, not the mats).
ROWS = """() => {
  const panel = document.getElementById('players').getBoundingClientRect();
  const rows = [...document.querySelectorAll('#players .seat-row')].map((row) => {
    const box = row.getBoundingClientRect();
    return { seat: Number(row.dataset.seat), top: box.top, bottom: box.bottom, left: box.left, right: box.right };
  });
  const sizes = [...document.querySelectorAll('#players .seat-row *')]
    .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
    .map((el) => parseFloat(getComputedStyle(el).fontSize));
  return { panel: { top: panel.top, bottom: panel.bottom, left: panel.left, right: panel.right }, rows,
           smallest: Math.min(...sizes), height: innerHeight };
}"""


def test_six_seats_are_all_in_sight_in_the_panel_and_a_click_opens_a_seats_mat(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, "historia", 6)
    page.wait_for_function("app.drawn === app.since")
    boxes: dict[str, Any] = page.evaluate(ROWS)
    panel = boxes["panel"]
    assert [row["seat"] for row in boxes["rows"]] == list(range(6))
    for row in boxes["rows"]:
        assert panel["top"] - 0.5 <= row["top"] and row["bottom"] <= panel["bottom"] + 0.5, (row, panel)
        assert panel["left"] - 0.5 <= row["left"] and row["right"] <= panel["right"] + 0.5, (row, panel)
    assert panel["bottom"] <= boxes["height"]
    assert boxes["smallest"] >= 12, boxes["smallest"]
    # The reader's own mat is open at first, and only it.
    expect(page.locator("#players .seat-mat")).to_have_count(1)
    expect(page.locator(".seat-card[data-seat='0'] .seat-mat")).to_be_visible()
    # A click on another row opens that seat's mat too; the choice holds when the page draws again.
    open_mats(page, 3)
    expect(page.locator(".seat-card[data-seat='3'] .seat-mat")).to_be_visible()
    expect(page.locator("#players .seat-mat")).to_have_count(2)
    page.evaluate("app.render()")
    page.wait_for_timeout(100)
    expect(page.locator(".seat-card[data-seat='3'] .seat-mat")).to_be_visible()
    # Every row stays in sight with two mats open, each mat scrolling on its own if it must.
    boxes = page.evaluate(ROWS)
    assert all(row["bottom"] <= boxes["panel"]["bottom"] + 0.5 for row in boxes["rows"]), boxes
    # Enter on a focused row closes its mat, and the row keeps the focus through the redraw.
    page.focus(".seat-row[data-seat='3']")
    page.keyboard.press("Enter")
    expect(page.locator(".seat-card[data-seat='3'] .seat-mat")).to_have_count(0)
    expect(page.locator(".seat-row[data-seat='3']")).to_have_attribute("aria-expanded", "false")
    expect(page.locator(".seat-row[data-seat='3']")).to_be_focused()
    expect(page.locator("#players .seat-mat")).to_have_count(1)
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize(("game", "players"), [("historia", 6), ("ancient-world", 4)])
def test_every_row_stays_in_sight_with_since_your_last_turn_up(
    browser: Browser, server: ServerProcess, game: str, players: int
) -> None:
    # The list of the others' moves sits in the side column too: it takes no row's room at the most seats.
    page = open_table(browser, server, game, players)
    shown = rows_in_sight_since_our_last_turn(page, random.Random(3))
    assert shown["seats"] == list(range(players)), shown
    assert shown["onScreen"] == ["board-frame", "actions-bar", "since"], shown
    assert shown["smallest"] >= 12, shown
    assert page.errors == []
    page.context.close()


def test_bot_reads_greek_on_a_greek_page(browser: Browser, server: ServerProcess) -> None:
    page = open_table(browser, server, "relic-runners", 3, lang="el")
    page.wait_for_function("app.drawn === app.since")
    expect(page.locator(".seat-card[data-seat='1'] .bot-badge")).to_have_text("Ρομπότ · τυχαίο")
    assert "Bot" not in page.locator("#players").inner_text()
    page.context.close()


# Sections as a board module draws them on a phone, one of them holding the places of legal actions: the shell
# gives them a tab strip and shows one. Drawn into the real page so that the shell's styles apply.
SECTIONS = """async (lit) => {
  const { showSections } = await import('/static/table/sections.js');
  const root = document.createElement('div');
  root.id = 'sections-check';
  root.innerHTML = '<div class="board-sections">'
    + ['map', 'matrix', 'cards'].map((id) => `<div data-section="${id}" data-section-label="${id} words">`
      + `<span data-target="${id}-place" class="${id === lit ? 'selectable' : ''}">${id}</span></div>`).join('')
    + '</div>';
  document.getElementById('sections-check')?.remove();
  document.body.append(root);
  showSections(root);
  const shown = [...root.querySelectorAll('[data-section]')].filter((p) => getComputedStyle(p).display !== 'none');
  const tabs = [...root.querySelectorAll('.section-tabs [role=tab]')];
  return { tabs: tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')]),
           shown: shown.map((p) => p.dataset.section),
           marked: tabs.filter((t) => t.classList.contains('has-choice')).map((t) => t.dataset.sectionTab) };
}"""


def test_a_phones_board_sections_show_one_at_a_time_and_follow_the_decision(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, "pebbles", 2, viewport=PHONE)
    page.wait_for_function("app.drawn === app.since")
    first: dict[str, Any] = page.evaluate(SECTIONS, "")
    assert first["shown"] == ["map"] and first["marked"] == []
    assert first["tabs"] == [["map words", "true"], ["matrix words", "false"], ["cards words", "false"]]
    # A decision whose places are on the cards: the cards are shown, their tab marked.
    lit: dict[str, Any] = page.evaluate(SECTIONS, "cards")
    assert lit["shown"] == ["cards"] and lit["marked"] == ["cards"]
    # The reader looks at the matrix: drawn again for the same decision, the matrix stays.
    page.click("#sections-check [data-section-tab=matrix]")
    assert page.evaluate("[...document.querySelectorAll('#sections-check [data-section]')]"
                         ".filter((p) => !p.hidden).map((p) => p.dataset.section)") == ["matrix"]
    assert page.evaluate(SECTIONS, "cards")["shown"] == ["matrix"]
    # A new decision on the map: the map is shown by itself.
    assert page.evaluate(SECTIONS, "map")["shown"] == ["map"]
    tabs = page.eval_on_selector_all("#sections-check .section-tabs button", "els => els.map((e) => e.offsetHeight)")
    assert min(tabs) >= 40, tabs
    assert page.errors == []
    page.context.close()


CHIMES = "import('/static/table/notify.js').then((m) => m.chimes)"


def test_the_tab_title_icon_and_chime_tell_the_turn_and_the_sound_setting_is_kept(
    browser: Browser, server: ServerProcess
) -> None:
    ann, bob = join_second_seat(browser, server, "pebbles")
    for page in (ann, bob):
        page.click("#status")  # a first click: browsers play no sound before one
    rng = random.Random(5)
    # Pebbles opens with a choice made at once by both; then the seats take turns.
    while True:
        index = max(state(ann)["log_index"], state(bob)["log_index"])
        for page in (ann, bob):
            page.wait_for_function(f"app.since >= {index} && app.drawn === app.since && !app.sent")
        ours = [page for page in (ann, bob) if state(page)["legal"]]
        if len(ours) == 1:
            break
        move(ours[0], rng)
    mover, waiter = (ann, bob) if ours[0] is ann else (bob, ann)
    assert waiter.title() == "Pebbles — Agora" and mover.title() == "▶ Your turn — Pebbles — Agora"
    assert not (waiter.get_attribute("link[rel=icon]", "href") or "").startswith("data:image/svg")
    assert (mover.get_attribute("link[rel=icon]", "href") or "").startswith("data:image/svg+xml")
    chimed = waiter.evaluate(CHIMES)
    while not state(waiter)["legal"]:
        move(mover, rng)
        waiter.wait_for_function(f"app.since >= {state(mover)['log_index']} && app.drawn === app.since")
    expect(waiter).to_have_title("▶ Your turn — Pebbles — Agora")
    assert (waiter.get_attribute("link[rel=icon]", "href") or "").startswith("data:image/svg+xml")
    assert waiter.evaluate(CHIMES) == chimed + 1
    # Drawn again while it stays the reader's turn: no second chime.
    waiter.evaluate("app.render()")
    waiter.wait_for_timeout(100)
    assert waiter.evaluate(CHIMES) == chimed + 1
    # The mover's tab is back to the table's plain title.
    expect(mover).to_have_title("Pebbles — Agora")
    # The sound is on by default; switched off, it stays off after a reload.
    toggle = waiter.locator("#sound-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    waiter.reload()
    waiter.wait_for_function("window.app && app.state !== null && app.drawn === app.since")
    expect(waiter.locator("#sound-toggle")).to_have_attribute("aria-pressed", "false")
    assert waiter.evaluate("localStorage.getItem('agora.sound')") == "off"
    assert ann.errors == [] and bob.errors == []
    ann.context.close()
    bob.context.close()
