"""A browser plays: whole games against bots for every installed game, reload,
Greek, two players' secrets, replay and refusals (on Pebbles, the test game)."""

from __future__ import annotations

import contextlib
import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Route, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from serverproc import ServerProcess
from table import create_from_lobby, move, open_page, play_to_the_end, state

from agora.core import registry


@pytest.mark.parametrize("game", [*registry.games(), "pebbles"])
def test_a_browser_plays_a_whole_game_against_bots(
    browser: Browser, server: ServerProcess, screenshots: Path, game: str
) -> None:
    page = open_page(browser, server)
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", game)
    page.screenshot(path=str(screenshots / "lobby.png"), full_page=True)
    # Every game runs to its published end (no early-end option such as round_limit): Relic Runners' against
    # medium bots, which drive it there in ~50 rounds (random bots play ~270).
    create_from_lobby(page, game, "ann", bots="medium" if game == "relic-runners" else "random")
    ways = play_to_the_end(page, random.Random(5), shot=screenshots / f"{game}-playing.png")
    expect(page.locator("#status-text")).to_have_attribute("data-status", "finished")
    expect(page.locator("#scores")).to_be_visible()
    expect(page.locator("#winner")).not_to_be_empty()
    page.screenshot(path=str(screenshots / f"{game}-final.png"))
    page.locator("#outcome button", has_text="Close").click()
    expect(page.locator("#replay")).to_be_visible()
    assert "[object" not in page.inner_text("#board") and "undefined" not in page.inner_text("body")
    assert sum(ways.values()) > 0 and page.errors == []
    page.close()


def test_a_reload_mid_game_resumes_at_the_same_state(browser: Browser, server: ServerProcess) -> None:
    page = open_page(browser, server)
    create_from_lobby(page, "pebbles", "ann", options={"rounds": "3"})
    rng = random.Random(1)
    for _ in range(4):
        move(page, rng)
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
    greek_titles = {name: g.table.title("el") for name, g in registry.games().items()}
    assert {name: shown[name] for name in greek_titles} == greek_titles
    if game in registry.games():
        page.select_option("#game", game)
        # Drawn once the chosen game's words are in (a busy machine may draw the options first).
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function("""() => { const spans = [...document.querySelectorAll('#options label > span')];
              return spans.length > 0 && spans.every((s) => /[\u0370-\u03ff]/.test(s.textContent)); }""")
        labels = page.locator("#options label > span").all_text_contents()  # folded readings too
        assert labels and all(re.search("[\u0370-\u03ff]", label) for label in labels), labels
    create_from_lobby(page, game, "Άννα")
    if game in registry.games():
        expect(page.locator("#title")).to_have_text(greek_titles[game])
    expect(page.locator("#your-turn")).to_have_text("Σειρά σας")
    expect(page.locator("#players")).to_contain_text("Άννα")
    expect(page.locator("#players")).to_contain_text("(εσείς)")
    # The action bar and the log speak Greek too: the server sends both languages.
    page.wait_for_function("document.querySelectorAll('#actions button.action, .selectable').length > 0")
    bar = page.locator("#actions").inner_text()
    assert not re.search(r"\b(Travel|Place|Select|Citizen|Build|Take|Pick|End your)\b", bar), bar
    move(page, random.Random(3))
    page.wait_for_function("document.querySelectorAll('#log li').length > 0")
    log = page.locator("#log").inner_text()
    assert re.search("[\u0370-\u03ff]", log) and "Seat " not in log, log
    page.screenshot(path=str(screenshots / "greek-table.png"))
    page.reload()
    expect(page.locator("#tab-log")).to_have_text("Ιστορικό")
    page.select_option("#lang", "en")
    expect(page.locator("#tab-log")).to_have_text("Log")
    page.close()


