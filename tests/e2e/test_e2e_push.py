"""Web Push in the browser: the service worker shows what the server pushes (delivered through chromium's DevTools
protocol, as its push service would), and the player's page turns this device's notices on and off."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, expect
from serverproc import ServerProcess
from table import DESKTOP, PHONE, WatchedPage, watch_errors
from test_e2e_accounts import sign_in, sign_up

NOTIFICATIONS = """async () => (await (await navigator.serviceWorker.ready).getNotifications())
  .map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }))"""


# `ready` resolves once the worker is activating; a push is only sure to reach it once it is activated.
ACTIVATED = """async () => {
  const worker = (await navigator.serviceWorker.ready).active;
  if (worker.state !== "activated") {
    await new Promise((done) => worker.addEventListener("statechange",
      () => worker.state === "activated" && done(true)));
  }
  return true;
}"""


def shown(page: WatchedPage, count: int) -> list[dict[str, Any]]:
    """The notifications shown, once there are `count` of them (a safety net, not a measure)."""
    for _ in range(300):
        now: list[dict[str, Any]] = page.evaluate(NOTIFICATIONS)
        if len(now) == count:
            return now
        page.wait_for_timeout(50)
    raise AssertionError(f"{count} notifications wanted, {len(now)} shown: {now}")


def notified_page(browser: Browser, server: ServerProcess) -> WatchedPage:
    context = browser.new_context(viewport=DESKTOP)
    context.grant_permissions(["notifications"], origin=server.url)
    page = watch_errors(context.new_page())
    page.goto(server.url + "/")
    page.evaluate(ACTIVATED)
    return page


def test_the_service_worker_shows_a_pushed_move_and_keeps_its_click_on_agora(
    browser: Browser, server: ServerProcess
) -> None:
    page = notified_page(browser, server)
    devtools = page.context.new_cdp_session(page)
    registrations: list[dict[str, Any]] = []
    devtools.on("ServiceWorker.workerRegistrationUpdated", lambda event: registrations.extend(event["registrations"]))
    devtools.send("ServiceWorker.enable")
    page.wait_for_timeout(200)
    (registration,) = {r["registrationId"]: r for r in registrations if r["scopeURL"].startswith(server.url)}.values()

    def push(message: dict[str, Any] | str) -> None:
        data = message if isinstance(message, str) else json.dumps(message)
        devtools.send("ServiceWorker.deliverPushMessage",
                      {"origin": server.url + "/", "registrationId": registration["registrationId"], "data": data})

    push({"title": "Your move at Pebbles", "body": "bob has moved: it is your turn.", "url": "/table/abc",
          "tag": "turn-abc"})
    assert shown(page, 1) == [{"title": "Your move at Pebbles", "body": "bob has moved: it is your turn.",
                                             "tag": "turn-abc", "url": "/table/abc"}]
    # The same table's next notice replaces it; a message that is not JSON still shows, as Agora's.
    push({"title": "Your move at Pebbles", "body": "again", "url": "/table/abc", "tag": "turn-abc"})
    push("not json")
    page.wait_for_timeout(300)  # the replacing notice and the plain one, both handled
    both = sorted(shown(page, 2), key=lambda n: n["title"])
    assert [(n["title"], n["body"]) for n in both] == [("Agora", ""), ("Your move at Pebbles", "again")]
    assert page.errors == []
    page.context.close()


def test_the_player_page_turns_push_on_and_says_why_when_the_browser_cannot(
    browser: Browser, server: ServerProcess, screenshots: Path
) -> None:
    sign_up(server, "pia")
    for viewport, size, lang in ((DESKTOP, "desktop", "en"), (PHONE, "phone", "el")):
        context = browser.new_context(viewport=viewport)
        context.grant_permissions(["notifications"], origin=server.url)
        page = watch_errors(context.new_page())
        page.add_init_script(f"localStorage.setItem('agora.lang', {lang!r})")
        page.goto(server.url + "/")
        sign_in(page, "pia")
        page.click("#account-link")
        page.wait_for_url("**/player/pia")
        card = page.locator("#push-card")
        expect(card).to_be_visible()
        box = page.locator("#push-on")
        expect(box).not_to_be_checked()
        # Headless chromium has no push service to subscribe with: the page says so and keeps the box off, and
        # the server holds no subscription (removing one finds nothing).
        # A click, not `check()`: the page turns the box off again at once, before `check()` would read it on.
        expect(box).to_be_enabled()
        box.click()
        expect(page.locator("#push-said")).to_have_class("error")
        said = page.locator("#push-said").inner_text()
        assert said and ("push service" in said if lang == "en" else "push service" not in said)
        expect(box).not_to_be_checked()
        gone = page.request.delete(f"{server.url}/api/push/subscription", params={"endpoint": "https://fcm.googleapis.com/x"})
        assert gone.status == 404
        label = card.locator("label").bounding_box()
        assert label is not None and label["height"] >= 40 and label["x"] + label["width"] <= viewport["width"]
        card.screenshot(path=str(screenshots / f"push-card-{size}-{lang}.png"))
        # Chromium's own console line for a test profile (incognito, like every Playwright context): it has no
        # push service there. Nothing else may go wrong.
        assert [e for e in page.errors if "Push API in incognito" not in e] == []
        context.close()
