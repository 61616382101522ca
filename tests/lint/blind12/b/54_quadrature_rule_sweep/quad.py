from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="rule")
def integrate(f_values, a, b, rule):
    n = f_values.shape[-1] - 1
    h = (b - a) / n
    if rule == "trapezoid":
        w = jnp.ones(n + 1).at[0].set(0.5).at[-1].set(0.5)
    elif rule == "simpson":
        w = jnp.where(jnp.arange(n + 1) % 2 == 1, 4.0, 2.0).at[0].set(1.0).at[-1].set(1.0) / 3.0
    elif rule == "midpoint_richardson":
        coarse = jnp.ones(n // 2 + 1).at[0].set(0.5).at[-1].set(0.5)
        fine = jnp.ones(n + 1).at[0].set(0.5).at[-1].set(0.5)
        return h * (4 * (f_values @ fine) - 2 * (f_values[..., ::2] @ coarse)) / 3
    else:
        raise ValueError(rule)
    return h * (f_values @ w)
