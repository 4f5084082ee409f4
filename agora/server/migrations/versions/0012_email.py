"""Email notifications: each account's address and preferences, and the outbox of emails to send.

Revision ID: 0012
Revises: 0011
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create notification_settings (one row an account) and outbox (one row an email)."""
    op.create_table(
        "notification_settings",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("email", sa.String(254), nullable=True),
        sa.Column("language", sa.String(8), nullable=True),
        sa.Column("turn", sa.Boolean(), nullable=False),
        sa.Column("invitations", sa.Boolean(), nullable=False),
        sa.Column("digest", sa.Boolean(), nullable=False),
    )
    op.create_table(
        "outbox",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        # What makes an email once: a second row of the same key is refused (one email a move).
        sa.Column("key", sa.String(128), nullable=False, unique=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), nullable=True),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_try", sa.DateTime(timezone=True), nullable=False),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_outbox_unsent", "outbox", ["sent_at", "next_try"])


def downgrade() -> None:
    """Drop them."""
    op.drop_index("ix_outbox_unsent", "outbox")
    op.drop_table("outbox")
    op.drop_table("notification_settings")
