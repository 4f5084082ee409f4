"""The moderators' page in the browser: a player sees that it is not theirs; a moderator (made from the command
line) sees a reported line, bans its speaker from beside it, and reads the act in the log; hides a reported
line (gone from a table page open on it), mutes its speaker, and closes the table by its link (the table page
says so); at 1280×800 and 390×844, in English and Greek."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect
from serverproc import ServerProcess
from table import PHONE, open_page, small_or_wide
from test_e2e_accounts import sign_in, sign_up
from typer.testing import CliRunner

from agora.commands.app import app
from agora.server.store.accounts import Accounts
from agora.server.store.chat import Chat, ChatLine, Said
from agora.server.store.database import Database


def reported_line(server: ServerProcess, speaker: str, text: str) -> tuple[str, ChatLine]:
    """A new table with a line `speaker` said there, reported by someone: the table's id and the line."""
    body = {"game": "pebbles", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}]}
    table_id = server.http.post("/api/tables", json=body).json()["table"]["id"]
    database = Database.open(server.db)
    try:
        account = Accounts(database).named(speaker)
        assert account is not None
        chat = Chat(database)
        line = chat.add(Said(table_id, 0, account.id, "digest", speaker, text, None, 0))
        chat.report(line.id, "account:99", "spam")
    finally:
        database.close()
    return table_id, line


def overflow(page: Page) -> int:
    """How far the page is wider than its viewport, in pixels (0: nothing sticks out sideways)."""
    return int(page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"))


def test_a_moderator_bans_a_reported_speaker_from_the_page(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    for name in ("mona", "spam", "rita"):
        sign_up(server, name)
    page = open_page(browser, server, "/moderation")
    sign_in(page, "rita")
    expect(page.locator("#not-moderator")).to_have_text("only moderators may do this")
    assert CliRunner().invoke(app, ["db", "admin", "mona", "--db", server.db]).exit_code == 0
    _, line = reported_line(server, "spam", "cheap gold here")
    page.close()
    page = open_page(browser, server, "/moderation")
    sign_in(page, "mona")
    row = page.locator(f"#reports .report[data-line='{line.id}']")
    expect(row).to_contain_text("cheap gold here")
    expect(row).to_contain_text("reported 1 time")
    row.locator(".act-reason").fill("selling gold")
    row.locator("button.ban").click()
    expect(page.locator("#log li").first).to_contain_text("banned spam — selling gold")
    page.select_option("#lang", "el")
    expect(page.locator("h2").first).to_have_text("Αναφερμένη συνομιλία")
    refused = server.http.post("/api/account/signin", json={"name": "spam", "password": "a long password"})
    assert refused.status_code == 403
    assert page.errors == []
    page.close()


# What a thumb taps on the page: links, buttons and fields.
THUMBED = "a, button, input, select"


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_moderation_page_on_a_phone_has_thumb_sized_targets(
    browser: Browser, server: ServerProcess, screenshots: Path, lang: str
) -> None:
    for name in (f"mod{lang}", f"spam{lang}"):
        sign_up(server, name)
    reported_line(server, f"spam{lang}", "cheap gold here, visit my shop for the very best prices on everything")
    assert CliRunner().invoke(app, ["db", "admin", f"mod{lang}", "--db", server.db]).exit_code == 0
    page = open_page(browser, server, "/moderation", viewport=PHONE)
    page.evaluate(f"localStorage.setItem('agora.lang', '{lang}')")
    page.reload()
    sign_in(page, f"mod{lang}")
    expect(page.locator("#reports .report").first).to_be_visible()
    # The empty name field says what goes in it (it had no label a reader could see).
    named = "Player's name" if lang == "en" else "Όνομα παίκτη"
    expect(page.locator(".ban-name").last).to_have_attribute("placeholder", named)
    assert small_or_wide(page, THUMBED) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.screenshot(path=str(screenshots / f"moderation-phone-{lang}.png"), full_page=True)
    assert page.errors == []
    page.close()


def test_a_moderator_hides_a_line_mutes_its_speaker_and_closes_the_table(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    for name in ("mod2", "troll"):
        sign_up(server, name)
    assert CliRunner().invoke(app, ["db", "admin", "mod2", "--db", server.db]).exit_code == 0
    table_id, line = reported_line(server, "troll", "you all play like idiots")
    watcher = open_page(browser, server, f"/table/{table_id}")
    said = watcher.locator(f"#chat-lines .chat-line[data-line='{line.id}']")
    expect(said).to_contain_text("you all play like idiots")

    page = open_page(browser, server, "/moderation")
    sign_in(page, "mod2")
    row = page.locator(f"#reports .report[data-line='{line.id}']")
    expect(row).to_contain_text("you all play like idiots")
    assert overflow(page) == 0
    page.screenshot(path=str(screenshots / "moderation-en.png"), full_page=True)
    row.locator(".act-reason").fill("insults")
    row.locator("button.hide").click()
    expect(said).to_have_count(0)  # gone from the page open on the table, without reloading it
    expect(page.locator(f"#reports .report[data-line='{line.id}'] .hidden-line")).to_have_text("hidden")
    page.locator(f"#reports .report[data-line='{line.id}'] .act-reason").fill("insults")
    page.locator(f"#reports .report[data-line='{line.id}'] .mute-for").select_option("1440")
    page.locator(f"#reports .report[data-line='{line.id}'] button.mute").click()
    expect(page.locator("#log li").first).to_contain_text("muted troll until")
    expect(page.locator("#log li").nth(1)).to_contain_text(f"hid chat line {line.id} — insults")

    page.locator(".close-table").fill("not a link at all!")
    page.locator("button.close").click()
    expect(page.locator(".close-table ~ .said")).to_have_text("That is not a table's id or link.")
    page.locator(".close-table").fill(f"{server.url}/table/{table_id}?invite=x")
    page.locator(".close-reason").fill("abuse")
    page.locator("button.close").click()
    expect(page.locator("#log li").first).to_contain_text(f"closed table {table_id} — abuse")
    expect(watcher.locator("#closed")).to_have_text(" — closed by a moderator")
    expect(watcher.locator("#join")).to_be_hidden()  # its free seat is offered no more
    watcher.screenshot(path=str(screenshots / "moderation-closed-table.png"))
    assert watcher.errors == [] and page.errors == []
    watcher.close()
    page.close()

    # The page on a phone, in Greek: every control fits the width.
    phone = open_page(browser, server, "/moderation", viewport=PHONE)
    sign_in(phone, "mod2")
    phone.select_option("#lang", "el")
    expect(phone.locator("h2").nth(1)).to_have_text("Φίμωση ή άρση φίμωσης")
    expect(phone.locator("#log li").first).to_contain_text(f"έκλεισε το τραπέζι {table_id}")
    assert overflow(phone) == 0
    box = phone.locator(".close-table").bounding_box()  # a link pasted on a phone gets the whole width
    assert box is not None and box["width"] > 300
    phone.screenshot(path=str(screenshots / "moderation-el-phone.png"), full_page=True)
    closed = open_page(browser, server, f"/table/{table_id}", viewport=PHONE)
    closed.select_option("#lang", "el")
    expect(closed.locator("#closed")).to_have_text(" — έκλεισε από συντονιστή")
    closed.screenshot(path=str(screenshots / "moderation-closed-table-el-phone.png"))
    assert phone.errors == [] and closed.errors == []
    phone.close()
    closed.close()
