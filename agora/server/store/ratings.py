"""The ratings repository: each rater's skill per game and player count, and which finished
matches have been rated."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import String, cast, func, literal, select, update
from sqlalchemy.orm import Session

from agora.server.db import AccountRow, MatchRow, RatingRow, now
from agora.server.store.database import Database


@dataclass(frozen=True)
class Skill:
    """One OpenSkill rating: its mean and uncertainty, and the rated games behind it."""

    mu: float
    sigma: float
    games: int = 0

    @property
    def ordinal(self) -> float:
        """The conservative single number shown and ranked by (mu - 3 sigma)."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True)
class Change:
    """What one rated match did to one seat's rating (`before` None: the rater's first game there;
    `after` None: the match left it as it was)."""

    before: Skill | None
    after: Skill | None


@dataclass(frozen=True)
class Standing:
    """A rater's place on a board: `name` is the account's, or the bot level's."""

    rater: str
    name: str
    game: str
    players: int
    skill: Skill


class Ratings:
    """Ratings in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def rate_match(
        self, table_id: str, game: str, players: int, raters: list[str] | None,
        compute: Callable[[dict[str, Skill]], dict[str, Skill]],
    ) -> bool:
        """Mark a finished match rated (raters given) or not, once: the process that marks it
        applies `compute` to its raters' ratings and stores the result. False if it was marked already."""
        with self.writing, Session(self.engine) as session, session.begin():
            marked = session.execute(
                update(MatchRow).where(MatchRow.id == table_id, MatchRow.rated.is_(None))
                .values(rated=raters is not None, finished_at=now())
            )
            if marked.rowcount != 1:  # type: ignore[attr-defined]
                return False
            if raters is None:
                return True
            keys = sorted(set(raters))
            rows = {
                row.rater: row
                for row in session.scalars(
                    select(RatingRow)
                    .where(RatingRow.rater.in_(keys), RatingRow.game == game, RatingRow.players == players)
                    .with_for_update()  # two matches ending at once update one rater in turn
                )
            }
            before = {key: Skill(row.mu, row.sigma, row.games) for key, row in rows.items()}
            after = compute(before)
            # Each seat's rating before and after, kept for the end sheet.
            session.execute(update(MatchRow).where(MatchRow.id == table_id).values(rating_changes=[
                {"before": _numbers(before.get(key)), "after": _numbers(after.get(key))} for key in raters
            ]))
            for key, skill in after.items():
                row = rows.get(key)
                if row is None:
                    session.add(RatingRow(rater=key, game=game, players=players, mu=skill.mu, sigma=skill.sigma,
                                          games=skill.games))
                else:
                    row.mu, row.sigma, row.games = skill.mu, skill.sigma, skill.games
            return True

    def changes(self, table_id: str) -> tuple[bool | None, list[Change]]:
        """Whether a match counted for ratings (None: not looked at yet) and, if so, each seat's change."""
        with Session(self.engine) as session:
            query = select(MatchRow.rated, MatchRow.rating_changes).where(MatchRow.id == table_id)
            row = session.execute(query).first()
        if row is None or not row.rated:
            return (None if row is None else row.rated), []
        return True, [Change(_skill(seat["before"]), _skill(seat["after"])) for seat in row.rating_changes or []]

    def unrated(self) -> list[str]:
        """Finished matches not yet looked at for ratings (the server stopped in between)."""
        with Session(self.engine) as session:
            query = select(MatchRow.id).where(MatchRow.status == "finished", MatchRow.rated.is_(None))
            return list(session.scalars(query))

    def standings(self, game: str, players: int | None = None, account: int | None = None,
                  limit: int = 100) -> list[Standing]:
        """Ratings, best first: of one game (and player count), or of one account."""
        name = func.coalesce(AccountRow.name, func.substr(RatingRow.rater, 5))  # "bot:hard" -> "hard"
        query = select(RatingRow, name).outerjoin(
            AccountRow, RatingRow.rater == literal("account:", String) + cast(AccountRow.id, String)
        )
        if game:
            query = query.where(RatingRow.game == game)
        if players is not None:
            query = query.where(RatingRow.players == players)
        if account is not None:
            query = query.where(RatingRow.rater == f"account:{account}")
        query = query.order_by((RatingRow.mu - 3 * RatingRow.sigma).desc()).limit(limit)
        with Session(self.engine) as session:
            return [
                Standing(row.rater, str(shown), row.game, row.players, Skill(row.mu, row.sigma, row.games))
                for row, shown in session.execute(query)
            ]


def _numbers(skill: Skill | None) -> list[float] | None:
    return None if skill is None else [skill.mu, skill.sigma, skill.games]


def _skill(numbers: list[float] | None) -> Skill | None:
    return None if numbers is None else Skill(numbers[0], numbers[1], int(numbers[2]))
