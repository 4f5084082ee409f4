import sys
from pathlib import Path

# The toy game lives in tests/core, its encoding beside these tests.
sys.path.insert(0, str(Path(__file__).parent.parent / "core"))
sys.path.insert(0, str(Path(__file__).parent))

import toy_encode

toy_encode.install()
