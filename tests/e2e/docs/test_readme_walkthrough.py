"""A newcomer's first hour, as a script: the README's commands and the usual mistakes on a
scratch project, each leading to the fix. Slow: it runs the real command many times.

The truth of what compiled comes from JAX's own compile log (``JAX_LOG_COMPILES=1`` in
the program's environment), never from jaxcheck's output.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib

import pytest
from helpers import REPO, cli, subprocess_env

pytestmark = pytest.mark.slow


def _readme_file(name: str) -> str:
    text = (REPO / "README.md").read_text()
    match = re.search(rf"```python\n# {re.escape(name)}\n(.*?)```", text, re.S)
    assert match, f"the README shows no {name}"
    return match.group(1)


def _flat(text: str) -> str:
    """The words of a panel, its borders and line breaks gone."""
    return " ".join(re.sub(r"[│╭╮╰╯─]", " ", text).split())


@pytest.fixture
def scratch(tmp_path):
    (tmp_path / "train.py").write_text(_readme_file("train.py"))
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "scratch"\n')
    (tmp_path / "sub").mkdir()
    return tmp_path


def test_a_newcomers_first_hour(scratch):
    # JAX's own count: the program alone (the same words in 0.4.38 ... 0.10)
    alone = subprocess.run([sys.executable, "train.py"], cwd=scratch, text=True,
                           capture_output=True, timeout=300,
                           env=subprocess_env(JAX_LOG_COMPILES="1"))
    jax_compiles = len(re.findall(r"Finished XLA compilation of jit\(train_step\) ",
                                  alone.stderr))
    assert jax_compiles == 2, alone.stderr
    # the README's first command: the program, unchanged
    code, out, err = cli("run", "--", sys.executable, "train.py", cwd=scratch, columns=100)
    assert code == 1, err
    assert f"{jax_compiles} compiles, {jax_compiles - 1} recompile" in out
    assert "pad it to 32 and mask the padding" in _flat(out)

    mistakes = [
        (["run", "python", "train.py"], scratch, "jaxcheck run -- python train.py"),
        (["run", "train.main"], scratch, "'train:main'"),
        (["run", "train.py::main"], scratch, "'train.py:main'"),
        (["run", "trian:main"], scratch, "(did you mean 'train'?)"),
        (["run", "train.py:train_step", "--args", "f32[8,1] f32[32,8]"], scratch,
         "column 10: a comma is missing before 'f32'"),
        (["check"], scratch, "[tool.jaxcheck]"),
    ]
    for argv, cwd, fix in mistakes:
        code, out, err = cli(*argv, cwd=cwd)
        assert code == 2, (argv, out, err)
        assert fix in err, (argv, err)
        assert "Traceback" not in err

    # from a subdirectory: the project's modules, as `check` finds them
    code, out, err = cli("run", "train:main", cwd=scratch / "sub", columns=100)
    assert code == 1 and "train_step" in out, err

    # the CI gate: init, check (no lock yet), baseline (what it accepted), check
    code, out, err = cli("init", cwd=scratch)
    assert code == 0 and "jaxcheck check" in out, err
    table = tomllib.loads((scratch / "pyproject.toml").read_text())["tool"]["jaxcheck"]
    assert {e["target"] for e in table["entrypoints"]} >= {"train.py:main"}
    code, out, err = cli("check", "--no-isolate", cwd=scratch)
    assert code == 1, err
    assert "no jaxcheck.lock" in err and "jaxcheck baseline" in err
    code, out, err = cli("baseline", "--no-isolate", cwd=scratch)
    assert code == 0 and re.search(r"accepted \d+ unexpected recompiles? into jaxcheck.lock",
                                   err), err
    code, out, err = cli("check", "--no-isolate", cwd=scratch)
    assert code == 0, (out, err)

    # a misspelt table is named, not silently ignored
    text = (scratch / "pyproject.toml").read_text().replace("tool.jaxcheck", "tool.jaxchek")
    (scratch / "pyproject.toml").write_text(text)
    code, out, err = cli("check", cwd=scratch)
    assert code == 2 and "did you mean [tool.jaxcheck]" in err, err
