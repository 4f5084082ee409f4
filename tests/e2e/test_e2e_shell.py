"""The table shell every game shares: one screen with its regions in view on a laptop and on a phone, others'
moves told as they come, "since your last turn", the players panel, and the end of the game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, in_first_screen, move, open_table, play_to_the_end

from agora.core import registry

REGIONS = ("status", "board", "players", "log", "actions")


@pytest.mark.parametrize("game", sorted(registry.games()))
def test_a_table_is_one_screen_with_every_region_in_view_on_a_laptop(
    browser: Browser, server: ServerProcess, screenshots: Path, game: str
) -> None:
    page = open_table(browser, server, game, 3)
    page.wait_for_function("app.drawn === app.since")
    for region in REGIONS:
        assert in_first_screen(page, f"[data-part={region}]"), region
    # No page scroll: the board takes what the other regions leave, and it is most of the screen.
    assert page.evaluate("document.documentElement.scrollHeight") <= DESKTOP["height"]
    board = page.locator("[data-part=board]").bounding_box()
    assert board is not None and board["width"] * board["height"] > 0.4 * DESKTOP["width"] * DESKTOP["height"]
    page.screenshot(path=str(screenshots / f"shell-{game}-1280.png"))
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("game", sorted(registry.games()))
def test_on_a_phone_the_board_status_and_actions_stay_on_screen(
    browser: Browser, server: ServerProcess, screenshots: Path, game: str
) -> None:
    page = open_table(browser, server, game, 3, viewport=PHONE)
    page.wait_for_function("app.drawn === app.since && app.state.legal.length > 0")
    for region in ("status", "board", "actions", "players"):
        assert in_first_screen(page, f"[data-part={region}]"), region
    assert page.locator("[data-part=log]").is_hidden()
    page.click("#tab-log")
    assert in_first_screen(page, "[data-part=log]") and page.locator("[data-part=players]").is_hidden()
    # Tap targets: every button a player taps is at least 40 px high.
    heights = page.eval_on_selector_all("#actions button, .side-tabs button", "els => els.map((e) => e.offsetHeight)")
    assert heights and min(heights) >= 40, heights
    page.screenshot(path=str(screenshots / f"shell-{game}-390.png"))
    assert page.errors == []
    page.context.close()


def test_others_moves_are_told_as_they_come_and_summed_up_when_it_is_your_turn(
    browser: Browser, server: ServerProcess
) -> None:
    page = open_table(browser, server, "pebbles", 2, bots="random", rounds=3)
    # Pebbles: ending our turn hands it to the bot, whose moves come as toasts and, when we are to move
    # again, as the "since your last turn" list.
    ready = "app.drawn === app.since && app.state.legal.length > 0 && !app.sent"
    page.wait_for_function(ready)
    while not page.locator("button[data-code=end]").count():
        move(page, random.Random(4))
        page.wait_for_function(ready)
    page.click("button[data-code=end]")
    expect(page.locator(".toast", has_text="Hermes").first).to_be_visible()
    page.wait_for_function(ready)
    expect(page.locator("#since")).to_be_visible()
    expect(page.locator("#since")).to_contain_text("Since your last turn")
    expect(page.locator("#since li").first).to_contain_text("Hermes")
    told = page.locator("#since").inner_text()
    # Once we act the list starts again: what it told is not told twice.
    move(page, random.Random(5))
    page.wait_for_function("app.drawn === app.since")
    assert page.locator("#since").is_hidden() or page.locator("#since").inner_text() != told
    page.context.close()


def test_the_players_panel_shows_each_seat_and_whose_turn_it_is(browser: Browser, server: ServerProcess) -> None:
    page = open_table(browser, server, "pebbles", 3, bots="hard", rounds=1)
    page.wait_for_function("app.drawn === app.since")
    cards = page.locator("#players .seat-card")
    expect(cards).to_have_count(3)
    expect(cards.nth(0)).to_contain_text("ann")
    expect(cards.nth(0)).to_contain_text("(you)")
    expect(cards.nth(1)).to_contain_text("Hermes")
    expect(cards.nth(1)).to_contain_text("Bot · hard")
    # Our seat's socket is open: it shows as connected; bots always are.
    assert cards.nth(0).locator(".presence").get_attribute("data-online") == "true"
    to_act = page.evaluate("app.state.to_act")
    assert to_act
    for seat in range(3):
        marked = "to-act" in (cards.nth(seat).get_attribute("class") or "").split()
        assert marked == (seat in to_act), seat
    page.context.close()


def test_the_end_names_the_winner_and_offers_the_replay_and_the_lobby(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    page = open_table(browser, server, "pebbles", 2, rounds=1)
    play_to_the_end(page, random.Random(8))
    outcome = page.evaluate("app.state.outcome")
    names = ["ann", "Hermes"]
    winners = [names[seat] for seat in outcome["winners"]]
    expect(page.locator("#winner")).to_contain_text(winners[0])
    # The sheet's total row holds every seat's final score, the winner's first.
    totals = page.locator("#scores tr.total td").all_inner_texts()
    assert sorted(map(int, totals), reverse=True) == sorted(outcome["scores"], reverse=True)
    assert int(totals[0]) == max(outcome["scores"])
    expect(page.locator("#back-to-lobby")).to_have_attribute("href", "/")
    page.screenshot(path=str(screenshots / "shell-outcome.png"))
    page.click("#watch-replay")
    page.wait_for_function("app.replay.view !== null")
    expect(page.locator("#status-text")).to_contain_text("Replay")
    # The status bar keeps the winner once the sheet is closed.
    page.click("#replay-live")
    expect(page.locator("#status-text")).to_contain_text(winners[0])
    page.context.close()
