"""Who asked for a bots-only table, so that each address and account may run only a few.

Revision ID: 0007
Revises: 0006
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
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
