"""Invitations on a real server with a real SMTP server: a player at a table invites an account by its name;
the invitation waits in the invited player's lobby with a link that opens the table (a private table's with its
key), one email goes out if they want invitations by email, and every bad request is refused unchanged."""

from __future__ import annotations

import secrets
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from serverproc import ServerProcess, running
from smtp_box import SmtpServer
from test_server_email import Player, sign_up

from agora.server.store.accounts import Accounts
from agora.server.store.database import Database
from agora.server.store.invitations import Invitations, Limits
from agora.server.store.matches import Matches
from agora.server.store.records import Creator, Notice, SeatSpec

PLAIN = {"game": "pebbles", "options": {"players": 3}, "seats": [{"kind": "human"}] * 3}


def test_an_invited_player_finds_the_table_in_the_lobby_and_by_email(tmp_path: Path, smtp: SmtpServer) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1")]) as (server,):
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob", smtp, invitations=True)
        cyd = sign_up(server, "cyd", smtp, invitations=False)
        table_id = ann.http.post("/api/tables", json={**PLAIN, "join_as": "ann"}).json()["table"]["id"]
        assert ann.http.post(f"/api/tables/{table_id}/invitations", json={"name": "BOB"}).status_code == 204
        assert ann.http.post(f"/api/tables/{table_id}/invitations", json={"name": "cyd"}).status_code == 204
        [invitation] = bob.http.get("/api/account/invitations").json()
        assert (invitation["table"], invitation["game"], invitation["inviter"]) == (f"/table/{table_id}", "pebbles",
                                                                                   "ann")
        [mail] = smtp.mailbox.wait_for(bob.address, 1)
        assert mail["Subject"] == "ann invites you to Pebbles" and f"/table/{table_id}" in mail.get_content()
        assert smtp.mailbox.to(cyd.address) == []  # cyd wants no invitations by email: the lobby only
        assert len(cyd.http.get("/api/account/invitations").json()) == 1
        # bob takes the seat from the invitation's link; the invitation stays until he dismisses it
        assert bob.http.post(f"/api/tables/{table_id}/join", json={}).status_code == 200
        assert bob.http.delete(f"/api/account/invitations/{invitation['id']}").status_code == 204
        assert bob.http.get("/api/account/invitations").json() == []
        assert bob.http.delete(f"/api/account/invitations/{invitation['id']}").status_code == 404
        # A private table's invitation carries its key, so that the link seats its holder.
        private = ann.http.post("/api/tables", json={**PLAIN, "join_as": "ann", "private": True}).json()
        private_path = f"/api/tables/{private['table']['id']}/invitations"
        assert ann.http.post(private_path, json={"name": "bob"}).status_code == 204
        [secret] = bob.http.get("/api/account/invitations").json()
        key = secret["table"].split("?invite=")[1]
        assert bob.http.post(f"/api/tables/{private['table']['id']}/join", json={"invite": key}).status_code == 200
        assert len(smtp.mailbox.wait_for(bob.address, 2)) == 2


def test_bad_invitations_are_refused_and_change_nothing(tmp_path: Path) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}")]) as (server,):
        ann, bob = sign_up(server, "ann"), sign_up(server, "bob")
        table_id = ann.http.post("/api/tables", json={**PLAIN, "join_as": "ann"}).json()["table"]["id"]
        guest = httpx.Client(base_url=server.url, timeout=30)
        path = f"/api/tables/{table_id}/invitations"
        assert guest.post(path, json={"name": "bob"}).status_code == 403  # a spectator invites nobody
        assert bob.http.post(path, json={"name": "ann"}).status_code == 403
        assert ann.http.post(path, json={"name": "ann"}).status_code == 409  # seated there already
        refused = ann.http.post(path, json={"name": "nobody"}, headers={"Accept-Language": "el"})
        assert refused.status_code == 404 and refused.json()["detail"] == "δεν υπάρχει παίκτης με αυτό το όνομα"
        assert ann.http.post(path, json={"name": "a b"}).status_code == 422
        assert ann.http.post(path, json={"name": "bob", "extra": 1}).status_code == 422
        assert ann.http.post(path, headers={"Authorization": "Bearer forged"}, json={"name": "bob"}).status_code == 403
        assert ann.http.post("/api/tables/nosuchtable/invitations", json={"name": "bob"}).status_code == 404
        assert ann.http.post(path, json={"name": "bob"}).status_code == 204
        assert ann.http.post(path, json={"name": "bob"}).status_code == 409  # invited already
        assert guest.get("/api/account/invitations").status_code == 401
        assert bob.http.delete("/api/account/invitations/0").status_code == 422
        assert len(bob.http.get("/api/account/invitations").json()) == 1


