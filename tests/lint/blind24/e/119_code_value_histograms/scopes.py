from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("bins",))
def code_value_histogram(codes, bins):
    return jnp.bincount(codes.ravel(), length=bins)
