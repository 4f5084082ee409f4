"""Web Push: the browsers that asked to be told of an account's moves, and the outbox's channel and device.

Revision ID: 0019
Revises: 0018
"""

import sqlalchemy as sa
from alembic import op

revision = "0019"
down_revision = "0018"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create push_subscriptions; give the outbox rows a channel (every earlier row is an email) and a device."""
    op.create_table(
        "push_subscriptions",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), nullable=False),
        sa.Column("endpoint", sa.String(1024), nullable=False, unique=True),
        sa.Column("p256dh", sa.String(100), nullable=False),
        sa.Column("auth", sa.String(32), nullable=False),
        sa.Column("language", sa.String(8), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_push_subscriptions_account_id", "push_subscriptions", ["account_id"])
    with op.batch_alter_table("outbox") as outbox:
        outbox.add_column(sa.Column("channel", sa.String(8), nullable=False, server_default="email"))
        outbox.add_column(sa.Column("device", sa.Integer(), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("outbox") as outbox:
        outbox.drop_column("device")
        outbox.drop_column("channel")
    op.drop_index("ix_push_subscriptions_account_id", "push_subscriptions")
    op.drop_table("push_subscriptions")
