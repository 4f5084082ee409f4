"""Which build of Agora runs: the pure-Python package (the default and the reference) or the opt-in compiled
one, where mypyc made C extensions of the modules setup.py lists (`./run --compiled`)."""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES

from agora.core import game


def build() -> str:
    """"compiled" when the kernel's game module is a C extension, else "pure": setup.py compiles it together
    with every other module of its list, all of them or none."""
    return "compiled" if game.__file__.endswith(tuple(EXTENSION_SUFFIXES)) else "pure"
