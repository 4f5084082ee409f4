"""Email addresses are confirmed by a link mailed to them before any other email goes there.

Revision ID: 0018
Revises: 0017

Addresses stored before this revision were never confirmed: they get no email until their player confirms
them (the player page sends the link again).
"""

import sqlalchemy as sa
from alembic import op

revision = "0018"
down_revision = "0017"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add notification_settings.confirmed_at (none: the address is not confirmed)."""
    op.add_column("notification_settings", sa.Column("confirmed_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    """Drop it."""
    op.drop_column("notification_settings", "confirmed_at")
