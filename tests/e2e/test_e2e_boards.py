"""The drawn board of Historia: what the view holds is on the SVG, icons have
tooltips, designed values carry the Agora edition mark, a move made by clicking a
highlighted place on the board is accepted, and the board speaks Greek. (The Ancient
World's board has its own tests: test_e2e_ancient_world.py.)"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from serverproc import ServerProcess

from agora.core import registry

WAIT_MS = 30_000


def open_table(browser: Browser, server: ServerProcess, game: str, players: int, **options: Any) -> Page:
    """A table of `game` (with `options`) with seat 0 ours and the other seats random bots, opened in a fresh page."""
    seats = [{"kind": "human"}] + [{"kind": "bot"}] * (players - 1)
    created = server.http.post("/api/tables", json={"game": game, "options": {"players": players, **options},
                                                    "seats": seats, "join_as": "ann"})
    assert created.status_code == 201, created.text
    table, token = created.json()["table"]["id"], created.json()["joined"]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.errors = errors  # type: ignore[attr-defined]
    page.add_init_script(f"localStorage.setItem('agora.token.{table}', {token!r});"
                         "localStorage.setItem('agora.lang', 'en')")
    page.goto(f"{server.url}/table/{table}")
    page.wait_for_function("app.state !== null && app.state.seat === 0")
    return page


def settle(page: Page) -> dict[str, Any]:
    """Wait until it is our move (or the game is over) and return the state."""
    page.wait_for_function("app.state.status === 'finished' || (app.state.legal.length > 0 && !app.sent)")
    page.wait_for_timeout(50)  # the board is drawn on the next animation frame
    state: dict[str, Any] = page.evaluate("app.state")
    return state


def click_and_wait(page: Page, selector: str, log_index: int) -> None:
    """Click a place; the server must accept the action it sends (the log grows, no refusal)."""
    page.locator(selector).first.click()
    page.wait_for_function(f"app.since > {log_index} || !document.getElementById('error').hidden")
    assert page.locator("#error").is_hidden(), page.inner_text("#error")


def board_codes(page: Page) -> set[str]:
    """Every code a highlighted place of the board sends when clicked."""
    codes: list[str] = page.eval_on_selector_all(
        "#board .clickable[data-codes]", "(els) => els.flatMap((el) => el.dataset.codes.split('|'))")
    return set(codes)


def only_legal_places_light_up(page: Page, steps: int) -> set[str]:
    """Play `steps` actions from the action bar; at each of our moves, the board offers no code that is not
    legal. Returns the legal codes the board offered along the way."""
    offered: set[str] = set()
    for step in range(steps):
        state = settle(page)
        if state["status"] == "finished":
            break
        legal = {a["code"] for a in state["legal"]}
        on_board = board_codes(page)
        assert on_board <= legal, on_board - legal
        offered |= on_board
        buttons = page.locator("#actions button.action")
        buttons.nth(step % buttons.count()).click()
        page.wait_for_function(f"app.since > {state['log_index']} || !document.getElementById('error').hidden")
    return offered


def spectator_sees_no_secret(browser: Browser, page: Page, secret_selector: str) -> None:
    """The same table watched from a fresh profile: the board is drawn, nothing lights up, no private part."""
    context = browser.new_context()
    watcher = context.new_page()
    watcher.set_default_timeout(WAIT_MS)
    watcher.goto(page.url)
    watcher.wait_for_function("app.state !== null && app.state.seat === null")
    watcher.wait_for_selector("#board svg.board")
    assert watcher.locator("#board .clickable").count() == 0
    assert watcher.locator(secret_selector).count() == 0
    context.close()


def titles(page: Page, selector: str) -> list[str]:
    """The tooltip of each element matching `selector` (its own <title> child)."""
    found: list[str] = page.eval_on_selector_all(
        selector, "(els) => els.map((el) => el.querySelector(':scope > title')?.textContent ?? '')")
    return found


@pytest.mark.skipif("historia" not in registry.games(), reason="Historia is not installed")
def test_the_historia_board_draws_the_view_and_takes_moves_by_clicking(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    # A Civbot and the Governance tokens, whose level and state the board names in the reader's language.
    page = open_table(browser, server, "historia", 3, civbots=1, level="king", governance=True)
    state = settle(page)
    view = state["view"]
    board = page.locator("svg.hx-board")
    expect(board).to_be_visible()
    # Every territory of the view, named in its tooltip with its tile's VP.
    territories = view["board"]["territories"]
    assert page.locator("[data-territory]").count() == len(territories) == 13
    names = titles(page, "[data-territory]")
    for territory, tip in zip(territories, names, strict=True):
        assert tip.startswith(territory["name"]) and " VP" in tip
    # The matrix: one cell per cell of the funnel, one marker per civilization, the government legend.
    cells = sum(1 for row in view["board"]["matrix"]["zones"] for zone in row if zone >= 0)
    assert page.locator("[data-zone]").count() == cells
    assert page.locator("[data-marker]").count() == len(view["markers"])
    assert all("Tech" in tip for tip in titles(page, "[data-marker]"))
    governments = view["board"]["matrix"]["governments"]
    government_tips = titles(page, "[data-government]")
    assert len(government_tips) == len(governments)
    assert all(tip.startswith(f"Government {g['name']}") for g, tip in zip(governments, government_tips, strict=True))
    # The wonder row, each card with its name and effect.
    wonder_tips = titles(page, "svg [data-wonder]")
    assert [tip.split(" (")[0] for tip in wonder_tips] == [view["wonders"][w]["name"] for w in view["wonder_row"]]
    assert all("→" in tip for tip in wonder_tips)
    # In Greek they take the names of the server's table (the view's are English). Checked now: the row
    # is full at the start, while after random moves it may be empty.
    page.select_option("#lang", "el")
    expect(page.locator("svg.hx-board .hx-heading").first).to_have_text("Χάρτης")
    greek_wonders = page.evaluate("app.names.el.wonder")
    wonders = page.eval_on_selector_all(
        "svg [data-wonder]",
        "(els) => els.map((el) => [el.dataset.wonder, el.querySelector(':scope > title').textContent])",
    )
    assert wonders and all(tip.startswith(f"{greek_wonders[w]} (") for w, tip in wonders), wonders
    page.select_option("#lang", "en")
    expect(page.locator("svg.hx-board .hx-heading").first).to_have_text("Map")
    # Each civ's mat and our own hand; a civ's cubes on the map are drawn in its territories.
    assert page.locator(".hx-civ").count() == len(view["civs"])
    assert page.locator("#hx-hand [data-card]").count() == len(view["you"]["hand"])
    # Designed values: the legend and marks, whose tooltip says what they mean.
    expect(page.locator(".edition-legend")).to_contain_text("Agora edition")
    assert page.locator("svg.hx-board .edition-mark").count() > 10
    assert "Agora edition" in titles(page, "svg.hx-board text.edition-mark")[0]

    # Play by the board: leaders from the highlighted chips, starting cubes on the highlighted map.
    started = None
    for _ in range(30):
        state = settle(page)
        codes = [a["code"] for a in state["legal"]]
        index = state["log_index"]
        if any(code.startswith("start ") for code in codes):
            places = page.locator("svg [data-territory].clickable")
            assert places.count() == sum(code.startswith("start ") for code in codes)
            assert {code for code in codes if code.startswith("start ")} <= board_codes(page)
            started = places.first.get_attribute("data-territory")
            # The #board box stays while each state redraws what is in it: a shot of the drawing could find it gone.
            page.locator("#board").screenshot(path=str(screenshots / "historia-board-start.png"))
            click_and_wait(page, f"svg [data-territory='{started}'].clickable", index)
            break
        if any(code.startswith("leader ") for code in codes):
            click_and_wait(page, ".hx-card.leader.clickable", index)
        else:
            click_and_wait(page, "#actions button.action", index)
    assert started is not None, "no starting-cube choice came to seat 0"
    after = settle(page)
    ours = next(c["civ"] for c in after["view"]["civs"] if c["seat"] == 0)
    assert ours in next(x["civs"] for x in after["view"]["map"] if x["id"] == started)
    cube = page.locator(f"svg [data-territory='{started}'] [data-cube='{ours}']")
    expect(cube).to_have_count(1)
    page.locator("#board").screenshot(path=str(screenshots / "historia-board.png"))
    # Later moves (cards in hand, wonders, territories...) light up on the board only when legal.
    offered = only_legal_places_light_up(page, 40)
    assert any(code.startswith("select ") for code in offered)  # the hand's cards, once selection begins

    # The board follows the language switch.
    page.select_option("#lang", "el")
    expect(page.locator("svg.hx-board .hx-heading").first).to_have_text("Χάρτης")
    assert all(" ΠΝ" in tip for tip in titles(page, "[data-territory]"))
    # Components take the names the server's table gives them in Greek (the view's are English).
    greek = page.evaluate("app.names.el")
    for territory, tip in zip(territories, titles(page, "[data-territory]"), strict=True):
        assert tip.startswith(greek["territory"][territory["id"]]), tip
    # The Civbot's header names it and its level as the Greek rulebook does (GR p.10), not the view's "king".
    civbot_head = page.locator(".hx-civ .hx-civ-head").nth(3)
    expect(civbot_head).to_contain_text("Ρομπότ (Βασιλιάς)")
    expect(page.locator(".hx-civs")).to_contain_text("Δείκτης Διοίκησης: ")
    expect(page.locator(".hx-civs")).not_to_contain_text("available")
    page.locator("#board").screenshot(path=str(screenshots / "historia-board-el.png"))
    spectator_sees_no_secret(browser, page, "#hx-hand")
    assert page.errors == []  # type: ignore[attr-defined]
    page.close()
