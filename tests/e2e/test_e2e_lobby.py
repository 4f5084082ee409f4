"""The lobby as a player first meets it, at 1280×800 and 390×844 in English and Greek: Create table in the
first screen, each game's variants shown in plain words and its advanced rule readings folded away, medium
bots by default; and a rated game's end sheet with each seat's rating change."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ViewportSize, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, WatchedPage, in_first_screen, play_to_the_end, watch_errors
from test_e2e_accounts import PASSWORD

from agora.core import registry

SIZES: dict[str, ViewportSize] = {"desktop": DESKTOP, "phone": PHONE}
GREEK = re.compile("[\u0370-\u03ff]")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")  # an option's or value's name as the code spells it


def lobby(browser: Browser, server: ServerProcess, size: str, lang: str) -> WatchedPage:
    page = watch_errors(browser.new_context(viewport=SIZES[size]).new_page())
    page.add_init_script(f"localStorage.setItem('agora.lang', {lang!r})")
    page.goto(f"{server.url}/")
    page.wait_for_selector("#game option", state="attached")
    page.wait_for_function(f"document.documentElement.lang === {lang!r} && document.querySelector('#seats select')")
    return page


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_lobby_reads_as_a_game_shelf(browser: Browser, server: ServerProcess, screenshots: Path,
                                         size: str, lang: str) -> None:
    page = lobby(browser, server, size, lang)
    assert in_first_screen(page, "#create-button")
    words = {g["name"]: g["words"][lang] for g in server.http.get("/api/games").json()}
    for game in sorted(registry.games()):
        page.select_option("#game", game)
        page.wait_for_function(f"document.querySelector('.game-pick[data-game={game}]').ariaPressed === 'true'")
        assert in_first_screen(page, "#create-button")
        # Every game has a cover, a pitch and its guide one click away.
        box = page.locator(f".game-box[data-game={game}]")
        expect(box.locator("img.cover")).to_have_count(1)
        if size == "desktop":
            assert box.locator(".pitch").inner_text().strip()
        box.locator("button.how").click()
        expect(page.locator("#how")).to_be_visible()
        page.locator("#how button").last.click()
        # The advanced rule readings are folded away; the variants shown are in plain words.
        expect(page.locator("#options details.advanced")).to_have_count(1)
        assert page.locator("#options details.advanced").get_attribute("open") is None
        folded = "ns => ns.filter((n) => n.checkVisibility()).length"
        assert page.eval_on_selector_all("#options details.advanced [name]", folded) == 0
        shown = page.locator("#create").inner_text()
        assert not SNAKE.search(shown), SNAKE.findall(shown)
        # Every value of every choice reads as its words say, never as the code names it.
        for select in page.locator("#options select").all():
            name = select.get_attribute("name") or ""
            values = words[game][name]["values"]
            for option in select.locator("option").all():
                raw = str(option.get_attribute("value")).strip('"')
                assert option.text_content() == values[raw], (game, name, raw)
                if lang == "el" and not raw.isdigit():
                    assert GREEK.search(option.text_content() or ""), (game, name, raw)
        # A new player's opponents play at the medium level.
        seats = page.locator("#seats select")
        assert [seats.nth(i).input_value() for i in range(1, seats.count())] == ["bot:medium"] * (seats.count() - 1)
        page.screenshot(path=str(screenshots / f"lobby-{game}-{size}-{lang}.png"))
    # Unfolded, each reading says what it settles; a quoted rulebook's words stay behind their own toggle.
    page.select_option("#game", "ancient-world")
    page.locator("#options details.advanced > summary").click()
    expect(page.locator("#options .reading-text").first).to_be_visible()
    quotes = page.locator("#options details.rulebook")
    expect(quotes.first.locator(".rulebook-words")).to_be_hidden()
    quotes.first.locator("summary").click()
    expect(quotes.first.locator(".rulebook-words")).to_be_visible()
    assert page.errors == []
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_rated_games_end_sheet_shows_each_seats_rating_change(
    browser: Browser, server: ServerProcess, screenshots: Path, size: str, lang: str
) -> None:
    name = f"rater{size[0]}{lang}"
    page = lobby(browser, server, size, lang)
    # Signed up in this browser's profile (its session cookie), so the table is rated.
    signed = page.request.post(f"{server.url}/api/account/signup", data={"name": name, "password": PASSWORD})
    assert signed.status == 201, signed.text()
    body = {"game": "pebbles", "options": {"players": 2, "rounds": 1}, "join_as": name,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "medium"}]}
    created = page.request.post(f"{server.url}/api/tables", data=body)
    assert created.status == 201, created.text()
    table_id = created.json()["table"]["id"]
    page.goto(f"{server.url}/table/{table_id}")
    page.wait_for_function("window.app && app.state !== null && app.state.seat === 0")
    play_to_the_end(page, random.Random(7))
    row = page.locator("#outcome #rating-row")
    expect(row).to_be_visible()
    # Both seats: a rating on the shown scale (a first game's is provisional) and its change.
    cells = row.locator("td").all_inner_texts()
    assert len(cells) == 2 and all(re.fullmatch(r"\d+\? [+−±]\d+", c) for c in cells), cells
    ratings = server.http.get(f"/api/tables/{table_id}/ratings").json()
    assert ratings["rated"] is True
    assert sorted(c.split()[1] for c in cells) == sorted(
        f"{'+' if s['change'] > 0 else '−' if s['change'] < 0 else '±'}{abs(s['change'])}" for s in ratings["seats"])
    page.screenshot(path=str(screenshots / f"end-sheet-{size}-{lang}.png"))
    assert page.errors == []
    page.context.close()


def test_the_learned_level_is_offered_only_where_a_policy_was_trained(browser: Browser, server: ServerProcess) -> None:
    trained = {g["name"]: g["learned"] for g in server.http.get("/api/games").json()}
    assert trained["relic-runners"] == [2] and 4 not in trained["historia"]  # agora/bots/data/learned
    page = lobby(browser, server, "desktop", "en")

    def levels(game: str, players: int) -> list[str]:
        page.select_option("#game", game)
        page.eval_on_selector("#options [name=players]", """(el, n) => {
          el.value = String(n); el.dispatchEvent(new Event("input", { bubbles: true })); }""", players)
        shown: list[str] = page.eval_on_selector("#seats select[data-seat='1']",
                                                 "s => [...s.options].map((o) => o.value)")
        return shown

    assert "bot:learned" in levels("relic-runners", 2)
    assert "bot:learned" not in levels("relic-runners", 3)
    assert "bot:learned" not in levels("historia", 4)
    assert "bot:medium" in levels("historia", 4)
    assert page.errors == []
    page.context.close()
