"""Historia's options: the player count, the rulebook's own variants and the
Agora rulings on ambiguities the rules leave open (each with its default)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from agora.core import Options


class HistoriaOptions(Options):
    """What `Game.new` and `agora play historia --flag value` accept."""

    players: int = Field(2, ge=2, le=6, description="number of human or bot players (2–6)")
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