def test_the_daily_digest_lists_waiting_moves_and_invitations_once_a_day(tmp_path: Path, smtp: SmtpServer) -> None:
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1", "--digest-check", "0.3")]) as (server,):
        dan, eve = sign_up(server, "dan", smtp), sign_up(server, "eve", smtp, digest=True)
        fay = sign_up(server, "fay")
        turn = {"kind": "turn", "move_hours": 24, "game_days": 30}
        body = {"game": "pebbles", "options": {"players": 2}, "seats": [{"kind": "human"}, {"kind": "bot"}],
                "join_as": "dan", "clock": turn}
        mine = dan.http.post("/api/tables", json=body).json()["table"]["id"]
        other = fay.http.post("/api/tables", json={**PLAIN, "join_as": "fay"}).json()["table"]["id"]
        assert fay.http.post(f"/api/tables/{other}/invitations", json={"name": "dan"}).status_code == 204
        # dan asks for the digest once both wait for him, so that its first look finds both
        wants = dan.http.put("/api/account/notifications", json={"email": dan.address, "language": None,
                                                                 "digest": True})
        assert wants.status_code == 200, wants.text
        [digest] = [m for m in smtp.mailbox.wait_for(dan.address, 2) if m["Subject"] != "fay invites you to Pebbles"]
        assert digest["Subject"] == "Your tables at Agora today"
        text = digest.get_content()
        assert f"Your move: Pebbles — http://127.0.0.1:{server.port}/table/{mine}" in text
        assert f"fay invites you to Pebbles: http://127.0.0.1:{server.port}/table/{other}" in text
        assert "/unsubscribe/" in text
        time.sleep(1.5)  # five more looks: the day's digest is not queued again
        assert len(smtp.mailbox.to(dan.address)) == 2  # the invitation's own email and one digest
        assert smtp.mailbox.to(eve.address) == []  # nothing to tell eve: no email


def test_an_invited_player_is_sent_no_more_than_their_share(tmp_path: Path, smtp: SmtpServer) -> None:
    limits = ("--invitations-waiting", "3", "--invitations-from-one", "2")
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--smtp-port", str(smtp.port),
                                "--outbox-poll", "0.1", *limits)]) as (server,):
        bob = sign_up(server, "bob", smtp, invitations=True)
        ann, cyd, dan = (sign_up(server, name) for name in ("ann", "cyd", "dan"))

        def invite(inviter: Player, lang: str = "en") -> httpx.Response:
            table_id = inviter.http.post("/api/tables", json={**PLAIN, "join_as": inviter.name}).json()["table"]["id"]
            return inviter.http.post(f"/api/tables/{table_id}/invitations", json={"name": "bob"},
                                     headers={"Accept-Language": lang})

        assert invite(ann).status_code == invite(ann).status_code == 204
        by_ann = invite(ann)  # one stranger may not fill bob's share
        assert by_ann.status_code == 429
        assert by_ann.json()["detail"] == "that player has as many invitations from you waiting as they may: " \
                                          "wait for an answer"
        assert invite(cyd).status_code == 204
        full = invite(dan, "el")
        assert full.status_code == 429
        assert full.json()["detail"] == "αυτός ο παίκτης έχει ήδη όσες προσκλήσεις σε αναμονή μπορεί να λάβει"
        assert len(smtp.mailbox.wait_for(bob.address, 3)) == 3
        waiting = bob.http.get("/api/account/invitations").json()
        assert [i["inviter"] for i in waiting] == ["cyd", "ann", "ann"]
        # Dismissing one makes room (and a dismissed invitation is not sent again)
        assert bob.http.delete(f"/api/account/invitations/{waiting[0]['id']}").status_code == 204
        assert invite(dan).status_code == 204
        assert invite(cyd).status_code == 429
        assert len(smtp.mailbox.wait_for(bob.address, 4)) == 4
        time.sleep(1)  # ten more looks at the outbox: nothing else was queued for bob
        assert [m["Subject"] for m in smtp.mailbox.to(bob.address)] == [
            "ann invites you to Pebbles", "ann invites you to Pebbles", "cyd invites you to Pebbles",
            "dan invites you to Pebbles"]
        assert len(bob.http.get("/api/account/invitations").json()) == 3


