import sys
from pathlib import Path

# The toy game lives beside these tests, not in the package.
sys.path.insert(0, str(Path(__file__).parent))
