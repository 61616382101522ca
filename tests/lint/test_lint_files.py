"""Which files `jaxcheck lint` reads: discovery (``.gitignore`` and ``exclude`` honoured),
and a file that does not parse, one finding while the rest is linted."""

from __future__ import annotations

from pathlib import Path

import pytest
from lint_harness import HEAD, LOOP_JIT

from jaxcheck._src.lint import LintConfig, lint_files
from jaxcheck._src.util.errors import UsageError


def test_a_file_that_does_not_parse_is_one_finding_and_the_rest_is_linted(tmp_path):
    (tmp_path / "bad.py").write_text("def f(:\n")
    (tmp_path / "nul.py").write_bytes(b"x = 1\0\n")
    (tmp_path / "good.py").write_text(HEAD + LOOP_JIT.format(comment=""))
    config = LintConfig(root=tmp_path)
    found = lint_files(sorted(tmp_path.glob("*.py")), config)
    assert [(Path(f.path).name, f.code) for f in found] == [
        ("bad.py", "JC000"), ("good.py", "JC101"), ("nul.py", "JC000")]


def test_a_file_that_does_not_parse_is_read_by_no_project_question(tmp_path):
    """The questions asked of every module of the project (which modules a jit is handed
    to, which classes declare a field ``bool``, where a record's generator is looped over)
    skip a module that does not parse, even one that names what they look for."""
    (tmp_path / "bad.py").write_text(
        "import jax\nclass T:\n    private: bool\nfor scene in scenes(:\n")
    (tmp_path / "hooks.py").write_text(
        "class Hook:\n    def __init__(self, fn):\n        self.fn = fn\n"
        "    def __call__(self, x):\n        return self.fn(x=x)\n")
    (tmp_path / "main.py").write_text(HEAD + """
from hooks import Hook
from flax import struct
class Tier:
    private: bool
@struct.dataclass
class Shot:
    image: jnp.ndarray
    tag: str = struct.field(pytree_node=False)
def shots(n):
    for i in range(n):
        yield Shot(image=jnp.ones(2), tag=str(i))
@partial(jax.jit, static_argnames=("private",))
def step(x, private=False):
    return x
def main(tiers):
    hook = Hook(step)
    for t in tiers:
        step(jnp.ones(2), private=t.private)
        hook(jnp.ones(2))
    for shot in shots(3):
        step(shot.image)
""")
    found = lint_files(sorted(tmp_path.glob("*.py")), LintConfig(root=tmp_path))
    assert [(Path(f.path).name, f.code) for f in found] == [
        ("bad.py", "JC000"), ("main.py", "JC106")]


def test_files_honour_gitignore_and_exclude(tmp_path):
    import subprocess

    from jaxcheck._src.lint import files

    for name in ("a.py", "skip/b.py", "gen/c.py", ".hidden/d.py", "notes.txt"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x = 1\n")
    walked = files.discover([str(tmp_path)], lambda p: "gen" in p.parts)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in walked) == ["a.py", "skip/b.py"]
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".gitignore").write_text("skip/\n")
    listed = files.discover([str(tmp_path)], lambda p: False)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in listed) == [
        ".hidden/d.py", "a.py", "gen/c.py"]
    with pytest.raises(UsageError, match="no such file or folder: .*nope"):
        files.discover([str(tmp_path / "nope")], lambda p: False)
