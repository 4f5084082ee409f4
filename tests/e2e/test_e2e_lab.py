"""The balance lab's page in a browser: the components most out of line with their intervals,
player counts, the proposal, the review's calibration; in English and Greek, on a desktop and a phone."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, open_page


def percent(x: float) -> str:
    return f"{math.floor(100 * x + 0.5)}%"  # as the page's Math.round (Python's round halves to even)


def test_the_lab_page_lists_the_components_most_out_of_line_with_their_intervals(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    data = server.http.get("/api/games/ancient-world/lab").json()
    for size, label in ((DESKTOP, "desktop"), (PHONE, "phone")):
        page = open_page(browser, server, "/lab/ancient-world", size)
        counts = list(data["report"]["players"])
        for players in counts:
            page.click(f".lab-counts button:text-is('{players}')")
            part = data["report"]["players"][players]
            expect(page.locator("#figures h2")).to_contain_text(f"{players} players")
            rows = page.locator("#components tbody tr")
            expect(rows).to_have_count(min(15, len(part["components"])))
            for i, row in enumerate(part["components"][:5]):
                cells = rows.nth(i)
                assert cells.get_attribute("data-component") == row["component"]
                win = row["win_taken"]
                expect(cells.locator("td.ci").first).to_contain_text(
                    f"{percent(win['rate'])} ({percent(win['low'])}–{percent(win['high'])})")
                verdict = {1: "too strong", -1: "too weak", 0: "in line"}[row["verdict"]]
                expect(cells.locator(".verdict")).to_have_text(verdict)
        for c in data["changes"]:
            expect(page.locator("#proposal")).to_contain_text(f"{c['field']} {c['before']} → {c['after']}")
        page.screenshot(path=str(screenshots / f"lab-{label}.png"), full_page=True)
        page.select_option("#lang", "el")
        expect(page.locator("#components h2")).to_have_text("Σχεδιασμένα στοιχεία, τα πιο εκτός ισορροπίας πρώτα")
        page.select_option("#lang", "en")
        assert not page.errors, page.errors
        page.close()


# Every shown text in the calibration card: its rendered size (an SVG's by its screen scale) and its words.
TEXT_SIZES = """() => [...document.querySelectorAll('#calibration *')]
  .filter((el) => el.checkVisibility() && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()))
  .map((el) => {
    const size = parseFloat(getComputedStyle(el).fontSize);
    const m = el instanceof SVGGraphicsElement ? el.getScreenCTM() : null;
    return [size * (m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1), el.textContent.trim().slice(0, 40)];
  })"""


def test_the_lab_page_draws_the_reviews_calibration_in_both_languages(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    data = server.http.get("/api/games/relic-runners/calibration").json()
    part = data["players"]["2"]
    for size, label in ((DESKTOP, "desktop"), (PHONE, "phone")):
        page = open_page(browser, server, "/lab/relic-runners", size)
        card = page.locator("#calibration")
        for lang, heading, axis in (("en", "Do the review's chances come true?", "The review's chance to win"),
                                    ("el", "Βγαίνουν αληθινές οι πιθανότητες της ανάλυσης;",
                                     "Η πιθανότητα νίκης κατά την ανάλυση")):
            page.select_option("#lang", lang)
            expect(card.locator("h2")).to_have_text(heading)
            block = card.locator(".cal-part[data-players='2']")
            expect(block.locator(".cal-brier")).to_have_text(f"{part['brier']:.3f}")
            expect(block.locator(".cal-base")).to_have_text(f"{part['base_rate']:.3f}")
            expect(block.locator(".cal-decisions")).to_have_text(str(part["decisions"]))
            expect(block.locator(".cal-games")).to_have_text(str(part["games"]))
            expect(block.locator("code.cmd")).to_have_text(part["command"])
            # A dot and an interval a bin, at the bin's figures on the plot's 0-100% axes.
            dots = block.locator(".cal-bin")
            expect(dots).to_have_count(len(part["bins"]))
            expect(block.locator(".cal-plot")).to_contain_text(axis)
            frame = block.locator(".cal-frame")
            left, top, side = (float(frame.get_attribute(a) or "nan") for a in ("x", "y", "width"))
            for i, b in enumerate(part["bins"]):
                assert dots.nth(i).get_attribute("data-count") == str(b["count"])
                circle = dots.nth(i).locator("circle")
                cx, cy = (float(circle.get_attribute(a) or "nan") for a in ("cx", "cy"))
                assert cx == pytest.approx(left + side * b["predicted"])
                assert cy == pytest.approx(top + side * (1 - b["observed"]))
                line = dots.nth(i).locator("line")
                assert float(line.get_attribute("y1") or "nan") == pytest.approx(top + side * (1 - b["ci_low"]))
                assert float(line.get_attribute("y2") or "nan") == pytest.approx(top + side * (1 - b["ci_high"]))
            if part["games"] < 300:  # the aim, said on the page when it is not reached
                expect(block.locator(".cal-few")).to_contain_text(str(part["games"]))
            block.locator("details summary").click()
            expect(block.locator(".cal-bins tbody tr")).to_have_count(len(part["bins"]))
            small = [(px, words) for px, words in page.evaluate(TEXT_SIZES) if px < 12]
            assert not small, small
            assert page.evaluate("document.documentElement.scrollWidth") <= page.evaluate("innerWidth"), label
            card.scroll_into_view_if_needed()
            page.screenshot(path=str(screenshots / f"lab-calibration-{label}-{lang}.png"), full_page=True)
            block.locator("details summary").click()
        assert not page.errors, page.errors
        page.close()


def test_a_game_without_a_kept_calibration_shows_no_card(browser: Browser, server: ServerProcess) -> None:
    assert server.http.get("/api/games/pebbles/calibration").status_code == 404
    page = open_page(browser, server, "/lab/pebbles")
    expect(page.locator("#page")).to_contain_text("The lab keeps no report of this game yet.")
    expect(page.locator("#calibration")).to_have_count(0)
    # The failed fetch of the missing figures is the page's to expect, not an error it shows.
    assert not [e for e in page.errors if "404" not in e], page.errors
    page.close()
