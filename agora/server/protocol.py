"""The messages a client sends over a table's socket, and the state message
the server pushes (also the answer of GET /api/tables/{id}/state)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator

LogIndex = Annotated[int, Field(ge=0, le=10_000_000)]


class Hello(BaseModel):
    """The first message: who is reading (no token: the seat of the account the
    session cookie signs in, else a spectator; a private table's spectator needs its
    invite key) and the log index it has already seen events up to (a reconnecting client's)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["hello"]
    token: Annotated[str, Field(max_length=128)] | None = None
    invite: Annotated[str, Field(max_length=64)] | None = None
    since: LogIndex = 0


class Act(BaseModel):
    """Take one action, answering the view at `log_index`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["act"] = "act"
    action: Annotated[str, Field(min_length=1, max_length=256)]
    log_index: LogIndex


class Undo(BaseModel):
    """Take back this seat's last action, answering the view at `log_index`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["undo"]
    log_index: LogIndex


class Pong(BaseModel):
    """The answer to a heartbeat."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["pong"]


class Say(BaseModel):
    """Say one line in the table's chat: plain `text` (cleaned and bounded by the server), or a quick
    `phrase` by its id (each reader reads it in their own language), never both."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["chat"]
    # Bounded before cleaning too (the cleaned line may hold fewer characters: settings.chat_max_chars).
    text: Annotated[str, Field(min_length=1, max_length=2000)] | None = None
    phrase: Annotated[str, Field(pattern=r"^[a-z][a-z_]{0,31}$")] | None = None

    @model_validator(mode="after")
    def one_of(self) -> Say:
        if (self.text is None) == (self.phrase is None):
            raise ValueError("give either text or a phrase")
        return self


class Report(BaseModel):
    """Report a chat line of this table to the moderators, with an optional reason."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["report"]
    line: Annotated[int, Field(ge=1, le=2**62)]
    reason: Annotated[str, Field(max_length=200)] | None = None


ClientMessage = Act | Undo | Pong | Say | Report
Message = Annotated[ClientMessage, Field(discriminator="type")]
MESSAGE: TypeAdapter[ClientMessage] = TypeAdapter(Message)
HELLO: TypeAdapter[Hello] = TypeAdapter(Hello)


# What the server sends ----------------------------------------------------------------------------
# Every player-facing word comes in every language the games speak (agora.core.i18n.LANGS, e.g.
# "en" and "el"), so a client switches language without asking the server again.

ByLanguage = Annotated[dict[str, str], Field(description="the same text in every language, by code (en, el)")]


class LegalAction(BaseModel):
    """One action the reader may take now."""

    code: str = Field(description="the stable text code to send back in an `act` message")
    label: str = Field(description="the English label (kept for older clients)")
    labels: ByLanguage
    target: str | None = Field(
        description="the id of the board element the action concerns (a client highlights it and acts on a "
        "click there); null for a choice with no place on the board"
    )
    explains: ByLanguage = Field(description="what the action does, with its rulebook section (may be empty)")


class LogEvent(BaseModel):
    """Something that happened and that the reader may know, with its data (kind-specific
    fields beside these, for animation)."""

    model_config = ConfigDict(extra="allow")

    index: int = Field(description="the log entry that caused it")
    kind: str
    targets: list[str] = Field(description="ids of the board elements it changed")


class SeatState(BaseModel):
    """A seat as everyone may see it."""

    seat: int
    kind: Literal["human", "bot"]
    bot: str | None
    name: str | None
    taken: bool
    names: ByLanguage = Field(description="its name as players read it: its player's (empty while free), or its bot's")
    away: Literal["left", "timeout"] | None = Field(description="why its player is out, if they are")
    standin: bool = Field(description="a bot plays it while its player is out")
    signed_in: bool = Field(description="held by an account: only that account, signed in, acts for it")


class StateMessage(BaseModel):
    """What one reader (a seat, or a spectator: `seat` null) sees now."""

    type: Literal["state"]
    log_index: int = Field(description="how many log entries there are; answer with it")
    seat: int | None
    status: Literal["open", "active", "finished"]
    view: dict[str, Any] = Field(description="the game's view for this reader")
    legal: list[LegalAction]
    to_act: list[int]
    prompts: ByLanguage = Field(description="what the reader is asked to decide now (empty when nothing)")
    connected: list[int] = Field(description="the seats with a socket open to this server now")
    can_undo: bool
    events: list[LogEvent] = Field(description="the events since the index the reader had seen")
    lines: list[ByLanguage] = Field(
        description="the log line of each event, `lines[i]` for `events[i]`, made from that event's data alone"
    )
    outcome: dict[str, Any] | None = Field(
        description="the final scores, ranks, winners, score details and tie-break (`tiebreaks` in every language)"
    )
    clock: dict[str, Any] | None = Field(
        description="the table's clock while it is played (null: untimed): its kind and settings, and `seats`, "
        "each seat's `left_ms` (time left for its move when this was sent) and whether it is `running`"
    )
    vote: dict[str, Any] | None = Field(
        description="the vote on a seat out: its `seat`, `reason` (left, timeout), the `voters` and their `votes` "
        "so far (by seat, as text); null when nothing is being decided"
    )
    ended: bool = Field(description="the players ended the game by vote (no outcome)")
    invite: str | None = Field(description="to a seat of a private table: the key its invite link needs (`?invite=`)")
    rematch: str | None = Field(
        None, description="once the game is over: the id of its rematch table, null until someone asks for one "
        "(absent while the game is played)"
    )
    seats: list[SeatState]
