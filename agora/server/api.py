"""The HTTP API (OpenAPI at /docs): games, tables, seats and finished matches."""

from __future__ import annotations

import asyncio
import hmac
from datetime import datetime
from importlib.resources import files
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, HTTPException, Query, Request, Response
from fastapi import Path as PathParam
from pydantic import BaseModel, ConfigDict, Field

from agora.core import AnyGame, MatchRecord
from agora.core.i18n import LANGS, check_lang
from agora.server.accounts import current
from agora.server.bots import BOT_KINDS
from agora.server.clocks import CLOCK_SPEC, ClockSpec
from agora.server.live import LiveMatch, Refused
from agora.server.protocol import ByLanguage
from agora.server.store import Entry, SeatSpec, TableInfo
from agora.server.tables import Tables
from agora.server.web_options import web_options

# The web client's board modules, one a game that has a drawn board.
BOARDS = Path(str(files("agora.server") / "static" / "boards"))
TableId = Annotated[str, PathParam(pattern=r"^[A-Za-z0-9_-]{1,32}$", description="the table's id")]
GameName = Annotated[str, PathParam(pattern=r"^[a-z0-9_-]{1,64}$")]
Authorization = Annotated[
    str | None, Header(description="`Bearer <seat token>`; none: the signed-in account's seat, else a spectator")
]
# Printable text only: names are shown to other players.
Name = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[^\x00-\x1f\x7f]+$")]


class OptionWordsOut(BaseModel):
    """An option as a player reads it."""

    label: str
    description: str
    values: dict[str, str] = Field(description="labels of the values it may take, by the value as text "
                                               "(a value without one reads as itself)")


class GameOut(BaseModel):
    """An installed game and the options a web client may set (JSON schema properties)."""

    name: str
    title: str = Field(description="the English title (see `titles`)")
    titles: ByLanguage
    options: dict[str, Any]
    words: dict[str, dict[str, OptionWordsOut]] = Field(
        description="each option's label, description and value labels, by language and then option"
    )
    board: str | None = Field(description="the path of the web client's board module for the game, if it has one")
    how_to_play: ByLanguage = Field(description='a short guide: lines of text, "## " heads a part, "- " a point')
    score_labels: dict[str, dict[str, str]] = Field(
        description="labels of the score details a final score sheet shows, by language, in the order shown"
    )


class SeatIn(BaseModel):
    """A seat asked for: a person, or a bot of a kind."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "bot"]
    bot: Annotated[str, Field(max_length=32)] | None = Field(
        None, description=f"the bot's level: {', '.join(BOT_KINDS)} (default random); for a person's seat, the "
        "level of the bot that plays it if they leave and the others so vote (default medium)"
    )
    name: Name | None = None


class TableIn(BaseModel):
    """A table to create."""

    model_config = ConfigDict(extra="forbid")

    game: Annotated[str, Field(max_length=64)]
    options: dict[str, Any] = Field(default_factory=dict)
    seats: Annotated[list[SeatIn], Field(min_length=1, max_length=16)]
    private: bool = Field(False, description="left out of the lobby: only the invite link finds it")
    join_as: Name | None = Field(
        None, description="take the first human seat under this name (signed in: under the account's name)"
    )
    clock: ClockSpec | None = Field(None, description="real-time or turn-based clocks (none: untimed)")


class SeatOut(BaseModel):
    """A seat as everyone may see it."""

    seat: int
    kind: str
    bot: str | None
    name: str | None
    taken: bool
    signed_in: bool = Field(description="held by an account: only that account, signed in, acts for it")


class TableOut(BaseModel):
    """A table as everyone may see it (never its seed while it is played)."""

    id: str
    game: str
    title: str = Field(description="the game's English title (see `titles`)")
    titles: ByLanguage
    options: dict[str, Any]
    status: Literal["open", "active", "finished"]
    private: bool
    created_at: datetime
    seats: list[SeatOut]
    log_length: int
    invite: str = Field(description="the path of the table's page: share it to invite")
    clock: ClockSpec | None = Field(description="the table's clock settings (null: untimed)")


class JoinIn(BaseModel):
    """A request for a seat."""

    model_config = ConfigDict(extra="forbid")

    name: Name | None = Field(None, description="the name to sit under (signed in: the account's name, always)")
    seat: Annotated[int, Field(ge=0, le=64)] | None = Field(None, description="a particular free seat")
    invite: Annotated[str, Field(max_length=64)] | None = Field(
        None, description="a private table's invite key (`?invite=` of its link): needed to sit at one"
    )


class Joined(BaseModel):
    """A claimed seat: the token is shown this once and never again."""

    seat: int
    token: str


class Created(BaseModel):
    """A new table, and the creator's seat if `join_as` was given."""

    table: TableOut
    joined: Joined | None = None


