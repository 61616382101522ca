"""``jaxcheck.watch`` and ``jaxcheck.assert_max_compiles``, in process, on real JAX.

Every test jits its own functions, so JAX's caches from other tests cannot hide
or add a compile.
"""

from __future__ import annotations

import logging
import os
import sys

import jax
import jax.numpy as jnp
import pytest

import jaxcheck

FLAGS = ("jax_explain_cache_misses", "jax_log_compiles")


def flags() -> dict[str, bool]:
    return {name: bool(getattr(jax.config, name)) for name in FLAGS}


def here() -> int:
    """The caller's line number."""
    return sys._getframe(1).f_lineno


def make_fns():
    @jax.jit
    def f(x):
        return x * 2

    @jax.jit
    def leaf(x):  # ends in "f": must not be counted as `f`
        return x - 1

    return f, leaf


def assert_site(site: str | None, line: int) -> None:
    assert site is not None
    path, _, lineno = site.rpartition(":")
    assert lineno == str(line), site
    assert os.path.samefile(path, __file__), site


# --- counting and names ------------------------------------------------------------


def test_watch_counts_compiles_per_function():
    f, leaf = make_fns()
    with jaxcheck.watch() as w:
        f(jnp.ones(3))
        f(jnp.ones(3))  # same signature: no compile
        f(jnp.ones(4))
        leaf(jnp.ones(3))
    assert w.compiles() == 3
    assert w.compiles("f") == 2
    assert w.compiles("leaf") == 1
    with pytest.warns(jaxcheck.JaxcheckWarning, match="nothing_by_this_name"):
        assert w.compiles("nothing_by_this_name") == 0
    assert sorted(fn.compiles for fn in w.functions) == [1, 2]
    assert len(w.events) == 3
    assert len(w.recompiles) == 1
    assert w.function("f").compiles == 2


def test_names_match_whole_qualified_name_components():
    class Model:
        @staticmethod
        @jax.jit
        def step(x):
            return x + 1

    f, leaf = make_fns()
    with jaxcheck.watch() as w:
        Model.step(jnp.ones(3))
        leaf(jnp.ones(3))
        leaf(jnp.ones(5))
    assert w.compiles("step") == 1
    assert w.compiles("Model.step") == 1
    assert w.compiles("leaf") == 2
    with pytest.warns(jaxcheck.JaxcheckWarning, match="no function named 'f'"):
        assert w.compiles("f") == 0, "`f` must not match `leaf`"
    with pytest.warns(jaxcheck.JaxcheckWarning, match="no function named 'tep'"):
        assert w.compiles("tep") == 0
    with pytest.raises(KeyError, match="leaf"):
        w.function("f")


def test_eager_ops_are_not_user_compiles():
    with jaxcheck.watch() as w:
        # an unusual shape, so that JAX's eager op cannot come from an earlier cache
        jnp.sin(jnp.ones((7, 13, 3))) + 1
        live = w.internal_compiles
    assert live > 0, "eager ops compiled: they are counted apart"
    assert w.functions == [] and w.compiles() == 0
    assert w.internal_compiles == live, "the final Watch lost its count of internal compiles"


def test_functions_compiled_before_the_block_are_not_recompiled():
    f, _ = make_fns()
    f(jnp.ones(3))
    with jaxcheck.watch() as w:
        f(jnp.ones(3))  # JAX's cache is left as it is
    assert w.compiles() == 0
    with jaxcheck.watch() as w:
        f(jnp.ones(6))
    assert w.compiles("f") == 1
    assert w.recompiles == [], "the block never saw f before: a first compile, not a recompile"


# --- the explanation ----------------------------------------------------------------


def test_recompile_is_explained():
    f, _ = make_fns()
    with jaxcheck.watch() as w:
        f(jnp.ones(3))
        f(jnp.ones(4)); line = here()  # noqa: E702
    (event,) = w.recompiles
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("shape", "x", "f32[3]", "f32[4]")]
    assert_site(event.call_site, line)
    assert event.hint and "`x`" in event.hint
    text = w.explain()
    assert "`" + w.function("f").name + "`" in text
    assert "compiled 2 times" in text
    assert f":{line}: shape at x: f32[3] → f32[4]" in text
    assert "fix: " in text


def test_explain_without_recompiles():
    f, _ = make_fns()
    with jaxcheck.watch() as w:
        f(jnp.ones(3))
    assert w.explain() == "no recompiles"


def test_explanation_survives_user_logging_configuration():
    """JAX's own words are kept whatever the user did to logging (README: "your logging
    configuration can neither hide them from jaxcheck")."""
    f, _ = make_fns()
    logging.disable(logging.CRITICAL)
    try:
        with jaxcheck.watch() as w:
            f(jnp.ones(3))
            f(jnp.ones(4))
    finally:
        logging.disable(logging.NOTSET)
    (event,) = w.recompiles
    assert event.explanation, "JAX explained this shape change; jaxcheck lost the text"
    assert "shape" in event.explanation_kinds


def test_jax_logs_do_not_reach_the_user_s_logging(caplog):
    f, _ = make_fns()
    caplog.set_level(logging.DEBUG)
    with jaxcheck.watch() as w:
        f(jnp.ones(3))
        f(jnp.ones(4))
    assert w.compiles("f") == 2
    jax_records = [r for r in caplog.records if r.name.startswith("jax")]
    assert jax_records == [], [r.getMessage()[:80] for r in jax_records]


# --- lifetime: live inside, final after, filled on errors, restored -------------------


