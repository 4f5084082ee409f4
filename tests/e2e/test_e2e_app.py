"""Agora as an app: installable (manifest, icons, service worker: Chrome's own installability check), its
client kept for when the network is away, and a "your turn" notification while the table's tab is hidden,
in the reader's language, in a real chromium."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import Browser, ViewportSize, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, join_second_seat, state

READY = "app.drawn === app.since && app.state.legal.length > 0 && !app.sent"
# The service worker's notifications now, as the browser keeps them.
SHOWN = """navigator.serviceWorker.ready.then((r) => r.getNotifications())
  .then((all) => all.map((n) => [n.title, n.body, n.data.url]))"""


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk comes first
    return width, height


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "390"])
def test_agora_is_installable_and_opens_offline_once_visited(
    browser: Browser, server: ServerProcess, tmp_path: Path, viewport: ViewportSize
) -> None:
    # A profile of its own on disk: Chrome installs nothing from an incognito one (a plain new context).
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=CHROMIUM, args=CHROMIUM_ARGS, viewport=viewport)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.goto(server.url + "/")
        assert page.evaluate("navigator.serviceWorker.ready.then((r) => r.active.scriptURL)") == f"{server.url}/sw.js"
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = json.loads(page.request.get(server.url + "/static/manifest.webmanifest").body())
        assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
        sizes = set()
        for icon in manifest["icons"]:
            answer = page.request.get(server.url + icon["src"])
            assert answer.ok and answer.headers["content-type"].startswith(icon["type"])
            if icon["type"] == "image/png":
                width, height = png_size(answer.body())
                assert f"{width}x{height}" == icon["sizes"]
                sizes.add(width)
        assert {192, 512} <= sizes
        assert errors == []
        # Offline, the lobby comes from what the worker kept; so does a page never opened here.
        context.set_offline(True)
        page.reload()
        expect(page.locator("h1")).to_have_text("Agora")
        assert page.evaluate("document.styleSheets.length") > 0
        page.goto(server.url + "/leaderboard")
        expect(page.locator("h1")).to_have_text("Agora")
    finally:
        context.close()


# A hidden tab as a browser keeps one: it says it is hidden, and draws nothing (animation frames stop).
HIDE = """() => {
  Object.defineProperty(document, "visibilityState", { get: () => "hidden", configurable: true });
  window.requestAnimationFrame = () => 0;
  document.dispatchEvent(new Event("visibilitychange"));
}"""


@pytest.mark.parametrize(("lang", "title"), [("en", "Your turn"), ("el", "Σειρά σας")])
def test_a_hidden_tab_is_notified_when_its_turn_comes_and_a_shown_one_is_not(
    browser: Browser, server: ServerProcess, lang: str, title: str
) -> None:
    ann, bob = join_second_seat(browser, server, "pebbles")
    ann.context.grant_permissions(["notifications"], origin=server.url)
    ann.select_option("#lang", lang)
    ann.wait_for_function(f"document.documentElement.lang === {lang!r}")  # its words have come
    toggle = ann.locator("#notify-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert ann.evaluate("localStorage.getItem('agora.notify')") == "on"
    # The worker that shows notifications installs once per browser profile (it fetches the lobby's files first).
    assert ann.evaluate("navigator.serviceWorker.ready.then((r) => r.active !== null)")
    ann.wait_for_function(READY)
    bob.wait_for_function(READY)
    # Both pick at once; ann's tab is shown when her turn comes to take: no notification.
    ann.click("#actions button[data-code='pick 1']")
    bob.click("#actions button[data-code='pick 1']")
    ann.wait_for_function(READY + " && app.state.legal.some((o) => o.code === 'take')")
    assert ann.evaluate(SHOWN) == []
    # She ends her turn and hides the tab (the page cannot hide itself headless: it is told it is hidden).
    index = state(ann)["log_index"]
    ann.click("#actions button[data-code=end]")
    ann.wait_for_function(f"app.since > {index}")
    ann.evaluate(HIDE)
    bob.wait_for_function(READY + " && app.state.legal.some((o) => o.code === 'take')")
    bob.click("#actions button[data-code=end]")
    ann.wait_for_function("app.state.legal.length > 0 && !app.sent")  # received, never drawn
    shown = ann.evaluate(SHOWN)
    for _ in range(100):  # the worker shows it a moment after the turn comes
        if shown:
            break
        ann.wait_for_timeout(100)
        shown = ann.evaluate(SHOWN)
    assert len(shown) == 1
    assert ann.title().startswith(f"▶ {title} — ")  # the tab's title says so too, undrawn
    [(heading, body, url)] = shown
    assert heading == title
    assert body == ann.evaluate(f"app.info.titles?.[{lang!r}] ?? app.info.title")  # the table's game
    assert url == "/table/" + ann.url.rsplit("/", 1)[1]
    assert ann.errors == [] and bob.errors == []
    ann.context.close()
    bob.context.close()
