"""Fix hints are chosen by a cause's kind and structured reason, never by its words."""

from __future__ import annotations

import pytest

from jaxcheck._hints import hint
from jaxcheck._model import CAUSE_KINDS, Cause


@pytest.mark.parametrize("reason, expect", [
    (None, "pass it as a traced array"),
    ("number", "pass it as a traced array"),
    ("identity", "hashed by identity"),
    ("literal", "make it a field of a static config, or expect it"),
    ("static_field", "static field"),
])
def test_static_value_hint_follows_the_reason(reason, expect):
    text = hint([Cause("static_value", "act", "'relu'", "'tanh'", reason=reason)])
    assert expect in text
    if reason == "literal":
        assert "traced array" not in text and "value:act=recompile" in text


def test_rewording_a_note_cannot_change_a_hint():
    plain = hint([Cause("static_value", "cfg", "a", "b")])
    worded = hint([Cause("static_value", "cfg", "a", "b", note="hashed by identity; static field")])
    assert plain == worded
    none = hint([Cause("pytree_structure", "m", "None", "f32[3]", reason="none")])
    assert "placeholder" in none
    assert "placeholder" not in hint([Cause("pytree_structure", "m", "None", "f32[3]")])


@pytest.mark.parametrize("kind", [k for k in CAUSE_KINDS if k != "new_function"])
def test_every_recompile_kind_has_a_one_line_hint(kind):
    text = hint([Cause(kind, "x", "a", "b")])
    assert text and "\n" not in text and "{" not in text


def test_first_compile_has_no_hint():
    assert hint([Cause("new_function")]) is None
