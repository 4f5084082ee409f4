"""The HTTP API of post-game reviews: start one for a seat of a finished table, follow it, read it.

Who may: anyone who may read the table, as for its replay and match file. Once a match
is over its whole record (the seed with it) is public, and a review of a seat is
computed from that seat's information only, so it tells no more than the record does.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Response
from fastapi import Path as PathParam
from pydantic import BaseModel, Field

from agora.research.intervals import wilson
from agora.research.review import Decision, Review
from agora.server.live import LiveMatch
from agora.server.protocol import ByLanguage
from agora.server.refusals import Refusal
from agora.server.routes.common import ERRORS, Problem, TableId
from agora.server.routes.services import ReviewsDep, RoomsDep
from agora.server.routes.watching import Watching
from agora.server.store.reviews import ReviewState
from agora.server.tables.rooms import Rooms

SeatNumber = Annotated[int, PathParam(ge=0, le=64, description="the reviewed seat, from 0")]
MISTAKES = 3
router = APIRouter(prefix="/api", responses=ERRORS)


class MoveOut(BaseModel):
    """A move as players read it."""

    code: str
    labels: ByLanguage
    explains: ByLanguage = Field(description="what it does, with its rulebook section (may be empty)")


class DecisionOut(BaseModel):
    """One decision of the seat, as the bot judged it from the seat's information only."""

    step: int = Field(description="its index in the log: the replay shows the board before it at this step")
    move: int = Field(description="the seat's own decisions, counted from 1")
    played: MoveOut
    played_value: float = Field(description="the seat's expected standing after the move played (2 seats: its "
                                            "chance to win), 0 to 1")
    played_low: float | None = Field(description="the search's own 95% margin about `played_value` (Wilson, over "
                                                 "the times it tried the move), low end; null for a review kept "
                                                 "before margins were")
    played_high: float | None = Field(description="its high end")
    best: MoveOut = Field(description="the move the bot prefers")
    best_value: float
    loss: float = Field(description="what the move played gave away against the bot's (never below 0)")


class ResultOut(BaseModel):
    """A finished review."""

    game: str
    seat: int
    iterations: int = Field(description="search iterations a decision")
    seed: int
    decisions: list[DecisionOut]
    mistakes: list[int] = Field(description=f"the steps of the {MISTAKES} decisions that gave away most, biggest "
                                            "first")


class ReviewOut(BaseModel):
    """Where a review stands."""

    seat: int
    status: Literal["running", "done", "failed"]
    done: int = Field(description="decisions judged so far")
    total: int = Field(description="decisions to judge (0 until the job has started)")
    error: str | None = Field(description="why it failed (asking again retries)")
    result: ResultOut | None = Field(description="once done")


def move_out(live: LiveMatch, code: str) -> MoveOut:
    offer = live.offer(code)
    return MoveOut(code=code, labels=offer["labels"], explains=offer["explains"])


def decision_out(live: LiveMatch, d: Decision) -> DecisionOut:
    """One judged decision, its moves in player words and its value's margin."""
    low, high = wilson(d.played_value, d.played_visits) if d.played_visits else (None, None)
    return DecisionOut(step=d.step, move=d.move, played=move_out(live, d.played), played_value=d.played_value,
                       played_low=low, played_high=high, best=move_out(live, d.best), best_value=d.best_value,
                       loss=d.loss)


def review_out(live: LiveMatch, seat: int, state: ReviewState) -> ReviewOut:
    """The review with every move in player words, in every language."""
    result = None
    if state.result is not None:
        stored = Review.from_data(state.result)
        result = ResultOut(
            game=stored.game, seat=stored.seat, iterations=stored.iterations, seed=stored.seed,
            decisions=[
                decision_out(live, d) for d in stored.decisions
            ],
            mistakes=[d.step for d in stored.mistakes(MISTAKES)],
        )
    return ReviewOut(seat=seat, status=state.status, done=state.done, total=state.total,  # type: ignore[arg-type]
                     error=state.error, result=result)


UNKNOWN: dict[int | str, dict[str, Any]] = {
    404: {"model": Problem, "description": "no such table, or (reading) nobody asked for this review yet"},
    409: {"model": Problem, "description": "the table is still being played"},
    422: {"model": Problem, "description": "no such seat at this table"},
}


async def finished_seat(rooms: Rooms, table_id: str, seat: int) -> LiveMatch:
    """A finished table's live match; 409 while it is played, 422 for a seat it has not."""
    live = await rooms.get(table_id)
    if not live.finished:
        raise Refusal(409, "the match is still being played: it can be reviewed once it is over")
    players = live.match.state.players
    if seat >= players:
        raise Refusal(422, "there is no seat {seat} at this {players}-seat table (seats count from 0)", seat=seat,
                      players=players)
    return live


@router.post("/tables/{table_id}/reviews/{seat}", status_code=202, responses={
    **UNKNOWN, 200: {"model": ReviewOut, "description": "the review, stored already"},
})
async def start_review(
    table_id: TableId, seat: SeatNumber, _reader: Watching, response: Response, rooms: RoomsDep, reviews: ReviewsDep
) -> ReviewOut:
    """Ask for the bot's review of a seat of a finished table: 200 with the stored one, else 202
    while it runs in the background (once, however many ask): follow it with GET."""
    live = await finished_seat(rooms, table_id, seat)
    async with live.lock:
        record = live.match.record()
    state = await reviews.ask(table_id, seat, live.game, record.options, record.seed, list(record.actions))
    if state.status == "done":
        response.status_code = 200
    return review_out(live, seat, state)


@router.get("/tables/{table_id}/reviews/{seat}", responses=UNKNOWN)
async def read_review(
    table_id: TableId, seat: SeatNumber, _reader: Watching, rooms: RoomsDep, reviews: ReviewsDep
) -> ReviewOut:
    """A review's progress, or its result once done (its moves in words in every language)."""
    live = await finished_seat(rooms, table_id, seat)
    state = await reviews.state(table_id, seat)
    if state is None:
        raise Refusal(404, "nobody asked for a review of seat {seat} yet: POST to this path starts one", seat=seat)
    return review_out(live, seat, state)
