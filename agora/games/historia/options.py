"""Historia's options: the player count, the rulebook's own variants and the
Agora rulings on ambiguities the rules leave open (each with its default)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_serializer, field_validator, model_validator

from agora.core import OptionProblem, Options
from agora.core.options import advanced

Level = Literal["chieftain", "noble", "king"]
LEVELS: tuple[Level, ...] = ("chieftain", "noble", "king")  # GR p.10, easiest first


class HistoriaOptions(Options):
    """What `Game.new` and `agora play historia --flag value` accept."""

    players: int = Field(2, ge=1, le=6, description="number of human or bot players (1 = solo, with Civbots)")
    civbots: int = Field(
        0, ge=0, le=5,
        description="Civbots (GR p.10), automated by the rules; players + civbots <= 6; "
        "solo default 5 (6 minus the players, GR p.10)",
    )
    level: Level | tuple[Level, ...] = Field(
        "noble",
        description="the Civbots' difficulty, 3, 4 or 5 Civbot cards a round (GR p.10): chieftain, noble or "
        "king for all the Civbots, or one per Civbot in their order, comma-separated (king,noble)",
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
        False, description="the Civilization Goals promo (GR p.12): 8 tokens placed on the matrix after the tiles, "
        "before the leader draft; the first civ to reach one scores it; 'past' a token = both levels at least "
        "the token's (Agora ruling)"
    )
    expert: bool = Field(
        False, description="expert start (GR p.3 step 6): 3 cubes in front and none in the used pool"
    )
    data: str | None = Field(
        None, description="a component data file (JSON or TOML) with your box's printed values; default: Agora edition"
    )
    green_advisors: Literal["mesopotamians", "indians"] = Field(
        "mesopotamians", description="which of the two green advisor sets the green player uses (FAQ-GIG)",
        json_schema_extra=advanced(),
    )
    civbot_takes_last_cube: bool = Field(
        False,
        description="a player's last map cube lost in a war won by a Civbot, in a game with other players: kept, "
        "as the war text says (GR p.5, default), or removed, as the solo text says for the solo player (GR p.11); "
        "the player stays in the game",
        json_schema_extra=advanced(),
    )
    edge_costs_cube: bool = Field(
        False,
        description="spec §5 ambiguity: whether Technology/Army spend their cube when the matrix has no cell "
        "to move into (default: no effect at all, nothing spent)",
        json_schema_extra=advanced(),
    )

    @field_validator("level", mode="before")
    @classmethod
    def _level_list(cls, value: Any) -> Any:
        # GR p.10 each Civbot has its own level: "king,noble" names them in order, "king" is for all
        names = value.split(",") if isinstance(value, str) else value
        if not isinstance(names, list | tuple):
            raise OptionProblem("a Civbot level or a comma list of levels, not {value}", value=repr(value))
        names = [n.strip().lower() if isinstance(n, str) else n for n in names]
        unknown = [n for n in names if n not in LEVELS]
        if unknown:
            raise OptionProblem("unknown Civbot level {unknown}: use {levels}", unknown=", ".join(map(repr, unknown)),
                                levels=", ".join(LEVELS))
        return names[0] if isinstance(value, str) and len(names) == 1 else tuple(names)

    @field_serializer("level")
    def _level_text(self, level: Level | tuple[Level, ...]) -> str:
        # one text form, so a saved match's options survive JSON unchanged
        return level if isinstance(level, str) else ",".join(level)

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
            raise OptionProblem("players + civbots must be at most 6 (the box has 6 colours)")
        if self.players == 1 and not self.civbots:
            raise OptionProblem("a solo game needs at least 1 Civbot (GR p.11)")
        if isinstance(self.level, tuple) and len(self.level) != self.civbots:
            raise OptionProblem("level names {named} Civbot levels for {civbots} Civbots: give one level for all, "
                                "or one per Civbot", named=len(self.level), civbots=self.civbots)
        return self

    @property
    def levels(self) -> tuple[Level, ...]:
        """Each Civbot's level, in the Civbots' seat order."""
        return self.level if isinstance(self.level, tuple) else (self.level,) * self.civbots

    @property
    def solo(self) -> bool:
        """One player against Civbots (GR p.11)."""
        return self.players == 1


class Settings:
    """One game's validated options as plain fields, the engine's reading of HistoriaOptions: pydantic
    validates at the boundary (Game.options); the rules, compiled in the opt-in build (setup.py), read these."""

    def __init__(self, opts: HistoriaOptions) -> None:
        self.players = opts.players
        self.civbots = opts.civbots
        self.levels: tuple[str, ...] = opts.levels  # each Civbot's level, in the Civbots' seat order
        self.solo = opts.solo
        self.events = opts.events
        self.advanced_draft = opts.advanced_draft
        self.governance = opts.governance
        self.goals = opts.goals
        self.expert = opts.expert
        self.green_advisors: str = opts.green_advisors
        self.civbot_takes_last_cube = opts.civbot_takes_last_cube
        self.edge_costs_cube = opts.edge_costs_cube
