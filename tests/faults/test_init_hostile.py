"""`jaxcheck init` on hostile projects: symlink loops, a very large generated module,
non-UTF-8 source, thousands of files, an existing ``[tool.jaxcheck]`` or stub, a read-only
``pyproject.toml`` or folder, none at all. One clear line and the documented exit code;
nothing of the user's overwritten; bounded time, memory and output. Every case runs the
real typer app in this process on real files.
"""

from __future__ import annotations

import os
import stat
import time
import tomllib

import pytest
from helpers import error_line, invoke

from jaxcheck._src.config import scaffold
from jaxcheck._src.util import errors

STEP = '''import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    return x * 2


def main():
    step(jnp.ones((8, 4)))
'''


@pytest.fixture
def project(tmp_path, monkeypatch):
    root = tmp_path / "proj"
    root.mkdir()
    (root / "train.py").write_text(STEP)
    monkeypatch.chdir(root)
    return root


def _targets(root) -> list[str]:
    doc = tomllib.loads((root / "pyproject.toml").read_text())
    return [e["target"] for e in doc["tool"]["jaxcheck"]["entrypoints"]]


def test_symlink_loops_are_not_followed(project):
    (project / "self").symlink_to(".")
    (project / "sub").mkdir()
    (project / "sub" / "up").symlink_to("..")
    (project / "a.py").symlink_to("b.py")
    (project / "b.py").symlink_to("a.py")
    start = time.monotonic()
    code, out, err = invoke("init")
    assert code == errors.OK, (out, err)
    assert time.monotonic() - start < 30
    assert _targets(project) == ["train.py:step", "train.py:main"]


def test_a_very_large_generated_module_is_not_read(project):
    big = project / "generated.py"
    with big.open("w") as f:  # a jitted function, then a table past the limit
        f.write("import jax\n\n@jax.jit\ndef table_step(x):\n    return x\n\nTABLE = [\n")
        row = "    " + ", ".join(str(i) for i in range(40)) + ",\n"
        f.write(row * (scaffold.MAX_SOURCE_BYTES // len(row) + 1) + "]\n")
    code, out, err = invoke("init")
    assert code == errors.OK, (out, err)
    assert "not scanned, over 2 MB" in err and "generated.py" in err
    assert _targets(project) == ["train.py:step", "train.py:main"]


def test_source_in_other_encodings(project):
    (project / "latin.py").write_bytes(
        b"# -*- coding: latin-1 -*-\n# caf\xe9\nimport jax\n\n@jax.jit\ndef g(x):\n"
        b"    return x\n\n\ndef run():\n    g(1.0)\n")
    (project / "bom.py").write_bytes(b"\xef\xbb\xbf" + STEP.replace("step", "walk").encode())
    (project / "garbage.py").write_bytes(b"import jax\n# \xff\xfe\n@jax.jit\ndef h(x):\n"
                                         b"    return x\n")
    code, out, err = invoke("init")
    assert code == errors.OK and err == "", (out, err)
    targets = _targets(project)
    assert "latin.py:run" in targets and "bom.py:walk" in targets
    assert not any(t.startswith("garbage.py") for t in targets)


def test_thousands_of_files_are_bounded_in_time_and_output(project):
    for d in range(20):
        pkg = project / f"pkg{d}"
        pkg.mkdir()
        for i in range(100):
            (pkg / f"m{i}.py").write_text(STEP.replace("step", f"step{i}"))
    start = time.monotonic()
    code, out, err = invoke("init")
    took = time.monotonic() - start
    assert code == errors.OK, (out, err)
    assert took < 60, took
    text = (project / "pyproject.toml").read_text()
    assert len(_targets(project)) == scaffold.MAX_ENTRIES
    assert "# ... and 3,902 more entry points and jitted functions" in text
    assert len(text) < 40_000


def test_an_existing_table_stub_or_link_is_never_overwritten(project):
    (project / "model.py").write_text("import jax\n\n@jax.jit\ndef needs(model, x):\n"
                                      "    return x\n")
    mine = b'[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "train.py:main"\n'
    (project / "pyproject.toml").write_bytes(mine)
    (project / "jaxcheck_examples.py").symlink_to(project / "nowhere.py")
    code, out, err = invoke("init")
    assert code == errors.OK, (out, err)
    assert "left as it is" in out and "jaxcheck_examples.py exists" in out
    assert (project / "pyproject.toml").read_bytes() == mine
    assert os.readlink(project / "jaxcheck_examples.py") == str(project / "nowhere.py")
    assert not (project / "nowhere.py").exists()


@pytest.mark.parametrize("what", ["file", "folder", "new-file-in-folder"])
def test_a_read_only_pyproject_or_folder_is_exit_5_and_untouched(project, what):
    (project / "model.py").write_text("import jax\n\n@jax.jit\ndef needs(model, x):\n"
                                      "    return x\n")
    mine = b'[project]\nname = "mine"\n'
    if what != "new-file-in-folder":
        (project / "pyproject.toml").write_bytes(mine)
    before = sorted(p.name for p in project.iterdir())
    target = project / "pyproject.toml" if what == "file" else project
    os.chmod(target, 0o444 if what == "file" else 0o555)
    try:
        code, out, err = invoke("init")
    finally:
        os.chmod(project, 0o755)
    assert code == errors.IO, (code, out, err)
    line = error_line(err)
    assert "read-only" in line and "pyproject.toml" in line and "--dry-run" in line
    assert sorted(p.name for p in project.iterdir()) == before  # no stub either
    if what != "new-file-in-folder":
        assert (project / "pyproject.toml").read_bytes() == mine


def test_the_pyproject_keeps_its_line_endings_mode_and_link(project):
    real = project / "config" / "pyproject.toml"
    real.parent.mkdir()
    real.write_bytes(b'[project]\r\nname = "mine"\r\n')
    os.chmod(real, 0o640)
    (project / "pyproject.toml").symlink_to("config/pyproject.toml")
    code, out, err = invoke("init")
    assert code == errors.OK, (out, err)
    data = real.read_bytes()
    assert data.startswith(b'[project]\r\nname = "mine"\r\n')
    assert b"\n" not in data.replace(b"\r\n", b"")  # never mixed endings
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert (project / "pyproject.toml").is_symlink()
    assert _targets(project) == ["train.py:step", "train.py:main"]


def test_no_pyproject_is_created_and_parses(project):
    code, out, err = invoke("init")
    assert code == errors.OK, (out, err)
    assert _targets(project) == ["train.py:step", "train.py:main"]
    code, out, err = invoke("init")  # run again: the table is there, nothing changes
    assert code == errors.OK and "left as it is" in out
