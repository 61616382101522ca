"""``[tool.jaxcheck]`` read from pyproject.toml: errors point to the configuration page, a
misspelt table name gets a did-you-mean (``run`` reads it too: never silently no
configuration).
"""

from __future__ import annotations

import re

import pytest

from jaxcheck import UsageError
from jaxcheck._src.config import table as config


def test_errors_point_to_the_configuration_page(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n')
    with pytest.raises(UsageError, match=r"docs/configuration\.md") as e:
        config.load(tmp_path / "pyproject.toml", require=True)
    assert "README" not in str(e.value)


@pytest.mark.parametrize("table", ["jaxchek", "jax-check", "jaxcheck_", "JaxCheck"])
def test_a_misspelt_table_gets_did_you_mean(tmp_path, table):
    path = tmp_path / "pyproject.toml"
    path.write_text(f'[tool.{table}]\n[[tool.{table}.entrypoints]]\ntarget = "a:b"\n')
    for require in (True, False):  # `run` reads it too: never silently no configuration
        with pytest.raises(UsageError, match=r"did you mean \[tool\.jaxcheck\]"):
            config.load(path, require=require)
    path.write_text('[tool.ruff]\nline-length = 100\n')
    assert config.load(path, require=False) is None


@pytest.mark.parametrize(("text", "says"), [
    ('[tool.jaxcheck]\nprobe = 1\n', "a table of tables, one per function"),
    ('[tool.jaxcheck.probe.step]\nexpct = {value = "any"}\n', "unknown key(s) expct"),
    ('[tool.jaxcheck.probe.step]\nexpect = {value = "maybe"}\n', "maybe"),
    ('[tool.jaxcheck.probe.step]\nvary = 3\n', "vary"),
])
def test_a_bad_probe_table_is_one_usage_error(tmp_path, text, says):
    path = tmp_path / "pyproject.toml"
    path.write_text(text)
    with pytest.raises(UsageError, match=re.escape(says)):
        config.load(path, require=False)


def test_the_probe_table_reaches_the_options_with_probe_only(tmp_path):
    from jaxcheck._src.config.options import RunOptions

    path = tmp_path / "pyproject.toml"
    path.write_text('[tool.jaxcheck.probe."train.py:step"]\nexpect = {value = "any"}\n'
                    'vary = ["x"]\n')
    loaded = config.load(path, require=False)
    assert config.with_probe(RunOptions(), loaded).probe_declared == {}
    options = config.with_probe(RunOptions(probe=True), loaded)
    assert options.probe_declared == {"train.py:step": {"expect": {"value": "any"},
                                                        "vary": ["x"]}}
    assert RunOptions.from_dict(options.to_dict()) == options  # it travels to workers
