"""An address gets no email until the link mailed to it is opened, on a real server with a real SMTP server: a
wrong or stale link is refused and changes nothing, a new address is asked again, and confirmation emails are
limited so that nobody is flooded by them."""

from __future__ import annotations

import time
from pathlib import Path

import httpx
from serverproc import ServerProcess, running
from smtp_box import SmtpServer
from test_server_email import PASSWORD, confirm_path

from agora.server.mailer import confirm_holds, confirm_token

PLAIN = {"game": "pebbles", "options": {"players": 3}, "seats": [{"kind": "human"}] * 3}


def account(server: ServerProcess, name: str, email: str | None = None) -> httpx.Client:
    http = httpx.Client(base_url=server.url, timeout=30)
    assert http.post("/api/account/signup", json={"name": name, "password": PASSWORD}).status_code == 201
    if email is not None:
        assert set_address(http, email).status_code == 200
    return http


def set_address(http: httpx.Client, email: str, lang: str = "en") -> httpx.Response:
    return http.put("/api/account/notifications", json={"email": email, "language": None},
                    headers={"Accept-Language": lang})


def test_an_address_gets_no_email_until_its_link_is_opened(tmp_path: Path, smtp: SmtpServer) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1", "--invitations-from-one", "4")]) as (server,):
        ann, bob = account(server, "ann", "ann@example.test"), account(server, "bob")
        assert ann.get("/api/account/notifications").json()["confirmed"] is False
        link = confirm_path(smtp, "ann@example.test")
        table_id = bob.post("/api/tables", json={**PLAIN, "join_as": "bob"}).json()["table"]["id"]

        def invite() -> None:
            nonlocal table_id
            assert bob.post(f"/api/tables/{table_id}/invitations", json={"name": "ann"}).status_code == 204
            table_id = bob.post("/api/tables", json={**PLAIN, "join_as": "bob"}).json()["table"]["id"]

        invite()  # in ann's lobby, but not mailed: her address is not confirmed
        stranger = httpx.Client(base_url=server.url, timeout=30)  # the link needs no signing in
        _, _, account_id, expires, token = link.split("/")
        wrong = [f"/confirm-email/{account_id}/{expires}/{token[:-1]}{'0' if token[-1] != '0' else '1'}",
                 f"/confirm-email/2/{expires}/{token}", f"/confirm-email/{account_id}/{int(expires) + 1}/{token}",
                 f"/confirm-email/{account_id}/{expires}/{token}{'0' * 100}", f"/confirm-email/x/{expires}/{token}"]
        for bad in wrong:
            assert stranger.post(bad).status_code in (403, 422), bad
        asked = stranger.get(link, headers={"Accept-Language": "el"})  # a page that asks: opening changes nothing
        assert asked.status_code == 200 and "<form method=\"post\">" in asked.text and "Να επιβεβαιωθεί" in asked.text
        assert ann.get("/api/account/notifications").json()["confirmed"] is False
        assert stranger.post(link).status_code == 200
        assert ann.get("/api/account/notifications").json()["confirmed"] is True
        invite()
        [mail] = smtp.mailbox.wait_for("ann@example.test", 1)
        assert mail["Subject"] == "bob invites you to Pebbles"
        assert stranger.post(link).status_code == 200  # opened twice: still confirmed, nothing else
        # A new address is asked again; the old one's link is stale now and confirms nothing.
        assert set_address(ann, "ann@elsewhere.test").json()["confirmed"] is False
        invite()
        assert stranger.post(link).status_code == 403
        assert ann.get("/api/account/notifications").json()["confirmed"] is False
        confirm_path(smtp, "ann@elsewhere.test")  # say it went astray: ann asks for the link once more
        assert ann.post("/api/account/notifications/confirm").status_code == 204
        assert stranger.post(confirm_path(smtp, "ann@elsewhere.test")).status_code == 200
        assert ann.post("/api/account/notifications/confirm").status_code == 409  # confirmed already
        invite()
        [elsewhere] = smtp.mailbox.wait_for("ann@elsewhere.test", 1)
        assert elsewhere["Subject"] == "bob invites you to Pebbles"
        time.sleep(0.5)  # five more looks at the outbox: nothing more to either address
        assert len(smtp.mailbox.to("ann@example.test")) == len(smtp.mailbox.to("ann@elsewhere.test")) == 1
        assert len(ann.get("/api/account/invitations").json()) == 4
        assert stranger.post("/api/account/notifications/confirm").status_code == 401


