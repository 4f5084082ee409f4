"""Table chat in real browsers: two players reading in two languages (a quick phrase reaches each in their
own), markup shown as text, a spectator's line marked and hideable, mute and report, the counter, and the
chat as a tab with its unread badge (on a laptop it shares a box with the log, beside the board, never over it;
on a phone a place with the players and the log)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ViewportSize, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, WatchedPage, open_table, play_to_the_end, watch_errors


def seated(
    browser: Browser, server: ServerProcess, table: str, token: str | None, lang: str, viewport: ViewportSize
) -> WatchedPage:
    page = watch_errors(browser.new_context(viewport=viewport).new_page())
    keep = f"localStorage.setItem('agora.token.{table}', {token!r});" if token else ""
    page.add_init_script(f"{keep}localStorage.setItem('agora.lang', {lang!r})")
    page.goto(f"{server.url}/table/{table}")
    page.wait_for_function("window.app && app.state !== null && app.chat.phrases.length > 0")
    return page


def open_chat(page: WatchedPage) -> None:
    page.click("#tab-chat")
    expect(page.locator("#chat-box")).to_be_visible()


def line(page: WatchedPage, text: str) -> str:
    """The shown chat line holding `text` (waits for it)."""
    found = page.locator("#chat-lines .chat-line", has_text=text)
    expect(found).to_have_count(1)
    return found.inner_text()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])
def test_two_players_chat_in_two_languages_and_a_spectator_is_marked(
    browser: Browser, server: ServerProcess, screenshots: Path, viewport: ViewportSize
) -> None:
    phone = viewport == PHONE
    body = {"game": "relic-runners", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "human"}],
            "join_as": "ann"}
    created = server.http.post("/api/tables", json=body).json()
    table = created["table"]["id"]
    bob_token = server.http.post(f"/api/tables/{table}/join", json={"name": "Βασίλης", "seat": 1}).json()["token"]
    ann = seated(browser, server, table, created["joined"]["token"], "en", viewport)
    bob = seated(browser, server, table, bob_token, "el", viewport)
    size = "390" if phone else "1280"

    # A tab: hidden until chosen (the players on a phone, the log on a laptop are shown at first), and a
    # line said meanwhile shows as unread on it.
    expect(bob.locator("#chat-box")).to_be_hidden()
    open_chat(ann)
    if not phone:  # beside the board, never over it
        chat, board = ann.locator("#chat-box").bounding_box(), ann.locator("#board-frame").bounding_box()
        assert chat is not None and board is not None
        assert chat["x"] >= board["x"] + board["width"] and chat["y"] + chat["height"] <= viewport["height"]
    ann.fill("#chat-input", "hello <b>Βασίλης</b> & co")
    expect(ann.locator("#chat-count")).to_have_text("25/300")
    ann.press("#chat-input", "Enter")
    expect(ann.locator("#chat-input")).to_have_value("")
    expect(bob.locator("#tab-chat .unread")).to_have_text("1")
    expect(bob.locator("#tab-chat .unread")).to_have_attribute("aria-label", "1 αδιάβαστο μήνυμα")
    open_chat(bob)
    expect(bob.locator("#tab-chat .unread")).to_be_hidden()
    # Markup is shown as text: the line holds no element made from it.
    assert "hello <b>Βασίλης</b> & co" in line(bob, "hello")
    assert bob.locator("#chat-lines b").count() == 0

    # A quick phrase goes as its id: each reader reads it in their own language.
    expect(bob.locator("#chat-phrases [data-phrase=gg]")).to_have_text("Καλό παιχνίδι")
    bob.click("#chat-phrases [data-phrase=gg]")
    assert "Good game" in line(ann, "Good game")
    assert "Καλό παιχνίδι" in line(bob, "Καλό παιχνίδι")
    ann.click("#chat-phrases [data-phrase=nice_find]")  # Relic Runners' own
    assert "Ωραίο εύρημα!" in line(bob, "Ωραίο εύρημα!")

    # A spectator's line is marked, and each reader may hide spectators.
    watcher = seated(browser, server, table, None, "en", viewport)
    open_chat(watcher)
    expect(watcher.locator("#chat-lines .chat-line")).to_have_count(3)  # the lines so far, on opening
    watcher.fill("#chat-input", "go ann!")
    watcher.click("#chat-send")
    assert "Spectator" in line(ann, "go ann!")
    assert "Θεατής" in line(bob, "go ann!")
    expect(bob.locator("#chat-lines .chat-line.spectator")).to_have_count(1)
    ann.screenshot(path=str(screenshots / f"chat-en-{size}.png"))
    bob.screenshot(path=str(screenshots / f"chat-el-{size}.png"))
    bob.check("#chat-hide-spectators")
    expect(bob.locator("#chat-lines .chat-line", has_text="go ann!")).to_have_count(0)
    expect(ann.locator("#chat-lines .chat-line", has_text="go ann!")).to_have_count(1)

    # Bob reports ann's first line, then mutes her: her lines leave his chat only, and stay gone on reload.
    first = bob.locator("#chat-lines .chat-line", has_text="hello")
    first.locator(".chat-more").click()
    first.locator("[data-do=report]").click()
    expect(first.locator(".chat-tag")).to_have_text("αναφέρθηκε")
    first.locator(".chat-more").click()
    first.locator("[data-do=mute]").click()
    expect(bob.locator("#chat-lines .chat-line", has_text="hello")).to_have_count(0)
    expect(bob.locator("#chat-lines .chat-line")).to_have_count(1)  # his own phrase
    bob.reload()
    bob.wait_for_function("window.app && app.state !== null && app.chat.lines.size === 4")
    open_chat(bob)
    expect(bob.locator("#chat-lines .chat-line")).to_have_count(1)
    expect(ann.locator("#chat-lines .chat-line")).to_have_count(4)
    bob.screenshot(path=str(screenshots / f"chat-el-muted-{size}.png"))
    for page in (ann, bob, watcher):
        assert page.errors == []
        page.context.close()


def test_a_finished_tables_replay_shows_its_whole_chat_faded_after_the_step(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    page.wait_for_function("app.chat.phrases.length > 0")
    open_chat(page)
    page.fill("#chat-input", "good luck")
    page.press("#chat-input", "Enter")
    line(page, "good luck")
    play_to_the_end(page, random.Random(3))
    page.keyboard.press("Escape")  # the score sheet
    page.click("#chat-phrases [data-phrase=gg]")
    line(page, "Good game")
    # Opened again at its first step (a review's link): the whole chat, what was said later faded.
    page.goto(page.url.split("?")[0] + "?step=0")
    page.wait_for_function("app.replay?.active && app.replay.step === 0 && app.chat.lines.size === 2")
    open_chat(page)
    expect(page.locator("#chat-lines .chat-line.later")).to_have_count(1)
    expect(page.locator("#chat-lines .chat-line.later")).to_contain_text("Good game")
    expect(page.locator("#chat-lines .chat-line:not(.later)")).to_contain_text("good luck")
    page.screenshot(path=str(screenshots / "chat-replay-1280.png"))
    assert page.errors == []
    page.context.close()
