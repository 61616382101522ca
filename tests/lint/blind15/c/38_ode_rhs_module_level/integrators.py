from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0, 4))
def heun(rhs, y0, params, dt, n_steps):
    def body(y, _):
        k1 = rhs(y, params)
        k2 = rhs(y + dt * k1, params)
        y = y + 0.5 * dt * (k1 + k2)
        return y, y
    _, ys = jax.lax.scan(body, y0, None, length=n_steps)
    return ys
