"""A player's email address in the browser, against a real SMTP server: the player page says it is not
confirmed (nothing is emailed to it yet), sends the link again on request, and says it is confirmed once the
link from the email has been opened and its page's button pressed; on a desktop and a phone, in English and
Greek."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess, running
from smtp_box import SmtpServer
from table import DESKTOP, PHONE, watch_errors
from test_e2e_accounts import PASSWORD, sign_in

WORDS = {
    "en": ("Not confirmed yet: open the link emailed to this address. Nothing else is sent to it until then.",
           "Sent: open the link in the email.", "Confirm it",
           "Done: your address is confirmed, and Agora's emails will reach it.",
           "Confirmed: emails reach this address."),
    "el": ("Δεν έχει επιβεβαιωθεί ακόμη: ανοίξτε τον σύνδεσμο που στάλθηκε σε αυτή τη διεύθυνση. Μέχρι τότε δεν "
           "της στέλνεται τίποτε άλλο.", "Στάλθηκε: ανοίξτε τον σύνδεσμο του email.", "Επιβεβαίωση",
           "Έγινε: η διεύθυνσή σας επιβεβαιώθηκε και τα μηνύματα της Agora θα φτάνουν σε αυτήν.",
           "Επιβεβαιωμένη: τα email φτάνουν σε αυτή τη διεύθυνση."),
}


@pytest.fixture
def smtp() -> Iterator[SmtpServer]:
    box = SmtpServer()
    box.start()
    try:
        yield box
    finally:
        box.stop()


def test_the_player_page_shows_whether_the_address_is_confirmed(
    browser: Browser, tmp_path: Path, smtp: SmtpServer, screenshots: Path
) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--smtp-port", str(smtp.port), "--outbox-poll", "0.1")]) as (server,):
        for viewport, size, lang in ((DESKTOP, "desktop", "en"), (PHONE, "phone", "el")):
            name, address = f"una{size}", f"una-{size}@example.test"
            assert server.http.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
            server.http.cookies.clear()
            unconfirmed, sent, button, done, confirmed = WORDS[lang]
            context = browser.new_context(viewport=viewport, locale="el-GR" if lang == "el" else "en-GB")
            context.add_init_script(f"localStorage.setItem('agora.lang', {lang!r})")
            page = watch_errors(context.new_page())
            page.goto(server.url + "/")
            sign_in(page, name)
            page.goto(f"{server.url}/player/{name}")
            expect(page.locator("#email-address")).to_be_visible()
            expect(page.locator("#email-again")).to_be_hidden()  # no address yet: nothing to confirm
            page.fill("#email-address", address)
            page.click("main.people form:has(#email-address) button[type=submit]")
            note = page.locator("#email-confirmation")
            expect(note).to_have_text(unconfirmed)
            expect(note).to_have_class("unconfirmed")
            # Measured, not guessed: the note is readable, and the card holds it and its button.
            assert float(note.evaluate("el => getComputedStyle(el).fontSize").removesuffix("px")) >= 14
            card = page.locator("main.people section:has(#email-address)").bounding_box()
            for part in (note, page.locator("#email-again")):
                box = part.bounding_box()
                assert card and box and box["x"] >= card["x"] and box["x"] + box["width"] <= card["x"] + card["width"]
            page.screenshot(path=str(screenshots / f"email-unconfirmed-{size}-{lang}.png"), full_page=True)
            page.click("#email-again")
            expect(page.locator("main.people form:has(#email-address) [role=status]")).to_have_text(sent)
            mails = smtp.mailbox.wait_for(address, 2)
            assert len(mails) == 2 and mails[0]["Content-Language"] == lang
            found = re.search(r"http://127\.0\.0\.1:\d+/confirm-email/\S+", mails[-1].get_content())
            assert found is not None
            page.goto(found.group(0))
            page.click(f"button:text-is('{button}')")
            expect(page.locator("p")).to_have_text(done)
            page.goto(f"{server.url}/player/{name}")
            expect(note).to_have_text(confirmed)
            expect(page.locator("#email-again")).to_be_hidden()
            page.screenshot(path=str(screenshots / f"email-confirmed-{size}-{lang}.png"), full_page=True)
            assert "undefined" not in page.inner_text("body")
            assert page.errors == []
            context.close()
