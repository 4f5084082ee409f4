"""Optional parts of Agora and the pip extras that install them.

The base install plays and serves the games; research and lab parts come with
extras: `[rl]` (gymnasium, pettingzoo, open_spiel), `[ray]`, `[lab]`
(matplotlib, scipy). A module that needs one imports its libraries as

    try:
        import gymnasium
    except ModuleNotFoundError as err:
        raise MissingExtra("rl", err) from err
"""

from __future__ import annotations


class MissingExtra(ImportError):
    """A library of an extra is not installed; the message names the extra to install."""

    def __init__(self, extra: str, err: ModuleNotFoundError) -> None:
        module = (err.name or "a library").split(".")[0]
        super().__init__(
            f"this needs Agora's [{extra}] extra ({module} is not installed): pip install 'agora[{extra}]'",
            name=err.name,
        )
        self.extra = extra
