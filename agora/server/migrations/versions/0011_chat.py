"""Table chat: its lines, kept with their match, and readers' reports of them.

Revision ID: 0011
Revises: 0010
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create chat_lines (one row a line, by match) and chat_reports (one row a line and reporter)."""
    op.create_table(
        "chat_lines",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("match_id", sa.String(32), sa.ForeignKey("matches.id"), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), nullable=True),
        sa.Column("address", sa.String(64), nullable=False),
        sa.Column("name", sa.String(64), nullable=True),
        sa.Column("text", sa.Text(), nullable=True),
        sa.Column("phrase", sa.String(32), nullable=True),
        sa.Column("log_index", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_chat_lines_match_id", "chat_lines", ["match_id"])
    op.create_table(
        "chat_reports",
        sa.Column("line_id", sa.Integer(), sa.ForeignKey("chat_lines.id"), primary_key=True),
        sa.Column("reporter", sa.String(80), primary_key=True),
        sa.Column("reason", sa.String(200), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop them."""
    op.drop_table("chat_reports")
    op.drop_index("ix_chat_lines_match_id", "chat_lines")
    op.drop_table("chat_lines")