def test_watch_is_live_inside_and_final_after():
    f, _ = make_fns()
    with jaxcheck.watch() as w:
        assert w.compiles() == 0
        f(jnp.ones(3))
        assert w.compiles("f") == 1
        f(jnp.ones(4))
        assert w.compiles("f") == 2 and len(w.recompiles) == 1
    functions = w.functions
    f(jnp.ones(5))  # after the block: not seen
    assert w.compiles("f") == 2
    assert w.functions == functions
    assert len(w.events) == 2


def test_watch_is_filled_when_the_block_raises():
    f, _ = make_fns()
    before = flags()
    with pytest.raises(RuntimeError, match="inside the block"), jaxcheck.watch() as w:
        f(jnp.ones(3))
        f(jnp.ones(4))
        raise RuntimeError("inside the block")
    assert w.compiles("f") == 2
    assert [c.kind for c in w.recompiles[0].causes] == ["shape"]
    assert flags() == before
    f(jnp.ones(5))
    assert w.compiles("f") == 2, "a watch that exited by an exception must be final too"


@pytest.mark.parametrize("initial", [False, True])
def test_jax_flags_are_restored(initial):
    saved = flags()
    try:
        for name in FLAGS:
            jax.config.update(name, initial)
        f, _ = make_fns()
        with jaxcheck.watch():
            assert flags() == dict.fromkeys(FLAGS, True), "jaxcheck needs both flags on"
            f(jnp.ones(3))
        assert flags() == dict.fromkeys(FLAGS, initial)
        with pytest.raises(ValueError), jaxcheck.watch():
            f(jnp.ones(4))
            raise ValueError
        assert flags() == dict.fromkeys(FLAGS, initial)
        with pytest.raises(AssertionError), jaxcheck.assert_max_compiles(0):
            f(jnp.ones(5))
        assert flags() == dict.fromkeys(FLAGS, initial)
    finally:
        for name, value in saved.items():
            jax.config.update(name, value)


def test_nested_watches_both_see_compiles():
    f, leaf = make_fns()
    with jaxcheck.watch() as outer:
        f(jnp.ones(3))
        with jaxcheck.watch() as inner:
            f(jnp.ones(4))
            leaf(jnp.ones(4))
        f(jnp.ones(5))
    assert inner.compiles("f") == 1 and inner.compiles("leaf") == 1
    assert outer.compiles("f") == 3 and outer.compiles("leaf") == 1
    g = jax.jit(lambda x: x * 3)
    g(jnp.ones(3))
    assert outer.compiles() == 4 and inner.compiles() == 2


# --- assert_max_compiles -------------------------------------------------------------


def test_assert_max_compiles_passes_within_the_limit():
    f, leaf = make_fns()
    with jaxcheck.assert_max_compiles(1) as w:
        for _ in range(4):
            f(jnp.ones(3))
        leaf(jnp.ones(3))
    assert w.compiles() == 2
    with jaxcheck.assert_max_compiles(2):
        f(jnp.ones(4))
        f(jnp.ones(5))


def test_assert_max_compiles_explains_the_failure():
    f, _ = make_fns()
    with pytest.raises(AssertionError) as info, jaxcheck.assert_max_compiles(1):
        f(jnp.ones(3))
        f(jnp.ones(4)); line = here()  # noqa: E702
    message = str(info.value)
    assert "max_compiles=1" in message
    assert "compiles 2 times, over max_compiles = 1" in message
    assert f":{line}: shape at x: f32[3] → f32[4]" in message
    assert "fix: " in message


def test_assert_max_compiles_name_narrows():
    f, leaf = make_fns()
    with jaxcheck.assert_max_compiles(1, name="leaf"):
        f(jnp.ones(3))
        f(jnp.ones(4))
        leaf(jnp.ones(3))
    with pytest.raises(AssertionError) as info, jaxcheck.assert_max_compiles(1, name="f"):
        f(jnp.ones(5))
        f(jnp.ones(6))
        leaf(jnp.ones(5))
        leaf(jnp.ones(6))
    assert "f32[5] → f32[6]" in str(info.value)
    assert "leaf" not in str(info.value), "name='f' must leave leaf out of the message"


def test_assert_max_compiles_zero_allows_no_compile():
    f, _ = make_fns()
    with pytest.raises(AssertionError, match="max_compiles=0"), \
            jaxcheck.assert_max_compiles(0):
        f(jnp.ones(3))
    with jaxcheck.assert_max_compiles(0):
        f(jnp.ones(3))  # cached: no compile


@pytest.mark.parametrize("bad", [-1, "1", 1.0, None])
def test_assert_max_compiles_rejects_a_bad_limit(bad):
    with pytest.raises(ValueError, match="non-negative integer"), \
            jaxcheck.assert_max_compiles(bad):
        pytest.fail("the block must not run with a bad limit")


def test_assert_max_compiles_keeps_the_block_s_own_exception():
    f, _ = make_fns()
    with pytest.raises(KeyError, match="own"), jaxcheck.assert_max_compiles(1):
        f(jnp.ones(3))
        f(jnp.ones(4))
        raise KeyError("own")


def test_assert_max_compiles_is_judged_as_run_judges_a_budget():
    """The marker's and assert_max_compiles' budget is _verdict's: per function, the
    recompiles within it expected by "budget", a function over it named."""
    f = jax.jit(lambda x: x + 1)
    g = jax.jit(lambda x: x * 2)
    with jaxcheck.assert_max_compiles(2) as w:  # two compiles each: within the budget
        for n in (2, 3):
            f(jnp.ones(n))
            g(jnp.ones(n))
    # events are listed per function: f's, then g's
    assert [e.expected_by for e in w.events] == ["first compile", "budget"] * 2
    with pytest.raises(AssertionError, match=r"1 function\(s\) compiled more than "
                                             r"max_compiles=2"):
        with jaxcheck.assert_max_compiles(2):
            for n in (4, 5, 6):
                f(jnp.ones(n))
            g(jnp.ones(4))
