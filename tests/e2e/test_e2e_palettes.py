"""Each game's seat colours at its largest table, as the browser paints them: told apart by a player
with deuteranopia or protanopia (CIEDE2000 after Machado's simulation) and standing out from the
surfaces they lie on (WCAG contrast for graphics, 3:1). bench/table_audit.py prints the same figures
along whole games."""

from __future__ import annotations

import pytest
from colours import DEFICIENCIES, closest_pair, contrast
from playwright.sync_api import Browser
from serverproc import ServerProcess
from table import COLOURS, open_table

MAX_PLAYERS = {"historia": 6, "relic-runners": 5, "ancient-world": 4}
# Two seats closer than this look alike at a glance; the boards give each seat a shape too.
DISTINCT = 15.0
GRAPHICS = 3.0  # WCAG 2.1 §1.4.11, non-text contrast


@pytest.mark.parametrize("game", sorted(MAX_PLAYERS))
def test_seat_colours_are_told_apart_by_colour_blind_players_and_stand_out(
    browser: Browser, server: ServerProcess, game: str
) -> None:
    page = open_table(browser, server, game, MAX_PLAYERS[game])
    paint = page.evaluate(COLOURS)
    seats = paint["seats"]
    assert len(seats) == MAX_PLAYERS[game] and len(set(seats)) == len(seats), seats
    for kind in (None, *DEFICIENCIES):
        distance, one, other = closest_pair(seats, kind)
        assert distance >= DISTINCT, f"{kind or 'typical'} vision: {one} and {other} are {distance:.1f} apart"
    for surface in ("panel", "board"):
        low = min(seats, key=lambda c: contrast(c, paint[surface]))
        assert contrast(low, paint[surface]) >= GRAPHICS, f"{low} on the {surface} ({paint[surface]})"
    assert page.errors == []
    page.context.close()
