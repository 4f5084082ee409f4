"""Tutorial tables: a game's scripted first game, kept apart from the bots-only tables' share and from ratings.

Revision ID: 0020
Revises: 0019
"""

import sqlalchemy as sa
from alembic import op

revision = "0020"
down_revision = "0019"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add matches.tutorial (every earlier table is not one). The default is a plain literal: an SQL expression
    (sa.false()) makes SQLite's batch mode copy the whole table, whose DROP the other tables' foreign keys refuse."""
    with op.batch_alter_table("matches") as matches:
        matches.add_column(sa.Column("tutorial", sa.Boolean(), nullable=False, server_default="0"))


def downgrade() -> None:
    """Drop it."""
    with op.batch_alter_table("matches") as matches:
        matches.drop_column("tutorial")
