"""Driving a table in the browser as a player does: open it, and make moves by clicking the places the
board lights up or the buttons of the action bar (never by sending codes)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from playwright.sync_api import Browser, Page, ViewportSize
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from serverproc import ServerProcess

WAIT_MS = 30_000
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}

if TYPE_CHECKING:
    class WatchedPage(Page):
        """For mypy only: a page after watch_errors, which sets `errors` on it."""

        errors: list[str]
else:
    WatchedPage = Page


def watch_errors(page: Page) -> WatchedPage:
    """Collect the page's script errors in `page.errors`."""
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    watched = cast(WatchedPage, page)
    watched.errors = errors
    page.set_default_timeout(WAIT_MS)
    return watched


def open_page(
    browser: Browser, server: ServerProcess, path: str = "/", viewport: ViewportSize = DESKTOP,
) -> WatchedPage:
    """A fresh page (its own browser profile) at `path`."""
    page = watch_errors(browser.new_context(viewport=viewport).new_page())
    page.goto(server.url + path)
    return page


def open_table(
    browser: Browser, server: ServerProcess, game: str, players: int, *, bots: str = "random",
    viewport: ViewportSize = DESKTOP, lang: str = "en", **options: Any,
) -> WatchedPage:
    """A new table of `game` with seat 0 ours and the others `bots`, opened in a fresh profile."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "bot": bots}] * (players - 1)
    created = server.http.post("/api/tables", json={"game": game, "options": {"players": players, **options},
                                                    "seats": seats, "join_as": "ann"})
    assert created.status_code == 201, created.text
    table, token = created.json()["table"]["id"], created.json()["joined"]["token"]
    page = watch_errors(browser.new_context(viewport=viewport).new_page())
    page.add_init_script(f"localStorage.setItem('agora.token.{table}', {token!r});"
                         f"localStorage.setItem('agora.lang', {lang!r})")
    page.goto(f"{server.url}/table/{table}")
    page.wait_for_function("window.app && app.state !== null && app.state.seat === 0")
    return page


def join_second_seat(browser: Browser, server: ServerProcess, game: str) -> tuple[WatchedPage, WatchedPage]:
    """A table of `game` for two people, ann and bob, each in a browser profile of their own."""
    created = server.http.post("/api/tables", json={"game": game, "options": {"players": 2},
                                                    "seats": [{"kind": "human"}, {"kind": "human"}],
                                                    "join_as": "ann"})
    assert created.status_code == 201, created.text
    table, ann_token = created.json()["table"]["id"], created.json()["joined"]["token"]
    joined = server.http.post(f"/api/tables/{table}/join", json={"name": "bob", "seat": 1})
    assert joined.status_code == 200, joined.text
    pages = []
    for seat, token in enumerate((ann_token, joined.json()["token"])):
        page = watch_errors(browser.new_context(viewport=DESKTOP).new_page())
        page.add_init_script(f"localStorage.setItem('agora.token.{table}', {token!r});"
                             "localStorage.setItem('agora.lang', 'en')")
        page.goto(f"{server.url}/table/{table}")
        page.wait_for_function(f"window.app && app.state !== null && app.state.seat === {seat}")
        pages.append(page)
    return pages[0], pages[1]


def create_from_lobby(page: Page, game: str, name: str, humans: int = 1, options: dict[str, str] | None = None,
                      bots: str = "random") -> str:
    """Fill the lobby form (the first `humans` seats people, the rest bots of level `bots`) and open the table."""
    page.wait_for_selector(f"#game option[value='{game}']", state="attached")
    page.fill("#name", name)
    page.select_option("#game", game)
    for option, value in (options or {}).items():
        page.fill(f"#options [name={option}]", value)
    seats = page.locator("#seats select")
    for seat in range(seats.count()):
        seats.nth(seat).select_option("human" if seat < humans else f"bot:{bots}")
    page.click("#create-button")
    page.wait_for_url("**/table/*")
    page.wait_for_function("window.app && app.state !== null")
    return page.url.rsplit("/", 1)[1]


def state(page: Page) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate("app.state")
    return result


# One move as a player makes it, from inside the page (the same elements, the same handlers, no Playwright
# round trip per click): a random legal action is taken by its button in the action bar, else by clicking
# its lit place on the board or in the players panel (and its line in the menu that opens there if several
# actions share the place). An action that neither offers is an error: the table would leave it unreachable.
CLICK_ONE = """(r) => {
  const offers = app.state.legal;
  const offer = offers[Math.floor(r * offers.length)];
  const button = document.querySelector(`#actions button.action[data-code="${CSS.escape(offer.code)}"]`);
  if (button) { button.click(); return "bar"; }
  const place = offer.target === null ? null
    : document.querySelector(`.selectable[data-target="${CSS.escape(offer.target)}"]`);
  if (!place) return `unreachable: ${offer.code}`;
  place.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  if (app.sent) return "board";
  const line = document.querySelector(`.choice-menu button[data-code="${CSS.escape(offer.code)}"]`);
  if (!line) return `no menu line: ${offer.code}`;
  line.click();
  return "menu";
}"""

AUTOPLAY = """async ([seed, limit]) => {
  const PACE_MS = 120;
  let r = seed;
  const random = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const clickOne = CLICK_ONE;
  const settled = () => new Promise((done) => {
    const ready = () => app.drawn === app.since
      && (app.state.status === "finished" || (!app.sent && app.state.legal.length > 0));
    const look = () => ready() ? done() : setTimeout(look, 2);
    setTimeout(look, PACE_MS);  // a player's pace: never past the socket's rate limit (20 a second)
  });
  const ways = {};
  for (let clicks = 0; clicks < limit; clicks++) {
    await settled();
    if (app.state.status === "finished") return { clicks, ways };
    const way = clickOne(random());
    if (!["bar", "board", "menu"].includes(way)) return { error: way, clicks, ways };
    ways[way] = (ways[way] ?? 0) + 1;
  }
  return { error: "no end", clicks: limit, ways };
}""".replace("CLICK_ONE", CLICK_ONE)


def play_to_the_end(page: Page, rng: random.Random, limit: int = 20_000, shot: Path | None = None) -> dict[str, int]:
    """Click legal actions at random until the game is over; returns how many moves were made by the action
    bar, on the board, and through a menu on the board. `shot`: a screenshot after a few moves."""
    ways: dict[str, int] = {}
    if shot is not None:
        few: dict[str, Any] = page.evaluate(AUTOPLAY, [rng.randrange(2**30), 4])
        ways = few["ways"]
        page.wait_for_timeout(300)
        page.screenshot(path=str(shot))
    result: dict[str, Any] = page.evaluate(AUTOPLAY, [rng.randrange(2**30), limit])
    assert "error" not in result or result["error"] == "", result
    return {way: ways.get(way, 0) + result["ways"].get(way, 0) for way in {*ways, *result["ways"]}}


def move(page: Page, rng: random.Random) -> str:
    """One random legal move by clicking, once it is ours; returns how it was made."""
    page.wait_for_function("app.drawn === app.since && app.state.legal.length > 0 && !app.sent")
    index = state(page)["log_index"]
    way: str = page.evaluate(CLICK_ONE, rng.random())
    assert way in ("bar", "board", "menu"), way
    page.wait_for_function(f"app.since > {index} || !document.getElementById('error').hidden")
    return way


def in_first_screen(page: Page, selector: str, settle_ms: int = 2000) -> bool:
    """Whether the element is shown and lies wholly inside the viewport as first loaded (no scrolling),
    within `settle_ms`: a click that opens a tab or scrolls a panel is drawn on the page's next frames."""
    inside = """([selector, width, height]) => {
      const el = document.querySelector(selector);
      if (!el || !el.checkVisibility()) return false;
      const r = el.getBoundingClientRect();
      return r.x >= 0 && r.y >= 0 && r.width > 0 && r.height > 0 && r.right <= width + 1 && r.bottom <= height + 1;
    }"""
    size = page.viewport_size
    assert size is not None
    try:
        page.wait_for_function(inside, arg=[selector, size["width"], size["height"]], timeout=settle_ms)
    except PlaywrightTimeoutError:
        return False
    return True


