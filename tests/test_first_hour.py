"""The first hour, round 2: each newcomer mistake leads to the fix.

Targets spelled another tool's way, run from a subdirectory, did-you-mean only from the
user's own project. Pure logic runs in this process; truths of compiles come from JAX's
compile log.
"""

from __future__ import annotations

import sys
import textwrap

import pytest
from conftest import compiled, jax_compile_log

from jaxcheck import UsageError, _cli, _resolve, _runner, _target
from jaxcheck._options import RunOptions

TRAIN = """
import jax
import jax.numpy as jnp


@jax.jit
def step(x):
    return x * 2


def main():
    for n in (3, 4, 5):
        step(jnp.ones(n))
"""


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A scratch project: pyproject.toml, train.py and an empty subdirectory; cwd there."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "scratch"\n')
    (tmp_path / "train.py").write_text(TRAIN)
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    for name in [m for m in sys.modules if m in ("train", "trian")]:
        monkeypatch.delitem(sys.modules, name)
    return tmp_path


def _error(texts, options=None) -> str:
    with pytest.raises(UsageError) as e:
        _resolve.resolve(texts, options or RunOptions())
    return str(e.value)


@pytest.mark.parametrize("texts, fix", [
    (["python", "train.py"], "jaxcheck run -- python train.py"),
    (["python3.12", "train.py"], "jaxcheck run -- python3.12 train.py"),
    (["torchrun", "train.py"], "jaxcheck run -- torchrun train.py"),
    (["run.sh"], "jaxcheck run -- run.sh"),
    (["train.main"], "write 'train:main'"),
    (["train.py::main"], "write 'train.py:main'"),
    (["train::main"], "write 'train:main'"),
    (["train:main()"], "write 'train:main'"),
    (["train.py"], "jaxcheck run -- python train.py"),
    (["train.py"], "write train.py:main"),
])
def test_each_spelling_names_the_fix(project, texts, fix):
    assert fix in _error(texts)


def test_a_project_module_named_like_a_command_is_a_target(project):
    (project / "py.py").write_text(TRAIN)
    assert not _target.is_command("py")
    assert _target.is_command("python")


def test_a_command_with_its_own_options_is_a_program_too():
    message = _cli.misplaced_program_args(["run", "-v", "python3", "-u", "train.py"])
    assert "jaxcheck run -v -- python3 -u train.py" in message


def test_did_you_mean_offers_only_the_projects_modules(project):
    assert "did you mean 'train'" in _error(["trian:main"])
    # a name close to the standard library's and to IPython: nothing of theirs is offered
    for name, theirs in (("strng", "string"), ("IPythn", "IPython"), ("jsn", "json")):
        message = _error([f"{name}:main"])
        assert f"did you mean {theirs!r}" not in message, message
        assert "did you mean" not in message or "did you mean 'train'" in message


def test_run_from_a_subdirectory_finds_the_project_root(project, monkeypatch):
    """As `check` does: the project's modules (and files) import from its root; the
    run reports what JAX compiled."""
    monkeypatch.chdir(project / "sub")
    for text in ("train:main", "train.py:main"):
        for name in [m for m in sys.modules if m == "train" or m.startswith("jaxcheck_target")]:
            monkeypatch.delitem(sys.modules, name)
        with jax_compile_log() as log:
            report = _runner.run_targets([text], RunOptions())
        ep = report.entrypoints[0]
        assert ep.error is None, ep.error
        assert compiled(log, "step") == 3
        assert sum(len(f.events) for f in ep.functions) == 3
        assert ep.unexpected == 2


def test_respelled_is_silent_for_good_targets(project):
    for text in ("train:main", "train.py:main", "./train.py:main", "train"):
        assert _target.respelled(text) == ""
    _target.check_spellings(["train:main", "train.py:main"])


def test_a_dotted_module_that_exists_is_not_respelled(project):
    pkg = project / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(textwrap.dedent(TRAIN))
    assert _target.respelled("pkg.mod") == ""
    assert "write 'pkg.mod:main'" in _target.respelled("pkg.mod.main")
