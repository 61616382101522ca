import jax
import jax.numpy as jnp


@jax.jit
def augment_patch(key, patch):
    k1, k2, k3 = jax.random.split(key, 3)
    flip = jax.random.bernoulli(k1)
    patch = jnp.where(flip, patch[:, ::-1], patch)
    gain = jax.random.uniform(k2, (), minval=0.9, maxval=1.1)
    noise = 0.01 * jax.random.normal(k3, patch.shape)
    return jnp.clip(patch * gain + noise, 0.0, 1.0)