def test_two_players_never_see_each_others_secret_choice(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    ann = open_page(browser, server)
    table_id = create_from_lobby(ann, "pebbles", "ann", humans=2)
    expect(ann.locator("#invite-link")).to_have_text(f"{server.url}/table/{table_id}")
    bob = open_page(browser, server, f"/table/{table_id}")  # a second browser profile: no shared storage
    bob.fill("#join-name", "bob")
    bob.click("button.join-seat")
    bob.wait_for_function("app.state !== null && app.state.seat === 1 && app.state.legal.length > 0")
    ann.wait_for_function("app.state.legal.length > 0")
    ann.click("button[data-code='pick 3']")
    expect(ann.locator("#waiting")).to_have_text("Your choice is in: waiting for the others…")
    bob.wait_for_function("app.state.view.picked[0] === true")
    secret = bob.evaluate("JSON.stringify([app.state, app.log.entries])") + bob.content()
    assert '"pick":3' not in secret and "[3" not in secret
    assert "Pick" not in bob.locator("#log").inner_text() or "picked" not in bob.locator("#log").inner_text()
    bob.screenshot(path=str(screenshots / "pebbles-secret-choice.png"))
    bob.click("button[data-code='pick 1']")
    for page in (ann, bob):
        page.wait_for_function("app.state.view.last_picks.length === 2")
        assert state(page)["view"]["last_picks"] == [3, 1]
    bob.context.close()
    ann.close()


def test_a_name_typed_to_join_survives_the_join_box_being_drawn_again(browser: Browser, server: ServerProcess) -> None:
    ann = open_page(browser, server)
    table_id = create_from_lobby(ann, "pebbles", "ann", humans=2)
    bob = open_page(browser, server, f"/table/{table_id}")
    bob.wait_for_function("app.state !== null")
    bob.fill("#join-name", "bob")
    bob.select_option("#lang", "el")  # the join box is drawn again in Greek, as at the first state
    expect(bob.locator("#join-name")).to_have_value("bob")
    bob.click("button.join-seat")
    bob.wait_for_function("app.state.seat === 1")
    bob.select_option("#lang", "en")
    bob.context.close()
    ann.close()


def test_a_refusal_shows_the_message_and_rulebook_section(browser: Browser, server: ServerProcess) -> None:
    page = open_page(browser, server)
    create_from_lobby(page, "pebbles", "ann")
    page.wait_for_function("app.state.legal.length > 0")
    page.evaluate("app.send({action: 'pick 9', log_index: app.state.log_index})")
    expect(page.locator("#error")).to_contain_text("'pick 9' is not possible now")
    expect(page.locator("#error")).to_contain_text("rulebook section 2.1")
    page.close()


def test_the_replay_walks_a_finished_game(browser: Browser, server: ServerProcess, screenshots: Path) -> None:
    page = open_page(browser, server)
    create_from_lobby(page, "pebbles", "ann", options={"rounds": "1"})
    held: list[Route] = []
    page.route("**/api/tables/*/log", lambda route: held.append(route))  # the finished game's moves, held back
    play_to_the_end(page, random.Random(2))
    # The replay asked for before its moves came (a slow answer) opens at its first step all the same.
    page.click("#watch-replay")
    page.wait_for_function("app.replay.view?.round === 1 && app.replay.view.phase === 'pick'")
    assert len(held) == 1
    with page.expect_response("**/api/tables/*/log"):
        held[0].continue_()
    page.wait_for_function("app.replay.steps > 0")
    steps = page.evaluate("app.replay.steps")
    expect(page.locator("#replay-label")).to_contain_text(f"Move 0 / {steps}")
    expect(page.locator("#status-text")).to_contain_text("Replay")
    page.screenshot(path=str(screenshots / "pebbles-replay.png"))
    # A step names the action that led to it, in the language of the moment.
    page.get_by_label("Next move").click()
    first = page.evaluate("app.replay.moves[0]")
    who = {"en": ["ann", "Hermes"], "el": ["ann", "Ερμής"]}
    expect(page.locator("#replay-label")).to_contain_text(f"Move 1 / {steps} · {who['en'][first['seat']]}: "
                                                          f"{first['labels']['en']}")
    page.select_option("#lang", "el")
    expect(page.locator("#replay-label")).to_contain_text(f"Κίνηση 1 / {steps} · {who['el'][first['seat']]}: "
                                                          f"{first['labels']['el']}")
    # A move of the list, which takes the log's place, jumps there.
    page.locator(f"#log li[data-step='{steps}']").click()
    expect(page.locator("#replay-label")).to_contain_text(f"Κίνηση {steps} / {steps}")
    page.click("#replay-live")
    page.wait_for_function("app.replay.view === null")
    href = page.get_attribute("#download", "href")
    assert href == f"/api/tables/{page.url.rsplit('/', 1)[1]}/record"
    assert server.http.get(href).json()["format"] == "agora-match/1"
    page.close()
