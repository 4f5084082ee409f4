"""The friends repository: the players each account follows."""

from __future__ import annotations

from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import IntegrityError

from agora.server.db import Base, now
from agora.server.store.database import Database

FOLLOWS = Base.metadata.tables["follows"]
ACCOUNTS = Base.metadata.tables["accounts"]


class Friends:
    """Who follows whom, in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def follow(self, follower: int, followed: int, most: int) -> bool:
        """Follow a player (following one already followed changes nothing); False if the follower already
        follows `most` players."""
        pair = (FOLLOWS.c.follower_id == follower) & (FOLLOWS.c.followed_id == followed)
        try:
            with self.writing, self.engine.begin() as connection:
                if connection.execute(select(FOLLOWS.c.since).where(pair)).first() is not None:
                    return True
                count = connection.execute(select(func.count()).where(FOLLOWS.c.follower_id == follower)).scalar_one()
                if count >= most:
                    return False
                connection.execute(insert(FOLLOWS).values(follower_id=follower, followed_id=followed, since=now()))
        except IntegrityError:  # the same pair written by another request at this very moment
            pass
        return True

    def unfollow(self, follower: int, followed: int) -> bool:
        """Stop following a player; whether it was followed."""
        with self.writing, self.engine.begin() as connection:
            gone = connection.execute(delete(FOLLOWS).where(FOLLOWS.c.follower_id == follower,
                                                            FOLLOWS.c.followed_id == followed))
        return gone.rowcount > 0

    def following(self, follower: int) -> list[tuple[int, str]]:
        """The players an account follows (id, name), by name."""
        query = (select(ACCOUNTS.c.id, ACCOUNTS.c.name)
                 .join(FOLLOWS, FOLLOWS.c.followed_id == ACCOUNTS.c.id)
                 .where(FOLLOWS.c.follower_id == follower)
                 .order_by(ACCOUNTS.c.name))
        with self.engine.connect() as connection:
            return [(int(i), str(n)) for i, n in connection.execute(query)]
