from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def tannin_curve(k20, temp, days):
    k = k20 * 1.07 ** (temp - 20.0)

    def day(c, _):
        c = c + k * (3.0 - c) - 0.01 * c
        return c, c

    _, curve = jax.lax.scan(day, jnp.float32(0.0), None, length=days)
    return curve
