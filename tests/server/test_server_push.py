"""Web Push, end to end: real server processes post to a push service of the tests' own (push_box.py) what a
browser's keys then decrypt; what a subscription may name, and who may remove it."""

from __future__ import annotations

import base64
import json
import statistics
import time
from collections.abc import Iterator
from pathlib import Path

import http_ece
import httpx
import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from push_box import Browser, PushBox
from serverproc import ServerProcess, running
from test_server_email import TURN, Player, Table, sign_up
from wsclient import PATIENCE

from agora.server.push import endpoint_allowed
from agora.server.settings import PUSH_SERVICES


@pytest.fixture
def box() -> Iterator[PushBox]:
    service = PushBox()
    service.start()
    yield service
    service.stop()


def subscribe(player: Player, browser: Browser, language: str | None = None) -> None:
    answer = player.http.put("/api/push/subscription", json=browser.subscription(language))
    assert answer.status_code == 204, answer.text


def unpad(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def vapid_claims(authorization: str, key: str) -> dict[str, object]:
    """The claims of a VAPID header (`vapid t=JWT, k=KEY`), once its signature is checked against `key`."""
    fields = dict(part.strip().split("=", 1) for part in authorization.removeprefix("vapid ").split(","))
    assert fields["k"] == key
    head, claims, signature = fields["t"].split(".")
    raw = unpad(signature)
    public = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unpad(key))
    der = encode_dss_signature(int.from_bytes(raw[:32]), int.from_bytes(raw[32:]))
    public.verify(der, f"{head}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))  # raises if forged
    parsed: dict[str, object] = json.loads(unpad(claims))
    return parsed


def off_curve(point: str) -> str:
    """The point with one of its coordinates' characters changed: no longer on the curve."""
    return point[:40] + ("A" if point[40] != "A" else "B") + point[41:]


def push_rows(db: str) -> int:
    from sqlalchemy import create_engine, text
    engine = create_engine(db)
    try:
        with engine.connect() as connection:
            return int(connection.execute(text("SELECT count(*) FROM outbox WHERE channel = 'push'")).scalar_one())
    finally:
        engine.dispose()


def test_an_absent_player_is_told_of_each_turn_on_each_browser_in_its_language(tmp_path: Path, box: PushBox) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--push-service", box.origin)]) as (server,):
        key = server.http.get("/api/push/key").json()["key"]
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob")
        phone, laptop, bobs = Browser(box, "ann-phone"), Browser(box, "ann-laptop"), Browser(box, "bob")
        subscribe(ann, phone, "el")
        subscribe(ann, laptop)
        subscribe(bob, bobs)
        table = Table(server, server, ann, bob, TURN)
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")  # ann's turn, and she is away
        (to_phone,), (to_laptop,) = box.wait_for(phone.path, 1), box.wait_for(laptop.path, 1)
        english = laptop.read(to_laptop)
        assert english == {"title": "Your move at Pebbles", "body": "bob has moved: it is your turn.",
                           "url": f"/table/{table.id}", "tag": f"turn-{table.id}"}
        greek = phone.read(to_phone)
        assert greek["url"] == english["url"] and greek["title"] != english["title"] and "bob" in greek["body"]
        # Signed with the key the page subscribes with, for the push service's origin.
        claims = vapid_claims(to_laptop.headers["authorization"], key)
        assert claims["aud"] == box.origin and str(claims["sub"]).startswith("mailto:")
        assert int(str(to_laptop.headers["ttl"])) > 0
        with pytest.raises(http_ece.ECEException):  # one browser's message is not another's to read
            laptop.read(to_phone)
        table.ann_moves("end")  # bob's turn: his socket is open, so nothing is pushed to him
        table.bob_moves("end")  # a new round: ann's turn again
        assert len(box.wait_for(phone.path, 2)) == 2
        table.close()
        time.sleep(0.5)
        assert box.to(bobs.path) == []


def test_a_browser_gone_is_forgotten_and_a_busy_service_is_tried_again(tmp_path: Path, box: PushBox) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--push-service", box.origin, "--outbox-retry", "1")]) as (server,):
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob")
        gone, busy = Browser(box, "gone"), Browser(box, "busy")
        box.answers = {gone.path: [410], busy.path: [503, 429]}
        subscribe(ann, gone)
        subscribe(ann, busy)
        table = Table(server, server, ann, bob, TURN)
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")
        tries = box.wait_for(busy.path, 3)
        assert len(tries) == 3 and busy.read(tries[0]) == busy.read(tries[2])  # the same message, until taken
        table.ann_moves("end")
        table.bob_moves("end")
        assert len(box.wait_for(busy.path, 4)) == 4
        table.close()
        assert len(box.to(gone.path)) == 1  # told once that it is gone: never posted to again
        # Forgotten: removing it now finds nothing.
        assert ann.http.delete("/api/push/subscription", params={"endpoint": gone.endpoint}).status_code == 404


def test_a_redirect_is_not_followed(tmp_path: Path, box: PushBox) -> None:
    elsewhere = PushBox()
    elsewhere.start()
    box.redirect = elsewhere.origin + "/inside"
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    try:
        with running([ServerProcess(db, "--push-service", box.origin, "--outbox-retry", "1")]) as (server,):
            ann, bob = sign_up(server, "ann"), sign_up(server, "bob")
            browser = Browser(box, "ann")
            subscribe(ann, browser)
            table = Table(server, server, ann, bob, TURN)
            table.ann_moves("pick 1")
            table.bob_moves("pick 2")
            assert len(box.wait_for(browser.path, 2)) >= 2  # tried, and tried again later
            table.close()
    finally:
        elsewhere.stop()
    assert elsewhere.posted == []


def test_what_a_subscription_may_name_and_who_may_remove_it(tmp_path: Path, box: PushBox) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--push-service", box.origin)]) as (server,):
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob")
        browser = Browser(box, "shared")
        good = browser.subscription()
        stranger = httpx.Client(base_url=server.url, timeout=30)
        assert stranger.put("/api/push/subscription", json=good).status_code == 401
        # Anywhere but an allowed push service is refused, whatever the disguise.
        for endpoint in ("http://169.254.169.254/latest/meta-data", "https://127.0.0.1/push",
                         box.origin.replace("http://", "https://") + "/push", box.origin + ".evil.test/x",
                         "http://127.0.0.2:" + box.origin.rsplit(":", 1)[1] + "/push",
                         box.origin.replace("127.0.0.1", "user@127.0.0.1") + "/push", "file:///etc/passwd",
                         "https://fcm.googleapis.com.evil.test/x", "https://fcm.googleapis.com:8443/x"):
            refused = ann.http.put("/api/push/subscription", json={**good, "endpoint": endpoint})
            assert refused.status_code == 422, endpoint
        assert ann.http.put("/api/push/subscription", headers={"Accept-Language": "el"},
                            json={**good, "endpoint": "https://push.evil.test/x"}).json()["detail"] != \
            ann.http.put("/api/push/subscription", json={**good, "endpoint": "https://push.evil.test/x"}).json()["detail"]
        bad_keys = [{"p256dh": "AAAA", "auth": good["keys"]["auth"]},
                    {"p256dh": good["keys"]["p256dh"], "auth": "AAAA"},
                    {"p256dh": off_curve(good["keys"]["p256dh"]), "auth": good["keys"]["auth"]},
                    {"p256dh": good["keys"]["p256dh"]}]
        for keys in bad_keys:
            assert ann.http.put("/api/push/subscription", json={**good, "keys": keys}).status_code == 422, keys
        assert ann.http.put("/api/push/subscription", json={**good, "language": "xx"}).status_code == 422
        assert ann.http.put("/api/push/subscription", json={**good, "endpoint": box.origin + "/" + "x" * 1100}) \
            .status_code == 422
        subscribe(ann, browser)
        # Not bob's to remove; then bob signs in on that browser: it is his from now on, and no longer ann's.
        assert bob.http.delete("/api/push/subscription", params={"endpoint": browser.endpoint}).status_code == 404
        subscribe(bob, browser)
        assert ann.http.delete("/api/push/subscription", params={"endpoint": browser.endpoint}).status_code == 404
        assert bob.http.delete("/api/push/subscription", params={"endpoint": browser.endpoint}).status_code == 204
        assert bob.http.delete("/api/push/subscription", params={"endpoint": browser.endpoint}).status_code == 404
        table = Table(server, server, bob, ann, TURN)  # bob away: nothing, he turned it off
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")
        table.close()
        time.sleep(1)
    assert box.posted == []
    assert push_rows(db) == 0


def test_an_account_keeps_its_latest_browsers_only(tmp_path: Path, box: PushBox) -> None:
    db = f"sqlite:///{tmp_path / 'agora.db'}"
    with running([ServerProcess(db, "--push-service", box.origin)]) as (server,):
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob")
        browsers = [Browser(box, f"ann-{n}") for n in range(12)]
        for browser in browsers:
            subscribe(ann, browser)
        table = Table(server, server, ann, bob, TURN)
        table.ann_moves("pick 1")
        table.bob_moves("pick 2")
        for browser in browsers[2:]:
            box.wait_for(browser.path, 1)
        table.close()
    assert [len(box.to(b.path)) for b in browsers] == [0, 0] + [1] * 10


def test_the_allow_list() -> None:
    assert endpoint_allowed("https://fcm.googleapis.com/fcm/send/abc", PUSH_SERVICES)
    assert endpoint_allowed("https://wns2-by3p.notify.windows.com/w/?token=x", PUSH_SERVICES)
    assert not endpoint_allowed("https://notify.windows.com.evil.test/w", PUSH_SERVICES)
    assert not endpoint_allowed("https://evilnotify.windows.com/w", PUSH_SERVICES)
    assert not endpoint_allowed("http://fcm.googleapis.com/fcm/send/abc", PUSH_SERVICES)
    assert not endpoint_allowed("https://[::1]/x", PUSH_SERVICES)
    assert not endpoint_allowed("https://fcm.googleapis.com:99999/x", PUSH_SERVICES)


@pytest.mark.pg
@pytest.mark.redis
def test_with_two_processes_each_turn_is_pushed_once(
    pg_url: str, redis_url: str, channel: str, box: PushBox
) -> None:
    """Ann moves through one process, bob through the other; the figures printed: delivery latency over the moves
    (bob's move accepted, the push service has the message)."""
    shared = ["--redis", redis_url, "--redis-prefix", channel, "--push-service", box.origin, "--outbox-poll", "0.05"]
    with running([ServerProcess(pg_url, *shared) for _ in range(2)]) as (one, two):
        stamp = time.monotonic_ns() % 10**8
        ann, bob = sign_up(one, f"ann{stamp}"), sign_up(two, f"bob{stamp}")
        browser = Browser(box, f"ann{stamp}")
        subscribe(ann, browser)
        # ann moves through one, bob through two; her going is read in Redis, where both processes say who is here
        tables = [Table(one, two, ann, bob, TURN, (redis_url, channel)) for _ in range(2)]
        given = sum(table.play_round() for table in tables for _ in range(4))  # of 5 rounds: none ends
        for table in tables:
            table.close()
        received = box.wait_for(browser.path, given)
        time.sleep(min(PATIENCE, 2.0))  # both processes look at the outbox 20 times a second: a duplicate would come
    assert len(box.to(browser.path)) == given == len(received) == 16
    assert {browser.read(post)["url"] for post in received} == {f"/table/{table.id}" for table in tables}
    accepted = sorted(when for table in tables for when in table.accepted)
    arrivals = sorted(post.at for post in received)
    latencies = sorted((arrived - moved) * 1000 for moved, arrived in zip(accepted, arrivals, strict=True))
    print(f"\npushes: {len(received)} moves, duplicates 0, latency median {statistics.median(latencies):.0f} ms, "
          f"max {latencies[-1]:.0f} ms (two processes, PostgreSQL)")
