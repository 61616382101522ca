import jax
import jax.numpy as jnp


def jitter_packets(key, sizes, iat):
    k1, k2 = jax.random.split(key)
    sizes = sizes * jnp.exp(0.05 * jax.random.normal(k1, sizes.shape))
    iat = iat * jax.random.uniform(k2, iat.shape, minval=0.8, maxval=1.2)
    return sizes, iat
