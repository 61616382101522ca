import jax
import jax.numpy as jnp


@jax.jit
def photometric_jitter(key, batch):
    k1, k2 = jax.random.split(key)
    gain = jax.random.uniform(k1, (batch.shape[0], 1, 1, 1), minval=0.8, maxval=1.2)
    gamma = jax.random.uniform(k2, (batch.shape[0], 1, 1, 1), minval=0.9, maxval=1.1)
    return jnp.clip(batch * gain, 0, 1) ** gamma