class LogEntryOut(BaseModel):
    """One action of a finished match."""

    seat: int
    action: str
    label: str = Field(description="the action's label in the language asked for")
    labels: ByLanguage


class LogOut(BaseModel):
    """A finished match: its actions (undone ones left out) and its outcome."""

    game: str
    actions: list[LogEntryOut]
    outcome: dict[str, Any] | None = Field(description="null for a game the players ended by vote")


class VoteIn(BaseModel):
    """A vote on a seat that was left or ran out of time."""

    model_config = ConfigDict(extra="forbid")

    choice: Literal["bot", "wait", "end"] = Field(
        description="bot: a bot plays the seat (at its chosen level) until its player is back; wait: the seat gets "
        "a fresh move; end: the game ends, and only the seats that left lose rating"
    )


class InviteOut(BaseModel):
    """A private table's new invite link."""

    invite: str = Field(description="the path to share")


class Problem(BaseModel):
    """What went wrong."""

    detail: str


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": Problem, "description": "a body that is not JSON within bounds (nested at most 16 deep, no lone "
                                           "surrogate)"},
    403: {"model": Problem, "description": "a request that changes something, sent from a page of another origin"},
    404: {"model": Problem, "description": "no such table or game"},
    409: {"model": Problem, "description": "not possible at this table now"},
    413: {"model": Problem, "description": "a body over 64 KiB"},
    422: {"model": Problem, "description": "bad input: `detail` says which field and why (never echoing it)"},
    429: {"model": Problem, "description": "too many requests from this client address: retry after `Retry-After` "
                                           "seconds"},
}


def titles(game: AnyGame) -> dict[str, str]:
    """A game's title in every language."""
    return {lang: game.table.title(lang) for lang in LANGS}


def game_out(game: AnyGame) -> GameOut:
    """An installed game as the lobby reads it: the options the web may set, in every language."""
    options = web_options(game)
    words = {
        lang: {name: OptionWordsOut.model_validate(w)
               for name, w in game.table.option_words(lang).items() if name in options}
        for lang in LANGS
    }
    return GameOut(
        name=game.name, title=game.title, titles=titles(game), options=options, words=words,
        board=f"/static/boards/{game.name}.js" if (BOARDS / f"{game.name}.js").is_file() else None,
        how_to_play={lang: game.table.how_to_play(lang) for lang in LANGS},
        score_labels={lang: game.table.score_labels(lang) for lang in LANGS},
    )


def table_out(tables: Tables, info: TableInfo, live: LiveMatch) -> TableOut:
    """The public face of a table."""
    status = "finished" if live.finished else info.status
    return TableOut(
        id=info.id,
        game=info.game,
        title=live.game.title,
        titles=titles(live.game),
        options=info.options,
        status=status,  # type: ignore[arg-type]
        private=info.private,
        created_at=info.created_at,
        seats=[
            SeatOut(seat=s.seat, kind=s.kind, bot=s.bot, name=s.name, taken=s.taken, signed_in=s.account is not None)
            for s in info.seats
        ],
        log_length=live.length,
        invite=f"/table/{info.id}",
        clock=CLOCK_SPEC.validate_python(info.clock) if info.clock else None,
    )


