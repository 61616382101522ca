"""`jaxcheck.run(fn, example=...)`: a function in hand, its arguments given, in process.

The verdicts are checked against JAX's compile log; the notebook form runs in an
IPython shell in process (the last expression of a cell shows the report).
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import pytest
from helpers import compiled, jax_compile_log

import jaxcheck

#: every verdict here is checked against JAX's compile log: the targets are executed
executed = functools.partial(jaxcheck.run, mode="execute")


@jax.jit
def scale(x, factor):
    return x * factor


def test_run_a_function_object_with_its_arguments():
    with jax_compile_log() as log:
        report = executed(scale, example=(jnp.ones(3), 1))
    (ep,) = report.entrypoints
    v = {(r.axis, r.path): r.result for r in ep.variations}
    # base 1, value 2 hits, weak_type -> i32[] and scalar_type 1 -> 1.5 compile;
    # x: value hits, dtype, shape (dim 0) compile: 4 recompiles, as JAX counts them
    assert compiled(log, "scale") == 1 + sum(r == "recompile" for r in v.values()) == 5
    assert v["scalar_type", "factor"] == "recompile" and v["value", "factor"] == "hit"
    assert not report.unexpected and report.exit_code == 0
    assert ep.target.endswith(":scale")


@jax.jit
def masked(x, mask=None):
    return x.sum() if mask is None else (x * mask).sum()


@pytest.mark.parametrize("how", ["positional", "keyword"])
def test_an_optional_argument_given_an_array_is_also_called_with_none(how):
    example = (jnp.ones(3), jnp.ones(3)) if how == "positional" else \
        jaxcheck.Args(jnp.ones(3), mask=jnp.ones(3))
    with jax_compile_log() as log:
        report = executed(masked, example=example)
    (ep,) = report.entrypoints
    (v,) = [v for v in ep.variations if v.axis == "container"]
    assert (v.path, v.result, v.detail) == ("mask", "recompile", "array → None (its default)")
    assert [(c.kind, c.before, c.after) for c in v.causes] == \
        [("pytree_structure", "f32[3]", "None")]
    recompiles = sum(v.result == "recompile" for v in ep.variations)
    assert compiled(log, "masked") == 1 + recompiles
    # left at None: no array of a known shape can stand in; not called
    report = executed(masked, example=(jnp.ones(3), None), variations=True)
    (v,) = [v for v in report.entrypoints[0].variations if v.axis == "container"]
    assert v.result == "skipped" and v.detail.startswith("None → a value")


def test_args_with_keywords_and_a_factory_with_dimensions():
    with jax_compile_log() as log:
        report = executed(scale, example=jaxcheck.Args(jnp.ones(2), factor=2.0),
                              variations=False)
    assert compiled(log, "scale") == 1 and not report.unexpected

    def make(B=2):
        return (jnp.ones(B), 0.5)

    with jax_compile_log() as log:
        report = executed(scale, example=make, dims={"B": [2, 4]}, variations=False)
    assert compiled(log, "scale") == 2 == report.entrypoints[0].functions[0].compiles
    with pytest.raises(jaxcheck.UsageError, match="has no parameter 'C'"):
        executed(scale, example=make, dims={"C": [1]})
    with pytest.raises(jaxcheck.UsageError, match="has no parameter 'B'"):
        executed(scale, example=(jnp.ones(2), 1.0), dims={"B": [1]})


def test_in_a_notebook_cell():
    IPython = pytest.importorskip("IPython")
    from IPython.core.interactiveshell import InteractiveShell

    del IPython
    shell = InteractiveShell.instance()
    shell.user_ns.update(jaxcheck=jaxcheck, scale=scale, jnp=jnp)
    with jax_compile_log() as log:
        result = shell.run_cell("jaxcheck.run(scale, example=(jnp.ones(2), 0.5), mode='execute')")
    assert result.error_in_exec is None
    report = result.result
    assert isinstance(report, jaxcheck.Report)
    assert compiled(log, "scale") == report.entrypoints[0].functions[0].compiles
    assert "scalar_type" in report._repr_html_()


def test_an_expect_path_an_example_does_not_have_is_a_typo(tmp_path, monkeypatch):
    # the paths of an example are known once its factory ran; a misspelt one must not
    # be silently ignored (it would leave the variation judged by the default policy)
    with pytest.raises(jaxcheck.UsageError, match=r"no argument path 'factr' \(did you "
                                                  r"mean 'factor'\?\)"):
        executed(scale, example=(jnp.ones(3), 1), expect={"weak_type": {"factr": "any"}})
    # the spelled path is taken, and it changes the verdict as JAX's compile says
    with jax_compile_log() as log:
        report = executed(scale, example=(jnp.ones(3), 1),
                              expect={"scalar_type": {"factor": "hit"}})
    assert compiled(log, "scale") == 5 and report.exit_code == 1
    # declared beside a target string: the declaration's own path is checked the same way
    (tmp_path / "mod.py").write_text(
        "import jax, jax.numpy as jnp, jaxcheck\n\n"
        "def make():\n    return (jnp.ones(3), 1)\n\n"
        "@jaxcheck.entrypoint(example=make, expect={'value': {'factr': 'any'}})\n"
        "@jax.jit\ndef scale(x, factor):\n    return x * factor\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(jaxcheck.UsageError, match=r"expect value:factr of .*did you mean"):
        executed(str(tmp_path / "mod.py") + ":scale")


@jax.jit
def takes_a_pair(items, options):
    return items[0] * options["k"]


@jax.jit
def affine(x, a, b):
    return x * a + b


def test_an_args_kwargs_pair_is_told_unless_the_target_takes_a_pair():
    # `((x, 2), {"b": 1})` calls affine((x, 2), {"b": 1}): affine cannot take that, but
    # takes what the pair holds
    with pytest.raises(jaxcheck.UsageError, match=r"returned a pair \(args, kwargs\).*"
                                                  r"jaxcheck\.Args\(\*args, \*\*kwargs\)"):
        executed(affine, example=((jnp.ones(3), 2), {"b": 1}))
    # a target whose arguments are a tuple and a dict is called with them, as given
    with jax_compile_log() as log:
        report = executed(takes_a_pair, example=((jnp.ones(3),), {"k": jnp.ones(())}),
                              variations=False)
    assert report.entrypoints[0].error is None
    assert compiled(log, "takes_a_pair") == report.compiles == 1


@functools.partial(jax.jit, donate_argnums=0)
def donating(w, x):
    return w - 0.1 * x.sum()


@pytest.mark.parametrize("how", ["example", "spec"])
def test_a_step_that_donates_its_state_still_gets_every_variation(how):
    # the base call deletes `w` (donate_argnums): the variations are built from a copy
    # taken before it, and each variation call gets its own, so none meets a deleted array
    given = {"example": (jnp.ones(3), jnp.ones(4))} if how == "example" else \
        {"args": "f32[3], f32[4]"}
    with jax_compile_log() as log:
        report = executed(donating, **given)
    (ep,) = report.entrypoints
    results = {(v.axis, v.path): v.result for v in ep.variations}
    assert "error" not in results.values(), [(v.axis, v.path, v.detail) for v in ep.variations]
    assert results["value", "x"] == "hit" and results["dtype", "x"] == "recompile"
    assert results["value", "w"] == "hit" and results["dtype", "w"] == "recompile"
    recompiles = sum(r == "recompile" for r in results.values())
    assert compiled(log, "donating") == ep.compiles == 1 + recompiles


@jax.jit
def _masked(x, mask=None):
    return x.sum() if mask is None else (x * mask).sum()


@pytest.mark.parametrize("mode", ["execute", "trace"])
def test_a_step_that_consumes_its_batch_gets_variations_of_the_batch_it_was_given(mode):
    # the step pops the mask from its batch: the variations are built from a copy taken
    # before the base call, each gets its own, so none meets a batch without its mask
    # (that was a recompile blamed on the variation: `pytree_structure` at mask)
    def step(batch):
        return _masked(batch["x"], batch.pop("mask", None))

    def make():
        return ({"x": jnp.ones(3), "mask": jnp.ones(3)},)

    with jax_compile_log() as log:
        report = executed(step, example=make, mode=mode)
    (ep,) = report.entrypoints
    results = {(v.axis, v.path): v for v in ep.variations}
    for leaf in ("batch['mask']", "batch['x']"):
        assert results["value", leaf].result == "hit", results["value", leaf]
        assert results["dtype", leaf].result == "recompile"
        assert [c.kind for c in results["dtype", leaf].causes] == ["dtype"]
    if mode == "execute":
        recompiles = sum(v.result == "recompile" for v in ep.variations)
        assert compiled(log, "_masked") == ep.compiles == 1 + recompiles