# How many times the board was drawn in `ms` milliseconds while no state came (each drawing replaces the
# board's children once), or null when a state came meanwhile.
IDLE_REDRAWS = """(ms) => new Promise((done) => {
  const since = app.since;
  let draws = 0;
  const seen = new MutationObserver((records) => { draws += records.length; });
  seen.observe(document.getElementById("board"), { childList: true });
  setTimeout(() => { seen.disconnect(); done(app.since === since ? draws : null); }, ms);
})"""


def redraws_while_idle(page: Page, ms: int = 2000) -> int:
    """How many times the page drew its board in `ms` with nothing new to show: 0 unless a drawing's own size
    changes what is drawn, again and again (a layout feedback loop, the renderer busy for ever). A state coming
    meanwhile (a bot's move) is a reason to draw: the count starts again (up to 10 times: on a loaded machine the
    bots' moves may come in for a while)."""
    for _ in range(10):
        draws: int | None = page.evaluate(IDLE_REDRAWS, ms)
        if draws is not None:
            return draws
    raise AssertionError("the table never stayed still")


def small_or_wide(page: Page, selector: str) -> list[str]:
    """What a thumb cannot tap well among the shown elements `selector` matches: under 40 px tall, or past the
    screen's edge (each as its tag, words and size)."""
    found: list[str] = page.eval_on_selector_all(selector, """(els) => els.filter((el) => el.checkVisibility())
      .map((el) => [el, el.getBoundingClientRect()])
      .filter(([, r]) => r.height < 40 || r.left < -1 || r.right > innerWidth + 1)
      .map(([el, r]) => `${el.tagName} "${(el.textContent || el.placeholder || '').trim()}" `
        + `${Math.round(r.width)}×${Math.round(r.height)}`)""")
    return found


