"""Relic Runners options: the CLI flags, and one named option per open point of spec §A9."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from agora.core import Options
from agora.core.options import advanced


class RelicOptions(Options):
    """Options of a Relic Runners game (see NOTES.md for every default's reason)."""

    players: int = Field(2, ge=2, le=5, description="number of explorers, 2 to 5 (§A2)")
    setup: Literal["first", "basic", "random"] = Field(
        "basic",
        description="temple setup (§A2.3): first = printed layout without red-diamond tiles, "
        "basic = one temple of each colour per quadrant, random = anywhere",
    )
    abilities: bool = Field(False, description="play the explorer-board sides with special abilities (§A2.6, §B6)")
    data: str | None = Field(
        None, description="path of your own components data file (JSON or TOML); default: Agora edition"
    )
    # §A9.1
    end_relics: int | None = Field(
        None,
        ge=1,
        le=20,
        description="relics collected that start the last round; default: the data file's table (2p 7 .. 5p 10)",
        json_schema_extra=advanced(),
    )
    # §A9.2
    pathway_only_move: bool = Field(
        True, description="a move along your own pathways only, with no unfamiliar trail, is legal",
        json_schema_extra=advanced(),
    )
    # §A9.3
    ration_supply: Literal["camp", "all"] = Field(
        "camp",
        description="camp = Base Camp holds 2 packs per player plus those spent, and you take only what is there; "
        "all = every pack not on a board lies at Base Camp",
        json_schema_extra=advanced(),
    )
    # §A9.4
    toolbox_use: Literal["exact", "at_or_below"] = Field(
        "exact",
        description="exact = a toolbox does the action of the level it stands on; "
        "at_or_below = also any lower action of its track",
        json_schema_extra=advanced(),
    )
    # §A9.5
    first_explorer_bonus: Literal["first_at_site", "every_exploration"] = Field(
        "first_at_site",
        description="ivory L3 'explore first': first_at_site = you take the first tile of a site; "
        "every_exploration = each ruin or temple you explore",
        json_schema_extra=advanced(),
    )
    # §A9.6
    ruin_without_pathways: bool = Field(
        True, description="you may explore a ruin when you have no pathway left (you just dig)",
        json_schema_extra=advanced(),
    )
    purple_camp_ends_turn: bool = Field(
        False, description="purple #5 (go to Base Camp at once and take 3 packs): the turn goes on (default); on, "
        "it counts as ending the move at Base Camp, which ends the turn (§A4.3)",
        json_schema_extra=advanced("«Αμέσως μεταφερθείτε στην Κατασκήνωση Βάσης και πάρτε 3 Πακέτα»"),
    )
    teleport_from_shrine: bool = Field(
        True, description="ivory L2 #6 teleport: from a fully explored temple (a shrine) too (default), or only "
        "from a temple with tiles left",
        json_schema_extra=advanced(),
    )
    # §A9.8
    relic_ends_turn: bool = Field(
        False, description="taking a relic ends your turn at once (no toolbox use after it)",
        json_schema_extra=advanced(),
    )
    # §A9.9
    excess_toolbox_steps: Literal["lost", "score"] = Field(
        "lost", description="toolbox steps no toolbox can take: lost, or score 1 VP each",
        json_schema_extra=advanced(),
    )
    round_limit: int = Field(
        0,
        ge=0,
        description="not a published rule: end the game after this many rounds (0 = never), for bots and research",
        json_schema_extra=advanced(),
    )
