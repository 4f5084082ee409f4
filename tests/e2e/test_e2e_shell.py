"""The table shell every game shares: one screen with its regions in view on a laptop and on a phone, others'
moves told as they come, "since your last turn", the players panel, and the end of the game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ViewportSize, expect
from serverproc import ServerProcess
from table import (
    DESKTOP,
    PHONE,
    WatchedPage,
    in_first_screen,
    join_second_seat,
    move,
    open_table,
    play_to_the_end,
    redraws_while_idle,
    state,
)

from agora.core import registry

REGIONS = ("status", "board", "players", "log", "actions")


@pytest.mark.parametrize("game", sorted(registry.games()))
def test_a_table_is_one_screen_with_every_region_in_view_on_a_laptop(
    browser: Browser, server: ServerProcess, screenshots: Path, game: str
) -> None:
    page = open_table(browser, server, game, 3)
    page.wait_for_function("app.drawn === app.since")
    for region in REGIONS:
        assert in_first_screen(page, f"[data-part={region}]"), region
    # No page scroll: the board takes what the other regions leave, and it is most of the screen.
    assert page.evaluate("document.documentElement.scrollHeight") <= DESKTOP["height"]
    board = page.locator("[data-part=board]").bounding_box()
    assert board is not None and board["width"] * board["height"] > 0.4 * DESKTOP["width"] * DESKTOP["height"]
    # And the page comes to rest: nothing new, nothing drawn again (a board that fitted its frame only without
    # the zoom buttons' room once redrew it without end).
    assert redraws_while_idle(page) <= 1
    page.screenshot(path=str(screenshots / f"shell-{game}-1280.png"))
    assert page.errors == []
    page.context.close()


# Whether the players panel and every open mat show all they hold (nothing scrolled out of sight).
WHOLE = """() => [document.getElementById('players'), ...document.querySelectorAll('#players .seat-mat')]
  .map((el) => [el.id || el.className, el.scrollHeight - el.clientHeight])"""


@pytest.mark.parametrize(("game", "players"), [(game, count) for game in sorted(registry.games())
                                                for count in (2, registry.games()[game].describe()["options"]
                                                              ["players"]["maximum"])])
def test_on_a_laptop_the_players_and_their_mats_are_whole_and_the_chat_and_the_log_share_a_box(
    browser: Browser, server: ServerProcess, game: str, players: int
) -> None:
    page = open_table(browser, server, game, players)
    page.wait_for_function("app.drawn === app.since")
    # The players panel and the reader's open mat whole in the first screen (Relic Runners' mat was cut at
    # its last row by the chat under it).
    assert in_first_screen(page, "#players")
    expect(page.locator("#players .seat-mat")).to_have_count(1)
    cut = [(part, hidden) for part, hidden in page.evaluate(WHOLE) if hidden > 1]
    assert cut == []
    # The log at first, the chat one click away on its tab, and the log one click back.
    assert in_first_screen(page, "#log-box") and page.locator("#chat-box").is_hidden()
    expect(page.locator("#tab-players")).to_be_hidden()
    page.click("#tab-chat")
    assert in_first_screen(page, "#chat-box") and page.locator("#log-box").is_hidden()
    expect(page.locator("#tab-chat")).to_have_attribute("aria-selected", "true")
    assert in_first_screen(page, "#players")
    page.click("#tab-log")
    assert in_first_screen(page, "#log-box") and page.locator("#chat-box").is_hidden()
    # The keyboard: one tab stop for the strip, the arrow keys choose along it.
    page.focus("#tab-log")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#tab-chat")).to_be_focused()
    expect(page.locator("#chat-box")).to_be_visible()
    page.keyboard.press("ArrowRight")
    expect(page.locator("#log-box")).to_be_visible()
    assert page.evaluate("[...document.querySelectorAll('.side-tabs button')].map((b) => b.tabIndex)") == [-1, -1, 0]
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("game", sorted(registry.games()))
def test_on_a_phone_the_board_status_actions_and_every_seat_stay_on_screen(
    browser: Browser, server: ServerProcess, screenshots: Path, game: str
) -> None:
    most = registry.games()[game].describe()["options"]["players"]["maximum"]
    page = open_table(browser, server, game, most, viewport=PHONE)
    page.wait_for_function("app.drawn === app.since && app.state.legal.length > 0")
    for region in ("status", "seats", "board", "actions", "players"):
        assert in_first_screen(page, f"[data-part={region}]"), region
    # Every seat's chip (shape, initial, score, whose turn) in the first screen, over the board, not on it.
    strip, board = page.locator("#seat-strip").bounding_box(), page.locator("#board-frame").bounding_box()
    assert strip is not None and board is not None and strip["y"] + strip["height"] <= board["y"]
    view = state(page)
    for seat in range(most):
        chip = f"#seat-strip [data-seat='{seat}']"
        assert in_first_screen(page, chip), seat
        assert ("to-act" in (page.locator(chip).get_attribute("class") or "")) == (seat in view["to_act"]), seat
        score = page.evaluate(f"app.board.module.score?.(app.state.view, {seat})")
        if score is not None:
            expect(page.locator(f"{chip} .chip-score")).to_have_text(str(score))
    # A chip opens the players tab at that seat's mat.
    page.click("#tab-log")
    page.click(f"#seat-strip [data-seat='{most - 1}']")
    assert in_first_screen(page, f".seat-card[data-seat='{most - 1}'] .seat-row")
    expect(page.locator(f".seat-card[data-seat='{most - 1}'] .seat-mat")).to_be_visible()
    assert page.locator("[data-part=log]").is_hidden()
    page.click("#tab-log")
    assert in_first_screen(page, "[data-part=log]") and page.locator("[data-part=players]").is_hidden()
    # Tap targets: every button a player taps is at least 40 px high.
    heights = page.eval_on_selector_all("#actions button, .side-tabs button, .seat-chip",
                                        "els => els.map((e) => e.offsetHeight)")
    assert heights and min(heights) >= 40, heights
    page.screenshot(path=str(screenshots / f"shell-{game}-390.png"))
    assert page.errors == []
    page.context.close()


def test_others_moves_are_told_as_they_come_and_summed_up_when_it_is_your_turn(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, "pebbles", 2, bots="random", rounds=3)
    # Pebbles: ending our turn hands it to the bot, whose moves come as toasts and, when we are to move
    # again, as the "since your last turn" list.
    ready = "app.drawn === app.since && app.state.legal.length > 0 && !app.sent"
    page.wait_for_function(ready)
    while not page.locator("button[data-code=end]").count():
        move(page, random.Random(4))
        page.wait_for_function(ready)
    page.click("button[data-code=end]")
    # The newest toast is shown (beside the board, in the row of the status bar), the one before it hidden.
    expect(page.locator(".toast").last).to_be_visible()
    expect(page.locator(".toast").last).to_contain_text("Hermes")
    assert page.locator(".toast").count() <= 2
    page.wait_for_function(ready)
    expect(page.locator("#since")).to_be_visible()
    expect(page.locator("#since")).to_contain_text("Since your last turn")
    expect(page.locator("#since li").first).to_contain_text("Hermes")
    told = page.locator("#since").inner_text()
    # Once we act the list starts again: what it told is not told twice.
    move(page, random.Random(5))
    page.wait_for_function("app.drawn === app.since")
    assert page.locator("#since").is_hidden() or page.locator("#since").inner_text() != told
    page.context.close()


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_since_your_last_turn_is_seen_with_the_chat_tab_open(
    browser: Browser, server: ServerProcess, screenshots: Path, size: ViewportSize
) -> None:
    # The list lay in the log's box: a player reading the chat when their turn came never saw it.
    page = open_table(browser, server, "pebbles", 2, bots="random", viewport=size, rounds=3)
    ready = "app.drawn === app.since && app.state.legal.length > 0 && !app.sent"
    page.wait_for_function(ready)
    page.click("#tab-chat")
    expect(page.locator("#chat-box")).to_be_visible()
    while not page.locator("button[data-code=end]").count():
        move(page, random.Random(4))
        page.wait_for_function(ready)
    page.click("button[data-code=end]")
    page.wait_for_function(ready)
    expect(page.locator("#chat-box")).to_be_visible()  # the reader's tab stays theirs
    expect(page.locator("#since li").first).to_contain_text("Hermes")
    assert in_first_screen(page, "#since")
    # and the chat's form stays in its box, over the action bar (on a phone the board gives the chat room)
    form, box, bar = (page.locator(f"#{part}").bounding_box() for part in ("chat-form", "chat-box", "actions-bar"))
    assert form is not None and box is not None and bar is not None
    assert form["y"] + form["height"] <= box["y"] + box["height"] + 1
    if size == PHONE:  # the action bar under the side column
        assert form["y"] + form["height"] <= bar["y"] + 1
    page.screenshot(path=str(screenshots / f"since-with-chat-{size['width']}.png"))
    page.context.close()


def test_the_players_panel_shows_each_seat_and_whose_turn_it_is(browser: Browser, server: ServerProcess) -> None:
    page = open_table(browser, server, "pebbles", 3, bots="hard", rounds=1)
    page.wait_for_function("app.drawn === app.since")
    cards = page.locator("#players .seat-card")
    expect(cards).to_have_count(3)
    expect(cards.nth(0)).to_contain_text("ann")
    expect(cards.nth(0)).to_contain_text("(you)")
    expect(cards.nth(1)).to_contain_text("Hermes")
    expect(cards.nth(1)).to_contain_text("Bot · hard")
    # Our seat's socket is open: it shows as connected; bots always are.
    assert cards.nth(0).locator(".presence").get_attribute("data-online") == "true"
    to_act = page.evaluate("app.state.to_act")
    assert to_act
    for seat in range(3):
        marked = "to-act" in (cards.nth(seat).get_attribute("class") or "").split()
        assert marked == (seat in to_act), seat
    page.context.close()


def test_the_end_names_the_winner_and_offers_the_replay_and_the_lobby(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    play_to_the_end(page, random.Random(8))
    outcome = page.evaluate("app.state.outcome")
    names = ["ann", "Hermes"]
    winners = [names[seat] for seat in outcome["winners"]]
    expect(page.locator("#winner")).to_contain_text(winners[0])
    # The sheet's total row holds every seat's final score, the winner's first.
    totals = page.locator("#scores tr.total td").all_inner_texts()
    assert sorted(map(int, totals), reverse=True) == sorted(outcome["scores"], reverse=True)
    assert int(totals[0]) == max(outcome["scores"])
    expect(page.locator("#back-to-lobby")).to_have_attribute("href", "/")
    page.screenshot(path=str(screenshots / "shell-outcome.png"))
    page.click("#watch-replay")
    page.wait_for_function("app.replay.view !== null")
    expect(page.locator("#status-text")).to_contain_text("Replay")
    # The status bar keeps the winner once the sheet is closed.
    page.click("#replay-live")
    expect(page.locator("#status-text")).to_contain_text(winners[0])
    page.context.close()


# ---- nothing covers a choice; forced moves; the keyboard -----------------------------------------------

READY = "app.drawn === app.since && app.state.legal.length > 0 && !app.sent"

# The overlays (toasts, the tooltip, "since your last turn", a menu) that lie over a lit place or an open
# menu now, each as "overlay → what it covers": what one can see of each (a scrolled map clips its places).
OVERLAPS = """() => {
  const seen = (e) => {
    let r = e.getBoundingClientRect();
    r = { left: Math.max(0, r.left), top: Math.max(0, r.top), right: Math.min(innerWidth, r.right),
          bottom: Math.min(innerHeight, r.bottom) };
    for (let a = e.parentElement; a; a = a.parentElement) {
      if (getComputedStyle(a).overflow === 'visible') continue;
      const c = a.getBoundingClientRect();
      r = { left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right),
            bottom: Math.min(r.bottom, c.bottom) };
    }
    return r;
  };
  const shown = (sel) => [...document.querySelectorAll(sel)].filter((e) => !e.closest('[hidden]'))
    .map((e) => [e, seen(e)]).filter(([e, r]) => r.right - r.left > 0 && r.bottom - r.top > 0
      && getComputedStyle(e).display !== 'none' && getComputedStyle(e).visibility !== 'hidden');
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1
    && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const choices = shown('.selectable, .choice-menu');
  const found = [];
  for (const [e, r] of shown('.toast, #tip, #since, .choice-menu')) {
    for (const [f, q] of choices) {
      if (f === e || e.contains(f) || f.contains(e) || !meet(r, q)) continue;
      found.push(`${e.className || e.id} → ${f.dataset.target ?? f.className}`);
    }
  }
  return found;
}"""


def pebbles_turn(page: WatchedPage) -> None:
    """Play Pebbles' secret pick, so that the turn of taking pebbles (take / end) is ours."""
    page.wait_for_function(READY)
    page.click("#actions button[data-code='pick 1']")
    page.wait_for_function(READY + " && app.state.legal.some((o) => o.code === 'take')")


