"""Historia's options: the player count, the rulebook's own variants and the
Agora rulings on ambiguities the rules leave open (each with its default)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from agora.core import Options


class HistoriaOptions(Options):
    """What `Game.new` and `agora play historia --flag value` accept."""

    players: int = Field(2, ge=1, le=6, description="number of human or bot players (1 = solo, with Civbots)")
    civbots: int = Field(
        0, ge=0, le=5,
        description="Civbots (GR p.10), automated by the rules; players + civbots <= 6; "
        "solo default 5 (6 minus the players, GR p.10)",
    )
    level: Literal["chieftain", "noble", "king"] = Field(
        "noble", description="the Civbots' difficulty: 3, 4 or 5 Civbot cards a round (GR p.10)"
    )
    events: bool = Field(False, description="the Events variant (GR p.11): one event card in force each round")
    advanced_draft: bool = Field(
        False, description="the advanced rules (GR p.12): a snake draft of one leader per era (eras II and III "
        "hidden until their era), starting cubes in reverse order, advisors chosen instead of drawn; "
        "the advisor chosen at the start goes face up under the deck (the literal reading)"
    )
    governance: bool = Field(
        False, description="the Governance promo (GR p.12): once a game, first in one of your token's categories "
        "and not last in the other, take one power until the era's end; offered at the start of your "
        "resolution in an action round (Agora ruling)"
    )
    goals: bool = Field(
        False, description="the Civilization Goals promo (GR p.12): 8 tokens on the matrix, the first civ to reach "
        "one scores it; 'past' a token = both levels at least the token's (Agora ruling)"
    )
    expert: bool = Field(
        False, description="expert start (GR p.3 step 5): 3 cubes in front and none in the used pool"
    )
    data: str | None = Field(
        None, description="a component data file (JSON or TOML) with your box's printed values; default: Agora edition"
    )
    green_advisors: Literal["mesopotamians", "indians"] = Field(
        "mesopotamians", description="which of the two green advisor sets the green player uses (FAQ-GIG)"
    )
    edge_costs_cube: bool = Field(
        False,
        description="spec §5 ambiguity: whether Technology/Army spend their cube when the matrix has no cell "
        "to move into (default: no effect at all, nothing spent)",
    )

    @model_validator(mode="before")
    @classmethod
    def _solo_default(cls, data: Any) -> Any:
        # GR p.10: the number of Civbots is 6 minus the players; solo needs them
        if isinstance(data, dict) and data.get("players") == 1 and data.get("civbots") is None:
            return {**data, "civbots": 5}
        return data

    @model_validator(mode="after")
    def _civs_fit_the_box(self) -> HistoriaOptions:
        if self.players + self.civbots > 6:
            raise ValueError("players + civbots must be at most 6 (the box has 6 colours)")
        if self.players == 1 and not self.civbots:
            raise ValueError("a solo game needs at least 1 Civbot (GR p.11)")
        return self

    @property
    def solo(self) -> bool:
        """One player against Civbots (GR p.11)."""
        return self.players == 1