def test_an_inviter_sends_only_so_many_at_once_and_in_a_day(tmp_path: Path) -> None:
    limits = ("--invitations-open", "3", "--invitations-per-day", "4")
    with running([ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", *limits)]) as (server,):
        ann, bob, cyd, dan, eve, fay = (sign_up(server, name) for name in ("ann", "bob", "cyd", "dan", "eve", "fay"))
        table_id = ann.http.post("/api/tables", json={**PLAIN, "join_as": "ann"}).json()["table"]["id"]
        path = f"/api/tables/{table_id}/invitations"
        for name in ("bob", "cyd", "dan"):
            assert ann.http.post(path, json={"name": name}).status_code == 204
        many = ann.http.post(path, json={"name": "eve"}, headers={"Accept-Language": "el"})
        assert many.status_code == 429
        assert many.json()["detail"] == ("έχετε ήδη όσες προσκλήσεις σε αναμονή επιτρέπονται: περιμένετε να "
                                         "απαντηθούν κάποιες")
        [of_bob] = bob.http.get("/api/account/invitations").json()
        assert bob.http.delete(f"/api/account/invitations/{of_bob['id']}").status_code == 204
        assert ann.http.post(path, json={"name": "bob"}).status_code == 409  # dismissed: not sent again
        assert eve.http.get("/api/account/invitations").json() == []
        assert ann.http.post(path, json={"name": "eve"}).status_code == 204
        assert len(eve.http.get("/api/account/invitations").json()) == 1
        [of_cyd] = cyd.http.get("/api/account/invitations").json()
        assert cyd.http.delete(f"/api/account/invitations/{of_cyd['id']}").status_code == 204
        today = ann.http.post(path, json={"name": "fay"})  # two waiting, but four sent today (dismissed ones too)
        assert today.status_code == 429
        assert today.json()["detail"] == "you have sent as many invitations as you may within a day: try again tomorrow"
        assert fay.http.get("/api/account/invitations").json() == []
        # Another inviter has limits of its own; a guest's are its address's, whichever table it sits at.
        dans = dan.http.post("/api/tables", json={**PLAIN, "join_as": "dan"}).json()["table"]["id"]
        assert dan.http.post(f"/api/tables/{dans}/invitations", json={"name": "fay"}).status_code == 204
        guest = httpx.Client(base_url=server.url, timeout=30)
        for turn, name in enumerate(("bob", "cyd", "eve", "fay")):
            made = guest.post("/api/tables", json={**PLAIN, "join_as": f"guest{turn}"}).json()
            sent = guest.post(f"/api/tables/{made['table']['id']}/invitations", json={"name": name},
                              headers={"Authorization": f"Bearer {made['joined']['token']}"})
            assert sent.status_code == (204 if turn < 3 else 429), sent.text
        assert len(fay.http.get("/api/account/invitations").json()) == 1  # dan's alone



@pytest.mark.pg
def test_invitations_sent_at_once_from_many_places_keep_to_the_limits(pg_url: str) -> None:
    """Inviters in many threads (each its own connection, as in several processes) invite one account to their
    tables at the same moment: exactly its share gets through, and each inviter's waiting count holds too."""
    database = Database.open(pg_url)
    try:
        accounts, matches = Accounts(database), Matches(database)
        invited = accounts.create(f"target{secrets.token_hex(3)}", "not a real hash").id
        inviters = [accounts.create(f"inviter{secrets.token_hex(3)}", "not a real hash").id for _ in range(4)]
        tables = [matches.create("pebbles", {"players": 2}, 1, [SeatSpec("human")] * 2, False) for _ in range(12)]
        store = Invitations(database, Limits(waiting=5, open=2))

        def invite(turn: int) -> str | None:
            by = Creator(inviters[turn % 4], "an address")
            notice = Notice(f"invite:{tables[turn]}:{invited}", "invitations", invited, tables[turn], {}, ("email",))
            return store.invite(invited, tables[turn], "someone", by, "/", notice)

        with ThreadPoolExecutor(12) as pool:
            refused = list(pool.map(invite, range(12)))
        assert refused.count(None) == 5 and len(store.of(invited)) == 5
        assert all(refused[inviter::4].count(None) <= 2 for inviter in range(4))
        assert set(refused) <= {None, "inviting_most_open", "invited_most"}
    finally:
        database.close()
