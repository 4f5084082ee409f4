"""A whole game of each title in the browser, the human seat played by pointing and clicking at random
legal actions (tests/e2e/table.py's audit driver) against fast bots, 2 seats, desktop, English (issue 32):
no page or console error may happen, and at no decision may a toast, the tooltip, a choice menu or the
"since your last turn" box lie over a lit place or an open menu. bench/table_audit.py measures the rest."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser
from serverproc import ServerProcess
from table import audit_game, open_table

# Random bots end the fixed-round titles fast; Relic Runners' random bots play ~270 rounds, its medium ~50.
BOTS = {"historia": "random", "relic-runners": "medium", "ancient-world": "random"}
GAMES = list(BOTS)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_has_no_page_error_and_nothing_over_a_choice(
    browser: Browser, server: ServerProcess, game: str,
) -> None:
    page = open_table(browser, server, game, 2, bots=BOTS[game])
    try:
        page.wait_for_function("app.drawn === app.since")
        result = audit_game(page, seed=len(game))
        errors = list(page.errors)
    finally:
        page.context.close()
    assert result["finished"], f"{game}: not over after {len(result['records'])} decisions"
    assert sum(clicks for _, clicks in result["clicks"]) > 0
    assert errors == []
    covers = [f"decision {index} ({record['kind']}): {cover['kind']} \"{cover['over']}\" over {cover['under']}"
              for index, record in enumerate(result["records"]) for cover in record["covers"]]
    assert covers == []
