from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("gain_db", "ceiling"))
def apply_gain(x, gain_db, ceiling):
    g = 10.0 ** (gain_db / 20.0)
    y = x * g
    return jnp.clip(y, -ceiling, ceiling)


def loudness_db(x):
    return 20.0 * jnp.log10(jnp.sqrt(jnp.mean(x ** 2)) + 1e-8)
