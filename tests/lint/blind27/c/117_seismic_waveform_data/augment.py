from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="cfg")
def augment_waveforms(key, waves, cfg):
    k1, k2, k3 = jax.random.split(key, 3)
    shifts = jax.random.randint(k1, (waves.shape[0],), -cfg.max_shift, cfg.max_shift)
    out = jax.vmap(jnp.roll)(waves, shifts)
    if cfg.polarity_flip:
        out = out * jnp.where(jax.random.bernoulli(k3, 0.5, (waves.shape[0], 1)), -1.0, 1.0)
    return out + cfg.noise_level * jax.random.normal(k2, waves.shape)
