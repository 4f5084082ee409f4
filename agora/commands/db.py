"""`agora db`: the server's database: upgrade its schema, check it is current, back it up and restore it, and
make an account a moderator."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from agora.commands.console import fail

app = typer.Typer(help="The server's database: migrations, backups.", no_args_is_help=True)

Database = Annotated[
    str | None, typer.Option("--db", envvar="AGORA_DB", help="database URL (default: SQLite in your data directory)")
]


def _url(db: str | None) -> str:
    from agora.server.settings import default_database_url

    return db or default_database_url()


@app.command()
def upgrade(db: Database = None) -> None:
    """Run the migrations the database has yet to run (`agora serve` also does so at start)."""
    from agora.server.db import connect, current_revision, migrate, pending_revisions

    engine = connect(_url(db))
    try:
        pending = pending_revisions(engine)
        migrate(engine)
        done = f"ran {', '.join(pending)}" if pending else "nothing to run"
        typer.echo(f"the database is at migration {current_revision(engine)} ({done})")
    finally:
        engine.dispose()


@app.command()
def check(db: Database = None) -> None:
    """Exit 0 if the database's schema is at this version's latest migration; else say what is behind (exit 1)."""
    from sqlalchemy.exc import SQLAlchemyError

    from agora.server.db import connect, current_revision, head_revision, pending_revisions

    engine = connect(_url(db))
    try:
        current, pending = current_revision(engine), pending_revisions(engine)
    except SQLAlchemyError as err:
        raise fail(f"the database cannot be read: {str(err).splitlines()[0]}") from None
    finally:
        engine.dispose()
    if pending:
        typer.echo(f"the database is at migration {current or 'none (no schema)'}, this version needs "
                      f"{head_revision()}: {', '.join(pending)} to run (agora db upgrade)")
        raise typer.Exit(1)
    typer.echo(f"the database is at migration {current}, the latest")


@app.command()
def backup(file: Annotated[Path, typer.Argument(help="the backup to write")], db: Database = None) -> None:
    """Back the database up while it serves: SQLite by its online backup API (the file is an SQLite
    database), PostgreSQL as JSON lines of every table."""
    from agora.server.backup import BackupError
    from agora.server.backup import backup as write_backup

    try:
        rows = write_backup(_url(db), file)
    except BackupError as err:
        raise fail(str(err)) from None
    typer.echo(f"backed up {rows} rows to {file}")


@app.command()
def restore(
    file: Annotated[Path, typer.Argument(exists=True, dir_okay=False, help="a backup made by `agora db backup`")],
    db: Database = None,
    force: Annotated[bool, typer.Option(help="empty a database that holds anything first")] = False,
) -> None:
    """Restore a backup (of either database) into an empty database; stop the servers on it first."""
    from agora.server.backup import BackupError
    from agora.server.backup import restore as read_backup

    try:
        rows = read_backup(_url(db), file, force=force)
    except BackupError as err:
        raise fail(str(err)) from None
    typer.echo(f"restored {rows} rows from {file}")


@app.command()
def admin(
    name: Annotated[str, typer.Argument(help="the account's name")],
    revoke: Annotated[bool, typer.Option("--revoke", help="take the role away instead")] = False,
    db: Database = None,
) -> None:
    """Make an account a moderator (it may read reported chat, ban accounts and read the moderation log), or
    take the role away; logged as done from the command line."""
    from agora.server.store.accounts import Accounts
    from agora.server.store.database import Database as Store
    from agora.server.store.moderation import Moderation

    store = Store.open(_url(db))
    try:
        account = Accounts(store).named(name)
        if account is None:
            raise fail(f"no account is called {name!r}")
        Moderation(store).set_admin(account.id, not revoke, f"account:{account.name}", None)
    finally:
        store.close()
    typer.echo(f"{account.name} {'no longer moderates' if revoke else 'is a moderator'}")
