"""The truth through real libraries: diffrax and numpyro, installed by the dev extras.

Every count is checked against JAX's own compile log (``jax_log_compiles``), never
against jaxcheck's output. The programs are kept small (diffrax and numpyro compile
slowly): a two-variable ODE with a few Euler steps, a one-parameter model.
"""

from __future__ import annotations

import jax.numpy as jnp
import pytest
from helpers import (
    assert_site,
    caller_line,
    compiled,
    jax_compile_log,
    only_function,
    run_workload,
)

# real diffrax and numpyro programs: `make test-slow` (CI runs it)
pytestmark = pytest.mark.slow

diffrax = pytest.importorskip("diffrax")


def _decay(t, y, args):
    return -y


def _solve(y0):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(_decay), diffrax.Euler(),
                              t0=0.0, t1=1.0, dt0=0.5, y0=y0, max_steps=4)
    return sol.ys


SOLVE_LINE = _solve.__code__.co_firstlineno + 1


def test_vmap_of_a_library_filter_jit_outside_jit_is_the_users_compile():
    """``jax.vmap(solve)`` where ``solve`` calls diffrax's ``diffeqsolve`` (an
    ``eqx.filter_jit``): JAX compiles ``jit(diffeqsolve)`` once per ensemble size, and
    jaxcheck counts each at the user's line, never as a JAX-internal op."""
    import jax

    def workload():
        for n in (4, 6, 4):
            jax.vmap(_solve)(jnp.ones((n, 2)))

    with jax_compile_log() as log:
        ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.name == "diffeqsolve"
    assert fn.compiles == compiled(log, "diffeqsolve") == 2
    first, second = fn.events
    assert [e.transform for e in fn.events] == ["vmap", "vmap"]
    for event in fn.events:
        assert_site(event.call_site, __file__, SOLVE_LINE)
    assert second.recompile and [(c.kind, c.before, c.after) for c in second.causes] == [
        ("shape", "f32[4,2]", "f32[6,2]")]
    # everything else JAX compiled is its own eager ops, and counted as such
    total = sum(1 for line in log if line.startswith("Compiling ")
                and not line.startswith("Compiling jit(_jaxcheck_probe)"))
    assert ep.internal_compiles == total - 2


@pytest.mark.parametrize("change", ["controller", "dt0"])
def test_a_diffeqsolve_option_changed_is_named_as_the_user_passed_it(change):
    """A step-size controller of another type is one structure cause (not the new
    controller's float fields against "an array"); ``dt0`` as a Python float, then an
    array, is the float the wrapper keeps static against the traced array."""
    calls = {"controller": [dict(stepsize_controller=diffrax.ConstantStepSize()),
                            dict(stepsize_controller=diffrax.PIDController(1e-3, 1e-3))],
             "dt0": [dict(dt0=0.25), dict(dt0=jnp.asarray(0.25))]}[change]

    def workload():
        for kw in calls:
            diffrax.diffeqsolve(diffrax.ODETerm(_decay), diffrax.Tsit5(), t0=0.0, t1=1.0,
                                y0=jnp.ones(2), max_steps=8, **{"dt0": 0.25, **kw})

    with jax_compile_log() as log:
        ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.compiles == compiled(log, "diffeqsolve") == 2
    causes = [(c.kind, c.path, c.before, c.after) for c in fn.events[1].causes]
    if change == "controller":
        assert causes == [("pytree_structure", "stepsize_controller", "ConstantStepSize",
                           "PIDController")]
    else:
        assert causes == [("static_value", "dt0", "0.25", "f32[] (weak)")]
        assert "jnp.asarray" in fn.events[1].hint


# --- numpyro: a jitted function of the library's, reached from the user's line ----------

numpyro = pytest.importorskip("numpyro")


def _model(x):
    import numpyro.distributions as dist

    mu = numpyro.sample("mu", dist.Normal(0.0, 1.0))
    numpyro.sample("obs", dist.Normal(mu, 1.0), obs=x)


def test_a_library_recompile_is_charged_to_the_users_line_with_a_fix_in_its_terms():
    import jax
    from numpyro.infer import HMC, MCMC

    lines = []

    def workload():
        for n in (3, 4):
            mcmc = MCMC(HMC(_model, num_steps=2, trajectory_length=None), num_warmup=2,
                        num_samples=n, progress_bar=False)
            lines.append(caller_line() + 1)
            mcmc.run(jax.random.key(0), jnp.ones(3))

    with jax_compile_log() as log:
        ep = run_workload(workload)
    [fn] = [f for f in ep.functions if f.name == "_fori_collect_loop"]
    assert fn.compiles == compiled(log, "_fori_collect_loop") == 2
    assert fn.defined_at.endswith("numpyro/util.py:" + fn.defined_at.rsplit(":", 1)[1])
    first, second = fn.events
    for event in fn.events:
        assert_site(event.call_site, __file__, lines[0])
    hint = second.hint
    assert "`_fori_collect_loop` is numpyro's (compiled at numpyro/util.py:" in hint
    assert "`MCMC.run`" in hint and "`num_samples` 3 → 4" in hint
    assert "new `_body_fn` on every `MCMC.run`" in hint
    assert "__eq__" not in hint  # nothing a numpyro user could act on
