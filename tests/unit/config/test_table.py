"""``[tool.jaxcheck]`` read from pyproject.toml: errors point to the configuration page, a
misspelt table name gets a did-you-mean (``run`` reads it too: never silently no
configuration).
"""

from __future__ import annotations

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