def open_mats(page: Page, *seats: int) -> None:
    """Open these seats' mats in the players panel (a click on each closed row), as a player does."""
    for seat in seats:
        row = page.locator(f"#players .seat-row[data-seat='{seat}']")
        if row.get_attribute("aria-expanded") != "true":
            row.click()
        page.wait_for_selector(f"#players .seat-card[data-seat='{seat}'] .seat-row[aria-expanded=true]")


# The seats whose row of the players panel a player sees whole: inside the screen and the panel's box, and the row
# itself what lies at its centre (nothing over it); the smallest text of those rows; and the places of the
# one-screen layout (the board frame, the action bar, "since your last turn") wholly on the screen.
ROWS_IN_SIGHT = """() => {
  const panel = document.getElementById('players').getBoundingClientRect();
  const whole = (b) => b.width > 0 && b.height > 0 && b.left >= -0.5 && b.top >= -0.5
    && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5;
  const rows = [...document.querySelectorAll('#players .seat-row')].filter((row) => {
    const b = row.getBoundingClientRect();
    return whole(b) && b.top >= panel.top - 0.5 && b.bottom <= panel.bottom + 0.5
      && row.contains(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2));
  });
  const sizes = rows.flatMap((row) => [...row.querySelectorAll('*')])
    .filter((el) => el.checkVisibility() && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
    .map((el) => parseFloat(getComputedStyle(el).fontSize));
  const onScreen = ['board-frame', 'actions-bar', 'since']
    .filter((id) => whole(document.getElementById(id).getBoundingClientRect()));
  return { seats: rows.map((row) => Number(row.dataset.seat)), smallest: Math.min(...sizes), onScreen };
}"""


