from functools import partial

import jax
import jax.numpy as jnp

from options import NewtonOptions


def kepler_residual(E, M, e):
    return E - e * jnp.sin(E) - M


@partial(jax.jit, static_argnames=("opts",))
def solve_eccentric_anomaly(M, e, opts):
    dfdE = jax.vmap(jax.grad(kepler_residual))

    def cond(state):
        E, i = state
        return (jnp.max(jnp.abs(kepler_residual(E, M, e))) > opts.tol) & (i < opts.max_iter)

    def body(state):
        E, i = state
        step = kepler_residual(E, M, e) / dfdE(E, M, e)
        return E - opts.damping * step, i + 1

    E, n = jax.lax.while_loop(cond, body, (M + e * jnp.sin(M), 0))
    return E, n


class OrbitPropagator:
    def __init__(self, eccentricities, tol=1e-6, max_iter=20):
        self.e = jnp.asarray(eccentricities)
        self.tol = tol
        self.max_iter = max_iter

    @property
    def newton_options(self):
        return NewtonOptions(tol=self.tol, max_iter=self.max_iter)

    def positions(self, t, period=1.0):
        M = 2 * jnp.pi * t / period * jnp.ones_like(self.e)
        E, _ = solve_eccentric_anomaly(M, self.e, self.newton_options)
        x = jnp.cos(E) - self.e
        y = jnp.sqrt(1 - self.e ** 2) * jnp.sin(E)
        return jnp.stack([x, y], axis=-1)
