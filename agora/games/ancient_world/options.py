"""The options of The Ancient World: player count, the data file, and one named
option for each ambiguity of the rules where players could reasonably differ
(the spec's A-numbers are in each description; NOTES.md gives the reasons)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from agora.core import Options


class AncientWorldOptions(Options):
    players: int = Field(default=2, ge=2, le=4, description="number of players, 2 to 4")
    expand_plus: bool = Field(
        default=False, description="§13 Expand+ variant: take the top 3 Districts, keep 1, the rest to the bottom"
    )
    data: str | None = Field(
        default=None, description="path of your own component data file (JSON/TOML, same schema as the Agora edition)"
    )
    grow_round: Literal[2, 3] = Field(
        default=3, description="A1: the round Grow is uncovered (the rulebook prints 'round 2' twice; Explore: 2)"
    )
    equal_skill_pays_fee: bool = Field(
        default=False, description="A5: on Build/Recruit, whether a citizen equal to the top skill there pays 1 coin"
    )
    starting_cards_use_capacity: bool = Field(
        default=True, description="A6: whether Fishing Dock and Wheat Fields take capacity like every Empire card"
    )
    draft_counts_own_citizen: bool = Field(
        default=True, description="A7: whether Draft counts the citizen just placed among the citizens on the action"
    )
    draft_vs_swords_only: bool = Field(
        default=True, description="A8: whether Draft attack counts against titans that allow swords only"
    )
    feed_in_last_round: bool = Field(
        default=True, description="A4: whether the feeding check still happens at the end of round 6"
    )
    voluntary_retire: bool = Field(
        default=False, description="A12: whether Recruit may retire an active card even when an army is open"
    )
    citizen_icon_to_hunger: bool = Field(
        default=True, description="A13: whether a citizen gained from a card's citizen icon starts in the Hunger box"
    )
    hungry_citizens: Literal["choose", "lowest", "highest"] = Field(
        default="choose", description="§4.3.5 who picks the unfed citizens: the player (choose: «τοποθετεί τους "
        "ατάιστους δείκτες», GR p.8), or always the lowest or the highest numbers"
    )
    purchase_optional: bool = Field(
        default=True, description="§6 Build/Recruit «μπορεί να αγοράσει» (may buy): a citizen may go there and buy "
        "nothing; off, the placement needs a card to buy and the purchase is forced"
    )
