"""Two-person Pebbles tables played move by move over real sockets (the crash and restart tests; not
duels.py, which tests/bots has: helpers are imported by bare name, so names must differ across folders)."""

from __future__ import annotations

from serverproc import ServerProcess

TABLES = 4


def open_tables(server: ServerProcess) -> list[tuple[str, dict[int, str]]]:
    tables = []
    for _ in range(TABLES):
        body = {"game": "pebbles", "options": {"rounds": 5}, "seats": [{"kind": "human"}] * 2, "join_as": "ann"}
        created = server.http.post("/api/tables", json=body).json()
        table_id = created["table"]["id"]
        bob = server.http.post(f"/api/tables/{table_id}/join", json={"name": "bob"}).json()
        tables.append((table_id, {0: created["joined"]["token"], 1: bob["token"]}))
    return tables


def next_move(server: ServerProcess, table_id: str, tokens: dict[int, str]) -> tuple[int, str, int]:
    """A seat that may act, its first legal action and the log index it answers."""
    for seat, token in tokens.items():
        state = server.http.get(f"/api/tables/{table_id}/state", headers={"Authorization": f"Bearer {token}"})
        mine = state.json()
        if mine["legal"]:
            return seat, mine["legal"][0]["code"], mine["log_index"]
    raise AssertionError("nobody can act")
