"""Who asked for a bots-only table, so that each address and account may run only a few.

Revision ID: 0009
Revises: 0008
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the creator's account and (hashed) address of bots-only tables."""
    op.add_column("matches", sa.Column("creator_account", sa.Integer(), nullable=True))
    op.add_column("matches", sa.Column("creator_address", sa.String(64), nullable=True))


def downgrade() -> None:
    """Drop them."""
    op.drop_column("matches", "creator_address")
    op.drop_column("matches", "creator_account")
