"""Server-side sessions: a sign-in is a row that sign-out, a password change or "sign out
everywhere" deletes (the signed cookie only names it); the password generation goes.

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    """Create sessions; drop accounts.generation (cookies of the old kind sign nobody in any more)."""
    op.create_table(
        "sessions",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("key_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("accounts.id"), nullable=False, index=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen", sa.DateTime(timezone=True), nullable=False),
        sa.Column("user_agent", sa.String(256), nullable=False),
    )
    with op.batch_alter_table("accounts") as batch:
        batch.drop_column("generation")


def downgrade() -> None:
    """Drop sessions; give accounts their generation back."""
    with op.batch_alter_table("accounts") as batch:
        batch.add_column(sa.Column("generation", sa.Integer(), nullable=False, server_default="0"))
    op.drop_table("sessions")