@pytest.mark.parametrize(("lang", "words"), [("en", "Only one choice"), ("el", "Μόνο μία επιλογή")])
def test_a_forced_move_is_taken_for_the_player_and_the_log_says_so(
    browser: Browser, server: ServerProcess, lang: str, words: str
) -> None:
    page = open_table(browser, server, "pebbles", 2, rounds=1, lang=lang)
    pebbles_turn(page)
    # Two pebbles taken, ending the turn is all that is left: the shell ends it.
    for _ in range(2):
        index = state(page)["log_index"]
        page.click("#actions button[data-code=take]")
        page.wait_for_function(f"app.since > {index}")
    note = page.locator("#log li.note")
    expect(note).to_have_count(1)
    expect(note).to_contain_text(words)
    ended = "Τέλος του γύρου σου" if lang == "el" else "End your turn"
    expect(note).to_contain_text(ended)
    page.wait_for_function("app.state.status === 'finished' || app.state.legal.every((o) => o.code !== 'end')")
    assert page.errors == []
    page.context.close()


def test_with_confirm_forced_moves_on_the_only_move_waits_for_the_click(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    page.wait_for_function(READY)
    # The setting is in the help dialog ("?" opens it), kept in this browser.
    page.keyboard.press("?")
    expect(page.locator("#how")).to_be_visible()
    page.check("#confirm-forced")
    page.keyboard.press("Escape")
    assert page.evaluate("localStorage.getItem('agora.confirmForced')") == "1"
    pebbles_turn(page)
    for _ in range(2):
        index = state(page)["log_index"]
        page.click("#actions button[data-code=take]")
        page.wait_for_function(f"app.since > {index}")
    page.wait_for_function(READY)
    page.wait_for_timeout(300)
    assert [offer["code"] for offer in state(page)["legal"]] == ["end"]
    expect(page.locator("#log li.note")).to_have_count(0)
    page.click("#actions button[data-code=end]")
    page.wait_for_function("app.state.legal.every((o) => o.code !== 'end')")
    assert page.errors == []
    page.context.close()


def test_the_focus_stays_on_the_same_action_when_a_move_of_another_seat_redraws_the_table(
    browser: Browser, server: ServerProcess
) -> None:
    ann, bob = join_second_seat(browser, server, "pebbles")
    ann.wait_for_function(READY)
    # Ann tabs to "pick 2"; then bob's pick comes, and the whole table is drawn again under her focus.
    ann.focus("#actions button[data-code='pick 1']")
    ann.keyboard.press("Tab")
    assert ann.evaluate("document.activeElement.dataset.code") == "pick 2"
    index = state(ann)["log_index"]
    bob.wait_for_function(READY)
    bob.click("#actions button[data-code='pick 3']")
    ann.wait_for_function(f"app.since > {index} && app.drawn === app.since")
    assert ann.evaluate("document.activeElement.dataset.code") == "pick 2"
    ann.keyboard.press("Enter")
    ann.wait_for_function("app.state.view.last_picks.length > 0")
    assert state(ann)["view"]["last_picks"] == [2, 3]
    assert ann.errors == [] and bob.errors == []
    ann.context.close()
    bob.context.close()


def test_the_e_key_ends_the_turn(browser: Browser, server: ServerProcess) -> None:
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    pebbles_turn(page)
    expect(page.locator("#actions button[data-code=end] kbd")).to_have_text("E")
    index = state(page)["log_index"]
    page.keyboard.press("e")
    page.wait_for_function(f"app.since > {index}")
    kinds = page.evaluate("app.log.entries.map((e) => [e.event.kind, e.event.seat])")
    assert ["ended", 0] in kinds
    assert page.errors == []
    page.context.close()


def test_the_keyboards_place_survives_the_players_own_move(browser: Browser, server: ServerProcess) -> None:
    # Sending a move draws the bar disabled, which drops the focus; the answer's redraw gives it back.
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    pebbles_turn(page)
    page.focus("#actions button[data-code=take]")
    index = state(page)["log_index"]
    page.keyboard.press("Enter")
    page.wait_for_function(f"app.since > {index} && {READY}")
    assert page.evaluate("document.activeElement.dataset.code") == "take"
    assert page.errors == []
    page.context.close()


def test_a_move_that_gets_no_answer_starts_the_socket_afresh_and_lights_the_choices_again(
    browser: Browser, server: ServerProcess
) -> None:
    # The server drops, unanswered, what a socket sends in a flood's wake; here the page's next frame is lost.
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    pebbles_turn(page)
    index = state(page)["log_index"]
    page.evaluate("""() => { window.lostOn = app.socket;
        app.socket.send = () => { delete app.socket.send; }; }""")
    page.click("#actions button[data-code=take]")
    assert page.evaluate("app.sent") is True
    page.wait_for_function(f"app.socket !== window.lostOn && {READY}", timeout=20_000)
    assert state(page)["log_index"] == index  # the lost move was not played
    page.click("#actions button[data-code=take]")
    page.wait_for_function(f"app.since > {index}")
    assert page.errors == []
    page.context.close()


def test_a_tooltip_waits_for_a_hover_and_never_opens_on_a_menu_lines_focus(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    pebbles_turn(page)
    tip = page.locator("#tip")
    page.mouse.move(5, 5)  # the click that picked: after it no tip opens until the pointer moves on
    # When the pointer came over the button and when the tip showed, in the page's clock (a sleep here and a
    # look after it would measure the test's own pace on a loaded machine).
    page.evaluate("""() => {
      const tip = document.getElementById("tip");
      window.hoverTimes = {};
      document.querySelector("#actions button[data-code=take]").addEventListener("pointerover",
        (e) => { window.hoverTimes.over ??= e.timeStamp; });
      new MutationObserver(() => { if (!tip.hidden) window.hoverTimes.shown ??= performance.now(); })
        .observe(tip, { attributes: true, attributeFilter: ["hidden"] });
    }""")
    page.hover("#actions button[data-code=take]")
    expect(tip).to_be_visible()
    times = page.evaluate("window.hoverTimes")
    assert times["shown"] - times["over"] >= 390, times  # the hover delay (tips.js: 400 ms)
    expect(tip).to_contain_text("One more point")
    index = state(page)["log_index"]
    page.mouse.down()  # a click closes it (and takes a pebble)
    expect(tip).to_be_hidden()
    page.mouse.up()
    page.mouse.move(5, 5)
    expect(tip).to_be_hidden()
    page.wait_for_function(f"app.since > {index} && {READY}")
    # The keyboard's focus on an action button opens its tip (after the delay; a state pushed meanwhile
    # redraws the bar and closes it, so a few tries)...
    for _ in range(3):
        page.focus("#actions button[data-code=end]")
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("document.activeElement.dataset.code") == "take"
        page.wait_for_timeout(700)
        if tip.is_visible():
            break
    expect(tip).to_contain_text("One more point")
    # ...but not on a line of a menu (of actions sharing a place): it would cover the lines under it.
    page.evaluate("""() => app.board.openMenu("x", app.state.legal.map((o) => ({ ...o,
        explains: { en: "a rule that would hide the line under it" } })), [40, 40])""")
    assert page.evaluate("document.activeElement.getAttribute('role')") == "menuitem"
    expect(tip).to_be_hidden()
    page.wait_for_timeout(700)
    expect(tip).to_be_hidden()
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])
def test_no_toast_tooltip_or_box_covers_a_lit_place_at_any_decision(
    browser: Browser, server: ServerProcess, viewport: ViewportSize
) -> None:
    page = open_table(browser, server, "relic-runners", 2, viewport=viewport)
    rng = random.Random(11)
    decisions, covered = 0, []
    while decisions < 30 and state(page)["status"] != "finished":
        page.wait_for_function(READY + " || app.state.status === 'finished'")
        if state(page)["status"] == "finished":
            break
        # A player's pointer rests on a lit place a moment, reading its tooltip, before choosing.
        place = page.locator(".selectable").first
        if place.count() and place.is_visible():
            place.hover()
            page.wait_for_timeout(450)
        # ...while the latest moves are told (a toast as tall as they come: two lines and a note of the shell's).
        page.evaluate("app.log.toast(app.log.entries.slice(-3), { at: 0, offer: app.state.legal[0] })")
        decisions += 1
        covered += [f"decision {decisions}: {found}" for found in page.evaluate(OVERLAPS)]
        move(page, rng)
    assert decisions >= 15
    assert covered == []
    assert page.errors == []
    page.context.close()


