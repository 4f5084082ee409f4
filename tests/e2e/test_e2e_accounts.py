"""A signed-in player in the browser: sign in from the lobby, see "your turn" across two tables, make a move
in each (the seats come with the account: this browser holds no token), the clocks on the table, the
player's page and the leaderboard, in English and Greek, on a desktop and a phone."""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import Browser, Page, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, move, open_page, play_to_the_end, state

PASSWORD = "a long password"


def sign_in(page: Page, name: str) -> None:
    page.click("#open-sign-in")
    page.fill("#account-name", name)
    page.fill("#account-password", PASSWORD)
    page.click("#sign-in")
    expect(page.locator("#account-link")).to_have_text(f"{name[0].upper()}{name}")


def new_table(page: Page, clock: dict[str, object]) -> str:
    """A Pebbles table against a bot, made with this browser's session (its seat is the account's)."""
    body = {"game": "pebbles", "options": {"players": 2, "rounds": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}],
            "join_as": "x", "clock": clock}
    origin = "/".join(page.url.split("/")[:3])
    created = page.request.post(f"{origin}/api/tables", data=body)
    assert created.status == 201, created.text()
    table_id: str = created.json()["table"]["id"]
    return table_id


def test_a_signed_in_player_moves_at_every_table_waiting_for_them(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    assert server.http.post("/api/account/signup", json={"name": "zoe", "password": PASSWORD}).status_code == 201
    page = open_page(browser, server)
    sign_in(page, "zoe")
    tables = {new_table(page, {"kind": "realtime", "bank_seconds": 600, "increment_seconds": 10}),
              new_table(page, {"kind": "turn", "move_hours": 24, "game_days": 30})}
    page.reload()
    rows = page.locator("#turns .turn-row")
    expect(rows).to_have_count(2)
    assert {rows.nth(i).get_attribute("data-table") for i in range(2)} == tables
    # The real-time table first: its 10 minutes run out before the other's 24 hours.
    expect(rows.first.locator(".clock-left")).to_have_text(re.compile(r"^(10:00|9:\d\d)$"))
    page.screenshot(path=str(screenshots / "accounts-lobby.png"))
    rng = random.Random(3)
    for table_id in sorted(tables):
        page.goto(f"{server.url}/")
        page.locator(f"#turns .turn-row[data-table='{table_id}'] a").click()
        page.wait_for_url(f"**/table/{table_id}")
        page.wait_for_function("window.app && app.state !== null && app.state.seat === 0")
        assert page.evaluate(f"localStorage.getItem('agora.token.{table_id}')") is None
        assert page.title().startswith("▶ ")  # the tab says it is our move
        expect(page.locator(".seat-card.mine .seat-clock")).to_be_visible()
        before = state(page)["log_index"]
        move(page, rng)
        assert state(page)["log_index"] > before
        if table_id == min(tables):
            page.screenshot(path=str(screenshots / "accounts-table.png"))
    assert page.errors == []  # type: ignore[attr-defined]
    page.close()


def test_the_player_page_and_leaderboard_read_well_on_a_phone_and_in_greek(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    assert server.http.post("/api/account/signup", json={"name": "yan", "password": PASSWORD}).status_code == 201
    for viewport, size in ((DESKTOP, "desktop"), (PHONE, "phone")):
        page = open_page(browser, server, "/", viewport)
        sign_in(page, "yan")
        table_id = new_table(page, {"kind": "turn", "move_hours": 72, "game_days": 60})
        if size == "desktop":  # a rated game to the end, for the page and the leaderboard to show
            page.goto(f"{server.url}/table/{table_id}")
            page.wait_for_function("window.app && app.state !== null && app.state.seat === 0")
            play_to_the_end(page, random.Random(4))
            new_table(page, {"kind": "turn", "move_hours": 72, "game_days": 60})
        page.goto(f"{server.url}/")
        expect(page.locator("#turns .turn-row")).to_have_count(1 if size == "desktop" else 2)
        expect(page.locator("#account-link")).to_be_visible()
        # The account's tables follow it to this browser, which holds no token.
        expect(page.locator("#your-tables .table-row")).to_have_count(1 if size == "desktop" else 2)
        page.screenshot(path=str(screenshots / f"accounts-lobby-{size}.png"), full_page=True)
        page.click("#account-link")
        page.wait_for_url("**/player/yan")
        expect(page.locator("main.people section")).to_have_count(4)  # ratings, playing, finished, password
        page.select_option("#lang", "el")
        expect(page.locator("main.people h2").first).to_have_text("Βαθμολογίες")
        page.screenshot(path=str(screenshots / f"accounts-player-{size}-el.png"), full_page=True)
        page.goto(f"{server.url}/leaderboard/pebbles")
        expect(page.locator("#board-game")).to_have_value("pebbles")
        expect(page.locator("table.ratings tbody tr")).to_have_count(2)  # yan and the random bot's pool
        page.screenshot(path=str(screenshots / f"accounts-leaderboard-{size}-el.png"), full_page=True)
        assert "undefined" not in page.inner_text("body")
        assert page.errors == []  # type: ignore[attr-defined]
        page.close()
