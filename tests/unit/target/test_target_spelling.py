"""Targets spelled another tool's way (``python train.py``, ``train.main``,
``train.py::main``): each spelling names the fix; run from a subdirectory, the project's
root is found; did-you-mean offers only the user's own modules, and a keyword the
function does not take is named with the one it does.

Pure logic runs in this process; truths of compiles come from JAX's compile log.
"""

from __future__ import annotations

import sys
import textwrap

import pytest
from builders import STEP_ON_THREE_LENGTHS, TEMPERATURE_SAMPLE
from helpers import (
    compiled,
    jax_compile_log,
    steps_project,  # noqa: F401 (the fixture `project`)
)

from jaxcheck import UsageError
from jaxcheck._src.config.options import RunOptions
from jaxcheck._src.run import resolve, runner
from jaxcheck._src.target import locate


def _error(texts, options=None) -> str:
    with pytest.raises(UsageError) as e:
        resolve.resolve(texts, options or RunOptions())
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
    (project / "py.py").write_text(STEP_ON_THREE_LENGTHS)
    assert not locate.is_command("py")
    assert locate.is_command("python")


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
            report = runner.run_targets([text], RunOptions())
        ep = report.entrypoints[0]
        assert ep.error is None, ep.error
        assert compiled(log, "step") == 3
        assert sum(len(f.events) for f in ep.functions) == 3
        assert ep.unexpected == 2


def test_respelled_is_silent_for_good_targets(project):
    for text in ("train:main", "train.py:main", "./train.py:main", "train"):
        assert locate.respelled(text) == ""
    locate.check_spellings(["train:main", "train.py:main"])


def test_a_dotted_module_that_exists_is_not_respelled(project):
    pkg = project / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "mod.py").write_text(textwrap.dedent(STEP_ON_THREE_LENGTHS))
    assert locate.respelled("pkg.mod") == ""
    assert "write 'pkg.mod:main'" in locate.respelled("pkg.mod.main")


# --- a keyword the function does not take ---------------------------------------------


def test_an_unknown_keyword_is_named_with_did_you_mean(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    (tmp_path / "samp.py").write_text(TEMPERATURE_SAMPLE)
    with pytest.raises(UsageError) as e:
        resolve.resolve(["samp.py:sample"], RunOptions(args="f32[4,8], temp=float"))
    assert "no parameter named 'temp' (did you mean 'temperature'?)" in str(e.value)
    assert "missing a required argument" not in str(e.value)


# --- a file of a package, with relative imports -----------------------------------------


def _relative_package(root, name: str, init: bool = True):
    pkg = root / name
    pkg.mkdir()
    if init:
        (pkg / "__init__.py").write_text("")
    (pkg / "helpers.py").write_text("SCALE = 2\n")
    (pkg / "train_rel.py").write_text(
        "from .helpers import SCALE\n" + STEP_ON_THREE_LENGTHS.replace("x * 2", "x * SCALE"))


def test_a_package_file_with_relative_imports_runs_as_its_module(project):
    # `jaxcheck run clf/train_rel.py:main` was a bare ImportError (no known parent package)
    name = f"clf_{project.name[-6:].replace('-', '_')}"
    _relative_package(project, name)
    with jax_compile_log() as log:
        report = runner.run_targets([f"{name}/train_rel.py:main"], RunOptions())
    [ep] = report.entrypoints
    assert ep.error is None, ep.error
    assert compiled(log, "step") == 3 == sum(len(f.events) for f in ep.functions)
    assert sys.modules[f"{name}.train_rel"].SCALE == 2


def test_a_file_with_relative_imports_outside_any_package_names_its_module(project):
    # no __init__.py: Python knows no parent package; the module's dotted name does
    name = f"ns_{project.name[-6:].replace('-', '_')}"
    _relative_package(project, name, init=False)
    message = _error([f"{name}/train_rel.py:main"])
    assert f"write '{name}.train_rel:main'" in message and "relative import" in message
    assert "\n" not in message
