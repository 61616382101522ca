"""Exact analysis on real programs: every compile JAX names is counted for the call
that caused it, and every cause names what really differs.

The truth is JAX's own compile log (``jax_log_compiles``: one "Compiling <name>" line
per executable) and, where the release words it, its cache-miss text; never
jaxcheck's own output. Runs on 0.4.38, 0.6.2 and the newest (``make test-compat``).
"""

import jax
import jax.numpy as jnp
import pytest
from conftest import compiled, jax_compile_log, run_workload


def witnessed(workload):
    """(jaxcheck's report, JAX's log lines) of one run of ``workload``."""
    with jax_compile_log() as log:
        ep = run_workload(workload)
    return ep, log


def compiles_of(ep, name: str) -> int:
    return sum(f.compiles for f in ep.functions if f.name.split(".")[-1] == name)


def assert_counted(ep, log, name: str, at_least: int = 2) -> None:
    """jaxcheck counts exactly the compiles of ``name`` JAX logs (and there are some to
    miss: a count of one where JAX compiled twice is the silent pass)."""
    jax_count = compiled(log, name)
    assert jax_count >= at_least, (name, jax_count, log)
    assert compiles_of(ep, name) == jax_count, (
        f"JAX compiled {name} {jax_count} times, jaxcheck counted "
        f"{[(f.name, f.compiles) for f in ep.functions]}")
    unexpected = sum(1 for f in ep.functions for e in f.events
                     if f.name.split(".")[-1] == name and e.recompile)
    assert unexpected == jax_count - 1


# --- compiles JAX names, attributed to the call that caused them ------------------
#
# Under an eager `jax.vmap`, a jitted function is traced per example (cached: the
# per-example shapes do not change with the batch) and its batched program compiled
# afterwards, after JAX's own ops moved the batch axis and after any number of
# jitted calls made inside the trace. The compile must go to the vmapped call
# however many calls came in between.


def _many_inner_calls(n: int):
    """A jitted function whose trace makes ``n`` jitted calls of its own (as
    diffrax's diffeqsolve makes hundreds through equinox)."""
    inners = [jax.jit(lambda x, k=k: x + k) for k in range(8)]

    @jax.jit
    def deep(y):
        for i in range(n):
            y = inners[i % len(inners)](y)
        return y

    return deep


@pytest.mark.parametrize("inner", [0, 700])
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

