"""Account names as identities: keys NFKC case-folded, and a unique confusable skeleton.

Revision ID: 0007
Revises: 0006

Existing accounts are all kept, and startup never fails on them: where two existing names are now
one identity, or look alike, one takes the key (the one keyed so already, else the older) or the
skeleton (the older); the other keeps its old key, or no skeleton, and a warning names it (new names
like either are refused).
"""

import logging

import sqlalchemy as sa
from alembic import op

from agora.server.names import IDENTITY_CHARS, SKELETON_CHARS, identity, skeleton

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

log = logging.getLogger("alembic.runtime.migration")


def upgrade() -> None:
    """Add accounts.name_skeleton (unique), recompute name_key, fill both for existing accounts."""
    with op.batch_alter_table("accounts") as batch:
        batch.add_column(sa.Column("name_skeleton", sa.String(512), nullable=True))
    connection = op.get_bind()
    rows = connection.execute(sa.text("SELECT id, name, name_key FROM accounts ORDER BY id")).all()
    keys = _keys([(row.id, row.name, row.name_key) for row in rows])
    looks: dict[str, int] = {}
    for account_id, name, _ in rows:
        look = skeleton(name)
        if len(look) > SKELETON_CHARS:
            log.warning("account %d's name is too long spelled out to hold a skeleton", account_id)
        elif look in looks:
            log.warning("accounts %d and %d have look-alike names: both are kept, %d holds the skeleton",
                        looks[look], account_id, looks[look])
        else:
            looks[look] = account_id
    update = sa.text("UPDATE accounts SET name_key = :key, name_skeleton = :look WHERE id = :id")
    # Every key moves aside first, so that no update meets another row's key before it moves.
    connection.execute(sa.text("UPDATE accounts SET name_key = '#' || CAST(id AS VARCHAR(16))"))
    held = {holder: look for look, holder in looks.items()}
    for account_id, _, _ in rows:
        connection.execute(update, {"key": keys[account_id], "look": held.get(account_id), "id": account_id})
    op.create_index("ix_accounts_name_skeleton", "accounts", ["name_skeleton"], unique=True)


def _keys(rows: list[tuple[int, str, str]]) -> dict[int, str]:
    """Each account's new name_key: its identity, unless an older account (or one already keyed so)
    holds it or it is longer than a key may be, in which case its old key."""
    taken = {key for _, name, key in rows if identity(name) == key}
    keys = {account_id: key for account_id, name, key in rows if identity(name) == key}
    for account_id, name, old in rows:
        if account_id in keys:
            continue
        new = identity(name)
        if new in taken or len(new) > IDENTITY_CHARS:
            log.warning("account %d's name %r is now another account's name (or too long spelled out): "
                        "it keeps its old key", account_id, name)
            new = old if old not in taken else f"{old}#{account_id}"
        taken.add(new)
        keys[account_id] = new
    return keys


def downgrade() -> None:
    """Drop the skeletons (name keys stay NFKC case-folded: each is still unique)."""
    op.drop_index("ix_accounts_name_skeleton", "accounts")
    with op.batch_alter_table("accounts") as batch:
        batch.drop_column("name_skeleton")
