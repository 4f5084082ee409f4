"""Shared helpers of the games' tests (words_check.py) sit beside this file."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