# Lit places over all the phone's screen but a band of `free` px at its top (where the header is): the pointer
# still reaches the board under them.
CROWD = """(free) => {
  document.getElementById('crowd')?.remove();
  const crowd = Object.assign(document.createElement('div'), { id: 'crowd', className: 'selectable' });
  crowd.style.cssText = `position: fixed; left: 0; right: 0; top: ${free}px; bottom: 0; pointer-events: none`;
  document.body.append(crowd);
}"""


def test_a_tip_with_no_clear_place_shortens_else_stays_shut_rather_than_cover_a_choice(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, "relic-runners", 2, viewport=PHONE)
    page.wait_for_function(READY)
    tip = page.locator("#tip")
    place = page.locator(".selectable[data-target]").first
    # Three paragraphs of two lines each on a phone: the first alone and "More" take about 80 px, all three 130.
    lines = [f"{word} line, long enough to take two of a phone's lines in a tip: a b c d e f g."
             for word in ("First", "Second", "Third")]
    place.evaluate("(e, tip) => { e.dataset.tip = tip; e.dataset.tipRule = ''; }", "\n".join(lines))
    # Room for the first only: the tip shows it there, the rest behind "More".
    page.evaluate(CROWD, 100)
    place.hover()
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("First line")
    expect(tip).not_to_contain_text("Second line")
    expect(tip.locator(".tip-more")).to_have_text("More")
    box = tip.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 100, box
    assert page.evaluate(OVERLAPS) == []
    page.mouse.move(5, 400)
    expect(tip).to_be_hidden()
    # No room at all: a tip the pointer merely passes over stays shut.
    page.evaluate(CROWD, 10)
    place.hover()
    page.wait_for_timeout(700)
    expect(tip).to_be_hidden()
    assert page.errors == []
    page.context.close()


