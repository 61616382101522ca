"""Exact analysis on real programs: every compile JAX names is counted for the call
that caused it, and every cause names what really differs.

The truth is JAX's own compile log (``jax_log_compiles``: one "Compiling <name>" line
per executable) and, where the release words it, its cache-miss text; never
jaxcheck's own output. Runs on 0.4.38, 0.6.2 and the newest (``make test-compat``).
"""

import functools

import jax
import jax.numpy as jnp
import pytest
from helpers import (
    assert_counted,
    compiled,
    compiles_of,
    jax_compile_log,
    only_recompile,
    witnessed,
)

# --- compiles JAX names, attributed to the call that caused them ------------------


#
# Under an eager `jax.vmap`, a jitted function is traced per example (cached: the
# per-example shapes do not change with the batch) and its batched program compiled
# afterwards, after JAX's own ops moved the batch axis and after any number of
# jitted calls made inside the trace. The compile must go to the vmapped call
# however many calls came in between.


def _many_inner_calls(n: int):
    """A jitted function whose trace makes ``n`` jitted calls of its own (as diffrax's
    diffeqsolve makes hundreds through equinox), and whose batching rule calls a
    `jnp` function (as equinox's loops do) while JAX batches the program, after the
    trace and before the batched compile: JAX's own op is then the latest call."""
    from jax import custom_batching

    inners = [jax.jit(lambda x, k=k: x + k) for k in range(8)]

    @custom_batching.custom_vmap
    def passthrough(x):
        return x

    @passthrough.def_vmap
    def _rule(axis_size, in_batched, x):
        return jnp.moveaxis(x, 0, 0) + 0, True

    @jax.jit
    def deep(y):
        for i in range(n):
            y = inners[i % len(inners)](y)
        return passthrough(y)

    return deep


