"""Historia on the table shell, in chromium: whole games (4 and 6 seats with bots, and solo against Civbots)
finish by clicking the board, the mats and the action bar only; at 1280×800 the regions are in the first
screen and nothing clickable lies outside it; leader, advisor and wonder choices show the card's full text;
the board speaks Greek; one seat's face-down selection never reaches another seat's page before the reveal;
and at six seats the zoom buttons lie over no place, the markers sharing a matrix cell stay in it and in sight,
and a seat's "ready" reads apart from its name."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect
from serverproc import ServerProcess
from table import (
    DESKTOP,
    PHONE,
    WatchedPage,
    in_first_screen,
    join_second_seat,
    move,
    open_mats,
    open_table,
    play_to_the_end,
    state,
    watch_errors,
)

from agora.games.historia import GAME

GAME_NAME = "historia"
READY = "app.drawn === app.since && ((app.state.legal.length > 0 && !app.sent) || app.state.status === 'finished')"
# The legal actions that have a place on the board but are offered otherwise (as a button) or not at all.
OFF_THE_BOARD = """() => app.state.legal.filter((o) => o.target !== null).filter((o) =>
  document.querySelector(`#actions button.action[data-code="${CSS.escape(o.code)}"]`)
  || !document.querySelector(`.selectable[data-target="${CSS.escape(o.target)}"]`)).map((o) => o.code)"""
# Everything of the page a player may read: its text (the SVG's too) and every tooltip and accessible name.
SHOWN = """() => [document.body.textContent,
  ...[...document.querySelectorAll('[data-tip], [aria-label], [title]')].flatMap((el) =>
    [el.dataset.tip ?? '', el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? ''])].join('\\n')"""
# What can be clicked on the board or in the action bar but lies (partly) outside the window.
OUTSIDE = """() => [...document.querySelectorAll('[data-part=board] .selectable, [data-part=actions] button')]
  .filter((el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1); })
  .map((el) => el.dataset.target ?? el.dataset.code ?? el.textContent)"""
# The smallest text drawn on the board, in screen pixels: its font size times the SVG's scale on the screen.
SMALLEST_TEXT = """() => Math.min(...[...document.querySelectorAll('#board text')]
  .filter((el) => el.textContent.trim() && el.getBoundingClientRect().width > 0)
  .map((el) => { const m = el.getScreenCTM();
    return parseFloat(getComputedStyle(el).fontSize) * Math.hypot(m.a, m.b); }))"""
# How the markers that share a cell of the progress matrix are drawn, in screen pixels: the cell under them (the
# zone's square at the first marker's middle), each marker's slice of their shared disc and whether it is the
# topmost element at its middle (its box's centre), how many they read and at what size, what they cover of the
# axes' boxes and the zones' names around, and what the topmost element is just inside each corner of the cell.
SHARED_CELL = """() => {
  const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height });
  const cut = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const discs = [...document.querySelectorAll('#board [data-piece^="marker-"]')].map((g) => {
    const r = box(g.querySelector(".hx-marker").getBoundingClientRect());
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return { piece: g.dataset.piece, ...r, x, y, top_here: g.contains(document.elementFromPoint(x, y)) };
  });
  const first = discs[0];
  const cell = document.elementsFromPoint(first.x, first.y).find((el) => el.classList.contains("hx-cell"));
  const c = box(cell.getBoundingClientRect());
  const count = document.querySelector("#board .hx-marker-count");
  const m = count?.getScreenCTM();
  const around = [...document.querySelectorAll("#board .hx-axis-box, #board .hx-zone-name")]
    .filter((el) => discs.some((d) => cut(d, el.getBoundingClientRect()) > 0.5))
    .map((el) => el.textContent || el.parentElement.dataset.target);
  const corners = [[c.left + 1, c.top + 1], [c.right - 1, c.top + 1], [c.left + 1, c.bottom - 1],
    [c.right - 1, c.bottom - 1]].map(([x, y]) => document.elementFromPoint(x, y) === cell);
  return { cell: c, discs, around, corners, count: count?.textContent,
           count_px: count ? parseFloat(getComputedStyle(count).fontSize) * Math.hypot(m.a, m.b) : 0 };
}"""


def until_ours(page: Page, rng: random.Random, wanted: str, limit: int = 40) -> bool:
    """Play random moves until `wanted` (a JS condition on the state) holds; whether it came."""
    for _ in range(limit):
        page.wait_for_function(READY)
        if page.evaluate(wanted):
            return True
        if state(page)["status"] == "finished":
            return False
        move(page, rng)
    return False


def assert_markers_share_their_cell(page: Page, markers: int) -> None:
    """The markers sharing a matrix cell (once they have glided to it) are each in sight, inside the cell, how many
    they are readable (12 px or more: six discs side by side were 6 px), clear of the axes and the zones' names,
    and the cell shows at its corners."""
    page.wait_for_function("""[...document.querySelectorAll('#board [data-piece^="marker-"]')]
      .every((el) => !el.style.transform && !el.getAnimations().length)""")
    shared = page.evaluate(SHARED_CELL)
    cell, discs = shared["cell"], shared["discs"]
    assert len(discs) == markers
    assert all(d["top_here"] for d in discs), discs  # each marker's middle is itself, not another's
    assert shared["count"] == str(markers) and shared["count_px"] >= 12, shared
    for d in discs:
        assert cell["left"] - 0.5 <= d["left"] and d["right"] <= cell["right"] + 0.5, (d, cell)
        assert cell["top"] - 0.5 <= d["top"] and d["bottom"] <= cell["bottom"] + 0.5, (d, cell)
    assert shared["around"] == []
    assert all(shared["corners"]), shared["corners"]


@pytest.mark.parametrize(("players", "options"), [(4, {}), (6, {"events": True}), (1, {"level": "king"})],
                         ids=["4 seats", "6 seats", "solo"])
def test_a_whole_game_finishes_by_clicking_only(
    browser: Browser, server: ServerProcess, screenshots: Path, players: int, options: dict[str, Any]
) -> None:
    page = open_table(browser, server, GAME_NAME, players, **options)
    rng = random.Random(players)
    ways: dict[str, int] = {}
    for _ in range(12):
        page.wait_for_function(READY)
        if state(page)["status"] == "finished":
            break
        # Every action with a place on the board is taken there, and nothing clickable is off the screen.
        assert page.evaluate(OFF_THE_BOARD) == []
        assert page.evaluate(OUTSIDE) == []
        for region in ("status", "board", "players", "log", "actions"):
            assert in_first_screen(page, f"[data-part={region}]"), region
        way = move(page, rng)
        ways[way] = ways.get(way, 0) + 1
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"historia-{players}-playing-1280.png"))
    for way, n in play_to_the_end(page, rng).items():
        ways[way] = ways.get(way, 0) + n
    assert ways.get("board", 0) > 0, ways
    outcome = state(page)["outcome"]
    expect(page.locator("#scores")).to_contain_text("Victory points")
    if outcome["winners"]:
        names = page.eval_on_selector_all("#players .seat-name", "els => els.map((e) => e.textContent)")
        expect(page.locator("#winner")).to_contain_text(names[outcome["winners"][0]])
    # The Civbots are drawn on the board as civilizations, with their VP.
    bots = [c for c in state(page)["view"]["civs"] if c["seat"] is None]
    assert page.locator("#board .hx-civbot").count() == len(bots)
    assert page.errors == []
    page.context.close()


def test_the_board_draws_the_view_and_choices_show_the_whole_card(browser: Browser, server: ServerProcess) -> None:
    page = open_table(browser, server, GAME_NAME, 6, civbots=0)
    rng = random.Random(7)
    page.wait_for_function(READY)
    view = state(page)["view"]
    board = page.locator("#board")
    # Every territory with its name and tile VP in its tooltip; every civilization's marker on the matrix.
    names = GAME.table.names("en")
    for territory in view["board"]["territories"]:
        tip = board.locator(f"[data-target='{territory['id']}']").get_attribute("data-tip") or ""
        assert f"{names['territory'][territory['id']]}: tile" in tip and " VP" in tip
    assert board.locator("[data-piece^='marker-']").count() == 6
    # Readable at the default zoom: no board text under 12 px at 1280×800.
    assert page.evaluate(SMALLEST_TEXT) >= 12
    # The six markers start on one cell: they share it out (see the test at six seats below).
    assert_markers_share_their_cell(page, 6)
    # Hovering a territory lights its neighbours, and nothing else (it threw "near is not a function" once).
    territory = view["board"]["territories"][0]
    board.locator(f".hx-territory[data-target='{territory['id']}']").hover()
    lit = board.locator(".hx-territory.hx-near").evaluate_all("(els) => els.map((el) => el.dataset.target)")
    assert sorted(lit) == sorted(territory["adjacent"]) and lit
    assert board.locator(".hx-route.hx-lit").count() >= len(lit)  # and the routes to them
    assert page.errors == []
    # The wonder row fits the board at 6 players: every card is inside the board's frame.
    frame = page.locator("[data-part=board]").bounding_box()
    assert frame is not None
    for wonder in view["wonder_row"]:
        box = board.locator(f".hx-wonder[data-target='{wonder}']").bounding_box()
        assert box is not None and box["x"] + box["width"] <= frame["x"] + frame["width"] + 1, wonder
    page.context.close()
    # The leader draft shows each leader's VP conditions on its card, not just a name. (At 4 seats the last to
    # draft still chooses among 3: at 6 the last leader of the packet is given.)
    page = open_table(browser, server, GAME_NAME, 4)
    board = page.locator("#board")
    assert until_ours(page, rng, "app.state.legal.some((a) => a.code.startsWith('leader '))")
    offers = page.locator("#board .hx-offer.leader")
    assert offers.count() >= 1
    text = offers.first.text_content() or ""
    tip = offers.first.get_attribute("data-tip") or ""
    # When scoring happens ("End of era I, each met:") is on the card, or in its tooltip where the offered
    # leaders' conditions wrap and take its line (a deal with more leaders offered, so narrower cards).
    assert "VP" in text and ("era" in text or "era" in tip), (text, tip)
    assert "§6.2" in tip
    # During the selection the hand is a row of cards; the prompt says what is asked.
    assert until_ours(page, rng, "app.state.legal.some((a) => a.code.startsWith('select '))")
    hand = view_hand = state(page)["view"]["you"]["hand"]
    assert board.locator(".hx-hand-card.hand").count() == len(view_hand) == len(hand)
    # Each card's tooltip quotes the rulebook on its own action (§5:<id>), not the whole of §5 its text cites.
    rules = board.locator(".hx-hand-card.hand").evaluate_all("(els) => els.map((el) => el.dataset.tipRule)")
    assert sorted(rules) == sorted(f"§5:{action}" for action in hand)
    assert set(rules) <= GAME.table.names("en")["rulebook"].keys()
    expect(page.locator("#prompt")).to_contain_text("face down")
    assert page.errors == []
    page.context.close()


def test_the_board_speaks_greek_on_a_phone(browser: Browser, server: ServerProcess, screenshots: Path) -> None:
    page = open_table(browser, server, GAME_NAME, 3, viewport=PHONE, lang="el")
    page.wait_for_function(READY)
    expect(page.locator("#board .hx-track .hx-heading")).to_contain_text("Εποχή I")
    expect(page.locator("#board")).to_contain_text("Πίνακας Προόδου")
    expect(page.locator("#board")).to_contain_text("Σειρά Θαυμάτων")
    greek = GAME.table.names("el")
    view = state(page)["view"]
    wonder = view["wonder_row"][0]
    asked = GAME.table.prompt(view, "el")  # the catalogue's Greek ("historia" context), as the page shows it
    assert asked.startswith("Επιλογή Ηγέτη")
    expect(page.locator("#prompt")).to_contain_text(asked)
    card = page.locator(f"#board [data-target='{wonder}']")
    assert greek["wonder"][wonder] in (card.get_attribute("data-tip") or "")  # short; the whole card behind "more"
    assert f"Θαύμα {greek['wonder'][wonder]}" in (card.get_attribute("data-tip-more") or "")
    for region in ("status", "board", "actions"):
        assert in_first_screen(page, f"[data-part={region}]"), region
    # A phone draws sections (map, matrix, cards), each at a readable size, not a whole-board thumbnail.
    sections = page.eval_on_selector_all("#board [data-section]", "els => els.map((el) => el.dataset.section)")
    assert sections == ["map", "matrix", "cards"]
    assert page.evaluate(SMALLEST_TEXT) >= 11
    page.screenshot(path=str(screenshots / "historia-greek-390.png"))
    assert page.errors == []
    page.context.close()


def test_a_selection_stays_hidden_from_the_other_seat_until_the_reveal(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    ann, bob = join_second_seat(browser, server, GAME_NAME)
    rng = random.Random(3)
    selecting = "app.state.legal.some((a) => a.code.startsWith('select '))"
    # Leaders and starting cubes first, whoever is to act, until both are to select at once.
    for _ in range(30):
        if ann.evaluate(selecting) and bob.evaluate(selecting):
            break
        for page in (ann, bob):
            if page.evaluate("app.state.legal.length > 0 && !app.sent") and not page.evaluate(selecting):
                move(page, rng)
        for page in (ann, bob):
            page.wait_for_function("app.drawn === app.since")
    assert ann.evaluate(selecting) and bob.evaluate(selecting)
    before = state(bob)
    # Ann picks a card of her hand on the board; it is lifted face down on her side.
    card = ann.locator("#board .hx-hand-card.hand.selectable").last
    action = (card.get_attribute("data-target") or "").removeprefix("card-")
    name = GAME.table.names("en")["action"][action]
    open_mats(bob, 0)  # ann's mat beside his own
    shown_before = bob.evaluate(SHOWN)
    index = state(ann)["log_index"]
    card.click()
    ann.wait_for_function(f"app.since > {index}")
    bob.wait_for_function(f"app.since > {before['log_index']}")
    after = state(bob)
    # Bob sees that Ann has chosen, never what: not in his view, log, page text or tooltips.
    expect(bob.locator(".seat-card[data-seat='0'] .hx-choosing")).to_contain_text("1 face down")
    seen = bob.evaluate(f"JSON.stringify(app.log.entries.filter((e) => e.event.index >= {before['log_index']}))")
    assert action not in seen
    assert json.dumps(after["view"]).count(action) == json.dumps(before["view"]).count(action)
    bob.wait_for_function("app.drawn === app.since")
    assert bob.evaluate(SHOWN).count(name) == shown_before.count(name)  # his page's text and tooltips
    bob.screenshot(path=str(screenshots / "historia-secret-selection.png"))
    # Bob chooses too: the cards are revealed, and now he sees hers.
    index = state(bob)["log_index"]
    bob.locator("#board .hx-hand-card.hand.selectable").first.click()
    bob.wait_for_function(f"app.since > {index} && app.drawn === app.since")
    ann_civ = next(c for c in state(bob)["view"]["civs"] if c["seat"] == 0)
    assert action in ann_civ["revealed"] + ann_civ["discard_row"]
    for page in (ann, bob):
        assert page.errors == []
        page.context.close()


# Each Civbot's cards on the board: per card drawn face up its civilization, number, name and tooltip; per
# civilization the tooltip of its "+n" chip for the earlier cards; the face-down backs per civilization; and how
# many of the cards lie over a clickable place.
CIVBOT_CARDS = """() => ({
  played: [...document.querySelectorAll('#board .hx-civbot-play')].map((el) => ({ civ: Number(el.dataset.civ),
    card: Number(el.dataset.card), name: el.querySelector('.hx-card-name').textContent, tip: el.dataset.tip })),
  more: Object.fromEntries([...document.querySelectorAll('#board .hx-civbot-more')]
    .map((el) => [el.dataset.civ, el.dataset.tip])),
  backs: [...document.querySelectorAll('#board .hx-civbot-backs')].map((el) =>
    [Number(el.dataset.civ), el.querySelectorAll('.hx-civbot-back').length]),
  over: [...document.querySelectorAll('#board .hx-civbot-play')].filter((card) => {
    const a = card.getBoundingClientRect();
    return [...document.querySelectorAll('#board .selectable')].some((el) => { const b = el.getBoundingClientRect();
      return b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom; });
  }).length,
})"""


def test_each_civbots_cards_of_the_round_are_drawn_face_up_once_revealed_in_both_languages(
    browser: Browser, server: ServerProcess
) -> None:
    """§8.2 (GR p.10) a Civbot reveals its cards one by one at the end of the round: before, the board shows only
    how many it will draw, face down; after, each card it played, in order, named by its actions as the view
    gives them, in English and in Greek, readable (12 px or more) and over no clickable place."""
    page = open_table(browser, server, GAME_NAME, 2, civbots=2, level="chieftain,king")
    rng = random.Random(3)
    page.wait_for_function(READY)
    view = state(page)["view"]
    bots = [c for c in view["civs"] if c["seat"] is None]
    assert view["civbots_played_at"] is None and all(c["played"] == [] for c in bots)
    drawn = page.evaluate(CIVBOT_CARDS)
    assert drawn["played"] == []  # nothing is face up before the Civbots play
    assert sorted(drawn["backs"]) == sorted([c["civ"], {"chieftain": 3, "king": 5}[c["civbot"]]] for c in bots)
    assert re.search(r"Civbot card \d", page.evaluate(SHOWN)) is None  # no card named in a text or tooltip
    assert until_ours(page, rng, "app.state.view.civbots_played_at !== null", limit=80)
    page.wait_for_function(READY)
    bots = [c for c in state(page)["view"]["civs"] if c["seat"] is None]
    assert [len(c["played"]) for c in bots] == [3, 5]
    url = page.url
    page.evaluate("localStorage.setItem('agora.lang', 'el')")  # the same seat, its page in Greek
    greek = watch_errors(page.context.new_page())
    greek.goto(url)
    greek.wait_for_function("window.app && app.state !== null && app.state.seat === 0")
    greek.wait_for_function(READY)
    for lang, shown, card_word in (("en", page, "Civbot card"), ("el", greek, "Κάρτα Ρομπότ")):
        actions = GAME.table.names(lang)["action"]
        drawn = shown.evaluate(CIVBOT_CARDS)
        assert drawn["backs"] == [] and drawn["over"] == 0
        # Each Civbot's latest cards face up, in the order played, named by their actions (a name its chip cannot
        # hold is cut, its tooltip whole); the earlier ones, if any, in the tooltip of a "+n" chip before them.
        for civ in bots:
            mine = [d for d in drawn["played"] if d["civ"] == civ["civ"]]
            assert mine, (lang, civ["civ"])
            later = civ["played"][len(civ["played"]) - len(mine):]
            for d, p in zip(mine, later, strict=True):
                name = " + ".join(actions[a] for a in p["actions"])
                assert d["card"] == p["card"] and d["tip"].startswith(f"{card_word} {p['card']}: {name}"), d
                assert name.startswith(d["name"].removesuffix("…")), d
            earlier = civ["played"][: len(civ["played"]) - len(mine)]
            more = drawn["more"].get(str(civ["civ"]), "")
            assert [f"{card_word} {p['card']}:" in more for p in earlier] == [True] * len(earlier), more
            assert bool(earlier) == bool(more)
        assert shown.evaluate(SMALLEST_TEXT) >= 12
    assert page.errors == [] and greek.errors == []
    page.context.close()


# The board frame's height and what it scrolls (px), and whether the board fits it (an SVG scaled to the frame).
FRAME = """() => { const f = document.getElementById('board-frame');
  return { height: f.clientHeight, scrolls: f.scrollHeight - f.clientHeight,
           fitted: f.classList.contains('fitted') }; }"""


@pytest.mark.parametrize("lang", ["en", "el"])
def test_five_civbots_at_the_king_level_fit_the_board_with_their_25_cards(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    """Solo against the most Civbots at the highest level (GR p.10: 5 cards a round each): once they have played,
    the board still fits its frame at 1280×800 (each Civbot's cards drawn beside it made it 1,491 px tall in a
    627 px frame), its text 12 px or more, every Civbot's latest card face up and the others behind a count."""
    for seed in range(4):  # a random solo player may be wiped off the map before the Civbots' first play
        page = open_table(browser, server, GAME_NAME, 1, lang=lang, civbots=5, level="king")
        rng = random.Random(seed)
        played = "app.state.view.civs.filter((c) => c.seat === null).every((c) => c.played.length === 5)"
        if until_ours(page, rng, played, limit=80):
            break
        page.context.close()
    else:
        pytest.fail("no solo game reached the Civbots' play")
    page.wait_for_function(READY)
    bots = [c for c in state(page)["view"]["civs"] if c["seat"] is None]
    assert [len(c["played"]) for c in bots] == [5] * 5
    # Measured once the board is drawn for the frame it is in (a resize's redraw comes on the next frame).
    page.wait_for_function("!app.board.stale()")
    frame = page.evaluate(FRAME)
    assert frame["scrolls"] == 0 and frame["fitted"], frame
    assert page.evaluate(SMALLEST_TEXT) >= 12
    drawn = page.evaluate(CIVBOT_CARDS)
    assert sorted({d["civ"] for d in drawn["played"]}) == sorted(c["civ"] for c in bots)
    assert len(drawn["more"]) == len(bots) and drawn["over"] == 0
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"historia-solo-5-kings-{lang}-1280.png"))
    assert page.errors == []
    page.context.close()


