"""Fix hints: chosen by a cause's kind and structured reason, never by its words; and the
advice a group of recompiles gets from the values seen (a short last batch padded, many
lengths bucketed, a static float traced), on real JAX runs whose compiles JAX's log
counts.
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import pytest
from builders import make_report
from helpers import compiled, jax_compile_log, only_function, run_workload

from jaxcheck._src.analysis.hints import hint
from jaxcheck._src.model.report import CAUSE_KINDS, Cause
from jaxcheck._src.report.groups import groups
from jaxcheck._src.report.terminal import to_text


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


# --- advice from the cause and the values seen (real JAX runs) ------------------------


def _advice(calls, static=None):
    """Run ``calls`` (argument tuples) through one fresh jitted function; returns the
    function report, its one group, and how many times JAX compiled it."""
    def fn(x, s=None):
        return x.sum() * (1 if s is None else s) if static is None else x.sum()

    jitted = jax.jit(fn, static_argnums=static)

    def work():
        for args in calls:
            jitted(*args)

    with jax_compile_log() as log:
        ep = run_workload(work)
    report = only_function(ep)
    found = groups(report)
    assert len(found) == 1, [g.causes for g in found]
    return report, found[0], compiled(log, "fn"), ep


def _batches(*sizes):
    return [(jnp.ones((n, 3)),) for n in sizes]


def test_one_short_last_batch_is_padded():
    fn, group, jax_compiles, _ = _advice(_batches(32, 32, 32, 17))
    assert jax_compiles == 2 == len(fn.events)
    assert "pad it to 32 and mask the padding" in group.hint
    assert "17 instead of 32" in group.hint


def test_many_lengths_are_bucketed_and_every_size_is_listed():
    fn, group, jax_compiles, ep = _advice([(jnp.ones(n, jnp.int32),) for n in (44, 12, 62, 9)])
    assert jax_compiles == 4 == len(fn.events)
    assert "bucket by length" in group.hint and "pad the last batch" not in group.hint
    assert "44, 12, 62, 9" in group.hint
    # every size seen, the first compile's too
    assert group.values == ["i32[44]", "i32[12]", "i32[62]", "i32[9]"]
    text = to_text(make_report(ep, jaxcheck_version="", jax_version="", backend=""), width=200)
    assert "4 distinct values (i32[44], i32[12], i32[62], i32[9])" in text
    assert "sizes seen at `x` (axis 0): 9, 12, 44, 62" in text


def test_a_rank_change_keeps_the_axes():
    _, group, jax_compiles, _ = _advice([(jnp.ones((4, 3)),), (jnp.ones(12),)])
    assert jax_compiles == 2
    assert "changes rank" in group.hint


def test_two_growing_sizes_get_the_general_fix():
    _, group, jax_compiles, _ = _advice(_batches(8, 16))
    assert jax_compiles == 2
    assert group.hint.startswith("pad or bucket `x` to a few fixed sizes")


def test_a_static_float_sweep_is_traced_instead():
    _, group, jax_compiles, _ = _advice([(jnp.ones(3), lr) for lr in (0.1, 0.01, 0.001)],
                                        static=1)
    assert jax_compiles == 3
    assert "takes a new float each time (3 so far)" in group.hint
    assert "traced argument" in group.hint


def test_a_static_flag_is_expected_twice():
    _, group, jax_compiles, _ = _advice([(jnp.ones(3), f) for f in (True, False, True)],
                                        static=1)
    assert jax_compiles == 2
    assert "static flag" in group.hint and "max_compiles = 2" in group.hint


def test_a_static_int_keeps_the_kinds_advice():
    _, group, jax_compiles, _ = _advice([(jnp.ones(3), n) for n in (1, 2, 3)], static=1)
    assert jax_compiles == 3
    assert "float" not in group.hint and "flag" not in group.hint
    assert "static" in group.hint


def test_python_and_array_scalars_alternating():
    calls = [(jnp.ones(3), s) for s in (1.0, jnp.float32(2), 3.0, jnp.float32(4))]
    fn, group, jax_compiles, _ = _advice(calls)
    assert jax_compiles == 2 == len(fn.events)
    assert group.hint.startswith("normalise `s` at the boundary with `jnp.asarray(s, dtype)`")
    assert "a Python scalar is weakly typed and an array is not" in group.hint


def test_many_dtypes_and_two_dtypes():
    _, group, jax_compiles, _ = _advice(
        [(jnp.ones(3, d),) for d in (jnp.float32, jnp.int32, jnp.bfloat16)])
    assert jax_compiles == 3
    assert "arrives in 3 dtypes" in group.hint
    _, group, jax_compiles, _ = _advice([(jnp.ones(3, d),) for d in (jnp.float32, jnp.int32)])
    assert jax_compiles == 2
    assert group.hint.startswith("cast `x` to one dtype")


def test_a_static_argument_fed_a_list_names_the_fix():
    jitted = jax.jit(lambda x, sizes: x * len(sizes), static_argnums=1)
    with jax_compile_log() as log:
        ep = run_workload(lambda: jitted(jnp.ones(3), [1, 2]), allow_error=True)
    assert compiled(log, "<lambda>") == 0
    assert ep.error is not None and "Non-hashable" in ep.error.message
    assert "pass a tuple" in ep.error.hint
    text = to_text(make_report(ep, jaxcheck_version="", jax_version="", backend=""), width=200)
    assert "fix: a static argument got an unhashable value" in text
