from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def trailing_pickup(daily_pickup, window):
    return daily_pickup[-window:].mean()
