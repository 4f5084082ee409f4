"""Fixtures for browser tests: Debian's chromium through Playwright, and a real
server process (tests/server/launch_server.py) serving every installed game and Pebbles."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "server"))  # the server process helpers

from serverproc import ServerProcess, pytest_runtest_makereport, pytest_runtest_setup  # noqa: F401 (hooks)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = Path(__file__).parents[2] / "artifacts" / "screenshots"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: drives a real browser (chromium) against a real server")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).parent == Path(__file__).parent:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """One headless chromium for the session."""
    if not Path(CHROMIUM).exists():
        message = f"{CHROMIUM} is not installed"
        if os.environ.get("AGORA_REQUIRE_SERVICES") == "1":
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A real server on a fresh SQLite file; bots act at once."""
    folder = tmp_path_factory.mktemp("e2e")
    process = ServerProcess(f"sqlite:///{folder / 'agora.db'}").start()
    yield process
    process.stop()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    """Where screenshots go (git-ignored; CI keeps them as artefacts)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
