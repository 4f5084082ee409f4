"""The base install's commands load only what they use, and a missing extra is named."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

# Libraries of the web stack, of the extras and numpy: `agora games` and `agora play` need none of them.
HEAVY = ("fastapi", "uvicorn", "sqlalchemy", "alembic", "redis", "psycopg", "scipy", "matplotlib", "gymnasium",
         "pettingzoo", "pyspiel", "ray", "numpy")


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    # Wide: the console must not wrap the message under test.
    env = {**os.environ, "COLUMNS": "200"}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=env)


@pytest.mark.parametrize("command", [["games"], ["play", "relic-runners", "--auto", "--seed", "3"]])
def test_a_terminal_command_loads_no_web_stack_and_no_extra(command: list[str]) -> None:
    done = run_python(
        "import sys\n"
        "from agora.commands.app import app\n"
        f"app({command!r}, standalone_mode=False)\n"
        f"print('LOADED', sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r})))\n"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "LOADED []"


@pytest.mark.parametrize(
    ("missing", "code", "extra"),
    [
        ("scipy",
         "from agora.commands.app import main; import sys; sys.argv = ['agora', 'arena', 'relic-runners']; main()",
         "lab"),
        ("gymnasium", "import agora.rl.gym", "rl"),
        ("pyspiel", "import agora.rl.openspiel", "rl"),
        ("matplotlib", "import agora.research.plots", "lab"),
        ("torch", "import agora.rl.train", "train"),
    ],
)
def test_a_missing_extra_is_named_with_its_install_command(missing: str, code: str, extra: str) -> None:
    # None in sys.modules makes `import missing` fail as if it were not installed.
    done = run_python(f"import sys; sys.modules[{missing!r}] = None\n{code}")
    assert done.returncode != 0
    assert f"[{extra}] extra ({missing} is not installed): pip install 'agora[{extra}]'" in done.stdout + done.stderr


def test_agora_arena_tells_a_missing_extra_in_one_line_without_a_traceback() -> None:
    done = run_python("import sys; sys.modules['scipy'] = None\n"
                      "from agora.commands.app import main; sys.argv = ['agora', 'arena', 'relic-runners']; main()")
    assert done.returncode == 2
    assert "Traceback" not in done.stderr + done.stdout
