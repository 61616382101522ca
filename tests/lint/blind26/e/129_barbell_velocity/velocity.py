from functools import partial

import jax
import jax.numpy as jnp

DRIFT_CORRECTION = "zero_velocity_update"


@partial(jax.jit, static_argnames="method")
def barbell_velocity(acc, method):
    v = jnp.cumsum(acc) / 200.0
    if method == "zero_velocity_update":
        v = v - jnp.linspace(0.0, 1.0, v.shape[0]) * v[-1]
    return jnp.mean(jnp.where(v > 0, v, 0.0)), jnp.max(v)


def rep_metrics(acc):
    return barbell_velocity(acc, method=DRIFT_CORRECTION)
