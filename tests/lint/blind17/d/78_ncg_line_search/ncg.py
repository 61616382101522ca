from functools import partial

import jax
import jax.numpy as jnp

from linesearch import golden_section


def energy(x, A, b):
    return 0.5 * x @ A @ x - b @ x + 0.1 * jnp.sum(x ** 4)


def along(t, x, d, A, b):
    return energy(x + t * d, A, b)


def nonlinear_cg(x, A, b, n_iter=6):
    grad = jax.jit(jax.grad(energy))
    g = grad(x, A, b)
    d = -g
    for it in range(n_iter):
        phi = partial(along, x=x, d=d, A=A, b=b)
        t = golden_section(phi, jnp.float32(0.0), jnp.float32(2.0))
        x = x + t * d
        g_new = grad(x, A, b)
        beta = jnp.maximum(0.0, g_new @ (g_new - g) / (g @ g))
        d = -g_new + beta * d
        g = g_new
        print(it, float(energy(x, A, b)))
    return x
