import jax.numpy as jnp

from ode import simulate


def voltage_misfit(params, y0, observed):
    vs = simulate(y0, params)
    return float(jnp.mean((vs - observed) ** 2))


def coordinate_search(f, x0, step, n_rounds):
    x = list(x0)
    best = f(jnp.asarray(x, dtype=jnp.float32))
    for _ in range(n_rounds):
        for i in range(len(x)):
            for delta in (step, -step):
                trial = list(x)
                trial[i] += delta
                val = f(jnp.asarray(trial, dtype=jnp.float32))
                if val < best:
                    x, best = trial, val
        step *= 0.5
    return x, best
