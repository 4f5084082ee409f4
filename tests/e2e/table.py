"""Driving a table in the browser as a player does: open it, and make moves by clicking the places the
board lights up or the buttons of the action bar (never by sending codes)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from playwright.sync_api import Browser, Page, ViewportSize
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


def create_from_lobby(page: Page, game: str, name: str, humans: int = 1, options: dict[str, str] | None = None) -> str:
    """Fill the lobby form (the first `humans` seats people, the rest bots) and open the table."""
    page.wait_for_selector(f"#game option[value='{game}']", state="attached")
    page.fill("#name", name)
    page.select_option("#game", game)
    for option, value in (options or {}).items():
        page.fill(f"#options [name={option}]", value)
    seats = page.locator("#seats select")
    for seat in range(seats.count()):
        seats.nth(seat).select_option("human" if seat < humans else "bot:random")
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
  let r = seed;
  const random = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const clickOne = CLICK_ONE;
  const settled = () => new Promise((done) => {
    const ready = () => app.drawn === app.since
      && (app.state.status === "finished" || (!app.sent && app.state.legal.length > 0));
    const look = () => ready() ? done() : setTimeout(look, 2);
    setTimeout(look, 0);
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


def in_first_screen(page: Page, selector: str) -> bool:
    """Whether the element is shown and lies wholly inside the viewport as first loaded (no scrolling)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert size is not None
    return box is not None and box["x"] >= 0 and box["y"] >= 0 and box["width"] > 0 and box["height"] > 0 \
        and box["x"] + box["width"] <= size["width"] + 1 and box["y"] + box["height"] <= size["height"] + 1


def open_mats(page: Page, *seats: int) -> None:
    """Open these seats' mats in the players panel (a click on each closed row), as a player does."""
    for seat in seats:
        row = page.locator(f"#players .seat-row[data-seat='{seat}']")
        if row.get_attribute("aria-expanded") != "true":
            row.click()
        page.wait_for_selector(f"#players .seat-card[data-seat='{seat}'] .seat-row[aria-expanded=true]")
