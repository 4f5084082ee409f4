"""Schemathesis against the OpenAPI spec of a real server: no generated request gets a 5xx."""

from __future__ import annotations

from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis.checks import not_a_server_error
from serverproc import ServerProcess


def test_no_request_gets_a_server_error(tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}").start()
    try:
        # Something to find: a table being played and a finished one.
        seats = [{"kind": "human"}, {"kind": "bot"}]
        server.http.post("/api/tables", json={"game": "pebbles", "seats": seats, "join_as": "ann"})
        server.http.post("/api/tables", json={"game": "pebbles", "seats": [{"kind": "bot"}] * 2})
        schema = schemathesis.openapi.from_url(f"{server.url}/openapi.json")
        operations = [result.ok() for result in schema.get_all_operations()]
        assert len(operations) >= 10
        for operation in operations:

            @given(case=operation.as_strategy())
            @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck), database=None)
            def no_server_error(case: schemathesis.Case) -> None:
                case.call_and_validate(base_url=server.url, checks=[not_a_server_error])

            no_server_error()
    finally:
        server.stop()