def test_the_access_log_keeps_no_token_of_an_emailed_link(tmp_path: Path, smtp: SmtpServer) -> None:
    """At --log-level info every request is logged, but not the token that acts without signing in."""
    log = tmp_path / "server.log"
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1", "--log-level", "info", log=log)]) as (server,):
        account(server, "ann", "ann@example.test")
        link = confirm_path(smtp, "ann@example.test")
        stranger = httpx.Client(base_url=server.url, timeout=30)
        assert stranger.get(link).status_code == 200 and stranger.post(link).status_code == 200
        *_, token = link.split("/")
        unsubscribe = f"/unsubscribe/1/turn/{token}"  # a wrong token: refused, and not logged either
        assert stranger.post(unsubscribe).status_code == 403
    written = log.read_text()
    assert written.count(f"{link.rsplit('/', 1)[0]}/[token]") == 2 and "/unsubscribe/1/turn/[token]" in written
    assert token not in written


def test_confirmation_emails_are_limited_by_account_and_by_address(tmp_path: Path, smtp: SmtpServer) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1", "--confirm-per-day", "2")]) as (server,):
        ann = account(server, "ann", "ann@example.test")
        # Sent before the address changes: a confirmation still queued for an address no longer hers is dropped.
        smtp.mailbox.wait_for("ann@example.test", 1)
        assert set_address(ann, "ann2@example.test").status_code == 200
        refused = set_address(ann, "ann3@example.test", "el")  # a third within the day: refused, nothing changed
        assert refused.status_code == 429
        assert refused.json()["detail"] == ("σε αυτόν τον λογαριασμό ή αυτή τη διεύθυνση στάλθηκαν σήμερα όσα "
                                            "email επιβεβαίωσης επιτρέπονται: δοκιμάστε ξανά αύριο")
        assert ann.get("/api/account/notifications").json()["email"] == "ann2@example.test"
        assert ann.post("/api/account/notifications/confirm").status_code == 429
        # Many accounts giving one address: it is sent only its share.
        bob, cyd = account(server, "bob", "victim@example.test"), account(server, "cyd", "victim@example.test")
        dan = account(server, "dan")
        assert set_address(dan, "VICTIM@example.test").status_code == 429
        assert dan.get("/api/account/notifications").json()["email"] is None
        assert len(smtp.mailbox.wait_for("victim@example.test", 2)) == 2
        assert all(http.get("/api/account/notifications").json()["confirmed"] is False for http in (bob, cyd))
        time.sleep(0.5)
        assert len(smtp.mailbox.to("victim@example.test")) == 2
        assert len(smtp.mailbox.to("ann@example.test")) == len(smtp.mailbox.to("ann2@example.test")) == 1
        assert smtp.mailbox.to("ann3@example.test") == []


def test_a_confirmation_token_holds_for_its_account_address_and_week_only() -> None:
    secret, expires = "a secret", 1_000_000
    token = confirm_token(secret, 7, "ann@example.test", expires)
    assert confirm_holds(secret, 7, "ann@example.test", expires, token, expires - 1)
    assert not confirm_holds(secret, 7, "ann@example.test", expires, token, expires + 1)  # stale
    assert not confirm_holds(secret, 8, "ann@example.test", expires, token, expires - 1)
    assert not confirm_holds(secret, 7, "bob@example.test", expires, token, expires - 1)
    assert not confirm_holds(secret, 7, None, expires, token, expires - 1)
    assert not confirm_holds("another secret", 7, "ann@example.test", expires, token, expires - 1)


def test_an_email_queued_before_the_address_changed_does_not_go_to_the_new_one(
    tmp_path: Path, smtp: SmtpServer
) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1", "--outbox-retry", "0.5")]) as (server,):
        ann, bob = account(server, "ann", "ann@example.test"), account(server, "bob")
        assert httpx.post(server.url + confirm_path(smtp, "ann@example.test")).status_code == 200
        smtp.stop()  # the invitation waits in the outbox...
        table_id = bob.post("/api/tables", json={**PLAIN, "join_as": "bob"}).json()["table"]["id"]
        assert bob.post(f"/api/tables/{table_id}/invitations", json={"name": "ann"}).status_code == 204
        assert set_address(ann, "ann@elsewhere.test").status_code == 200  # ...while ann gives another address
        smtp.start()
        confirm_path(smtp, "ann@elsewhere.test")  # the new address is asked to confirm, and told nothing else
        time.sleep(1.5)  # the invitation's retries come and go
        assert smtp.mailbox.to("ann@elsewhere.test") == smtp.mailbox.to("ann@example.test") == []
