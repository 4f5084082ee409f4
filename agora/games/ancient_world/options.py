"""The options of The Ancient World: player count, the data file, and one named
option for each ambiguity of the rules where players could reasonably differ
(the spec's A-numbers are in each description; NOTES.md gives the reasons)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from agora.core import Options
from agora.core.options import advanced


class AncientWorldOptions(Options):
    players: int = Field(default=2, ge=2, le=4, description="number of players, 2 to 4")
    expand_plus: bool = Field(
        default=False, description="§13 Expand+ variant: take the top 3 Districts, keep 1, the rest to the bottom"
    )
    data: str | None = Field(
        default=None, description="path of your own component data file (JSON/TOML, same schema as the Agora edition)"
    )
    grow_round: Literal[2, 3] = Field(
        default=3, description="A1: the round Grow is uncovered (the rulebook prints 'round 2' twice; Explore: 2)",
        json_schema_extra=advanced(),
    )
    equal_skill_pays_fee: bool = Field(
        default=False, description="A5: on Build/Recruit, whether a citizen equal to the top skill there pays 1 coin",
        json_schema_extra=advanced(),
    )
    starting_cards_use_capacity: bool = Field(
        default=True, description="A6: whether Fishing Dock and Wheat Fields take capacity like every Empire card",
        json_schema_extra=advanced(),
    )
    draft_counts_own_citizen: bool = Field(
        default=True, description="A7: whether Draft counts the citizen just placed among the citizens on the action",
        json_schema_extra=advanced(),
    )
    draft_vs_swords_only: bool = Field(
        default=True, description="A8: whether Draft attack counts against titans that allow swords only",
        json_schema_extra=advanced(),
    )
    feed_in_last_round: bool = Field(
        default=True, description="A4: whether the feeding check still happens at the end of round 6",
        json_schema_extra=advanced(),
    )
    voluntary_retire: bool = Field(
        default=False, description="A12: whether Recruit may retire an active card even when an army is open",
        json_schema_extra=advanced(),
    )
    citizen_icon_to_hunger: bool = Field(
        default=True, description="A13: whether a citizen gained from a card's citizen icon starts in the Hunger box",
        json_schema_extra=advanced(),
    )
    hungry_citizens: Literal["choose", "lowest", "highest"] = Field(
        default="choose", description="§4.3.5 who picks the unfed citizens: the player (choose: the player places "
        "the unfed markers, GR p.8), or always the lowest or the highest numbers",
        json_schema_extra=advanced("«τοποθετεί τους ατάιστους δείκτες» (σελ. 8)"),
    )
    purchase_optional: bool = Field(
        default=True, description="§6 Build/Recruit: the citizen may buy, so it may go there and buy nothing; off, "
        "the placement needs a card to buy and the purchase is forced",
        json_schema_extra=advanced("«μπορεί να αγοράσει» (§6)"),
    )
