from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("settings",))
def augment_batch(key, clean, noise, snr_low, settings):
    opts = dict(settings)
    k1, k2 = jax.random.split(key)
    snr_db = jax.random.uniform(k1, (clean.shape[0], 1), minval=snr_low, maxval=opts["snr_high"])
    p_clean = jnp.mean(clean**2, axis=1, keepdims=True)
    p_noise = jnp.mean(noise**2, axis=1, keepdims=True) + 1e-9
    scale = jnp.sqrt(p_clean / (p_noise * 10 ** (snr_db / 10)))
    gain = 10 ** (jax.random.uniform(k2, (clean.shape[0], 1), minval=-opts["gain_db"], maxval=opts["gain_db"]) / 20)
    return gain * (clean + scale * noise)
