"""Trace mode on the command line: JSON in trace mode, and a bad mode is a usage error."""

from __future__ import annotations

import json

import pytest
from helpers import REPO, cli


@pytest.fixture(autouse=True)
def _in_root(monkeypatch):
    monkeypatch.chdir(REPO)


def test_cli_trace_mode_json_and_bad_mode():
    code, out, err = cli("run", "examples/shape.py:main", "--mode", "trace", "--format", "json",
                         cwd=REPO)
    assert code == 1, err
    doc = json.loads(out)
    assert doc["mode"] == "trace" and doc["entrypoints"][0]["mode"] == "trace"
    code, out, err = cli("run", "examples/shape.py:main", "--mode", "fast", cwd=REPO)
    assert code == 2 and err.startswith("jaxcheck: error: bad --mode 'fast'")
