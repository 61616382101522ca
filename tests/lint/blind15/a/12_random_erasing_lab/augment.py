import jax
import jax.numpy as jnp


def random_erasing(key, images, max_frac=0.4):
    n, c, h, w = images.shape
    k1, k2, k3 = jax.random.split(key, 3)
    eh = (jax.random.uniform(k1, (n,)) * max_frac * h).astype(jnp.int32)
    top = jax.random.randint(k2, (n,), 0, h)
    rows = jnp.arange(h)[None, :]
    band = (rows >= top[:, None]) & (rows < (top + eh)[:, None])
    noise = jax.random.normal(k3, images.shape)
    return jnp.where(band[:, None, :, None], noise, images)
