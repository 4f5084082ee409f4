"""Component data files (TOML or JSON), checked against a pydantic schema at load.

Every value a game reads from data carries its provenance: `rulebook` (printed
in the rules), `public` (from a public source) or `designed` (the Agora
edition's own, never to be shown as the published value).
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ValidationError

from agora.core.errors import DataError

Provenance = Literal["rulebook", "public", "designed"]

M = TypeVar("M", bound=BaseModel)


def load_data(path: str | Path, schema: type[M]) -> M:
    """Read a .toml or .json file into `schema`; DataError names every problem."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise DataError(f"cannot read data file {path}: {err.strerror}") from None
    try:
        raw = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as err:
        raise DataError(f"data file {path} does not parse: {err}") from None
    try:
        return schema.model_validate(raw)
    except ValidationError as err:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or '(top)'}: {e['msg']}" for e in err.errors()[:8])
        raise DataError(f"data file {path} breaks the schema: {problems}") from None
