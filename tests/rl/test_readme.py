"""The examples in agora/rl/README.md run as printed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from landed import games

README = Path(__file__).parents[2] / "agora" / "rl" / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_the_evaluation_example_is_ten_lines() -> None:
    assert len([line for line in BLOCKS[0].splitlines() if line.strip()]) == 10


@pytest.mark.skipif("relic-runners" not in {g.name for g in games()}, reason="the examples play Relic Runners")
@pytest.mark.parametrize("block", range(len(BLOCKS)))
def test_a_readme_example_runs(block: int, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(BLOCKS[block], f"README block {block}", "exec"), {})
    if block == 0:
        assert re.fullmatch(r"seat 0 \(.*\) won [0-3] of 3\n", capsys.readouterr().out)
