"""Relic Runners on the table shell, in chromium at 1280×800 and 390×844: the jungle map drawn from the view,
whole games against bots played by clicking the map, the explorers' boards and the action bar only, no
internal id anywhere a player reads, the winner named, and nothing of one seat's secrets in another's page."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, FloatRect, Page, ViewportSize, expect
from serverproc import ServerProcess
from table import (
    DESKTOP,
    PHONE,
    in_first_screen,
    join_second_seat,
    move,
    open_mats,
    open_table,
    play_to_the_end,
    rows_in_sight_since_our_last_turn,
    state,
)

from agora.games.relic_runners import GAME

GAME_NAME = "relic-runners"
ID = re.compile(r"\b(?:t|ru|te)\d+\b")  # the data's ids of trails, ruins and temples
READY = "app.drawn === app.since && ((app.state.legal.length > 0 && !app.sent) || app.state.status === 'finished')"

# Everything of the page a player may read: its text (the SVG's and hidden panels' too) and every tooltip and
# accessible name.
SHOWN = """() => [document.body.textContent,
  ...[...document.querySelectorAll('[data-tip], [aria-label], [title]')].flatMap((el) =>
    [el.dataset.tip ?? '', el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? ''])].join('\\n')"""
# The legal actions that have a place on the board but are offered otherwise (as a button) or not at all.
OFF_THE_BOARD = """() => app.state.legal.filter((o) => o.target !== null).filter((o) =>
  document.querySelector(`#actions button.action[data-code="${CSS.escape(o.code)}"]`)
  || !document.querySelector(`.selectable[data-target="${CSS.escape(o.target)}"]`)).map((o) => o.code)"""


def shown_ids(page: Page) -> list[str]:
    return sorted(set(ID.findall(page.evaluate(SHOWN))))


def seat_names(page: Page) -> list[str]:
    names: list[str] = page.eval_on_selector_all("#players .seat-name", "els => els.map((e) => e.textContent)")
    return names


@pytest.mark.parametrize(("viewport", "players"), [(DESKTOP, 3), (PHONE, 2)], ids=["1280", "390"])
def test_a_whole_game_is_played_by_clicking_the_map_the_boards_and_the_action_bar(
    browser: Browser, server: ServerProcess, screenshots: Path, viewport: ViewportSize, players: int
) -> None:
    size = viewport["width"]
    page = open_table(browser, server, GAME_NAME, players, viewport=viewport, end_relics=2)
    rng = random.Random(size)
    ways: dict[str, int] = {}
    for _ in range(16):
        page.wait_for_function(READY)
        # Every action with a place on the board is taken there, never by a button; nothing reads as an id.
        assert page.evaluate(OFF_THE_BOARD) == []
        assert shown_ids(page) == []
        way = move(page, rng)
        ways[way] = ways.get(way, 0) + 1
    page.wait_for_function(READY)
    for region in ("status", "board", "actions"):
        assert in_first_screen(page, f"[data-part={region}]"), region
    page.wait_for_timeout(600)  # pawns glide to where they are drawn
    page.screenshot(path=str(screenshots / f"relic-runners-playing-{size}.png"))
    for way, n in play_to_the_end(page, rng).items():
        ways[way] = ways.get(way, 0) + n
    assert ways.get("board", 0) > 0 and ways.get("bar", 0) > 0, ways
    # The end names the winner (by the name the players panel shows) over the score sheet.
    outcome = state(page)["outcome"]
    names = seat_names(page)
    expect(page.locator("#winner")).to_contain_text(names[outcome["winners"][0]])
    expect(page.locator("#scores")).to_contain_text("Relic colours (5 VP each)")
    assert shown_ids(page) == []  # the whole log, the sheet and the board at the end
    page.wait_for_timeout(600)
    page.screenshot(path=str(screenshots / f"relic-runners-final-{size}.png"))
    assert page.errors == []
    page.context.close()


def test_the_map_draws_every_place_trail_token_and_explorer_of_the_view(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, GAME_NAME, 4)
    page.wait_for_function(READY)
    view: dict[str, Any] = state(page)["view"]
    board = page.locator("#board")
    for trail in view["trails"]:
        expect(board.locator(f"[data-target='{trail['id']}']")).to_have_count(1)
    names = GAME.table.names("en")
    for place in view["locations"]:
        site = board.locator(f"[data-target='{place['id']}']")
        expect(site).to_have_count(1)
        assert names["place"][place["id"]] in (site.get_attribute("data-tip") or "")
    shown = board.locator(".rr-name").all_text_contents()
    assert sorted(shown) == sorted(names["place_short"].values())
    assert board.locator(".rr-token").count() == sum(1 for t in view["trails"] if t["river"])
    # The explorers stand on the map, the one to act ringed; moving the pawn is the shell's (data-piece).
    assert board.locator("[data-piece^='explorer-']").count() == 4
    assert board.locator(".rr-pawn.acting").count() == 1
    # The Progression Table's spaces take moves on our own board only (the others' boards opened from their rows).
    open_mats(page, 1, 2, 3)
    spaces = {s for row in view["spaces"] for s in row}
    own = page.locator(".seat-card[data-seat='0'] [data-target]")
    assert {own.nth(i).get_attribute("data-target") for i in range(own.count())} == spaces | {"red"}
    assert page.locator(".seat-card[data-seat='1'] .rr-cell[data-target]").count() == 0
    # Every explorer's board is drawn, its toolboxes as pieces: 3 on each board at the start (bottom and supply).
    for seat in range(4):
        card = page.locator(f".seat-card[data-seat='{seat}']")
        assert card.locator(".rr-board .rr-box").count() == 3, seat
    # Our first move is a trail of the map: they light up, and the prompt says so.
    lit = set(page.eval_on_selector_all("#board .selectable", "els => els.map((e) => e.dataset.target)"))
    assert lit == {o["target"] for o in state(page)["legal"] if o["target"]}
    assert lit <= {t["id"] for t in view["trails"]}
    expect(page.locator("#prompt")).to_contain_text("Click a lit trail")
    tip = board.locator(f"[data-target='{next(iter(lit))}']").get_attribute("data-tip") or ""
    assert "§A4.1" in tip and not ID.search(tip)
    assert page.errors == []
    page.context.close()


def test_the_map_and_boards_speak_greek(browser: Browser, server: ServerProcess, screenshots: Path) -> None:
    page = open_table(browser, server, GAME_NAME, 3, lang="el")
    page.wait_for_function(READY)
    greek = GAME.table.names("el")
    shown = page.locator("#board .rr-name").all_text_contents()
    assert sorted(shown) == sorted(greek["place_short"].values())
    expect(page.locator("#board [data-target='camp']")).to_have_attribute("data-tip", re.compile("Κατασκήνωση Βάσης"))
    expect(page.locator(".seat-card[data-seat='0'] .rr-board")).to_contain_text("Ματσέτα")
    expect(page.locator("#prompt")).to_contain_text("Διαδρομή")
    page.screenshot(path=str(screenshots / "relic-runners-greek-1280.png"))
    page.context.close()


# Our seat plays by clicking (a lit place, else its button) until a Progression Table space is to be chosen (a
# toolbox to move up or to use): it travels a river whose toolbox token is face up when it may (§A7.2), else
# takes a random legal action. Returns the moves made, or -1 if none came.
TO_A_SPACE = """async (seed) => {
  let r = seed;
  const random = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ready = () => app.drawn === app.since && !app.sent && app.state.legal.length > 0;
  for (let n = 0; n < 300; n++) {
    await new Promise((done) => { const look = () => ready() ? done() : setTimeout(look, 5); look(); });
    const legal = app.state.legal;
    if (legal.some((o) => /^(climb|tool) /.test(o.code))) return n;
    const up = new Set(app.state.view.trails.filter((t) => t.token === "active").map((t) => t.id));
    const pick = legal.find((o) => o.code.startsWith("go ") && up.has(o.target))
      ?? legal[Math.floor(random() * legal.length)];
    const button = document.querySelector(`#actions button.action[data-code="${CSS.escape(pick.code)}"]`);
    if (button) { button.click(); continue; }
    const place = document.querySelector(`.selectable[data-target="${CSS.escape(pick.target)}"]`);
    place.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    if (!app.sent) document.querySelector(`.choice-menu button[data-code="${CSS.escape(pick.code)}"]`).click();
  }
  return -1;
}"""


def pieces_as_the_view_says(page: Page, players: int) -> None:
    """Each explorer's board is drawn, its toolboxes as pieces on the spaces the view puts them on, and the
    rest in the bottom's and the supply's piles."""
    explorers = state(page)["view"]["explorers"]
    view = state(page)["view"]
    for seat in range(players):
        board = page.locator(f".seat-card[data-seat='{seat}'] .rr-board")
        expect(board).to_have_count(1)
        boxes = explorers[seat]["toolboxes"]
        for t, track in enumerate(view["tracks"]):
            for level in (1, 2, 3):
                space = board.locator(f".rr-cell[data-space='{view['spaces'][t][level - 1]}']")
                assert space.locator(".rr-box").count() == boxes[track][level - 1], (seat, track, level)
        assert board.locator(".rr-pile.bottom .rr-box").count() == boxes["bottom"], seat
        assert board.locator(".rr-pile.supply .rr-box").count() == boxes["supply"], seat
        # every piece in the explorer's colour, with its seat's shape
        fills = set(board.locator(".rr-box-body").evaluate_all("els => els.map((e) => getComputedStyle(e).fill)"))
        assert len(fills) == 1 and board.locator(".rr-box .rr-mark").count() == board.locator(".rr-box").count()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])
def test_each_explorers_board_holds_its_toolboxes_and_a_space_is_chosen_on_it(
    browser: Browser, server: ServerProcess, screenshots: Path, viewport: ViewportSize
) -> None:
    players = 4
    page = open_table(browser, server, GAME_NAME, players, viewport=viewport)
    page.wait_for_function(READY)
    assert page.evaluate(TO_A_SPACE, 7) >= 0, "no Progression Table space to choose"
    if viewport is DESKTOP:  # our own board, open at first, whole in the side column with every seat's row
        page.wait_for_function(READY)
        mine = page.locator(".seat-card[data-seat='0'] .rr-board").bounding_box()
        for around in ("#players", ".seat-card[data-seat='0'] .seat-mat"):  # each may scroll and cut it
            frame = page.locator(around).bounding_box()
            assert frame and mine
            assert frame["y"] <= mine["y"] and mine["y"] + mine["height"] <= frame["y"] + frame["height"], around
        page.screenshot(path=str(screenshots / "relic-runners-space-own-1280.png"))
    open_mats(page, *range(1, players))
    pieces_as_the_view_says(page, players)
    # The spaces of the decision are lit on our own board, and nowhere else: a click on one, or Enter, takes it
    # (§A7), its tooltip the rule with its section.
    legal = [o for o in state(page)["legal"] if re.match(r"(climb|tool) ", o["code"])]
    spaces = {o["target"] for o in legal}
    own = page.locator(".seat-card[data-seat='0'] .rr-board .rr-cell.selectable")
    assert {own.nth(i).get_attribute("data-target") for i in range(own.count())} == spaces
    assert page.locator(".seat-card:not([data-seat='0']) .rr-cell.selectable").count() == 0
    assert "§A7.4" in (own.first.get_attribute("data-tip") or "")
    page.screenshot(path=str(screenshots / f"relic-runners-space-{viewport['width']}.png"))
    before = state(page)["log_index"]
    target = sorted(spaces)[0]
    space = page.locator(f".seat-card[data-seat='0'] .rr-cell.selectable[data-target='{target}']")
    if viewport is DESKTOP:
        space.click()
    else:  # the keyboard: the space takes the focus and Enter chooses it
        space.focus()
        page.keyboard.press("Enter")
    menu = page.locator(".choice-menu button.action")
    if menu.count():  # two actions on one space (a climb and a use): the menu names them
        menu.first.click()
    page.wait_for_function(f"app.state.log_index > {before} && app.drawn === app.since")
    pieces_as_the_view_says(page, players)
    assert page.errors == []
    page.context.close()


# The size each text of the board and the explorers' boards is drawn at, in CSS pixels (an SVG text's font size
# times its screen scale), with the text.
TEXT_SIZES = """() => [...document.querySelectorAll('#board text, #board tspan, .rr-mat *, .rr-summary *')]
  .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())
    && el.getBoundingClientRect().width)
  .map((el) => { const m = el instanceof SVGElement ? el.getScreenCTM() : null;
    return [parseFloat(getComputedStyle(el).fontSize) * (m ? Math.hypot(m.a, m.b) : 1), el.textContent.trim()]; })"""


@pytest.mark.parametrize(("viewport", "least", "lang"), [(DESKTOP, 12, "en"), (DESKTOP, 12, "el"), (PHONE, 11, "el")],
                         ids=["1280-en", "1280-el", "390-el"])
def test_every_text_of_the_map_and_the_explorers_boards_is_readable(
    browser: Browser, server: ServerProcess, viewport: ViewportSize, least: int, lang: str
) -> None:
    # Five explorers, abilities on: the map, each explorer's board with its toolboxes, at the default zoom.
    page = open_table(browser, server, GAME_NAME, 5, viewport=viewport, lang=lang, abilities=True)
    page.wait_for_function(READY)
    sizes: list[list[Any]] = page.evaluate(TEXT_SIZES)
    assert len(sizes) > 40
    small = [(round(px, 1), text) for px, text in sizes if px < least - 0.05]
    assert small == [], small
    if lang == "el":  # the red explorer's ability, named in Greek
        expect(page.locator(".seat-card[data-seat='0'] .rr-ability")).to_contain_text("ο σκιώδης πρώην στρατιώτης")
    # On a phone the map and the explorers' boards are sections of their own, the map to pan.
    if viewport is PHONE:
        sections = page.eval_on_selector_all("#board [data-section]", "els => els.map((e) => e.dataset.section)")
        assert sections == ["map", "boards"]
    assert page.errors == []
    page.context.close()


# A seat plays by clicking, from inside its page, until told to stop (window.halt), the game ends or, with
# `until`, it holds a blue tile and VP coins: the first of `wants` that is legal, else a random legal action,
# each taken by its button, else its lit place (and the line of the menu that opens there).
PLAY = """async ([seed, wants, until]) => {
  let r = seed;
  const random = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const ready = () => window.halt || app.state.status === "finished"
    || (app.drawn === app.since && !app.sent && app.state.legal.length > 0);
  const click = (offer) => {
    const button = document.querySelector(`#actions button.action[data-code="${CSS.escape(offer.code)}"]`);
    if (button) return button.click();
    const place = document.querySelector(`.selectable[data-target="${CSS.escape(offer.target)}"]`);
    place.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    if (!app.sent) document.querySelector(`.choice-menu button[data-code="${CSS.escape(offer.code)}"]`).click();
  };
  for (;;) {
    await new Promise((done) => { const look = () => ready() ? done() : setTimeout(look, 5); look(); });
    const me = app.state.view.explorers[app.state.seat];
    if (window.halt || app.state.status === "finished" || (until && me.blue.length && me.coins)) return me;
    const legal = app.state.legal;
    const wanted = wants.map((code) => legal.find((o) => o.code === code)).find(Boolean);
    click(wanted ?? legal[Math.floor(random() * legal.length)]);
  }
}"""
# Ann's way to VP coins and a blue tile: the shovel's 2 VP, and exploring wherever she may.
ANN_WANTS = ["shovel vp", "tool shovel 1", "climb shovel 0", "explore"]


def test_another_persons_page_never_holds_a_seats_coins_or_blue_values(browser: Browser, server: ServerProcess) -> None:
    ann, bob = join_second_seat(browser, server, GAME_NAME)
    # Bob plays on in his page while ann plays in hers until she holds a face-down blue tile and VP coins.
    bob.evaluate(f"(args) => {{ window.halt = false; window.playing = ({PLAY})(args); }}", [3, [], False])
    mine: dict[str, Any] = ann.evaluate(PLAY, [2, ANN_WANTS, True])
    bob.evaluate("window.halt = true; window.playing")
    assert mine["blue"] and mine["coins"], "ann never took a blue tile and VP coins"
    for page in (ann, bob):
        page.wait_for_function("app.drawn === app.since")
    mine = state(ann)["view"]["explorers"][0]
    open_mats(bob, 0)  # ann's mat beside his own
    page_text = bob.evaluate(SHOWN)
    ann_card = bob.locator(".seat-card[data-seat='0']")
    # Bob's page: ann's blue tiles face down, no score of hers but what everyone can count.
    assert ann_card.locator(".rr-mat-tile.blue").all_text_contents() == ["?"] * len(mine["blue"])
    expect(ann_card.locator(".rr-secret")).to_have_count(0)
    assert ann_card.locator(".seat-score").inner_text().split()[0] == str(mine["vp_visible"])
    assert mine["vp_now"] > mine["vp_visible"]  # her coins and blue tiles count for her alone
    assert state(bob)["view"]["explorers"][0]["coins"] is None
    assert state(bob)["view"]["explorers"][0]["vp_now"] is None
    for tile in mine["blue"]:
        assert f"Blue level {tile['level']}: +{tile['value']} VP" not in ann_card.evaluate("e => e.outerHTML")
    assert "(coins " not in ann_card.evaluate("e => e.outerHTML") and page_text.count("Your score now") == 1
    # Ann's own page shows her what bob's does not.
    expect(ann.locator(".seat-card[data-seat='0'] .rr-secret")).to_contain_text(f"coins {mine['coins']}")
    expect(ann.locator(".seat-card[data-seat='0'] .seat-score")).to_contain_text(str(mine["vp_now"]))
    for page in (ann, bob):
        assert page.errors == []
        page.context.close()


# The site names some other drawing lies over: for each name, the points across its letters (every 2 px, five
# heights) at which the topmost element is not the name. Names take no pointer (a tap goes to the site under them): for
# the measure they are made to, so that the browser's own hit test says what is drawn on top.
COVERED_NAMES = """() => {
  const style = document.createElement("style");
  style.textContent = ".rr-name { pointer-events: auto !important; }";
  document.head.append(style);
  const covered = {}, measured = [];
  const frame = document.getElementById("board-frame").getBoundingClientRect();
  for (const name of document.querySelectorAll("#board .rr-name")) {
    const b = name.getBoundingClientRect();
    // a name the frame shows whole (a phone pans the map: the others are measured where they are scrolled to)
    if (b.left < frame.left || b.right > frame.right || b.top < frame.top || b.bottom > frame.bottom) continue;
    measured.push(name.textContent);
    let hidden = 0;
    for (let x = b.left + 1; x < b.right - 1; x += 2) {
      for (let j = 1; j <= 5; j++) {
        const top = document.elementFromPoint(x, b.top + (b.height * j) / 6);
        if (top && top !== name && !name.contains(top)) hidden++;
      }
    }
    if (hidden) covered[name.textContent] = hidden;
  }
  style.remove();
  return { measured: measured.length, names: measured, hidden: covered };
}"""


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_no_piece_or_site_is_drawn_over_a_sites_name(
    browser: Browser, server: ServerProcess, screenshots: Path, size: str, lang: str
) -> None:
    """Base Camp's name ("Κατασκήνωση Βάσης", long) under its five explorers, and every other name beside its
    neighbours: each is drawn whole, over any pawn, tile or badge near it."""
    page = open_table(browser, server, GAME_NAME, 5, viewport=DESKTOP if size == "desktop" else PHONE, lang=lang)
    page.wait_for_function(READY)
    camp = page.locator("#board [data-target='camp']")
    name = page.locator("#board .rr-name", has_text=GAME.table.names(lang)["place_short"]["camp"])
    name.scroll_into_view_if_needed()  # a phone's map pans: the camp's name whole in the frame
    covered = page.evaluate(COVERED_NAMES)
    assert covered["measured"] >= 5 and name.text_content() in covered["names"]
    assert covered["hidden"] == {}
    box = camp.bounding_box()
    assert box is not None
    around: FloatRect = {"x": box["x"] - 60, "y": box["y"] - 20,
                         "width": box["width"] + 120, "height": box["height"] + 50}
    page.screenshot(path=str(screenshots / f"relic-runners-camp-{size}-{lang}.png"), clip=around)  # camp and name
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "el"])
def test_every_seats_row_stays_in_sight_while_since_your_last_turn_is_up(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    """Five explorers at 1280×800: when our turn comes back, "since your last turn" tells the four others' moves,
    and who is winning stays readable at a glance. It took the players panel's room and cut its rows to three of
    five. (A phone's panel lies under the board, the strip over it holding every seat: not measured here.)"""
    page = open_table(browser, server, GAME_NAME, 5, lang=lang)
    shown = rows_in_sight_since_our_last_turn(page, random.Random(11))
    assert shown["onScreen"] == ["board-frame", "actions-bar", "since"], shown
    assert shown["seats"] == [0, 1, 2, 3, 4], shown
    assert shown["smallest"] >= 12, shown
    page.screenshot(path=str(screenshots / f"relic-runners-since-1280-{lang}.png"))
    assert page.errors == []
    page.context.close()
