"""Play now: the queue of accounts waiting to be seated with players of close rating.

Revision ID: 0013
Revises: 0012
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create play_queue (one row a waiting account)."""
    op.create_table(
        "play_queue",
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("game", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("bots_after", sa.Integer(), nullable=True),
        sa.Column("since", sa.DateTime(timezone=True), nullable=False),
        sa.Column("seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("claimed_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("table_id", sa.String(32), sa.ForeignKey("matches.id"), nullable=True),
        sa.Column("seat", sa.Integer(), nullable=True),
    )
    op.create_index("ix_play_queue_game", "play_queue", ["game"])


def downgrade() -> None:
    """Drop it."""
    op.drop_index("ix_play_queue_game", "play_queue")
    op.drop_table("play_queue")
