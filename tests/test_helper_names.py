"""The test folders are not packages: pytest puts each on sys.path and tests import their helpers by bare
name, so two helper modules of one name in two folders shadow each other in a whole run (the first one
imported wins), as a tests/server/duels.py once did tests/bots'."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).parent


def test_no_two_test_folders_hold_helper_modules_of_one_name() -> None:
    helpers = [path.name for path in TESTS.rglob("*.py")
               if not path.name.startswith("test_") and path.name not in ("conftest.py", "__init__.py")]
    assert len(helpers) > 10  # the folders' helpers were found
    assert sorted(name for name, count in Counter(helpers).items() if count > 1) == []
