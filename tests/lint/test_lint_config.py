"""`jaxcheck lint`'s configuration: ``# noqa`` comments, ``[tool.jaxcheck.lint]`` (select,
ignore, per-file-ignores, exclude globs), the documented example, and a disabled rule
that never runs."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    HEAD,
    LOOP_JIT,
    jax_agrees,
    only,
)

from jaxcheck._src.lint import RULES, LintConfig, lint_source
from jaxcheck._src.lint import config as _config
from jaxcheck._src.util.errors import UsageError

ROOT = Path(__file__).parent.parent.parent


@pytest.mark.parametrize("comment,kept", [
    ("", True), ("  # noqa", False), ("  # noqa: JC101", False),
    ("  # noqa: E501, JC101", False), ("  # noqa: JC102", True), ("  # NOQA:jc101", False),
])
def test_noqa(comment, kept):
    assert bool(only(LOOP_JIT.format(comment=comment))) is kept


def test_config_select_ignore_and_per_file_ignores(tmp_path):
    config = _config.from_table({"select": ["JC1"], "ignore": ["JC105"],
                                 "per-file-ignores": {"tests/*": ["JC101"]}}, tmp_path)
    assert config.enabled("JC101", "pkg/a.py") and not config.enabled("JC105", "pkg/a.py")
    assert not config.enabled("JC101", "tests/test_a.py")
    assert config.enabled("JC000", "tests/test_a.py")  # a parse error always shows
    only_102 = _config.from_table({"select": ["JC102"]}, tmp_path)
    assert not only_102.enabled("JC101", "a.py")


@pytest.mark.parametrize("table,words", [
    ({"select": ["JC999"]}, "unknown rule code 'JC999'"),
    ({"ignore": "E501"}, "unknown rule code 'E501'"),
    ({"colour": True}, "unknown key(s) colour"),
    ({"exclude": "build"}, "list of path globs"),
    ({"check": "yes"}, "check must be true or false"),
    (3, "give true, false or a table"),
])
def test_bad_config_is_one_usage_error(tmp_path, table, words):
    with pytest.raises(UsageError, match=None) as info:
        _config.from_table(table, tmp_path, tmp_path / "pyproject.toml")
    assert words in str(info.value)


def test_project_config_accepts_lint(tmp_path):
    from jaxcheck._src.config import table as project

    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.jaxcheck]\nlint = true\n[[tool.jaxcheck.entrypoints]]\n'
                    'target = "m:f"\n')
    assert project.load(path).settings["lint"] is True
    path.write_text('[tool.jaxcheck.lint]\nselect = ["JC7"]\n')
    with pytest.raises(UsageError, match="unknown rule code 'JC7'"):
        project.load(path)


@pytest.mark.parametrize("glob,path,hit", [
    ("build", "build/a.py", True), ("build/", "src/build/a.py", True),
    ("tests/*.py", "tests/a.py", True), ("tests/*.py", "src/tests/a.py", False),
    ("conftest.py", "a/b/conftest.py", True), ("gen_*.py", "src/main.py", False),
])
def test_path_globs(glob, path, hit):
    assert _config.matches(path, glob) is hit


def test_the_documented_config_example_is_valid():
    import re
    import tomllib

    section = (ROOT / "docs" / "lint.md").read_text()
    (block,) = re.findall(r"```toml\n(.*?)```", section, re.S)
    table = tomllib.loads(block)["tool"]["jaxcheck"]["lint"]
    config = _config.from_table(table, Path("."))
    assert config.check and not config.enabled("JC105", "a.py")
    for code in RULES:
        assert f"`{code}`" in section, f"README's rule table lacks {code}"


def test_a_disabled_rule_never_runs(monkeypatch):
    """Rules are asked whether they are enabled before they run: with JC105 ignored its
    check is not even called (and every rule carries a fix line)."""
    import ast

    from jaxcheck._src.lint import rules
    from jaxcheck._src.lint.rules import jc105

    def boom(*args, **kwargs):
        raise AssertionError("JC105 ran although it is disabled")

    monkeypatch.setattr(jc105, "ragged", boom)
    source = HEAD + textwrap.dedent("""
    @jax.jit
    def step(b):
        return b
    def main(x, bs):
        for i in range(0, len(x), bs):
            step(x[i:i + bs])
    """)
    tree = ast.parse(source)
    enabled = frozenset(set(RULES) - {"JC105"})
    assert rules.check(tree, "m.py", source.splitlines(), enabled=enabled) == []
    config = LintConfig(root=Path("."), ignore=("JC105",))
    assert lint_source(source, "m.py", config) == []
    assert all(rule.fix for rule in RULES.values())