def rows_in_sight_since_our_last_turn(page: Page, rng: random.Random, moves: int = 30) -> dict[str, Any]:
    """Play random moves until "since your last turn" is up (the others have moved since ours), then measure
    ROWS_IN_SIGHT: `seats` (the rows seen whole), `smallest` (their least text, px) and `onScreen`."""
    for _ in range(moves):
        page.wait_for_function("app.drawn === app.since && !app.sent && app.state.legal.length > 0")
        if page.locator("#since").is_visible():
            break
        move(page, rng)
    page.wait_for_selector("#since li")
    page.wait_for_timeout(300)  # the pieces' glide and the panel's layout settle
    shown: dict[str, Any] = page.evaluate(ROWS_IN_SIGHT)
    return shown


# --- The audit (bench/table_audit.py, tests/e2e/test_e2e_whole_games.py) -------------------------------------
# A whole game as the human seat plays it: at every decision the page is measured (board text sizes, overlays
# lying over lit places or an open menu, seats shown whole, English words on a Greek page), then a
# random legal action is taken by pointing at it and clicking as a mouse does (hover, press, release, click:
# the board's hover handlers run too). Everything runs inside the page: no Playwright round trip per move.

OVERLAYS = {"toast": "#toasts .toast", "tip": "#tip", "menu": ".choice-menu", "since": "#since"}

# The texts of the board, the players panel, the strip of seats, the status and the action bar that run past
# their box, horizontally: an SVG text past the outline (the `hit` shape) of the nearest piece, card or place
# around it (an element with a data-tip or data-target) where that holds the text's centre and no smaller shape
# of it (a badge) holds the whole text; a label beside a place, outside its outline, is held by its drawing;
# an HTML text past the nearest element around it that is not inline. Each with how far (px) and where.
OVERFLOWING = """() => {
  const SHAPES = "rect, path, circle, ellipse, polygon";
  const contains = (b, x, y) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
  const within = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1;
  // An SVG text's box: a shape of the nearest piece, card or place around it that holds the text's centre;
  // else the drawing it lies in.
  const svgBox = (el, t) => {
    const cx = t.left + t.width / 2, cy = t.top + t.height / 2;
    for (let a = el.parentElement; a && !(a instanceof SVGSVGElement); a = a.parentElement) {
      if (!a.dataset.tip && !a.dataset.target) continue;
      const shapes = [...a.querySelectorAll(SHAPES)].filter((sh) => !sh.closest("text"))
        .map((sh) => [sh, sh.getBoundingClientRect()]).filter(([, b]) => contains(b, cx, cy));
      const whole = shapes.find(([, b]) => within(t, b));  // a badge, a band, a card
      if (whole) return whole[1];
      const outline = shapes.find(([sh]) => sh.classList.contains("hit"));  // boards/README.md: its outline
      if (outline) return outline[1];
    }
    return el.closest("svg").getBoundingClientRect();
  };
  // An HTML text's box: the nearest element around it that is not inline.
  const htmlBox = (el) => {
    let a = el;
    while (a.parentElement && ["inline", "contents"].includes(getComputedStyle(a).display)) a = a.parentElement;
    return a.getBoundingClientRect();
  };
  const found = [];
  for (const root of document.querySelectorAll("#board, #players, #seat-strip, #actions, #status")) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent.trim() || !el.checkVisibility({ visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      // An SVG text's own box (a range's ignores a textLength squeeze); an HTML text's range.
      const t = el instanceof SVGElement ? el.getBoundingClientRect() : range.getBoundingClientRect();
      if (t.width < 1 || t.height < 1) continue;
      const box = el instanceof SVGElement ? svgBox(el, t) : htmlBox(el);
      if (!within(t, box)) {
        found.push({ text: n.textContent.trim().slice(0, 40),
                     over: Math.round(Math.max(t.right - box.right, box.left - t.left)),
                     where: el.closest("[data-target]")?.dataset.target ?? el.className?.baseVal
                       ?? String(el.className) });
      }
    }
  }
  return found;
}"""