def router(tables: Tables) -> APIRouter:
    """The API's routes, bound to one process's tables."""
    api = APIRouter(prefix="/api", responses=ERRORS)

    async def public(table_id: str) -> TableOut:
        live = await tables.get(table_id)
        async with live.lock:
            return table_out(tables, live.info, live)

    async def finished(table_id: str) -> LiveMatch:
        live = await tables.get(table_id)
        if not live.finished:
            raise HTTPException(409, "the match is still being played: its log is secret until the end")
        return live

    @api.get("/games")
    async def list_games() -> list[GameOut]:
        """Every installed game with its options."""
        return [game_out(g) for g in tables.games.values()]

    @api.get("/bots")
    async def list_bots() -> list[str]:
        """The bot levels a seat may hold, weakest first."""
        return list(BOT_KINDS)

    @api.get("/games/{name}")
    async def one_game(name: GameName) -> GameOut:
        """One game with its options."""
        return game_out(tables.game(name))

    @api.get("/games/{name}/names")
    async def component_names(name: GameName) -> dict[str, dict[str, dict[str, str]]]:
        """The game's component names by language, group and id, for drawing its views
        (facts of the box, the same for every table and reader)."""
        game = tables.game(name)
        return {lang: game.table.names(lang) for lang in LANGS}

    @api.get("/games/{name}/keys")
    async def view_keys(name: GameName) -> dict[str, dict[str, str]]:
        """Labels of the game's view keys by language and key, for heading the panels
        a client draws from a view (facts of the game, the same for every table and reader)."""
        game = tables.game(name)
        return {lang: game.table.view_keys(lang) for lang in LANGS}

    async def account_of(request: Request) -> tuple[int, str] | None:
        account = await current(request, tables.store)
        return None if account is None else (account.id, account.name)

    async def seat_for(table_id: str, request: Request, authorization: str | None) -> int | None:
        """The seat a request acts for: its bearer token's, else its account's; None: a spectator.
        403 for a token that holds no seat (or holds an account's seat without that account)."""
        account = await account_of(request)
        token = None
        if authorization is not None:
            scheme, _, token = authorization.partition(" ")
            if scheme.lower() != "bearer" or not token:
                raise HTTPException(403, "that token holds no seat at this table")
        await tables.info(table_id)  # 404 first
        seat = await tables.seat_of(table_id, token, account and account[0])
        if seat is None and token is not None:
            raise HTTPException(403, "that token holds no seat at this table")
        return seat

    forbidden: dict[int | str, dict[str, Any]] = {
        403: {"model": Problem, "description": "the token (or the account signed in) holds no seat at this table"}
    }

    @api.post("/tables", status_code=201)
    async def create_table(body: TableIn, request: Request) -> Created:
        """Create a table; bots take their seats at once, people join by the invite link."""
        seats = [
            SeatSpec(kind=s.kind, bot=(s.bot or "random") if s.kind == "bot" else s.bot, name=s.name)
            for s in body.seats
        ]
        clock = body.clock.model_dump() if body.clock is not None else None
        table_id = await tables.create(body.game, body.options, seats, body.private, clock)
        joined = None
        if body.join_as is not None and any(s.kind == "human" for s in seats):
            account = await account_of(request)
            name = body.join_as if account is None else account[1]
            seat, token = await tables.join(table_id, name, None, account and account[0])
            joined = Joined(seat=seat, token=token)
        return Created(table=await public(table_id), joined=joined)

    @api.get("/tables")
    async def lobby() -> list[TableOut]:
        """The lobby: public tables waiting for players, newest first."""
        return [await public(table_id) for table_id in await asyncio.to_thread(tables.store.lobby)]

    @api.get("/tables/{table_id}")
    async def one_table(table_id: TableId) -> TableOut:
        """One table, as anyone may see it."""
        return await public(table_id)

    @api.post("/tables/{table_id}/join", responses={
        401: {"model": Problem, "description": "no name, not signed in"},
        403: {"model": Problem, "description": "a private table, and no valid invite key"},
    })
    async def join(table_id: TableId, body: JoinIn, request: Request) -> Joined:
        """Take a free seat (signed in: for the account, under its name). Keep the token: it is shown only now."""
        account = await account_of(request)
        name = body.name if account is None else account[1]
        if name is None:
            raise HTTPException(401, "a guest needs a name to sit under: give one, or sign in")
        key = (await tables.info(table_id)).invite_key
        if key is not None and not hmac.compare_digest(key.encode(), (body.invite or "").encode()):
            raise HTTPException(403, "this private table's invite link is not valid (any more): ask for a new one")
        seat, token = await tables.join(table_id, name, body.seat, account and account[0])
        return Joined(seat=seat, token=token)

    @api.post("/tables/{table_id}/seats/{seat}/claim", responses=forbidden)
    async def claim_seat(
        table_id: TableId, seat: Annotated[int, PathParam(ge=0, le=64)], request: Request,
        authorization: Authorization = None,
    ) -> TableOut:
        """Make the guest seat of this token (`Authorization`) the signed-in account's: from now on
        only that account acts for it, the token alone no longer does."""
        account = await account_of(request)
        if account is None or authorization is None:
            raise HTTPException(403, "sign in, and send the seat's token")
        if await seat_for(table_id, request, authorization) != seat:
            raise HTTPException(403, "that token does not hold this seat")
        await tables.give_seat(table_id, seat, account[0], account[1])
        return await public(table_id)

    @api.post("/tables/{table_id}/seats/{seat}/token", responses=forbidden)
    async def reissue_token(
        table_id: TableId, seat: Annotated[int, PathParam(ge=0, le=64)], request: Request,
        authorization: Authorization = None,
    ) -> Joined:
        """Replace the seat's token (a link shared by mistake stops working): the old token is
        refused from now on and its sockets close. Send the present token, or be its account."""
        if await seat_for(table_id, request, authorization) != seat:
            raise HTTPException(403, "you do not hold this seat")
        return Joined(seat=seat, token=await tables.reissue(table_id, seat))

    async def seat_change(table_id: str, request: Request, authorization: str | None, kind: str, what: str) -> None:
        seat = await seat_for(table_id, request, authorization)
        if seat is None:
            raise HTTPException(403, "you hold no seat at this table")
        try:
            await tables.submit(table_id, seat, Entry(seat, kind, what), 0)
        except Refused as refused:
            raise HTTPException(409, refused.message) from None

    @api.post("/tables/{table_id}/leave", status_code=204, responses=forbidden)
    async def leave(table_id: TableId, request: Request, authorization: Authorization = None) -> Response:
        """Leave (resign) the game being played: the others vote to let a bot play your seat, to wait,
        or to end the game; a rated game counts as lost for you. You may take the seat back later."""
        await seat_change(table_id, request, authorization, "out", "left")
        return Response(status_code=204)

    @api.post("/tables/{table_id}/back", status_code=204, responses=forbidden)
    async def back(table_id: TableId, request: Request, authorization: Authorization = None) -> Response:
        """Take back the seat you left (or that ran out of time): you play it again from now on."""
        await seat_change(table_id, request, authorization, "back", "")
        return Response(status_code=204)

    @api.post("/tables/{table_id}/vote", status_code=204, responses=forbidden)
    async def vote(table_id: TableId, body: VoteIn, request: Request, authorization: Authorization = None) -> Response:
        """Vote on the seat that left or ran out of time (see `vote` in the state message); once every
        player still at the table has voted, the most voted choice is applied."""
        await seat_change(table_id, request, authorization, "vote", body.choice)
        return Response(status_code=204)

    @api.post("/tables/{table_id}/invite", responses=forbidden)
    async def new_invite(table_id: TableId, request: Request, authorization: Authorization = None) -> InviteOut:
        """Revoke the private table's invite link and make a new one (a seat's player only)."""
        if await seat_for(table_id, request, authorization) is None:
            raise HTTPException(403, "you hold no seat at this table")
        if not (await tables.info(table_id)).private:
            raise HTTPException(409, "a public table needs no invite key: the lobby lists it")
        key = await tables.new_invite(table_id)
        return InviteOut(invite=f"/table/{table_id}?invite={key}")

    @api.post("/tables/{table_id}/rematch", responses=forbidden)
    async def rematch(table_id: TableId, request: Request, authorization: Authorization = None) -> Created:
        """After the game: the rematch table (made by the first to ask), with a seat there for you."""
        seat = await seat_for(table_id, request, authorization)
        if seat is None:
            raise HTTPException(403, "only the players of this table may ask for its rematch")
        made = await tables.rematch(table_id)
        account = await account_of(request)
        name = account[1] if account else (await tables.info(table_id)).seats[seat].name or "?"
        info = await tables.info(made)
        free = [s.seat for s in info.seats if s.kind == "human" and not s.taken]
        wanted = seat if seat in free else None
        new_seat, token = await tables.join(made, name, wanted, account and account[0])
        return Created(table=await public(made), joined=Joined(seat=new_seat, token=token))

    @api.get("/tables/{table_id}/state", responses=forbidden)
    async def state(table_id: TableId, request: Request, authorization: Authorization = None) -> dict[str, Any]:
        """What a seat (or a spectator) sees now: the same message the socket pushes."""
        seat = await seat_for(table_id, request, authorization)
        live = await tables.get(table_id)
        async with live.lock:
            return live.render(seat, 0, tables.connected(table_id))

    @api.get("/tables/{table_id}/log")
    async def match_log(
        table_id: TableId,
        lang: Annotated[
            str, Query(max_length=8, description="the language of `label`", json_schema_extra={"enum": list(LANGS)})
        ] = "en",
    ) -> LogOut:
        """A finished match's actions, each labelled in `lang` and in every language, for replay."""
        check_lang(lang)  # the schema lists the languages; this says so in words
        live = await finished(table_id)
        async with live.lock:
            record = live.match.record()
            outcome = live.match.state.outcome()
            labels = [live.labels(a) for _, a in record.actions]
        return LogOut(
            game=record.game,
            actions=[
                LogEntryOut(seat=s, action=a, label=both[lang], labels=both)
                for (s, a), both in zip(record.actions, labels, strict=True)
            ],
            outcome=outcome.to_data() if outcome is not None else None,
        )

    @api.get("/tables/{table_id}/replay/{step}")
    async def replay_step(table_id: TableId, step: Annotated[int, PathParam(ge=0, le=10_000_000)]) -> dict[str, Any]:
        """A spectator's view of a finished match after its first `step` actions."""
        live = await finished(table_id)
        async with live.lock:
            record = live.match.record()
        if step > len(record.actions):
            raise HTTPException(404, f"the match has {len(record.actions)} actions")
        partial = MatchRecord(game=record.game, options=record.options, seed=record.seed, actions=record.actions[:step])
        state = partial.replay(live.game)
        return {"step": step, "steps": len(record.actions), "view": state.view(None)}

    @api.get(
        "/tables/{table_id}/record",
        response_class=Response,
        responses={200: {"content": {"application/json": {}}, "description": "a match file `agora replay` reads"}},
    )
    async def download(table_id: TableId) -> Response:
        """A finished match as a match file."""
        live = await finished(table_id)
        async with live.lock:
            record = live.match.record()
        return Response(
            record.model_dump_json(indent=1),
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{record.game}-{table_id}.json"'},
        )

    return api
