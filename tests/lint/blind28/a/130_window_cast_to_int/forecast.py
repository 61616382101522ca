from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def trailing_arrivals(daily_arrivals, window):
    return daily_arrivals[-window:].mean()