AUDIT_GAME = """async ([seed, limit, overlays]) => {
  const PACE_MS = 120;
  let r = seed;
  const random = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const me = app.state.seat;
  const overflowing = OVERFLOWING;
  const greek = document.documentElement.lang === "el" || localStorage.getItem("agora.lang") === "el";
  const settled = () => new Promise((done) => {
    const ready = () => app.drawn === app.since
      && (app.state.status === "finished" || (!app.sent && app.state.legal.length > 0));
    const look = () => ready() ? done() : setTimeout(look, 2);
    setTimeout(look, PACE_MS);  // a player's pace: never past the socket's rate limit (20 a second)
  });
  const shown = (el) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    const b = el.getBoundingClientRect();
    return b.width >= 1 && b.height >= 1 ? b : null;
  };
  const cut = (a, b) => {
    const left = Math.max(a.left, b.left), right = Math.min(a.right, b.right);
    const top = Math.max(a.top, b.top), bottom = Math.min(a.bottom, b.bottom);
    return right - left > 1 && bottom - top > 1 ? { left, right, top, bottom } : null;
  };
  const screen = () => ({ left: 0, top: 0, right: innerWidth, bottom: innerHeight });
  // The part of an element the page lets one see: cut by the screen and by every ancestor that clips.
  const seen = (el) => {
    let box = shown(el);
    for (let a = el.parentElement; box && a; a = a.parentElement) {
      if (getComputedStyle(a).overflow !== "visible") box = cut(box, a.getBoundingClientRect());
    }
    return box && cut(box, screen());
  };
  // A text's rendered size: its font size times the screen scale of its coordinates (an SVG's viewBox and
  // every CSS transform above it).
  const scaleOf = (m) => Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
  const fontPx = (el) => {
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (el instanceof SVGGraphicsElement) return size * scaleOf(el.getScreenCTM());
    let scale = 1;
    for (let a = el; a; a = a.parentElement) {
      const t = getComputedStyle(a).transform;
      if (t && t !== "none") scale *= scaleOf(new DOMMatrix(t));
    }
    return size * scale;
  };
  const texts = () => {
    const frame = seen(document.getElementById("board-frame"));
    const sizes = [];
    let smallest = null;
    const walk = document.createTreeWalker(document.getElementById("board"), NodeFilter.SHOW_TEXT);
    const done = new Set();
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!frame || !el || done.has(el) || !n.textContent.trim()) continue;
      done.add(el);
      if (!shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      if (!cut(range.getBoundingClientRect(), frame)) continue;
      const px = fontPx(el);
      sizes.push(px);
      if (!smallest || px < smallest.px) smallest = { px, text: n.textContent.trim().slice(0, 40) };
    }
    return { sizes, smallest };
  };
  // Overlays lying over a lit place or an open menu (a menu over the place it opened from is its own).
  const covers = (anchor) => {
    // What one can see of each (a scrolled map clips its places).
    const lit = [...document.querySelectorAll(".selectable")].map((el) => [el, seen(el)]).filter(([, b]) => b);
    const menus = [...document.querySelectorAll(".choice-menu")].map((el) => [el, seen(el)]).filter(([, b]) => b);
    const found = [];
    for (const [kind, selector] of Object.entries(overlays)) {
      for (const over of document.querySelectorAll(selector)) {
        const box = shown(over);
        if (!box) continue;
        for (const [el, b] of [...lit, ...menus]) {
          if (el === over || el === anchor || over.contains(el) || el.contains(over)) continue;
          if (cut(box, b)) {
            found.push({ kind, over: (over.textContent || "").trim().slice(0, 50),
                         under: el.dataset?.target ?? el.className?.baseVal ?? String(el.className) });
            break;
          }
        }
      }
    }
    return found;
  };
  // Seats whose key figures are whole in sight: their row in the players panel, or their chip in a phone's
  // strip of seats over the board.
  const seats = () => {
    const panel = seen(document.getElementById("players"));
    const all = [...document.querySelectorAll("#players [data-seat]")]
      .filter((el) => !el.parentElement?.closest("#players [data-seat]"));  // a seat's row, not a mark in a mat
    const within = new Set(all.filter((el) => {
      const b = shown(el);
      return panel && b && b.top >= panel.top - 1 && b.bottom <= panel.bottom + 1 && b.left >= panel.left - 1
        && b.right <= panel.right + 1;
    }).map((el) => el.dataset.seat));
    for (const chip of document.querySelectorAll("#seat-strip [data-seat]")) {
      const b = shown(chip), s = seen(chip);
      if (b && s && s.right - s.left >= b.width - 1 && s.bottom - s.top >= b.height - 1) within.add(chip.dataset.seat);
    }
    return [within.size, all.length];
  };
  // ASCII words of 3 letters or more in the visible text of a Greek page: names (the table's seats', the
  // game's title in any language, the site's own) and Roman numerals (an era's number) aside.
  const names = new Set(["agora"]);
  const titles = [app.info?.title, ...Object.values(app.info?.titles ?? {})];
  for (const seat of app.state.seats ?? []) {
    for (const name of [seat.name, ...Object.values(seat.names ?? {}), ...titles]) {
      for (const w of String(name ?? "").match(/[A-Za-z]{3,}/g) ?? []) names.add(w.toLowerCase());
    }
  }
  const foreign = (text) => (text.match(/[A-Za-z]{3,}/g) ?? [])
    .filter((w) => !names.has(w.toLowerCase()) && !/^[IVXLC]+$/.test(w));
  const english = {}, englishTips = {};
  const readEnglish = () => {
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const words = foreign(n.textContent);
      const el = n.parentElement;
      if (!words.length || !el || el.closest("script, style") || !seen(el)) continue;
      for (const w of words) english[w] = english[w] ?? n.textContent.trim().slice(0, 60);
    }
    // and in the tooltips the page holds (what a player reads on pointing at a piece)
    for (const el of document.querySelectorAll("[data-tip]")) {
      const tip = el.dataset.tip ?? "";
      for (const w of foreign(tip)) {
        englishTips[w] = englishTips[w] ?? tip.trim().slice(0, 60);
      }
    }
  };
  const measure = (kind, anchor) => {
    const { sizes, smallest } = texts();
    sizes.sort((a, b) => a - b);
    const [visible, total] = seats();
    if (greek) readEnglish();
    return { kind, texts: sizes.length, min: sizes[0] ?? null, median: sizes[Math.floor(sizes.length / 2)] ?? null,
             under12: sizes.filter((s) => s < 12).length, under11: sizes.filter((s) => s < 11).length,
             smallest, covers: covers(anchor), seats: visible, seatsAll: total, overflowing: overflowing(),
             stale: app.board.stale() };
  };
  // Pointing at an element and clicking it as a mouse does, from the last place pointed at.
  let pointed = null;
  const mouse = (el, type, box) => {
    const init = { bubbles: !type.endsWith("enter") && !type.endsWith("leave"), cancelable: true, composed: true,
                   clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, pointerType: "mouse",
                   isPrimary: true, button: 0, buttons: type.endsWith("down") ? 1 : 0, view: window };
    el.dispatchEvent(type.startsWith("pointer") ? new PointerEvent(type, init) : new MouseEvent(type, init));
  };
  const click = (el) => {
    const box = el.getBoundingClientRect();
    if (pointed && pointed.isConnected && pointed !== el) {
      for (const type of ["pointerout", "pointerleave", "mouseout", "mouseleave"]) mouse(pointed, type, box);
    }
    const over = pointed === el ? [] : ["pointerover", "pointerenter", "mouseover", "mouseenter"];
    for (const type of [...over, "pointermove", "mousemove", "pointerdown", "mousedown", "pointerup", "mouseup"]) {
      mouse(el, type, box);
    }
    pointed = el;
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, view: window,
                                                clientX: box.left + box.width / 2,
                                                clientY: box.top + box.height / 2 }));
  };
  const records = [];
  const clicks = [];  // [how many log entries there were when the click was made, clicks]
  // A frame resized after a drawing (a toast come or gone) is drawn for by the ResizeObserver on the next frame:
  // a board measured in between is not stale; one still so a few frames on is. A state that came meanwhile (a
  // bot's move) is waited for again, as its places are drawn on the next frame too.
  const redrawn = async () => {
    for (let n = 0; n < 3 && app.board.stale(); n++) await new Promise((done) => requestAnimationFrame(() => done()));
    return app.drawn === app.since && (app.state.status === "finished" || (!app.sent && app.state.legal.length > 0));
  };
  for (let decisions = 0; decisions < limit; decisions++) {
    do await settled(); while (!(await redrawn()));
    if (app.state.status === "finished") break;
    records.push(measure("decision", null));
    const offers = app.state.legal;
    const offer = offers[Math.floor(random() * offers.length)];
    const at = app.log.entries.length;
    const button = document.querySelector(`#actions button.action[data-code="${CSS.escape(offer.code)}"]`);
    if (button) { click(button); clicks.push([at, 1]); continue; }
    const place = offer.target === null ? null
      : document.querySelector(`.selectable[data-target="${CSS.escape(offer.target)}"]`);
    if (!place) return { error: `unreachable: ${offer.code}`, records, clicks };
    click(place);
    if (app.sent) { clicks.push([at, 1]); continue; }
    await new Promise((done) => requestAnimationFrame(done));
    records.push(measure("menu", place));
    const line = document.querySelector(`.choice-menu button[data-code="${CSS.escape(offer.code)}"]`);
    if (!line) return { error: `no menu line: ${offer.code}`, records, clicks };
    click(line);
    clicks.push([at, 2]);
  }
  await settled();
  return { finished: app.state.status === "finished", records, clicks, english, englishTips,
           seats: app.log.entries.map((entry) => entry.event.seat ?? null), me };
}""".replace("OVERFLOWING", OVERFLOWING)


