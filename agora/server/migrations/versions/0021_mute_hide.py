"""Moderation: muting an account for everyone (for a time, or until lifted), and hiding a chat line.

Revision ID: 0021
Revises: 0020
"""

import sqlalchemy as sa
from alembic import op

revision = "0021"
down_revision = "0020"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Give account_flags a mute (since when, until when: none for until lifted, why) and chat_lines a hiding."""
    with op.batch_alter_table("account_flags") as flags:
        flags.add_column(sa.Column("muted_at", sa.DateTime(timezone=True), nullable=True))
        flags.add_column(sa.Column("muted_until", sa.DateTime(timezone=True), nullable=True))
        flags.add_column(sa.Column("mute_reason", sa.String(200), nullable=True))
    with op.batch_alter_table("chat_lines") as lines:
        lines.add_column(sa.Column("hidden_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("chat_lines") as lines:
        lines.drop_column("hidden_at")
    with op.batch_alter_table("account_flags") as flags:
        flags.drop_column("mute_reason")
        flags.drop_column("muted_until")
        flags.drop_column("muted_at")
