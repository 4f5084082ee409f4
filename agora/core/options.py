"""The base of every game's options (a pydantic model: validated at the boundary).

Apart from game.py so that module stays plain typed Python that mypyc can compile."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Options(BaseModel):
    """Base of every game's options: frozen, and unknown names are refused."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: int = Field(2, description="number of seats")
