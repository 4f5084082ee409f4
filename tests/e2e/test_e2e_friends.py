"""Friends in the browser: follow a player from their page, see their public table in the lobby's Friends list
and open it from there; stop following; in Greek too."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import PHONE, open_page, small_or_wide
from test_e2e_accounts import sign_in, sign_up


def test_a_followed_players_table_is_one_click_away_in_the_lobby(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    sign_up(server, "xena")
    sign_up(server, "yuri")
    yuri = server.http.post("/api/account/signin", json={"name": "yuri", "password": "a long password"})
    assert yuri.status_code == 200
    body = {"game": "relic-runners", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}],
            "join_as": "yuri"}
    table_id = server.http.post("/api/tables", json=body).json()["table"]["id"]
    server.http.cookies.clear()
    page = open_page(browser, server)
    sign_in(page, "xena")
    expect(page.locator("#friends li.muted")).to_contain_text("Follow players from their page")
    page.goto(f"{server.url}/player/yuri")
    page.click("#follow")
    expect(page.locator("#follow")).to_have_text("Stop following")
    page.goto(f"{server.url}/")
    link = page.locator(f"#friends li[data-friend='yuri'] a[data-table='{table_id}']")
    expect(link).to_contain_text("Relic Runners")
    page.select_option("#lang", "el")
    expect(page.locator("#friends-card h2")).to_have_text("Φίλοι")
    page.screenshot(path=str(screenshots / "friends-lobby-el.png"))
    link.click()
    page.wait_for_url(f"**/table/{table_id}")
    page.goto(f"{server.url}/player/yuri")
    page.click("#follow")  # stop following
    expect(page.locator("#follow")).to_have_text("Ακολουθήστε")
    page.goto(f"{server.url}/")
    expect(page.locator("#friends li[data-friend='yuri']")).to_have_count(0)
    assert page.errors == []
    page.close()


def test_a_player_invites_another_by_name_and_the_invitation_opens_the_table(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    sign_up(server, "zack")
    sign_up(server, "wynn")
    host = open_page(browser, server)
    sign_in(host, "zack")
    origin = server.url
    body = {"game": "relic-runners", "options": {"players": 2}, "seats": [{"kind": "human"}] * 2, "join_as": "x"}
    created = host.request.post(f"{origin}/api/tables", data=body)
    table_id = created.json()["table"]["id"]
    host.goto(f"{origin}/table/{table_id}")
    host.click("#invite-player")
    host.fill("#invite-name", "wynn")
    host.click("#invite-send")
    expect(host.locator("#invite-said")).to_contain_text("wynn is invited")
    guest = open_page(browser, server)
    sign_in(guest, "wynn")
    row = guest.locator("#invitations .invitation")
    expect(row).to_contain_text("zack invites you to Relic Runners")
    guest.screenshot(path=str(screenshots / "invitation-lobby.png"))
    row.locator("a").click()
    guest.wait_for_url(f"**/table/{table_id}")
    assert host.errors == [] and guest.errors == []
    host.close()
    guest.close()


# What a thumb taps in the status bar and the invitation dialog.
THUMBED = "#status a, #status button, #invite-dialog a, #invite-dialog button, #invite-dialog input"


@pytest.mark.parametrize("lang", ["en", "el"])
def test_inviting_on_a_phone_has_thumb_sized_targets(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    for name in (f"host{lang}", f"guest{lang}"):
        sign_up(server, name)
    host = open_page(browser, server, viewport=PHONE)
    host.evaluate(f"localStorage.setItem('agora.lang', '{lang}')")
    host.reload()
    sign_in(host, f"host{lang}")
    body = {"game": "relic-runners", "options": {"players": 2}, "seats": [{"kind": "human"}] * 2, "join_as": "x"}
    table_id = host.request.post(f"{server.url}/api/tables", data=body).json()["table"]["id"]
    host.goto(f"{server.url}/table/{table_id}")
    expect(host.locator("#invite-player")).to_be_visible()
    assert small_or_wide(host, THUMBED) == []  # the invitation link was 16 px tall
    host.click("#invite-player")
    host.fill("#invite-name", f"guest{lang}")
    host.click("#invite-send")
    expect(host.locator("#invite-said")).to_contain_text(f"guest{lang}")
    assert small_or_wide(host, THUMBED) == []
    host.screenshot(path=str(screenshots / f"invite-phone-{lang}.png"))
    assert host.errors == []
    host.close()
