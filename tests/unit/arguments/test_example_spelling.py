"""A factory named the way a target is misspelt (``--example mod.fn``) gets the hint a
target gets; pure logic, nothing imported from the user's module."""

from __future__ import annotations

import sys
import uuid

import pytest

from jaxcheck import UsageError
from jaxcheck._src.arguments import example
from jaxcheck._src.target import locate


def test_a_dotted_factory_gets_the_hint_a_target_gets(tmp_path, monkeypatch):
    # `--example mod.fn` said only "must name a factory function as module:function"
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    name = f"examples_{uuid.uuid4().hex[:8]}"
    (tmp_path / f"{name}.py").write_text("def make():\n    return (1,)\n")
    with pytest.raises(UsageError) as e:
        example.load(f"{name}.make", "--example")
    message = str(e.value)
    assert locate.respelled(f"{name}.make") in message
    assert f"write '{name}:make' (a colon before the function)" in message
    assert "\n" not in message and name not in sys.modules  # told without importing
