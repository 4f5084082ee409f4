"""Schemathesis against the OpenAPI spec of a real server, every check and every
phase (examples, coverage, fuzzing, stateful links), on a bounded budget: each
answer conforms to the documented schema and status codes, and none is a 5xx."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from serverproc import ServerProcess

# Examples per operation and phase: about 20 s on the CI machine.
EXAMPLES = 30
CONFIG = Path(__file__).with_name("schemathesis.toml")


def test_every_answer_conforms_to_the_openapi_schema(tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'agora.db'}", "--address-rate", "0").start()
    try:
        # Something to find: a table being played and a finished one.
        seats = [{"kind": "human"}, {"kind": "bot"}]
        server.http.post("/api/tables", json={"game": "pebbles", "seats": seats, "join_as": "ann"})
        server.http.post("/api/tables", json={"game": "pebbles", "seats": [{"kind": "bot"}] * 2})
        schemathesis = Path(sys.executable).with_name("schemathesis")
        run = subprocess.run(
            [str(schemathesis), "--config-file", str(CONFIG), "run", f"{server.url}/openapi.json", "--checks", "all",
             "--max-examples", str(EXAMPLES), "--generation-database", "none", "--report-dir", str(tmp_path),
             "--no-color"],
            capture_output=True, text=True, timeout=600, cwd=tmp_path,
        )
        assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
        # Every generated case was sent and passed every check.
        assert re.search(r"\b(\d+) generated, \1 passed", run.stdout), run.stdout[-2000:]
    finally:
        server.stop()
