"""Ratings per game and player count, and when a match was rated.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Add the ratings table and matches.rated (null: not yet looked at)."""
    op.create_table(
        "ratings",
        sa.Column("rater", sa.String(48), primary_key=True),
        sa.Column("game", sa.String(64), primary_key=True),
        sa.Column("players", sa.Integer(), primary_key=True),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
    )
    op.create_index("ix_ratings_board", "ratings", ["game", "players"])
    with op.batch_alter_table("matches") as batch:
        batch.add_column(sa.Column("rated", sa.Boolean(), nullable=True))
        batch.add_column(sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    """Drop them."""
    with op.batch_alter_table("matches") as batch:
        batch.drop_column("finished_at")
        batch.drop_column("rated")
    op.drop_index("ix_ratings_board", "ratings")
    op.drop_table("ratings")
