"""A signed-in player in the browser: sign in from the lobby, see "your turn" across two tables, make a move
in each (the seats come with the account: this browser holds no token), the clocks on the table, the
player's page and the leaderboard, in English and Greek, on a desktop and a phone."""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import Browser, Page, Route, ViewportSize, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, WatchedPage, move, open_page, play_to_the_end, state, watch_errors

PASSWORD = "a long password"


def sign_up(server: ServerProcess, name: str) -> None:
    """An account made over the API; the server's shared client stays a guest."""
    assert server.http.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
    server.http.cookies.clear()


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
    sign_up(server, "zoe")
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
    assert page.errors == []
    page.close()


def test_the_player_page_and_leaderboard_read_well_on_a_phone_and_in_greek(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    sign_up(server, "yan")
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
        # Ratings, playing, finished, email, this device's notices, password.
        expect(page.locator("main.people section")).to_have_count(6)
        page.select_option("#lang", "el")
        expect(page.locator("main.people h2").first).to_have_text("Βαθμολογίες")
        # The email settings, saved in the page's language.
        page.fill("#email-address", f"yan-{size}@example.test")
        page.click("main.people form:has(#email-address) button[type=submit]")
        expect(page.locator("main.people form:has(#email-address) [role=status]")).to_have_text("Αποθηκεύτηκε.")
        kept = page.request.get(f"{server.url}/api/account/notifications").json()
        assert (kept["email"], kept["language"], kept["turn"]) == (f"yan-{size}@example.test", "el", True)
        page.screenshot(path=str(screenshots / f"accounts-player-{size}-el.png"), full_page=True)
        page.goto(f"{server.url}/leaderboard/pebbles")
        expect(page.locator("#board-game")).to_have_value("pebbles")
        expect(page.locator("table.ratings tbody tr")).to_have_count(2)  # yan and the random bot's pool
        page.screenshot(path=str(screenshots / f"accounts-leaderboard-{size}-el.png"), full_page=True)
        assert "undefined" not in page.inner_text("body")
        assert page.errors == []
        page.close()


def seated(browser: Browser, server: ServerProcess, table_id: str, token: str, viewport: ViewportSize) -> WatchedPage:
    """A fresh profile holding a seat's token, at the table."""
    page = watch_errors(browser.new_context(viewport=viewport).new_page())
    page.add_init_script(f"localStorage.setItem('agora.token.{table_id}', {token!r})")
    page.on("dialog", lambda dialog: dialog.accept())
    page.goto(f"{server.url}/table/{table_id}")
    page.wait_for_function("window.app && app.state !== null && app.state.seat !== null")
    return page


def test_the_others_vote_on_a_seat_that_left_and_it_is_taken_back(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    for viewport, size in ((DESKTOP, "desktop"), (PHONE, "phone")):
        seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}]
        created = server.http.post("/api/tables", json={"game": "pebbles", "options": {"players": 3}, "seats": seats,
                                                         "join_as": "ann", "clock": {"kind": "realtime"}}).json()
        table_id = created["table"]["id"]
        bob_token = server.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()["token"]
        ann = seated(browser, server, table_id, created["joined"]["token"], viewport)
        bob = seated(browser, server, table_id, bob_token, viewport)
        bob.click("#leave")
        expect(ann.locator("#vote")).to_be_visible()
        ann.screenshot(path=str(screenshots / f"abandon-vote-{size}.png"))
        ann.click("#vote [data-choice=bot]")
        expect(ann.locator(".seat-card[data-seat='1'] .away-badge")).to_have_text("left · bot plays")
        expect(bob.locator("#take-back")).to_be_visible()
        bob.click("#take-back")
        expect(ann.locator(".seat-card[data-seat='1'] .away-badge")).to_have_count(0)
        expect(bob.locator("#leave")).to_be_visible()
        assert ann.errors == [] and bob.errors == []
        ann.close()
        bob.close()


def test_a_guest_who_signs_up_keeps_their_seat_in_the_account(browser: Browser, server: ServerProcess) -> None:
    created = server.http.post("/api/tables", json={"game": "pebbles", "seats": [{"kind": "human"}, {"kind": "bot"}],
                                                     "join_as": "a guest"}).json()
    table_id = created["table"]["id"]
    page = seated(browser, server, table_id, created["joined"]["token"], DESKTOP)
    expect(page.locator("#claim-seat")).to_have_count(0)  # a guest has no account to keep it in
    page.goto(f"{server.url}/")  # sign up in the lobby's header
    page.click("#open-sign-in")
    page.fill("#account-name", "una")
    page.fill("#account-password", PASSWORD)
    page.click("#sign-up")
    expect(page.locator("#account-link")).to_be_visible()
    page.goto(f"{server.url}/table/{table_id}")
    page.click("#claim-seat")
    expect(page.locator("#claim-seat")).to_have_count(0)
    seat = server.http.get(f"/api/tables/{table_id}").json()["seats"][0]
    assert (seat["name"], seat["signed_in"]) == ("una", True)
    assert page.errors == []
    page.close()


def test_an_address_typed_before_the_stored_settings_arrive_is_kept(browser: Browser, server: ServerProcess) -> None:
    """Typed before the stored settings come, the address stays; the form cannot be saved until they come, as
    saving sends every setting and the "your move" box is unticked until then."""
    sign_up(server, "zed")
    page = open_page(browser, server, "/", DESKTOP)
    sign_in(page, "zed")
    held: list[Route] = []
    page.route("**/api/account/notifications", lambda route: held.append(route) if route.request.method == "GET"
               else route.continue_())
    page.goto(f"{server.url}/player/zed")
    page.fill("#email-address", "zed@example.test")
    assert held, "the page asked for the stored settings"
    save = page.locator("main.people form:has(#email-address) button[type=submit]")
    expect(save).to_be_disabled()
    page.press("#email-address", "Enter")  # nor sent by the keyboard
    for route in held:  # the stored settings (no address yet) arrive after the player typed
        route.continue_()
    expect(save).to_be_enabled()
    assert page.input_value("#email-address") == "zed@example.test"
    assert page.is_checked("#email-turn")  # the field not touched takes the stored value (on)
    save.click()
    expect(page.locator("main.people form:has(#email-address) [role=status]")).to_have_text("Saved.")
    kept = page.request.get(f"{server.url}/api/account/notifications").json()
    assert (kept["email"], kept["turn"]) == ("zed@example.test", True)
    assert page.errors == []
    page.close()
