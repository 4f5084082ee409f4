"""A server's secret files (the session secret, the push key): made on first use, readable by their owner only,
and never seen half written."""

from __future__ import annotations

import os
import secrets
from collections.abc import Callable
from pathlib import Path


def read_or_make(path: Path, make: Callable[[], bytes]) -> bytes:
    """The file's bytes; when it is missing, `make`'s, written whole under another name and then linked in place,
    so that of processes starting at the same moment each reads one whole secret, the one linked first."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    made = make()
    draft = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(made)
    try:
        os.link(draft, path)
    except FileExistsError:  # another process linked its own first: that one is the secret
        return path.read_bytes()
    finally:
        draft.unlink()
    return made
