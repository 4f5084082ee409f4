"""The rulebook's own words behind a tooltip's "rulebook text" (agora/core/rulebook.py), in Historia and Relic
Runners (The Ancient World's action spaces: test_e2e_ancient_world.py): a place the board names a rule for shows
our explanation first, the Greek original only when asked for, with its section and page, on screen."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import DESKTOP, open_table

from agora.core import registry

# A place of each board at the first decision and the key of its first quote: a leader offered to you, whose
# text cites its section (§6.2), and a site of the map, which names its kind's rule (data-tip-rule).
# (None: the key the place names.)
PLACES = {"historia": ("#board .hx-offer", "§6.2"), "relic-runners": ("#board .rr-site[data-tip-rule^='§A4.2']", None)}


@pytest.mark.parametrize("game", [g for g in PLACES if g in registry.games()])
def test_a_place_keeps_its_rulebook_text_behind_a_toggle(browser: Browser, server: ServerProcess, game: str,
                                                         screenshots: Path) -> None:
    page = open_table(browser, server, game, 2)
    page.wait_for_function("app.drawn === app.since && app.state.legal.length > 0")
    selector, key = PLACES[game]
    place = page.locator(selector).first
    key = key or (place.get_attribute("data-tip-rule") or "").split(" ")[0]
    quotes = page.evaluate("app.names.en.rulebook")
    assert quotes[key].endswith(")")  # a key the game quotes
    place.hover()
    tip = page.locator("#tip")
    expect(tip.locator(".tip-rulebook")).to_be_visible()
    assert not re.search(r"[α-ω]", tip.inner_text())  # English first, the Greek folded away
    tip.locator(".tip-rulebook").click()
    original = tip.locator(".tip-original")
    expect(original).to_be_visible()
    shown = original.locator(".tip-quote").all_inner_texts()
    assert shown[0] == f"{key.split(':')[0]} {quotes[key]}"
    assert all(re.fullmatch(r"§[A-Z]?[\d.]+ «.+» \(σελ\. \d+(–\d+)?\)", q, re.S) for q in shown), shown
    box = tip.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= DESKTOP["height"]
    page.screenshot(path=str(screenshots / f"{game}-rulebook-text-1280.png"))
    assert page.errors == []
    page.context.close()