@pytest.mark.parametrize("inner", [10, 600])
def test_vmap_of_a_jitted_function_counts_each_batch_size(inner):
    deep = _many_inner_calls(inner)

    def workload():
        for n in (4, 6, 4):
            jax.vmap(deep)(jnp.ones((n, 2)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "deep")
    [recompile] = [e for f in ep.functions for e in f.events if e.recompile]
    assert [(c.kind, c.path, c.before, c.after) for c in recompile.causes] == [
        ("shape", "y", "f32[4,2]", "f32[6,2]")]


def test_nested_vmap_counts_each_batch_size():
    @jax.jit
    def cell(x):
        return jnp.sin(x) * 2

    def workload():
        for n in (3, 5, 3):
            jax.vmap(jax.vmap(cell))(jnp.ones((n, 2, 4)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "cell")


def test_jitted_function_called_only_inside_a_vmapped_function():
    @jax.jit
    def inner(x):
        return x @ x.T

    def per_example(x):
        return inner(x) + 1.0

    def workload():
        for n in (2, 7, 2):
            jax.vmap(per_example)(jnp.ones((n, 3, 3)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "inner")


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_vmap_of_an_equinox_filter_jit_function():
    eqx = pytest.importorskip("equinox")

    @eqx.filter_jit
    def scaled(x, factor=2.0):
        for _ in range(300):  # many jitted calls inside the trace before the compile
            x = jnp.tanh(x)
        return x * factor

    def workload():
        for n in (4, 6, 4):
            jax.vmap(scaled)(jnp.ones((n, 3)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "scaled")


@pytest.mark.parametrize("sizes", [(4, 6, 4), (4, 4)])
def test_lax_map_outside_jit_over_a_jitted_function(sizes):
    @jax.jit
    def body(x):
        return jnp.cos(x).sum()

    def workload():
        for n in sizes:
            jax.lax.map(body, jnp.ones((n, 3)))

    ep, log = witnessed(workload)
    # outside jit, JAX compiles the loop (named `scan`) on every call, even unchanged
    assert compiled(log, "scan") == len(sizes)
    assert compiles_of(ep, "body") == len(sizes)
    recompiles = [e for f in ep.functions for e in f.events if e.recompile]
    assert all(c.kind != "unknown" for e in recompiles for c in e.causes), recompiles
    [last] = recompiles[-1:]
    if sizes == (4, 4):
        assert [(c.kind, c.path, c.reason) for c in last.causes] == [
            ("redefined_function", "lax.map", "helper_every_call")]
        assert "inside a jitted function" in last.hint


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
@pytest.mark.parametrize("saveat", ["ts", "t1", "steps", None])
def test_diffrax_under_vmap_counts_each_ensemble_size(saveat):
    diffrax = pytest.importorskip("diffrax")
    term = diffrax.ODETerm(lambda t, y, args: -y)
    solver = diffrax.Tsit5()
    ts = jnp.linspace(0.0, 1.0, 5)
    kw = {"ts": dict(saveat=diffrax.SaveAt(ts=ts)),
          "t1": dict(saveat=diffrax.SaveAt(t1=True)),
          "steps": dict(saveat=diffrax.SaveAt(steps=True), max_steps=16),
          None: {}}[saveat]

    def solve(y0):
        return diffrax.diffeqsolve(term, solver, 0.0, 1.0, 0.1, y0, **kw).ys

    def workload():
        for n in (4, 6, 4):
            jax.vmap(solve)(jnp.ones((n, 2)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "diffeqsolve")


def _optimistix_root(a):
    optx = pytest.importorskip("optimistix")
    solver = optx.Newton(rtol=1e-6, atol=1e-6)
    return optx.root_find(lambda y, args: y ** 2 - args, solver, jnp.ones(2), args=a).value


def _lineax_solve(b):
    lx = pytest.importorskip("lineax")
    return lx.linear_solve(lx.MatrixLinearOperator(jnp.eye(2) * 2.0), b).value


@functools.cache
def _scanned():
    eqx = pytest.importorskip("equinox")

    @eqx.filter_jit
    def scanned(x):
        c, ys = jax.lax.scan(lambda c, _: (jnp.tanh(c) * 1.1, c.sum()), x, None, length=20)
        return jax.lax.map(lambda r: r * 2, ys).sum() + c.sum()

    return scanned


def _equinox_scan_and_map(x):
    return _scanned()(x)


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
@pytest.mark.parametrize("solve, name", [(_optimistix_root, "root_find"),
                                         (_lineax_solve, "linear_solve"),
                                         (_equinox_scan_and_map, "scanned")])
def test_equinox_libraries_under_vmap_count_each_batch_size(solve, name):
    # neighbours of diffrax: their jitted entry point's compile comes after the
    # library's own calls inside the trace, and still goes to the vmapped call
    def workload():
        for n in (4, 6, 4):
            jax.vmap(solve)(jnp.ones((n, 2)))

    ep, log = witnessed(workload)
    assert_counted(ep, log, name)


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_numpyro_predictive_over_changing_sample_counts():
    numpyro = pytest.importorskip("numpyro")
    import numpyro.distributions as dist
    from numpyro.infer import Predictive

    def model(x):
        w = numpyro.sample("w", dist.Normal(0.0, 1.0))
        numpyro.sample("y", dist.Normal(w * x, 1.0))

    @jax.jit
    def summarize(samples):
        return samples["y"].mean(0)

    def workload():
        for n in (8, 16, 8):
            out = Predictive(model, num_samples=n)(jax.random.PRNGKey(0), jnp.ones(3))
            summarize(out)

    ep, log = witnessed(workload)
    assert_counted(ep, log, "summarize")
    # Predictive maps numpyro's own closure with lax.map outside jit: each `scan`
    # JAX compiles is counted for it
    assert compiles_of(ep, "single_prediction") == compiled(log, "scan") == 3


# --- what JAX compiles again for without a word: jit arguments, transformations ----


def test_rejit_with_other_donate_argnums_is_named():
    def step(x, y):
        return x + y

    def workload():
        for donate in [(0,), (0, 1)]:
            jax.jit(step, donate_argnums=donate)(jnp.ones(2), jnp.ones(2))

    ep, log = witnessed(workload)
    assert_counted(ep, log, "step")
    event = only_recompile(ep, "step")
    assert [(c.kind, c.path, c.before, c.after, c.reason) for c in event.causes] == [
        ("compiler_options", "donate_argnums", "donate_argnums (0,)",
         "donate_argnums (0, 1)", "jit_argument")]
    assert "jax.jit` once per setting" in event.hint


def test_checkify_wrapper_made_anew_is_counted_and_named():
    from jax.experimental import checkify

    def step(x, y):
        return x + y

    def workload():
        for _ in range(2):
            jax.jit(checkify.checkify(step))(jnp.ones(2), jnp.ones(2))

    ep, log = witnessed(workload)
    # JAX names the compile after checkify's own wrapper; it is the user's step
    assert compiled(log, "checked_fun") == 2
    [fn] = ep.functions
    assert fn.name.startswith("checkify(") and fn.name.endswith(".step)") and fn.compiles == 2
    assert fn.defined_at.endswith(f":{step.__code__.co_firstlineno}")
    [event] = [e for e in fn.events if e.recompile]
    assert [(c.kind, c.path, c.reason) for c in event.causes] == [
        ("redefined_function", "checkify", "transform")]
    assert "jax.jit(checkify(f))` once" in event.hint


# --- the same diagnosis in every way of running ------------------------------------


def test_the_guard_counts_and_names_them_as_a_run_does():
    import numpy as np
    from jax.experimental import checkify

    import jaxcheck

    def step(x, y):
        return x + y

    def scaled(x, flag):
        return x * 2

    f = jax.jit(scaled, static_argnums=1)
    seen = []
    with jax_compile_log() as log, jaxcheck.guard(on_compile=seen.append) as g:
        jax.jit(checkify.checkify(step))(jnp.ones(2), jnp.ones(2))
        f(jnp.ones(2), False)
        f(jnp.ones(2), True)
        g.arm()
        jax.jit(checkify.checkify(step))(jnp.ones(2), jnp.ones(2))
        f(jnp.ones(2), np.False_)
    assert compiled(log, "checked_fun") == 2 and compiled(log, "scaled") == 3
    assert [(c.kind, c.path, c.reason) for i in seen for c in i.event.causes] == [
        ("redefined_function", "checkify", "transform"),
        ("static_value", "flag", "type_only")]
    assert seen[1].event.causes[0].before == "False (bool)"
