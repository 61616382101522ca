"""A recompile's identity, as the lock holds it: cause kind, path, class of change, and
never a value that changes from run to run."""

from __future__ import annotations

import pytest
from builders import make_event

from jaxcheck._src.model.report import CAUSE_KINDS, Cause
from jaxcheck._src.verdict.identity import cause_identity, change_class, event_identities

CLASSES = [
    (Cause("shape", "x", "f32[32,8]", "f32[4,8]"), "shape at x: dim 0 changes"),
    (Cause("shape", "x", "f32[32,8]", "f32[4,3]"), "shape at x: dims 0, 1 change"),
    (Cause("shape", "x", "f32[8]", "f32[8,1]"), "shape at x: rank 1 → 2"),
    (Cause("dtype", "params['w']", "f32[8,4]", "bf16[8,4]"), "dtype at params['w']: f32 → bf16"),
    (Cause("dtype", "k", "key<fry>[]", "u32[2]"), "dtype at k: key<fry> → u32"),
    (Cause("weak_type", "state.step", "i32[] (weak)", "i32[]"),
     "weak_type at state.step: weak → strong"),
    (Cause("weak_type", "lr", "f32[]", "f32[] (weak)"), "weak_type at lr: strong → weak"),
    (Cause("static_value", "lr", "0.1", "0.2"), "static_value at lr: static value"),
    (Cause("static_value", "cfg", "Cfg(…) (hash 1a2b)", "Cfg(…) (hash 9f8e)", reason="identity"),
     "static_value at cfg: static value"),
    (Cause("pytree_structure", "batch", "dict(a, b)", "dict(a, b, c)"),
     "pytree_structure at batch: structure"),
    (Cause("arg_signature", "x", "positional", "keyword"),
     "arg_signature at x: positional → keyword"),
    (Cause("sharding", "x", "cpu:0 (committed)", "cpu:1 (committed)"), "sharding at x: placement"),
    (Cause("cache_cleared"), "cache_cleared: cache cleared"),
]


@pytest.mark.parametrize(("cause", "identity"), CLASSES, ids=[c.kind + str(i) for i, (c, _)
                                                               in enumerate(CLASSES)])
def test_each_cause_kind_has_a_class_without_values(cause, identity):
    assert cause_identity(cause) == identity
    # the values seen (a size, a learning rate, a hash) never enter the identity
    for text in (cause.before, cause.after):
        if text and text not in ("positional", "keyword"):
            assert text not in identity


def test_every_cause_kind_has_a_class():
    for kind in CAUSE_KINDS:
        cls = change_class(Cause(kind, "p", "some value 0x7f3a", "another 0x7f3b"))
        assert cls and "0x7f" not in cls and "value 0x" not in cls, (kind, cls)


def test_the_same_change_with_other_sizes_is_the_same_identity():
    """A last batch of 4 today and of 3 tomorrow is one recompile."""
    a = cause_identity(Cause("shape", "x", "f32[32,8]", "f32[4,8]"))
    b = cause_identity(Cause("shape", "x", "f32[64,8]", "f32[3,8]"))
    assert a == b


def test_an_event_has_one_identity_per_cause_and_a_first_compile_none():
    two = make_event(True, [Cause("dtype", "x", "f32[2]", "f16[2]"),
                            Cause("shape", "x", "f32[2]", "f16[3]"),
                            Cause("dtype", "x", "f32[2]", "f16[2]")])
    assert event_identities(two) == ["dtype at x: f32 → f16", "shape at x: dim 0 changes"]
    assert event_identities(make_event(False, [Cause("new_function")])) == []
    assert event_identities(make_event(True, [])) == ["unknown: unknown"]
