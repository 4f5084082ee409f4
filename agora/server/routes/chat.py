"""A table's chat as stored: for the replay of a match, and for a page opened late."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field

from agora.server.protocol import ByLanguage
from agora.server.routes.common import ERRORS, FORBIDDEN, TableId
from agora.server.routes.services import RoomsDep, ServicesDep
from agora.server.routes.watching import Watching
from agora.server.tables.chat import line_out
from agora.server.tables.phrases import catalogue

router = APIRouter(prefix="/api", responses=ERRORS)

# The most lines one answer holds (the latest); a table's chat is rate-limited, so a match rarely has more.
MOST_LINES = 2000


class ChatLineOut(BaseModel):
    """One line of a table's chat, plain text (never markup) or a quick phrase."""

    id: int
    seat: int | None = Field(description="the seat that said it; null: a spectator")
    name: str | None = Field(description="the speaker's name when they spoke (null: an unnamed spectator)")
    spectator: bool
    text: str | None = Field(description="what was said, as typed (cleaned); null for a quick phrase")
    phrase: str | None = Field(description="a quick phrase's id; null for text")
    texts: ByLanguage | None = Field(description="the quick phrase in every language")
    log_index: int = Field(description="the match's log length when it was said")
    at: str = Field(description="when it was said (ISO 8601, UTC)")


class PhraseOut(BaseModel):
    """A quick phrase the table offers."""

    id: str
    texts: ByLanguage


class ChatOut(BaseModel):
    """A table's chat: its lines, oldest first, and the quick phrases it offers."""

    lines: list[ChatLineOut]
    phrases: list[PhraseOut]


@router.get("/tables/{table_id}/chat", responses=FORBIDDEN)
async def chat(table_id: TableId, _seat: Watching, rooms: RoomsDep, found: ServicesDep) -> ChatOut:
    """The table's chat (its latest lines, oldest first): whoever may watch the table may read it, so a
    private table's spectator needs its invite key."""
    info = await rooms.info(table_id)
    lines = await asyncio.to_thread(found.tables.chat.store.recent, table_id, MOST_LINES)
    said: list[dict[str, Any]] = [line_out(line) for line in lines]
    return ChatOut.model_validate({"lines": said, "phrases": catalogue(info.game)})
