import jax.numpy as jnp

from ode import integrate


def trajectory_misfit(mu, y0, observed):
    ys = integrate(y0, mu=mu)
    return float(jnp.mean((ys[:, 0] - observed) ** 2))


def golden_section(f, lo, hi, n_iters):
    g = (5**0.5 - 1) / 2
    a, b = lo, hi
    for _ in range(n_iters):
        c, d = b - g * (b - a), a + g * (b - a)
        if f(c) < f(d):
            b = d
        else:
            a = c
    return 0.5 * (a + b)
