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


class CoveredChoice(Exception):
    """An overlay lay over a lit place or an open menu at some decision."""


# Known on main at 35c2fe9 (issue 32), each met at some decision of nearly every whole game; flip these
# when the fixes land (strict: a pass while marked fails, so the mark cannot outlive its bug). Only a
# CoveredChoice is expected: a page error, or a game that does not end, fails the test whatever the mark.
COVERED = {
    "historia": "toasts lie over lit cards and wonders (the shell's toasts)",
    "relic-runners": "toasts lie over lit sites and trails; the tooltip over an open menu (the shell's toasts, tips)",
    "ancient-world": "a choice menu opens over the lit spaces beside it and the focused first line's tooltip "
                     "covers lit places (the shell's menu and tooltips); toasts now and then",
}


@pytest.mark.parametrize("game", [
    pytest.param(game, marks=pytest.mark.xfail(strict=True, raises=CoveredChoice, reason=COVERED[game]))
    for game in GAMES])
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
    if covers:
        raise CoveredChoice("\n".join(covers))
