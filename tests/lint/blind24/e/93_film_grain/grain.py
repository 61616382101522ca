from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("seed",))
def add_film_grain(frame, amount, seed):
    key = jax.random.PRNGKey(seed)
    noise = jax.random.normal(key, frame.shape[:2])
    luma = frame.mean(axis=-1, keepdims=True)
    # grain is strongest in the midtones
    weight = 4.0 * luma * (1.0 - luma)
    return jnp.clip(frame + amount * weight * noise[..., None], 0.0, 1.0)
