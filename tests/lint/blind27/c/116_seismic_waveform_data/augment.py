from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="cfg")
def augment_batch(key, waves, cfg):
    k1, k2 = jax.random.split(key)
    shifts = jax.random.randint(k1, (waves.shape[0],), -cfg.max_shift, cfg.max_shift)
    shifted = jax.vmap(jnp.roll)(waves, shifts)
    return shifted + cfg.noise_level * jax.random.normal(k2, waves.shape)
