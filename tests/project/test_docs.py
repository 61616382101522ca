"""The docs as a user reads them: the commands they show (each run by
``tests/e2e/docs/test_doc_commands.py``), the wheel they install, the exit codes they list.
"""

from __future__ import annotations

import os
import re

import pytest
from helpers import DOCS, NOT_RUN, REPO, blocks, commands, quick_start_files

from jaxcheck import __version__
from jaxcheck._src.util import errors


# the docs' own checks run with the commands they show: `make test-slow` (CI runs it)
@pytest.mark.slow
def test_the_docs_show_commands_and_few_are_left_out():
    shown = [c for path in DOCS for c in commands(path)]
    assert len(shown) >= 8, shown
    left_out = [(path.name, text) for path in DOCS for _, text in blocks(path)
                if NOT_RUN in text]
    assert len(left_out) <= 2, left_out
    assert {"train.py", "pyproject.toml"} <= set(quick_start_files())


@pytest.mark.slow
def test_the_wheel_the_docs_install_is_the_one_make_dist_builds():
    text = "".join(path.read_text(encoding="utf-8") for path in DOCS)
    text += (REPO / "examples" / "ci" / "jaxcheck.yml").read_text(encoding="utf-8")
    wheels = set(re.findall(r"jaxcheck-[\w.]+-py3-none-any\.whl", text))
    assert wheels == {f"jaxcheck-{__version__}-py3-none-any.whl"}, wheels
    assert "example.invalid" not in text  # an address that cannot resolve
    assert "pip install jaxcheck" not in text  # not on the index: from where it came


def test_exit_codes_are_documented_once_with_their_constants():
    doc = (REPO / "docs" / "exit-codes.md").read_text()
    for name in ("OK", "RECOMPILES", "USAGE", "TARGET_ERROR", "INTERNAL", "IO"):
        code = getattr(errors, name)
        assert f"| {code} | `{name}` |" in doc, f"exit code {code} ({name}) not in the doc"
    assert os.path.basename(errors.__file__) in doc
