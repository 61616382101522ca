"""The public API: what ``import jaxcheck`` offers, how ``jaxcheck.run`` is called, and
what the in-code API says to a newcomer: a misspelt function name, a budget met only by
a warm cache, compact reprs, the guard's incident, the guard from ``JAXCHECK_GUARD``.
"""

import dataclasses
import inspect
import textwrap
import traceback
import warnings
from pathlib import Path

import jax
import jax.numpy as jnp
import pytest
from helpers import compiled, jax_compile_log

import jaxcheck


def test_every_public_name_is_exported_and_documented():
    for name in jaxcheck.__all__:
        obj = getattr(jaxcheck, name)
        if name not in ("__version__", "CAUSE_KINDS"):
            assert inspect.getdoc(obj), f"jaxcheck.{name} has no docstring"


def test_usage_error_is_public_and_is_the_one_the_cli_maps_to_exit_2():
    from jaxcheck._src.util import errors

    assert jaxcheck.UsageError is errors.UsageError
    with pytest.raises(jaxcheck.UsageError, match="bad target"):
        jaxcheck.run([":f"])


def test_run_options_are_keyword_only():
    params = inspect.signature(jaxcheck.run).parameters
    assert [p.name for p in params.values() if p.kind is p.POSITIONAL_OR_KEYWORD] == ["targets"]
    with pytest.raises(TypeError):
        jaxcheck.run(["m:f"], "f32[3]")  # type: ignore[misc]


def test_run_takes_one_target_as_a_string(tmp_path):
    path = tmp_path / "one_target.py"
    path.write_text(textwrap.dedent("""
        import jax, jax.numpy as jnp

        def main():
            jax.jit(lambda x: x + 1)(jnp.ones(2))
    """), encoding="utf-8")
    report = jaxcheck.run(f"{path}:main")
    assert [ep.target for ep in report.entrypoints] == [f"{path}:main"]
    assert report.compiles == 1 and report.exit_code == 0


def test_watch_keeps_its_state_out_of_the_constructor_and_repr():
    fields = {f.name: f for f in dataclasses.fields(jaxcheck.Watch)}
    assert all(name.startswith("_") for name in fields)
    assert not any(f.init or f.repr for f in fields.values())
    assert repr(jaxcheck.Watch()) == "Watch()"


def test_version_reads_without_the_runner():
    from jaxcheck._src.util.version import __version__

    assert jaxcheck.__version__ == __version__


# --- the in-code API: typos, warm caches, reprs, the guard's incident --------------------


def _normalize():
    @jax.jit
    def normalize(x):
        return x / x.sum()

    return normalize


def test_a_misspelt_name_warns_with_did_you_mean():
    normalize = _normalize()
    with jax_compile_log() as log, jaxcheck.watch() as w:
        normalize(jnp.ones(3))
        normalize(jnp.ones(4))
    assert compiled(log, "normalize") == 2
    assert w.compiles("normalize") == 2
    with pytest.warns(jaxcheck.JaxcheckWarning, match="did you mean 'normalize'") as told:
        assert w.compiles("normalise") == 0
    # a typo, said so: not the advice about a warm cache that it used to end with
    assert str(told[0].message) == ("jaxcheck: no function named 'normalise' compiled in "
                                    "the block (did you mean 'normalize'?)")
    with pytest.raises(KeyError, match="did you mean 'normalize'"):
        w.function("normalise")
    with pytest.warns(jaxcheck.JaxcheckWarning, match="did you mean 'normalize'"), \
            jaxcheck.assert_max_compiles(1, "normalise"):
        normalize(jnp.ones(5))


def test_a_budget_met_only_by_a_warm_cache_says_so_and_clear_caches_counts():
    normalize = _normalize()
    normalize(jnp.ones(3))  # the warm-up
    with pytest.warns(jaxcheck.JaxcheckWarning, match="clear_caches=True"), \
            jax_compile_log() as log, jaxcheck.assert_max_compiles(1):
        normalize(jnp.ones(3))
    assert compiled(log, "normalize") == 0  # JAX compiled nothing in the block
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with jax_compile_log() as log, jaxcheck.assert_max_compiles(1, clear_caches=True):
            normalize(jnp.ones(3))
        assert compiled(log, "normalize") == 1  # a cold cache: the first compile counts
        with jaxcheck.assert_max_compiles(0):  # "nothing compiles": no warning
            normalize(jnp.ones(3))
        with pytest.raises(AssertionError), jaxcheck.assert_max_compiles(1, clear_caches=True):
            normalize(jnp.ones(3))
            normalize(jnp.ones(6))


def test_functions_have_a_compact_repr():
    normalize = _normalize()
    with jaxcheck.watch(clear_caches=True) as w:
        normalize(jnp.ones(3))
        normalize(jnp.ones(4))
    text = repr(w.functions)
    assert text.count("\n") == 0 and len(text) < 200, text
    assert "normalize (" in text and "2 compiles, 1 recompile>" in text


def test_a_guard_incident_shows_the_public_name_and_none_of_jaxchecks_frames():
    normalize = _normalize()
    with jax_compile_log() as log, pytest.raises(jaxcheck.RecompileError) as info, \
            jaxcheck.guard() as g:
        normalize(jnp.ones(3))
        g.arm()
        normalize(jnp.ones(4))
    assert compiled(log, "normalize") == 2
    shown = "".join(traceback.format_exception(info.value))
    assert "jaxcheck.RecompileError: jaxcheck.guard:" in shown
    assert "jaxcheck._src.embed.guard" not in shown
    package = str(Path(jaxcheck.__file__).parent)
    assert package not in shown, shown


# --- the guard from the environment: JAXCHECK_GUARD -----------------------------------


def test_guard_from_env_is_public():
    assert "guard_from_env" in jaxcheck.__all__
    assert jaxcheck.guard_from_env({}) is None
    g = jaxcheck.guard_from_env({"JAXCHECK_GUARD": "log,max=1"})
    try:
        assert isinstance(g, jaxcheck.Guard)
    finally:
        g.stop()
    with pytest.raises(ValueError, match="JAXCHECK_GUARD"):
        jaxcheck.guard_from_env({"JAXCHECK_GUARD": "explode"})
