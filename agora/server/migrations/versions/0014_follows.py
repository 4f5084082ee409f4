"""Friends: the players each account follows.

Revision ID: 0014
Revises: 0013
"""

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision = "0013"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create follows (one row a follower and followed pair)."""
    op.create_table(
        "follows",
        sa.Column("follower_id", sa.Integer(), sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("followed_id", sa.Integer(), sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("since", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop it."""
    op.drop_table("follows")
