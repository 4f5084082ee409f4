"""Invitations: a player invites an account, by its name, to the table they sit at.

Revision ID: 0016
Revises: 0015
"""

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0015"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create invitations (one row a table and invited account)."""
    op.create_table(
        "invitations",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), nullable=False),
        sa.Column("inviter", sa.String(64), nullable=False),
        sa.Column("link", sa.String(200), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("account_id", "match_id"),
    )
    op.create_index("ix_invitations_account_id", "invitations", ["account_id"])


def downgrade() -> None:
    """Drop it."""
    op.drop_index("ix_invitations_account_id", "invitations")
    op.drop_table("invitations")
