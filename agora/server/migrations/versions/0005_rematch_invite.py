"""A table's rematch, and the key of a private table's invite link.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add matches.rematch and matches.invite_key (null for every existing table: private ones
    made before keys keep the old link, the table's path, until a player makes a new one)."""
    with op.batch_alter_table("matches") as batch:
        batch.add_column(sa.Column("rematch", sa.String(32), nullable=True))
        batch.add_column(sa.Column("invite_key", sa.String(64), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("invite_key")
        batch.drop_column("rematch")
