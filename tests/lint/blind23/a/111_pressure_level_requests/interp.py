from functools import partial

import jax
import jax.numpy as jnp

MODEL_LEVELS = jnp.array([1000.0, 925.0, 850.0, 700.0, 600.0, 500.0, 400.0, 300.0, 250.0, 200.0])


@partial(jax.jit, static_argnames=("levels",))
def to_pressure_levels(profile, levels):
    logp = jnp.log(MODEL_LEVELS[::-1])
    target = jnp.log(jnp.array(levels, jnp.float32))
    return jax.vmap(lambda col: jnp.interp(target, logp, col[::-1]))(profile)
