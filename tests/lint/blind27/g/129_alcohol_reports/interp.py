from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("method",))
def alcohol_from_density(density, method="polynomial"):
    if method == "polynomial":
        return 1018.0 * (1.09 - density) ** 1.0 * 8.0
    return (1.09 - density) * 131.25
