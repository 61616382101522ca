import jax
import jax.numpy as jnp


@jax.jit
def augment(key, batch):
    k1, k2, k3 = jax.random.split(key, 3)
    scale = 1.0 + 0.1 * jax.random.normal(k1, (batch.shape[0], 1))
    jitter = 0.05 * jax.random.normal(k2, batch.shape)
    shift = jax.random.randint(k3, (), 0, batch.shape[1])
    return jnp.roll(batch * scale + jitter, shift, axis=1)
