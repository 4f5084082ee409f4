"""The moderators' page in the browser: a player sees that it is not theirs; a moderator (made from the command
line) sees a reported line, bans its speaker from beside it, and reads the act in the log; in Greek too."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import PHONE, open_page
from test_e2e_accounts import sign_in, sign_up
from typer.testing import CliRunner

from agora.commands.app import app
from agora.server.store.accounts import Accounts
from agora.server.store.chat import Chat, Said
from agora.server.store.database import Database


def reported(server: ServerProcess, name: str, text: str) -> int:
    """A line said by the account `name` at a new table and reported once; its id."""
    body = {"game": "pebbles", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}]}
    table_id = server.http.post("/api/tables", json=body).json()["table"]["id"]
    database = Database.open(server.db)
    speaker = Accounts(database).named(name)
    assert speaker is not None
    chat = Chat(database)
    line = chat.add(Said(table_id, 0, speaker.id, "digest", name, text, None, 0))
    chat.report(line.id, "account:99", "spam")
    database.close()
    return line.id


def test_a_moderator_bans_a_reported_speaker_from_the_page(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    for name in ("mona", "spam", "rita"):
        sign_up(server, name)
    page = open_page(browser, server, "/moderation")
    sign_in(page, "rita")
    expect(page.locator("#not-moderator")).to_have_text("only moderators may do this")
    assert CliRunner().invoke(app, ["db", "admin", "mona", "--db", server.db]).exit_code == 0
    line = reported(server, "spam", "cheap gold here")
    page.close()
    page = open_page(browser, server, "/moderation")
    sign_in(page, "mona")
    row = page.locator(f"#reports .report[data-line='{line}']")
    expect(row).to_contain_text("cheap gold here")
    expect(row).to_contain_text("reported 1 time")
    row.locator(".ban-reason").fill("selling gold")
    row.locator("button.ban").click()
    expect(page.locator("#log li").first).to_contain_text("banned spam — selling gold")
    page.select_option("#lang", "el")
    expect(page.locator("h2").first).to_have_text("Αναφερμένη συνομιλία")
    page.screenshot(path=str(screenshots / "moderation-el.png"))
    refused = server.http.post("/api/account/signin", json={"name": "spam", "password": "a long password"})
    assert refused.status_code == 403
    assert page.errors == []
    page.close()


# What a thumb taps on the page: links, buttons and fields under 40 px tall; and anything past the screen's edge.
SMALL_OR_WIDE = """() => [...document.querySelectorAll('a, button, input, select')].filter((el) => el.checkVisibility())
  .map((el) => [el, el.getBoundingClientRect()])
  .filter(([, r]) => r.height < 40 || r.left < -1 || r.right > innerWidth + 1)
  .map(([el, r]) => `${el.tagName} "${(el.textContent || el.placeholder || '').trim()}" `
    + `${Math.round(r.width)}×${Math.round(r.height)}`)"""


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_moderation_page_on_a_phone_has_thumb_sized_targets(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    for name in (f"mod{lang}", f"spam{lang}"):
        sign_up(server, name)
    reported(server, f"spam{lang}", "cheap gold here, visit my shop for the very best prices on everything")
    assert CliRunner().invoke(app, ["db", "admin", f"mod{lang}", "--db", server.db]).exit_code == 0
    page = open_page(browser, server, "/moderation", viewport=PHONE)
    page.evaluate(f"localStorage.setItem('agora.lang', '{lang}')")
    page.reload()
    sign_in(page, f"mod{lang}")
    expect(page.locator("#reports .report").first).to_be_visible()
    # The empty name field says what goes in it (it had no label a reader could see).
    named = "Player's name" if lang == "en" else "Όνομα παίκτη"
    expect(page.locator(".ban-name").last).to_have_attribute("placeholder", named)
    assert page.evaluate(SMALL_OR_WIDE) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(path=str(screenshots / f"moderation-phone-{lang}.png"), full_page=True)
    assert page.errors == []
    page.close()
