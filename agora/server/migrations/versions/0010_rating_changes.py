"""What a rated match did to each seat's rating, for its end sheet.

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add matches.rating_changes (empty for every match rated before: their sheets show no change)."""
    op.add_column("matches", sa.Column("rating_changes", sa.JSON(), nullable=True))


def downgrade() -> None:
    """Drop it."""
    op.drop_column("matches", "rating_changes")
