from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("horizon",))
def upcoming_deficit(et0, rain, day, kc, horizon=7):
    padded_et0 = jnp.concatenate([et0, jnp.zeros(horizon, et0.dtype)])
    padded_rain = jnp.concatenate([rain, jnp.zeros(horizon, rain.dtype)])
    e = jax.lax.dynamic_slice(padded_et0, (day,), (horizon,))
    r = jax.lax.dynamic_slice(padded_rain, (day,), (horizon,))
    return jnp.sum(jnp.maximum(kc * e - 0.8 * r, 0.0))
