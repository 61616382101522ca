import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def augment_batch(audio, key, max_gain_db=6.0, noise_std=0.01):
    k1, k2, k3 = jax.random.split(key, 3)
    gain_db = jax.random.uniform(k1, (audio.shape[0], 1), minval=-max_gain_db, maxval=max_gain_db)
    flip = jnp.where(jax.random.bernoulli(k2, 0.5, (audio.shape[0], 1)), -1.0, 1.0)
    noise = noise_std * jax.random.normal(k3, audio.shape)
    return audio * 10 ** (gain_db / 20) * flip + noise
