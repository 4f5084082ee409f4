"""Clocks: a table's clock settings and when it started.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add matches.clock (null: untimed, as every existing table) and matches.started_at."""
    with op.batch_alter_table("matches") as batch:
        batch.add_column(sa.Column("clock", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("started_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("started_at")
        batch.drop_column("clock")
