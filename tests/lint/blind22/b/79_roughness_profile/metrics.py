import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("method",))
def roughness(profile, method="ra"):
    centered = profile - jnp.mean(profile, axis=-1, keepdims=True)
    if method == "rq":
        return jnp.sqrt(jnp.mean(centered ** 2, axis=-1))
    return jnp.mean(jnp.abs(centered), axis=-1)
