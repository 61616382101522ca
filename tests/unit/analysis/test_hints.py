"""Fix hints are chosen by a cause's kind and structured reason, never by its words."""

from __future__ import annotations

import pytest

from jaxcheck._src.analysis.hints import hint
from jaxcheck._src.model.report import CAUSE_KINDS, Cause


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


def test_a_library_hint_speaks_of_what_the_user_passed():
    from jaxcheck._src.analysis.hints import library_hint

    causes = [Cause("static_value", "_body_fn", "f #1", "f #2", reason="identity"),
              Cause("shape", "collection[1]", "bool[10]", "bool[12]")]
    text = library_hint("_fori_collect_loop", "numpyro/util.py:416", "MCMC.run",
                        [("num_samples", "10", "12")], causes)
    assert text.startswith("`_fori_collect_loop` is numpyro's (compiled at "
                           "numpyro/util.py:416, reached from `MCMC.run` on this line)")
    assert "`num_samples` 10 → 12" in text
    assert "new `_body_fn` on every `MCMC.run`" in text
    assert "__eq__" not in text and "\n" not in text
    # nothing the user's line passed changed, no fresh closure: the changed kinds, in words
    plain = library_hint("step", "lib/core.py:3", "Model.fit", [], causes[1:])
    assert "what `Model.fit` passed it changed (shape)" in plain


def test_library_files_are_installed_packages_and_the_standard_library():
    import os
    import sysconfig

    from jaxcheck._src.capture import frameworks

    purelib = sysconfig.get_paths()["purelib"]
    assert frameworks.is_library_file(os.path.join(purelib, "numpyro", "util.py"))
    assert frameworks.is_library_file(os.__file__)
    assert not frameworks.is_library_file(os.path.abspath(__file__))
    assert frameworks.library_path(os.path.join(purelib, "numpyro", "util.py")) == \
        os.path.join("numpyro", "util.py")
