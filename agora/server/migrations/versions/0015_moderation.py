"""Moderation: admins and bans by account, and the log of every act of moderation.

Revision ID: 0015
Revises: 0014
"""

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0014"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create account_flags (one row an account moderation has spoken of) and moderation_log."""
    op.create_table(
        "account_flags",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("admin", sa.Boolean(), nullable=False),
        sa.Column("banned_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("ban_reason", sa.String(200), nullable=True),
    )
    op.create_table(
        "moderation_log",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("moderator_id", sa.Integer(), sa.ForeignKey("accounts.id"), nullable=True),
        sa.Column("act", sa.String(32), nullable=False),
        sa.Column("target", sa.String(80), nullable=False),
        sa.Column("reason", sa.String(200), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop them."""
    op.drop_table("moderation_log")
    op.drop_table("account_flags")