# Each chip of the phone's strip of seats at its widest: the turn's mark ▶ shown and a three-digit score (late in
# a game of six), then what of each chip's content runs past the chip or the chip past the strip (in px).
WIDEST_CHIPS = """() => {
  for (const chip of document.querySelectorAll("#seat-strip .seat-chip")) {
    chip.querySelector(".turn-mark").textContent = "▶";
    chip.querySelector(".chip-score").textContent = "188";
  }
  const strip = document.getElementById("seat-strip").getBoundingClientRect();
  const cut = {};
  for (const chip of document.querySelectorAll("#seat-strip .seat-chip")) {
    const b = chip.getBoundingClientRect();
    let over = Math.max(b.right - strip.right, strip.left - b.left, b.right - innerWidth);
    for (const part of chip.children) {
      const p = part.getBoundingClientRect();
      over = Math.max(over, p.right - b.right, b.left - p.left, p.bottom - b.bottom, b.top - p.top);
    }
    if (over > 0.5) cut[chip.dataset.seat] = Math.round(over);
  }
  return cut;
}"""


@pytest.mark.parametrize("lang", ["en", "el"])
def test_at_six_seats_on_a_phone_every_chip_of_the_strip_holds_its_mark_initial_and_score(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    page = open_table(browser, server, GAME_NAME, 6, viewport=PHONE, lang=lang)
    page.wait_for_function("app.drawn === app.since")
    assert page.locator("#seat-strip .seat-chip").count() == 6
    assert page.evaluate(WIDEST_CHIPS) == {}
    page.locator("#seat-strip").screenshot(path=str(screenshots / f"historia-390-strip-6-{lang}.png"))
    assert page.errors == []
    page.context.close()


# The zoom buttons shown, and every place of the board (a target, lit or not) that one of them lies over.
UNDER_ZOOM = """() => {
  const buttons = [...document.querySelectorAll("#zoom-in, #zoom-out, #zoom-fit")]
    .filter((b) => b.checkVisibility({ visibilityProperty: true }));
  const under = [];
  for (const place of document.querySelectorAll("#board [data-target], .selectable")) {
    const p = place.getBoundingClientRect();
    for (const b of buttons.map((el) => el.getBoundingClientRect())) {
      const across = Math.min(p.right, b.right) > Math.max(p.left, b.left);
      if (across && Math.min(p.bottom, b.bottom) > Math.max(p.top, b.top)) {
        under.push(place.dataset.target);
      }
    }
  }
  return { shown: buttons.length, under };
}"""
# Each civilization shown ready in the turn order: its name's right edge, its status's left edge (px), the words.
READY_MARKS = """() => [...document.querySelectorAll("#board .hx-order.ready")].map((order) => {
  const status = order.querySelector(".hx-status");
  const name = order.querySelector(".hx-name") ?? order.querySelector("text");  // the name's own text, once
  return { name: name.getBoundingClientRect().right, status: status.getBoundingClientRect().left,
           words: order.textContent, ready: status.textContent.trim() };
})"""


@pytest.mark.parametrize("lang", ["en", "el"])
def test_at_six_seats_nothing_lies_over_a_place_and_the_marks_read_apart(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    page = open_table(browser, server, GAME_NAME, 6, lang=lang)
    rng = random.Random(11)
    page.wait_for_function(READY)
    # The zoom buttons lie over no place of the board (they lay over the last wonder of the row).
    zoom = page.evaluate(UNDER_ZOOM)
    assert zoom["shown"] == 3 and zoom["under"] == [], zoom
    # The six markers on the first cell: each in sight, inside the cell, the cell and its surroundings readable.
    assert_markers_share_their_cell(page, 6)
    # While cards are chosen, a seat that has chosen reads "<name> ready ✓", a space between (it read "Hermesready").
    assert until_ours(page, rng, "app.state.legal.some((a) => a.code.startsWith('select '))")
    page.wait_for_function("document.querySelectorAll('#board .hx-order.ready').length > 0")
    marks = page.evaluate(READY_MARKS)
    assert marks
    for mark in marks:
        assert mark["status"] - mark["name"] >= 3, mark  # drawn apart
        assert mark["words"].split(mark["ready"])[0].endswith(" "), mark  # and read apart (a screen reader, a copy)
    assert page.evaluate(UNDER_ZOOM)["under"] == []
    page.wait_for_timeout(300)
    page.screenshot(path=str(screenshots / f"historia-6-ready-{lang}-1280.png"))
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("players", [2, 6])
def test_on_a_phone_each_section_is_no_wider_than_its_frame(
    browser: Browser, server: ServerProcess, players: int
) -> None:
    page = open_table(browser, server, "historia", players, viewport=PHONE)
    page.wait_for_selector(".hx-section svg", state="attached")
    # Each section's drawing (shown or not) against the frame's room inside its padding: a wider one scrolled
    # sideways and cut its last Civbot tile at the right edge.
    widths = page.evaluate("""() => {
      const frame = document.getElementById("board"), style = getComputedStyle(frame);
      const room = frame.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { room, drawn: [...document.querySelectorAll(".hx-section > svg")].map((svg) => svg.width.baseVal.value) };
    }""")
    assert len(widths["drawn"]) == 3
    assert all(width <= widths["room"] for width in widths["drawn"]), widths
    # The era timeline inside its section's drawing (beside the heading it ran past the right edge).
    page.click("[data-section-tab=cards]")  # shown, so that its boxes are laid out
    past = page.evaluate("""() => [...document.querySelectorAll(".hx-section .hx-round")].filter((box) =>
      box.getBoundingClientRect().right > box.ownerSVGElement.getBoundingClientRect().right + 0.5).length""")
    assert past == 0
    assert page.errors == []
    page.context.close()


# The leader cards offered to the reader (those drawn in the section shown): how many, the texts of each that run
# past its card (in px, half a pixel of grace), and the board frame's scrolled and visible sizes.
LEADERS_FIT = """() => {
  const cards = [...document.querySelectorAll('#board .hx-offer.leader')]
    .filter((g) => g.getBoundingClientRect().width > 0);
  const out = [];
  for (const g of cards) {
    const c = g.querySelector('.hx-offer-card').getBoundingClientRect();
    for (const t of g.querySelectorAll('text')) {
      const r = t.getBoundingClientRect();
      if (!t.textContent.trim() || r.width === 0) continue;
      if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5) {
        out.push(t.textContent.slice(0, 40));
      }
    }
  }
  const f = document.getElementById('board-frame');
  return { cards: cards.length, out, frame: { width: f.scrollWidth, shown_width: f.clientWidth,
                                              height: f.scrollHeight, shown_height: f.clientHeight } };
}"""


def at_the_first_draft(browser: Browser, server: ServerProcess, players: int, viewport: ViewportSize,
                       lang: str) -> WatchedPage:
    """A table whose first leader draft offers our seat a choice, at that choice, drawn. §3.9 the first draft goes
    in reverse turn order, and at 6 seats the first player drafts last and is handed the one leader left, a move
    taken for it: a table where that is our seat is put aside for another."""
    for _ in range(8):
        page = open_table(browser, server, GAME_NAME, players, viewport=viewport, lang=lang)
        page.wait_for_function(READY)
        page.wait_for_function("!app.board.stale()")
        if page.evaluate("app.state.legal.filter((a) => a.code.startsWith('leader ')).length >= 2"):
            return page
        page.context.close()
    raise AssertionError("8 tables in a row gave our seat no choice in the first leader draft")


@pytest.mark.parametrize("lang", ["en", "el"])
def test_leader_cards_hold_their_text_on_a_phone_and_six_seats_draft_fits_a_laptops_frame(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    """§6.2 the leader draft. On a phone a leader card grows with its wrapped conditions (they ran past its bottom);
    at 1280×800 it keeps its height, so that six seats' draft fits the board frame without scrolling (it scrolled
    once: the zoom buttons hid and a leader could not be clicked)."""
    for viewport, players in ((PHONE, 3), (DESKTOP, 6)):
        page = at_the_first_draft(browser, server, players, viewport, lang)
        fit = page.evaluate(LEADERS_FIT)
        assert fit["cards"] >= 2 and fit["out"] == [], fit
        if viewport == DESKTOP:
            frame = fit["frame"]
            assert frame["height"] <= frame["shown_height"] + 1 and frame["width"] <= frame["shown_width"] + 1, frame
            assert page.evaluate(UNDER_ZOOM) == {"shown": 3, "under": []}
            assert page.evaluate(OUTSIDE) == []
        page.screenshot(path=str(screenshots / f"historia-{players}-leaders-{viewport['width']}-{lang}.png"))
        assert page.errors == []
        page.context.close()
