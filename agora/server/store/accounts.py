"""The accounts repository: names and password hashes."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from agora.server.db import AccountRow
from agora.server.names import identity, shown, skeleton
from agora.server.store.database import Database


@dataclass(frozen=True)
class Account:
    """An account as the server reads it (the hash never leaves the server)."""

    id: int
    name: str
    password_hash: str


class NameTaken(Exception):
    """An account of that name (in any letter case or compatibility form) exists already."""


class NameLooksTaken(Exception):
    """An account whose name looks like this one (the same confusable skeleton) exists already."""


class Accounts:
    """Accounts in one database."""

    def __init__(self, database: Database) -> None:
        self.engine = database.engine
        self.writing = database.writing

    def create(self, name: str, password_hash: str) -> Account:
        """A new account named `name` (stored NFKC); NameTaken if its identity is in use, NameLooksTaken
        if an account's name looks like it."""
        key, look = identity(name), skeleton(name)
        try:
            with self.writing, Session(self.engine) as session, session.begin():
                row = AccountRow(name=shown(name), name_key=key, name_skeleton=look, password_hash=password_hash)
                session.add(row)
                session.flush()
                return Account(row.id, row.name, row.password_hash)
        except IntegrityError:
            with Session(self.engine) as session:
                same = session.scalar(select(AccountRow.id).where(AccountRow.name_key == key))
            raise (NameTaken if same is not None else NameLooksTaken)(name) from None

    def named(self, name: str) -> Account | None:
        """The account of a name (any letter case or compatibility form), or None."""
        with Session(self.engine) as session:
            row = session.scalar(select(AccountRow).where(AccountRow.name_key == identity(name)))
            return None if row is None else Account(row.id, row.name, row.password_hash)

    def resembled(self, name: str) -> Account | None:
        """The account whose name looks like this one (the same confusable skeleton, so the same name in
        any letter case too), or None."""
        with Session(self.engine) as session:
            row = session.scalar(select(AccountRow).where(AccountRow.name_skeleton == skeleton(name)))
            return None if row is None else Account(row.id, row.name, row.password_hash)

    def get(self, account_id: int) -> Account | None:
        """The account of an id, or None."""
        with Session(self.engine) as session:
            row = session.get(AccountRow, account_id)
            return None if row is None else Account(row.id, row.name, row.password_hash)

    def set_password(self, account_id: int, password_hash: str) -> None:
        """Store a new hash (the routes end the other sessions of a change)."""
        with self.writing, Session(self.engine) as session, session.begin():
            row = session.get(AccountRow, account_id)
            assert row is not None
            row.password_hash = password_hash
