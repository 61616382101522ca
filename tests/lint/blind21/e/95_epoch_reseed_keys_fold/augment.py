import jax
import jax.numpy as jnp


@jax.jit
def jitter_and_mask(key, windows, noise=0.05, mask_frac=0.1):
    k1, k2 = jax.random.split(key)
    noisy = windows + noise * jax.random.normal(k1, windows.shape)
    keep = jax.random.uniform(k2, windows.shape) > mask_frac
    return jnp.where(keep, noisy, 0.0)