def audit_game(page: Page, seed: int, limit: int = 5_000) -> dict[str, Any]:
    """Play the human seat to the end (or `limit` decisions) with random clicks, measuring every decision."""
    result: dict[str, Any] = page.evaluate(AUDIT_GAME, [seed, limit, OVERLAYS])
    assert "error" not in result, result["error"]
    return result


def clicks_per_turn(result: dict[str, Any]) -> list[int]:
    """Clicks in each of the human seat's turns (a turn: its moves between two moves of other seats; a move
    the shell took for it counts no click)."""
    me, seats = result["me"], result["seats"]
    turns: list[tuple[int, int]] = []  # (index of its first entry, index past its last)
    for index, seat in enumerate(seats):
        if seat == me:
            if turns and turns[-1][1] == index:
                turns[-1] = (turns[-1][0], index + 1)
            else:
                turns.append((index, index + 1))
        elif seat is None and turns and turns[-1][1] == index:
            turns[-1] = (turns[-1][0], index + 1)  # an event of no seat (a round's end) does not end a turn
    counts = [0] * len(turns)
    for at, clicks in result["clicks"]:
        turn = next((i for i, (_, end) in enumerate(turns) if end > at), None)
        if turn is not None:
            counts[turn] += clicks
    return counts


# The seat colours, each as the browser computes it, and the surfaces pieces sit on (the first opaque
# background at or above the players panel's seat rows and the board frame).
COLOURS = """() => {
  const computed = (css) => { const probe = document.createElement("i"); probe.style.color = css;
    document.body.append(probe); const out = getComputedStyle(probe).color; probe.remove(); return out; };
  const surface = (el) => {
    for (let a = el; a; a = a.parentElement) {
      const bg = getComputedStyle(a).backgroundColor;
      if (bg && bg !== "transparent" && !/rgba\\(.*, 0\\)$/.test(bg)) return bg;
    }
    return "rgb(255, 255, 255)";
  };
  const view = app.state.view;
  const seats = app.state.seats.map((_, s) => computed(app.board.module?.colour?.(view, s) ?? ""));
  return { seats, panel: surface(document.querySelector("#players [data-seat]") ?? document.getElementById("players")),
           board: surface(document.getElementById("board")) };
}"""
