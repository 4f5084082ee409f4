"""The messages a client sends over a table's socket."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

LogIndex = Annotated[int, Field(ge=0, le=10_000_000)]


class Hello(BaseModel):
    """The first message: who is reading (no token: a spectator) and the log
    index it has already seen events up to (a reconnecting client's)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["hello"]
    token: Annotated[str, Field(max_length=128)] | None = None
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


Message = Annotated[Act | Undo | Pong, Field(discriminator="type")]
MESSAGE: TypeAdapter[Act | Undo | Pong] = TypeAdapter(Message)
HELLO: TypeAdapter[Hello] = TypeAdapter(Hello)
