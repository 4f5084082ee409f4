"""The balance lab's page in a browser: the components most out of line with their intervals,
player counts, the proposal; in English and Greek, on a desktop and a phone."""

from __future__ import annotations

import math
from pathlib import Path

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
