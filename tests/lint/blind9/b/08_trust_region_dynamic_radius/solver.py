import jax.numpy as jnp

from trust import StepOptions, extended_rosenbrock, trust_step


def minimize_tr(x, opts, radius=0.1, max_radius=10.0, eta=0.15, n_iter=8):
    radius = jnp.asarray(radius, dtype=jnp.float32)
    trace = []
    for _ in range(n_iter):
        p, rho, step_norm = trust_step(x, radius, opts)
        if rho > eta:
            x = x + p
        if rho < 0.25:
            radius = 0.25 * step_norm
        elif rho > 0.75 and jnp.isclose(step_norm, radius, rtol=1e-3):
            radius = jnp.minimum(2.0 * radius, max_radius)
        trace.append(float(extended_rosenbrock(x)))
    return x, trace


def compare_models(x0):
    results = {}
    for model in ("cauchy", "dogleg"):
        opts = StepOptions(model=model)
        results[model] = minimize_tr(x0, opts)
    return results
