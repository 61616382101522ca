"""Property test: any content of the persistent-cache index explains a miss, never raises.

Pure logic (no compile): kept apart from ``test_pcache`` so that the JAX-release runs,
which have no hypothesis, run that one.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jaxcheck._src.analysis import pcache

_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=20)
_NAMES = st.sampled_from(list(pcache.INGREDIENTS))


def _entries():
    """Index entries as any JSON: well-formed ones, with any values where they may vary."""
    well_formed = st.fixed_dictionaries({
        "function": st.just("step"), "file": st.just("m.py"), "line": _JSON,
        "transform": st.just(None), "key": st.sampled_from(["k1", "k2", "k3"]),
        "ingredients": st.dictionaries(_NAMES, st.sampled_from(["a", "b"])),
        "xla_flags": st.lists(st.sampled_from(["--xla_a=1", "--xla_a=2", "--xla_b"])),
        "env": st.dictionaries(st.sampled_from(["jax", "jaxlib", "devices",
                                                "compile_options"]), _JSON),
        "signature": st.none() | st.dictionaries(
            st.sampled_from(["passing", "leaves", "nodes", "statics", "context", "digest"]),
            _JSON),
        "status": _JSON, "reason": _JSON, "seconds": _JSON,
        "seen": st.floats(allow_nan=False) | st.integers()})
    return st.lists(well_formed | _JSON, max_size=6)


@settings(max_examples=50, deadline=None)
@given(entries=_entries())
def test_any_index_content_explains_a_miss_without_raising(tmp_path_factory, entries):
    path = tmp_path_factory.mktemp("index") / pcache.INDEX_NAME
    path.write_text(json.dumps({"schema": pcache.INDEX_SCHEMA, "entries": entries}))
    kept = pcache.read_index(str(path))
    entry = {"function": "step", "file": "m.py", "line": 3, "transform": None, "key": "k3",
             "ingredients": dict.fromkeys(pcache.INGREDIENTS, "a"), "xla_flags": ["--xla_a=1"],
             "env": {"jax": "1", "compile_options": {"jax_x": "1"}}, "signature": None,
             "status": "written", "seconds": 0.1,
             "seen": 1.0}
    try:
        why = pcache.explain(entry, kept)
    except Exception as e:  # annotate turns this into a note; explain itself should not
        pytest.fail(f"explain raised {type(e).__name__}: {e} on {kept!r}")
    assert isinstance(why["miss_reason"], str)
    assert pcache.write_index(str(path), pcache.remember(kept, entry))
    assert pcache.read_index(str(path))[-1] == entry
