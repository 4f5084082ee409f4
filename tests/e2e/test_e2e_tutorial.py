"""Each game's tutorial in chromium, at 1280×800 in English and 390×844 in Greek: opened from the lobby's
"Learn to play" by a newcomer, played to its end by following its pointers alone (the coach's words in view, one
pointed place a step), an off-script click answered with the hint and nothing changed, then the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize
from serverproc import ServerProcess
from table import DESKTOP, PHONE, in_first_screen, open_page, redraws_while_idle

from agora.core import AnyGame
from agora.core.registry import games
from agora.core.tutorial import Tutorial

PASSWORD = "a long password"
TAUGHT = [game for game in games().values() if game.tutorial is not None]
# A step the person takes: the page is drawn, nothing is on its way, and the coach points (or the script is over).
POINTING = """() => app.state !== null && app.drawn === app.since && !app.sent && app.state.tutorial !== null
  && (app.state.tutorial.over || (app.state.tutorial.code !== null && app.state.to_act.includes(app.state.seat)
  && document.querySelector('.tutor-point') !== null))"""
# A lit place other than the pointed one: an off-script move the table offers.
OTHER = """() => [...document.querySelectorAll('svg .selectable[data-target]')]
  .find((el) => !el.classList.contains('tutor-point'))?.dataset.target ?? null"""

# Whether a toast is shown over the page's header (a phone lays them there in a game, never in a tutorial).
OVER_HEADER = """() => {
  const header = document.querySelector("header.bar").getBoundingClientRect();
  return [...document.querySelectorAll("#toasts .toast")].some((toast) => {
    if (!toast.checkVisibility({ visibilityProperty: true })) return false;
    const b = toast.getBoundingClientRect();
    return Math.min(b.right, header.right) - Math.max(b.left, header.left) > 1
      && Math.min(b.bottom, header.bottom) - Math.max(b.top, header.top) > 1;
  });
}"""


def follow(page: Page) -> str:
    """Click what the coach points at, as a player would: its place on the board (then its line in the menu that
    opens there, if several actions share the place), or its button; returns the code the step asked for."""
    code: str = page.evaluate("app.state.tutorial.code")
    pointed = page.locator(".tutor-point").first
    pointed.scroll_into_view_if_needed()
    box = pointed.bounding_box()
    assert box is not None and box["width"] > 0, f"the pointer of {code!r} is not shown"
    pointed.click(force=True)  # an SVG place: its lit shape, wherever labels lie over it
    menu = page.locator(f".choice-menu button[data-code='{code}']")
    if menu.count():
        assert "tutor-point" in (menu.get_attribute("class") or "")
        menu.click()
    return code


@pytest.mark.parametrize(("viewport", "lang"), [(DESKTOP, "en"), (PHONE, "el")], ids=["1280-en", "390-el"])
@pytest.mark.parametrize("game", TAUGHT, ids=lambda g: g.name)
def test_a_newcomer_plays_the_tutorial_by_its_pointers(
    browser: Browser, server: ServerProcess, screenshots: Path, game: AnyGame, viewport: ViewportSize, lang: str
) -> None:
    tutorial: Tutorial | None = game.tutorial
    assert tutorial is not None
    size = viewport["width"]
    page = open_page(browser, server, viewport=viewport)
    # A newcomer's own account: a client holds one tutorial at a time (asking again hands it back).
    name = f"learner{game.name[:6]}{lang}{size}"
    signed = page.request.post(f"{server.url}/api/account/signup", data={"name": name, "password": PASSWORD})
    assert signed.status == 201, signed.text()
    page.evaluate(f"localStorage.setItem('agora.lang', {lang!r})")
    page.reload()
    learn = page.locator(f"[data-learn='{game.name}']").first
    learn.wait_for()
    assert learn.inner_text() == ("Learn to play" if lang == "en" else "Μάθετε να παίζετε")
    learn.click()
    page.wait_for_url("**/table/*")
    page.wait_for_function(POINTING)
    assert in_first_screen(page, "#tutor"), "the coach's words are out of the first screen"
    # The page comes to rest once drawn (a board fitting its frame only without the zoom buttons' room once
    # redrew it without end, its renderer busy and the pointer detached); so at every step below.
    assert redraws_while_idle(page) <= 1

    # Off the script: another lit trail is refused with the hint, and nothing changes.
    other = page.evaluate(OTHER)
    assert other is not None
    page.locator(f"svg .selectable[data-target='{other}']").first.click(force=True)
    page.wait_for_selector(".tutor-hint")
    hint = page.locator(".tutor-hint").inner_text()
    assert hint == ("Not yet: this step of the tutorial asks for the move it points at." if lang == "en"
                    else "Όχι ακόμη: αυτό το βήμα της εκμάθησης ζητά την κίνηση που δείχνει.")
    assert page.evaluate("app.state.log_index") == 0 and page.locator("#error").is_hidden()
    page.screenshot(path=str(screenshots / f"tutorial-{game.name}-hint-{lang}-{size}.png"))

    taught = tutorial.taught()
    followed: list[str] = []
    covered: list[int] = []  # the steps at which a toast lay over the header
    for _ in range(len(taught) + 1):
        page.wait_for_function(POINTING)
        if page.evaluate(OVER_HEADER):
            covered.append(len(followed))
        # (A step may still be settling, drawn twice; a loop goes on.)
        if redraws_while_idle(page, 300) > 1:
            restless = redraws_while_idle(page, 1000)
            assert restless <= 1, f"step {len(followed) + 1}: the board was drawn {restless} times in 1 s, at rest"
        coach = page.evaluate("app.state.tutorial")
        if coach["over"]:
            break
        says = page.locator(".tutor-says").inner_text()
        assert says == coach["says"][lang] and f"§{coach['section']}" in says
        index = page.evaluate("app.state.log_index")
        assert page.locator(".tutor-hint").count() == (index == 0)  # a new step clears the old hint
        if len(followed) in (2, 4, 5):
            page.screenshot(path=str(screenshots / f"tutorial-{game.name}-step{len(followed) + 1}-{lang}-{size}.png"))
        followed.append(follow(page))
        page.wait_for_function(f"app.since > {index}")
    # The forced steps (a single legal action) are taken by the table itself; the others were clicked.
    clicked = [tutorial.steps[i].action for i in taught]
    assert followed and all(code in clicked for code in followed)
    coach = page.evaluate("app.state.tutorial")
    assert coach["over"] and page.evaluate("app.state.log_index") >= len(tutorial.steps)
    assert page.locator(".tutor-step").inner_text() == ("Tutorial complete" if lang == "en"
                                                        else "Η εκμάθηση ολοκληρώθηκε")
    page.screenshot(path=str(screenshots / f"tutorial-{game.name}-done-{lang}-{size}.png"))
    assert covered == [] and not page.evaluate(OVER_HEADER)
    # Nothing to take back at the end: the last move was the script's.
    assert page.locator("#undo").count() == 0
    assert not page.errors, page.errors
    page.context.close()


def test_a_guest_goes_back_to_its_own_tutorial_and_a_second_guest_at_the_address_gets_another(
    browser: Browser, server: ServerProcess
) -> None:
    game = TAUGHT[0].name
    tables = []
    for _ in range(2):  # two browsers of one address (every test browser is 127.0.0.1)
        page = open_page(browser, server, viewport=DESKTOP)
        for _ in range(2):  # the same browser asks twice: it goes back to its own
            page.goto(server.url + "/")
            page.locator(f"[data-learn='{game}']").first.click()
            page.wait_for_url("**/table/*")
            page.wait_for_function(POINTING)
            tables.append(page.url)
        page.context.close()
    assert tables[0] == tables[1] and tables[2] == tables[3] and tables[0] != tables[2]
