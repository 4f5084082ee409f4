"""Play now in the browser: two signed-in players who never shared a link press Play now for the same game,
wait, and land at one table, each in their own seat; a player alone who allows bots is seated with them;
the lobby's Play now reads in Greek and fits a phone."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Page, expect
from serverproc import ServerProcess
from table import PHONE, open_page, state
from test_e2e_accounts import sign_in, sign_up


def choose(page: Page, game: str) -> None:
    page.locator(f".game-pick[data-game='{game}']").click()


def test_two_strangers_pressing_play_now_sit_at_one_table(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    sign_up(server, "una")
    sign_up(server, "vic")
    pages = [open_page(browser, server) for _ in range(2)]
    for page, name in zip(pages, ["una", "vic"], strict=True):
        sign_in(page, name)
        choose(page, "relic-runners")
        page.select_option("#play-now-players", "2")
        page.uncheck("#play-now-bots")
    pages[0].click("#play-now-go")
    expect(pages[0].locator("#play-now-waiting")).to_contain_text("Looking for players of your level")
    pages[0].screenshot(path=str(screenshots / "play-now-waiting.png"))
    pages[1].click("#play-now-go")
    for page in pages:
        page.wait_for_url("**/table/*", timeout=15000)
        page.wait_for_function("window.app && app.state !== null")
    [first, second] = [page.url.rsplit("/", 1)[1] for page in pages]
    assert first == second
    assert {state(page)["seat"] for page in pages} == {0, 1}  # each sits by the session: no token, no link
    for page in pages:
        assert page.errors == []
        page.close()


def test_a_player_alone_who_allows_bots_plays_them_and_the_form_reads_in_greek_on_a_phone(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    sign_up(server, "wes")
    page = open_page(browser, server, viewport=PHONE)
    sign_in(page, "wes")
    page.select_option("#lang", "el")
    expect(page.locator("#play-now-go")).to_have_text("Παίξτε τώρα")
    box = page.locator("#play-now").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    page.locator("#play-now").scroll_into_view_if_needed()
    page.screenshot(path=str(screenshots / "play-now-phone-el.png"))
    choose(page, "ancient-world")
    page.select_option("#play-now-players", "2")
    page.evaluate("document.querySelector('#play-now-go').scrollIntoView()")
    # "after a minute" is the page's choice; the server's rule (tests/server) is tested at 0 s: here the wait
    # itself is skipped by asking with a zero wait through the same route the button uses.
    answer = page.request.post(page.url.split("#")[0].rstrip("/") + "/api/play-now",
                               data={"game": "ancient-world", "players": 2, "bots_after": 0})
    assert answer.status == 201 and answer.json()["table"] is not None
    page.reload()
    page.wait_for_url("**/table/*", timeout=15000)  # the lobby finds the wait seated and goes to the table
    page.wait_for_function("window.app && app.state !== null")
    assert state(page)["seat"] in (0, 1)
    assert page.errors == []
    page.close()
