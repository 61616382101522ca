"""Targets as a new user names them: one target however spelled, the did-you-mean of
every name, one classification of what a name is, and subsets of the project for
``check`` and ``baseline`` (``-k`` expressions, targets).

Pure logic, in this process, on the project of ``helpers.declared_project``; the
commands themselves run in ``tests/e2e/`` (``cli/test_backend.py``,
``check/test_check_subsets.py``, ``cli/test_forgotten_dashes_cli.py``).
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from helpers import (
    declared_project,  # noqa: F401 (the fixture `project`)
    )

import jaxcheck
from jaxcheck import UsageError
from jaxcheck._src.config import table as _config
from jaxcheck._src.run import resolve, runner
from jaxcheck._src.target import select


def _resolve_in(project: Path, *targets: str):
    config = _config.load(project / "pyproject.toml")
    return resolve.resolve(list(targets), runner.RunOptions(), config)


# --- one target, however spelled ------------------------------------------------------


@pytest.mark.parametrize("spelling", ["train:evaluate", "train.py:evaluate",
                                      "./train.py:evaluate"])
def test_a_declared_target_is_found_however_it_is_spelled(project, spelling):
    [ep] = _resolve_in(project, spelling)
    assert ep.source == "pyproject"
    assert ep.declaration is not None and ep.declaration.args == "f32[8,4], f32[2,8]"


def test_a_package_path_names_the_dotted_entry(project):
    (project / "pyproject.toml").write_text(textwrap.dedent("""
        [[tool.jaxcheck.entrypoints]]
        target = "pkg.model:evaluate"
        args = "f32[8,4], f32[2,8]"
    """))
    [ep] = _resolve_in(project, "pkg/model.py:evaluate")
    assert ep.source == "pyproject" and ep.declaration.args == "f32[8,4], f32[2,8]"


def test_a_file_target_runs_the_entrypoints_pyproject_declares_in_it(project):
    eps = _resolve_in(project, "train.py")
    assert [ep.target for ep in eps] == ["train.py:evaluate", "train.py:smoke",
                                         "train.py:main"]
    assert eps[0].declaration.args == "f32[8,4], f32[2,8]"


def test_a_module_with_no_declaration_anywhere_is_still_an_error(project):
    (project / "other.py").write_text("def main():\n    pass\n")
    with pytest.raises(UsageError, match="names a module that declares no entrypoint"):
        _resolve_in(project, "other.py")


# --- did you mean ---------------------------------------------------------------------


def test_an_attribute_typo_suggests_the_closest_name(project):
    with pytest.raises(UsageError, match=r"has no attribute 'evalute' .*"
                                         r"\(did you mean 'evaluate'\?\)"):
        _resolve_in(project, "train.py:evalute")


def test_a_module_typo_suggests_the_closest_module(project):
    with pytest.raises(UsageError, match=r"No module named 'trian' "
                                         r"\(did you mean 'train'\?\)"):
        _resolve_in(project, "trian:evaluate")
    with pytest.raises(UsageError, match=r"\(did you mean 'pkg.model'\?\)"):
        _resolve_in(project, "pkg.modle:evaluate")


def test_a_file_typo_suggests_the_closest_file(project):
    with pytest.raises(UsageError, match=r"no such file 'trian.py' .*"
                                         r"\(did you mean 'train.py'\?\)"):
        _resolve_in(project, "trian.py:evaluate")


def test_a_missing_dependency_of_the_target_is_not_called_a_typo(project):
    (project / "broken.py").write_text("import trainn\n\ndef main():\n    pass\n")
    with pytest.raises(UsageError) as e:
        _resolve_in(project, "broken:main")
    assert "No module named 'trainn'" in str(e.value)
    assert "did you mean" not in str(e.value)


# --- one classification ---------------------------------------------------------------


def test_a_function_without_args_is_called_a_function_that_needs_them(project):
    # --dim used to make it "a workload (called with no arguments)"
    with pytest.raises(UsageError) as e:
        jaxcheck.run("train.py:step", dims={"B": [2]})
    assert "is a function that needs arguments (w, x)" in str(e.value)
    assert "workload" not in str(e.value)


# --- subsets of the project -----------------------------------------------------------


@pytest.mark.parametrize(("expression", "chosen"), [
    ("smoke", ["train:smoke"]),
    ("not smoke", ["train:evaluate", "train:main"]),
    ("TRAIN and (main or eval)", ["train:evaluate", "train:main"]),
    ("train and not (main or evaluate)", ["train:smoke"]),
])
def test_keyword_expressions_select_as_pytest_k_does(project, expression, chosen):
    config = select.select(_config.load(project / "pyproject.toml"), (), expression)
    assert [e.target for e in config.entries] == chosen


@pytest.mark.parametrize("expression", ["", "(smoke", "smoke)", "smoke and", "or smoke",
                                        "not"])
def test_a_malformed_keyword_expression_is_a_usage_error(project, expression):
    with pytest.raises(UsageError, match=r"^bad -k "):
        select.keyword(expression)


def test_targets_select_entries_however_spelled(project):
    config = _config.load(project / "pyproject.toml")
    assert [e.target for e in select.select(config, ["./train.py:main"]).entries] == [
        "train:main"]
    assert len(select.select(config, ["train.py"]).entries) == 3  # a module: all of it
    with pytest.raises(UsageError, match=r"'train:mian' is not an entrypoint of .*"
                                         r"\(did you mean 'train:main'\?\)"):
        select.select(config, ["train:mian"])
    with pytest.raises(UsageError, match="-k 'nothing' selects no entrypoint"):
        select.select(config, [], "nothing")
