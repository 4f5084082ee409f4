"""A browser plays: whole games against bots for every installed game, reload,
Greek, two players' secrets, replay and refusals (on Pebbles, the test game)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from serverproc import ServerProcess

from agora.core import registry

WAIT_MS = 30_000


def open_page(browser: Browser, server: ServerProcess, path: str = "/") -> Page:
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(server.url + path)
    page.errors = errors  # type: ignore[attr-defined]
    return page


def create_from_lobby(page: Page, game: str, name: str, humans: int = 1, options: dict[str, str] | None = None) -> str:
    """Fill the lobby form (the first `humans` seats people, the rest bots) and open the table."""
    page.fill("#name", name)
    page.select_option("#game", game)
    for option, value in (options or {}).items():
        page.fill(f"#options [name={option}]", value)
    seats = page.locator("#seats select")
    for seat in range(seats.count()):
        seats.nth(seat).select_option("human" if seat < humans else "bot:random")
    page.click("#create-button")
    page.wait_for_url("**/table/*")
    page.wait_for_function("app.state !== null")
    return page.url.rsplit("/", 1)[1]


def state(page: Page) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate("app.state")
    return result


# The rest of a long game is clicked from inside the page (the same buttons, the
# same handlers), which saves Playwright a round trip per click.
AUTOPLAY = """async ([seed, limit]) => {
  let r = seed;
  const random = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
  const settled = () => new Promise((done) => {
    const ready = () => app.state.status === "finished"
      || (!app.sent && document.querySelector("#actions button.action:not([disabled])"));
    const look = () => ready() ? done() : setTimeout(look, 2);
    setTimeout(look, 0);
  });
  for (let clicks = 0; clicks < limit; clicks++) {
    await settled();
    if (app.state.status === "finished") return clicks;
    const buttons = [...document.querySelectorAll("#actions button.action")];
    buttons[Math.floor(random() * buttons.length)].click();
  }
  return -1;
}"""


def play_to_the_end(page: Page, rng: random.Random, screenshots: Path, name: str, limit: int = 20_000) -> int:
    """Click legal actions at random until the final scores show; returns the clicks made."""
    for clicks in range(5):
        page.wait_for_function("app.state.status === 'finished' || (app.state.legal.length > 0 && !app.sent)")
        current = state(page)
        if current["status"] == "finished":
            return clicks
        buttons = page.locator("#actions button.action")
        buttons.nth(rng.randrange(buttons.count())).click()
        page.wait_for_function(f"app.since > {current['log_index']} || !document.getElementById('error').hidden")
        if clicks == 2:
            page.screenshot(path=str(screenshots / f"{name}-playing.png"), full_page=True)
    more: int = page.evaluate(AUTOPLAY, [rng.randrange(2**30), limit])
    assert more >= 0, f"{name}: no end after {limit} clicks"
    return 5 + more


@pytest.mark.parametrize("game", [*registry.games(), "pebbles"])
def test_a_browser_plays_a_whole_game_against_bots(
    browser: Browser, server: ServerProcess, screenshots: Path, game: str
) -> None:
    page = open_page(browser, server)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", game)
    page.screenshot(path=str(screenshots / "lobby.png"), full_page=True)
    # Every game runs to its published end (no early-end option such as round_limit).
    create_from_lobby(page, game, "ann")
    clicks = play_to_the_end(page, random.Random(5), screenshots, game)
    expect(page.locator("#status-text")).to_have_attribute("data-status", "finished")
    expect(page.locator("#scores")).to_be_visible()
    expect(page.locator("#replay")).to_be_visible()
    page.screenshot(path=str(screenshots / f"{game}-final.png"), full_page=True)
    assert "[object" not in page.inner_text("#board") and "undefined" not in page.inner_text("#board")
    assert clicks > 0 and page.errors == []  # type: ignore[attr-defined]
    page.close()


def test_a_reload_mid_game_resumes_at_the_same_state(browser: Browser, server: ServerProcess) -> None:
    page = open_page(browser, server)
    create_from_lobby(page, "pebbles", "ann", options={"rounds": "3"})
    rng = random.Random(1)
    for _ in range(4):
        page.wait_for_function("app.state.legal.length > 0 && !app.sent")
        index = state(page)["log_index"]
        page.locator("#actions button.action").nth(rng.randrange(2)).click()
        page.wait_for_function(f"app.since > {index}")
    page.wait_for_function("app.state.legal.length > 0 && !app.sent")
    before = state(page)
    page.reload()
    page.wait_for_function("app.state !== null")
    after = state(page)
    assert after["log_index"] == before["log_index"]
    assert after["view"] == before["view"] and after["legal"] == before["legal"]
    assert after["seat"] == 0
    page.close()


def test_the_greek_ui_renders_a_whole_game_screen(browser: Browser, server: ServerProcess, screenshots: Path) -> None:
    page = open_page(browser, server)
    game = next(iter(registry.games()), "pebbles")
    page.select_option("#lang", "el")
    # The lobby names each game by its Greek edition's title and reads its options in Greek
    # (once its list of games has come: it is fetched after the page loads).
    page.wait_for_function(f"document.querySelectorAll('#game option').length > {len(registry.games())}")
    shown = page.eval_on_selector_all("#game option", "os => Object.fromEntries(os.map((o) => [o.value, o.text]))")
    greek_titles = {name: g.title_in("el") for name, g in registry.games().items()}
    assert {name: shown[name] for name in greek_titles} == greek_titles
    if game in registry.games():
        page.select_option("#game", game)
        labels = page.locator("#options label > span").all_inner_texts()
        assert labels and all(re.search("[\u0370-\u03ff]", label) for label in labels), labels
    create_from_lobby(page, game, "Άννα")
    if game in registry.games():
        expect(page.locator("#title")).to_have_text(greek_titles[game])
    expect(page.locator("h2[data-t=actions]")).to_have_text("Οι κινήσεις σου")
    expect(page.locator("#status-text")).to_have_text("Σε εξέλιξη")
    expect(page.locator("#your-turn")).to_have_text("Σειρά σου")
    expect(page.locator("#seats")).to_contain_text("Άννα (εσύ)")
    # The action bar and the log speak Greek too: the server sends both languages.
    page.wait_for_function("document.querySelectorAll('#actions button.action').length > 0")
    bar = page.locator("#actions").inner_text()
    assert re.search("[\u0370-\u03ff]", bar), bar
    assert not re.search(r"\b(Travel|Place|Select|Citizen|Build|Take|Pick|End your)\b", bar), bar
    page.locator("#actions button.action").first.click()
    page.wait_for_function("document.querySelectorAll('#log li').length > 0")
    log = page.locator("#log").inner_text()
    assert re.search("[\u0370-\u03ff]", log) and "Seat " not in log, log
    page.screenshot(path=str(screenshots / "greek-table.png"), full_page=True)
    page.reload()
    expect(page.locator("h2[data-t=log]")).to_have_text("Ιστορικό")
    page.select_option("#lang", "en")
    expect(page.locator("h2[data-t=log]")).to_have_text("Log")
    page.close()


def test_relic_runners_panels_head_their_keys_in_the_language_chosen(browser: Browser, server: ServerProcess) -> None:
    # Its board draws only the map: the explorers, rations and toolboxes are panels headed by view keys.
    page = open_page(browser, server)
    page.select_option("#lang", "el")
    create_from_lobby(page, "relic-runners", "Άννα")
    expect(page.locator("details.panel[data-key=explorers] > summary")).to_have_text("Εξερευνητές")
    expect(page.locator(".panels dt", has_text="Πακέτα Τροφίμων στην Κατασκήνωση Βάσης")).to_have_count(1)
    page.select_option("#lang", "en")
    expect(page.locator("details.panel[data-key=explorers] > summary")).to_have_text("Explorers")
    assert not page.errors  # type: ignore[attr-defined]
    page.close()


def test_two_players_never_see_each_others_secret_choice(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    ann = open_page(browser, server)
    table_id = create_from_lobby(ann, "pebbles", "ann", humans=2)
    expect(ann.locator("#invite-link")).to_have_text(f"{server.url}/table/{table_id}")
    context = browser.new_context()  # a second browser profile: no shared storage
    bob = context.new_page()
    bob.set_default_timeout(WAIT_MS)
    bob.goto(f"{server.url}/table/{table_id}")
    bob.fill("#join-name", "bob")
    bob.click("button.join-seat")
    bob.wait_for_function("app.state !== null && app.state.seat === 1 && app.state.legal.length > 0")
    ann.wait_for_function("app.state.legal.length > 0")
    ann.click("button[data-code='pick 3']")
    expect(ann.locator("#waiting")).to_have_text("Your choice is in: waiting for the others")
    bob.wait_for_function("app.state.view.picked[0] === true")
    secret = bob.evaluate("JSON.stringify([app.state, app.events])")
    assert '"pick":3' not in secret and "[3" not in secret
    assert "Pick" not in bob.locator("#log").inner_text() or "picked" not in bob.locator("#log").inner_text()
    bob.screenshot(path=str(screenshots / "pebbles-secret-choice.png"), full_page=True)
    bob.click("button[data-code='pick 1']")
    for page in (ann, bob):
        page.wait_for_function("app.state.view.last_picks.length === 2")
        assert state(page)["view"]["last_picks"] == [3, 1]
    context.close()
    ann.close()


def test_a_refusal_shows_the_message_and_rulebook_section(browser: Browser, server: ServerProcess) -> None:
    page = open_page(browser, server)
    create_from_lobby(page, "pebbles", "ann")
    page.wait_for_function("app.state.legal.length > 0")
    page.evaluate("send({action: 'pick 9', log_index: app.state.log_index})")
    expect(page.locator("#error")).to_contain_text("'pick 9' is not possible now")
    expect(page.locator("#error")).to_contain_text("rulebook section 2.1")
    page.close()


def test_the_replay_slider_walks_a_finished_game(browser: Browser, server: ServerProcess, screenshots: Path) -> None:
    page = open_page(browser, server)
    create_from_lobby(page, "pebbles", "ann", options={"rounds": "1"})
    play_to_the_end(page, random.Random(2), screenshots, "pebbles-replay")
    expect(page.locator("#replay")).to_be_visible()
    page.locator("#replay-step").fill("0")
    page.wait_for_function("app.replayView !== null && app.replayView.round === 1 && app.replayView.phase === 'pick'")
    expect(page.locator("#replay-label")).to_contain_text("0 /")
    page.screenshot(path=str(screenshots / "pebbles-replay.png"), full_page=True)
    # A step names the action that led to it, in the language of the moment.
    page.locator("#replay-step").fill("1")
    first = page.evaluate("app.replayLog[0]")
    expect(page.locator("#replay-label")).to_contain_text(f"1 / {page.evaluate('app.replaySteps')} · ")
    expect(page.locator("#replay-label")).to_contain_text(first["labels"]["en"])
    page.select_option("#lang", "el")
    expect(page.locator("#replay-label")).to_contain_text(f"Βήμα 1 / {page.evaluate('app.replaySteps')} · ")
    expect(page.locator("#replay-label")).to_contain_text(first["labels"]["el"])
    page.click("#replay-live")
    page.wait_for_function("app.replayView === null")
    href = page.get_attribute("#download", "href")
    assert href == f"/api/tables/{page.url.rsplit('/', 1)[1]}/record"
    assert server.http.get(href).json()["format"] == "agora-match/1"
    page.close()


@pytest.mark.skipif("historia" not in registry.games(), reason="Historia is not installed")
def test_two_historia_players_never_see_each_others_selection_before_the_reveal(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    ann = open_page(browser, server)
    table_id = create_from_lobby(ann, "historia", "ann", humans=2)
    context = browser.new_context()
    bob = context.new_page()
    bob.set_default_timeout(WAIT_MS)
    bob.goto(f"{server.url}/table/{table_id}")
    bob.fill("#join-name", "bob")
    bob.click("button.join-seat")
    bob.wait_for_function("app.state !== null && app.state.seat === 1")
    selecting = "app.state.legal.some((a) => a.code.startsWith('select '))"
    # Leaders and start territories first, whoever is to act, until both are to select at once.
    for _ in range(20):
        if ann.evaluate(selecting) and bob.evaluate(selecting):
            break
        for page in (ann, bob):
            if page.evaluate("app.state.legal.length > 0 && !app.sent") and not page.evaluate(selecting):
                index = state(page)["log_index"]
                page.locator("#actions button.action").first.click()
                page.wait_for_function(f"app.since > {index}")
        for page in (ann, bob):
            page.wait_for_timeout(100)
    assert ann.evaluate(selecting) and bob.evaluate(selecting)
    before = state(bob)
    choice = ann.locator("#actions button.action[data-code^='select ']").last
    card = (choice.get_attribute("data-code") or "").split(" ", 1)[1]
    choice.click()
    expect(ann.locator("#waiting")).to_have_text("Your choice is in: waiting for the others")
    bob.wait_for_function(f"app.since > {before['log_index']}")
    after = state(bob)
    seen = bob.evaluate(f"JSON.stringify(app.events.filter((e) => e.index >= {before['log_index']}))")
    assert card not in seen
    assert json.dumps(after["view"]).count(card) == json.dumps(before["view"]).count(card)
    bob.screenshot(path=str(screenshots / "historia-secret-selection.png"), full_page=True)
    context.close()
    ann.close()
