"""The moderators' page in the browser: a player sees that it is not theirs; a moderator (made from the command
line) sees a reported line, bans its speaker from beside it, and reads the act in the log; in Greek too."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import open_page
from test_e2e_accounts import sign_in, sign_up
from typer.testing import CliRunner

from agora.commands.app import app
from agora.server.store.accounts import Accounts
from agora.server.store.chat import Chat, Said
from agora.server.store.database import Database


def test_a_moderator_bans_a_reported_speaker_from_the_page(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    for name in ("mona", "spam", "rita"):
        sign_up(server, name)
    page = open_page(browser, server, "/moderation")
    sign_in(page, "rita")
    expect(page.locator("#not-moderator")).to_have_text("only moderators may do this")
    assert CliRunner().invoke(app, ["db", "admin", "mona", "--db", server.db]).exit_code == 0
    body = {"game": "pebbles", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}]}
    table_id = server.http.post("/api/tables", json=body).json()["table"]["id"]
    database = Database.open(server.db)
    speaker = Accounts(database).named("spam")
    assert speaker is not None
    chat = Chat(database)
    line = chat.add(Said(table_id, 0, speaker.id, "digest", "spam", "cheap gold here", None, 0))
    chat.report(line.id, "account:99", "spam")
    database.close()
    page.close()
    page = open_page(browser, server, "/moderation")
    sign_in(page, "mona")
    row = page.locator(f"#reports .report[data-line='{line.id}']")
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