def test_on_a_phone_a_toast_never_lies_over_a_lit_place_of_a_page_scrolled_under_the_header(
    browser: Browser, server: ServerProcess
) -> None:
    # The page of a phone does not scroll, but a focus or a mat brought into sight scrolls it when its parts
    # overflow for a moment: here it is made longer, and scrolled so that a lit place of the board comes up
    # to the screen's top edge, where the toasts used to lie (fixed to the screen, over the header).
    page = open_table(browser, server, "relic-runners", 2, viewport=PHONE)
    page.wait_for_function(READY)
    lifted = page.evaluate("""() => {
        document.body.append(Object.assign(document.createElement('div'), { style: 'height: 2000px; flex: none' }));
        const place = [...document.querySelectorAll('.selectable')].find((el) => el.getBoundingClientRect().height > 0);
        document.scrollingElement.scrollTop += place.getBoundingClientRect().top - 12;
        return place.getBoundingClientRect().top;
    }""")
    assert lifted < 20
    page.evaluate("app.log.toast(app.log.entries.slice(-3), { at: 0, offer: app.state.legal[0] })")
    expect(page.locator("#toasts .toast").last).to_be_attached()
    assert page.evaluate(OVERLAPS) == []
    # Wherever the toasts come to lie over a lit place (here moved onto one), they step aside.
    page.evaluate("document.scrollingElement.scrollTop = 0")
    page.evaluate("""() => { const toasts = document.getElementById('toasts');
        const place = [...document.querySelectorAll('.selectable')].find((el) => el.getBoundingClientRect().height > 0);
        toasts.style.top = `${place.getBoundingClientRect().top + window.scrollY}px`; }""")
    page.evaluate("app.log.toast(app.log.entries.slice(-1))")
    expect(page.locator("#toasts")).to_have_class("toasts aside")
    assert page.evaluate(OVERLAPS) == []
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_menu_of_actions_sharing_a_place_opens_over_no_other_lit_place(
    browser: Browser, server: ServerProcess, viewport: ViewportSize
) -> None:
    # Relic Runners' first move lights several trails close together; a menu opened at the pointer on one of them
    # (as when several actions share a place) used to open right there, over its neighbours. On a laptop it finds
    # a clear spot; a phone's small frame may have none, and then it covers less than at the pointer.
    page = open_table(browser, server, "relic-runners", 2, viewport=viewport)
    page.wait_for_function(READY)
    found = page.evaluate("""() => {
      const lit = [...document.querySelectorAll('#board .selectable')]
        .filter((el) => el.getBoundingClientRect().width > 0);
      const owner = lit[0], box = owner.getBoundingClientRect();
      const x = box.left + box.width / 2, y = box.top + box.height / 2;
      app.board.choose(app.state.legal, { currentTarget: owner, clientX: x, clientY: y });
      const menu = document.querySelector('.choice-menu').getBoundingClientRect();
      const frame = document.getElementById('board-frame').getBoundingClientRect();
      // The area of the other lit places (as far as the frame shows them) a box at (left, top) covers.
      const others = lit.filter((el) => el !== owner).map((el) => el.getBoundingClientRect());
      const area = (left, top) => others.reduce((sum, r) => {
        const w = Math.min(left + menu.width, r.right, frame.right) - Math.max(left, r.left, frame.left);
        const h = Math.min(top + menu.height, r.bottom, frame.bottom) - Math.max(top, r.top, frame.top);
        return sum + (w > 0 && h > 0 ? w * h : 0);
      }, 0);
      const clamp = (v, lo, hi) => Math.max(lo, Math.min(v, hi));
      return { lit: lit.length, covered: area(menu.left, menu.top),
               atPointer: area(clamp(x, frame.left, frame.right - menu.width),
                               clamp(y, frame.top, frame.bottom - menu.height)),
               inside: menu.left >= frame.left && menu.right <= frame.right + 1 && menu.top >= frame.top
                 && menu.bottom <= frame.bottom + 1 };
    }""")
    assert found["lit"] >= 2 and found["inside"], found
    if viewport == DESKTOP:
        assert found["covered"] == 0, found
    else:
        assert found["covered"] <= found["atPointer"], found
    assert page.locator(".choice-menu button").first.evaluate("(el) => el === document.activeElement")
    assert page.errors == []
    page.context.close()
