import jax
import jax.numpy as jnp


@jax.jit
def systematic_resample(key, logw):
    n = logw.shape[0]
    w = jax.nn.softmax(logw)
    u = (jax.random.uniform(key) + jnp.arange(n)) / n
    idx = jnp.searchsorted(jnp.cumsum(w), u)
    return jnp.clip(idx, 0, n - 1)
