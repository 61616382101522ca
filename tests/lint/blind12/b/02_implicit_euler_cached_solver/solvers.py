import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def make_newton_step(rhs, dt):
    """Return a jitted Newton update for the implicit Euler residual y - y_prev - dt*f(y)."""

    def residual(y, y_prev):
        return y - y_prev - dt * rhs(y)

    def newton_step(y, y_prev):
        r = residual(y, y_prev)
        J = jax.jacfwd(residual)(y, y_prev)
        return y - jnp.linalg.solve(J, r)

    return jax.jit(newton_step)
