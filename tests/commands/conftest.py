import sys
from pathlib import Path

# The kernel's toy game is not part of the package.
sys.path.insert(0, str(Path(__file__).parents[1] / "core"))
