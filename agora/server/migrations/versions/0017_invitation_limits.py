"""Limits on invitations: who sent each one, and dismissed ones kept (marked) so that a day's count holds.

Revision ID: 0017
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the inviter's key (earlier invitations: none known, an empty key) and the time of dismissal."""
    op.add_column("invitations", sa.Column("inviter_key", sa.String(80), nullable=False, server_default=""))
    op.add_column("invitations", sa.Column("dismissed_at", sa.DateTime(timezone=True), nullable=True))
    op.create_index("ix_invitations_inviter_key_at", "invitations", ["inviter_key", "at"])


def downgrade() -> None:
    """Drop them (dismissed invitations with them)."""
    op.execute("DELETE FROM invitations WHERE dismissed_at IS NOT NULL")
    op.drop_index("ix_invitations_inviter_key_at", "invitations")
    op.drop_column("invitations", "dismissed_at")
    op.drop_column("invitations", "inviter_key")
